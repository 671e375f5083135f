// The rules of Hackenbush for GameSession (game_session.h): a position is a shared immutable picture
// (shared_picture.h: the window's revision, its analysis and the engine read the same one), a move
// chops one standing edge (Picture::chop: what no longer reaches the ground falls) and makes the next
// picture (in place while the session alone holds the position, else on a copy), and the undo record is
// exactly what went — the chopped edge, the edges that fell and the nodes left holding nothing, each
// with its place in the picture's order — so undo puts back the same ids, order, positions and names.
// The game is over when no edge stands. The engine is engineMove() (engine.h) with a seeded random
// choice among the winning moves, asked of the position or of its analysis when there is one already;
// misère play asks the exhaustive search (misere_search.h), which refuses pictures above its limit
// (MisereTooLarge).
// Cost: a move or an undo is O(V + E); a record holds only what the move removed, so a game from a
// picture of E edges stores O(E) edges in all (the position plus the records).
//
//   HackenbushSession game(door, {PlayerKind::Human, PlayerKind::EnginePerfect});
//   game.play(top);                                       // both posts still stand
//   game.undoRecords().back().edges.size() == 1;          // only the top went
#pragma once

#include "homestead/engine.h"
#include "homestead/format_error.h"
#include "homestead/game_session.h"
#include "homestead/picture.h"
#include "homestead/shared_picture.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace homestead {

struct HackenbushRules {
    using Position = SharedPicture;
    using Move = EdgeId;
    // What one chop removed, in picture order, each with its index in the picture before the chop.
    struct Undo {
        EdgeId chopped = 0;
        std::vector<std::pair<std::size_t, Edge>> edges;  // the chopped edge and those that fell
        std::vector<std::pair<std::size_t, Node>> nodes;  // nodes left with no edge (not on the ground)
        std::vector<EdgeId> fallen() const;               // the edges that fell, the chopped one excluded
        std::vector<NodeId> removedNodes() const;
    };

    static std::optional<ErrorPhrase> illegalReason(const Picture& position, EdgeId edge);
    static std::optional<std::string> whyIllegal(const Picture& position, EdgeId edge) {
        return inEnglish(illegalReason(position, edge));
    }
    // Chops `edge`; throws IllegalMove (illegalReason's reason), changing nothing, if it is not in the
    // position or not standing: one pass finds what falls and checks the move. On a Picture, in place;
    // on a shared position, the next picture (SharedPicture::edit: in place only if nothing else reads it).
    static Undo apply(Picture& position, EdgeId edge);
    static Undo apply(SharedPicture& position, EdgeId edge);
    static void undo(Picture& position, Undo&& record);
    static void undo(SharedPicture& position, Undo&& record);  // a new picture: the one before the move
    static bool over(const Picture& position);
    static std::vector<EdgeId> legalMoves(const Picture& position);  // the standing edges, picture order
    // analyse() in normal play, misereAnalyse() in misère play (may throw MisereTooLarge); sorted.
    static std::vector<EdgeId> winningMoves(const Picture& position, bool misere);
    static std::optional<EdgeId> engineMove(const Picture& position, PlayerKind kind, bool misere,
                                            std::uint64_t seed);
    // The engine's options for a player of this kind (a human asking counts as the perfect engine).
    static EngineOptions engineOptions(PlayerKind kind, bool misere, std::uint64_t seed);
};

using HackenbushSession = GameSession<HackenbushRules>;

}  // namespace homestead
