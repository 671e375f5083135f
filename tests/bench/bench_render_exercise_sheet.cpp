// How long exercise sheets and puzzles take (no test times anything; the figures live here):
//  - BM_MakeSheet/E: 100 Hackenbush exercises of up to E edges (generation with the crossing check,
//    layout, analysis, reasoning), and 100 Welter and Nim exercises;
//  - BM_WriteSheetPdf/N: a Hackenbush sheet of N exercises laid out and written as a PDF (what
//    `homestead-cli exercises -o` and the dialog's worker do);
//  - BM_JudgeEveryChop: a level-3 puzzle judged for every edge and "No winning move" (what the
//    puzzle page does on the window's thread, once per answer).
// Each repeats 10 times and reports median, p90 and max (withSpread).
#include "../bench/stall_clock.h"
#include "exercise_sheet_pdf.h"

#include "homestead/exercises.h"
#include "homestead/puzzle.h"

#include <QGuiApplication>
#include <QTemporaryDir>

using namespace homestead;

static void BM_MakeSheet(benchmark::State& state) {
    exercises::SheetOptions o;
    o.count = 100;
    o.minEdges = static_cast<int>(state.range(0)) / 2;
    o.maxEdges = static_cast<int>(state.range(0));
    o.kind = static_cast<exercises::Kind>(state.range(1));
    std::uint64_t seed = 1;
    for (auto _ : state) {
        o.seed = seed++;
        benchmark::DoNotOptimize(exercises::makeSheet(o));
    }
}
BENCHMARK(BM_MakeSheet)->Args({10, 0})->Args({40, 0})->Args({10, 1})->Args({10, 2})->Unit(benchmark::kMillisecond)->Apply(bench::withSpread);

static void BM_WriteSheetPdf(benchmark::State& state) {
    QTemporaryDir dir;
    exercises::SheetOptions o;
    o.count = static_cast<int>(state.range(0));
    o.seed = 42;
    const exercises::Sheet sheet = exercises::makeSheet(o);
    const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
    for (auto _ : state) benchmark::DoNotOptimize(render::writeExerciseSheetPdf(sheet, path));
}
BENCHMARK(BM_WriteSheetPdf)->Arg(6)->Arg(100)->Unit(benchmark::kMillisecond)->Apply(bench::withSpread);

static void BM_JudgeEveryChop(benchmark::State& state) {
    std::uint64_t seed = 1;
    for (auto _ : state) {
        state.PauseTiming();
        const exercises::Exercise p = puzzle::make(exercises::Kind::Hackenbush, 3, seed++);
        state.ResumeTiming();
        for (const Edge& e : p.picture.edges()) benchmark::DoNotOptimize(puzzle::judgeChop(p.picture, e.id));
        benchmark::DoNotOptimize(puzzle::judgeNoWinningMove(p));
    }
}
BENCHMARK(BM_JudgeEveryChop)->Unit(benchmark::kMicrosecond)->Apply(bench::withSpread);

int main(int argc, char** argv) {
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    return 0;
}
