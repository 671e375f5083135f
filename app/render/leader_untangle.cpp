// Untangling leader lines: candidate spots near each label's edge, then a local search over them
// (see leader_untangle.h).
#include "leader_untangle.h"

#include "picture_geometry.h"
#include "picture_style.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <random>
#include <tuple>

namespace homestead::render {

namespace {

constexpr double kClash = 1e9;     // plates meeting, a leader through a plate, a spot not clear
constexpr double kCross = 1e5;     // two leaders crossing, a leader astray (over the bound or a node)
constexpr double kPerHeight = 10;  // a leader's length, per label height
constexpr int kAlong = 24;         // points of an edge a leader may end at: k / kAlong, 0 < k < kAlong
constexpr int kEndsPerPlate = 3;   // leaders tried per plate: to the nearest point and a few others
constexpr int kWalkOneIn = 8;      // min-conflicts: a random spot one move in this many
constexpr unsigned kSeed = 20261129u;  // min-conflicts' first episode's seed (the next ones count up)
constexpr double kBoxedInReach = 3;    // how far a label whose spot is not clear looks, in maxLeaders

// A rectangle as its sides, tested inline: the search tests millions of pairs.
struct Box {
    double l = 0, t = 0, r = 0, b = 0;
    Box() = default;
    explicit Box(const QRectF& q) : l(q.left()), t(q.top()), r(q.right()), b(q.bottom()) {}
    bool meets(const Box& o) const { return l < o.r && o.l < r && t < o.b && o.t < b; }  // as QRectF::intersects
};

struct Candidate {
    QRectF plate;
    std::optional<QLineF> leader;
    std::optional<QPointF> anchor;
    Box plateBox, leaderBox;
    Box reach;  // the plate and its leader, a pixel around
    double length = 0;
    bool clear = true;      // clear of edges and nodes, inside the bounds
    bool overNode = false;  // its leader passes over a node
};


QRectF plateAt(QPointF c, QSizeF size) { return {c.x() - size.width() / 2, c.y() - size.height() / 2, size.width(), size.height()}; }

Candidate candidate(const QRectF& plate, std::optional<QPointF> anchor) {
    Candidate c;
    c.plate = plate;
    c.anchor = anchor;
    QRectF reach = plate;
    if (anchor) {
        c.leader = leaderLine(plate, *anchor);
        c.length = c.leader->length();
        const QRectF line = QRectF(c.leader->p1(), c.leader->p2()).normalized();
        c.leaderBox = Box(line.adjusted(-0.5, -0.5, 0.5, 0.5));
        reach |= line;
    }
    c.plateBox = Box(plate);
    c.reach = Box(reach.adjusted(-1, -1, 1, 1));
    return c;
}

bool crosses(const Candidate& p, const Candidate& plate) {  // p's leader through the other's plate
    if (!p.leader || !p.leaderBox.meets(plate.plateBox)) return false;
    QLineF l = *p.leader;
    return clipLine(l, plate.plate);
}

// How much two labels' spots get in each other's way (0: not at all): what label_layout_checks
// calls faults (plates meeting, a leader through a plate) are clashes.
double conflict(const Candidate& p, const Candidate& q) {
    if (!p.reach.meets(q.reach)) return 0;
    double c = 0;
    if (p.plateBox.meets(q.plateBox)) c += kClash;
    if (crosses(p, q)) c += kClash;
    if (crosses(q, p)) c += kClash;
    if (p.leader && q.leader && p.leaderBox.meets(q.leaderBox) && p.leader->intersects(*q.leader) == QLineF::BoundedIntersection) c += kCross;
    return c;
}

// One spot per label: candidate 0 of each to begin with (the placer's), moved by best replies and
// min-conflicts. The conflicts each label's spot has with its neighbours' are kept up to date.
class Search {
public:
    Search(std::vector<std::vector<Candidate>> candidates, std::vector<double> heights, double maxLeader)
        : cands_(std::move(candidates)), heights_(std::move(heights)), maxLeader_(maxLeader), chosen_(cands_.size(), 0),
          conflicts_(cands_.size(), 0) {
        const std::size_t n = cands_.size();
        std::vector<QRectF> reach(n);
        for (std::size_t i = 0; i < n; ++i)
            for (const Candidate& c : cands_[i]) reach[i] |= QRectF(QPointF(c.reach.l, c.reach.t), QPointF(c.reach.r, c.reach.b));
        neighbours_.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j)
                if (i != j && reach[i].intersects(reach[j])) neighbours_[i].push_back(j);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j : neighbours_[i]) conflicts_[i] += conflict(chosen(i), chosen(j));
    }

    std::size_t size() const { return cands_.size(); }
    const Candidate& chosen(std::size_t i) const { return cands_[i][chosen_[i]]; }
    long long moves() const { return moves_; }

    // Clashes, crossings and leaders astray, total length: what the comparison goes by.
    struct Score {
        int clashes = 0, crossings = 0, astray = 0;
        double length = 0;
        auto key() const { return std::make_tuple(clashes, crossings + astray, length); }
    };
    Score score() const {
        Score s;
        for (std::size_t i = 0; i < size(); ++i) {
            const Candidate& c = chosen(i);
            s.clashes += c.clear ? 0 : 1;
            s.astray += c.overNode || c.length > maxLeader_;
            s.length += c.length;
            for (std::size_t j : neighbours_[i])
                if (j > i) {
                    const double k = conflict(c, chosen(j));
                    s.clashes += static_cast<int>(k / kClash);
                    s.crossings += static_cast<int>(std::fmod(k, kClash) / kCross + 0.5);
                }
        }
        return s;
    }

    // Each label in turn to its cheapest spot, until none moves (or `sweeps`).
    void bestReplies(int sweeps) {
        for (int s = 0; s < sweeps; ++s) {
            bool moved = false;
            for (std::size_t i = 0; i < size(); ++i)
                if (const std::size_t k = cheapest(i); k != chosen_[i]) {
                    move(i, k);
                    moved = true;
                }
            if (!moved) return;
        }
    }

    // Min-conflicts in up to `episodes` episodes of `budget` moves at most (fewer if `stop` is set
    // meanwhile), ending in the cheapest state seen. Each episode starts from that state with a seed
    // of its own (fixed: the same labels give the same spots) and ends early when it has gone
    // `patience` moves without improving on it by a crossing or clash (shorter leaders alone are
    // for the best replies after). The search ends when nothing is in conflict, or after
    // `stalledEpisodes` episodes in a row that found nothing better (another seed often walks out of
    // a state the first could not): a crowd with no solution costs that many short episodes.
    int minConflicts(long long budget, long long patience, int episodes, int stalledEpisodes, const std::atomic<bool>* stop) {
        double total = 0;
        for (std::size_t i = 0; i < size(); ++i) total += own(i, chosen_[i]) + conflicts_[i] / 2;
        double bestTotal = total;
        std::vector<std::size_t> best = chosen_;
        std::vector<std::size_t> troubled;
        bool solved = false;
        int stalled = 0, episode = 0;
        for (; episode < episodes && !solved; ++episode) {
            long long m = 0;
            std::minstd_rand rng(kSeed + static_cast<unsigned>(episode));
            if (episode > 0) {
                for (std::size_t i = 0; i < size(); ++i)
                    if (best[i] != chosen_[i]) move(i, best[i]);
                total = bestTotal;
            }
            bool improved = false;
            for (long long since = 0; m < budget && since < patience; ++m, ++since) {
                if (stop && m % 64 == 0 && stop->load(std::memory_order_relaxed)) {
                    restore(best);
                    return episode + 1;
                }
                troubled.clear();
                for (std::size_t i = 0; i < size(); ++i)
                    if (cands_[i].size() > 1 && own(i, chosen_[i]) + conflicts_[i] >= kCross) troubled.push_back(i);
                if (troubled.empty()) {
                    solved = true;
                    break;
                }
                const std::size_t i = troubled[rng() % troubled.size()];
                std::size_t k = cheapest(i);
                if (rng() % kWalkOneIn == 0 || k == chosen_[i]) {
                    k = 1 + rng() % (cands_[i].size() - 1);  // (all but the placer's spot are clear)
                    if (k == chosen_[i]) continue;
                }
                total += cost(i, k, 1e300) - (own(i, chosen_[i]) + conflicts_[i]);
                move(i, k);
                if (total < bestTotal - 1e-6) {
                    if (total < bestTotal - kCross / 2) improved = true, since = -1;  // fewer crossings or clashes
                    bestTotal = total, best = chosen_;
                }
            }
            stalled = improved ? 0 : stalled + 1;
            if (stalled >= stalledEpisodes) {
                ++episode;
                break;
            }
        }
        restore(best);
        return episode;
    }

private:
    void restore(const std::vector<std::size_t>& state) {
        for (std::size_t i = 0; i < size(); ++i)
            if (state[i] != chosen_[i]) move(i, state[i]);
    }
    double own(std::size_t i, std::size_t k) const {  // the cost of a spot alone
        const Candidate& c = cands_[i][k];
        return (c.clear ? 0 : kClash) + (c.overNode || c.length > maxLeader_ ? kCross : 0) + kPerHeight * c.length / heights_[i];
    }
    // A spot's cost with the neighbours' spots as they are; stops counting past `enough`.
    double cost(std::size_t i, std::size_t k, double enough) const {
        gatherNeighbours(i);
        return costAmongNear(i, k, enough);
    }
    // The spots of label i's neighbours as they are, and their reaches side by side: cheapest tests
    // each of a label's hundreds of spots against them all, and most reaches do not meet (a spot
    // whose reach meets none of a neighbour's has no conflict with it, and adds nothing to a cost).
    void gatherNeighbours(std::size_t i) const {
        near_.clear();
        nearReach_.clear();
        for (std::size_t j : neighbours_[i]) {
            near_.push_back(&chosen(j));
            nearReach_.push_back(chosen(j).reach);
        }
    }
    double costAmongNear(std::size_t i, std::size_t k, double enough) const {
        const Candidate& c = cands_[i][k];
        double total = own(i, k);
        for (std::size_t n = 0; n < near_.size(); ++n) {
            if (!c.reach.meets(nearReach_[n])) continue;
            if (total >= enough) break;
            total += conflict(c, *near_[n]);
        }
        return total;
    }
    // The cheapest spot of label i (its own if none is cheaper). Its other spots are clear and in
    // the order of their leaders' length, so the search ends at the first whose own cost is no less
    // than the best found.
    std::size_t cheapest(std::size_t i) const {
        std::size_t best = chosen_[i];
        double bestCost = own(i, best) + conflicts_[i];
        gatherNeighbours(i);
        for (std::size_t k = 0; k < cands_[i].size(); ++k) {
            if (k > 0 && own(i, k) >= bestCost - 1e-9) break;
            if (k == chosen_[i]) continue;
            if (const double c = costAmongNear(i, k, bestCost); c < bestCost - 1e-9) bestCost = c, best = k;
        }
        return best;
    }
    void move(std::size_t i, std::size_t k) {
        const Candidate& before = chosen(i);
        const Candidate& after = cands_[i][k];
        conflicts_[i] = 0;
        for (std::size_t j : neighbours_[i]) {
            const double now = conflict(after, chosen(j));
            conflicts_[j] += now - conflict(before, chosen(j));
            conflicts_[i] += now;
        }
        chosen_[i] = k;
        ++moves_;
    }

    std::vector<std::vector<Candidate>> cands_;
    std::vector<double> heights_;
    double maxLeader_;
    std::vector<std::size_t> chosen_;
    std::vector<double> conflicts_;  // of each label's spot with its neighbours'
    std::vector<std::vector<std::size_t>> neighbours_;
    mutable std::vector<const Candidate*> near_;  // gatherNeighbours: a label's neighbours' spots
    mutable std::vector<Box> nearReach_;          // and their reaches
    long long moves_ = 0;
};

// Whether a leader passes over a node (but one at its end: an edge shorter than its nodes are wide
// is all under them).
bool overNode(const QLineF& leader, const LabelPlacer& world) { return world.leaderCrosses(leader); }

// A movable label's spots: its placer's spot first (as it is), then the clear others, shortest
// leader first.
std::vector<Candidate> candidatesFor(const PlacedLabel& label, const LabelPlacer& world, const UntangleScene& scene, double reach) {
    std::vector<Candidate> out;
    const QRectF placed = plateAt(label.centre, label.size);
    Candidate first = candidate(placed, label.anchor);
    first.clear = world.clear(placed);
    first.overNode = first.leader && overNode(*first.leader, world);
    out.push_back(first);
    std::vector<QPointF> ends;  // the points a leader may end at, inside the edge
    for (int k = 1; k < kAlong; ++k)
        if (const QPointF p = label.path.pointAtPercent(double(k) / kAlong); std::isfinite(p.x()) && std::isfinite(p.y())) ends.push_back(p);
    if (ends.empty()) return out;
    const double w = label.size.width(), h = label.size.height();
    std::vector<QPointF> centres = labelCandidates(label.path, label.size, scene.gap);
    const double step = std::max(2.0, h / 2);
    const QRectF around = label.path.boundingRect().adjusted(-reach - w / 2, -reach - h / 2, reach + w / 2, reach + h / 2);
    for (double y = std::ceil(around.top() / step) * step; y <= around.bottom(); y += step)
        for (double x = std::ceil(around.left() / step) * step; x <= around.right(); x += step) centres.emplace_back(x, y);
    std::vector<Candidate> rest;
    std::vector<std::pair<double, QPointF>> byDistance;
    for (const QPointF& c : centres) {
        if (!std::isfinite(c.x()) || !std::isfinite(c.y())) continue;
        const QRectF plate = plateAt(c, label.size);
        byDistance.clear();
        for (const QPointF& p : ends) byDistance.emplace_back(distanceToRect(plate, p), p);
        std::stable_sort(byDistance.begin(), byDistance.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        if (byDistance.front().first > reach || !world.clear(plate)) continue;
        if (!leaderAnchor(label.path, plate)) {  // beside its edge: no leader
            rest.push_back(candidate(plate, std::nullopt));
            continue;
        }
        int tried = 0;
        for (const auto& [d, p] : byDistance) {
            if (d > reach || tried == kEndsPerPlate) break;
            Candidate cand = candidate(plate, p);
            if (overNode(*cand.leader, world)) continue;
            rest.push_back(cand);
            ++tried;
        }
    }
    std::stable_sort(rest.begin(), rest.end(), [](const Candidate& a, const Candidate& b) { return a.length < b.length; });
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

}  // namespace

UntangleReport untangleLeaders(std::vector<PlacedLabel>& labels, const UntangleScene& scene, const std::atomic<bool>* stop) {
    const auto stopped = [stop] { return stop && stop->load(std::memory_order_relaxed); };
    LabelPlacer world(scene.cell, scene.strokeWidth);
    world.setBounds(scene.bounds);
    world.setKeepClear(scene.keepClear);
    for (std::size_t i = 0; i < scene.edges.size(); ++i) world.addEdge(static_cast<int>(i), scene.edges[i]);
    for (const QRectF& n : scene.nodes) world.addBlock(n, true);
    UntangleReport report;
    std::vector<std::vector<Candidate>> cands;
    std::vector<double> heights;
    for (const PlacedLabel& l : labels) {
        Candidate c = candidate(plateAt(l.centre, l.size), l.anchor);
        c.overNode = c.leader && overNode(*c.leader, world);
        c.clear = l.fixed || world.clear(c.plate);
        cands.push_back({c});
        heights.push_back(std::max(1.0, l.size.height()));
    }
    const Search placed(cands, heights, scene.maxLeader);
    const Search::Score before = placed.score();
    report.clashesBefore = report.clashesAfter = before.clashes;
    report.crossingsBefore = report.crossingsAfter = before.crossings;
    report.astrayBefore = report.astrayAfter = before.astray;
    if (before.clashes == 0 && before.crossings == 0 && before.astray == 0) return report;
    std::size_t movable = 0;
    for (std::size_t i = 0; i < labels.size(); ++i)
        if (!labels[i].fixed) {
            if (stopped()) return report;
            // a label boxed in (its spot not clear) may need a leader longer than wanted to be
            // clear at all: astray is a lesser fault than a plate on something
            const double reach = cands[i].front().clear ? scene.maxLeader : kBoxedInReach * scene.maxLeader;
            cands[i] = candidatesFor(labels[i], world, scene, reach);
            ++movable;
        }
    for (const auto& c : cands) report.candidates += static_cast<long long>(c.size());
    Search search(std::move(cands), std::move(heights), scene.maxLeader);
    search.bestReplies(4);
    const auto perLabel = [movable](int moves) { return static_cast<long long>(moves) * static_cast<long long>(movable); };
    report.episodes = search.minConflicts(perLabel(kMovesPerLabel), perLabel(kPatiencePerLabel), kEpisodes, kStalledEpisodes, stop);
    search.bestReplies(8);
    if (stopped()) return report;
    const Search::Score after = search.score();
    report.moves = search.moves();
    if (!(after.key() < before.key()) || after.clashes > before.clashes) return report;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        labels[i].centre = search.chosen(i).plate.center();
        labels[i].anchor = search.chosen(i).anchor;
    }
    report.clashesAfter = after.clashes;
    report.crossingsAfter = after.crossings;
    report.astrayAfter = after.astray;
    report.changed = true;
    return report;
}

}  // namespace homestead::render
