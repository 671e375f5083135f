// core_messages: the core's message catalogue (messages.h). Every message id has a template in every
// language, exactly once, with the same forms and the same numbered arguments as the English one; no
// translation is an English template left as it was (apart from a few listed that read the same);
// plurals follow each language's rule for 1, 2 and 5 (and French's singular 0); templates fill in
// their arguments; language codes are read as a front end passes them (QLocale::name() included);
// and the text functions speak the language they are given while saying, without one, what they
// always said.
#include "homestead/class_matrix_text.h"
#include "homestead/explanation_text.h"
#include "homestead/messages.h"
#include "homestead/nim_text.h"
#include "homestead/outcome_text.h"

#include <QTest>

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

// Templates that read the same in a language as in English (words the languages share).
bool sameAsEnglishAllowed(Language language, Msg id) {
    return language == Language::Spanish && id == Msg::CliMisere;  // "misère: "
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
};

QTEST_APPLESS_MAIN(Messages)
#include "tst_messages.moc"
