// The shared Hackenbush pass: iterative DFS, cycle-equivalence labels, garden, stresses. O(V + E).
// The DFS does nothing but walk (a preorder number, a parent and a tree edge per vertex); everything
// else is a sweep over the edges or over the vertices in preorder, which keeps the random memory
// accesses few and independent.
//
// The walk stays hand-written because it is measurably faster than Boost.Graph's (bench_skeleton_walk
// keeps Boost's beside it: a compressed_sparse_row_graph of the arcs with the edge index as property,
// and depth_first_visit with a preorder / parent-edge visitor; the skeletons come out equal). The
// whole pass with Boost's walk, CPU time on a busy machine (load 13 on 2 cores): 460 ms against
// 288 ms at 10^6 edges (median ratio of 5 interleaved runs 1.41), 6.8 s against 4.6 s at 10^7 (one
// run each; median ratio of 5 interleaved runs 1.12); peak memory the same within 1.5 bytes per edge
// (CSR's arrays are half the size of these arcs, Boost's DFS stack frames larger than these). Boost's
// walk looks up the far end's row at every step, a cache miss at 10^6 vertices, where an arc here
// carries where its far end's arcs begin and stepping onto a vertex prefetches its neighbours' arcs.
// (Those figures are from 16-byte arcs; the arcs are now 8 bytes, see below.)
//
// Scaling (issue 16: 10^7 edges within 12x of 10^6). Profiled (perf record; the VM has no cache
// counters) on make_bench_picture's random drawn trees: every phase grew 14-17x from 10^6 to 10^7,
// because each scattered lookup that waits (a vertex's arcs in the walk, the tree edge of an
// edge's later end, the bridge flag of a vertex's parent edge, the id -> vertex table) hits the
// cache at 10^6 and misses cache and TLB at 10^7. So: a leaf (one arc) is finished without reading
// its arcs and no leaf's arcs are prefetched (half the vertices of a tree); the tree flags are
// written from the vertices and the bridges kept per vertex, so the sweeps read them in order; the
// adjacency fill and the remaining scattered reads are prefetched (two stages where the address is
// itself looked up). buildSkeleton CPU time, min of 3 runs at 10^7 and of 8 at 10^6 in one
// process, the old library alongside, load 5-8 on 2 cores: 10^7 4104 -> 3574 and 3169 -> 2810 ms,
// 10^6 248 -> 200 and 185 -> 169 ms. Huge pages (madvise, THP) for the arcs were tried: in this VM
// a huge-page fault costs 2-3x the 4 KiB faults it replaces, which ate the TLB gain.
// Then (timed per phase at 10^7: the adjacency fill grew 21x, the garden and load sweeps 17-26x,
// pieceSums 20-25x): the fill reads a vertex's begin and cursor from one array (two random lines an
// edge, not four) and does not zero-fill the arcs; an edge's garden node is its later end's (one
// lookup); the sweeps by garden node take edge ids that are the indices without reading the edges;
// the garden takes the skeleton's arrays instead of copying them, and arrays done with are reused
// (see the garden section). What is left, measured: the walk itself (one dependent miss per
// vertex whose first child is not a leaf: its arcs are prefetched only one step ahead) and page
// faults: glibc maps every block over 32 MB anew, about 2 us a 4 KiB page in this VM, 730k faults
// (1.3 s of CPU) at 10^7 against 56k at 10^6, where freed blocks come back from the heap.
// Populating blocks at once (MADV_POPULATE_WRITE) and glibc's mmap threshold raised were tried: no
// measurable gain. Prefetching is not always a gain here: with every sweep's prefetch taken out
// the whole pass was 10% slower at 10^7, but a scatter of writes (pieceSums) ran faster without.
// The walk's miss, tried further (perf samples in walkByHand at 10^7: 1.7-2.1 s of the 5-6 s
// analysis, 16x its 10^6 figure where the whole analysis grows 13-14x): (1) when a first child is
// entered, its siblings' arcs (prefetched with its own) read to prefetch their children's: the
// entry read fell from 52% to 34% of the walk's samples, the walk's total did not; not kept.
// (2) 8-byte arcs instead of 16 (the edge with flags "last arc of its vertex" and "far end is a
// leaf", and where the far end's arcs begin; a vertex is known by its first arc during the walk
// and mapped back to its index once after it): the walk's samples 10% fewer (1668/1829 ->
// 1542/1613, load 1.0); the analysis phase of `homestead-cli analyse --timings`, 10 interleaved
// runs at 10^7 and 8 at 10^6, load 1.0-1.8: median 5635 -> 5225 ms (faster in 8 of 10 pairs) and
// 395 -> 352 ms; bench_artifact BM_Artifact_100000 unchanged (21.6 / 21.0 ms). Kept. Peak memory
// +27 MB at 10^7 (peak RSS 4436 -> 4464 MB), though the walk's own arrays are smaller. The ratio stays
// 14-15x: like most past changes it speeds up 10^6 too. (3) Prefetching each neighbour's reached
// bit on entry: nothing. Overlapping more misses does not pay because at 10^7 every random line is
// also a TLB miss, whose two-level page walk in a VM is long and of which few run at once; only
// touching fewer pages at random does (halving the arcs). Growth 10^6 -> 10^7 by function (perf
// samples, one run each, load 0.9): the walk 16x, concyclicClassIndices 14.5x, loadOrder 13x, the
// rest of buildSkeleton 11x, page faults 11x, analysisOf and gardenOf 10x. Left to try: locality.
// About eight passes over the edges in picture order look up a per-vertex or per-garden-node entry
// at random (here the label/lowlink and garden sweeps; analysisOf's counts and fills by
// gardenOfEdge; pieceSums' sum[owner]; winningMask's goal and sum); renumbering the edges once by
// their owner vertex in preorder would make them sequential (though those phases already grow
// about 10x). For the walk, numbering the vertices before the fill in an order near the
// structure's (the bench pictures' node order is random) would put a vertex's arcs near its
// parent's.
// Later (walk phases at 10^7 / 10^6: fill 0.45-0.6 s / 25-35 ms, DFS 1.0-1.3 s / 50-65 ms, mapping
// back 0.12-0.16 s / 6-9 ms): (4) the reached mark moved from a bitmap into the arcs (below):
// walkByHand's perf samples at 10^7 -8% in median, 10^6 unchanged. Not kept: MADV_HUGEPAGE on the
// arcs (the DFS 13% faster, the whole analysis not, and huge-page faults may compact memory);
// other prefetch orders (10-20% slower); prefetching the mapping back (no change). The bound: the
// bench picture renumbered offline in walk order (nodes in preorder, edges by owner) analyses 10^7
// in 3.7-3.8 s, 10.3x its 10^6; the random one 5.4-5.7 s. So the excess is locality, mostly the
// walk's dependent miss per entered vertex, which renumbering inside the analysis cannot avoid (it
// needs a walk itself). A breadth-first walk with every miss overlapped (no DFS tree; not kept):
// 0.56-0.83 s at 10^7 against 0.95-1.2 s, 56 against 65 ms at 10^6, so it grows 11-14x too and a
// skeleton built on it would bring the analysis to about 13x, not 12x. (5) Peeling first (not kept):
// every vertex but the ground left with one edge hangs by it and goes, leaves first, its edge and
// far end found from the XOR of its neighbours and edges (no adjacency; every access independent);
// walkByHand then walks only what is left (29% of the vertices of the 10^6 bench picture), and both
// trees are numbered in preorder from subtree sizes. Correct (every core test passed), but
// buildSkeleton took 230 against 143 ms at 10^6 and 3.3 against 2.5 s at 10^7 (bench_skeleton_walk,
// one run each): it scales better (14.5x against 17.6x) but the extra passes cost more than the
// DFS it saves, and `analyse --timings` pairs stayed at 15x. (6) A prefetch distance of 48 instead
// of 16 in buildSkeleton's sweeps: no change (10^7: 2.79-2.98 against 2.74-3.01 s, interleaved).
// Where the rest stood after the classes and the garden's loops went into one array each (id_lists.h;
// the whole analysis 13.5x in medians), in-process CPU time of each step, 10^7 / 10^6: this pass
// 2.9-3.2 s / 164-190 ms (16-19x), classes 11-14x, analysisOf 12-14x, loadOrder 13-19x, garden 11-12x.
// Session 16, the walk's parts at 10^6 / 10^7: fill 27 / 490-545 ms, DFS 51-55 / 1070-1210, mapping
// back 12 / 140-210 (19-20x); perf shares of a whole `analyse` grow only for the walk (12 -> 20%) and
// this pass's own sweeps (9 -> 13%); the analyses after it keep their share. The picture with its
// edges in walk order (nodes in any order: a .edges file numbers nodes as they first appear) walks
// 10^7 in 0.78 s against 2.0 s. Not kept: (7) on returning to a frame, prefetching the far ends of
// its remaining arcs (DFS 1.2 against 1.1 s); (8) transparent huge pages for every large block
// (glibc.malloc.hugetlb=1: 10^7 in 7.1 s against 5.8; a huge page faulted in a fresh process costs
// 1.6-3 s a GiB in this VM against 0.53 s for 4 KiB pages, though random reads run twice as fast).
// Page faults are no part of the excess: 90,788 at 10^6 and 929,882 at 10^7 (10.2x), the same with
// glibc's mmap and trim turned off. Session 17, another instance of the VM (L3 32 MiB): the kernel
// reports free memory to the host (page_reporting_order=11), so the pages a 10^7 analysis touches
// first (600k, 2.4 GB) come fresh from the host at 3.4-7.7 us each against 1-2 us at 10^6, and sys
// time grows 20-45x; user time alone grows 15.5x (3.25 s / 0.21 s), and with huge pages warm in one
// process 15.6x (3.28 s / 0.21 s), so the excess is the caches (10^6's per-vertex arrays fit the
// 32 MiB L3), not the TLB. glibc kept from unmapping (MALLOC_MMAP_MAX_=0): 10^7 ~10% faster, 10^6 the
// same; huge pages for every block: 10^6 190 against 280 ms, 10^7 5.2-5.6 against 4.0-4.1 s.
// Session 18, per phase in one process (user / system ms, 10^6 then 10^7): the walk 68-91 / 1218-1249
// user, this pass's sweeps 40-56 / 598-627, analysisOf 50-57 / 695-766; system time 40-70 against
// 1226-1285 in all (faults 50k at 1.8 us, 624k at 5.5 us). glibc kept from unmapping cut the faults
// to 394k in-process but left `analyse`'s CPU where it was (4 rounds).
// Session 19, side by side (tests/bench/bench_scaling): a minimal contest-style solver (adjacency
// arrays, one DFS with lowlinks, the value only) grows as much in user time from 10^6 to 10^7 on the
// bench picture (15.5-18.4x against this analysis's 16-17x); in all, CPU time swung within an hour
// from 15.1x to 22.8x for the analysis (14.9-15.5x for the solver) as the VM's first-touch fault
// cost doubled, the analysis writing about three times the solver's fresh memory. The same game in
// walk order grows 12.0-13.1x. So the BFS-based skeleton considered above (about 13x by its walk's
// figures) would not reach 12x on random-order input either.
#include "hackenbush_skeleton.h"

#include "homestead/seeded_random.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace homestead::detail {

namespace {

// The e-th word of a SplitMix64 stream with a fixed seed: a well-mixed 64-bit label per edge index,
// so results are reproducible and no generator state runs through the passes. Never 0.
std::uint64_t labelOfEdge(int e) {
    const std::uint64_t z = splitMix64At(0x486F6D6573746561ULL, static_cast<std::uint64_t>(e));
    return z ? z : 1;
}

}  // namespace

std::vector<int> walkByHand(Skeleton& s) {
    // An arc keeps its edge index in 30 bits and a vertex's first arc in 31 (below), so the walk
    // takes fewer than 2^30 edges: far more than fit in memory as a picture (56 bytes an edge).
    if (s.eu.size() >= (std::size_t(1) << 30)) throw std::length_error("walkByHand: 2^30 edges or more");
    const int n = s.vertexCount, m = static_cast<int>(s.eu.size());
    constexpr int ahead = 16;  // prefetch for the edge this far ahead (2 * ahead: two stages)
    // Per vertex, where its arcs begin and the next free one while they are written: side by side,
    // so that filling an edge's two arcs reads two cache lines at random, not four (the begin of
    // the next vertex, the end of the range, is in the same line but once in eight).
    struct Slot {
        int begin;
        int fill;
    };
    std::vector<Slot> at(n + 1, Slot{0, 0});  // first the degrees, shifted by one
    for (int e = 0; e < m; ++e) {
        if (e + ahead < m) {
            __builtin_prefetch(&at[s.eu[e + ahead] + 1], 1);
            __builtin_prefetch(&at[s.ev[e + ahead] + 1], 1);
        }
        ++at[s.eu[e] + 1].begin;
        if (s.ev[e] != s.eu[e]) ++at[s.ev[e] + 1].begin;
    }
    // Compressed adjacency: the edge indices at each vertex (a loop once). An arc is two words, so
    // that the arcs of 10^7 edges (160 MB) stay in the last-level cache, where 16-byte arcs did not:
    // its edge with two flags (the last arc of its vertex's range; the far end has one arc, a leaf)
    // and where the far end's arcs begin. So the walk never looks a vertex up to step onto it: a
    // vertex is known by where its arcs begin, and mapped back to its index once, after the walk.
    for (int v = 0; v < n; ++v) {
        at[v + 1].begin += at[v].begin;
        at[v].fill = at[v].begin;
    }
    const int arcs = at[n].begin;
    // Edge indices are below 2^30 (checked above), so two bits are free.
    constexpr std::uint32_t last = 1u << 31, toLeaf = 1u << 30, edgeBits = toLeaf - 1;
    // Every arc is written below: not zero-filled first (a pass over the arcs for nothing). Arc i is
    // words[2i] (edge and flags) and words[2i + 1] (the far end's first arc).
    auto words = std::make_unique_for_overwrite<std::uint32_t[]>(2 * static_cast<std::size_t>(arcs));
    auto arcTo = [&](int e, int from, int to) {
        const int i = at[from].fill++;
        const int degree = at[to + 1].begin - at[to].begin;
        words[2 * i] = static_cast<std::uint32_t>(e) | (i + 1 == at[from + 1].begin ? last : 0) | (degree == 1 ? toLeaf : 0);
        words[2 * i + 1] = static_cast<std::uint32_t>(at[to].begin);
    };
    for (int e = 0; e < m; ++e) {
        if (e + 2 * ahead < m) {
            __builtin_prefetch(&at[s.eu[e + 2 * ahead]]);
            __builtin_prefetch(&at[s.ev[e + 2 * ahead]]);
        }
        if (e + ahead < m) {
            __builtin_prefetch(&words[2 * at[s.eu[e + ahead]].fill], 1);
            __builtin_prefetch(&words[2 * at[s.ev[e + ahead]].fill], 1);
        }
        const int u = s.eu[e], v = s.ev[e];
        arcTo(e, u, v);
        if (v != u) arcTo(e, v, u);
    }
    // Each vertex by its first arc (-1 without arcs: never reached), for mapping back after the walk.
    std::vector<int> number(n);  // old vertex -> its number, at the end
    for (int v = 0; v < n; ++v) number[v] = at[v + 1].begin > at[v].begin ? at[v].begin : -1;
    at = {};

    // Iterative DFS from the ground, and only the walk: the stack frames hold the cursors, and
    // stepping onto a vertex prefetches the arcs of its neighbours, so the walk's cache misses
    // overlap. A vertex is marked reached in the top bit of the far-end word of its first arc: the
    // line its arcs are read from when it is entered, prefetched with them, so checking the far end
    // of an arc reads a line already on its way (a separate bitmap, 2.5 MB at 10^7 edges, missed
    // the cache on a sixth of the walk's samples). A leaf's far end (one arc) is not looked at: a
    // leaf can be reached only through its one edge, so it is new unless it is the ground. A
    // reached vertex is numbered by its place in preorder, so everything the walk records is
    // written in order, and the later sweeps over the vertices run through memory in order.
    struct Frame {
        int number;  // in preorder
        int next;    // the next arc, -1 when the last one is taken
    };
    constexpr std::uint32_t reachedFlag = 1u << 31;  // arcs < 2^31, so the far-end word has it free
    auto reach = [&](int a) { words[2 * a + 1] |= reachedFlag; };
    auto isReached = [&](int a) { return (words[2 * a + 1] & reachedFlag) != 0; };
    auto farEnd = [&](int i) { return static_cast<int>(words[2 * i + 1] & ~reachedFlag); };
    std::vector<int> firstArcOf(n);  // by preorder number: the vertex's first arc
    s.parentEdge.resize(n);
    s.parentVertex.resize(n);
    std::vector<Frame> stack;
    const int groundArc = number[0];
    firstArcOf[0] = groundArc;
    s.parentEdge[0] = s.parentVertex[0] = -1;
    int count = 1;
    if (groundArc >= 0) {
        reach(groundArc);
        stack.push_back({0, groundArc});
    }
    while (!stack.empty()) {
        Frame& f = stack.back();
        if (f.next < 0) {
            stack.pop_back();
            continue;
        }
        const std::uint32_t word = words[2 * f.next];
        const int to = farEnd(f.next);
        f.next = (word & last) ? -1 : f.next + 1;
        if ((word & toLeaf) ? to == groundArc : isReached(to)) continue;
        reach(to);
        const int x = count++;
        firstArcOf[x] = to;
        s.parentEdge[x] = static_cast<int>(word & edgeBits);
        s.parentVertex[x] = f.number;
        // A vertex with one arc (a leaf: that arc is the edge just taken) is done without reading
        // its arcs, the walk's one dependent cache miss per vertex; nor are a leaf's arcs prefetched.
        if (word & toLeaf) continue;
        for (int i = to;; ++i) {
            const std::uint32_t w = words[2 * i];
            if (!(w & toLeaf)) __builtin_prefetch(&words[2 * farEnd(i)]);
            if (w & last) break;
        }
        stack.push_back({x, to});
    }
    stack = {};
    s.reachedCount = count;
    // Back to vertex indices: the arc words, done with, hold the preorder number at each reached
    // vertex's first arc (a scatter of writes), read back in order of the vertices. Which ones are
    // reached goes to a bitmap by first arc on the way (a few megabytes, in cache; reading the marks
    // back from the arcs instead spans twice the memory and was slower at 10^7, 0.14 -> 0.18 s).
    std::vector<std::uint64_t> reached((arcs + 64) / 64, 0);
    auto* numberAt = reinterpret_cast<int*>(words.get());
    for (int x = 1; x < count; ++x) {
        const int a = firstArcOf[x];
        reached[a >> 6] |= std::uint64_t(1) << (a & 63);
        numberAt[a] = x;
    }
    auto wasReached = [&](int a) { return (reached[a >> 6] >> (a & 63)) & 1; };
    firstArcOf = {};
    for (int v = 0; v < n; ++v) number[v] = v == 0 ? 0 : number[v] >= 0 && wasReached(number[v]) ? numberAt[number[v]] : -1;
    words.reset();
    reached = {};
    for (int v = 0; v < n; ++v)
        if (number[v] < 0) number[v] = count++;
    std::fill(s.parentEdge.begin() + s.reachedCount, s.parentEdge.end(), -1);
    std::fill(s.parentVertex.begin() + s.reachedCount, s.parentVertex.end(), -1);
    return number;
}

Skeleton buildSkeleton(const Picture& picture, GroundWalk walk) {
    Skeleton s;
    const auto& nodes = picture.nodes();
    const auto& edges = picture.edges();
    const int m = static_cast<int>(edges.size());

    s.vertexOfNode.resize(nodes.size());
    int n = 1;
    for (std::size_t i = 0; i < nodes.size(); ++i) s.vertexOfNode[i] = nodes[i].ground ? 0 : n++;
    s.vertexCount = n;

    // Node id -> vertex: a flat table when the ids are dense enough (the usual case), else the
    // picture's own hash lookup.
    NodeId maxId = -1;
    for (const Node& node : nodes) maxId = std::max(maxId, node.id);
    std::vector<int> vertexOfId;
    if (maxId < 4 * static_cast<NodeId>(nodes.size()) + 1024) {
        vertexOfId.assign(static_cast<std::size_t>(maxId + 1), -1);
        for (std::size_t i = 0; i < nodes.size(); ++i) vertexOfId[nodes[i].id] = s.vertexOfNode[i];
    }
    auto vertexOf = [&](NodeId id) {
        return vertexOfId.empty() ? s.vertexOfNode[picture.indexOfNode(id)] : vertexOfId[id];
    };
    s.eu.resize(m);
    s.ev.resize(m);
    constexpr int ahead = 16;  // in the sweeps below: prefetch for the edge (or vertex) this far ahead
    for (int e = 0; e < m; ++e) {
        if (e + ahead < m && !vertexOfId.empty()) {
            __builtin_prefetch(&vertexOfId[edges[e + ahead].from]);
            __builtin_prefetch(&vertexOfId[edges[e + ahead].to]);
        }
        s.eu[e] = vertexOf(edges[e].from);
        s.ev[e] = vertexOf(edges[e].to);
        if (e > 0 && edges[e - 1].id >= edges[e].id) s.edgesInIdOrder = false;
        if (edges[e].id != e) s.idIsIndex = false;
    }
    vertexOfId = {};

    std::vector<int> number = walk(s);
    for (int& v : s.vertexOfNode) v = number[v];
    // The tree edges marked from the vertices (scattered writes, which do not wait), so that the
    // edge sweep below reads a flag in order instead of looking up the tree edge of an edge's later
    // end (a dependent read that missed the cache once per edge at 10^7 edges).
    s.tree.assign(m, 0);
    for (int v = 1; v < s.reachedCount; ++v) s.tree[s.parentEdge[v]] = 1;

    // The edges, renumbered at their ends: standing (reached), tree, and for a non-tree edge its
    // random label, which goes into acc of both ends (acc[v] = XOR of the labels of the non-tree
    // edges at v; loops cancel), and the lowlink of its later end: a non-tree edge of an undirected
    // DFS joins a vertex and an ancestor, which comes earlier in preorder.
    s.standing.assign(m, 0);
    s.label.assign(m, 0);
    std::vector<std::uint64_t> acc(s.reachedCount, 0);
    std::vector<int> low(s.reachedCount);  // the earliest vertex a non-tree edge from the subtree reaches
    for (int v = 0; v < s.reachedCount; ++v) low[v] = v;
    // Two stages: the ends' numbers 2 * ahead edges before they are needed, then (numbers in cache
    // by then) the accumulators of a non-tree edge's ends.
    for (int e = 0; e < m; ++e) {
        if (e + 2 * ahead < m) {
            __builtin_prefetch(&number[s.eu[e + 2 * ahead]]);
            __builtin_prefetch(&number[s.ev[e + 2 * ahead]]);
        }
        if (e + ahead < m && !s.tree[e + ahead]) {
            const int a = number[s.eu[e + ahead]], b = number[s.ev[e + ahead]];
            if (a < s.reachedCount) {
                __builtin_prefetch(&acc[a]);
                __builtin_prefetch(&acc[b]);
                __builtin_prefetch(&low[std::max(a, b)]);
            }
        }
        const int u = s.eu[e] = number[s.eu[e]];
        const int v = s.ev[e] = number[s.ev[e]];
        if (u >= s.reachedCount) continue;
        s.standing[e] = 1;
        const int late = std::max(u, v), early = std::min(u, v);
        if (s.tree[e]) continue;
        const std::uint64_t word = labelOfEdge(e);
        s.label[e] = word;
        if (u == v) continue;
        acc[u] ^= word;
        acc[v] ^= word;
        low[late] = std::min(low[late], early);
    }
    number = {};

    // Tree-edge labels: subtree XOR of acc, leaves first; with them the lowlinks. A tree edge is a
    // bridge exactly when no non-tree edge leaves its subtree upwards (lowlink, deterministic); the
    // labels of the other edges are then non-zero but for a chance of about m/2^64.
    // bridgeUp[v]: v's tree edge is a bridge, by vertex, so the garden sweep reads it in order.
    s.bridge.assign(m, 0);
    std::vector<char> bridgeUp(s.reachedCount, 0);
    int bridges = 0;
    for (int v = s.reachedCount - 1; v >= 1; --v) {
        if (v > ahead) {
            const int q = s.parentVertex[v - ahead];
            __builtin_prefetch(&acc[q]);
            __builtin_prefetch(&low[q]);
        }
        const int e = s.parentEdge[v];
        const int p = s.parentVertex[v];
        s.label[e] = acc[v];
        acc[p] ^= acc[v];
        low[p] = std::min(low[p], low[v]);
        if (low[v] >= v) {
            s.bridge[e] = bridgeUp[v] = 1;
            ++bridges;
        }
    }

    // Garden nodes in preorder. The arrays of the lowlinks and the accumulators, done with, hold
    // the garden nodes of the vertices and the garden sums (memory already faulted in: at 10^7
    // edges a fresh array is mapped anew, 4 KiB page by page), and the per-node arrays get their
    // exact size at once (one garden node per bridge, and the ground).
    s.gardenOfVertex = std::move(low);
    s.gardenOfVertex.assign(n, -1);
    s.gardenOfVertex[0] = 0;
    s.gardenParent.reserve(bridges + 1);
    s.gardenBridge.reserve(bridges + 1);
    s.gardenRoot.reserve(bridges + 1);
    s.gardenParent.push_back(-1);
    s.gardenBridge.push_back(-1);
    s.gardenRoot.push_back(0);
    for (int v = 1; v < s.reachedCount; ++v) {
        if (v + ahead < s.reachedCount) __builtin_prefetch(&s.gardenOfVertex[s.parentVertex[v + ahead]]);
        int e = s.parentEdge[v];
        if (bridgeUp[v]) {
            int g = static_cast<int>(s.gardenParent.size());
            s.gardenParent.push_back(s.gardenOfVertex[s.parentVertex[v]]);
            s.gardenBridge.push_back(e);
            s.gardenRoot.push_back(v);
            s.gardenOfVertex[v] = g;
        } else {
            s.gardenOfVertex[v] = s.gardenOfVertex[s.parentVertex[v]];
        }
    }
    bridgeUp = {};
    s.gardenCount = static_cast<int>(s.gardenParent.size());
    s.gardenOfEdge.assign(m, -1);
    s.gardenSum = std::move(acc);
    s.gardenSum.assign(s.gardenCount, 0);
    s.stress.assign(m, 0);
    for (int e = 0; e < m; ++e) {
        if (e + ahead < m && s.standing[e + ahead]) __builtin_prefetch(&s.gardenOfVertex[s.ownerVertex(e + ahead)]);
        if (!s.standing[e]) continue;
        // The later end in preorder: a bridge's upper end (its upper garden node), and for any
        // other edge an end in its node. One lookup, not two.
        s.gardenOfEdge[e] = s.gardenOfVertex[s.ownerVertex(e)];
        if (!s.bridge[e]) {
            s.stress[e] = 1;
            s.gardenSum[s.gardenOfEdge[e]] ^= 1;
        }
    }
    s.gardenSize.assign(s.gardenCount, 1);
    for (int g = s.gardenCount - 1; g >= 1; --g) {
        if (g > ahead) {
            const int h = g - ahead;
            __builtin_prefetch(&s.stress[s.gardenBridge[h]], 1);
            __builtin_prefetch(&s.gardenSum[s.gardenParent[h]], 1);
            __builtin_prefetch(&s.gardenSize[s.gardenParent[h]], 1);
        }
        std::uint64_t sigma = s.gardenSum[g] + 1;
        s.stress[s.gardenBridge[g]] = sigma;
        s.gardenSum[s.gardenParent[g]] ^= sigma;
        s.gardenSize[s.gardenParent[g]] += s.gardenSize[g];
    }
    return s;
}

}  // namespace homestead::detail
