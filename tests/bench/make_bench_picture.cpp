// Writes the benchmarks' big picture (bench_pictures.h: a random drawn tree with one edge in ten
// closing a cycle, on 20 base nodes, with x/y coordinates as the application saves them) to a file,
// in the format the name says (.json, .edges or .dot: picture_file.h), for timing the command line
// on it: `homestead-cli analyse --json --timings big.json`.
//
//   build/tests/bench/make_bench_picture 1000000 big6.json      # 10^6 edges, seed 12345
//   build/tests/bench/make_bench_picture 10000000 big7.edges 7  # 10^7 edges, seed 7
//   build/tests/bench/make_bench_picture 100000 tree.json 1 tree  # randomTree: one base node, no cycles
//   build/tests/bench/make_bench_picture 10000000 big7w.edges 7 walk  # the big picture in walk order
//   build/tests/bench/make_bench_picture 1000000 big6s.edges 12345 shuffled  # node (and edge) ids shuffled
//   build/tests/bench/make_bench_picture 1000000 big6r.json 12345 sparse     # random ids up to 2^63 - 1
//   build/tests/bench/make_bench_picture 100000 tangles5.edges 7 tangles    # treeWithTangles, no positions
#include "bench_pictures.h"
#include "relabel_ids.h"
#include "homestead/picture_file.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

int main(int argc, char** argv) {
    const std::string kind = argc == 5 ? argv[4] : "";
    if (argc < 3 || argc > 5 || (argc == 5 && kind != "tree" && kind != "walk" && kind != "shuffled" && kind != "sparse" && kind != "tangles")) {
        std::fprintf(stderr, "usage: make_bench_picture EDGES OUT.json|OUT.edges|OUT.dot [SEED [tree|walk|shuffled|sparse|tangles]]\n");
        return 2;
    }
    const int edges = std::atoi(argv[1]);
    const std::uint32_t seed = argc >= 4 ? std::uint32_t(std::strtoul(argv[3], nullptr, 10)) : 12345u;
    const std::string path = argv[2];
    using namespace homestead::bench;
    const homestead::Picture picture = kind == "tree"      ? randomTree(edges, seed)
                                       : kind == "tangles" ? treeWithTangles(edges, seed)
                                       : kind == "walk" ? inWalkOrder(bigPicture(edges, seed))
                                                        : relabelIds(bigPicture(edges, seed), idShapeOf(kind), seed);
    const std::string text = homestead::writePictureText(picture, homestead::pictureFormatOfPath(path));
    std::ofstream out(path, std::ios::binary);
    out.write(text.data(), std::streamsize(text.size()));
    return out ? 0 : 1;
}
