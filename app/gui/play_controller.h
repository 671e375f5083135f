// Runs a game of Hackenbush on the canvas (the Play mode of the workbench). It keeps its own
// PictureDocument and PictureScene showing the game's position, so the drawing being edited is never
// touched: entering Play copies the picture, leaving swaps the editing scene back into the view.
//
// Engine moves run off the GUI thread: QtConcurrent::run(chooseMove) on a copy of the position under a
// QFutureWatcher. Every request carries the session's revision and the controller's generation (bumped
// by leaving Play, a new game, undo or redo); an answer for anything else is stale and dropped. Input is
// locked only while an engine is to move. The engine's chosen edge is marked for `highlightMs` before it
// is chopped; what falls is drawn as ghosts that fade and drop for `fallMs`, then disappear.
// Engine against engine waits `paceMs` between moves and can be paused and stepped.
//
//   PlayController play(view);
//   play.enter(doc.picture());             // the view now shows the game
//   play.humanChop(edge);                  // the engine answers a moment later (answered() signal)
//   play.leave();                          // the view shows the drawing again, unchanged
#pragma once

#include "picture_document.h"
#include "play_session.h"

#include <QObject>
#include <QPainterPath>
#include <QPen>
#include <QPointer>

#include <memory>
#include <vector>

class QGraphicsPathItem;
class QTimer;
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

    // Timing (milliseconds).
    void setPace(int ms) { paceMs_ = ms; }
    int pace() const { return paceMs_; }
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
    bool engineBusy() const { return engineBusy_; }

    // Marks every winning move for the player to move; returns them (empty: none exists).
    std::vector<EdgeId> showHint();
    QString hintText() const { return hintText_; }

    const PlaySession& session() const { return session_; }
    PictureDocument* document() { return &doc_; }
    PictureScene* scene() const { return scene_; }
    // The words shown when the game ends, or empty while it goes on.
    QString announcement() const;
    QString turnText() const;
    QString sideName(int side) const;
    bool isYou(int side) const;  // the one human player against an engine: "You"
    // The move list, one line per move: "1. Player 1 (Human): edge 4, 2 more fell".
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

private:
    void apply(EdgeId id);
    void showPosition();
    void clearMarks();
    void mark(EdgeId id, const QPen& pen);  // a render::markPen under the edge's stroke
    void dropGhosts();
    void ghost(const QPainterPath& shape, QPen pen, bool drops);  // a fading copy of what went
    void scheduleEngine();
    void startEngine();
    void setBusy(bool busy);
    void afterChange();

    PictureView* view_;
    PictureDocument doc_;
    PictureScene* scene_ = nullptr;
    QPointer<QObject> editScene_;
    bool active_ = false;
    Picture start_;
    PlaySession session_;
    std::array<PlayerKind, 2> players_{PlayerKind::Human, PlayerKind::EnginePerfect};
    int firstSide_ = 0;
    bool misere_ = false;
    int paceMs_ = 400;
    int highlightMs_ = 700;
    int fallMs_ = 400;
    bool paused_ = false;
    bool stepOnce_ = false;
    bool engineBusy_ = false;
    std::uint64_t generation_ = 0;
    std::uint64_t seed_ = 1;
    QTimer* timer_ = nullptr;
    struct Ghost { QGraphicsPathItem* item; QVariantAnimation* animation; };
    std::vector<Ghost> ghosts_;
    std::vector<QGraphicsPathItem*> marks_;
    std::vector<EdgeId> markedIds_;
    QString hintText_;
};

}  // namespace homestead::gui
