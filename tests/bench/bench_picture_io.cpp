// Picture files at the speed of the disk (issue 16): reading (readPictureJsonInPlace of a string with
// room; BM_ReadFile: loadPictureFile, the path a file takes, mapped by readFileText) and writing
// (writePictureJson) a positioned picture of 10^4..10^6 edges, beside the
// analysis of the same picture (PictureAnalysis, what `analyse` computes) and beside nlohmann-json
// parsing the same text into its DOM (a general JSON library, for scale). BM_ReadWriteVsAnalysis
// reports (read + write) / analysis as the counter "io_over_analysis", in CPU time of this thread
// (a busy machine inflates the wall clock of each phase differently): the target is at most 1.
//
//   build/tests/bench/bench_picture_io --benchmark_filter=VsAnalysis --benchmark_repetitions=3
#include <benchmark/benchmark.h>

#include "bench_pictures.h"
#include "homestead/picture_analysis.h"
#include "homestead/picture_json.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>

using namespace homestead;

namespace {

const Picture& pictureOf(int edges) {
    static std::map<int, Picture> cache;
    auto it = cache.find(edges);
    if (it == cache.end()) it = cache.emplace(edges, bench::bigPicture(edges, 12345)).first;
    return it->second;
}

const std::string& textOf(int edges) {
    static std::map<int, std::string> cache;
    auto it = cache.find(edges);
    if (it == cache.end()) it = cache.emplace(edges, writePictureJson(pictureOf(edges))).first;
    return it->second;
}

// A copy with the 64 bytes of room readRegularFile leaves, as a file is read.
std::string fileLike(const std::string& text) {
    std::string copy;
    copy.reserve(text.size() + 64);
    copy = text;
    return copy;
}

// The text written to a file of its own (in the temporary folder, removed at exit), read back by
// loadPictureFile as `analyse FILE` reads it.
const std::string& fileOf(int edges) {
    struct Files {
        std::map<int, std::string> paths;
        ~Files() {
            for (const auto& [edges, path] : paths) std::remove(path.c_str());
        }
    };
    static Files files;
    auto it = files.paths.find(edges);
    if (it == files.paths.end()) {
        const std::string path = (std::filesystem::temp_directory_path() /
                                  ("bench_picture_io_" + std::to_string(edges) + ".json")).string();
        std::ofstream(path, std::ios::binary) << textOf(edges);
        it = files.paths.emplace(edges, path).first;
    }
    return it->second;
}

double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

void setSizeCounters(benchmark::State& state, int edges) {
    state.counters["edges"] = double(pictureOf(edges).edgeCount());
    state.counters["MB"] = double(textOf(edges).size()) / 1e6;
    state.SetBytesProcessed(int64_t(state.iterations()) * int64_t(textOf(edges).size()));
}

void BM_Read(benchmark::State& state) {
    const int edges = int(state.range(0));
    const std::string& text = textOf(edges);
    for (auto _ : state) {
        state.PauseTiming();
        std::string copy = fileLike(text);
        state.ResumeTiming();
        benchmark::DoNotOptimize(readPictureJsonInPlace(std::move(copy), "bench.json"));
    }
    setSizeCounters(state, edges);
}
BENCHMARK(BM_Read)->RangeMultiplier(10)->Range(10000, 1000000)->Unit(benchmark::kMillisecond);

void BM_ReadFile(benchmark::State& state) {
    const int edges = int(state.range(0));
    const std::string& path = fileOf(edges);
    for (auto _ : state) benchmark::DoNotOptimize(loadPictureFile(path));
    setSizeCounters(state, edges);
}
BENCHMARK(BM_ReadFile)->RangeMultiplier(10)->Range(10000, 1000000)->Unit(benchmark::kMillisecond);

void BM_Write(benchmark::State& state) {
    const int edges = int(state.range(0));
    const Picture& picture = pictureOf(edges);
    for (auto _ : state) benchmark::DoNotOptimize(writePictureJson(picture));
    setSizeCounters(state, edges);
}
BENCHMARK(BM_Write)->RangeMultiplier(10)->Range(10000, 1000000)->Unit(benchmark::kMillisecond);

void BM_NlohmannParse(benchmark::State& state) {
    const int edges = int(state.range(0));
    const std::string& text = textOf(edges);
    for (auto _ : state) benchmark::DoNotOptimize(nlohmann::json::parse(text));
    setSizeCounters(state, edges);
}
BENCHMARK(BM_NlohmannParse)->RangeMultiplier(10)->Range(10000, 1000000)->Unit(benchmark::kMillisecond);

void BM_ReadWriteVsAnalysis(benchmark::State& state) {
    const int edges = int(state.range(0));
    const std::string& path = fileOf(edges);
    double read = 0, write = 0, analysis = 0;
    for (auto _ : state) {
        const double t0 = threadCpuMs();
        auto picture = std::make_shared<const Picture>(loadPictureFile(path));  // file to Picture, as analyse
        const double t1 = threadCpuMs();
        const PictureAnalysis artifact(picture);
        benchmark::DoNotOptimize(artifact.analysis().value);
        const double t2 = threadCpuMs();
        benchmark::DoNotOptimize(writePictureJson(*picture));
        const double t3 = threadCpuMs();
        read += t1 - t0;
        analysis += t2 - t1;
        write += t3 - t2;
    }
    const double n = double(state.iterations());
    state.counters["read_ms"] = read / n;
    state.counters["write_ms"] = write / n;
    state.counters["analysis_ms"] = analysis / n;
    state.counters["io_over_analysis"] = (read + write) / analysis;
    setSizeCounters(state, edges);
}
BENCHMARK(BM_ReadWriteVsAnalysis)->Arg(100000)->Arg(1000000)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace

BENCHMARK_MAIN();
