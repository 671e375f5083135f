// Play mode: the shared game loop on its own document and scene, with the canvas's marks, ghosts, hint
// and misère outcome (see play_controller.h).
#include "play_controller.h"
#include "window_language.h"

#include "canvas_limits.h"
#include "canvas_target.h"
#include "latest_job.h"
#include "picture_renderer.h"
#include "picture_scene.h"
#include "picture_view.h"

#include "homestead/engine.h"
#include "homestead/exercise_text.h"
#include "homestead/misere_search.h"
#include "homestead/outcome_text.h"

#include <QGraphicsPathItem>
#include <QPen>
#include <QThreadPool>
#include <QToolTip>
#include <QVariantAnimation>

#include <exception>
#include <utility>

namespace homestead::gui {

PlayController::PlayController(PictureView* view, QObject* parent)
    : SessionController<HackenbushRules>(parent), view_(view) {
    session_ = HackenbushSession({}, {PlayerKind::Human, PlayerKind::EnginePerfect});
    scene_ = new PictureScene(&doc_, this);
    scene_->setMode(PictureScene::Mode::Play);
    connect(scene_, &PictureScene::edgeClicked, this, [this](EdgeId id) { humanChop(id); });
    outcomeRunner_ = new EngineRunner(this);
    naming_ = new LatestJob(this);
    outcomeRunner_->setDelay(0);
    // Every change (a move, undo, a player, the pause) drops the engine's request under way, and with
    // it the edge marked for its chop; a hint belongs to the state it was asked in.
    connect(this, &GameController::changed, this, [this] {
        clearMarks();
        updateHiding();  // the game over shows everything
        hintWaits_ = false;
        if (hintText_.isEmpty()) return;
        hintText_.clear();
        emit hintChanged(hintText_);
    });
    // The position's analysis came: a hint asked for meanwhile is shown.
    connect(&doc_, &PictureDocument::analysisChanged, this, [this] {
        if (std::exchange(hintWaits_, false)) showHint();
    });
}

PlayController::~PlayController() {
    for (EngineRunner* r : {runner_, outcomeRunner_}) {  // quietly: the window may be going too
        r->blockSignals(true);
        r->cancel();
    }
    naming_->cancel();
    dropGhosts();
    clearMarks();
    if (active_ && editScene_) view_->setPictureScene(static_cast<PictureScene*>(editScene_.data()));
    delete scene_;  // before the document it shows
}

void PlayController::enter(std::shared_ptr<const Picture> picture) {
    if (active_) return;
    auto* edit = qobject_cast<PictureScene*>(view_->scene());
    editScene_ = edit;
    if (edit) scene_->showLabelsAs(*edit);
    start_ = picture ? std::move(picture) : std::make_shared<Picture>();
    startRefusal_ = misereRefusal(*start_, {}, windowLanguage());
    misereRefusal_ = startRefusal_;
    startNaming();
    active_ = true;
    SessionController::newGame(misere() && !startRefusal_);
    view_->setPictureScene(scene_);
}

// The tags on the canvas of the pictures built at once (a person plays those by their letters). The
// sentences that name an edge (Explain, the review) read the names of a copy of the start whose edges
// are named by their tags, so they say what the canvas shows: "b (edge 4)". Both are made on a worker
// from the start (shared); the game itself plays the drawing's own revision (analysed once, shared).
void PlayController::startNaming() {
    tags_ = std::make_shared<EdgeTags>();  // until the start's come: no tags
    namingPicture_ = start_;
    if (tagged_) {
        scene_->setEdgeTags({});
        tagged_ = false;
    }
    struct Naming {
        std::shared_ptr<const EdgeTags> tags;
        std::shared_ptr<const Picture> named;
    };
    const bool tagged = start_->edgeCount() <= std::size_t(limits::kSyncBuildEdges);
    naming_->start<Naming>(
        [start = start_, tagged] {
            Naming n{std::make_shared<const EdgeTags>(start), start};
            if (tagged) {
                auto named = std::make_shared<Picture>(*start);
                tagEdges(*named);
                n.named = std::move(named);
            }
            return n;
        },
        [this, tagged](Naming n) {
            tags_ = std::move(n.tags);
            namingPicture_ = std::move(n.named);
            if (tagged) {
                scene_->setEdgeTags([this](EdgeId id) { return tags_->tag(id); });
                tagged_ = true;
            }
            emit namingChanged();
        });
}

bool PlayController::namingPending() const { return naming_->busy(); }

void PlayController::waitForNaming() { naming_->wait(); }

void PlayController::leave() {
    if (!active_) return;
    naming_->cancel();
    outcomeRunner_->cancel();
    dropGhosts();
    clearMarks();
    active_ = false;
    // The game ends (its moves go); the players, the first mover and the rule stay for the next.
    session_ = HackenbushSession({}, players(), firstPlayer(), misere(), gameSeed_);
    start_ = std::make_shared<Picture>();  // (the drawing's revision is not held)
    namingPicture_ = start_;
    tags_ = std::make_shared<EdgeTags>();
    engineRead_.reset();
    startRefusal_.reset();
    misereRefusal_.reset();
    fell_.clear();
    touch();  // drops an engine request under way (and shows the numbers: no game goes on)
    if (editScene_) view_->setPictureScene(static_cast<PictureScene*>(editScene_.data()));
}

// The position's own count while it is too large for the search; once it is not, a choice of misère
// would start a new game from the start picture: refused while that is too large.
void PlayController::updateMisereRefusal() {
    if (!startRefusal_) return;  // within the limit at the start, so at every position (chops only take away)
    misereRefusal_ = misereRefusal(session_.position(), {}, windowLanguage());
    if (!misereRefusal_ && startRefusal_) misereRefusal_ = misereNewGameRefusal(*start_, {}, windowLanguage());
}

QString PlayController::misereRefusalText() const {
    return misereRefusal_ ? QString::fromStdString(*misereRefusal_) : QString();
}

bool PlayController::setMisere(bool on) {
    if (on && misereRefusal_) return false;
    if (active_) {
        SessionController::newGame(on);
    } else {
        session_.setMisere(on);
        touch();
    }
    return true;
}

void PlayController::newGame() {
    if (active_) SessionController::newGame(misere());
}

bool PlayController::continueGame(const PlayController& from) {
    if (!active_ || !from.active_ || from.start_ != start_) return false;
    session_ = from.session_;  // shares its position: the next move copies it
    gameSeed_ = from.gameSeed_;
    fell_ = from.fell_;
    paused_ = from.paused_;
    setEngineDelay(from.engineDelay());
    highlightMs_ = from.highlightMs_;
    fallMs_ = from.fallMs_;
    showPosition();
    touch();
    return true;
}

bool PlayController::inputLocked() const { return !active_ || engineThinking() || isOver() || !humanToMove(); }

bool PlayController::humanChop(EdgeId id) { return !inputLocked() && play(id); }

std::vector<EdgeId> PlayController::showHint() {
    clearMarks();
    std::vector<EdgeId> wins;
    if (!active_ || session_.over()) {
        hintText_ = tr("The game is over: there is nothing to chop.");
    } else {
        // Read, not computed: normal play from the position's artifact (made on a worker; shown when
        // it comes if it is not there yet), misère play from the search askOutcome() ran off the
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
            const std::shared_ptr<const PictureAnalysis> artifact = doc_.currentArtifact();
            if (!artifact) {
                hintWaits_ = true;
                hintText_ = tr("Working out the winning moves…");
                emit hintChanged(hintText_);
                return {};
            }
            wins = artifact->analysis().winningMoves;
        }
        for (EdgeId id : wins) mark(id, render::markPen(render::EdgeMark::Hint));
        if (wins.empty())
            hintText_ = tr("No winning move exists: %1 — every move loses against perfect play.")
                            .arg(QString::fromStdString(text::moverOutcome(false, windowLanguage())));
        else
            hintText_ = (wins.size() == 1 ? tr("1 winning move, %1, marked in magenta").arg(tagList(wins))
                                           : tr("%1 winning moves, %2, marked in magenta").arg(wins.size()).arg(tagList(wins))) +
                        tr(": chop one to leave your opponent a lost position.");
    }
    emit hintChanged(hintText_);
    return wins;
}

QString PlayController::outcomeText() const {
    if (session_.over()) return {};
    if (hiding_) return tr("Value hidden while playing: Hint shows the winning moves; untick Hide numbers to see it.");
    if (session_.misere()) {
        if (!misereOutcome_) return tr("Misère play: working out who wins…");
        return QString::fromStdString(text::misereSearchOutcome(*misereOutcome_, windowLanguage()));
    }
    if (doc_.analysisPending()) return tr("Value: analysing…");
    const auto v = doc_.analysis().value;
    return QString::fromStdString(text::valueOutcome(v, windowLanguage()));
}

QString PlayController::edgeTag(EdgeId edge) const { return QString::fromStdString(tags_->tag(edge)); }

// The tags of `edges` as a sentence names alternatives: "b", "b or d", "b, d or f"; past a few, "b, d, f, …".
QString PlayController::tagList(const std::vector<EdgeId>& edges) const {
    constexpr std::size_t kNamed = 6;
    std::vector<std::string> tags;
    for (std::size_t i = 0; i < edges.size() && i < kNamed; ++i) tags.push_back(tags_->tag(edges[i]));
    if (edges.size() <= kNamed) return QString::fromStdString(text::alternatives(tags, windowLanguage()));
    QStringList listed;
    for (const std::string& t : tags) listed << QString::fromStdString(t);
    return listed.join(QStringLiteral(", ")) + QStringLiteral(", …");
}

QString PlayController::moveText(const EdgeId& edge) const { return edgeTag(edge); }

void PlayController::setHideNumbers(bool on) {
    hideNumbers_ = on;
    updateHiding();
}

void PlayController::updateHiding() {
    const bool hiding = hideNumbers_ && active_ && !session_.over();
    if (hiding == hiding_) return;
    hiding_ = hiding;
    scene_->setNumbersHidden(hiding);
    emit numbersHiddenChanged(hiding);
}

QStringList PlayController::moveTexts() const {
    QStringList out = SessionController::moveTexts();
    for (std::size_t k = 0; k < fell_.size() && k < std::size_t(out.size()); ++k) {
        if (fell_[k] == 1) out[qsizetype(k)] += tr(", 1 more fell");
        else if (fell_[k] > 1) out[qsizetype(k)] += tr(", %1 more fell").arg(fell_[k]);
    }
    return out;
}

QString PlayController::turnText() const {
    if (engineThinking() && !markedIds_.empty())
        return tr("%1 chops %2 (violet)").arg(sideName(toMove()), edgeTag(markedIds_.front()));
    return GameController::turnText();
}

// ---- moves and pictures ----

void PlayController::showMove() {
    if (!active_) return;
    clearMarks();
    QToolTip::hideText();  // a tooltip on what is about to go would outlive it
    const HackenbushRules::Undo& record = session_.undoRecords().back();
    const EdgeId id = record.chopped;
    const std::vector<EdgeId> fallen = record.fallen();
    fell_.resize(session_.ply() - 1);
    fell_.push_back(fallen.size());
    // Ghosts of what goes: the chopped edge fades in place, the fallen edges fade as they drop —
    // all the fallen edges as one path, so a fall of thousands is one item and one animation.
    // Their shapes are taken now, while the edges' items exist (the scene still shows the position
    // before the move).
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
    // The session's new position is the document's next revision, as it is.
    doc_.removeMany(nodes, edges, session_.position().shared());
    ghost(chopShape, chopPen, false);
    ghost(fallShape, fallPen, true);
    updateMisereRefusal();
    askOutcome();
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
    if (!active_) return;
    dropGhosts();
    clearMarks();
    QToolTip::hideText();  // an undo or redo changes what is under the pointer
    fell_.resize(session_.history().size());  // a new game has none; undo and redo keep the lines
    // the session's position is the document's next revision (at the start, the drawing's revision)
    doc_.setPicture(session_.position().shared());
    updateMisereRefusal();
    askOutcome();
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

void PlayController::startEngine() {
    // The engine reads the position's own analysis (the document's current revision is the
    // session's position), waiting for it on its worker while it is still coming.
    const EngineOptions options = HackenbushRules::engineOptions(session_.player(session_.toMove()), session_.misere(),
                                                                 plySeed(session_.seed(), session_.ply()));
    struct Answer {
        std::optional<EdgeId> move;
        std::shared_ptr<const PictureAnalysis> read;
    };
    runner_->ask<Answer>(
        [coming = doc_.comingArtifact(), options]() -> Answer {
            // Asleep until the analysis comes: the pool may start another thread meanwhile, so the
            // analysis itself never waits for this one.
            QThreadPool::globalInstance()->releaseThread();
            std::shared_ptr<const PictureAnalysis> artifact = coming.get();
            QThreadPool::globalInstance()->reserveThread();
            if (!artifact) return {};  // the revision was replaced: this request is stale anyway
            try {
                return {engineMove(*artifact, options), artifact};
            } catch (const std::exception&) {
                return {};  // a misère search above its limit (refused before it can happen)
            }
        },
        [this](Answer answer) {
            engineRead_ = std::move(answer.read);
            if (answer.move) engineAnswered(*answer.move);
        });
}

void PlayController::engineAnswered(const EdgeId& edge) {
    mark(edge, render::markPen(render::EdgeMark::EnginePick));
    if (view_->scene() == scene_) view_->bringIntoView(targetRect(*scene_, {FoundItem::Kind::Edge, edge}));
    ringItem(scene_, {FoundItem::Kind::Edge, edge});  // seen in a crowd too: the mark lies under the edges
    emit engineChose(edge);
    // Still the engine's turn, busy: any change meanwhile drops the chop (and changed() the mark).
    runner_->later(highlightMs_, [this, edge] {
        if (play(edge)) emit answered();
    });
}

}  // namespace homestead::gui
