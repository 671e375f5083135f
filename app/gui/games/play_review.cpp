// The review of a finished game of Play, computed off the window's thread (see play_review.h).
#include "play_review.h"
#include "window_language.h"

#include "latest_job.h"
#include "play_controller.h"
#include "player_names.h"

#include "homestead/review_text.h"

#include <array>
#include <span>
#include <string>
#include <utility>

namespace homestead::gui {

namespace {

// A player as a review sentence calls it, mid-sentence: "you", "the perfect engine", "Player 2".
std::string moverName(std::array<PlayerKind, 2> players, int side, PlayerKind by) {
    if (players[std::size_t(side & 1)] == by) {
        if (isYou(players, side)) return QObject::tr("you").toStdString();
        const bool oneHuman = (players[0] == PlayerKind::Human) != (players[1] == PlayerKind::Human);
        if (oneHuman) return QObject::tr("the %1").arg(kindName(by)).toStdString();
    }
    return authorName(players, side, by).toStdString();
}

bool sameMoves(std::span<const HackenbushSession::Played> a, const std::vector<HackenbushSession::Played>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].move != b[i].move || a[i].side != b[i].side || a[i].by != b[i].by) return false;
    return true;
}

struct Reviewed {
    std::shared_ptr<const GameReview> review;
    QStringList lines;
    QString summary;
};

}  // namespace

PlayReview::PlayReview(PlayController* play, QObject* parent) : QObject(parent), play_(play) {
    job_ = new LatestJob(this);
    connect(play_, &GameController::changed, this, &PlayReview::follow);
    connect(play_, &PlayController::namingChanged, this, &PlayReview::follow);  // the review names edges by their tags
    follow();
}

std::optional<int> PlayReview::firstLosingRow() const {
    if (!review_) return std::nullopt;
    const auto first = review_->firstLosingMove(side_);
    return first ? std::optional<int>(int(*first)) : std::nullopt;
}

void PlayReview::clear() {
    job_->cancel();
    reviewed_.clear();
    const bool had = review_ != nullptr;
    review_.reset();
    lines_.clear();
    summary_.clear();
    if (had) emit changed();
}

void PlayReview::follow() {
    const HackenbushSession& session = play_->session();
    if (!play_->active() || session.misere()) return clear();
    if (play_->namingPending()) return;  // reviewed once the game's tags have come (namingChanged)
    if (!reviewed_.empty() && sameMoves(session.history(), reviewed_)) return;  // the same game, moved about in
    clear();
    if (!session.over() || session.history().empty()) return;  // reviewed once its moves end the game
    reviewed_.assign(session.history().begin(), session.history().end());
    const auto players = session.players();
    const int winner = *session.winner();
    side_ = isYou(players, 0) ? 0 : isYou(players, 1) ? 1 : 1 - winner;
    std::vector<std::string> movers;
    for (const auto& m : reviewed_) movers.push_back(moverName(players, m.side, m.by));
    const std::string reviewedName = moverName(players, side_, players[std::size_t(side_)]);
    job_->start<Reviewed>(
        [start = play_->startPicture(), named = play_->namingPicture(), moves = reviewed_, movers = std::move(movers), side = side_, reviewedName,
         language = windowLanguage()] {
            Reviewed out;
            out.review = std::make_shared<const GameReview>(reviewGame(*start, moves));
            for (std::size_t i = 0; i < out.review->moves.size(); ++i)
                out.lines << QString::fromStdString(text::reviewMoveSentence(*named, out.review->moves[i], movers[i], language));
            out.summary = QString::fromStdString(text::reviewSummary(*named, *out.review, side, reviewedName, language));
            return out;
        },
        [this](Reviewed r) {
            review_ = std::move(r.review);
            lines_ = std::move(r.lines);
            summary_ = std::move(r.summary);
            emit changed();
        });
}

void PlayReview::showRow(int row) {
    if (!review_ || row < 0 || row >= int(review_->moves.size())) return;
    const ReviewedMove& m = review_->moves[std::size_t(row)];
    const bool byHuman = m.by == PlayerKind::Human;
    if (!play_->session().anyHuman()) play_->setPaused(true);  // engine against engine: nobody plays on
    play_->goTo(int(byHuman ? m.number - 1 : m.number));
    if (byHuman) play_->showHint();
}

}  // namespace homestead::gui
