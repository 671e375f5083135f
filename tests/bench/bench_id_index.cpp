// IdIndex alone, per id (issue 39, item 1): assign of a picture's node ids (0.9·m) and edge ids
// (m), and firstMissing of its 2·m edge ends drawn from the node ids, for ids that are sparse
// (random up to 2^63 - 1: hashed, grouped by home) or shuffled (a permutation of 0..n-1: the flat
// table, grouped by their top bits). No file, no Picture, no text: the index's own cost, steady
// enough on a busy machine to compare two versions of id_index.cpp (least of --runs, CPU time).
//
//   build/tests/bench/bench_id_index                      # 10^5 and 10^6 edges, both shapes
//   build/tests/bench/bench_id_index --sizes 1000000 --runs 15
#include "id_shape_files.h"

#include "homestead/id_index.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

using namespace homestead;

int main(int argc, char** argv) {
    std::vector<int> sizes{100000, 1000000};
    int runs = 9;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--sizes" && i + 1 < argc) sizes = bench::parseSizeList(argv[++i]);
        else if (arg == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
        else {
            std::fprintf(stderr, "usage: bench_id_index [--sizes N,N,...] [--runs R]\n");
            return 2;
        }
    }
    std::printf("IdIndex alone, CPU ns per id (assign) or per end (firstMissing), least of %d runs\n", runs);
    std::printf("%10s %9s %12s %12s %14s\n", "edges", "ids", "node assign", "edge assign", "ends lookup");
    for (int size : sizes)
        for (const bool sparse : {false, true}) {
            const auto m = static_cast<std::size_t>(size), n = m * 9 / 10;
            std::mt19937_64 rng(12345);
            std::vector<std::int64_t> nodes(n), edges(m), ends(2 * m);
            for (std::size_t i = 0; i < n; ++i) nodes[i] = sparse ? std::int64_t(rng() >> 1) : std::int64_t(i);
            for (std::size_t i = 0; i < m; ++i) edges[i] = sparse ? std::int64_t(rng() >> 1) : std::int64_t(i);
            if (!sparse) {
                std::shuffle(nodes.begin(), nodes.end(), rng);
                std::shuffle(edges.begin(), edges.end(), rng);
            }
            for (std::int64_t& end : ends) end = nodes[rng() % n];
            double best[3] = {1e300, 1e300, 1e300};
            for (int run = 0; run < runs; ++run) {
                IdIndex nodeIndex, edgeIndex;
                const double t0 = bench::processCpuMs();
                const std::size_t nodeRepeat = nodeIndex.assign(nodes);
                const double t1 = bench::processCpuMs();
                const std::size_t edgeRepeat = edgeIndex.assign(edges);
                const double t2 = bench::processCpuMs();
                const std::size_t missing = nodeIndex.firstMissing(ends);
                const double t3 = bench::processCpuMs();
                if (nodeRepeat != IdIndex::npos || edgeRepeat != IdIndex::npos || missing != IdIndex::npos) {
                    std::fprintf(stderr, "the ids did not index\n");  // (random 63-bit ids: no repeat expected)
                    return 1;
                }
                best[0] = std::min(best[0], (t1 - t0) * 1e6 / double(n));
                best[1] = std::min(best[1], (t2 - t1) * 1e6 / double(m));
                best[2] = std::min(best[2], (t3 - t2) * 1e6 / double(2 * m));
            }
            std::printf("%10d %9s %12.1f %12.1f %14.1f\n", size, sparse ? "sparse" : "shuffled", best[0], best[1], best[2]);
        }
    return 0;
}
