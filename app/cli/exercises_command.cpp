// homestead-cli exercises [--kind hackenbush|welter|nim|animating|transfinite] [--count N] [--edges A..B]
// [--seed S] (-o SHEET.pdf | --json): a seeded exercise sheet (core: exercises.h). --json prints the
// contract of issue 15, on one line:
//   {"seed": S, "exercises": [{"kind": K, "question": Q, "picture": {picture file} | "coins": [...] |
//    "heaps": [...], "answer": {"value": V, "winning_moves": [...]}}]}
// with moves as `analyse --json` gives them (edge ids), as `welter --json` ({"from": A, "to": B}) and
// as `nim --json` ({"heap": I, "from": A, "to": B}, heaps from 0). Issue 41 adds two kinds: a
// transfinite position has "coins" or "heaps" of ordinals written as `welter --transfinite` writes
// them ("w^2+w*5+25"), its value and moves likewise; an animating function has "steps" (and
// "other_steps" when the question is whether f = g) and the answer {"canonical", "poles", "nim"}
// (then "other_canonical", "other_poles", "other_nim", "same_function"). -o writes the PDF (questions, then
// the answer key: app/render/exercise_sheet_pdf.h) all or nothing. Without --seed a random seed is
// drawn; it is in the JSON and in the PDF's footer, so the sheet can be made again.
// Bad arguments: exit 2, one line. A PDF that cannot be written (full disk): exit 1, one line.
#include "command.h"
#include "language_option.h"

#include "homestead/display_text.h"
#include "homestead/exercises.h"
#include "homestead/ordinal.h"
#include "homestead/picture_json.h"
#include "homestead/wide_integer.h"

#ifdef HOMESTEAD_WITH_RENDER
#include "exercise_sheet_pdf.h"
#include "gui_application.h"
#endif

#include <nlohmann/json.hpp>

#include <charconv>
#include <optional>
#include <ostream>
#include <random>

namespace homestead::cli {
namespace {

using Json = nlohmann::ordered_json;

// One line in the style of the other commands' JSON: ", " between items and ": " after keys.
void writeJson(std::string& out, const Json& j) {
    if (j.is_object()) {
        out += '{';
        bool first = true;
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (!first) out += ", ";
            first = false;
            out += Json(it.key()).dump() + ": ";
            writeJson(out, it.value());
        }
        out += '}';
    } else if (j.is_array()) {
        out += '[';
        for (std::size_t i = 0; i < j.size(); ++i) {
            if (i) out += ", ";
            writeJson(out, j[i]);
        }
        out += ']';
    } else {
        out += j.dump();
    }
}

// A pole or a Nim: the exercises' functions have steps of at most 5, so it is far inside 64 bits.
Json integer(Int128 value) { return static_cast<std::int64_t>(value); }

Json integers(const std::vector<Int128>& values) {
    Json list = Json::array();
    for (const Int128 v : values) list.push_back(integer(v));
    return list;
}

Json ordinals(const std::vector<Ordinal>& values) {
    Json list = Json::array();
    for (const Ordinal& o : values) list.push_back(o.toAscii());
    return list;
}

// An animating function's exercise: its steps (and g's) as `animating` takes them, and the canonical
// forms as `animating --json` gives them.
void addAnimating(Json& j, const exercises::Exercise& ex) {
    const exercises::Answer& a = ex.answer;
    j["steps"] = ex.function.stepsText();
    if (ex.other) j["other_steps"] = ex.other->stepsText();
    Json answer{{"canonical", a.canonical}, {"poles", integers(a.poles)}, {"nim", integer(a.nim)}};
    if (ex.other) {
        answer["other_canonical"] = a.otherCanonical;
        answer["other_poles"] = integers(a.otherPoles);
        answer["other_nim"] = integer(a.otherNim);
        answer["same_function"] = a.sameFunction;
    }
    j["answer"] = answer;
}

// A transfinite position: ordinals as `welter --transfinite --json` writes them.
void addTransfinite(Json& j, const exercises::Exercise& ex) {
    const bool nim = !ex.ordinalHeaps.empty();
    j[nim ? "heaps" : "coins"] = ordinals(nim ? ex.ordinalHeaps : ex.ordinalCoins);
    Json moves = Json::array();
    for (const exercises::OrdinalMove& m : ex.answer.ordinalMoves) {
        Json move;
        if (nim) move["heap"] = m.index;
        move["from"] = m.from.toAscii();
        move["to"] = m.to.toAscii();
        moves.push_back(move);
    }
    j["answer"] = Json{{"value", ex.answer.ordinalValue.toAscii()}, {"winning_moves", moves}};
}

Json exerciseJson(const exercises::Exercise& ex, Language language) {
    Json j;
    j["kind"] = exercises::kindName(ex.kind);
    j["question"] = exercises::questionText(ex, language);
    Json moves = Json::array();
    switch (ex.kind) {
    case exercises::Kind::Hackenbush:
        j["picture"] = Json::parse(writePictureJson(ex.picture));
        for (EdgeId id : ex.answer.edges) moves.push_back(id);
        break;
    case exercises::Kind::Welter:
        j["coins"] = ex.coins;
        for (const welter::Move& m : ex.answer.welterMoves) moves.push_back(Json{{"from", m.from}, {"to", m.to}});
        break;
    case exercises::Kind::Nim:
        j["heaps"] = ex.heaps;
        for (const nim::NimMove& m : ex.answer.nimMoves)
            moves.push_back(Json{{"heap", m.heap}, {"from", m.from}, {"to", m.to}});
        break;
    case exercises::Kind::Animating: addAnimating(j, ex); return j;
    case exercises::Kind::Transfinite: addTransfinite(j, ex); return j;
    }
    j["answer"] = Json{{"value", ex.answer.value}, {"winning_moves", moves}};
    return j;
}

template <class T>
T number(const std::string& option, const std::string& text, Msg isNot) {
    T value{};
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ptr != text.data() + text.size() || ec != std::errc())
        throw usageError("exercises", isNot, {option, quote(text)});
    return value;
}

int run(const std::vector<std::string>& given, std::istream&, std::ostream& out, std::ostream& err) {
    const std::vector<std::string>& args = given;
    exercises::SheetOptions options;
    options.language = chosenLanguage();
    std::optional<std::uint64_t> seed;
    std::optional<std::string> pdf;
    bool json = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        auto value = [&]() -> const std::string& {
            if (i + 1 == args.size()) throw usageError("exercises", Msg::UseNeedsValueSee, {arg, "exercises"});
            return args[++i];
        };
        if (arg == "--json") json = true;
        else if (arg == "--kind") {
            const std::string& k = value();
            const auto kind = exercises::kindFromName(k);
            if (!kind) throw usageError("exercises", Msg::UseKindNotOne, {quote(k)});
            options.kind = *kind;
        } else if (arg == "--count") {
            options.count = number<int>(arg, value(), Msg::UseNotCount);
        } else if (arg == "--edges") {
            const std::string& range = value();
            const auto dots = range.find("..");
            try {  // a bad half is reported with the whole range
                options.minEdges = number<int>(arg, range.substr(0, dots), Msg::UseNotEdgeRange);
                options.maxEdges =
                    dots == std::string::npos ? options.minEdges : number<int>(arg, range.substr(dots + 2), Msg::UseNotEdgeRange);
            } catch (const UsageError&) {
                throw usageError("exercises", Msg::UseNotEdgeRange, {quote(range)});
            }
        } else if (arg == "--seed") {
            seed = number<std::uint64_t>(arg, value(), Msg::UseNotSeed);
        } else if (arg == "-o") {
            pdf = value();
        } else {
            throw usageError("exercises", Msg::UseUnknownArgumentSee, {quote(arg), "exercises"});
        }
    }
    if (json == pdf.has_value())
        throw usageError("exercises", json ? Msg::UseSheetAndJson : Msg::UseSheetOrJson);
    if (pdf && (pdf->size() < 4 || pdf->compare(pdf->size() - 4, 4, ".pdf") != 0))
        throw usageError("exercises", Msg::UseSheetPdf, {quote(*pdf)});
    options.seed = seed ? *seed : std::random_device{}();
    try {
        exercises::checkOptions(options);
    } catch (const exercises::ExerciseError& e) {
        throw usageError("exercises", e);
    }
    const exercises::Sheet sheet = exercises::makeSheet(options);
    if (json) {
        Json list = Json::array();
        for (const exercises::Exercise& ex : sheet.exercises) list.push_back(exerciseJson(ex, options.language));
        std::string text;
        writeJson(text, Json{{"seed", options.seed}, {"exercises", list}});
        out << text << '\n';
        return 0;
    }
#ifdef HOMESTEAD_WITH_RENDER
    ensureGuiApplication();
    QString error;
    bool writeFailed = false;
    if (render::writeExerciseSheetPdf(sheet, QString::fromStdString(*pdf), &error, &writeFailed)) return 0;
    if (!writeFailed) throw UsageError(ErrorParts{"exercises", error.toStdString()});
    err << nothingWrittenLine("exercises", error.toStdString(), chosenLanguage());
    return 1;
#else
    (void)err;
    throw usageError("exercises", Msg::UseBuiltWithoutDrawing);
#endif
}

const CommandRegistration registration{Command{
    "exercises",
    [](Language l) { return message(l, Msg::HelpExercisesSynopsis); },
    [](Language l) { return message(l, Msg::HelpExercises, {languageHelp(18, l)}); },
    run}};

}  // namespace
}  // namespace homestead::cli
