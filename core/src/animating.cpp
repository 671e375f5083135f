// Animating functions: see animating.h. The poles come from pulling every ring point of every
// + or − step back through the steps before it; a pole hit an even number of times cancels. All of
// it in 128-bit two's complement (Int128), which is exact here (animating.h says why).
#include "homestead/animating.h"

#include "homestead/display_text.h"
#include "homestead/mating.h"
#include "animating_rings.h"
#include "reverse_bits.h"

#include <algorithm>
#include <charconv>
#include <sstream>
#include <utility>

namespace homestead::animating {

AnimatingError::AnimatingError(ErrorParts parts)
    : std::invalid_argument(joinedErrorText(parts, Language::English)), WordedError(std::move(parts)) {}

namespace {

// The bits of a 128-bit word in reverse order.
UInt128 reverseBits(UInt128 v) {
    return (UInt128{homestead::detail::reverseBits(static_cast<std::uint64_t>(v))} << 64) |
           homestead::detail::reverseBits(static_cast<std::uint64_t>(v >> 64));
}

// The Welter function of distinct integers (any sign): ⊕ of the values and of (a|b) over pairs.
// Bit k of the pair sum is the parity of Σ C(c, 2) over the residue classes mod 2^k; sorted by their
// bit-reversed values, the integers of one class are a run, split where fewer than k low bits are
// shared with the next one. O(n log n + n·L), L the longest shared run of low bits.
Int128 welterOfIntegers(const std::vector<Int128>& values) {
    UInt128 sum = 0;
    std::vector<UInt128> keys;
    for (auto v : values) {
        sum ^= static_cast<UInt128>(v);
        keys.push_back(reverseBits(static_cast<UInt128>(v)));
    }
    std::sort(keys.begin(), keys.end());
    std::vector<int> shared(keys.empty() ? 0 : keys.size() - 1);  // low bits shared with the next
    int longest = -1;
    for (std::size_t i = 0; i + 1 < keys.size(); ++i) {
        shared[i] = countLeadingZeros(keys[i] ^ keys[i + 1]);
        longest = std::max(longest, shared[i]);
    }
    for (int k = 0; k <= longest && k < 128; ++k) {
        std::uint64_t pairs = 0, run = 1;
        for (std::size_t i = 0; i < shared.size(); ++i) {
            if (shared[i] >= k) {
                ++run;
            } else {
                pairs += run * (run - 1) / 2;
                run = 1;
            }
        }
        pairs += run * (run - 1) / 2;
        if (pairs & 1) sum ^= UInt128{1} << k;
    }
    return static_cast<Int128>(sum);
}

}  // namespace

AnimatingFunction::AnimatingFunction(std::vector<Step> steps, std::int64_t maxRingPoints) : steps_(std::move(steps)) {
    // The cost of finding the poles: every ring point of step j is pulled back through j steps.
    std::int64_t work = 0;
    for (std::size_t j = 0; j < steps_.size(); ++j) {
        const auto& step = steps_[j];
        if (step.kind == StepKind::Xor) continue;
        if (step.amount < 0)
            throw AnimatingError(ErrorParts{{Msg::AnimatingAmountNegative, {std::to_string(step.amount)}}});
        const auto perPoint = static_cast<std::int64_t>(j + 1);
        if (step.amount > (maxRingPoints - work) / perPoint)
            throw AnimatingError(ErrorParts{{Msg::AnimatingBellTooOften, {std::to_string(maxRingPoints)}}});
        work += step.amount * perPoint;
    }
    std::vector<Int128> hits;
    detail::forEachRing(steps_, [&hits](Int128 x, std::size_t, std::int64_t) { hits.push_back(x); });
    std::sort(hits.begin(), hits.end());
    for (std::size_t i = 0; i < hits.size();) {
        std::size_t j = i;
        while (j < hits.size() && hits[j] == hits[i]) ++j;
        if ((j - i) % 2 == 1) poles_.push_back(hits[i]);
        i = j;
    }
    // N = f(0) ⊕ 0 ⊕ (0|p1) ⊕ … (the canonical form at x = 0).
    nim_ = (*this)(0);
    for (auto p : poles_) nim_ ^= mateWide(0, p);
}

Int128 AnimatingFunction::operator()(Int128 x) const {
    for (const auto& step : steps_) x = detail::applyStep(step, x);
    return x;
}

AnimatingFunction AnimatingFunction::compose(const AnimatingFunction& inner) const {
    std::vector<Step> steps = inner.steps_;
    steps.insert(steps.end(), steps_.begin(), steps_.end());
    return AnimatingFunction(std::move(steps));
}

AnimatingFunction AnimatingFunction::inverse() const {
    std::vector<Step> steps;
    for (auto it = steps_.rbegin(); it != steps_.rend(); ++it) steps.push_back(detail::inverseStep(*it));
    return AnimatingFunction(std::move(steps));
}

Int128 AnimatingFunction::canonical(Int128 x) const {
    Int128 result = x ^ nim_;
    for (auto p : poles_) result ^= mateWide(x, p);
    return result;
}

std::optional<Int128> AnimatingFunction::welt() const {
    if (nim_ != 0) return std::nullopt;
    return welterOfIntegers(poles_);
}

std::string AnimatingFunction::canonicalForm() const {
    std::ostringstream out;
    out << "x";
    for (auto p : poles_) out << " ⊕ (x|" << toDecimal(p) << ")";
    if (nim_ != 0) out << " ⊕ " << toDecimal(nim_);
    return out.str();
}

std::string AnimatingFunction::stepsText() const {
    std::ostringstream out;
    for (std::size_t i = 0; i < steps_.size(); ++i) {
        if (i) out << ' ';
        const char op = steps_[i].kind == StepKind::Add ? '+' : steps_[i].kind == StepKind::Subtract ? '-' : '^';
        out << op << steps_[i].amount;
    }
    return out.str();
}

AnimatingFunction parse(const std::string& text, std::int64_t maxRingPoints) {
    // Split on whitespace and commas; an operator standing alone joins the next token.
    std::vector<std::string> tokens;
    std::string current;
    for (char ch : text) {
        if (ch == ' ' || ch == '\t' || ch == '\n' || ch == ',') {
            if (!current.empty()) tokens.push_back(current), current.clear();
        } else {
            current += ch;
        }
    }
    if (!current.empty()) tokens.push_back(current);
    std::vector<std::string> joined;
    for (const auto& token : tokens) {
        if (!joined.empty() && (joined.back() == "+" || joined.back() == "-" || joined.back() == "^" ||
                                joined.back() == "x" || joined.back() == "\u2295"))
            joined.back() += token;
        else
            joined.push_back(token);
    }
    std::vector<Step> steps;
    for (std::size_t i = 0; i < joined.size(); ++i) {
        const std::string& token = joined[i];
        const ErrorPhrase where(Msg::AnimatingStepAt, {std::to_string(i + 1), quote(token)});
        Step step;
        std::size_t skip = 1;
        if (token.rfind("\u2295", 0) == 0) {
            step.kind = StepKind::Xor;
            skip = std::string("\u2295").size();
        } else if (token[0] == '+') {
            step.kind = StepKind::Add;
        } else if (token[0] == '-') {
            step.kind = StepKind::Subtract;
        } else if (token[0] == '^' || token[0] == 'x') {
            step.kind = StepKind::Xor;
        } else {
            throw AnimatingError(ErrorParts{where, Msg::AnimatingExpectedStep});
        }
        const char* first = token.data() + skip;
        const char* last = token.data() + token.size();
        if (first != last && *first == '-')
            throw AnimatingError(ErrorParts{where, Msg::AnimatingAmountNatural});
        auto [ptr, ec] = std::from_chars(first, last, step.amount);
        if (ptr == first || ptr != last) throw AnimatingError(ErrorParts{where, Msg::AnimatingExpectedStepNumber});
        if (ec == std::errc::result_out_of_range) throw AnimatingError(ErrorParts{where, Msg::AnimatingAmountTooLarge});
        steps.push_back(step);
    }
    if (steps.empty()) throw AnimatingError(ErrorParts{Msg::AnimatingNoSteps});
    return AnimatingFunction(std::move(steps), maxRingPoints);
}

}  // namespace homestead::animating
