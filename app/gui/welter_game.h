// The state of one game of Welter's strip, apart from any widget: the strip length, the start
// position, the game itself (the core's WelterSession: the moves with who made them, undo/redo, the
// result, the engine's seed per ply), the set-up mode and the pause, and the engine run through the
// EngineRunner shared with Hackenbush Play (the engine delay, a worker thread, stale answers dropped).
//
// Every rule and number comes from the core: a move is checked by the session (which gives the rules'
// reason for an illegal one), the engine is welter::engineMove. Changing the length keeps the game: the
// strip may grow at any time and shrink down to the highest coin of the start position, never below.
// Costs: a move O(n), undo/redo O(n).
//
//   WelterGame g;  g.setCoins({3, 4});  g.play({4, 2});   // g.coins() == {2, 3}, g.isOver() == false
#pragma once

#include "engine_runner.h"

#include "homestead/welter_rules.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace homestead::gui {

using WelterPlayer = homestead::PlayerKind;

class WelterGame : public QObject {
    Q_OBJECT
public:
    using Square = welter::Square;
    using Position = std::vector<Square>;

    explicit WelterGame(QObject* parent = nullptr);
    ~WelterGame() override;

    // --- The strip and the start position (set-up).
    int length() const { return length_; }
    // Squares 0..length-1. The game in progress is kept; refused (false, reason in lastError()) below
    // one square or below the highest coin of the start position.
    bool setLength(int length);
    // The smallest length the game allows (one more than the start position's highest coin).
    int minimumLength() const;
    // These start a new game from the result. Refused (false, reason in lastError()) if a square
    // repeats or lies off the strip.
    bool setCoins(Position coins);
    void toggleCoin(int square);          // place or remove (set-up); ignored off the strip
    void randomise(int count, quint64 seed);  // `count` coins on distinct random squares
    void clear();
    void restart();                       // back to the start position, history dropped

    // --- Players. index 0 = "Player 1", 1 = "Player 2". A change keeps the game; the moves made
    // keep the kind of player that made them.
    WelterPlayer player(int index) const { return session_.player(index); }
    std::array<WelterPlayer, 2> players() const { return session_.players(); }
    void setPlayer(int index, WelterPlayer kind);
    int firstPlayer() const { return session_.firstSide(); }
    // Who moves first is part of the game: allowed before the first move (false, with the reason in
    // lastError(), once a move has been made).
    bool setFirstPlayer(int index);
    bool misere() const { return session_.misere(); }
    void setMisere(bool misere);  // the rule applies to the game in progress; its moves are kept
    int engineDelay() const { return runner_->delay(); }
    void setEngineDelay(int ms) { runner_->setDelay(ms); }
    EngineRunner* runner() const { return runner_; }
    // Set-up mode: the engines wait; toggles and randomising are allowed.
    bool setupMode() const { return setup_; }
    void setSetupMode(bool setup);
    bool paused() const { return paused_; }
    void setPaused(bool paused);

    // --- The game.
    const WelterSession& session() const { return session_; }
    const Position& coins() const { return session_.position(); }
    const Position& startPosition() const { return start_; }
    int ply() const { return int(session_.ply()); }  // moves made so far
    int toMove() const { return session_.toMove(); }
    bool humanToMove() const { return session_.humanToMove(); }
    bool isOver() const { return session_.over(); }
    // The winner of a finished game: the player to move cannot move, so loses in normal play and wins
    // in misère; nullopt while a move is legal.
    std::optional<int> winner() const { return session_.winner(); }
    std::optional<welter::Move> lastMove() const;

    // Makes a move for the player to move. On an illegal move returns false, leaves the position as
    // it was, and lastError() holds the rules' reason ("square 12 is occupied"). Humans call this; so
    // does the engine.
    bool play(welter::Move move);
    QString lastError() const { return lastError_; }

    bool canUndo() const { return session_.canUndo(); }
    bool canRedo() const { return session_.canRedo(); }
    // With a human playing, undo/redo go back/forward to a position where a human is to move (so an
    // engine's reply is undone together with the move it answered); engine against engine steps
    // one move and pauses.
    void undo();
    void redo();
    void goTo(int ply);  // any position of the history (the move list), 0..session().history().size()

    bool engineThinking() const { return runner_->busy(); }

signals:
    void changed();                       // position, history, players or rules changed
    void engineThinkingChanged(bool thinking);
    void moveMade(welter::Move move, int byPlayer);
    void gameOver(int winner);

private:
    void touch();  // the state changed: drop engine requests, notify, maybe start the engine
    void newGame(Position start);
    void maybeStartEngine();

    int length_ = 24;
    Position start_;
    WelterSession session_;
    bool setup_ = false;
    bool paused_ = false;
    quint64 gameSeed_ = 1;
    EngineRunner* runner_ = nullptr;
    QString lastError_;
};

}  // namespace homestead::gui
