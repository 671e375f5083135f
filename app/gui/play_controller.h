// Runs a game of Hackenbush on the canvas (the Play mode of the workbench). It keeps its own
// PictureDocument and PictureScene showing the game's position, so the drawing being edited is never
// touched: entering Play copies the picture, leaving swaps the editing scene back into the view.
//
// The game itself is the core's HackenbushSession (moves, turn, undo/redo, the result, the engine's
// seed per ply); the engine runs through the EngineRunner shared with Welter's strip: it waits the
// engine delay, thinks on a worker thread, and any change (leaving Play, a new game, undo, redo, a
// changed player) drops an answer under way. Input is locked only while an engine is to move. The
// engine's chosen edge is marked for `highlightMs` before it is chopped (and brought into view first
// if it is off-screen: the view pans to it, see PictureView::bringIntoView); what falls is drawn as ghosts
// that fade and drop for `fallMs`, then disappear. Engine against engine can be paused and stepped.
// In misère play the outcome of each position comes from the exhaustive search, also off the thread.
//
//   PlayController play(view);
//   play.enter(doc.picture());             // the view now shows the game
//   play.humanChop(edge);                  // the engine answers a moment later (answered() signal)
//   play.leave();                          // the view shows the drawing again, unchanged
#pragma once

#include "picture_document.h"
#include "engine_runner.h"
#include "player_names.h"

#include "homestead/hackenbush_rules.h"

#include <QObject>
#include <QPainterPath>
#include <QPen>
#include <QPointer>

#include <memory>
#include <vector>

class QGraphicsPathItem;
class QVariantAnimation;

namespace homestead::gui {

class PictureScene;
class PictureView;

class PlayController : public QObject {
    Q_OBJECT
public:
    explicit PlayController(PictureView* view, QObject* parent = nullptr);
    ~PlayController() override;

    // Entering and leaving Play. enter() starts a game on a copy of `picture` with the current settings.
    void enter(const Picture& picture);
    void leave();
    bool active() const { return active_; }

    // Settings; changing one starts a new game from the start picture.
    void setPlayers(PlayerKind first, PlayerKind second);
    void setFirstSide(int side);
    // Misère needs an exhaustive search: refused (false, reason in misereRefusalText()) above its limit.
    bool setMisere(bool on);
    QString misereRefusalText() const;
    void newGame();

    // Timing (milliseconds). The engine delay is the wait before each engine move, in every mode.
    void setEngineDelay(int ms) { runner_->setDelay(ms); }
    int engineDelay() const { return runner_->delay(); }
    EngineRunner* runner() const { return runner_; }
    void setHighlightDuration(int ms) { highlightMs_ = ms; }
    void setFallDuration(int ms) { fallMs_ = ms; }
    void setPaused(bool paused);
    bool paused() const { return paused_; }
    void step();  // one engine move while paused

    // A human's chop; ignored (false) while locked or if the edge does not stand.
    bool humanChop(EdgeId id);
    // Undo goes back to the last position where a human is to move (both plies against an engine).
    void undoMove();
    void redoMove();
    bool inputLocked() const;
    bool engineBusy() const { return runner_->busy(); }

    // Marks every winning move for the player to move; returns them (empty: none exists).
    std::vector<EdgeId> showHint();
    QString hintText() const { return hintText_; }

    const HackenbushSession& session() const { return session_; }
    // Misère play: whether the player to move wins with perfect play (exhaustive search, run off the
    // window's thread after each change); nullopt while it runs, in normal play, or above the limit.
    std::optional<bool> misereOutcome() const { return misereOutcome_; }
    // ... and the misère winning moves that search found (nullopt until it is done).
    const std::optional<std::vector<EdgeId>>& misereWinningMoves() const { return misereWins_; }
    // One line on who wins the position: the value in normal play, the search's outcome in misère.
    QString outcomeText() const;
    PictureDocument* document() { return &doc_; }
    PictureScene* scene() const { return scene_; }
    // The words shown when the game ends, or empty while it goes on.
    QString announcement() const;
    QString turnText() const;
    QString sideName(int side) const;
    bool isYou(int side) const;  // the one human player against an engine: "You"
    // The move list, one line per move, credited to the kind of player that made it:
    // "1. You: edge 4, 2 more fell", "2. Perfect engine: edge 7".
    QStringList moveTexts() const;
    // Ghost and marker items currently in the scene (falling edges, highlighted edges).
    int ghostCount() const { return int(ghosts_.size()); }
    std::vector<EdgeId> markedEdges() const { return markedIds_; }

signals:
    void positionChanged();   // after every chop, undo, redo and new game
    void lockChanged(bool locked);
    void gameOver(const QString& announcement);
    void engineChose(homestead::EdgeId edge);  // the engine's edge, about to be chopped
    void answered();                           // an engine move was played
    void hintChanged(const QString& text);
    void outcomeChanged();                     // the misère outcome of the position is known

private:
    void apply(EdgeId id);
    void showPosition();
    void clearMarks();
    void mark(EdgeId id, const QPen& pen);  // a render::markPen under the edge's stroke
    void dropGhosts();
    void ghost(const QPainterPath& shape, QPen pen, bool drops);  // a fading copy of what went
    void scheduleEngine();
    void startEngine();
    void afterChange();
    void askOutcome();

    PictureView* view_;
    PictureDocument doc_;
    PictureScene* scene_ = nullptr;
    QPointer<QObject> editScene_;
    bool active_ = false;
    Picture start_;
    HackenbushSession session_;
    std::array<PlayerKind, 2> players_{PlayerKind::Human, PlayerKind::EnginePerfect};
    int firstSide_ = 0;
    bool misere_ = false;
    int highlightMs_ = 700;
    int fallMs_ = 400;
    bool paused_ = false;
    bool stepOnce_ = false;
    std::uint64_t gameSeed_ = 1;  // the next game's; one game replays the same after an undo
    EngineRunner* runner_ = nullptr;
    EngineRunner* outcomeRunner_ = nullptr;
    std::optional<bool> misereOutcome_;
    std::optional<std::vector<EdgeId>> misereWins_;  // the misère winning moves, with misereOutcome_
    struct Ghost { QGraphicsPathItem* item; QVariantAnimation* animation; };
    std::vector<Ghost> ghosts_;
    std::vector<QGraphicsPathItem*> marks_;
    std::vector<EdgeId> markedIds_;
    QString hintText_;
};

}  // namespace homestead::gui
