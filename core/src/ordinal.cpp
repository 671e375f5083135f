// Ordinals below ω^ω: see ordinal.h. The parser is a small hand-written scanner over UTF-8 text.
#include "homestead/ordinal.h"

#include "homestead/display_text.h"

#include <algorithm>
#include <charconv>
#include <utility>

namespace homestead {

OrdinalError::OrdinalError(ErrorParts parts)
    : std::invalid_argument(joinedErrorText(parts, Language::English)), WordedError(std::move(parts)) {}

namespace {

const char* const kSuperscripts[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};

struct Scanner {
    const std::string& text;
    std::size_t pos = 0;

    [[noreturn]] void fail(Msg what) const {
        throw OrdinalError(ErrorParts{ErrorPhrase(Msg::OrdinalAt, {quote(text), std::to_string(pos + 1)}), what});
    }
    void skipSpaces() {
        while (pos < text.size() && text[pos] == ' ') ++pos;
    }
    bool eat(const std::string& token) {
        skipSpaces();
        if (text.compare(pos, token.size(), token) == 0) {
            pos += token.size();
            return true;
        }
        return false;
    }
    bool atDigit() {
        skipSpaces();
        return pos < text.size() && text[pos] >= '0' && text[pos] <= '9';
    }
    std::int64_t number() {
        skipSpaces();
        if (pos < text.size() && text[pos] == '-')
            fail(Msg::OrdinalNegativeNumber);
        std::int64_t value = 0;
        auto [ptr, ec] = std::from_chars(text.data() + pos, text.data() + text.size(), value);
        if (ptr == text.data() + pos) fail(Msg::OrdinalExpectedNumber);
        if (ec == std::errc::result_out_of_range || value >= (std::int64_t{1} << 62))
            fail(Msg::OrdinalNumberTooLarge);
        pos = static_cast<std::size_t>(ptr - text.data());
        return value;
    }
    // Superscript digits: "²", "¹⁰".
    bool superscript(std::int64_t& value) {
        bool any = false;
        value = 0;
        for (;;) {
            bool found = false;
            for (int d = 0; d < 10; ++d) {
                const std::string s = kSuperscripts[d];
                if (text.compare(pos, s.size(), s) == 0) {
                    value = value * 10 + d;
                    pos += s.size();
                    found = any = true;
                    if (value > 1000) fail(Msg::OrdinalExponentTooLarge);
                    break;
                }
            }
            if (!found) return any;
        }
    }
};

std::string superscriptOf(std::size_t k) {
    std::string digits = std::to_string(k), out;
    for (char d : digits) out += kSuperscripts[d - '0'];
    return out;
}

std::string format(const std::vector<std::int64_t>& c, bool unicode) {
    if (c.empty()) return "0";
    std::string out;
    for (std::size_t k = c.size(); k-- > 0;) {
        if (c[k] == 0) continue;
        if (!out.empty()) out += "+";
        if (k == 0) {
            out += std::to_string(c[k]);
            continue;
        }
        out += unicode ? "ω" : "w";
        if (k > 1) out += unicode ? superscriptOf(k) : "^" + std::to_string(k);
        if (c[k] != 1) out += (unicode ? "·" : "*") + std::to_string(c[k]);
    }
    return out;
}

}  // namespace

Ordinal::Ordinal(std::int64_t finite) {
    if (finite < 0) throw OrdinalError(ErrorParts{{Msg::OrdinalIsNegative, {std::to_string(finite)}}});
    if (finite > 0) c_ = {finite};
}

Ordinal Ordinal::fromCoefficients(std::vector<std::int64_t> coefficients) {
    for (auto c : coefficients)
        if (c < 0) throw OrdinalError(ErrorParts{{Msg::OrdinalCoefficientNegative, {std::to_string(c)}}});
    Ordinal result;
    result.c_ = std::move(coefficients);
    result.trim();
    return result;
}

void Ordinal::trim() {
    while (!c_.empty() && c_.back() == 0) c_.pop_back();
}

Ordinal Ordinal::parse(const std::string& text) {
    Scanner in{text};
    std::vector<std::int64_t> c;
    std::int64_t previousPower = -1;  // the power of the previous term (-1: none yet)
    in.skipSpaces();
    if (in.pos == text.size()) in.fail(Msg::OrdinalEmpty);
    for (;;) {
        const std::size_t termStart = in.pos;
        std::int64_t power = 0, coefficient = 1;
        if (in.eat("w") || in.eat("ω")) {
            power = 1;
            std::int64_t raised = 0;
            if (in.eat("^")) power = in.number();
            else if (in.superscript(raised)) power = raised;
            if (in.eat("*") || in.eat("·")) coefficient = in.number();
        } else if (in.atDigit()) {
            coefficient = in.number();
            if (in.eat("*") || in.eat("·")) in.fail(Msg::OrdinalCoefficientAfter);
        } else {
            in.fail(Msg::OrdinalExpectedTerm);
        }
        if (power > 1000) in.fail(Msg::OrdinalPowerTooLarge);
        if (previousPower >= 0 && power >= previousPower) {
            in.pos = termStart;
            in.fail(Msg::OrdinalDecreasing);
        }
        previousPower = power;
        if (c.size() <= static_cast<std::size_t>(power)) c.resize(static_cast<std::size_t>(power) + 1, 0);
        c[static_cast<std::size_t>(power)] = coefficient;
        in.skipSpaces();
        if (in.pos == text.size()) break;
        if (!in.eat("+")) in.fail(Msg::OrdinalExpectedPlus);
    }
    return fromCoefficients(std::move(c));
}

std::string Ordinal::toAscii() const { return format(c_, false); }
std::string Ordinal::toUnicode() const { return format(c_, true); }

Ordinal Ordinal::divideByOmega() const {
    Ordinal result;
    if (c_.size() > 1) result.c_.assign(c_.begin() + 1, c_.end());
    return result;
}

Ordinal Ordinal::timesOmegaPlus(std::int64_t finite) const {
    std::vector<std::int64_t> c{finite};
    c.insert(c.end(), c_.begin(), c_.end());
    return fromCoefficients(std::move(c));
}

std::strong_ordering operator<=>(const Ordinal& a, const Ordinal& b) {
    if (a.c_.size() != b.c_.size()) return a.c_.size() <=> b.c_.size();
    for (std::size_t k = a.c_.size(); k-- > 0;)
        if (a.c_[k] != b.c_[k]) return a.c_[k] <=> b.c_[k];
    return std::strong_ordering::equal;
}

Ordinal nimAdd(const Ordinal& a, const Ordinal& b) {
    std::vector<std::int64_t> c(std::max(a.coefficients().size(), b.coefficients().size()), 0);
    for (std::size_t k = 0; k < c.size(); ++k) c[k] = a.coefficient(k) ^ b.coefficient(k);
    return Ordinal::fromCoefficients(std::move(c));
}

}  // namespace homestead
