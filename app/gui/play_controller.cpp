// Play mode: a game on its own document and scene, the engine on a worker thread (see play_controller.h).
#include "play_controller.h"

#include "canvas_target.h"
#include "picture_renderer.h"
#include "picture_scene.h"
#include "picture_view.h"

#include "homestead/misere_search.h"
#include "homestead/outcome_text.h"

#include <QGraphicsPathItem>
#include <QPen>
#include <QToolTip>
#include <QVariantAnimation>

namespace homestead::gui {

PlayController::PlayController(PictureView* view, QObject* parent) : QObject(parent), view_(view) {
    scene_ = new PictureScene(&doc_, this);
    scene_->setMode(PictureScene::Mode::Play);
    connect(scene_, &PictureScene::edgeClicked, this, [this](EdgeId id) { humanChop(id); });
    runner_ = new EngineRunner(this);
    connect(runner_, &EngineRunner::busyChanged, this, [this] { emit lockChanged(inputLocked()); });
    outcomeRunner_ = new EngineRunner(this);
    outcomeRunner_->setDelay(0);
}

PlayController::~PlayController() {
    for (EngineRunner* r : {runner_, outcomeRunner_}) {  // quietly: the window may be going too
        r->blockSignals(true);
        r->cancel();
    }
    dropGhosts();
    clearMarks();
    if (active_ && editScene_) view_->setPictureScene(static_cast<PictureScene*>(editScene_.data()));
    delete scene_;  // before the document it shows
}

void PlayController::enter(const Picture& picture) {
    if (active_) return;
    auto* edit = qobject_cast<PictureScene*>(view_->scene());
    editScene_ = edit;
    if (edit) scene_->showLabelsAs(*edit);
    start_ = picture;
    active_ = true;
    if (misere_ && misereRefusal(start_)) misere_ = false;
    newGame();
    view_->setPictureScene(scene_);
}

void PlayController::leave() {
    if (!active_) return;
    runner_->cancel();
    outcomeRunner_->cancel();
    dropGhosts();
    clearMarks();
    active_ = false;
    if (editScene_) view_->setPictureScene(static_cast<PictureScene*>(editScene_.data()));
}

void PlayController::setPlayers(PlayerKind first, PlayerKind second) {
    if (players_ == std::array<PlayerKind, 2>{first, second}) return;
    players_ = {first, second};
    if (!active_) return;
    // The game goes on with the new players; the moves made keep the kind that made them.
    runner_->cancel();
    clearMarks();
    session_.setPlayer(0, first);
    session_.setPlayer(1, second);
    afterChange();
}

void PlayController::setFirstSide(int side) {
    firstSide_ = side == 1 ? 1 : 0;
    if (active_) newGame();
}

QString PlayController::misereRefusalText() const {
    auto why = misereRefusal(start_);
    return why ? QString::fromStdString(*why) : QString();
}

bool PlayController::setMisere(bool on) {
    if (on && misereRefusal(start_)) return false;
    misere_ = on;
    if (active_) newGame();
    return true;
}

void PlayController::newGame() {
    runner_->cancel();
    session_ = HackenbushSession(start_, players_, firstSide_, misere_, gameSeed_++);
    showPosition();
    afterChange();
}

void PlayController::setPaused(bool paused) {
    paused_ = paused;
    if (!paused_ && active_ && !engineBusy()) scheduleEngine();
}

void PlayController::step() {
    if (!active_ || engineBusy() || session_.over()) return;
    stepOnce_ = true;
    scheduleEngine();
}

bool PlayController::inputLocked() const {
    return !active_ || engineBusy() || session_.over() || !session_.humanToMove();
}

bool PlayController::humanChop(EdgeId id) {
    if (inputLocked() || !session_.isLegal(id)) return false;
    apply(id);
    return true;
}

void PlayController::undoMove() {
    if (!active_ || !session_.canUndo()) return;
    runner_->cancel();
    session_.takeBack();
    if (!session_.anyHuman()) paused_ = true;  // a demonstration stops where it was taken back to
    showPosition();
    afterChange();
}

void PlayController::redoMove() {
    if (!active_ || !session_.canRedo()) return;
    runner_->cancel();
    session_.replay();
    showPosition();
    afterChange();
}

std::vector<EdgeId> PlayController::showHint() {
    clearMarks();
    std::vector<EdgeId> wins;
    if (!active_ || session_.over()) {
        hintText_ = tr("The game is over: there is nothing to chop.");
    } else {
        // Read, not computed: normal play from the position's artifact (made on a worker; waited for
        // in the rare case it is still coming), misère play from the search askOutcome() ran off the
        // window's thread.
        if (session_.misere()) {
            if (!misereWins_) {
                hintText_ = misereOutcome_ ? tr("This position is too large for the misère search.")
                                           : tr("Still working out the misère winning moves: ask again in a moment.");
                emit hintChanged(hintText_);
                return {};
            }
            wins = *misereWins_;
        } else {
            doc_.waitForAnalysis();
            wins = doc_.analysis().winningMoves;
        }
        for (EdgeId id : wins) mark(id, render::markPen(render::EdgeMark::Hint));
        if (wins.empty())
            hintText_ = tr("No winning move exists: %1 — every move loses against perfect play.")
                            .arg(QString::fromStdString(text::moverOutcome(false)));
        else
            hintText_ = (wins.size() == 1 ? tr("1 winning move, marked in magenta")
                                           : tr("%1 winning moves, marked in magenta").arg(wins.size())) +
                        tr(": chop one to leave your opponent a lost position.");
    }
    emit hintChanged(hintText_);
    return wins;
}

bool PlayController::isYou(int side) const { return gui::isYou(session_.players(), side); }

QString PlayController::sideName(int side) const { return gui::sideName(session_.players(), side); }

QString PlayController::announcement() const {
    const std::optional<int> w = session_.winner();
    if (!w) return {};
    // Each side is named by the kind of player that made its last move (a side changed to an engine
    // after the human's last move does not take the human's win).
    const QString winner = lastMoverName(session_, *w);
    const bool you = lastMoverIsYou(session_, *w);
    if (session_.misere())
        return you ? tr("Game over — You won: nothing was left for you to chop, and in misère play whoever cannot move wins.")
                   : tr("Game over — %1 won: nothing was left for %1 to chop, and in misère play whoever cannot move wins.")
                         .arg(winner);
    return tr("Game over — %1 won: %2 cannot move, and whoever cannot move loses.").arg(winner, lastMoverName(session_, 1 - *w));
}

QString PlayController::outcomeText() const {
    if (session_.over()) return {};
    if (session_.misere()) {
        if (!misereOutcome_) return tr("Misère play: working out who wins…");
        return QString::fromStdString(text::misereSearchOutcome(*misereOutcome_));
    }
    if (doc_.analysisPending()) return tr("Value: analysing…");
    const auto v = doc_.analysis().value;
    return QString::fromStdString(text::valueOutcome(v));
}

QString PlayController::turnText() const {
    if (session_.over()) return announcement();
    const int side = session_.toMove();
    QString text = isYou(side) ? tr("Your move") : tr("%1 to move").arg(sideName(side));
    if (engineBusy() && !markedIds_.empty()) text += tr(" — chops the violet edge");
    else if (engineBusy()) text += tr(" — thinking…");
    else if (!session_.humanToMove() && paused_) text += tr(" — paused");
    return text;
}

QStringList PlayController::moveTexts() const {
    QStringList out;
    const auto moves = session_.moves();
    for (std::size_t k = 0; k < moves.size(); ++k) {
        const auto& m = moves[k];
        QString edge = tr("edge %1").arg(m.move);
        if (start_.hasEdge(m.move) && !start_.edge(m.move).name.empty())
            edge += QStringLiteral(" “%1”").arg(QString::fromStdString(start_.edge(m.move).name));
        QString line = tr("%1. %2: %3").arg(k + 1).arg(authorName(session_.players(), m.side, m.by), edge);
        const std::size_t fell = session_.undoRecords()[k].edges.size() - 1;
        if (fell == 1) line += tr(", 1 more fell");
        else if (fell > 1) line += tr(", %1 more fell").arg(fell);
        out << line;
    }
    return out;
}

// ---- moves and pictures ----

void PlayController::apply(EdgeId id) {
    clearMarks();
    QToolTip::hideText();  // a tooltip on what is about to go would outlive it
    session_.play(id);
    const HackenbushRules::Undo& record = session_.undoRecords().back();
    const std::vector<EdgeId> fallen = record.fallen();
    // Ghosts of what goes: the chopped edge fades in place, the fallen edges fade as they drop —
    // all the fallen edges as one path, so a fall of thousands is one item and one animation.
    // Their shapes are taken now, while the edges' items exist.
    auto shapeOf = [this](const std::vector<EdgeId>& edges, QPen& pen) {
        QPainterPath shape;
        for (EdgeId e : edges)
            if (EdgeItem* item = scene_->edgeItem(e)) {
                if (shape.isEmpty()) pen = item->stroke();
                shape.addPath(item->path());
            }
        return shape;
    };
    QPen chopPen, fallPen;
    const QPainterPath chopShape = shapeOf({id}, chopPen);
    const QPainterPath fallShape = shapeOf(fallen, fallPen);
    // One O(V + E) removal: one edge at a time re-indexed the picture each time (a chop at the
    // foot of a 10,000-edge stalk took 6 s).
    std::vector<EdgeId> edges{id};
    edges.insert(edges.end(), fallen.begin(), fallen.end());
    std::vector<NodeId> nodes;
    for (NodeId n : record.removedNodes())
        if (doc_.picture().hasNode(n)) nodes.push_back(n);
    // A removal that large resets the document and the scene rebuilds, deleting every item in it:
    // earlier ghosts are ended first, the new ones are added after.
    if (edges.size() + nodes.size() > PictureDocument::kRebuildAbove) dropGhosts();
    doc_.removeMany(nodes, edges);
    ghost(chopShape, chopPen, false);
    ghost(fallShape, fallPen, true);
    afterChange();
}

void PlayController::ghost(const QPainterPath& shape, QPen pen, bool drops) {
    if (fallMs_ <= 0 || shape.isEmpty()) return;
    auto* g = new QGraphicsPathItem(shape);
    pen.setColor(drops ? QColor(0x8a, 0x6d, 0x3b) : render::colors::load);
    g->setPen(pen);
    g->setZValue(1.5);  // above the edges (1), below the nodes (2)
    scene_->addItem(g);
    auto* a = new QVariantAnimation(this);
    a->setStartValue(0.0);
    a->setEndValue(1.0);
    a->setDuration(drops ? fallMs_ : fallMs_ / 2 + 1);
    a->setEasingCurve(drops ? QEasingCurve::InQuad : QEasingCurve::Linear);
    connect(a, &QVariantAnimation::valueChanged, a, [g, drops](const QVariant& v) {
        const double t = v.toDouble();
        g->setOpacity(1.0 - t);
        if (drops) g->setPos(0, 80 * t);
    });
    connect(a, &QVariantAnimation::finished, this, [this, a] {
        for (std::size_t i = 0; i < ghosts_.size(); ++i)
            if (ghosts_[i].animation == a) {
                delete ghosts_[i].item;
                ghosts_.erase(ghosts_.begin() + std::ptrdiff_t(i));
                break;
            }
        a->deleteLater();
    });
    ghosts_.push_back({g, a});
    a->start();
}

void PlayController::showPosition() {
    dropGhosts();
    clearMarks();
    QToolTip::hideText();  // an undo or redo changes what is under the pointer
    doc_.setPicture(session_.position());
}

void PlayController::afterChange() {
    hintText_.clear();
    emit hintChanged(hintText_);
    askOutcome();
    emit positionChanged();
    if (session_.over()) {
        runner_->cancel();
        emit gameOver(announcement());
        return;
    }
    scheduleEngine();
    emit lockChanged(inputLocked());
}

void PlayController::mark(EdgeId id, const QPen& pen) {
    EdgeItem* item = scene_->edgeItem(id);
    if (!item) return;
    auto* m = new QGraphicsPathItem(item->path());
    m->setPen(pen);
    m->setZValue(item->zValue() - 1);
    m->setAcceptedMouseButtons(Qt::NoButton);
    scene_->addItem(m);
    marks_.push_back(m);
    markedIds_.push_back(id);
}

void PlayController::clearMarks() {
    for (QGraphicsPathItem* m : marks_) delete m;
    marks_.clear();
    markedIds_.clear();
}

void PlayController::dropGhosts() {
    for (Ghost& g : ghosts_) {
        g.animation->disconnect(this);
        g.animation->stop();
        g.animation->deleteLater();
        delete g.item;
    }
    ghosts_.clear();
}

// ---- the engine ----

void PlayController::askOutcome() {
    outcomeRunner_->cancel();
    misereOutcome_.reset();
    misereWins_.reset();
    if (!session_.misere() || session_.over()) return;
    outcomeRunner_->ask<std::optional<MisereResult>>(
        [position = session_.position()]() -> std::optional<MisereResult> {
            try {
                return misereAnalyse(position);
            } catch (const std::exception&) {
                return std::nullopt;  // above the limit (the option is refused before)
            }
        },
        [this](std::optional<MisereResult> result) {
            if (result) {
                misereOutcome_ = result->firstPlayerWins;
                misereWins_ = result->winningMoves;
            }
            emit outcomeChanged();
        });
}

void PlayController::scheduleEngine() {
    if (!active_ || session_.over() || engineBusy()) return;
    if (session_.humanToMove()) return;
    if (paused_ && !session_.anyHuman() && !stepOnce_) return;
    stepOnce_ = false;
    startEngine();
}

void PlayController::startEngine() {
    const PlayerKind kind = session_.player(session_.toMove());
    const bool misere = session_.misere();
    const std::uint64_t seed = plySeed(session_.seed(), session_.ply());
    runner_->ask<std::optional<EdgeId>>(
        [position = session_.position(), kind, misere, seed]() -> std::optional<EdgeId> {
            try {
                return HackenbushRules::engineMove(position, kind, misere, seed);
            } catch (const std::exception&) {
                return std::nullopt;  // a misère picture beyond the limit: no answer (the option is refused before)
            }
        },
        [this](std::optional<EdgeId> move) {
            if (!move || !active_) return;
            mark(*move, render::markPen(render::EdgeMark::EnginePick));
            if (view_->scene() == scene_) view_->bringIntoView(targetRect(*scene_, {FoundItem::Kind::Edge, *move}));
            emit engineChose(*move);
            runner_->later(highlightMs_, [this, edge = *move] {
                apply(edge);
                emit answered();
            });
        });
}

}  // namespace homestead::gui
