// How the analysis grows from 10^6 to 10^7 edges, beside a minimal solver's growth on the same
// pictures (issue 16: "10^7 edges within 12x of 10^6"; "measure the scaling side by side").
//
// The minimal solver is the shape of the public linear-time contest solutions, which compute the
// value only: the edges as two arrays of vertex numbers (base nodes merged into vertex 0, as a
// contest input gives them, made before the clock starts), adjacency arrays, one iterative DFS with
// lowlinks, and one sweep up the tree (a non-bridge edge is a loop of its 2-edge-connected piece,
// a bridge carries the piece above it plus one). The analysis is PictureAnalysis, what the window
// and `homestead-cli analyse` compute: value, stresses, classes, parts, winning moves, loads, garden.
// The two values must agree (a difference aborts the run).
//
// Both run on bench_pictures.h's big picture as drawn (nodes and edges in the order they were
// added, each new node on a random earlier one: the walk from the ground reads memory at random) and
// on the same game in walk order (bench::inWalkOrder: every pass reads memory nearly in order).
// Interleaved runs, so that a busy machine affects every case alike; medians. Counters, for each of
// "analysis" and "solver": milliseconds of CPU time at 10^6 and 10^7 (user + system, as `analyse
// --timings`), growth = the 10^7 median over the 10^6 one, and user_growth, user time alone. In one
// process the 10^6 runs reuse the heap's warm pages and the 10^7 ones fault in fresh memory, so the
// system time grows far more than in `homestead-cli analyse`, which starts cold at either size;
// user_growth is the caches' part.
//
//   build/tests/bench/bench_scaling --benchmark_counters_tabular=true   # 3-4 minutes, ~5 GB
//   build/tests/bench/bench_scaling --solve big7.edges   # the minimal solver alone, one cold process:
//                                                        # "value 20, solver CPU … ms"
//
// What it showed, and why the growth past 10x is the machine's memory: docs/performance.md.
#include <benchmark/benchmark.h>

#include "bench_pictures.h"
#include "minimal_solver.h"
#include "homestead/picture_analysis.h"
#include "homestead/picture_file.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <sys/resource.h>

using namespace homestead;

namespace {

// The process's CPU time so far, user and system apart (system time here is mostly page faults).
struct CpuMs {
    double user, system;
};
CpuMs cpuMs() {
    rusage r{};
    getrusage(RUSAGE_SELF, &r);
    auto ms = [](const timeval& t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
    return {ms(r.ru_utime), ms(r.ru_stime)};
}

bench::EdgeList edgeListOf(const Picture& picture) {
    bench::EdgeList list;
    std::vector<int> vertexOfNode(picture.nodes().size());
    int n = 1;
    for (std::size_t i = 0; i < picture.nodes().size(); ++i) vertexOfNode[i] = picture.nodes()[i].ground ? 0 : n++;
    list.vertices = n;
    for (const Edge& e : picture.edges()) {
        list.u.push_back(vertexOfNode[picture.indexOfNode(e.from)]);
        list.v.push_back(vertexOfNode[picture.indexOfNode(e.to)]);
    }
    return list;
}

struct Case {
    std::shared_ptr<const Picture> picture;
    bench::EdgeList list;
};

const Case& caseOf(int edges, bool walkOrder) {
    static std::map<std::pair<int, bool>, Case> cache;
    auto it = cache.find({edges, walkOrder});
    if (it == cache.end()) {
        Picture p = bench::bigPicture(edges, 12345);
        if (walkOrder) p = bench::inWalkOrder(p);
        Case c;
        c.list = edgeListOf(p);
        c.picture = std::make_shared<const Picture>(std::move(p));
        it = cache.emplace(std::make_pair(edges, walkOrder), std::move(c)).first;
    }
    return it->second;
}

double median(std::vector<double> xs) {
    std::sort(xs.begin(), xs.end());
    return xs[xs.size() / 2];
}

void growth(benchmark::State& state, bool walkOrder) {
    const int small = 1000000, large = 10000000;
    std::map<std::string, std::vector<double>> ms;
    for (auto _ : state) {
        for (int edges : {small, large}) {
            const Case& c = caseOf(edges, walkOrder);
            const std::string size = edges == small ? "6" : "7";
            const CpuMs t0 = cpuMs();
            std::uint64_t value;
            {
                const PictureAnalysis analysis(c.picture);
                value = analysis.analysis().value;
            }
            const CpuMs t1 = cpuMs();
            const std::uint64_t solved = bench::minimalSolverValue(c.list);
            const CpuMs t2 = cpuMs();
            if (value != solved) state.SkipWithError("the minimal solver and the analysis disagree");
            ms["analysis_" + size].push_back(t1.user + t1.system - t0.user - t0.system);
            ms["analysis_user_" + size].push_back(t1.user - t0.user);
            ms["solver_" + size].push_back(t2.user + t2.system - t1.user - t1.system);
            ms["solver_user_" + size].push_back(t2.user - t1.user);
        }
    }
    for (const auto& [name, xs] : ms) state.counters[name + "_ms"] = median(xs);
    state.counters["analysis_growth"] = median(ms["analysis_7"]) / median(ms["analysis_6"]);
    state.counters["solver_growth"] = median(ms["solver_7"]) / median(ms["solver_6"]);
    state.counters["analysis_user_growth"] = median(ms["analysis_user_7"]) / median(ms["analysis_user_6"]);
    state.counters["solver_user_growth"] = median(ms["solver_user_7"]) / median(ms["solver_user_6"]);
}

void BM_GrowthAsDrawn(benchmark::State& state) { growth(state, false); }
void BM_GrowthInWalkOrder(benchmark::State& state) { growth(state, true); }
BENCHMARK(BM_GrowthAsDrawn)->Iterations(5)->Unit(benchmark::kSecond);
BENCHMARK(BM_GrowthInWalkOrder)->Iterations(5)->Unit(benchmark::kSecond);

// --solve FILE: the minimal solver on a picture file, its CPU time from the edge list to the value.
int solveFile(const char* path) {
    const bench::EdgeList list = edgeListOf(loadPictureFile(path));
    const CpuMs t0 = cpuMs();
    const std::uint64_t value = bench::minimalSolverValue(list);
    const CpuMs t1 = cpuMs();
    std::printf("value %llu, solver CPU %.1f ms\n", static_cast<unsigned long long>(value),
                t1.user + t1.system - t0.user - t0.system);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 3 && std::strcmp(argv[1], "--solve") == 0) return solveFile(argv[2]);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
