// A game in progress, for any rule set: the position, whose turn it is, the two players, the moves
// with the kind of player (human, perfect or casual engine) that made each one, undo and redo of
// moves, the end and the winner in normal play (whoever cannot move loses) or misère play (whoever
// cannot move wins), and the engine asked with a seed per ply, so a replay after an undo is the same
// game. One session serves Hackenbush (hackenbush_rules.h) and Welter's game (welter_rules.h).
//
// It stores moves, not positions: one position (the current one) and, per move played, the rules'
// undo record — what the move took away (for Hackenbush the edges and nodes that fell, with their
// places). Undo puts exactly that back; redo plays the move again. So a whole game costs the size of
// the start position in all, however long it is. A move costs what Rules::apply costs.
//
// A Rules type provides:
//   Position, Move, Undo;
//   std::optional<ErrorPhrase> illegalReason(const Position&, const Move&);   nullopt: legal
//   std::optional<std::string> whyIllegal(const Position&, const Move&);      the same in English
//   Undo apply(Position&, const Move&);        plays the move, returns what undoes it; throws
//                                              IllegalMove (the reason), changing nothing,
//                                              if it is illegal (so a check costs no second pass)
//   void undo(Position&, Undo&&);              puts the position back exactly
//   bool over(const Position&);                no legal move
//   std::vector<Move> winningMoves(const Position&, bool misere);
//   std::optional<Move> engineMove(const Position&, PlayerKind, bool misere, std::uint64_t seed);
//
//   HackenbushSession game(picture, {PlayerKind::Human, PlayerKind::EnginePerfect});
//   game.play(edge);                                  // the human's move
//   std::optional<EdgeId> reply = game.engineMove();   // the engine's, seeded by the ply
#pragma once

#include "homestead/format_error.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace homestead {

enum class PlayerKind { Human, EnginePerfect, EngineCasual };

// Thrown by GameSession::play for a move the rules refuse; what() is the rules' reason in English,
// errorText() the same in any language (format_error.h).
struct IllegalMove : std::invalid_argument, WordedError {
    explicit IllegalMove(const std::string& reason) : std::invalid_argument(reason), WordedError(ErrorParts{reason}) {}
    explicit IllegalMove(const char* reason) : IllegalMove(std::string(reason)) {}
    explicit IllegalMove(ErrorPhrase reason)
        : std::invalid_argument(reason.text(Language::English)), WordedError(ErrorParts{std::move(reason)}) {}
};

// The engine's seed at ply `ply` of a game seeded `gameSeed` (a splitmix64 step of both): the same
// position at the same ply of the same game is asked with the same seed.
inline std::uint64_t plySeed(std::uint64_t gameSeed, std::size_t ply) {
    std::uint64_t z = gameSeed + 0x9E3779B97F4A7C15ULL * (std::uint64_t(ply) + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

template <class Rules>
class GameSession {
public:
    using Position = typename Rules::Position;
    using Move = typename Rules::Move;
    using Undo = typename Rules::Undo;

    // One move of the game as it was made: the move, the side (0 or 1) and what kind of player that
    // side was at that moment (a later change of player does not rewrite it).
    struct Played {
        Move move{};
        int side = 0;
        PlayerKind by = PlayerKind::Human;
    };

    GameSession() = default;
    // `firstSide` (0 or 1) moves first.
    explicit GameSession(Position start, std::array<PlayerKind, 2> players = {PlayerKind::Human, PlayerKind::Human},
                         int firstSide = 0, bool misere = false, std::uint64_t seed = 1)
        : position_(std::move(start)), players_(players), firstSide_(firstSide == 1 ? 1 : 0), misere_(misere),
          seed_(seed) {}

    const Position& position() const { return position_; }
    std::array<PlayerKind, 2> players() const { return players_; }
    PlayerKind player(int side) const { return players_[side & 1]; }
    // Takes effect from the next move; the moves made keep the kind that made them.
    void setPlayer(int side, PlayerKind kind) {
        players_[side & 1] = kind;
        ++revision_;
    }
    int firstSide() const { return firstSide_; }
    bool misere() const { return misere_; }
    // The rule for the rest of the game (and the result); the moves made stay.
    void setMisere(bool misere) {
        misere_ = misere;
        ++revision_;
    }
    std::uint64_t seed() const { return seed_; }
    bool anyHuman() const { return players_[0] == PlayerKind::Human || players_[1] == PlayerKind::Human; }

    int toMove() const { return int((std::size_t(firstSide_) + ply_) % 2); }
    bool humanToMove() const { return player(toMove()) == PlayerKind::Human; }
    bool over() const { return Rules::over(position_); }
    // The winner (0 or 1) once nobody can move: the player to move cannot, so loses in normal play
    // and wins in misère play; nullopt while a move is legal.
    std::optional<int> winner() const {
        if (!over()) return std::nullopt;
        return misere_ ? toMove() : 1 - toMove();
    }
    std::optional<std::string> whyIllegal(const Move& move) const {
        if (over()) return gameOver().text(Language::English);
        return Rules::whyIllegal(position_, move);
    }
    bool isLegal(const Move& move) const { return !whyIllegal(move); }
    std::vector<Move> winningMoves() const { return Rules::winningMoves(position_, misere_); }
    // The engine's move for the player to move (with that player's strength, a human asking counts
    // as the perfect engine), seeded by plySeed(seed(), ply()); nullopt when nobody can move.
    std::optional<Move> engineMove() const { return engineMove(player(toMove())); }
    std::optional<Move> engineMove(PlayerKind kind) const {
        return Rules::engineMove(position_, kind, misere_, plySeed(seed_, ply_));
    }

    // Plays `move` for the player to move; throws IllegalMove with the rules' reason. Clears redo.
    const Played& play(const Move& move) {
        if (over()) throw IllegalMove(gameOver());
        undo_.push_back(Rules::apply(position_, move));  // checks the move as it plays it
        history_.resize(ply_);
        history_.push_back(Played{move, toMove(), player(toMove())});
        ++ply_;
        ++revision_;
        return history_.back();
    }

    std::size_t ply() const { return ply_; }  // moves played (undone ones excluded)
    std::span<const Played> moves() const { return {history_.data(), ply_}; }
    // Every move, the undone ones (still to redo) after moves().
    std::span<const Played> history() const { return history_; }
    // What each played move took away, for the front end (what fell) and for tests (the storage).
    const std::vector<Undo>& undoRecords() const { return undo_; }

    bool canUndo() const { return ply_ > 0; }
    bool canRedo() const { return ply_ < history_.size(); }
    void undo() {
        if (!canUndo()) return;
        Rules::undo(position_, std::move(undo_.back()));
        undo_.pop_back();
        --ply_;
        ++revision_;
    }
    void redo() {
        if (!canRedo()) return;
        undo_.push_back(Rules::apply(position_, history_[ply_].move));
        ++ply_;
        ++revision_;
    }
    // With a human playing, back (or forward) to the nearest position where a human is to move, so an
    // engine's reply goes with the move it answered; engine against engine, one move.
    void takeBack() {
        undo();
        while (anyHuman() && canUndo() && !humanToMove()) undo();
    }
    void replay() {
        redo();
        while (anyHuman() && canRedo() && !humanToMove()) redo();
    }
    // Any position of the history, 0..history().size().
    void goTo(std::size_t ply) {
        while (ply_ > ply && canUndo()) undo();
        while (ply_ < ply && canRedo()) redo();
    }

    // Changes with every move, undo, redo and change of player: an engine answer asked for another
    // revision is stale.
    std::uint64_t revision() const { return revision_; }

private:
    static ErrorPhrase gameOver() { return Msg::RuleGameOver; }
    Position position_{};
    std::vector<Played> history_;
    std::vector<Undo> undo_;  // undo_[k] undoes history_[k]; one per played move
    std::size_t ply_ = 0;
    std::array<PlayerKind, 2> players_{PlayerKind::Human, PlayerKind::Human};
    int firstSide_ = 0;
    bool misere_ = false;
    std::uint64_t seed_ = 1;
    std::uint64_t revision_ = 0;
};

}  // namespace homestead
