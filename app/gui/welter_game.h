// The state of one game of Welter's strip, apart from any widget: the strip length, the start
// position, the positions reached (a history with a current index, so undo/redo are index moves and
// nothing is recomputed), the two players (human, engine perfect, engine casual), who moves first,
// the misère rule, and the engine run off the GUI thread.
//
// Every rule and number comes from the core: a move is made with welter::applyMove (which refuses an
// illegal one with its reason), the engine is welter::engineMove. The engine runs under
// QtConcurrent::run with a QFutureWatcher; each request carries the serial number of the state it
// was asked about, and a reply whose serial is no longer current (an undo, a new set-up, a changed
// rule came in between) is dropped. A pace (milliseconds) delays each engine move so that engine
// against engine can be watched. Costs: a move O(n), undo/redo O(1).
//
//   WelterGame g;  g.setCoins({3, 4});  g.play({4, 2});   // g.coins() == {2, 3}, g.isOver() == false
#pragma once

#include "homestead/welter.h"
#include "homestead/welter_engine.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace homestead::gui {

enum class WelterPlayer { Human, EnginePerfect, EngineCasual };

class WelterGame : public QObject {
    Q_OBJECT
public:
    using Square = welter::Square;
    using Position = std::vector<Square>;

    explicit WelterGame(QObject* parent = nullptr);
    ~WelterGame() override;

    // --- The strip and the start position (set-up). Each of these starts a new game from the result.
    int length() const { return length_; }
    // Squares 0..length-1; refused (false) if a coin would fall off, or length < 1.
    bool setLength(int length);
    // Refused (false, reason in lastError()) if a square repeats or lies off the strip.
    bool setCoins(Position coins);
    void toggleCoin(int square);          // place or remove (set-up); ignored off the strip
    void randomise(int count, quint64 seed);  // `count` coins on distinct random squares
    void clear();
    void restart();                       // back to the start position, history dropped

    // --- Players. index 0 = "Player 1", 1 = "Player 2".
    WelterPlayer player(int index) const { return players_[index & 1]; }
    void setPlayer(int index, WelterPlayer kind);
    int firstPlayer() const { return first_; }
    void setFirstPlayer(int index);  // takes effect for the whole game (the history is kept)
    bool misere() const { return misere_; }
    void setMisere(bool misere);
    int paceMs() const { return paceMs_; }
    void setPaceMs(int ms) { paceMs_ = ms < 0 ? 0 : ms; }
    // Set-up mode: the engines wait; toggles and randomising are allowed.
    bool setupMode() const { return setup_; }
    void setSetupMode(bool setup);
    bool paused() const { return paused_; }
    void setPaused(bool paused);
    quint64 engineSeed() const { return seed_; }
    void setEngineSeed(quint64 seed) { seed_ = seed; }

    // --- The game.
    const Position& coins() const { return positions_[current_]; }
    const Position& startPosition() const { return positions_.front(); }
    int ply() const { return current_; }                     // moves made so far
    const std::vector<welter::Move>& moves() const { return moves_; }  // all, including redo
    int toMove() const { return (first_ + current_) % 2; }  // the player whose turn it is
    bool humanToMove() const { return player(toMove()) == WelterPlayer::Human; }
    bool isOver() const;  // welter::isOver: no legal move
    // The winner of a finished game (welter::winner): the player to move cannot move, so loses in
    // normal play and wins in misère; nullopt while a move is legal.
    std::optional<int> winner() const;
    std::optional<welter::Move> lastMove() const;

    // Makes a move for the player to move. On an illegal move returns false, leaves the position as
    // it was, and lastError() holds the core's reason. Humans call this; so does the engine.
    bool play(welter::Move move);
    QString lastError() const { return lastError_; }

    bool canUndo() const { return current_ > 0; }
    bool canRedo() const { return current_ + 1 < int(positions_.size()); }
    // With a human playing, undo/redo go back/forward to a position where a human is to move (so an
    // engine's reply is undone together with the move it answered); engine against engine steps
    // one move and pauses.
    void undo();
    void redo();
    void goTo(int ply);  // any position of the history (the move list), 0..moves().size()

    bool engineThinking() const { return thinking_; }

signals:
    void changed();                       // position, history, players or rules changed
    void engineThinkingChanged(bool thinking);
    void moveMade(welter::Move move, int byPlayer);
    void gameOver(int winner);

private:
    void touch();  // the state changed: invalidate engine requests, notify, maybe start the engine
    void newGame(Position start);
    void maybeStartEngine();
    void setThinking(bool thinking);

    int length_ = 24;
    std::vector<Position> positions_{Position{}};
    std::vector<welter::Move> moves_;
    int current_ = 0;
    WelterPlayer players_[2] = {WelterPlayer::Human, WelterPlayer::EnginePerfect};
    int first_ = 0;
    bool misere_ = false;
    bool setup_ = false;
    bool paused_ = false;
    int paceMs_ = 350;
    quint64 seed_ = 1;
    quint64 serial_ = 0;  // bumped on every change; an engine reply for an older serial is dropped
    bool thinking_ = false;
    QString lastError_;
};

}  // namespace homestead::gui
