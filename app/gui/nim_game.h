// The state of one game of Nim on the Nim page, apart from any widget: the start heaps, the game itself
// (the core's NimSession: heaps, Gardner's chessboard layout, Northcott's retreats, the moves with who
// made them, undo/redo, the result, the engine's seed per ply), the pause, and the engine run through
// the EngineRunner shared with the other pages (the engine delay, a worker thread, stale answers
// dropped). Every rule and number comes from the core (nim_rules.h); this only keeps the state.
// Misère and retreats exclude each other: Northcott's retreats are a normal-play rule.
// Costs: a move, undo or redo O(1); a new game O(k) for k heaps.
//
//   NimGame g;  g.setHeaps({3, 4, 5});  g.play({0, 3, 1});   // g.heaps() == {1, 4, 5}
#pragma once

#include "engine_runner.h"

#include "homestead/nim_rules.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace homestead::gui {

class NimGame : public QObject {
    Q_OBJECT
public:
    using Heaps = std::vector<std::int64_t>;
    static constexpr int kMaxHeaps = 8;
    static constexpr std::int64_t kMaxHeap = 15;

    explicit NimGame(QObject* parent = nullptr);
    ~NimGame() override;

    // A new game from these heaps (1 to kMaxHeaps heaps of 0 to kMaxHeap). Refused (false, reason in
    // lastError()) otherwise.
    bool setHeaps(Heaps heaps);
    // "3 4 5" or "3, 4, 5" → setHeaps; the error names the place: "Heap 2: 'x' is not a number."
    bool setHeapsText(const QString& text);
    const Heaps& startHeaps() const { return start_; }
    void restart();  // back to the start heaps, history dropped

    PlayerKind player(int side) const { return session_.player(side); }
    std::array<PlayerKind, 2> players() const { return session_.players(); }
    void setPlayer(int side, PlayerKind kind);
    int firstPlayer() const { return session_.firstSide(); }
    bool setFirstPlayer(int side);  // before the first move only (false and lastError() after)
    bool misere() const { return session_.misere(); }
    void setMisere(bool misere);    // a new game from the start heaps; turns retreats off
    bool retreats() const { return session_.position().retreats; }
    void setRetreats(bool on);      // a new game from the start heaps; turns misère off
    EngineRunner* runner() const { return runner_; }
    bool paused() const { return paused_; }
    void setPaused(bool paused);

    const NimSession& session() const { return session_; }
    const NimPosition& position() const { return session_.position(); }
    const Heaps& heaps() const { return session_.position().heaps; }
    int toMove() const { return session_.toMove(); }
    bool humanToMove() const { return session_.humanToMove(); }
    bool isOver() const { return session_.over(); }
    std::optional<int> winner() const { return session_.winner(); }
    std::vector<nim::NimMove> winningMoves() const { return session_.winningMoves(); }
    std::optional<nim::NimMove> lastMove() const;
    // The last move if it was a retreat, and Gardner's answer to it (nim_rules.h).
    std::optional<nim::NimMove> lastRetreat() const;
    std::optional<nim::NimMove> retreatAnswer() const;

    // Plays for the player to move; false with the rules' reason in lastError() if illegal.
    bool play(const nim::NimMove& move);
    QString lastError() const { return lastError_; }

    bool canUndo() const { return session_.canUndo(); }
    bool canRedo() const { return session_.canRedo(); }
    void undo();  // back to a human's turn (with the engine's reply); engine against engine: one move, paused
    void redo();
    bool engineThinking() const { return runner_->busy(); }

signals:
    void changed();
    void engineThinkingChanged(bool thinking);
    void moveMade(nim::NimMove move, int bySide);
    void gameOver(int winner);

private:
    void newGame();
    void touch();
    void maybeStartEngine();

    Heaps start_{3, 4, 5};
    NimSession session_;
    bool paused_ = false;
    quint64 gameSeed_ = 1;
    EngineRunner* runner_ = nullptr;
    QString lastError_;
};

}  // namespace homestead::gui
