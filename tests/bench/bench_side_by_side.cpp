// The whole analysis and the value alone beside the minimal value-only solver (minimal_solver.h), each
// a process of its own as a user runs it, on the same pictures with shuffled node ids written as .edges
// (issue 39): whole-process CPU time (user + system, from wait4) and peak memory (maxrss) of
// `homestead-cli analyse --json FILE > /dev/null`, `homestead-cli analyse --value FILE` and
// `minimal_solver FILE`, their ratios to the solver and their growth from the first size to the last.
// Runs are interleaved (a busy machine affects each alike); medians of --runs (default 3). Reading
// alone, with ids ascending, shuffled and sparse side by side, is bench_read_ids.
//
//   build/tests/bench/bench_side_by_side                          # 10^6 and 10^7 edges (minutes, ~4 GB)
//   build/tests/bench/bench_side_by_side --sizes 1000000 --runs 5
// The pictures are written once to --dir (default /tmp/homestead-bench) and reused.
#include "id_shape_files.h"
#include "minimal_solver.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace homestead;
namespace fs = std::filesystem;

namespace {

struct Usage {
    double cpuMs = 0;
    double peakBytes = 0;
};

// Runs the program with its stdout to /dev/null; its CPU time and peak resident memory.
Usage runProcess(const std::vector<std::string>& argv) {
    const pid_t pid = fork();
    if (pid == 0) {
        const int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        std::vector<char*> args;
        for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execv(args[0], args.data());
        _exit(127);
    }
    int status = 0;
    rusage r{};
    wait4(pid, &status, 0, &r);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "%s failed (status %d)\n", argv[0].c_str(), status);
        std::exit(1);
    }
    auto ms = [](const timeval& t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
    return {ms(r.ru_utime) + ms(r.ru_stime), double(r.ru_maxrss) * 1024};
}

double median(std::vector<double> xs) {
    std::sort(xs.begin(), xs.end());
    return xs[xs.size() / 2];
}

int sideBySide(const fs::path& dir, const std::vector<int>& sizes, int runs, const fs::path& bin) {
    const std::string cli = (bin / "../../app/cli/homestead-cli").lexically_normal().string();
    const std::string solver = (bin / "minimal_solver").string();
    const char* kinds[] = {"analyse --json", "analyse --value", "minimal solver"};
    std::map<std::pair<int, int>, std::vector<double>> cpu, peak;  // (size, kind)
    std::vector<std::string> files;
    for (int size : sizes) files.push_back(bench::idShapeFile(dir, size, bench::IdShape::shuffled, "edges"));
    for (int run = 0; run < runs; ++run)
        for (std::size_t s = 0; s < sizes.size(); ++s) {
            const std::vector<std::vector<std::string>> commands{{cli, "analyse", "--json", files[s]},
                                                                 {cli, "analyse", "--value", files[s]},
                                                                 {solver, files[s]}};
            for (int k = 0; k < 3; ++k) {
                const Usage u = runProcess(commands[k]);
                cpu[{sizes[s], k}].push_back(u.cpuMs);
                peak[{sizes[s], k}].push_back(u.peakBytes);
            }
        }
    std::printf("shuffled node ids, .edges; whole-process CPU (user + system), medians of %d runs\n", runs);
    std::printf("%10s  %-16s %10s %9s %12s\n", "edges", "program", "CPU ms", "/ solver", "peak B/edge");
    for (int size : sizes)
        for (int k = 0; k < 3; ++k) {
            const double c = median(cpu[{size, k}]), solverCpu = median(cpu[{size, 2}]);
            std::printf("%10d  %-16s %10.0f %9.2f %12.0f\n", size, kinds[k], c, c / solverCpu,
                        median(peak[{size, k}]) / size);
        }
    if (sizes.size() >= 2) {
        const int first = sizes.front(), last = sizes.back();
        std::printf("growth from %d to %d edges:", first, last);
        for (int k = 0; k < 3; ++k)
            std::printf("  %s %.1fx", kinds[k], median(cpu[{last, k}]) / median(cpu[{first, k}]));
        std::printf("\n");
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<int> sizes{1000000, 10000000};
    fs::path dir = "/tmp/homestead-bench";
    int runs = 3;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--sizes" && i + 1 < argc) sizes = bench::parseSizeList(argv[++i]);
        else if (arg == "--dir" && i + 1 < argc) dir = argv[++i];
        else if (arg == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
        else {
            std::fprintf(stderr, "usage: bench_side_by_side [--sizes N,N,...] [--runs R] [--dir D]\n");
            return 2;
        }
    }
    fs::create_directories(dir);
    return sideBySide(dir, sizes, runs, fs::canonical("/proc/self/exe").parent_path());
}
