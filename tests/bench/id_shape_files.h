// The benchmarks' big picture (bench_pictures.h, seed 12345) with its ids of one shape (relabel_ids.h:
// ascending, shuffled or sparse up to 2^63 - 1), written once to a directory as .edges or .json and
// reused by later runs; and the small helpers the process-level benchmarks share (a size list, CPU
// time so far).
//
//   std::string file = bench::idShapeFile("/tmp/homestead-bench", 1000000, bench::IdShape::sparse, "json");
#pragma once

#include "bench_pictures.h"
#include "relabel_ids.h"
#include "homestead/picture_file.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <sys/resource.h>

namespace homestead::bench {

inline const char* idShapeName(IdShape shape) {
    const char* names[] = {"ascending", "shuffled", "sparse"};
    return names[int(shape)];
}

// big<edges>-<shape>.<ext> in `dir`, written if it is not there yet.
inline std::string idShapeFile(const std::filesystem::path& dir, int edges, IdShape shape, const std::string& ext) {
    const std::filesystem::path path = dir / ("big" + std::to_string(edges) + "-" + idShapeName(shape) + "." + ext);
    if (!std::filesystem::exists(path)) {
        std::filesystem::create_directories(dir);
        const Picture p = relabelIds(bigPicture(edges, 12345), shape, 12345);
        const std::string text = writePictureText(p, pictureFormatOfPath(path.string()));
        std::ofstream(path, std::ios::binary).write(text.data(), std::streamsize(text.size()));
    }
    return path.string();
}

// "100000,1000000" -> {100000, 1000000}.
inline std::vector<int> parseSizeList(const std::string& list) {
    std::vector<int> sizes;
    for (std::size_t at = 0; at < list.size();) {
        const std::size_t comma = std::min(list.find(',', at), list.size());
        sizes.push_back(std::atoi(list.substr(at, comma - at).c_str()));
        at = comma + 1;
    }
    return sizes;
}

// This process's CPU time so far (user + system: the system part is mostly first-touch page faults).
inline double processCpuMs() {
    rusage r{};
    getrusage(RUSAGE_SELF, &r);
    auto ms = [](const timeval& t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
    return ms(r.ru_utime) + ms(r.ru_stime);
}

}  // namespace homestead::bench
