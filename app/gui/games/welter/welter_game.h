// The state of one game of Welter's strip, apart from any widget: the strip length, the start
// position and the set-up mode, on the one game controller (game_controller.h: the core's
// WelterSession — the moves with who made them, undo/redo, the result, the engine's seed per ply —
// the pause, and the engine run through the EngineRunner: the engine delay, a worker thread, stale
// answers dropped).
//
// Every rule and number comes from the core: a move is checked by the session (which gives the rules'
// reason for an illegal one), the engine is welter::engineMove. Changing the length keeps the game: the
// strip may grow at any time and shrink down to the highest coin of the start position, never below.
// Costs: a move O(n), undo/redo O(n).
//
//   WelterGame g;  g.setCoins({3, 4});  g.play({4, 2});   // g.coins() == {2, 3}, g.isOver() == false
#pragma once

#include "game_controller.h"

#include "homestead/welter_rules.h"

#include <vector>

namespace homestead::gui {

using WelterPlayer = homestead::PlayerKind;

class WelterGame : public SessionController<WelterRules> {
public:
    using Square = welter::Square;
    using Position = std::vector<Square>;

    explicit WelterGame(QObject* parent = nullptr);

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

    void setMisere(bool misere);  // the rule applies to the game in progress; its moves are kept
    // Set-up mode: the engines wait; toggles and randomising are allowed.
    bool setupMode() const { return setup_; }
    void setSetupMode(bool setup);

    const Position& coins() const { return session_.position(); }
    const Position& startPosition() const { return start_; }

    QString moveText(const welter::Move& move) const override;  // "9 → 0"

protected:
    Position startFor(int firstSide) const override;
    bool enginesOff() const override { return setup_; }

private:
    void newGame(Position start);

    int length_ = 24;
    Position start_;
    bool setup_ = false;
};

}  // namespace homestead::gui
