// CollapseSteps: the plan read off one collapse(), the states rebuilt on demand. See collapse_steps.h.
#include "homestead/collapse_steps.h"

#include "homestead/analysis.h"
#include "homestead/garden.h"
#include "homestead/outcome_text.h"

#include "vertex_components.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <unordered_map>

namespace homestead {

namespace {

// The value and every edge's stress of a step's picture, for the status line's "the value is still …".
void measure(CollapseState& state) {
    const Analysis a = analyse(state.picture, AnalysisOptions{.winningMoves = false});
    state.value = a.value;
    state.stress.clear();
    state.stress.reserve(a.edges.size());
    for (const EdgeAnalysis& ea : a.edges) state.stress.push_back(ea.stress);
}

std::optional<Point> meanOf(const Picture& p, const std::vector<NodeId>& nodes) {
    double x = 0, y = 0;
    int n = 0;
    for (NodeId id : nodes)
        if (const auto& at = p.node(id).position) {
            x += at->x;
            y += at->y;
            ++n;
        }
    if (n == 0) return std::nullopt;
    return Point{x / n, y / n};
}

bool containsWord(const std::string& text, const std::string& word) {
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
        const bool startOk = at == 0 || text[at - 1] == ' ';
        const bool endOk = at + word.size() == text.size() || text[at + word.size()] == ' ';
        if (startOk && endOk) return true;
    }
    return false;
}

// " of the skirt" when one edge's name is a word of every name ("skirt", "hem of the skirt"); else
// the distinct names in brackets when there are a few, a name that several edges share with their
// count, so the names add up to the edges ("(left shin, hem of the skirt ×2, skirt)"); else nothing.
std::string whoseEdges(const Picture& p, const std::vector<EdgeId>& edges, Language language) {
    std::vector<std::string> names;
    std::vector<std::size_t> uses;
    for (EdgeId id : edges) {
        const std::string& name = p.edge(id).name;
        if (name.empty()) return {};
        const auto at = std::find(names.begin(), names.end(), name);
        if (at == names.end()) {
            names.push_back(name);
            uses.push_back(1);
        } else {
            ++uses[at - names.begin()];
        }
    }
    if (names.empty()) return {};
    std::vector<std::string> byLength = names;
    std::stable_sort(byLength.begin(), byLength.end(),
                     [](const std::string& a, const std::string& b) { return a.size() < b.size(); });
    for (const std::string& common : byLength)
        if (std::all_of(names.begin(), names.end(), [&](const std::string& n) { return containsWord(n, common); }))
            return message(language, Msg::WhoseCommon, {common});
    if (names.size() > 6) return {};
    std::string out = " (";
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i ? ", " : "") + names[i] + (uses[i] > 1 ? " ×" + std::to_string(uses[i]) : std::string());
    return out + ")";
}

// Why a fusion keeps the value, after the step's sentence.
std::string fusionWhy(std::uint64_t value, Language language) {
    return message(language, Msg::FusionWhy, {std::to_string(value)});
}

}  // namespace

std::string gardenGroundSentence(const std::vector<std::uint64_t>& groundBridgeStresses, std::size_t groundLoops,
                                 Language language) {
    std::vector<std::uint64_t> bridges = groundBridgeStresses;
    std::sort(bridges.rbegin(), bridges.rend());
    std::vector<std::uint64_t> terms = bridges;
    if (groundLoops % 2) terms.push_back(1);
    std::uint64_t value = 0;
    for (std::uint64_t t : terms) value ^= t;
    if (bridges.empty() && groundLoops == 0) return message(language, Msg::GardenNothingStands);
    std::string what;
    if (!bridges.empty())
        what = countMessage(language, Msg::BridgesOfStress, bridges.size(),
                            {text::numberList(std::vector<std::int64_t>(bridges.begin(), bridges.end()), language)});
    if (groundLoops) {
        if (!what.empty()) what += message(language, Msg::ListAnd);
        what += groundLoops == 1 ? message(language, Msg::OneLoop)
                                 : countMessage(language, Msg::LoopsCount, groundLoops, {std::to_string(groundLoops)});
    }
    std::string sum;
    for (std::size_t i = 0; i < terms.size(); ++i) sum += (i ? " ⊕ " : "") + std::to_string(terms[i]);
    std::string out = countMessage(language, Msg::GardenAtGround, bridges.size() + groundLoops, {what});
    if (groundLoops >= 2) out += message(language, groundLoops % 2 ? Msg::PairsCancelOneLeft : Msg::PairsCancel);
    return out + message(language, Msg::GardenValueIs,
                         {terms.size() <= 1 ? std::to_string(value) : sum + " = " + std::to_string(value)});
}

CollapseSteps::CollapseSteps(const Picture& picture, std::optional<GardenPlacement> placement, Language language)
    : picture_(picture), placement_(std::move(placement)), language_(language) {
    const Garden g = collapse(picture_);
    value_ = g.value();
    const auto& nodes = picture_.nodes();
    const auto& edges = picture_.edges();
    const std::size_t n = nodes.size(), m = edges.size();
    fuseStep_.assign(n, 0);
    setAsideStep_.assign(n, 0);
    const std::string stays = message(language, Msg::ValueStays, {std::to_string(value_)});

    // Step 0: the picture.
    CollapseStep first;
    first.sentence = message(language, Msg::PictureAsDrawn, {std::to_string(value_)});
    steps_.push_back(first);

    // Step 1: one ground, and the floating edges set aside.
    std::vector<NodeId> bases;
    std::vector<std::size_t> baseIndex;
    for (std::size_t i = 0; i < n; ++i)
        if (nodes[i].ground) {
            bases.push_back(nodes[i].id);
            baseIndex.push_back(i);
        }
    CollapseStep ground;
    ground.kind = CollapseStep::Kind::Ground;
    for (std::size_t e = 0; e < m; ++e) {
        if (g.edgeNode[e] < 0) {
            ground.setAside.push_back(edges[e].id);
            continue;
        }
        if (!edges[e].isLoop() && picture_.node(edges[e].from).ground && picture_.node(edges[e].to).ground)
            ground.newLoops.push_back(edges[e].id);
    }
    for (std::size_t i = 0; i < n; ++i)
        if (g.nodeOf[i] < 0) ground.setAsideNodes.push_back(nodes[i].id);
    floating_ = ground.setAside;
    const NodeId groundId = bases.empty() ? -1 : bases.front();
    if (bases.size() > 1 || !ground.setAside.empty() || !ground.setAsideNodes.empty()) {
        const int k = 1;
        if (bases.size() > 1) {
            ground.fused = bases;
            ground.into = groundId;
            ground.at = meanOf(picture_, bases);
            if (ground.at) ground.at->y = 0;
            for (std::size_t i : baseIndex) fuseStep_[i] = k;
            ground.sentence = message(language, Msg::BaseNodesSlide, {std::to_string(bases.size())});
            if (!ground.newLoops.empty())
                ground.sentence += countMessage(language, Msg::EdgesBetweenBecomeLoops, ground.newLoops.size(),
                                                {std::to_string(ground.newLoops.size())});
        }
        for (std::size_t i = 0; i < n; ++i)
            if (g.nodeOf[i] < 0) setAsideStep_[i] = k;
        if (!ground.setAside.empty())
            ground.sentence += (ground.sentence.empty() ? "" : " ") +
                               countMessage(language, Msg::EdgesSetAside, ground.setAside.size(),
                                            {std::to_string(ground.setAside.size())});
        else if (!ground.setAsideNodes.empty())
            ground.sentence += (ground.sentence.empty() ? "" : " ") +
                               countMessage(language, Msg::NodesSetAside, ground.setAsideNodes.size());
        ground.sentence += stays;
        steps_.push_back(ground);
    }

    // The cycles: every standing edge on a cycle that is not a loop yet, grouped by garden node; at
    // the ground, by the pieces they form without the ground (a house frame, a door, a barrel).
    std::vector<std::pair<int, int>> joined;  // node pairs joined by a cycle edge away from the ground
    auto indexOf = [&](NodeId id) { return static_cast<int>(picture_.indexOfNode(id)); };
    std::vector<std::size_t> pending;
    for (std::size_t e = 0; e < m; ++e) {
        if (g.edgeNode[e] < 0 || g.isBridge[e] || edges[e].isLoop()) continue;
        const int a = indexOf(edges[e].from), b = indexOf(edges[e].to);
        if (nodes[a].ground && nodes[b].ground) continue;  // a loop since step 1
        pending.push_back(e);
        if (g.edgeNode[e] == 0 && !nodes[a].ground && !nodes[b].ground) joined.emplace_back(a, b);
    }
    struct Group {
        std::vector<EdgeId> edges;
        std::size_t firstEdge = 0;
        int gardenNode = 0;
    };
    detail::VertexComponents components;
    const std::vector<int>& piece = components.of(static_cast<int>(n), joined);
    std::map<std::pair<int, int>, Group> groups;  // (garden node, piece at the ground or -1)
    for (std::size_t e : pending) {
        const int gn = g.edgeNode[e];
        int pieceAtGround = -1;
        if (gn == 0) {
            const int a = indexOf(edges[e].from), b = indexOf(edges[e].to);
            pieceAtGround = piece[nodes[a].ground ? b : a];
        }
        Group& grp = groups[{gn, pieceAtGround}];
        if (grp.edges.empty()) grp.firstEdge = e;
        grp.gardenNode = gn;
        grp.edges.push_back(edges[e].id);
    }
    std::vector<const Group*> order;
    for (const auto& [key, grp] : groups) order.push_back(&grp);
    std::sort(order.begin(), order.end(), [](const Group* a, const Group* b) {
        return a->edges.size() != b->edges.size() ? a->edges.size() > b->edges.size() : a->firstEdge < b->firstEdge;
    });
    std::vector<char> seen(n, 0);
    for (const Group* grp : order) {
        const int k = static_cast<int>(steps_.size());
        CollapseStep s;
        s.kind = CollapseStep::Kind::Cycle;
        s.atGround = grp->gardenNode == 0;
        s.newLoops = grp->edges;
        std::vector<std::size_t> members;
        for (EdgeId id : grp->edges)
            for (NodeId end : {picture_.edge(id).from, picture_.edge(id).to}) {
                const std::size_t i = picture_.indexOfNode(end);
                if (nodes[i].ground || seen[i]) continue;
                seen[i] = 1;
                members.push_back(i);
            }
        std::sort(members.begin(), members.end());
        for (std::size_t i : members) s.fused.push_back(nodes[i].id);
        if (s.atGround) {
            s.into = groundId;
            s.at = steps_.size() > 1 && steps_[1].kind == CollapseStep::Kind::Ground && steps_[1].into == groundId
                       ? steps_[1].at
                       : picture_.node(groundId).position;
            s.fused.insert(s.fused.begin(), groundId);
            for (std::size_t i : members) fuseStep_[i] = k;
        } else {
            s.into = s.fused.front();
            s.at = meanOf(picture_, s.fused);
            for (std::size_t i : members) fuseStep_[i] = k;
        }
        // One cycle when the edges are as many as the nodes they join (counting the ground once).
        const std::size_t joined = s.fused.size();
        const bool oneCycle = grp->edges.size() == joined;
        const std::size_t ne = grp->edges.size();
        const std::string whose = whoseEdges(picture_, grp->edges, language);
        const Msg how = s.atGround ? (oneCycle ? Msg::CycleThroughGround : Msg::CyclesThroughGround)
                                   : (oneCycle ? Msg::CycleFuses : Msg::CyclesFuse);
        s.sentence = message(language, how, {std::to_string(ne), whose, std::to_string(joined)}) +
                     fusionWhy(value_, language);
        steps_.push_back(std::move(s));
    }

    // The last state is the garden: say what stands on its ground.
    std::vector<std::uint64_t> groundBridges;
    for (const GardenBridge& b : g.bridges)
        if (b.parent == 0) groundBridges.push_back(b.stress);
    std::string last = gardenGroundSentence(groundBridges, g.loops.empty() ? 0 : g.loops[0].size(), language);
    const bool standing = std::any_of(g.edgeNode.begin(), g.edgeNode.end(), [](int node) { return node >= 0; });
    if (placement_ && standing) {  // the garden's sentence goes to the step where it stands up
        garden_ = g;
        if (steps_.size() == 1) steps_[0].sentence = message(language, Msg::AlreadyGarden) + stays;
        addStandUpAndTwigs(g);
        std::string& up = steps_[standUp_].sentence;
        up += " " + last;
    } else if (steps_.size() == 1) {
        steps_[0].sentence = message(language, Msg::AlreadyGarden) + " " + last;
    } else {  // the garden's sum ends with the value too
        steps_.back().sentence += " " + last;
    }
}

// The garden stands up where the placement puts it, then its loops become twigs. The garden node
// ids are those of the fused states; feet and twig tops take fresh ids.
void CollapseSteps::addStandUpAndTwigs(const Garden& g) {
    const auto& nodes = picture_.nodes();
    gardenNodeId_.assign(g.nodeCount, -1);
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (g.nodeOf[i] >= 0) gardenNodeId_[g.nodeOf[i]] = fuseStep_[i] ? steps_[fuseStep_[i]].into : nodes[i].id;
    NodeId next = picture_.nextNodeId();
    CollapseStep up;
    up.kind = CollapseStep::Kind::StandUp;
    footId_.assign(g.bridges.size(), -1);
    for (std::size_t b = 0; b < g.bridges.size(); ++b)
        if (g.bridges[b].parent == 0) {
            footId_[b] = next++;
            up.grownFrom.emplace_back(footId_[b], gardenNodeId_[0]);
        }
    up.sentence = message(language_, up.grownFrom.size() > 1 ? Msg::StandsUpOnFeet : Msg::StandsUp);
    standUp_ = static_cast<int>(steps_.size());
    steps_.push_back(std::move(up));

    CollapseStep twigs;
    twigs.kind = CollapseStep::Kind::Twigs;
    twigTopId_.assign(g.nodeCount, {});
    std::size_t loops = 0;
    for (int gn = 0; gn < g.nodeCount; ++gn)
        for (std::size_t j = 0; j < g.loops[gn].size(); ++j) {
            twigTopId_[gn].push_back(next);
            twigs.grownFrom.emplace_back(next++, gardenNodeId_[gn]);
            ++loops;
        }
    if (loops == 0) return;
    twigs.sentence = countMessage(language_, Msg::LoopsBecomeTwigs, loops, {std::to_string(loops), std::to_string(value_)});
    steps_.push_back(std::move(twigs));
}

// A StandUp or Twigs state: the garden (the last fused state) with the placement's positions, the
// feet and, for Twigs, every loop turned into a twig.
CollapseState CollapseSteps::grownState(int k) const {
    const CollapseState fused = state(standUp_ - 1);
    const GardenPlacement& at = *placement_;
    const Garden& g = garden_;
    auto pointOr = [](const std::vector<Point>& v, std::size_t i) { return i < v.size() ? std::optional<Point>(v[i]) : std::nullopt; };
    CollapseState out;
    out.picture.title = fused.picture.title;
    out.nodeOf = fused.nodeOf;
    std::unordered_map<NodeId, int> gardenNodeOf;
    for (int gn = 0; gn < g.nodeCount; ++gn)
        if (gardenNodeId_[gn] >= 0) gardenNodeOf[gardenNodeId_[gn]] = gn;
    for (Node node : fused.picture.nodes()) {
        const auto it = gardenNodeOf.find(node.id);
        if (it != gardenNodeOf.end()) node.position = pointOr(at.nodes, it->second);
        out.picture.insertNode(std::move(node));
    }
    for (std::size_t b = 0; b < g.bridges.size(); ++b)
        if (footId_[b] >= 0) out.picture.insertNode(Node{footId_[b], pointOr(at.feet, b), true, {}});
    const bool twigs = k > standUp_;
    std::vector<std::size_t> nextLoop(g.nodeCount, 0);
    for (Edge edge : fused.picture.edges()) {
        const std::size_t e = picture_.indexOfEdge(edge.id);
        const int gn = g.edgeNode[e];
        if (g.isBridge[e]) {
            const int b = g.bridgeToParent[gn];
            if (footId_[b] >= 0) (edge.from == gardenNodeId_[0] ? edge.from : edge.to) = footId_[b];
        } else if (twigs) {
            const std::size_t j = nextLoop[gn]++;
            const NodeId top = twigTopId_[gn].at(j);
            const auto& tops = at.twigTops;
            out.picture.insertNode(Node{top, gn < int(tops.size()) && j < tops[gn].size() ? std::optional<Point>(tops[gn][j]) : std::nullopt, false, {}});
            edge.to = top;
        }
        out.picture.insertEdge(std::move(edge));
    }
    measure(out);
    return out;
}

CollapseState CollapseSteps::state(int k) const {
    if (k < 0 || k >= count()) throw std::out_of_range("collapse step " + std::to_string(k));
    if (standUp_ >= 0 && k >= standUp_) return grownState(k);
    const auto& nodes = picture_.nodes();
    const std::size_t n = nodes.size();
    CollapseState out;
    out.picture.title = picture_.title;
    out.nodeOf.assign(n, -1);
    // Where each node is now: its own id, or the node its step fused it into.
    for (std::size_t i = 0; i < n; ++i) {
        if (setAsideStep_[i] && setAsideStep_[i] <= k) continue;
        const int f = fuseStep_[i];
        out.nodeOf[i] = f && f <= k ? steps_[f].into : nodes[i].id;
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (out.nodeOf[i] != nodes[i].id) continue;
        Node node = nodes[i];
        const int f = fuseStep_[i];
        if (f && f <= k) {
            node.position = steps_[f].at;
        }
        out.picture.insertNode(std::move(node));
    }
    const bool aside = k >= 1 && count() > 1 && steps_[1].kind == CollapseStep::Kind::Ground;
    std::vector<char> gone(picture_.edgeCount(), 0);
    if (aside)
        for (EdgeId id : steps_[1].setAside) gone[picture_.indexOfEdge(id)] = 1;
    for (std::size_t e = 0; e < picture_.edgeCount(); ++e) {
        if (gone[e]) continue;
        Edge edge = picture_.edges()[e];
        edge.from = out.nodeOf[picture_.indexOfNode(edge.from)];
        edge.to = out.nodeOf[picture_.indexOfNode(edge.to)];
        out.picture.insertEdge(std::move(edge));
    }
    measure(out);
    return out;
}

}  // namespace homestead
