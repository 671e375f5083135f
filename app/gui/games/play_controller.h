// Runs a game of Hackenbush on the canvas (the Play mode of the workbench). It keeps its own
// PictureDocument and PictureScene showing the game's position, so the drawing being edited is never
// touched: entering Play shares the drawing's revision, leaving swaps the editing scene back in.
//
// One position, one revision: the session's position is a shared immutable picture; a chop makes the
// next one (core: HackenbushRules::apply), which this document takes as its next revision as it is
// (PictureDocument::removeMany's `after`: the scene removes what fell in place) and analyses once, on
// a worker; the engine answers from that revision's analysis (engineMove(const PictureAnalysis&)).
//
// The game loop is the one every game uses: PlayController IS a SessionController<HackenbushRules>
// (game_controller.h), as WelterGame and NimGame are — players, who moves first, the pause and step,
// undo/redo to a human's turn, the turn line, the move list credited to whoever made each move, the
// engine asked with a seed per ply through the shared EngineRunner (delay, worker thread, stale answers
// dropped), the end and its banner. It derives rather than owns one so that the shared controls
// (game_controls.h) and the shared tests bind to it as to any game, with one set of signals and one
// state; what is Play's own hangs on the controller's hooks:
// - showMove / showPosition: the canvas follows the game — a chop removes what fell in one step and
//   leaves ghosts that fade and drop for `fallMs`; undo, redo and a new game show the position anew;
// - startEngine: the engine reads the position's analysis, waiting for it on its worker if it is
//   still coming (PictureDocument::comingArtifact);
// - engineAnswered: the engine's edge is marked for `highlightMs` (and brought into view first if it
//   is off-screen, see PictureView::bringIntoView) before it is chopped, through runner()->later, so
//   any change meanwhile drops the chop with the answer;
// - enginesOff: outside Play mode no engine moves.
// Besides: the hint (normal play reads the position's artifact when it comes, misère play the
// exhaustive search),
// and in misère play the outcome of each position from that search, run off the window's thread.
// Input is locked only while an engine is to move (or thinks). The tags by which the game names the
// start picture's edges (edge_tags.h) are made on a worker as a game starts (startNaming).
//
//   PlayController play(view);
//   play.enter(doc.sharedPicture());       // the view now shows the game
//   play.humanChop(edge);                  // the engine answers a moment later (answered() signal)
//   play.leave();                          // the view shows the drawing again, unchanged
#pragma once

#include "game_controller.h"
#include "picture_document.h"

#include "homestead/edge_tags.h"
#include "homestead/hackenbush_rules.h"

#include <QPainterPath>
#include <QPen>
#include <QPointer>

#include <memory>
#include <optional>
#include <string>
#include <vector>

class QGraphicsPathItem;
class QVariantAnimation;

namespace homestead::gui {

class LatestJob;
class PictureScene;
class PictureView;

class PlayController : public SessionController<HackenbushRules> {
    Q_OBJECT
public:
    explicit PlayController(PictureView* view, QObject* parent = nullptr);
    ~PlayController() override;

    // Entering and leaving Play. enter() starts a game from `picture` (the drawing's revision,
    // shared) with the current settings (players, first mover, misère if the picture allows it);
    // leave() ends it, keeping the settings for the next one.
    void enter(std::shared_ptr<const Picture> picture);
    void leave();
    bool active() const { return active_; }
    // The picture the game started from (its edges keep their ids and names through the game).
    const std::shared_ptr<const Picture>& startPicture() const { return start_; }
    // The start picture with every edge named as the canvas tags it ("b", "trunk"): for sentences
    // that name the game's edges. The start itself when the canvas shows no tags.
    const std::shared_ptr<const Picture>& namingPicture() const { return namingPicture_; }
    // The tags and the named copy are made on a worker when a game starts (O(edges)): until they
    // come (namingChanged()), edgeTag() is empty and namingPicture() is the start itself.
    bool namingPending() const;
    void waitForNaming();  // tests: blocks until they have come (still made on the worker)

    // Misère needs an exhaustive search: refused (false, reason in misereRefusalText()) above its
    // limit, counted in the position in play (the edges still standing); a change starts a new game,
    // so a position within the limit is refused too while the start picture is not (saying so).
    bool setMisere(bool on);
    QString misereRefusalText() const;
    void newGame();  // from the start picture, same settings
    // Goes on with the game `from` plays (the window built again in another language, window_host.h):
    // its moves (the undone ones too), players, rule, seeds, pause and timings, at the same position.
    // False, changing nothing, unless both are in Play from the same start picture.
    bool continueGame(const PlayController& from);

    // Timing (milliseconds) of what the canvas shows: the engine's edge before the chop, the fall.
    void setHighlightDuration(int ms) { highlightMs_ = ms; }
    void setFallDuration(int ms) { fallMs_ = ms; }

    // A human's chop; ignored (false) while locked or if the edge does not stand.
    bool humanChop(EdgeId id);
    bool inputLocked() const;

    // Marks every winning move for the player to move; returns them (empty: none exists).
    std::vector<EdgeId> showHint();
    QString hintText() const { return hintText_; }

    // Misère play: whether the player to move wins with perfect play (exhaustive search, run off the
    // window's thread after each change); nullopt while it runs, in normal play, or above the limit.
    std::optional<bool> misereOutcome() const { return misereOutcome_; }
    // ... and the misère winning moves that search found (nullopt until it is done).
    const std::optional<std::vector<EdgeId>>& misereWinningMoves() const { return misereWins_; }
    // One line on who wins the position: the value in normal play, the search's outcome in misère.
    QString outcomeText() const;
    PictureDocument* document() { return &doc_; }
    PictureScene* scene() const { return scene_; }
    // The analysis the engine's last answer was read from: the revision it answered (tests).
    const std::shared_ptr<const PictureAnalysis>& engineRead() const { return engineRead_; }
    // Ghost and marker items currently in the scene (falling edges, highlighted edges).
    int ghostCount() const { return int(ghosts_.size()); }
    std::vector<EdgeId> markedEdges() const { return markedIds_; }

    // The tag the game names an edge by (edge_tags.h: "b", "trunk"), from the start picture: the move
    // list, the turn line and the canvas's labels say the same (the canvas up to kSyncBuildEdges edges).
    QString edgeTag(EdgeId edge) const;
    // Hide numbers (the Play panel's toggle): while a game goes on, the canvas shows tags without
    // numbers, tooltips no values, no winning moves until the Hint is asked, and the value line
    // says it is hidden. hidingNumbers() is whether that is so now: the setting, in Play, the game
    // not over; numbersHiddenChanged() says when it changes (the page covers the garden and Explain).
    void setHideNumbers(bool on);
    bool hideNumbers() const { return hideNumbers_; }
    bool hidingNumbers() const { return hiding_; }

    // The edge's tag; the move list adds what fell: "1. You: b, 2 more fell".
    QString moveText(const EdgeId& edge) const override;
    QStringList moveTexts() const override;
    // The shared turn line, or while the engine's edge is marked: "Perfect engine chops d (violet)".
    QString turnText() const override;
    QString newGameName() const override { return tr("New Game"); }  // the panel's button (F5 is presentation)

signals:
    void engineChose(homestead::EdgeId edge);  // the engine's edge, marked, about to be chopped
    void answered();                           // an engine move was played
    void hintChanged(const QString& text);
    void outcomeChanged();                     // the misère outcome of the position is known
    void numbersHiddenChanged(bool hiding);    // hidingNumbers() changed
    void namingChanged();                      // the game's tags (and namingPicture()) came

protected:
    Position startFor(int) const override { return start_; }
    bool enginesOff() const override { return !active_; }
    void startEngine() override;
    void showMove() override;
    void showPosition() override;
    void engineAnswered(const EdgeId& edge) override;

private:
    void clearMarks();
    void mark(EdgeId id, const QPen& pen);  // a render::markPen under the edge's stroke
    void dropGhosts();
    void ghost(const QPainterPath& shape, QPen pen, bool drops);  // a fading copy of what went
    void askOutcome();
    void updateHiding();
    void startNaming();  // the start picture's tags, on a worker
    void updateMisereRefusal();  // after the position changed
    QString tagList(const std::vector<EdgeId>& edges) const;

    PictureView* view_;
    PictureDocument doc_;
    PictureScene* scene_ = nullptr;
    QPointer<QObject> editScene_;
    bool active_ = false;
    std::shared_ptr<const Picture> start_ = std::make_shared<Picture>();
    std::shared_ptr<const Picture> namingPicture_ = start_;
    std::optional<std::string> startRefusal_;   // misereRefusal(*start_), asked once a game
    std::optional<std::string> misereRefusal_;  // of the position in play (updateMisereRefusal())
    std::shared_ptr<const EdgeTags> tags_ = std::make_shared<EdgeTags>();  // the start picture's
    bool tagged_ = false;  // the canvas shows the tags
    LatestJob* naming_ = nullptr;
    bool hideNumbers_ = false, hiding_ = false;
    int highlightMs_ = 700;
    int fallMs_ = 400;
    // How many edges fell with each move of the history (undone ones included, for their line).
    std::vector<std::size_t> fell_;
    EngineRunner* outcomeRunner_ = nullptr;
    std::optional<bool> misereOutcome_;
    std::optional<std::vector<EdgeId>> misereWins_;  // the misère winning moves, with misereOutcome_
    struct Ghost { QGraphicsPathItem* item; QVariantAnimation* animation; };
    std::vector<Ghost> ghosts_;
    std::vector<QGraphicsPathItem*> marks_;
    std::vector<EdgeId> markedIds_;
    QString hintText_;
    // The hint was asked before the position's analysis came: shown when it does (any change of the
    // game meanwhile drops it).
    bool hintWaits_ = false;
    std::shared_ptr<const PictureAnalysis> engineRead_;
};

}  // namespace homestead::gui
