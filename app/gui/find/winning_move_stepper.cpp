// F3 / Shift+F3: the artifact's winning moves, one at a time, on the canvas (see winning_move_stepper.h).
#include "winning_move_stepper.h"
#include "window_language.h"

#include "readable_zoom.h"
#include "picture_document.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "play_controller.h"

#include "homestead/find_text.h"

namespace homestead::gui {

WinningMoveStepper::WinningMoveStepper(PictureView* view, PlayController* play, QObject* parent)
    : QObject(parent), view_(view), play_(play) {}

void WinningMoveStepper::next() { step(+1); }
void WinningMoveStepper::previous() { step(-1); }

void WinningMoveStepper::say(const QString& text) {
    message_ = text;
    emit messageChanged(text);
}

void WinningMoveStepper::step(int direction) {
    auto* scene = qobject_cast<PictureScene*>(view_->scene());
    if (!scene) return;
    PictureDocument* doc = scene->document();
    if (doc->analysisPending()) {  // answered with the newest revision's moves, when they come
        pendingSteps_ += direction;
        if (waitingFor_ != doc) {
            waitingFor_ = doc;
            connect(doc, &PictureDocument::analysisChanged, this, [this] {
                waitingFor_ = nullptr;
                const int steps = std::exchange(pendingSteps_, 0);
                if (steps != 0) step(steps > 0 ? +1 : -1);
            }, Qt::SingleShotConnection);
        }
        say(tr("Finding the winning moves of the new position…"));
        return;
    }
    const Picture& picture = doc->picture();
    const bool misere = play_ && play_->active() && scene == play_->scene() && play_->session().misere();
    if (play_ && play_->active() && scene == play_->scene() && play_->session().over()) {
        moves_.clear();
        current_ = -1;
        say(tr("The game is over: there is nothing to chop."));
        return;
    }
    const Source source{doc, doc->revision(), misere};
    std::vector<EdgeId> moves;
    if (misere) {
        const std::optional<std::vector<EdgeId>>& wins = play_->misereWinningMoves();
        if (!wins) {
            say(tr("Still working out the misère winning moves: press F3 again in a moment."));
            return;
        }
        moves = *wins;
    } else {
        moves = doc->analysis().winningMoves;
    }
    if (source != source_) {  // another position: its first winning move comes first
        source_ = source;
        current_ = -1;
    }
    moves_ = std::move(moves);
    if (moves_.empty()) {
        current_ = -1;
        scene->clearSelection();
        say(QString::fromStdString(misere ? text::noMisereWinningMoveSentence(windowLanguage())
                                          : text::noWinningMoveSentence(doc->analysis().value, windowLanguage())));
        return;
    }
    const int n = int(moves_.size());
    current_ = current_ < 0 ? (direction > 0 ? 0 : n - 1) : ((current_ + direction) % n + n) % n;
    const EdgeId edge = moves_[std::size_t(current_)];
    showFound(view_, {FoundItem::Kind::Edge, edge});
    const std::size_t k = std::size_t(current_);
    say(QString::fromStdString(misere ? text::misereWinningMoveSentence(picture, edge, k, moves_.size(), windowLanguage())
                                      : text::winningMoveSentence(picture, edge, k, moves_.size(), windowLanguage())));
}

}  // namespace homestead::gui
