// The state of one game of transfinite Welter or transfinite Nim (Abuku; THEORY.md §5), apart from
// any widget: which game, the start position (ordinals below ω^ω, typed as homestead-cli takes them)
// and the game in progress on the one game controller (game_controller.h: the core's
// TransfiniteSession — the moves with who made them, undo/redo, the result, the engine's seed per ply —
// the pause, and the engine run off the window's thread through the EngineRunner).
//
// Every rule comes from the core (transfinite_rules.h): a move is checked by the session, which gives
// the reason for an illegal one. Misère play is not covered by the theory, so this game has none.
// The position is kept small enough to draw and to explain (kMaxCoins coins, each below ω^(kMaxDegree+1)
// with finite parts up to kMaxFinite): so every computation on it is of constant size.
// Costs: a move, undo or redo O(n·d) for n coins of degree d.
//
//   TransfiniteGame g;  g.setCoinsText("1 w*2+4 w*2+9 w^2+w*4+16 w^2+w*5+25");
//   g.play({Ordinal::parse("w^2+w*5+25"), Ordinal::parse("w^2+w*4+30")});   // value 0
#pragma once

#include "game_controller.h"

#include "homestead/transfinite_rules.h"

#include <optional>
#include <vector>

namespace homestead::gui {

class TransfiniteGame : public SessionController<TransfiniteRules> {
public:
    static constexpr int kMaxCoins = 24;
    static constexpr std::size_t kMaxDegree = 5;    // coins below ω^6
    static constexpr std::int64_t kMaxFinite = 255; // each coefficient, the finite part included

    explicit TransfiniteGame(QObject* parent = nullptr);

    TransfiniteKind kind() const { return session_.position().kind; }
    bool isNim() const { return kind() == TransfiniteKind::Nim; }
    // A new game of the other kind from the same start coins; refused (false, reason in lastError())
    // for Welter when two coins share a square.
    bool setKind(TransfiniteKind kind);
    // A new game from these coins (any order), of `kind` (or the kind of now). Refused (false, reason in
    // lastError(), nothing changed) past the limits above, or for Welter when two coins share a square.
    bool setCoins(std::vector<Ordinal> coins, std::optional<TransfiniteKind> kind = std::nullopt);
    // "1 w*2+4 ω²+ω·5+25" (spaces or commas between coins) → setCoins; the error names the coin.
    bool setCoinsText(const QString& text, std::optional<TransfiniteKind> kind = std::nullopt);
    // "w^2+w*5+25 -> w^2+w*4+30" (or →) as a move for the player to move; false with the reason.
    bool playText(const QString& text);
    void restart();  // back to the start coins, history dropped

    const std::vector<Ordinal>& coins() const { return session_.position().coins; }
    const std::vector<Ordinal>& startCoins() const { return start_; }
    // The start coins as they are typed: "1 w*2+4 w*2+9 w^2+w*4+16 w^2+w*5+25".
    QString startText() const;

    QString moveText(const transfinite::OrdinalMove& move) const override;  // "ω²+ω·5+25 → ω²+ω·4+30"

protected:
    TransfinitePosition startFor(int firstSide) const override;

private:
    std::vector<Ordinal> start_;
    TransfiniteKind kind_ = TransfiniteKind::Welter;
};

}  // namespace homestead::gui
