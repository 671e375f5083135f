// The rules of Hackenbush for GameSession (game_session.h): a position is a Picture, a move chops
// one standing edge (Picture::chop: what no longer reaches the ground falls), and the undo record is
// exactly what went — the chopped edge, the edges that fell and the nodes left holding nothing, each
// with its place in the picture's order — so undo puts back the same ids, order, positions and names.
// The game is over when no edge stands. The engine is engineMove() (engine.h) with a seeded random
// choice among the winning moves; misère play asks the exhaustive search (misere_search.h), which
// refuses pictures above its limit (MisereTooLarge).
// Cost: a move or an undo is O(V + E); a record holds only what the move removed, so a game from a
// picture of E edges stores O(E) edges in all (the position plus the records).
//
//   HackenbushSession game(door, {PlayerKind::Human, PlayerKind::EnginePerfect});
//   game.play(top);                                       // both posts still stand
//   game.undoRecords().back().edges.size() == 1;          // only the top went
#pragma once

#include "homestead/game_session.h"
#include "homestead/picture.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace homestead {

struct HackenbushRules {
    using Position = Picture;
    using Move = EdgeId;
    // What one chop removed, in picture order, each with its index in the picture before the chop.
    struct Undo {
        EdgeId chopped = 0;
        std::vector<std::pair<std::size_t, Edge>> edges;  // the chopped edge and those that fell
        std::vector<std::pair<std::size_t, Node>> nodes;  // nodes left with no edge (not on the ground)
        std::vector<EdgeId> fallen() const;               // the edges that fell, the chopped one excluded
        std::vector<NodeId> removedNodes() const;
    };

    static std::optional<std::string> whyIllegal(const Picture& position, EdgeId edge);
    // Chops `edge` in place; throws IllegalMove (whyIllegal's reason), changing nothing, if it is not
    // in the position or not standing: one pass finds what falls and checks the move.
    static Undo apply(Picture& position, EdgeId edge);
    static void undo(Picture& position, Undo&& record);
    static bool over(const Picture& position);
    static std::vector<EdgeId> legalMoves(const Picture& position);  // the standing edges, picture order
    // analyse() in normal play, misereAnalyse() in misère play (may throw MisereTooLarge); sorted.
    static std::vector<EdgeId> winningMoves(const Picture& position, bool misere);
    static std::optional<EdgeId> engineMove(const Picture& position, PlayerKind kind, bool misere,
                                            std::uint64_t seed);
};

using HackenbushSession = GameSession<HackenbushRules>;

}  // namespace homestead
