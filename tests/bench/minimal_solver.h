// The minimal value-only solver that the analysis is measured against (issue 39): the shape of the
// public linear-time contest solutions. It reads a .edges file its own way (the whole file, std::from_chars,
// node ids to vertex numbers through a flat table when they are at most 4 times the ids named, else
// by sorting and ranking them; base nodes merged into vertex 0), builds adjacency arrays, walks once
// with an iterative DFS and lowlinks, and sweeps once up the tree (a non-bridge edge is a loop of its
// 2-edge-connected piece, a bridge carries the piece above it plus one). Nothing is checked: the
// input is assumed to be well formed. Used by bench_scaling (in process) and minimal_solver (a
// process of its own, timed whole beside homestead-cli).
//
//   EdgeList list = readEdgeListFile("big7.edges");  std::uint64_t g = minimalSolverValue(list);
#pragma once

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace homestead::bench {

// A contest input: vertex numbers 0..n-1 (0 the ground), one pair per edge.
struct EdgeList {
    int vertices = 0;
    std::vector<int> u, v;
};

// The value, as a contest solution computes it.
inline std::uint64_t minimalSolverValue(const EdgeList& list) {
    const int n = list.vertices, m = static_cast<int>(list.u.size());
    const std::vector<int>& u = list.u;
    const std::vector<int>& v = list.v;
    std::vector<int> begin(n + 1, 0);
    for (int e = 0; e < m; ++e) {
        ++begin[u[e] + 1];
        if (u[e] != v[e]) ++begin[v[e] + 1];
    }
    for (int i = 0; i < n; ++i) begin[i + 1] += begin[i];
    std::vector<int> fill(begin.begin(), begin.end() - 1), adjacent(begin[n]);
    for (int e = 0; e < m; ++e) {
        adjacent[fill[u[e]]++] = e;
        if (u[e] != v[e]) adjacent[fill[v[e]]++] = e;
    }
    fill = {};
    std::vector<int> pre(n, -1), low(n), parentEdge(n, -1), order;
    std::vector<std::uint64_t> loops(n, 0);  // parity of the non-tree edges at their deeper end
    order.reserve(n);
    struct Frame {
        int vertex, next;
    };
    std::vector<Frame> stack{{0, begin[0]}};
    pre[0] = low[0] = 0;
    order.push_back(0);
    int count = 1;
    while (!stack.empty()) {
        Frame& f = stack.back();
        const int x = f.vertex;
        if (f.next == begin[x + 1]) {
            stack.pop_back();
            if (!stack.empty()) low[stack.back().vertex] = std::min(low[stack.back().vertex], low[x]);
            continue;
        }
        const int e = adjacent[f.next++];
        if (e == parentEdge[x]) continue;
        const int y = u[e] ^ v[e] ^ x;
        if (pre[y] < 0) {
            pre[y] = low[y] = count++;
            parentEdge[y] = e;
            order.push_back(y);
            stack.push_back({y, begin[y]});
        } else if (y == x) {
            loops[x] ^= 1;
        } else if (pre[y] < pre[x]) {
            low[x] = std::min(low[x], pre[y]);
            loops[x] ^= 1;
        }
    }
    std::vector<std::uint64_t> above(n, 0);  // what the vertex's piece carries from above it
    for (int k = count - 1; k >= 1; --k) {
        const int x = order[k], e = parentEdge[x], parent = u[e] ^ v[e] ^ x;
        const std::uint64_t piece = above[x] ^ loops[x];
        above[parent] ^= low[x] == pre[x] ? piece + 1 : piece ^ 1;  // a bridge, or one more loop
    }
    return above[0] ^ loops[0];
}

// A .edges file as vertex pairs (the format of picture_edges.h, assumed well formed).
inline EdgeList readEdgeListFile(const char* path) {
    std::string text;
    if (std::FILE* f = std::fopen(path, "rb")) {
        std::fseek(f, 0, SEEK_END);
        text.resize(static_cast<std::size_t>(std::ftell(f)));
        std::fseek(f, 0, SEEK_SET);
        if (std::fread(text.data(), 1, text.size(), f) != text.size()) text.clear();
        std::fclose(f);
    }
    std::vector<std::int64_t> ends, ground;  // ends: u, v of each edge in turn
    const char* p = text.data();
    const char* const end = p + text.size();
    while (p < end) {
        const char* eol = std::find(p, end, '\n');
        std::vector<std::int64_t>* into = &ends;
        for (;;) {
            while (p < eol && (*p == ' ' || *p == '\t' || *p == '\r')) ++p;
            if (p == eol || *p == '#') break;
            if (*p == 'g') {
                p += 6;
                into = &ground;
                continue;
            }
            std::int64_t id = 0;
            p = std::from_chars(p, eol, id).ptr;
            into->push_back(id);
        }
        p = eol + 1;
    }
    text = {};
    // ids -> dense numbers: a flat table, or sort and rank
    std::int64_t top = 0;
    for (std::int64_t id : ends) top = std::max(top, id);
    for (std::int64_t id : ground) top = std::max(top, id);
    std::vector<int> number;
    std::vector<std::int64_t> sorted;
    const bool flat = top < 4 * static_cast<std::int64_t>(ends.size() + ground.size()) + 1024;
    if (flat) {
        number.assign(static_cast<std::size_t>(top) + 1, -1);
    } else {
        sorted = ends;
        sorted.insert(sorted.end(), ground.begin(), ground.end());
        std::sort(sorted.begin(), sorted.end());
        sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
        number.assign(sorted.size(), -1);
    }
    auto slot = [&](std::int64_t id) -> int& {
        return number[flat ? static_cast<std::size_t>(id)
                           : static_cast<std::size_t>(std::lower_bound(sorted.begin(), sorted.end(), id) - sorted.begin())];
    };
    for (std::int64_t id : ground) slot(id) = 0;
    EdgeList list;
    int n = 1;
    const std::size_t m = ends.size() / 2;
    list.u.resize(m);
    list.v.resize(m);
    for (std::size_t e = 0; e < m; ++e) {
        int& a = slot(ends[2 * e]);
        if (a < 0) a = n++;
        list.u[e] = a;
        int& b = slot(ends[2 * e + 1]);
        if (b < 0) b = n++;
        list.v[e] = b;
    }
    list.vertices = n;
    return list;
}

}  // namespace homestead::bench
