// homestead-cli analyse: the Hackenbush analysis of a picture — value, parts, each edge's stress and
// weight, concyclic classes, winning moves — as text for a person or as the JSON of the contract
// (shared/DESIGN.md). JSON is written by hand, numbers by std::to_chars: a 10^6-edge picture prints in a
// fraction of a second.
#include "command.h"
#include "language_option.h"
#include "command_output.h"
#include "picture_input.h"

#include "homestead/compact_analysis.h"
#include "homestead/outcome_text.h"
#include "homestead/display_text.h"
#include "homestead/format_error.h"
#include "homestead/picture_analysis.h"
#include "homestead/picture_value.h"
#include "homestead/text_append.h"
#include "homestead/text_input.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <iomanip>
#include <memory>
#include <ostream>
#include <sstream>

namespace homestead::cli {
namespace {

// A name or title from the file, as the text output shows it: a newline, a NUL or a control
// character in it is escaped, so every line of the report stays one line (nothing is shortened).
std::string shownName(const std::string& name) { return displayText(name, std::string::npos); }

std::string edgeLabel(const Picture& picture, EdgeId id) {
    const Edge& edge = picture.edge(id);
    return edge.name.empty() ? std::to_string(id) : std::to_string(id) + " (" + shownName(edge.name) + ")";
}

// The JSON of the contract, handed to `out` a megabyte at a time (putOutput), which streams it by
// then: no block of the whole output's size is ever needed (at 10^7 edges it is 480 MB). `loads`,
// if given, holds each edge's load in the analysis's order (ascending ids).
void writeJson(std::ostream& out, const CompactAnalysis& a, const std::vector<std::vector<EdgeId>>* loads) {
    constexpr std::size_t kPart = std::size_t{1} << 20;
    std::string s;
    auto handOver = [&](bool force) {
        if (!force && s.size() < kPart) return;
        putOutput(out, std::move(s));
        s = std::string();
        s.reserve(kPart + 256);
    };
    s.reserve(kPart + 256);
    s += "{\"value\": ";
    appendNumber(s, a.value);
    s += ", \"edges\": [";
    bool first = true;
    for (std::size_t i = 0; i < a.edgeCount(); ++i) {
        if (!a.standing(i)) continue;
        appendParts(s, first ? "\n  {\"id\": " : ",\n  {\"id\": ", a.id(i), ", \"stress\": ", a.stress[i],
                    ", \"weight\": ", weightOfStress(a.stress[i]));
        first = false;
        if (loads) {
            s += ", \"load\": ";
            appendNumberList(s, (*loads)[i]);
        }
        s += '}';
        handOver(false);
    }
    s += "],\n \"classes\": [";
    for (std::size_t c = 0; c < a.classes.size(); ++c) {
        if (c) s += ", ";
        appendNumberList(s, a.classes[c]);
        handOver(false);
    }
    s += "],\n \"winning_moves\": ";
    appendNumberList(s, a.winningMoves);
    s += ",\n \"floating\": ";
    appendNumberList(s, a.floating);
    s += "}\n";
    handOver(true);
}

// The report for a person, built as one string like the JSON (numbers by std::to_chars): written
// through std::ostream and std::setw, the table was most of the command's output time on large
// pictures (docs/performance.md).
void writeText(std::ostream& out, const Picture& picture, const Analysis& a,
               const std::vector<std::vector<EdgeId>>* loads, Language language) {
    // The words of the table's rows, looked up once (a million rows repeat them).
    const std::string classWord = message(language, Msg::CliClass), bridgeWord = message(language, Msg::CliBridge),
                      winningWord = message(language, Msg::CliWinning),
                      floatingRow = message(language, Msg::CliFloatingRow), loadWord = message(language, Msg::CliLoad);
    std::string s;
    s.reserve(64 * picture.edgeCount() + 1024);  // 55 characters an edge in random pictures of 10^6
    const std::size_t standing = a.edges.size() - a.floating.size();
    if (!picture.title.empty()) s += shownName(picture.title) + "\n";
    appendParts(s, message(language, Msg::CliAnalyseValue), a.value, "  (", standing,
                countMessage(language, Msg::CliStandingEdges, standing));
    if (!a.floating.empty()) appendParts(s, ", ", a.floating.size(), message(language, Msg::CliFloating));
    s += ")\n";
    s += text::valueOutcome(a.value, language) + "\n";
    s += "\n" + message(language, Msg::CliAnalyseWinningMoves);
    if (a.winningMoves.empty()) s += message(language, Msg::CliNone);
    const std::string chop = message(language, Msg::CliChop);
    for (std::size_t i = 0; i < a.winningMoves.size(); ++i) s += (i ? ", " : "") + chop + edgeLabel(picture, a.winningMoves[i]);
    s += "\n\n" + message(language, Msg::CliParts) + "\n";
    // "  part {1}: value {2}, " cut at its two arguments once, so a million parts cost no look-up each.
    const std::string part = message(language, Msg::CliPart, {"\x01", "\x02"});
    const std::size_t first = part.find('\x01'), second = part.find('\x02');
    const std::string beforeNumber = part.substr(0, first), beforeValue = part.substr(first + 1, second - first - 1),
                      afterValue = part.substr(second + 1);
    const std::string oneEdge = countMessage(language, Msg::CliPartEdges, 1),
                      edges = countMessage(language, Msg::CliPartEdges, 2);
    for (std::size_t p = 0; p < a.parts.size(); ++p) {
        const std::size_t count = a.parts[p].edges.size();
        appendParts(s, beforeNumber, p + 1, beforeValue, a.parts[p].value, afterValue, count,
                    pluralForm(language, count) == Plural::One ? oneEdge : edges);
        appendNumberList(s, a.parts[p].edges);
        s += '\n';
    }
    s += "\n" + message(language, Msg::CliEdgesHeading) + "\n";
    s += message(language, Msg::CliEdgesColumns) + "\n";
    for (std::size_t e = 0; e < a.edges.size(); ++e) {
        const EdgeAnalysis& x = a.edges[e];
        s += "  ";
        appendNumberRight(s, x.id, 8);
        if (!x.standing) {
            s += floatingRow;
        } else {
            appendNumberRight(s, x.stress, 10);
            appendNumberRight(s, x.weight, 10);
            if (x.onCycle) appendParts(s, classWord, x.concyclicClass + 1);
            else s += bridgeWord;
            if (x.winning) s += winningWord;
        }
        if (const std::string& name = picture.edges()[e].name; !name.empty()) s += "  \"" + shownName(name) + "\"";
        if (loads && x.standing) {
            s += loadWord;
            appendNumberList(s, (*loads)[e]);
        }
        s += '\n';
    }
    s += "\n" + message(language, Msg::CliClassesHeading);
    if (a.classes.empty()) s += message(language, Msg::CliClassesNone);
    s += '\n';
    for (std::size_t c = 0; c < a.classes.size(); ++c) {
        appendParts(s, classWord, c + 1, ": ");
        appendNumberList(s, a.classes[c]);
        s += '\n';
    }
    putOutput(out, std::move(s));
}

// --value FILE...: one line per file, "VALUE  FILE" (or {"file": F, "value": V} with --json); a
// file that cannot be read gets its one line on stderr, the others are still answered, and the
// status is then 2.
int runValues(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    bool json = false;
    std::vector<std::string> files;
    for (const std::string& arg : args) {
        if (arg == "--value") continue;
        if (arg == "--json") json = true;
        else if (arg.size() > 1 && arg[0] == '-')
            throw usageError("analyse --value", Msg::UseNotWithValue, {quote(arg)});
        else files.push_back(arg);
    }
    if (files.empty()) throw usageError("analyse --value", Msg::UseNoPictureFiles);
    int status = 0;
    std::string line;
    for (const std::string& file : files) {
        std::uint64_t value;
        try {
            value = pictureFileValue(file);
        } catch (const std::exception& error) {
            err << "homestead-cli: " << errorText(error, chosenLanguage()) << '\n';  // (--lang's, English without)
            status = 2;
            continue;
        }
        line.clear();
        if (json) {
            line += "{\"file\": ";
            appendJsonString(line, file);
            appendParts(line, ", \"value\": ", value, "}\n");
        } else {
            appendParts(line, value, "  ", displayPath(file), '\n');
        }
        out << line;
    }
    return status;
}

int run(const std::vector<std::string>& given, std::istream& in, std::ostream& out, std::ostream& err) {
    const std::vector<std::string>& args = given;
    const Language language = chosenLanguage();
    if (std::find(args.begin(), args.end(), "--value") != args.end()) return runValues(args, out, err);
    using Clock = std::chrono::steady_clock;
    auto ms = [](Clock::time_point a, Clock::time_point b) {
        return std::chrono::duration<double, std::milli>(b - a).count();
    };
    // The process's CPU time beside the wall clock: on a busy machine the wall clock measures the
    // waiting too, and each phase runs on one thread.
    auto cpu = [] {
        timespec t{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
    };
    const double c0 = cpu();
    PictureArguments arguments =
        parsePictureArguments("analyse", args, {"--json", "--loads", "--timings"}, {});
    const bool wantLoads = arguments.flags.count("--loads") != 0;
    const bool json = arguments.flags.count("--json") != 0;
    auto t0 = Clock::now();
    // JSON without loads needs nothing of the picture but what the analysis reads: the edges' ends,
    // taken as the picture is let go, or read from a .edges file without building a picture at all;
    // and it prints the analysis in compact form (compact_analysis.h). The peak memory is then the
    // analysis's own, not the picture's (10^7 edges: 56-byte edges and 72-byte nodes).
    const bool compact = json && !wantLoads;
    PictureEnds ends;
    Picture picture;
    if (compact) ends = arguments.file ? pictureFileEnds(*arguments.file) : endsOf(loadPicture(arguments, in));
    else picture = loadPicture(arguments, in);
    const std::size_t edgeCount = compact ? ends.edgeCount() : picture.edgeCount();
    auto t1 = Clock::now();
    const double c1 = cpu();
    // With --loads, the artifact the window reads (the load of every edge is a range of it).
    std::shared_ptr<const PictureAnalysis> artifact;
    Analysis alone;
    CompactAnalysis table;
    if (compact) table = analyseCompactly(std::move(ends));
    else if (wantLoads) artifact = PictureAnalysis::of(std::move(picture));
    else alone = analyse(picture);
    if (json && wantLoads) table = compactOf(artifact->analysis());
    auto t2 = Clock::now();
    const double c2 = cpu();
    std::vector<std::vector<EdgeId>> allLoads;  // in the order the output lists the edges
    if (wantLoads) {
        allLoads.reserve(edgeCount);
        if (json) {
            for (std::size_t i = 0; i < table.edgeCount(); ++i) allLoads.push_back(artifact->sortedLoad(table.id(i)));
        } else {
            for (const Edge& e : artifact->picture().edges()) allLoads.push_back(artifact->sortedLoad(e.id));
        }
    }
    auto t3 = Clock::now();
    const double c3 = cpu();
    if (json) {
        streamOutput(out);  // the analysis is made: nothing but a write can fail from here on
        writeJson(out, table, wantLoads ? &allLoads : nullptr);
    } else {
        writeText(out, artifact ? artifact->picture() : picture, artifact ? artifact->analysis() : alone,
                  wantLoads ? &allLoads : nullptr, language);
    }
    auto t4 = Clock::now();
    const double c4 = cpu();
    if (arguments.flags.count("--timings")) {
        std::ostringstream line;
        line << std::fixed << std::setprecision(1) << "timings: " << edgeCount << " edges; parse "
             << ms(t0, t1) << " ms, analyse " << ms(t1, t2) << " ms";
        if (wantLoads) line << ", loads " << ms(t2, t3) << " ms";
        line << ", output " << ms(t3, t4) << " ms, total " << ms(t0, t4) << " ms; CPU: parse " << c1 - c0
             << " ms, analyse " << c2 - c1 << " ms";
        if (wantLoads) line << ", loads " << c3 - c2 << " ms";
        line << ", output " << c4 - c3 << " ms\n";
        err << line.str();
    }
    return 0;
}

CommandRegistration registration{Command{
    "analyse",
    [](Language l) { return message(l, Msg::HelpAnalyseSynopsis, {message(l, Msg::HelpPictureSourceSynopsis)}); },
    [](Language l) { return message(l, Msg::HelpAnalyse, {message(l, Msg::HelpPictureSource), languageHelp(19, l)}); },
    run}};

}  // namespace
}  // namespace homestead::cli
