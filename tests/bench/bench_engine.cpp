// The engine's reply time on drawn-shaped random pictures of 10^2 .. 10^4 edges (randomLargePicture:
// a tree on the ground with small cycles, loops and parallel edges). Target: <= 50 ms at 10^4 edges.
// Perfect play (analysis with all winning moves, then the choice) and Casual; also a reply in a
// P-position, where the engine falls back to the smallest-load rule (it needs every load).
// A game through the session (game_session.h): a 10^4-edge stalk chopped from the top one edge at a
// time, each move and each undo timed (median, p90, max per move) with the edges the session stores
// in all (the position plus the undo records: E, where a position per move would be E²/2).
#include <benchmark/benchmark.h>

#include "../core/random_picture.h"
#include "homestead/analysis.h"
#include "homestead/engine.h"
#include "homestead/hackenbush_rules.h"

#include <algorithm>
#include <chrono>

using namespace homestead;

static void BM_EngineReply(benchmark::State& state) {
    Picture p = testing::randomLargePicture(99, int(state.range(0)));
    EngineOptions o;
    for (auto _ : state) benchmark::DoNotOptimize(engineMove(p, o));
    state.counters["edges"] = double(p.edgeCount());
    state.counters["value"] = double(analyse(p).value);
}
BENCHMARK(BM_EngineReply)->RangeMultiplier(10)->Range(100, 10000)->Unit(benchmark::kMillisecond);

static void BM_EngineReplyCasual(benchmark::State& state) {
    Picture p = testing::randomLargePicture(7, int(state.range(0)));
    EngineOptions o;
    o.strength = Strength::Casual;
    std::uint64_t seed = 0;
    for (auto _ : state) {
        o.seed = seed++;
        benchmark::DoNotOptimize(engineMove(p, o));
    }
}
BENCHMARK(BM_EngineReplyCasual)->RangeMultiplier(10)->Range(100, 10000)->Unit(benchmark::kMillisecond);

// After a winning chop the position has value 0: the reply that must keep the game going.
static void BM_EngineReplyInPPosition(benchmark::State& state) {
    Picture p = testing::randomLargePicture(99, int(state.range(0)));
    if (auto win = engineMove(p)) {
        if (analyse(p).value != 0) p = p.chop(*win).picture;
    }
    for (auto _ : state) benchmark::DoNotOptimize(engineMove(p));
    state.counters["value"] = double(analyse(p).value);
}
BENCHMARK(BM_EngineReplyInPPosition)->RangeMultiplier(10)->Range(100, 10000)->Unit(benchmark::kMillisecond);

// Per-move times (ms) as counters: median, p90, max.
static void reportTimes(benchmark::State& state, const char* name, std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    state.counters[std::string(name) + "_median_ms"] = ms[ms.size() / 2];
    state.counters[std::string(name) + "_p90_ms"] = ms[ms.size() * 9 / 10];
    state.counters[std::string(name) + "_max_ms"] = ms.back();
}

static void BM_SessionChopStalkFromTheTop(benchmark::State& state) {
    const int E = int(state.range(0));
    Picture stalk;
    NodeId below = stalk.addNode(Point{0, 0}, true);
    for (int k = 0; k < E; ++k) {
        NodeId up = stalk.addNode(Point{0, 1.0 + k});
        stalk.addEdge(below, up);
        below = up;
    }
    using Clock = std::chrono::steady_clock;
    std::vector<double> moves, undos;
    std::size_t stored = 0;
    for (auto _ : state) {
        HackenbushSession game(stalk);
        for (int k = E - 1; k >= 0; --k) {
            const auto t0 = Clock::now();
            game.play(stalk.edges()[std::size_t(k)].id);
            moves.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        }
        stored = game.position()->edgeCount();
        for (const auto& r : game.undoRecords()) stored += r.edges.size();
        while (game.canUndo()) {
            const auto t0 = Clock::now();
            game.undo();
            undos.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        }
    }
    reportTimes(state, "move", moves);
    reportTimes(state, "undo", undos);
    state.counters["stored_edges"] = double(stored);
    state.counters["edges"] = double(E);
}
BENCHMARK(BM_SessionChopStalkFromTheTop)->Arg(1000)->Arg(10000)->Iterations(1)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
