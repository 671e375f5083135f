// Cycle collapsing step by step (THEORY.md §6), for teaching: the states a picture passes through on
// its way to its garden (garden.h). Step 0 is the picture; then (if there is anything to do) the
// base nodes slide together into one ground and the edges standing in the air are set aside; then
// the cycles fuse one group at a time, largest first: the nodes of one 2-edge-connected component
// (at the ground: one piece of the cycles through the ground, such as a house frame or a door) become
// one node and its edges become loops. The last state is exactly the garden: the same tree of
// bridges, the same loops at the same garden nodes, the same stresses. Fusing nodes on a cycle keeps
// the Grundy value (the fusion principle), so every state has the picture's value, and since stress
// is defined on the garden, every edge keeps its stress at every step.
//
// Every state is a Picture: edges keep their ids (an edge of a state *is* the original edge with
// that id, so highlighting works both ways), and a fused node keeps the id of one of its nodes (the
// ground: the first base node; a cycle: its first node in picture order) and stands at the common
// point the fused nodes move to (the ground: the mean of the base nodes; a cycle: the mean of its
// nodes); nodes a step does not touch stay where they are, so a view can animate one step by
// moving `fused` to `at`.
//
// Given a GardenPlacement (where a side view draws the garden), two steps follow the fusions: the
// garden stands up as the side view draws it (every garden node moves to its place; the ground
// becomes the ground line again, each bridge at the ground on a base node of its own where the view
// draws its foot, the ground's loops at the ground's fan), and then every loop becomes a twig of
// length 1 (a loop acts as a twig: THEORY.md §6; Gardner's flower-girl becoming a tree), each twig's
// new top node where the view draws its petal. New nodes (feet, twig tops) take fresh ids from
// picture.nextNodeId() on, and `grownFrom` says which node of the step before each grows out of, so
// a view can animate them out of it. Neither step changes a stress or the value.
//
// Cost: the plan (steps and sentences) is one collapse() and O(V + E) more; state(k) is O(V + E)
// (one analyse() for the stresses). The number of steps is the number of cycle groups plus 1 or 2
// (plus 2 with a placement).
//
//   CollapseSteps steps(girlOnOneFoot);
//   steps.count();                    // 3: the picture, the skirt (5 edges), the head (2 edges)
//   steps.step(1).sentence;           // "The 5 edges of the skirt form a cycle: its 5 nodes fuse into one ...
//                                     //  The value stays 4 (the fusion principle: ...)."
//   CollapseState last = steps.state(steps.count() - 1);   // the garden as a picture
#pragma once

#include "homestead/messages.h"
#include "homestead/garden.h"
#include "homestead/picture.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace homestead {

struct CollapseStep {
    enum class Kind { Picture, Ground, Cycle, StandUp, Twigs };
    Kind kind = Kind::Picture;
    bool atGround = false;              // a cycle through the ground: it fuses into the ground
    std::vector<NodeId> fused;          // nodes of the previous state that become one (picture order)
    NodeId into = -1;                   // the id the fused node keeps (one of `fused`)
    std::optional<Point> at;            // where it stands (absent if none of them had a position)
    std::vector<EdgeId> newLoops;       // edges that become loops at this step (picture order)
    std::vector<EdgeId> setAside;       // Ground step: edges standing in the air, no part of the game
    std::vector<NodeId> setAsideNodes;  // Ground step: nodes with nothing connecting them to the ground
    // StandUp, Twigs: the nodes this step adds and, for each, the node of the previous state it
    // grows out of (a foot out of the ground, a twig's top out of its garden node).
    std::vector<std::pair<NodeId, NodeId>> grownFrom;
    std::string sentence;               // what happens, for a student, and why the value stays: the
                                        // fusion principle for a cycle, the colon principle for the
                                        // twigs ("... The value stays 4 (the fusion principle: ...)");
                                        // the garden's (the last fusion's, or StandUp's) ends with the
                                        // garden's sum. Edges named in brackets add up to the count
                                        // ("hem of the skirt, skirt ×2").
};

// Where a side view draws the garden of collapse(picture), in picture coordinates.
struct GardenPlacement {
    std::vector<Point> nodes;                // per garden node; the ground's: where its loops stand
    std::vector<Point> feet;                 // per garden bridge (Garden::bridges): where it meets
                                             // the ground line (read for bridges at the ground)
    std::vector<std::vector<Point>> twigTops;  // per garden node, one per loop (Garden::loops order)
};

struct CollapseState {
    Picture picture;                    // nodes and edges of this state (edge ids are the original's)
    std::vector<std::uint64_t> stress;  // indexed like picture.edges()
    std::uint64_t value = 0;            // the Grundy value (the same at every step)
    // Indexed like the original picture's nodes(): the node of this state it has become, or -1 if
    // it was set aside (floating).
    std::vector<NodeId> nodeOf;
};

class CollapseSteps {
public:
    // The sentences are in `language` (messages.h).
    explicit CollapseSteps(const Picture& picture, std::optional<GardenPlacement> placement = std::nullopt,
                           Language language = Language::English);

    int count() const { return static_cast<int>(steps_.size()); }  // at least 1 (the picture)
    const CollapseStep& step(int k) const { return steps_.at(k); }
    const std::vector<CollapseStep>& steps() const { return steps_; }
    std::uint64_t value() const { return value_; }
    // The state after step k (0: the picture itself). O(V + E). Throws std::out_of_range.
    CollapseState state(int k) const;
    // The edges of the picture with no part in the game (set aside at step 1), in picture order.
    const std::vector<EdgeId>& floating() const { return floating_; }

private:
    void addStandUpAndTwigs(const Garden& g);
    CollapseState grownState(int k) const;
    Picture picture_;
    std::optional<GardenPlacement> placement_;
    Garden garden_;                     // kept for the StandUp and Twigs states
    int standUp_ = -1;                  // the StandUp step, or -1
    std::vector<NodeId> gardenNodeId_;  // per garden node: its id in the fused states
    std::vector<NodeId> footId_;        // per garden bridge: its foot's id (bridges at the ground), else -1
    std::vector<std::vector<NodeId>> twigTopId_;  // per garden node, per loop
    std::vector<CollapseStep> steps_;
    std::vector<int> fuseStep_;        // per original node: the step that fuses it, or 0
    std::vector<int> setAsideStep_;    // per original node: the step that sets it aside, or 0
    std::vector<EdgeId> floating_;
    std::uint64_t value_ = 0;
    Language language_ = Language::English;
};

// "This is the garden. At the ground stand bridges of stress 15, 6, 4, 4, 3 and 1 and 25 loops (in pairs
// they cancel; one is left): the value is 15 ⊕ 6 ⊕ 4 ⊕ 4 ⊕ 3 ⊕ 1 ⊕ 1 = 10." — a garden's ground as a sum.
std::string gardenGroundSentence(const std::vector<std::uint64_t>& groundBridgeStresses, std::size_t groundLoops,
                                 Language language = Language::English);

}  // namespace homestead
