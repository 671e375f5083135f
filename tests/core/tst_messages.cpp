// core_messages: the core's message catalogue (messages.h). Every message id has a template in every
// language, exactly once, with the same forms and the same numbered arguments as the English one; no
// translation is an English template left as it was (apart from a few listed that read the same);
// plurals follow each language's rule for 1, 2 and 5 (and French's singular 0); templates fill in
// their arguments; language codes are read as a front end passes them (QLocale::name() included);
// and the text functions speak the language they are given while saying, without one, what they
// always said: also the animating functions' sentences, the game review's and the puzzle hint ladder's.
#include "homestead/animating_text.h"
#include "homestead/class_matrix_text.h"
#include "homestead/collapse_steps.h"
#include "homestead/explanation_text.h"
#include "homestead/find_text.h"
#include "homestead/game_review.h"
#include "homestead/garden.h"
#include "homestead/hint_ladder_text.h"
#include "homestead/messages.h"
#include "homestead/nim_text.h"
#include "homestead/outcome_text.h"
#include "homestead/picture_analysis.h"
#include "homestead/picture_file.h"
#include "homestead/puzzle.h"
#include "homestead/review_text.h"
#include "homestead/worked_analysis.h"

#include <QTest>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

using namespace homestead;

namespace {

constexpr std::size_t kCount = static_cast<std::size_t>(Msg::Count);

// The numbered arguments a template uses: {"{1}", "{3}"}.
std::set<std::string> argumentsOf(std::string_view pattern) {
    std::set<std::string> out;
    for (std::size_t i = 0; i + 2 < pattern.size(); ++i)
        if (pattern[i] == '{' && pattern[i + 1] >= '1' && pattern[i + 1] <= '9' && pattern[i + 2] == '}')
            out.insert(std::string(pattern.substr(i, 3)));
    return out;
}

const MessageTemplate* find(Language language, Msg id) {
    for (const MessageTemplate& m : messageTable(language))
        if (m.id == id) return &m;
    return nullptr;
}

// Templates that read the same in a language as in English (words and signs the languages share).
bool sameAsEnglishAllowed(Language language, Msg id) {
    if (id == Msg::Semicolon) return language != Language::French;  // French puts a no-break space before it
    if (id == Msg::FormatBytes) return language == Language::Spanish;  // "{1} bytes"
    // synopses made only of options and what they take: "search [--json] {1}"
    if (id == Msg::HelpSearchSynopsis || id == Msg::HelpExplainSynopsis) return true;
    // Conway's names as the animating command's labels ("Nim: "; French puts a no-break space first)
    if (id == Msg::CliAnimNim || id == Msg::CliAnimWelt) return language != Language::French;
    return language == Language::Spanish && id == Msg::CliMisere;   // "misère: "
}

// A placement for the garden of `p` (any will do: the sentences do not depend on it).
GardenPlacement somePlacement(const Picture& p) {
    const Garden g = collapse(p);
    GardenPlacement at;
    for (int gn = 0; gn < g.nodeCount; ++gn) {
        at.nodes.push_back(Point{double(gn), 1.0 + gn % 3});
        at.twigTops.emplace_back(g.loops[gn].size(), Point{double(gn), 5});
    }
    at.feet.assign(g.bridges.size(), Point{0, 0});
    return at;
}

// English words of the core's own sentences, once the names a picture gives its edges are taken out.
const char* const kEnglishMarkers[] = {"stress", "weight", "Chop", "chop", "must become", "winning", "player", "nim-sum",
                                       "spinster", "concyclic", " and ", "loop", "value", "Value", "edge", "garden",
                                       "ground", "bridge", "twig", "Right!", "heap", "coin", "nothing", "The "};

std::string withoutNames(std::string text, const Picture& picture) {
    std::vector<std::string> names;
    for (const Edge& e : picture.edges()) names.push_back(e.name);
    for (const Node& n : picture.nodes()) names.push_back(n.name);
    std::sort(names.begin(), names.end(), [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
    for (const std::string& name : names)
        for (std::size_t at = name.empty() ? std::string::npos : text.find(name); at != std::string::npos; at = text.find(name, at))
            text.erase(at, name.size());
    return text;
}

void checkNoEnglish(const std::string& text, const Picture& picture, const char* what) {
    const std::string rest = withoutNames(text, picture);
    for (const char* marker : kEnglishMarkers)
        QVERIFY2(rest.find(marker) == std::string::npos,
                 qPrintable(QStringLiteral("%1: English \"%2\" in: %3").arg(what, marker, QString::fromStdString(rest))));
}

}  // namespace

class Messages : public QObject {
    Q_OBJECT
private slots:
    void everyIdHasOneTemplateInEveryLanguage() {
        for (Language language : kLanguages) {
            std::vector<int> seen(kCount, 0);
            for (const MessageTemplate& m : messageTable(language)) {
                QVERIFY(static_cast<std::size_t>(m.id) < kCount);
                ++seen[static_cast<std::size_t>(m.id)];
                QVERIFY2(m.one && *m.one, "an empty template");
            }
            for (std::size_t i = 0; i < kCount; ++i)
                QVERIFY2(seen[i] == 1, qPrintable(QStringLiteral("%1: message %2 appears %3 times")
                                                      .arg(QString::fromLatin1(languageCode(language).data(), 2))
                                                      .arg(i)
                                                      .arg(seen[i])));
        }
    }

    void formsAndArgumentsEqualTheEnglish() {
        for (std::size_t i = 0; i < kCount; ++i) {
            const Msg id = static_cast<Msg>(i);
            const MessageTemplate* english = find(Language::English, id);
            QVERIFY(english);
            for (Language language : kLanguages) {
                const MessageTemplate* m = find(language, id);
                QVERIFY(m);
                const QString where = QStringLiteral("%1, message %2: %3")
                                          .arg(QString::fromLatin1(languageCode(language).data(), 2))
                                          .arg(i)
                                          .arg(QString::fromUtf8(m->one));
                QVERIFY2((m->other != nullptr) == (english->other != nullptr), qPrintable(where + " (forms)"));
                QVERIFY2(argumentsOf(m->one) == argumentsOf(english->one), qPrintable(where + " (arguments)"));
                if (m->other)
                    QVERIFY2(argumentsOf(m->other) == argumentsOf(english->other), qPrintable(where + " (plural arguments)"));
            }
        }
    }

    // A translation that is the English template unchanged is a sentence nobody translated.
    void noTranslationIsTheEnglishLeftAsItWas() {
        for (Language language : {Language::German, Language::French, Language::Spanish})
            for (std::size_t i = 0; i < kCount; ++i) {
                const Msg id = static_cast<Msg>(i);
                if (sameAsEnglishAllowed(language, id)) continue;
                const std::string_view mine = messageTemplate(language, id), english = messageTemplate(Language::English, id);
                QVERIFY2(mine != english, qPrintable(QStringLiteral("%1, message %2 is still English: %3")
                                                         .arg(QString::fromLatin1(languageCode(language).data(), 2))
                                                         .arg(i)
                                                         .arg(QString::fromUtf8(english.data(), int(english.size())))));
            }
    }

    // French puts a no-break space before : ; ! and ?, never a plain one (a line may not start with ':').
    void frenchPunctuationHoldsToItsWord() {
        for (const MessageTemplate& m : messageTable(Language::French))
            for (const char* form : {m.one, m.other})
                if (form) {
                    const std::string s = form;
                    for (const char* bad : {" :", " ;", " !", " ?"}) QVERIFY2(s.find(bad) == std::string::npos, form);
                }
    }

    void pluralsFollowEachLanguage() {
        auto edges = [](Language language, std::uint64_t n) {
            return countMessage(language, Msg::EdgesCount, n, {std::to_string(n)});
        };
        QCOMPARE(edges(Language::English, 1), std::string("1 edge"));
        QCOMPARE(edges(Language::English, 2), std::string("2 edges"));
        QCOMPARE(edges(Language::English, 5), std::string("5 edges"));
        QCOMPARE(edges(Language::German, 1), std::string("1 Kante"));
        QCOMPARE(edges(Language::German, 2), std::string("2 Kanten"));
        QCOMPARE(edges(Language::German, 5), std::string("5 Kanten"));
        QCOMPARE(edges(Language::French, 1), std::string("1 arête"));
        QCOMPARE(edges(Language::French, 2), std::string("2 arêtes"));
        QCOMPARE(edges(Language::French, 5), std::string("5 arêtes"));
        QCOMPARE(edges(Language::Spanish, 1), std::string("1 arista"));
        QCOMPARE(edges(Language::Spanish, 2), std::string("2 aristas"));
        QCOMPARE(edges(Language::Spanish, 5), std::string("5 aristas"));
        // 0 is singular in French, plural elsewhere.
        QCOMPARE(pluralForm(Language::French, 0), Plural::One);
        QCOMPARE(pluralForm(Language::English, 0), Plural::Other);
        QCOMPARE(pluralForm(Language::German, 0), Plural::Other);
        QCOMPARE(pluralForm(Language::Spanish, 0), Plural::Other);
        // Through a text function: the load of an edge.
        QCOMPARE(text::loadSentence(1, Language::German), std::string("wird sie abgeschnitten, fällt 1 weitere Kante"));
        QCOMPARE(text::loadSentence(5, Language::German), std::string("wird sie abgeschnitten, fallen 5 weitere Kanten"));
        QCOMPARE(text::loadSentence(2, Language::Spanish), std::string("cortarla hace caer 2 aristas más"));
        QCOMPARE(text::loadSentence(1, Language::French), std::string("la couper fait tomber 1 autre arête"));
    }

    void argumentsAreFilledIn() {
        QCOMPARE(message(Language::English, Msg::ValueOutcome, {"10", "somebody wins"}), std::string("Value 10: somebody wins."));
        // An argument used twice is written twice; one beyond those given stays as written.
        QCOMPARE(message(Language::English, Msg::SpinsterLeft, {"2"}), std::string("2 is left alone (the spinster): [2] = 2."));
        QCOMPARE(message(Language::English, Msg::ValueOutcome, {"10"}), std::string("Value 10: {2}."));
        // Arguments are never read as templates themselves.
        QCOMPARE(message(Language::German, Msg::EdgeId, {"{2}"}), std::string("Kante {2}"));
        // Numbers, ⊕ and ω pass through untouched.
        QCOMPARE(text::classCell("p", "r", 7, Language::French),
                 std::string("(p|r) = ω(σ_p(r)) = 7\u00A0: le poids de r une fois p coupée"));
    }

    void languageCodesAsFrontEndsPassThem() {
        QCOMPARE(languageFromCode("en"), std::optional<Language>(Language::English));
        QCOMPARE(languageFromCode("de"), std::optional<Language>(Language::German));
        QCOMPARE(languageFromCode("DE"), std::optional<Language>(Language::German));
        QCOMPARE(languageFromCode("de_DE"), std::optional<Language>(Language::German));
        QCOMPARE(languageFromCode("fr-CA"), std::optional<Language>(Language::French));
        QCOMPARE(languageFromCode("es_ES.UTF-8"), std::optional<Language>(Language::Spanish));
        QCOMPARE(languageFromCode("xx"), std::optional<Language>());
        QCOMPARE(languageFromCode(""), std::optional<Language>());
        QCOMPARE(languageFromCode("deu"), std::optional<Language>());
        QCOMPARE(languageFromCode("C"), std::optional<Language>());
        for (Language language : kLanguages) {
            QCOMPARE(languageFromCode(languageCode(language)), std::optional<Language>(language));
            QVERIFY(!languageName(language).empty());
        }
    }

    void textFunctionsSpeakTheLanguageGiven() {
        QCOMPARE(text::valueOutcome(10), std::string("Value 10: the player to move wins with best play."));
        QCOMPARE(text::valueOutcome(10, Language::English), text::valueOutcome(10));
        QCOMPARE(text::valueOutcome(10, Language::German), std::string("Wert 10: Wer am Zug ist, gewinnt bei bestem Spiel."));
        QCOMPARE(text::valueOutcome(0, Language::French),
                 std::string("Valeur 0\u00A0: le joueur qui a le trait perd en jouant au mieux."));
        QCOMPARE(text::valueOutcome(3, Language::Spanish), std::string("Valor 3: quien tiene el turno gana con el mejor juego."));
        QCOMPARE(text::weightSentence(12, Language::German),
                 std::string("12 = 4 × 3, also ist 4 die größte Zweierpotenz, die sie teilt, und ihr Gewicht ist "
                             "2 × 4 − 1 = 7 (die Formel: (12|0) = 2^(2+1) − 1 = 7)."));
        QCOMPARE(text::numberList({2, 5, 9}, Language::Spanish), std::string("2, 5 y 9"));
        QCOMPARE(text::nimSumEquation({}, Language::German), std::string("(keine Haufen) = 0"));
        QCOMPARE(text::nimTakeText(nim::NimMove{0, 3, 1}, Language::French), std::string("prendre 2 du tas 1, il en reste 1"));
    }

    // The sentences no command prints: the collapse stepper's, the handout's worked analysis, the
    // puzzle's verdicts and Find's, in each language, hold no English word of the program's own.
    void stepsHandoutsVerdictsAndFindAreTranslated() {
        for (const char* name : {"homestead", "lovers-bridge", "girl-on-one-foot", "flower", "door"}) {
            const Picture picture = loadPictureFile(std::string(HOMESTEAD_RESOURCES "/pictures/") + name + ".json");
            const auto artifact = PictureAnalysis::of(picture);
            for (Language language : {Language::German, Language::French, Language::Spanish}) {
                for (const auto& placement : {std::optional<GardenPlacement>(), std::optional(somePlacement(picture))}) {
                    const CollapseSteps steps(picture, placement, language);
                    for (const CollapseStep& step : steps.steps()) checkNoEnglish(step.sentence, picture, "collapse step");
                }
                const WorkedAnalysis w = workedAnalysis(*artifact, 3, language);
                std::string all = w.outcome + w.garden + w.columnsIntro + w.sum + w.movesIntro + w.movesLeftOutText +
                                  pictureLegend(true, true, language) + pictureLegend(false, true, language) +
                                  pictureLegend(true, false, language);
                for (const GroundTerm& t : w.terms) all += t.label;
                for (const WinningMoveReason& r : w.moves) all += r.reason;
                checkNoEnglish(all, picture, "worked analysis");
                const puzzle::Judged judged = puzzle::judgeAll(puzzle::fromPicture(picture, language), language);
                std::string verdicts = judged.noWinningMove.explanation + judged.position.answer.reasoning;
                for (const auto& [edge, verdict] : judged.chops) verdicts += verdict.explanation;
                checkNoEnglish(verdicts, picture, "puzzle verdicts");
                const EdgeId someEdge = picture.edges().front().id;
                checkNoEnglish(text::winningMoveSentence(picture, someEdge, 0, 2, language) +
                                   text::misereWinningMoveSentence(picture, someEdge, 1, 2, language) +
                                   text::noWinningMoveSentence(0, language) + text::noMisereWinningMoveSentence(language) +
                                   text::noMatchSentence(parseFindQuery("99"), language) +
                                   text::noMatchSentence(parseFindQuery("e9"), language),
                               picture, "find");
            }
        }
        for (Language language : {Language::German, Language::French, Language::Spanish}) {
            const puzzle::Judged welter = puzzle::judgeAll(puzzle::make(exercises::Kind::Welter, 2, 5, language), language);
            std::string verdicts = welter.noWinningMove.explanation;
            for (const auto& [move, verdict] : welter.welterMoves) verdicts += verdict.explanation;
            const puzzle::Judged nim = puzzle::judgeAll(puzzle::make(exercises::Kind::Nim, 2, 7, language), language);
            for (const auto& [move, verdict] : nim.nimMoves) verdicts += verdict.explanation;
            const std::vector<std::int64_t> heaps{3, 4, 5};
            checkNoEnglish(verdicts + text::nimHint(heaps, nim::nimWinningMoves(heaps), false, language) +
                               text::nimOutcome({1, 1, 1}, true, language) +
                               text::retreatAnswer(nim::NimMove{1, 3, 5}, nim::NimMove{1, 5, 3}, language),
                           Picture(), "Welter and Nim");
        }
    }

    // The animating functions' sentences, the game review's and the hint ladder's, in each language:
    // the English is what it always was (their own suites hold it word for word), and no other
    // language keeps an English word of them; a count takes the language's plural.
    void animatingReviewAndHintsAreTranslated() {
        using namespace animating;
        const AnimatingFunction f = parse("-2 ^3 +3 ^5"), g = parse("+1 -1"), h = parse("-4 +3");
        const Picture door = loadPictureFile(HOMESTEAD_RESOURCES "/pictures/door.json");
        HackenbushSession game(door, {PlayerKind::Human, PlayerKind::EnginePerfect});
        while (!game.over()) game.play(HackenbushRules::legalMoves(game.position()).front());
        const GameReview review = reviewGame(door, game.moves());
        const auto all = [&](Language language) {
            std::string out;
            const AnimatingReport r = describe(f, -4, 4, "f", language);
            for (const std::string& s : r.poleSentences) out += s;
            out += r.nim + r.welt + nimSentence(g, "g", language) + weltSentence(g, "g", language) +
                   weltSentence(h, "h", language) + comparisonSentence(f, f, language) +
                   comparisonSentence(f, h, language) + comparisonSentence(h, f, language) + comparisonSentence(f, parse("^1").compose(f), language) +
                   compositionSentence(f, f, language) + compositionSentence(f, h, language);
            for (const ReviewedMove& m : review.moves) out += text::reviewMoveSentence(door, m, "X", language);
            out += text::reviewSummary(door, review, 0, "X", language);
            out += text::reviewSummary(door, review, 1, "X", language);
            out += text::retryAfterWrongMove("M", 3, language) + text::retryAfterWrongClaim(6, language) +
                   text::puzzleAnswer(0, {}, language) + text::puzzleAnswer(6, {"M", "N", "O"}, language);
            return out;
        };
        QVERIFY(all(Language::English).find("The Nim is") != std::string::npos);
        for (Language language : {Language::German, Language::French, Language::Spanish}) {
            const std::string text = all(language);
            checkNoEnglish(text, door, "animating, review and hints");
            for (const char* marker :
                 {"pole", "step", "bell", "Nim is ", "handed", "Move ", "Try again", "answer", "so do"})
                QVERIFY2(text.find(marker) == std::string::npos, marker);
        }
        QCOMPARE(text::puzzleAnswer(6, {"e", "f"}, Language::German),
                 std::string("Die Lösung: e hinterlässt den Wert 0 (ebenso f)."));
        QCOMPARE(text::retryAfterWrongClaim(6, Language::Spanish),
                 std::string("No es así: el valor es 6, no 0, así que alguna jugada gana. "
                             "Inténtalo de nuevo o pide la respuesta."));
        const std::string pole = poleSentence(f, poleOrigins(f).front(), Language::French);
        QCOMPARE(pole.rfind("Pôle -2\u00A0: l'étape ", 0), std::size_t(0));
    }
};

QTEST_APPLESS_MAIN(Messages)
#include "tst_messages.moc"
