// homestead-cli nim: the nim-sum of some heaps and the winning moves in normal and misère play
// (nim.h), or with --transfinite the nim-sum of ordinal heaps below ω^ω and the good moves.
#include "command.h"
#include "language_option.h"

#include "homestead/outcome_text.h"
#include "homestead/display_text.h"
#include "homestead/nim_columns.h"
#include "homestead/nim_text.h"

#include "homestead/nim.h"
#include "homestead/ordinal.h"
#include "homestead/transfinite.h"

#include <charconv>
#include <ostream>
#include <string>
#include <vector>

namespace homestead::cli {
namespace {

void printMoves(std::ostream& out, const std::vector<nim::NimMove>& moves, bool json,
                Language language = Language::English) {
    if (json) {
        out << '[';
        for (std::size_t i = 0; i < moves.size(); ++i)
            out << (i ? ", " : "") << "{\"heap\": " << moves[i].heap << ", \"from\": " << moves[i].from
                << ", \"to\": " << moves[i].to << '}';
        out << ']';
        return;
    }
    if (moves.empty()) out << message(language, Msg::CliNone);
    for (std::size_t i = 0; i < moves.size(); ++i)
        out << (i ? ", " : "")
            << message(language, Msg::CliHeapMove,
                       {std::to_string(moves[i].heap + 1), std::to_string(moves[i].from), std::to_string(moves[i].to)});
}

int runTransfinite(const std::vector<std::string>& words, bool json, std::ostream& out, Language language) {
    std::vector<Ordinal> heaps;
    for (std::size_t i = 0; i < words.size(); ++i) {
        try {
            heaps.push_back(Ordinal::parse(words[i]));
        } catch (const OrdinalError& error) {
            throw usageError("nim --transfinite", ErrorPhrase(Msg::UseArgument, {std::to_string(i + 1)}), error);
        }
    }
    const Ordinal sum = transfinite::nimSum(heaps);
    const auto moves = transfinite::nimGoodMoves(heaps);
    if (json) {
        out << "{\"heaps\": [";
        for (std::size_t i = 0; i < heaps.size(); ++i) out << (i ? ", " : "") << '"' << heaps[i].toAscii() << '"';
        out << "], \"nim_sum\": \"" << sum.toAscii() << "\", \"good_moves\": [";
        for (std::size_t i = 0; i < moves.size(); ++i)
            out << (i ? ", " : "") << "{\"from\": \"" << moves[i].from.toAscii() << "\", \"to\": \""
                << moves[i].to.toAscii() << "\"}";
        out << "]}\n";
        return 0;
    }
    out << message(language, Msg::CliHeaps);
    for (std::size_t i = 0; i < heaps.size(); ++i) out << (i ? ", " : "") << heaps[i].toUnicode();
    out << "\n" << message(language, Msg::CliNimSum) << sum.toUnicode()
        << "  (" << text::positionClass(sum.isZero(), language) << ")"
        << "\n" << message(language, Msg::CliGoodMoves);
    if (moves.empty()) out << message(language, Msg::CliNone);
    for (std::size_t i = 0; i < moves.size(); ++i)
        out << (i ? ", " : "") << moves[i].from.toUnicode() << " → " << moves[i].to.toUnicode();
    out << "\n";
    return 0;
}

int run(const std::vector<std::string>& given, std::istream&, std::ostream& out, std::ostream&) {
    const std::vector<std::string>& args = given;
    const Language language = chosenLanguage();
    bool json = false, transfiniteMode = false;
    std::vector<std::string> words;
    for (const auto& arg : args) {
        if (arg == "--json") json = true;
        else if (arg == "--transfinite") transfiniteMode = true;
        else if (arg.size() > 2 && arg.rfind("--", 0) == 0)
            throw usageError("nim", Msg::UseUnknownOptionSee, {quote(arg), "nim"});
        else words.push_back(arg);
    }
    if (words.empty()) throw usageError("nim", Msg::UseNoHeaps);
    if (transfiniteMode) return runTransfinite(words, json, out, language);
    std::vector<std::int64_t> heaps;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& w = words[i];
        std::int64_t heap = 0;
        auto [ptr, ec] = std::from_chars(w.data(), w.data() + w.size(), heap);
        if (ptr != w.data() + w.size() || w.empty() || ec != std::errc() || heap < 0)
            throw usageError("nim", Msg::UseNotHeapSize, {std::to_string(i + 1), quote(w)});
        heaps.push_back(heap);
    }
    const auto sum = nim::nimSum(heaps);
    const auto moves = nim::nimWinningMoves(heaps);
    const auto misere = nim::misereNimWinningMoves(heaps);
    if (json) {
        out << "{\"heaps\": [";
        for (std::size_t i = 0; i < heaps.size(); ++i) out << (i ? ", " : "") << heaps[i];
        out << "], \"nim_sum\": " << sum << ", \"winning_moves\": ";
        printMoves(out, moves, true);
        out << ", \"misere_winning_moves\": ";
        printMoves(out, misere, true);
        out << "}\n";
        return 0;
    }
    out << message(language, Msg::CliHeaps);
    for (std::size_t i = 0; i < heaps.size(); ++i) out << (i ? " " : "") << heaps[i];
    out << "\n" << message(language, Msg::CliNimSum) << sum
        << "  (" << text::positionClass(sum == 0, language) << ")"
        << "\n" << message(language, Msg::CliWinningMoves);
    printMoves(out, moves, false, language);
    out << "\n" << message(language, Msg::CliMisereWinningMoves);
    printMoves(out, misere, false, language);
    // Why, in words: the nim-sum, the column that decides and what each heap that can use it takes.
    out << "\n" << message(language, Msg::CliWhy) << text::nimSumEquation(heaps, language) << ". "
        << text::leftmostOddColumn(nimHeapColumns(heaps), language);
    out << "\n";
    return 0;
}

const CommandRegistration registration{Command{
    "nim",
    [](Language l) { return message(l, Msg::HelpNimSynopsis); },
    [](Language l) { return message(l, Msg::HelpNim, {languageHelp(18, l)}); },
    run}};

}  // namespace
}  // namespace homestead::cli
