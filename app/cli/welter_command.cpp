// homestead-cli welter: the value of a Welter position, its mating-method decomposition and its
// winning moves (normal, misère, or to any target value), and the transfinite game with
// --transfinite. The JSON output is the contract of shared/DESIGN.md. Reading and writing are
// hand-rolled (from_chars / to_chars into one buffer) so that 10^6 coins from stdin take well under
// a second in all; the mathematics is welter.h (O(n·B)).
#include "command.h"
#include "language_option.h"

#include "homestead/text_append.h"
#include "homestead/outcome_text.h"
#include "homestead/display_text.h"

#include "homestead/ordinal.h"
#include "homestead/text_input.h"
#include "homestead/transfinite.h"
#include "homestead/welter.h"

#include <algorithm>
#include <charconv>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace homestead::cli {
namespace {

using welter::Move;
using welter::Square;

constexpr std::size_t kTextListLimit = 1000;  // text output lists coins and mates up to this many
constexpr std::size_t kWorkingLines = 12;     // how the pairs are found: the first pairs, then a count
constexpr std::size_t kMovesSaid = 3;         // winning moves said in words
// Standard input: 10^7 squares of 19 digits fit; an endless stream is refused, not read into memory.
constexpr std::size_t kMaxSquaresInputBytes = std::size_t{256} << 20;

// Squares from standard input (welter::parseSquareList); at most kMaxSquaresInputBytes of it, the
// limit enforced while reading.
// Every error names standard input, in the language chosen.
void readSquares(std::istream& in, std::vector<Square>& coins, Language language) {
    try {
        const std::string source = message(language, Msg::UseStandardInput);
        const auto squares = welter::parseSquareList(readLimitedStream(in, kMaxSquaresInputBytes, source));
        coins.insert(coins.end(), squares.begin(), squares.end());
    } catch (const FormatError& error) {
        throw usageError("welter", error);
    } catch (const welter::WelterError& error) {  // "number 3" becomes "standard input, number 3"
        ErrorParts parts = error.parts();
        parts.front() = ErrorPhrase(Msg::UseStandardInputAt, {parts.front()});
        throw usageError("welter", welter::WelterError(std::move(parts)));
    }
}

void appendMoves(std::string& out, const std::vector<Move>& moves) {
    out += '[';
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i) out += ", ";
        out += "{\"from\": ";
        appendNumber(out, moves[i].from);
        out += ", \"to\": ";
        appendNumber(out, moves[i].to);
        out += '}';
    }
    out += ']';
}

void appendMovesText(std::string& out, const std::vector<Move>& moves, Language language) {
    if (moves.empty()) {
        out += message(language, Msg::CliNone);
        return;
    }
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i) out += ", ";
        appendNumber(out, moves[i].from);
        out += " → ";
        appendNumber(out, moves[i].to);
    }
}

int runTransfinite(const std::vector<std::string>& words, bool json, std::ostream& out, Language language) {
    std::vector<Ordinal> coins;
    for (std::size_t i = 0; i < words.size(); ++i) {
        try {
            coins.push_back(Ordinal::parse(words[i]));
        } catch (const OrdinalError& error) {
            throw usageError("welter --transfinite", ErrorPhrase(Msg::UseArgument, {std::to_string(i + 1)}), error);
        }
    }
    if (coins.empty()) throw usageError("welter --transfinite", Msg::UseNoTransfiniteCoins);
    std::sort(coins.begin(), coins.end());
    for (std::size_t i = 1; i < coins.size(); ++i)
        if (coins[i] == coins[i - 1])
            throw usageError("welter --transfinite", Msg::WelterSquareTwiceShort, {coins[i].toAscii()});
    const Ordinal value = transfinite::welterValue(coins);
    const auto moves = transfinite::welterGoodMoves(coins);
    if (json) {
        out << "{\"coins\": [";
        for (std::size_t i = 0; i < coins.size(); ++i) out << (i ? ", " : "") << '"' << coins[i].toAscii() << '"';
        out << "], \"value\": \"" << value.toAscii() << "\", \"good_moves\": [";
        for (std::size_t i = 0; i < moves.size(); ++i)
            out << (i ? ", " : "") << "{\"from\": \"" << moves[i].from.toAscii() << "\", \"to\": \""
                << moves[i].to.toAscii() << "\"}";
        out << "]}\n";
        return 0;
    }
    out << message(language, Msg::CliCoins);
    for (std::size_t i = 0; i < coins.size(); ++i) out << (i ? ", " : "") << coins[i].toUnicode();
    out << "\n" << message(language, Msg::CliValue) << value.toUnicode()
        << "  (" << text::positionClass(value.isZero(), language) << ")\n";
    out << message(language, Msg::CliGoodMoves);
    if (moves.empty()) out << message(language, Msg::CliNone);
    for (std::size_t i = 0; i < moves.size(); ++i)
        out << (i ? ", " : "") << moves[i].from.toUnicode() << " → " << moves[i].to.toUnicode();
    out << "\n";
    return 0;
}

int run(const std::vector<std::string>& given, std::istream& in, std::ostream& out, std::ostream&) {
    const std::vector<std::string>& args = given;
    const Language language = chosenLanguage();
    bool json = false, misere = false, transfiniteMode = false, fromStdin = false;
    std::optional<std::int64_t> target;
    std::vector<std::string> words;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--json") json = true;
        else if (arg == "--misere") misere = true;
        else if (arg == "--transfinite") transfiniteMode = true;
        else if (arg == "--target") {
            if (i + 1 == args.size()) throw usageError("welter", Msg::UseTargetNeedsValue);
            const std::string& text = args[++i];
            std::int64_t t = 0;
            auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), t);
            if (ptr != text.data() + text.size() || text.empty() || ec != std::errc() || t < 0)
                throw usageError("welter", Msg::UseNotNaturalNumber, {quote(text)});
            target = t;
        } else if (arg == "-") fromStdin = true;
        else if (arg.size() > 2 && arg.rfind("--", 0) == 0)
            throw usageError("welter", Msg::UseUnknownOptionSee, {quote(arg), "welter"});
        else words.push_back(arg);
    }
    if (transfiniteMode) {
        if (misere || target || fromStdin)
            throw usageError("welter --transfinite", Msg::UseTransfiniteFiniteOnly);
        return runTransfinite(words, json, out, language);
    }

    std::vector<Square> coins;
    coins.reserve(words.size());
    for (std::size_t i = 0; i < words.size(); ++i) {
        try {
            coins.push_back(welter::parseSquare(words[i]));
        } catch (const welter::WelterError& error) {
            throw usageError("welter", ErrorPhrase(Msg::UseArgument, {std::to_string(i + 1)}), error);
        }
    }
    if (fromStdin) readSquares(in, coins, language);
    if (coins.empty() && !fromStdin)
        throw usageError("welter", Msg::UseNoSquares);
    try {
        coins = welter::normalisePosition(std::move(coins));
    } catch (const welter::WelterError& error) {
        throw usageError("welter", error);
    }

    const auto evaluation = welter::evaluate(coins, 0);
    std::vector<Move> toTarget, misereMoves;
    if (target) toTarget = welter::movesToTarget(coins, *target);
    if (misere) misereMoves = welter::misereWinningMoves(coins);

    std::string text;
    text.reserve(coins.size() * 36 + 256);
    if (json) {
        text += "{\"coins\": [";
        for (std::size_t i = 0; i < coins.size(); ++i) {
            if (i) text += ", ";
            appendNumber(text, coins[i]);
        }
        text += "], \"value\": ";
        appendNumber(text, evaluation.value);
        text += ", \"winning_moves\": ";
        appendMoves(text, evaluation.moves);
        if (target) {
            text += ", \"moves_to_target\": ";
            appendMoves(text, toTarget);
        }
        if (misere) {
            text += ", \"misere_winning_moves\": ";
            appendMoves(text, misereMoves);
        }
        text += "}\n";
        out << text;
        return 0;
    }

    text += message(language, Msg::CliCoins);
    if (coins.size() <= kTextListLimit) {
        for (std::size_t i = 0; i < coins.size(); ++i) {
            if (i) text += ' ';
            appendNumber(text, coins[i]);
        }
        if (coins.empty()) text += message(language, Msg::CliNone);
    } else {
        text += message(language, Msg::CliListedUpTo, {std::to_string(coins.size()), std::to_string(kTextListLimit)});
    }
    text += "\n" + message(language, Msg::CliValue);
    appendNumber(text, evaluation.value);
    text += "  (" + text::positionClass(evaluation.value == 0, language) + ")";
    text += "\n" + message(language, Msg::CliMating);
    if (coins.size() <= kTextListLimit) {
        const welter::Mating mating = welter::matingMethod(coins);
        text += text::matingEquation(mating, language);
        const std::vector<std::string> working = text::matingWorking(mating, language);
        for (std::size_t i = 0; i < working.size() && i < kWorkingLines; ++i) text += "\n  " + working[i];
        if (working.size() > kWorkingLines)
            text += "\n  " + message(language, Msg::CliMoreTerms, {std::to_string(working.size() - kWorkingLines)});
    } else {
        text += message(language, Msg::CliShownUpTo, {std::to_string(kTextListLimit)});
    }
    text += "\n" + message(language, Msg::CliWinningMoves);
    appendMovesText(text, evaluation.moves, language);
    if (!evaluation.moves.empty()) {
        text += "\n" + message(language, Msg::CliToWin);
        for (std::size_t i = 0; i < evaluation.moves.size() && i < kMovesSaid; ++i)
            text += (i ? message(language, Msg::CliOr) : "") + text::welterMoveText(evaluation.moves[i], language);
        if (evaluation.moves.size() > kMovesSaid)
            text += message(language, Msg::CliOtherWinningMoves, {std::to_string(evaluation.moves.size() - kMovesSaid)});
        text += message(language, Msg::CliValueBecomesZero);
    }
    if (target) {
        text += "\n" + message(language, Msg::CliMovesToValue, {std::to_string(*target)});
        appendMovesText(text, toTarget, language);
    }
    if (misere) {
        const bool fickle = welter::isFickle(coins);
        const bool p = fickle ? evaluation.value == 1 : evaluation.value == 0;
        text += "\n" + message(language, Msg::CliMisere) + message(language, fickle ? Msg::CliFickle : Msg::CliNotFickle) +
                ", " + text::positionClass(p, language);
        text += "\n" + message(language, Msg::CliMisereWinningMoves);
        appendMovesText(text, misereMoves, language);
    }
    text += '\n';
    out << text;
    return 0;
}

const CommandRegistration registration{Command{
    "welter",
    [](Language l) { return message(l, Msg::HelpWelterSynopsis); },
    [](Language l) { return message(l, Msg::HelpWelter, {languageHelp(18, l)}); },
    run}};

}  // namespace
}  // namespace homestead::cli
