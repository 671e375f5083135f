// The sentences of transfinite Welter and Nim (see transfinite_text.h). The numbers come from
// transfinite.h and welter.h; the templates from the message catalogue (messages.h).
#include "homestead/transfinite_text.h"

#include "homestead/welter.h"

#include <algorithm>
#include <string_view>

namespace homestead::text {

namespace {

constexpr std::string_view kOplus = " ⊕ ";

// λ as a term of a sum: "2", "(ω+4)".
std::string factor(const Ordinal& o) {
    const std::string s = o.toUnicode();
    return s.find('+') == std::string::npos ? s : "(" + s + ")";
}

std::string joined(const std::vector<std::string>& parts) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i) out += kOplus;
        out += parts[i];
    }
    return out;
}

// A row in a sum: its one coin as a number, several as a bracket; `unknown` (x) joins the bracket.
std::string rowTerm(const std::vector<std::int64_t>& squares, const std::string& unknown = {}) {
    if (unknown.empty() && squares.size() == 1) return std::to_string(squares.front());
    if (!unknown.empty() && squares.empty()) return unknown;
    return welterBracket(squares, unknown);
}

std::vector<std::int64_t> without(std::vector<std::int64_t> squares, std::int64_t m) {
    squares.erase(std::find(squares.begin(), squares.end(), m));
    return squares;
}

std::vector<std::int64_t> with(std::vector<std::int64_t> squares, std::int64_t m) {
    squares.insert(std::lower_bound(squares.begin(), squares.end(), m), m);
    return squares;
}

// The power ω^k as written: "1", "ω", "ω²".
std::string power(std::size_t k) {
    std::vector<std::int64_t> c(k + 1, 0);
    c[k] = 1;
    return Ordinal::fromCoefficients(std::move(c)).toUnicode();
}

}  // namespace

std::string transfiniteRowName(const Ordinal& lambda) { return lambda.timesOmegaPlus(0).toUnicode(); }

std::string welterBracket(const std::vector<std::int64_t>& squares, const std::string& unknown) {
    std::string out = "[";
    bool first = true;
    if (!unknown.empty()) {
        out += unknown;
        first = false;
    }
    for (std::int64_t s : squares) {
        if (!first) out += '|';
        out += std::to_string(s);
        first = false;
    }
    return out + "]";
}

std::vector<std::string> transfiniteWelterWorking(const std::vector<Ordinal>& coins, Language language) {
    if (coins.empty()) return {message(language, Msg::TransfiniteNoCoins)};
    const transfinite::WelterRows rows = transfinite::welterRows(coins);
    std::vector<std::string> lines, lambdas, values;
    for (const auto& row : rows.rows) {
        lines.push_back(message(language, Msg::TransfiniteRow,
                                {transfiniteRowName(row.lambda), welterBracket(row.squares), std::to_string(row.value)}));
        values.push_back(std::to_string(row.value));
    }
    std::vector<Ordinal> sorted = coins;
    std::sort(sorted.begin(), sorted.end());
    for (const auto& coin : sorted) lambdas.push_back(factor(coin.divideByOmega()));
    const Ordinal value = rows.lambdaSum.timesOmegaPlus(rows.finiteSum);
    lines.push_back(message(language, Msg::TransfiniteWelterSum,
                            {joined(lambdas), joined(values), factor(rows.lambdaSum), std::to_string(rows.finiteSum),
                             value.toUnicode()}));
    return lines;
}

std::string transfiniteWelterRule(Language language) { return message(language, Msg::TransfiniteWelterRule); }

std::vector<std::string> transfiniteNimWorking(const std::vector<Ordinal>& heaps, Language language) {
    if (heaps.empty()) return {message(language, Msg::TransfiniteNoHeaps)};
    std::size_t degree = 0;
    for (const auto& h : heaps) degree = std::max(degree, h.coefficients().size());
    const Ordinal sum = transfinite::nimSum(heaps);
    std::vector<std::string> lines;
    for (std::size_t k = std::max<std::size_t>(degree, 1); k-- > 0;) {
        std::vector<std::string> parts;
        for (const auto& h : heaps) parts.push_back(std::to_string(h.coefficient(k)));
        lines.push_back(message(language, Msg::TransfiniteNimColumn,
                                {power(k), joined(parts), std::to_string(sum.coefficient(k))}));
    }
    lines.push_back(message(language, Msg::TransfiniteNimSum, {sum.toUnicode()}));
    return lines;
}

std::string transfiniteOutcome(const Ordinal& value, bool nim, Language language) {
    if (value.isZero()) return message(language, nim ? Msg::TransfiniteNimSumLoses : Msg::TransfiniteValueLoses);
    return message(language, nim ? Msg::TransfiniteNimSumWins : Msg::TransfiniteValueWins, {value.toUnicode()});
}

std::string transfiniteWelterMove(const std::vector<Ordinal>& coins, const transfinite::OrdinalMove& move,
                                  Language language) {
    const transfinite::WelterRows rows = transfinite::welterRows(coins);
    const Ordinal fromRow = move.from.divideByOmega(), toRow = move.to.divideByOmega();
    const std::int64_t m = move.from.finitePart(), x = move.to.finitePart();
    if (fromRow == toRow) {
        // The rows after the move, each as a term and as its value.
        std::vector<std::string> terms, values;
        for (const auto& row : rows.rows) {
            const std::vector<std::int64_t> squares = row.lambda == fromRow ? with(without(row.squares, m), x) : row.squares;
            terms.push_back(rowTerm(squares));
            values.push_back(std::to_string(welter::value(squares)));
        }
        return message(language, Msg::TransfiniteMoveInRow,
                       {move.from.toUnicode(), move.to.toUnicode(), transfiniteRowName(fromRow), joined(terms), joined(values)});
    }
    std::vector<std::string> terms;
    bool targetSeen = false;
    for (const auto& row : rows.rows) {
        if (!targetSeen && toRow < row.lambda) {
            terms.push_back("x");  // the target row was empty: x alone, in its place
            targetSeen = true;
        }
        if (row.lambda == toRow) {
            terms.push_back(rowTerm(row.squares, "x"));
            targetSeen = true;
            continue;
        }
        const std::vector<std::int64_t> squares = row.lambda == fromRow ? without(row.squares, m) : row.squares;
        if (!squares.empty()) terms.push_back(rowTerm(squares));
    }
    if (!targetSeen) terms.push_back("x");
    return message(language, Msg::TransfiniteMoveAcross,
                   {move.from.toUnicode(), move.to.toUnicode(), transfiniteRowName(fromRow), transfiniteRowName(toRow),
                    factor(fromRow), factor(rows.lambdaSum), toRow.toUnicode(), joined(terms), std::to_string(x)});
}

std::string transfiniteNimMove(const std::vector<Ordinal>& heaps, const transfinite::OrdinalMove& move,
                               Language language) {
    const Ordinal sum = transfinite::nimSum(heaps);
    return message(language, Msg::TransfiniteNimMoveText,
                   {move.from.toUnicode(), move.to.toUnicode(), factor(move.from), factor(sum)});
}

std::vector<std::string> transfiniteGoodMoves(const std::vector<Ordinal>& coins, bool nim, Language language) {
    std::vector<transfinite::OrdinalMove> moves = nim ? transfinite::nimGoodMoves(coins) : transfinite::welterGoodMoves(coins);
    moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
    if (moves.empty()) return {message(language, nim ? Msg::TransfiniteNimNoGoodMove : Msg::TransfiniteNoGoodMove)};
    std::vector<std::string> out;
    for (const auto& move : moves)
        out.push_back(nim ? transfiniteNimMove(coins, move, language) : transfiniteWelterMove(coins, move, language));
    return out;
}

std::string transfiniteMisereNotCovered(Language language) { return message(language, Msg::TransfiniteMisere); }

std::vector<Ordinal> abukuWelterExample() {
    return {Ordinal(1), Ordinal::parse("w*2+4"), Ordinal::parse("w*2+9"), Ordinal::parse("w^2+w*4+16"),
            Ordinal::parse("w^2+w*5+25")};
}

std::vector<Ordinal> abukuNimExample() {
    return {Ordinal(1), Ordinal::parse("w*2+4"), Ordinal::parse("w^2*3+9"), Ordinal::parse("w^2*2+w*4+16"),
            Ordinal::parse("w^2+w*5+25")};
}

std::string abukuSlip(Language language) {
    // The paper's step: 1 ⊕ [4|9] ⊕ [x|16] = 0, i.e. [x|16] = 1 ⊕ [4|9]; it took x = 6.
    const std::vector<Ordinal> coins = abukuWelterExample();
    const transfinite::OrdinalMove good = transfinite::welterGoodMoves(coins).front();
    const std::int64_t paperX = 6, other = 16;
    const std::vector<std::int64_t> paperPair{paperX, other};
    const std::int64_t need = welter::value(std::vector<std::int64_t>{1}) ^ welter::value(std::vector<std::int64_t>{4, 9});
    const std::string equation = "1" + std::string(kOplus) + welterBracket({4, 9}) + std::string(kOplus) + welterBracket({other}, "x");
    return message(language, Msg::TransfiniteAbukuSlip,
                   {std::to_string(paperX), std::to_string(other), std::to_string(welter::value(paperPair)),
                    std::to_string(need), equation, std::to_string(welter::solve(std::vector<std::int64_t>{other}, need)),
                    good.from.toUnicode(), good.to.toUnicode(), std::to_string(paperX ^ other)});
}

}  // namespace homestead::text
