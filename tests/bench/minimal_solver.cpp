// The minimal value-only solver (minimal_solver.h) as a process of its own, so that its whole CPU
// time, reading included, can be set beside `homestead-cli analyse` on the same file (bench_scaling
// --processes). Prints the value of each .edges file named, one a line.
//
//   build/tests/bench/minimal_solver big7.edges     # 20
#include "minimal_solver.h"

#include <cstdio>

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const homestead::bench::EdgeList list = homestead::bench::readEdgeListFile(argv[i]);
        std::printf("%llu\n", static_cast<unsigned long long>(homestead::bench::minimalSolverValue(list)));
    }
    return argc > 1 ? 0 : 2;
}
