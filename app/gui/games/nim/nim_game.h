// The state of one game of Nim on the Nim page, apart from any widget: the start heaps and the rules
// (misère, Northcott's retreats), on the one game controller (game_controller.h: the core's
// NimSession — heaps, Gardner's chessboard layout, Northcott's retreats, the moves with who made them,
// undo/redo, the result, the engine's seed per ply — the pause, and the engine through the
// EngineRunner). Every rule and number comes from the core (nim_rules.h); this only keeps the state.
// Misère and retreats exclude each other: Northcott's retreats are a normal-play rule.
// Costs: a move, undo or redo O(1); a new game O(k) for k heaps.
//
//   NimGame g;  g.setHeaps({3, 4, 5});  g.play({0, 3, 1});   // g.heaps() == {1, 4, 5}
#pragma once

#include "game_controller.h"

#include "homestead/nim_rules.h"

#include <optional>
#include <vector>

namespace homestead::gui {

class NimGame : public SessionController<NimRules> {
public:
    using Heaps = std::vector<std::int64_t>;
    static constexpr int kMaxHeaps = 8;
    static constexpr std::int64_t kMaxHeap = 15;

    explicit NimGame(QObject* parent = nullptr);

    // A new game from these heaps (1 to kMaxHeaps heaps of 0 to kMaxHeap). Refused (false, reason in
    // lastError()) otherwise.
    bool setHeaps(Heaps heaps);
    // "3 4 5" or "3, 4, 5" → setHeaps; the error names the place: "Heap 2: 'x' is not a number."
    bool setHeapsText(const QString& text);
    const Heaps& startHeaps() const { return start_; }
    void restart();  // back to the start heaps, history dropped

    void setMisere(bool misere);    // a new game from the start heaps; turns retreats off
    bool retreats() const { return session_.position().retreats; }
    void setRetreats(bool on);      // a new game from the start heaps; turns misère off

    const Heaps& heaps() const { return session_.position().heaps; }
    // The last move if it was a retreat, and Gardner's answer to it (nim_rules.h).
    std::optional<nim::NimMove> lastRetreat() const;
    std::optional<nim::NimMove> retreatAnswer() const;

    QString moveText(const nim::NimMove& move) const override;  // the core's words (nim_text.h)

protected:
    NimPosition startFor(int firstSide) const override;

private:
    Heaps start_{3, 4, 5};
    bool retreats_ = false;  // the rule of the next game (the position carries the current one's)
};

}  // namespace homestead::gui
