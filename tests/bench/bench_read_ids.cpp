// Reading a picture file with its ids ascending, shuffled or sparse (issue 39, item 1: "the same
// within 10%"): CPU time of loadPictureFile per edge, in this process, for each size and format, the
// three shapes side by side and their ratios to ascending. The picture is bench_pictures.h's big one
// (seed 12345) relabelled by relabel_ids.h: .edges keeps its node ids (edge ids are the line order),
// .json keeps node and edge ids. Sparse ids have up to 19 digits, so their text is longer (three
// times as long as an ascending .edges file): the bytes per edge are printed beside the times. CGSuite strings name no ids (the reader numbers the nodes itself),
// so they have no shapes to compare. Runs are interleaved (a busy machine affects every shape
// alike) and the minimum of --runs is printed: on a shared machine the least disturbed run is the
// one closest to the code's own cost.
//
//   build/tests/bench/bench_read_ids                                   # 10^5, 10^6, 10^7 (minutes, ~4 GB)
//   build/tests/bench/bench_read_ids --sizes 100000,1000000 --runs 7 --format json
//   perf record build/tests/bench/bench_read_ids --sizes 1000000 --format edges --shape sparse   # one shape
//   build/tests/bench/bench_read_ids --bare --format edges     # the floor: the file mapped and its ids read, nothing kept
//   build/tests/bench/bench_read_ids --bare --format json      # the same for JSON: the reader's walk, nothing kept
//   build/tests/bench/bench_read_ids --value --format edges    # analyse --value's reading and walk (pictureFileValue)
//   build/tests/bench/bench_read_ids --index --format json     # the id indexes alone (Picture::assignLists)
// --bare times what every reading of the text costs whatever is built from it: the file mapped and
// scanned, every line parsed by the edge-list reader (edge_list_reader.h) into a sink that keeps
// nothing; for JSON, the file mapped and walked by the picture reader (picture_json_reader.h, in
// windows as loadPictureFile reads it, every value read and checked) into a sink that keeps nothing.
// Its difference between shapes is the part of the reading that grows with the text.
// --index times the other part alone: the picture read once (not timed), then its node and edge
// lists handed to a new Picture (Picture::assignLists: both id indexes built and every edge's ends
// looked up, as the JSON reader does once the text is read; the flat-id case looks its ends up
// edge by edge there instead), with no text read at all. (An .edges file's reader indexes large
// node ids as it reads them, picture_edges.cpp: --index --format edges is the JSON way applied to
// that picture's lists.)
// Reading pictures (no --bare, no --value), each run also times the bare pass of the same
// file right after, and a second table gives the cost beyond the text (least of total − bare over
// the runs): the shapes' ratios there are those of the id handling alone.
// The pictures are written once to --dir (default /tmp/homestead-bench) and reused.
#include "id_shape_files.h"

#include "../../core/src/edge_list_reader.h"
#include "../../core/src/picture_json_reader.h"
#include "homestead/picture_value.h"
#include "homestead/text_input.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <map>
#include <string>
#include <tuple>
#include <vector>

using namespace homestead;

namespace {

// An edge-list sink that keeps nothing: every id is "new", nothing is counted against the limits.
class DiscardingSink {
public:
    void reserve(std::size_t, std::size_t) {}
    std::int64_t find(NodeId) const { return -1; }
    std::int64_t add(NodeId id, bool) {
        sum_ ^= static_cast<std::uint64_t>(id);
        return id;
    }
    void setGround(std::int64_t) {}
    std::size_t nodeCount() const { return 0; }
    std::size_t edgeCount() const { return 0; }
    void addEdge(std::int64_t, std::int64_t) { ++edges_; }
    void prefetch(NodeId) const {}
    std::size_t edges() const { return edges_; }
    std::uint64_t sum() const { return sum_; }

private:
    std::uint64_t sum_ = 0;
    std::size_t edges_ = 0;
};

// A JSON reader's sink that keeps nothing: the ids are summed, so that they are read.
class DiscardingJsonSink {
public:
    static constexpr bool kKeepsNames = false;
    void reserveNodes(std::size_t) {}
    void reserveEdges(std::size_t) {}
    std::size_t nodeCount() const { return nodes_; }
    std::size_t edgeCount() const { return edges_; }
    Node& newNode() { return node_; }
    void keepNode() {
        ++nodes_;
        sum_ ^= static_cast<std::uint64_t>(node_.id);
    }
    void dropNode() {}
    Edge& newEdge() { return edge_; }
    void keepEdge() {
        ++edges_;
        sum_ ^= static_cast<std::uint64_t>(edge_.id ^ edge_.from ^ (edge_.to << 1));
    }
    void dropEdge() {}
    std::uint64_t sum() const { return sum_; }

private:
    Node node_;
    Edge edge_;
    std::size_t nodes_ = 0, edges_ = 0;
    std::uint64_t sum_ = 0;
};

volatile std::uint64_t idSum = 0;
volatile std::uint64_t valueRead = 0;  // what --value computed, kept so that it is computed

// Edges read by the bare pass over a file (see --bare above).
std::size_t readBare(const std::string& file) {
    const FileText text = readFileText(file, kMaxPictureFileBytes, "a picture");
    if (file.ends_with(".json")) {
        const auto reader = json_reader::readPictureText<DiscardingJsonSink>(
            text.text(), text.capacity(), file, json_windows::MappedTextRelease(text.text().data(), text.mapped()));
        idSum = reader->sink_.sum();
        return reader->sink_.edgeCount();
    }
    DiscardingSink sink;
    detail::EdgeListReader(text.text(), file, sink).read();
    idSum = sink.sum();
    return sink.edges();
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<int> sizes{100000, 1000000, 10000000};
    std::filesystem::path dir = "/tmp/homestead-bench";
    int runs = 5;
    bool bare = false, value = false, index = false;
    std::vector<std::string> formats{"edges", "json"};
    std::vector<bench::IdShape> shapes{bench::IdShape::ascending, bench::IdShape::shuffled, bench::IdShape::sparse};
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--sizes" && i + 1 < argc) sizes = bench::parseSizeList(argv[++i]);
        else if (arg == "--dir" && i + 1 < argc) dir = argv[++i];
        else if (arg == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--format" && i + 1 < argc) formats = {argv[++i]};
        else if (arg == "--shape" && i + 1 < argc) shapes = {bench::idShapeOf(argv[++i])};
        else if (arg == "--bare") bare = true;
        else if (arg == "--value") value = true;
        else if (arg == "--index") index = true;
        else {
            std::fprintf(stderr, "usage: bench_read_ids [--sizes N,N,...] [--format edges|json] [--shape ascending|shuffled|sparse] [--runs R] [--dir D] [--bare | --value | --index]\n");
            return 2;
        }
    }
    std::map<std::tuple<int, std::string, int>, double> best;  // (size, format, shape) -> least ns per edge
    std::map<std::tuple<int, std::string, int>, double> bytes;  // -> bytes of text per edge
    std::map<std::tuple<int, std::string, int>, double> beyond;  // -> least (total - bare) ns per edge
    const auto keepLeast = [](auto& map, const auto& key, double ns) {
        auto [at, fresh] = map.try_emplace(key, ns);
        if (!fresh) at->second = std::min(at->second, ns);
    };
    for (int run = 0; run < runs; ++run)
        for (int size : sizes)
            for (const std::string& format : formats)
                for (bench::IdShape shape : shapes) {
                    const std::string file = bench::idShapeFile(dir, size, shape, format);
                    if (index) {
                        const Picture read = loadPictureFile(file);
                        std::vector<Node> nodes = read.nodes();
                        std::vector<Edge> edges = read.edges();
                        Picture indexed;
                        const double t0 = bench::processCpuMs();
                        const Picture::ListProblems problems = indexed.assignLists(std::move(nodes), std::move(edges));
                        const double ns = (bench::processCpuMs() - t0) * 1e6 / double(read.edgeCount());
                        if (!problems.none()) std::fprintf(stderr, "%s: the lists did not index\n", file.c_str());
                        keepLeast(best, std::tuple{size, format, int(shape)}, ns);
                        bytes[{size, format, int(shape)}] = double(std::filesystem::file_size(file)) / double(read.edgeCount());
                        continue;
                    }
                    const double t0 = bench::processCpuMs();
                    std::size_t edges = 0;
                    Picture p;  // dropped after the time is taken, as before
                    if (bare) {
                        edges = readBare(file);
                    } else if (value) {
                        valueRead = pictureFileValue(file);
                        edges = std::size_t(size);  // bigPicture(size) has `size` edges
                    } else {
                        p = loadPictureFile(file);
                        edges = p.edgeCount();
                    }
                    const double ns = (bench::processCpuMs() - t0) * 1e6 / double(edges);
                    keepLeast(best, std::tuple{size, format, int(shape)}, ns);
                    if (!bare && !value) {
                        const double b0 = bench::processCpuMs();
                        readBare(file);
                        const double bareNs = (bench::processCpuMs() - b0) * 1e6 / double(edges);
                        keepLeast(beyond, std::tuple{size, format, int(shape)}, ns - bareNs);
                    }
                    bytes[{size, format, int(shape)}] = double(std::filesystem::file_size(file)) / double(edges);
                }
    std::printf("%s, CPU ns per edge (user + system), least of %d runs\n",
                bare    ? "the bare pass (file mapped, read, nothing kept)"
                : value ? "the value alone (pictureFileValue: analyse --value's work for one file)"
                : index ? "the id indexes alone (Picture::assignLists of the lists read, no text)"
                        : "reading the picture (loadPictureFile)", runs);
    // One table: a row per size and format, the shapes side by side and their ratios to ascending;
    // with `withBytes`, the text's bytes per edge of each shape too.
    const auto printTable = [&](std::map<std::tuple<int, std::string, int>, double>& ns, bool withBytes) {
        std::printf("%10s %6s %10s %10s %10s %10s %10s %s\n", "edges", "format", "ascending", "shuffled", "sparse",
                    "shuf/asc", "sparse/asc", withBytes ? "text B/edge a/sh/sp" : "");
        for (int size : sizes)
            for (const std::string& format : formats) {
                if (shapes.size() < 3) {
                    for (bench::IdShape shape : shapes)
                        std::printf("%10d %6s %s %.0f\n", size, format.c_str(), bench::idShapeName(shape), ns[{size, format, int(shape)}]);
                    continue;
                }
                const double a = ns[{size, format, 0}], s = ns[{size, format, 1}], r = ns[{size, format, 2}];
                std::printf("%10d %6s %10.0f %10.0f %10.0f %10.2f %10.2f", size, format.c_str(), a, s, r, s / a, r / a);
                if (withBytes)
                    std::printf(" %6.0f %4.0f %4.0f", bytes[{size, format, 0}], bytes[{size, format, 1}], bytes[{size, format, 2}]);
                std::printf("\n");
            }
    };
    printTable(best, true);
    if (beyond.empty()) return 0;
    std::printf("beyond the text: reading the picture minus the bare pass of the same file in the same run, CPU ns per edge, least of %d runs\n", runs);
    printTable(beyond, false);
    return 0;
}
