// A game of Hackenbush being played from a start picture: whose turn it is, the players of each side
// (human, perfect engine, casual engine), normal or misère play, the moves so far with what fell,
// undo and redo of moves, and the result. It computes nothing itself: the position after a chop comes
// from Picture::chop, the engine's move and the hints from the core (engineMove, analyse,
// misereAnalyse). Plain C++ (no Qt), so a whole game is a unit test.
//
// Cost: a move is one Picture::chop, O(V + E); each position is kept for undo (O(E) each).
//
//   PlaySession game(picture, {PlayerKind::Human, PlayerKind::EnginePerfect}, 0, false);
//   game.chop(edge);                       // the human's move
//   std::optional<EdgeId> reply = chooseMove(game.position(), PlayerKind::EnginePerfect, false, 1);
#pragma once

#include "homestead/picture.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace homestead::gui {

enum class PlayerKind { Human, EnginePerfect, EngineCasual };

struct PlayedMove {
    int side = 0;                  // 0 or 1: who chopped
    EdgeId chopped = 0;
    std::vector<EdgeId> fallen;    // edges that fell with it (Picture::chop), picture order
    std::vector<NodeId> removedNodes;
};

// Thrown when a chop names an edge that is not standing, or the game is over.
struct IllegalMove : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

class PlaySession {
public:
    PlaySession() = default;
    // `firstSide` (0 or 1) moves first. Floating edges of the start picture take no part.
    PlaySession(Picture start, std::array<PlayerKind, 2> players, int firstSide, bool misere);

    const Picture& start() const { return positions_.front(); }
    const Picture& position() const { return positions_[current_]; }
    std::array<PlayerKind, 2> players() const { return players_; }
    PlayerKind player(int side) const { return players_[side]; }
    int firstSide() const { return firstSide_; }
    bool misere() const { return misere_; }

    int toMove() const;                  // the side whose turn it is
    bool over() const;                   // nobody can move
    // Normal play: whoever cannot move loses; misère: whoever cannot move wins. -1 while playing.
    int winner() const;
    // Every standing edge of the position (the legal moves), picture order.
    std::vector<EdgeId> legalMoves() const;
    bool isLegal(EdgeId id) const;

    // Plays a move; throws IllegalMove. Clears the redo list.
    const PlayedMove& chop(EdgeId id);
    // The moves played so far (undone ones excluded).
    std::vector<PlayedMove> moves() const { return {moves_.begin(), moves_.begin() + current_}; }
    std::size_t moveCount() const { return current_; }
    bool canUndo() const { return current_ > 0; }
    bool canRedo() const { return current_ < moves_.size(); }
    void undo();
    void redo();
    // A counter that changes with every move, undo and redo: an engine answer for another revision is stale.
    std::uint64_t revision() const { return revision_; }

private:
    std::vector<Picture> positions_{Picture{}};  // positions_[k]: after k moves
    std::vector<PlayedMove> moves_;              // moves_[k] leads from positions_[k] to positions_[k + 1]
    std::size_t current_ = 0;
    std::array<PlayerKind, 2> players_{PlayerKind::Human, PlayerKind::EnginePerfect};
    int firstSide_ = 0;
    bool misere_ = false;
    std::uint64_t revision_ = 0;
};

// The winning moves of `position` for the player to move (sorted): analyse() in normal play,
// misereAnalyse() in misère play (which throws MisereTooLarge above its limit).
std::vector<EdgeId> winningMoves(const Picture& position, bool misere);

// The engine's choice: engineMove() with the strength of `kind`, the play rule and the seed, and a
// random one of several winning moves (so games from one picture differ). nullopt when nothing
// stands; misère play throws MisereTooLarge above the search limit. A pure function of its
// arguments, safe to run on another thread.
std::optional<EdgeId> chooseMove(const Picture& position, PlayerKind kind, bool misere, std::uint64_t seed);

// A plain-words description of a side: "You", "Engine (perfect)", ...
std::string describe(PlayerKind kind);

}  // namespace homestead::gui
