// A random picture as another tool exports it, without positions: an `.edges` list of a tree on 20
// base nodes (ids 0..19) growing upwards, one edge in ten closing a cycle — the shape of the
// benchmarks' big picture (make_bench_picture). Laid out by homestead-cli render and the window,
// about a fifth of its edges become chords across the drawing.
//
//   QByteArray text = randomEdgeList(2000, 1);   // "ground 0 1 ... 19\n" then "u v\n" per edge
#pragma once

#include <QByteArray>

#include <cstdint>
#include <random>

namespace homestead::testing {

inline QByteArray randomEdgeList(int edges, std::uint32_t seed) {
    std::mt19937 rng(seed);
    QByteArray text = "ground 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19\n";
    std::uint32_t nodes = 20;
    for (int e = 0; e < edges; ++e) {
        const std::uint32_t below = rng() % nodes;
        const std::uint32_t above = rng() % 10 == 0 && nodes > 30 ? rng() % nodes : nodes++;
        text += QByteArray::number(below) + ' ' + QByteArray::number(above) + '\n';
    }
    return text;
}

}  // namespace homestead::testing
