// Play mode: a game on its own document and scene, the engine on a worker thread (see play_controller.h).
#include "play_controller.h"

#include "picture_renderer.h"
#include "picture_scene.h"
#include "picture_view.h"

#include "homestead/misere_search.h"

#include <QFutureWatcher>
#include <QGraphicsPathItem>
#include <QPen>
#include <QTimer>
#include <QVariantAnimation>
#include <QtConcurrent/QtConcurrentRun>

namespace homestead::gui {

PlayController::PlayController(PictureView* view, QObject* parent) : QObject(parent), view_(view) {
    scene_ = new PictureScene(&doc_, this);
    scene_->setMode(PictureScene::Mode::Play);
    connect(scene_, &PictureScene::edgeClicked, this, [this](EdgeId id) { humanChop(id); });
    timer_ = new QTimer(this);
    timer_->setSingleShot(true);
    connect(timer_, &QTimer::timeout, this, &PlayController::startEngine);
}

PlayController::~PlayController() {
    ++generation_;
    dropGhosts();
    clearMarks();
    if (active_ && editScene_) view_->setPictureScene(static_cast<PictureScene*>(editScene_.data()));
    delete scene_;  // before the document it shows
}

void PlayController::enter(const Picture& picture) {
    if (active_) return;
    auto* edit = qobject_cast<PictureScene*>(view_->scene());
    editScene_ = edit;
    if (edit) {
        scene_->setShowStresses(edit->showStresses());
        scene_->setShowWeights(edit->showWeights());
    }
    start_ = picture;
    active_ = true;
    if (misere_ && misereRefusal(start_)) misere_ = false;
    newGame();
    view_->setPictureScene(scene_);
}

void PlayController::leave() {
    if (!active_) return;
    ++generation_;
    timer_->stop();
    dropGhosts();
    clearMarks();
    active_ = false;
    setBusy(false);
    if (editScene_) view_->setPictureScene(static_cast<PictureScene*>(editScene_.data()));
}

void PlayController::setPlayers(PlayerKind first, PlayerKind second) {
    players_ = {first, second};
    if (active_) newGame();
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
    ++generation_;
    timer_->stop();
    engineBusy_ = false;
    session_ = PlaySession(start_, players_, firstSide_, misere_);
    showPosition();
    afterChange();
}

void PlayController::setPaused(bool paused) {
    paused_ = paused;
    if (!paused_ && active_ && !engineBusy_) scheduleEngine();
}

void PlayController::step() {
    if (!active_ || engineBusy_ || session_.over()) return;
    stepOnce_ = true;
    scheduleEngine();
}

bool PlayController::inputLocked() const {
    return !active_ || engineBusy_ || session_.over() || session_.player(session_.toMove()) != PlayerKind::Human;
}

bool PlayController::humanChop(EdgeId id) {
    if (inputLocked() || !session_.isLegal(id)) return false;
    apply(id);
    return true;
}

void PlayController::undoMove() {
    if (!active_ || !session_.canUndo()) return;
    ++generation_;
    timer_->stop();
    engineBusy_ = false;
    const bool anyHuman = players_[0] == PlayerKind::Human || players_[1] == PlayerKind::Human;
    session_.undo();
    while (anyHuman && session_.canUndo() && session_.player(session_.toMove()) != PlayerKind::Human) session_.undo();
    if (!anyHuman) paused_ = true;  // a demonstration stops where it was taken back to
    showPosition();
    afterChange();
}

void PlayController::redoMove() {
    if (!active_ || !session_.canRedo()) return;
    ++generation_;
    timer_->stop();
    engineBusy_ = false;
    const bool anyHuman = players_[0] == PlayerKind::Human || players_[1] == PlayerKind::Human;
    session_.redo();
    while (anyHuman && session_.canRedo() && session_.player(session_.toMove()) != PlayerKind::Human) session_.redo();
    showPosition();
    afterChange();
}

std::vector<EdgeId> PlayController::showHint() {
    clearMarks();
    std::vector<EdgeId> wins;
    if (!active_ || session_.over()) {
        hintText_ = tr("The game is over: there is nothing to chop.");
    } else {
        try {
            wins = winningMoves(session_.position(), session_.misere());
        } catch (const std::exception& error) {
            hintText_ = QString::fromStdString(error.what());
            emit hintChanged(hintText_);
            return {};
        }
        for (EdgeId id : wins) mark(id, render::markPen(render::EdgeMark::Hint));
        if (wins.empty())
            hintText_ = tr("No winning move exists: second player wins — every move loses against perfect play.");
        else
            hintText_ = (wins.size() == 1 ? tr("1 winning move, marked in magenta")
                                           : tr("%1 winning moves, marked in magenta").arg(wins.size())) +
                        tr(": chop one to leave your opponent a lost position.");
    }
    emit hintChanged(hintText_);
    return wins;
}

bool PlayController::isYou(int side) const {
    const bool oneHuman = (players_[0] == PlayerKind::Human) != (players_[1] == PlayerKind::Human);
    return oneHuman && players_[side] == PlayerKind::Human;
}

QString PlayController::sideName(int side) const {
    const bool oneHuman = (players_[0] == PlayerKind::Human) != (players_[1] == PlayerKind::Human);
    if (isYou(side)) return tr("You");
    if (oneHuman) return QString::fromStdString(describe(players_[side]));
    return tr("Player %1 (%2)").arg(side + 1).arg(QString::fromStdString(describe(players_[side])));
}

QString PlayController::announcement() const {
    const int w = session_.winner();
    if (w < 0) return {};
    const int loser = 1 - w;
    if (session_.misere())
        return isYou(w)
                   ? tr("Game over — You won: nothing was left for you to chop, and in misère play whoever cannot move wins.")
                   : tr("Game over — %1 won: nothing was left for %1 to chop, and in misère play whoever cannot move wins.")
                         .arg(sideName(w));
    return tr("Game over — %1 won: %2 cannot move, and whoever cannot move loses.").arg(sideName(w), sideName(loser));
}

QString PlayController::turnText() const {
    if (session_.over()) return announcement();
    const int side = session_.toMove();
    QString text = isYou(side) ? tr("Your move") : tr("%1 to move").arg(sideName(side));
    if (engineBusy_ && !markedIds_.empty()) text += tr(" — chops the violet edge");
    else if (engineBusy_) text += tr(" — thinking…");
    else if (session_.player(session_.toMove()) != PlayerKind::Human && paused_) text += tr(" — paused");
    return text;
}

QStringList PlayController::moveTexts() const {
    QStringList out;
    int k = 0;
    for (const PlayedMove& m : session_.moves()) {
        QString edge = tr("edge %1").arg(m.chopped);
        if (start_.hasEdge(m.chopped) && !start_.edge(m.chopped).name.empty())
            edge += QStringLiteral(" “%1”").arg(QString::fromStdString(start_.edge(m.chopped).name));
        QString line = tr("%1. %2: %3").arg(++k).arg(sideName(m.side), edge);
        if (m.fallen.size() == 1) line += tr(", 1 more fell");
        else if (!m.fallen.empty()) line += tr(", %1 more fell").arg(m.fallen.size());
        out << line;
    }
    return out;
}

// ---- moves and pictures ----

void PlayController::apply(EdgeId id) {
    clearMarks();
    const PlayedMove& move = session_.chop(id);
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
    const QPainterPath chopShape = shapeOf({move.chopped}, chopPen);
    const QPainterPath fallShape = shapeOf(move.fallen, fallPen);
    // One O(V + E) removal: one edge at a time re-indexed the picture each time (a chop at the
    // foot of a 10,000-edge stalk took 6 s).
    std::vector<EdgeId> edges{move.chopped};
    edges.insert(edges.end(), move.fallen.begin(), move.fallen.end());
    std::vector<NodeId> nodes;
    for (NodeId n : move.removedNodes)
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
    doc_.setPicture(session_.position());
}

void PlayController::afterChange() {
    hintText_.clear();
    emit hintChanged(hintText_);
    emit positionChanged();
    if (session_.over()) {
        setBusy(false);
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

void PlayController::setBusy(bool busy) {
    if (engineBusy_ == busy) return;
    engineBusy_ = busy;
    emit lockChanged(inputLocked());
}

void PlayController::scheduleEngine() {
    if (!active_ || session_.over() || engineBusy_) return;
    if (session_.player(session_.toMove()) == PlayerKind::Human) return;
    const bool bothEngines = players_[0] != PlayerKind::Human && players_[1] != PlayerKind::Human;
    if (paused_ && bothEngines && !stepOnce_) return;
    stepOnce_ = false;
    setBusy(true);
    timer_->start(std::max(0, paceMs_));
}

void PlayController::startEngine() {
    if (!active_ || !engineBusy_) return;
    const std::uint64_t generation = generation_;
    const std::uint64_t revision = session_.revision();
    const PlayerKind kind = session_.player(session_.toMove());
    const bool misere = session_.misere();
    const std::uint64_t seed = seed_++;
    auto* watcher = new QFutureWatcher<std::optional<EdgeId>>(this);
    connect(watcher, &QFutureWatcher<std::optional<EdgeId>>::finished, this, [=, this] {
        std::optional<EdgeId> move = watcher->result();
        watcher->deleteLater();
        if (generation != generation_ || revision != session_.revision() || !active_) return;  // stale
        if (!move) {
            setBusy(false);
            return;
        }
        mark(*move, render::markPen(render::EdgeMark::EnginePick));
        emit engineChose(*move);
        QTimer::singleShot(std::max(0, highlightMs_), this, [=, this] {
            if (generation != generation_ || revision != session_.revision() || !active_) return;
            engineBusy_ = false;
            apply(*move);
            emit answered();
        });
    });
    watcher->setFuture(QtConcurrent::run([position = session_.position(), kind, misere, seed]() -> std::optional<EdgeId> {
        try {
            return chooseMove(position, kind, misere, seed);
        } catch (const std::exception&) {
            return std::nullopt;  // a misère picture beyond the limit: no answer (the option is refused before)
        }
    }));
}

}  // namespace homestead::gui
