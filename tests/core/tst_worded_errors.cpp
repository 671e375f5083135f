// The core's own errors in the reader's language: a picture edit refused (PictureError), an edge that
// cannot be explained, a move the rules refuse (IllegalMove, for Hackenbush, Welter, Nim and the
// transfinite games, and the game over), welter::applyMove, a search too large (SearchTooLarge and the
// limits describeLimits() words), bad exercise options (ExerciseError) and what app/render meets as it
// draws a file. Each says in English what it always said (what(), errorText(e, English), whyIllegal)
// and, through errorText(), the catalogue's sentence in German, French and Spanish, with the same
// numbers and no English word (format_error_checks.h; names such as search and ordinal kept as
// cli_message_checks.h keeps them). The new templates keep French typography (a no-break space
// before : ; ! ?) and the Spanish ones avoid the word a checker flags.
#include <QtTest>

#include "cli_message_checks.h"
#include "golden_pictures.h"

#include "homestead/exercises.h"
#include "homestead/explanation.h"
#include "homestead/format_error.h"
#include "homestead/hackenbush_rules.h"
#include "homestead/messages.h"
#include "homestead/nim_rules.h"
#include "homestead/ordinal.h"
#include "homestead/picture_analysis.h"
#include "homestead/search.h"
#include "homestead/transfinite_rules.h"
#include "homestead/welter.h"
#include "homestead/welter_rules.h"

#include <functional>
#include <iterator>
#include <string>
#include <vector>

using namespace homestead;

namespace {

const Language kTranslated[] = {Language::German, Language::French, Language::Spanish};

// What `thrower` throws, as an exception's text in `language` and as what().
struct Caught {
    std::string english, what;
    std::string in[3];
};

template <class Error>
Caught caught(const std::function<void()>& thrower) {
    Caught c;
    try {
        thrower();
    } catch (const Error& e) {
        c.what = e.what();
        c.english = errorText(e, Language::English);
        for (int i = 0; i < 3; ++i) c.in[i] = errorText(e, kTranslated[i]);
        return c;
    }
    c.what = "(nothing thrown)";
    return c;
}

// A picture: a stalk of one edge (0) on the ground and a floating edge (1).
Picture stalkAndFloating() {
    Picture p;
    const NodeId g = p.addNode(Point{0, 0}, true), a = p.addNode(Point{0, 1}), b = p.addNode(Point{3, 3}), c = p.addNode(Point{3, 4});
    p.addEdge(g, a);
    p.addEdge(b, c);
    return p;
}

}  // namespace

class WordedErrorsTest : public QObject {
    Q_OBJECT

    // `c` says `english` in English and, in each other language, the same numbers, the `names` written
    // as they are (PNG, SVG) and no English word.
    void check(const Caught& c, const std::string& english, const QStringList& names = {}) {
        QCOMPARE(c.what, english);
        QCOMPARE(c.english, english);
        for (int i = 0; i < 3; ++i) {
            const QString en = QString::fromStdString(english), mine = QString::fromStdString(c.in[i]);
            const QString where = QString::fromLatin1(languageCode(kTranslated[i]).data(), 2) + ": " + mine;
            QVERIFY2(mine != en && !mine.contains(QRegularExpression(QStringLiteral(R"(\{\d\})"))), qPrintable(where));
            for (const QString& piece : formatcheck::keptPieces(en, names)) QVERIFY2(mine.contains(piece), qPrintable(where + " lacks " + piece));
            const QString word = formatcheck::englishWordIn(mine, en, formatcheck::keptPieces(en, clicheck::keptAsWritten(en) + names));
            QVERIFY2(word.isEmpty(), qPrintable(where + " holds English " + word));
        }
    }

private slots:
    void pictureEditsRefusedInEachLanguage() {
        Picture p = stalkAndFloating();
        check(caught<PictureError>([&] { p.insertNode(Node{1, Point{5, 5}}); }), "node id 1 is taken");
        check(caught<PictureError>([&] { p.insertEdge(Edge{-4, 0, 1}); }), "edge id -4 is negative");
        check(caught<PictureError>([&] { p.insertEdge(Edge{7, 0, 9}); }), "no node with id 9");
        check(caught<PictureError>([&] { (void)p.edge(42); }), "no edge with id 42");
        check(caught<PictureError>([&] { p.insertAt({}, {{5, Edge{8, 0, 1}}}); }), "edge 8: place 5 is out of order or range");
        // German, word for word from the catalogue
        const Caught taken = caught<PictureError>([&] { p.insertNode(Node{1, Point{5, 5}}); });
        QCOMPARE(taken.in[0], std::string("die Knotennummer 1 ist schon vergeben"));
    }

    void explainingRefusedInEachLanguage() {
        const auto artifact = PictureAnalysis::of(stalkAndFloating());
        check(caught<PictureError>([&] { explainEdge(*artifact, 1); }),
              "edge 1 is floating (not connected to the ground): it has no stress and takes no part in the game");
        check(caught<PictureError>([&] { explainEdge(*artifact, 5); }), "the picture has no edge 5");
        check(caught<PictureError>([&] { valueAfterChop(*artifact, 1); }), "edge 1 is not a standing edge of the picture");
        const Caught floating = caught<PictureError>([&] { explainEdge(*artifact, 1); });
        QCOMPARE(floating.in[1], std::string("l'arête 1 flotte en l'air (sans lien avec le sol)\u00A0: elle n'a pas de tension "
                                             "et ne joue aucun rôle"));
    }

    void movesRefusedInEachLanguage() {
        HackenbushSession h(stalkAndFloating());
        check(caught<IllegalMove>([&] { h.play(1); }), "edge 1 is not connected to the ground, so it cannot be chopped");
        check(caught<IllegalMove>([&] { h.play(99); }), "edge 99 is not in the position");
        h.play(0);
        check(caught<IllegalMove>([&] { h.play(0); }), "the game is over: no move is left");

        WelterSession w({3, 4});
        check(caught<IllegalMove>([&] { w.play({4, 3}); }), "square 3 is occupied");
        check(caught<IllegalMove>([&] { w.play({5, 1}); }), "no coin on square 5");
        check(caught<IllegalMove>([&] { w.play({3, 6}); }), "a coin only slides left, to a smaller square");
        check(caught<IllegalMove>([&] { w.play({3, -1}); }), "square -1 is negative");
        check(caught<welter::WelterError>([] { welter::applyMove(std::vector<welter::Square>{3, 4}, {4, 3}); }),
              "illegal move 4 -> 3: square 3 is occupied");
        QCOMPARE(welter::illegalReason(std::vector<welter::Square>{3, 4}, {4, 3})->text(Language::Spanish),
                 std::string("la casilla 3 está ocupada"));

        NimSession n(nimStart({3, 0, 5}));
        check(caught<IllegalMove>([&] { n.play({3, 1, 0}); }), "there is no heap 4 (there are 3)");
        check(caught<IllegalMove>([&] { n.play({0, 2, 1}); }), "heap 1 has 3, not 2");
        check(caught<IllegalMove>([&] { n.play({0, 3, 3}); }), "a move must take at least one counter");
        check(caught<IllegalMove>([&] { n.play({0, 3, -1}); }), "a heap cannot have fewer than 0 counters");
        check(caught<IllegalMove>([&] { n.play({0, 3, 4}); }), "counters can only be taken away (retreats are off)");
        NimSession retreats(nimStart({3, 0, 5}, 0, true));
        const auto limit = NimRules::whyIllegal(retreats.position(), {0, 3, 99});
        QVERIFY(limit);
        check(caught<IllegalMove>([&] { retreats.play({0, 3, 99}); }), *limit);

        const auto w2 = [](const char* text) { return Ordinal::parse(text); };
        TransfiniteSession t(transfiniteStart({w2("1"), w2("w*2+4"), w2("w*2+9")}, TransfiniteKind::Welter));
        check(caught<IllegalMove>([&] { t.play({w2("w+3"), w2("2")}); }), "no coin stands on ω+3");
        check(caught<IllegalMove>([&] { t.play({w2("w*2+4"), w2("w*2+5")}); }),
              "a coin moves only to a smaller ordinal, and ω·2+5 is not below ω·2+4");
        check(caught<IllegalMove>([&] { t.play({w2("w*2+9"), w2("w*2+4")}); }), "square ω·2+4 is taken: two coins may not share a square");
        // whyIllegal stays the English reason
        QCOMPARE(*NimRules::whyIllegal(nimStart({3}), {0, 3, 3}), std::string("a move must take at least one counter"));
    }

    void searchLimitsInEachLanguage() {
        check(caught<SearchTooLarge>([] { searchValue(testing::stalk(31)); }),
              "search: the picture has 31 standing edges; exhaustive search is limited to 30");
        SearchLimits commandLine;
        commandLine.maxTime = kCommandLineSearchTime;
        QCOMPARE(describeLimits(commandLine), std::string("30 standing edges, 1,000,000 positions or 10 seconds of search"));
        QCOMPARE(describeLimits(commandLine, Language::German),
                 std::string("30 stehende Kanten, 1.000.000 Stellungen oder 10 Sekunden Suche"));
        QCOMPARE(describeLimits(commandLine, Language::French),
                 std::string("30 arêtes debout, 1\u202F000\u202F000 configurations ou 10 secondes de recherche"));
        QCOMPARE(describeLimits({30, 1'234'567}, Language::Spanish), std::string("30 aristas en pie o 1.234.567 posiciones"));
        SearchLimits oneSecond;
        oneSecond.maxTime = std::chrono::milliseconds(1000);
        QCOMPARE(describeLimits(oneSecond), std::string("30 standing edges, 1,000,000 positions or 1 second of search"));
        QCOMPARE(describeLimits(oneSecond, Language::German), std::string("30 stehende Kanten, 1.000.000 Stellungen oder 1 Sekunde Suche"));
        // gave up: the whole sentence, the limits inside it in the same language
        SearchLimits passed;
        passed.maxTime = std::chrono::milliseconds(0);
        const Caught gaveUp = caught<SearchTooLarge>([&] { searchValue(testing::stalk(3), passed); });
        QCOMPARE(gaveUp.in[0], std::string("search: nach 0 Sekunden Suche aufgegeben (0 Stellungen); das Bild ist zu groß für eine "
                                           "vollständige Suche (die Grenzen: 30 stehende Kanten, 1.000.000 Stellungen oder 0 Sekunden Suche)"));
    }

    void exerciseOptionsRefusedInEachLanguage() {
        exercises::SheetOptions o;
        o.count = 0;
        check(caught<exercises::ExerciseError>([&] { exercises::checkOptions(o); }), "the count must be from 1 to 100, not 0");
        o.count = 3;
        o.minEdges = 30;
        o.maxEdges = 50;
        check(caught<exercises::ExerciseError>([&] { exercises::checkOptions(o); }),
              "the edge range must lie within 1..40 with the smaller first, not 30..50");
    }

    // What app/render meets as it draws a file (message_language.h): the English as the render
    // library always wrote it, and in each other language a sentence of its own with the same numbers,
    // quoted type and format name (PNG, SVG, PDF, passed as written) and no English word.
    void renderProblemsInEachLanguage() {
        struct Case {
            Msg id;
            std::vector<std::string> arguments;
            std::string english;
        };
        const Case cases[] = {
            {Msg::RenderNoPosition, {"4"}, "node 4 has no position (lay the picture out first)"},
            {Msg::RenderUnknownImageType, {"bmp"}, "unknown image type '.bmp' (use .png or .svg)"},
            {Msg::RenderUnknownFileType, {"doc", ".png, .svg, .pdf or .tex"}, "unknown file type '.doc' (use .png, .svg, .pdf or .tex)"},
            {Msg::RenderNoMemoryForImage, {"20000", "30000"}, "not enough memory for a 20000 × 30000 image"},
            {Msg::RenderImageNotEncoded, {"PNG"}, "cannot encode the PNG image"},
            {Msg::RenderImageNotWritten, {"PNG"}, "cannot write the PNG image"},
            {Msg::RenderDrawingNotEncoded, {"SVG"}, "cannot encode the SVG drawing"},
            {Msg::RenderDrawingUnexpectedOutput, {"SVG"}, "cannot encode the SVG drawing (unexpected generator output)"},
            {Msg::RenderDrawingPagesDiffer, {"SVG"}, "cannot encode the SVG drawing (pages differ in their headers)"},
            {Msg::RenderDrawingNotWritten, {"SVG"}, "cannot write the SVG drawing"},
            {Msg::RenderDocumentNotStarted, {"PDF"}, "cannot start the PDF"},
            {Msg::RenderDocumentNotDrawn, {"PDF"}, "the PDF could not be drawn"},
        };
        QCOMPARE(std::size(cases), std::size_t(Msg::Count) - std::size_t(Msg::RenderNoPosition));  // every one of them
        for (const Case& c : cases) {
            Caught said;  // (nothing thrown: the render library words these as it returns them)
            said.what = said.english = messageWith(Language::English, c.id, c.arguments);
            for (int i = 0; i < 3; ++i) said.in[i] = messageWith(kTranslated[i], c.id, c.arguments);
            QStringList names;
            for (const std::string& argument : c.arguments)
                if (argument == "PNG" || argument == "SVG" || argument == "PDF") names << QString::fromStdString(argument);
            check(said, c.english, names);
        }
        QCOMPARE(message(Language::German, Msg::RenderImageNotEncoded, {"PNG"}), std::string("das PNG-Bild kann nicht kodiert werden"));
        QCOMPARE(message(Language::French, Msg::RenderDocumentNotDrawn, {"PDF"}), std::string("le PDF n'a pas pu être dessiné"));
    }

    // The templates of this group: French puts a no-break space before : ; ! and ?, and no Spanish one
    // holds the word the checker flags.
    void typographyOfTheNewTemplates() {
        int checked = 0;
        for (std::size_t i = std::size_t(Msg::PictureNoNode); i < std::size_t(Msg::Count); ++i) {
            const Msg id = static_cast<Msg>(i);
            for (Plural form : {Plural::One, Plural::Other}) {
                const QString french = QString::fromUtf8(messageTemplate(Language::French, id, form).data());
                for (qsizetype k = 0; k < french.size(); ++k)
                    if (QStringLiteral(":;!?").contains(french[k]))
                        QVERIFY2(k > 0 && french[k - 1] == QChar(0x00A0), qPrintable(french));
                const QString spanish = QString::fromUtf8(messageTemplate(Language::Spanish, id, form).data()).toLower();
                QVERIFY2(!spanish.contains(QRegularExpression(QStringLiteral("\\btodo"))), qPrintable(spanish));
                ++checked;
            }
        }
        QVERIFY(checked >= 2 * 60);
    }
};

QTEST_GUILESS_MAIN(WordedErrorsTest)
#include "tst_worded_errors.moc"
