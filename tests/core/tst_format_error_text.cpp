// core_format_error_text: the file readers' errors (format_error.h) in German, French and Spanish.
// Every bad file of tests/data/bad, and a bad text of every other kind (an .edges line with a letter,
// a CGSuite string with an unknown character, a duplicate id, a file too big, a file that is a folder…),
// is read; its error in each language names the same source, place and quoted detail as the English
// and holds no English word of the English sentence (format_error_checks.h), and so does every
// template of the readers' messages. The English what() is the sentence the readers always wrote
// (core_picture_json, core_picture_edges, core_cgsuite and core_text_input compare it word for word).
// The templates after the readers' (Welter's squares, homestead-cli's usage errors and help, the
// Python module's errors) are held to the same check.
#include "cli_message_checks.h"
#include "format_error_checks.h"

#include "homestead/cgsuite.h"
#include "homestead/format_error.h"
#include "homestead/messages.h"
#include "homestead/picture_edges.h"
#include "homestead/picture_file.h"
#include "homestead/picture_json.h"
#include "homestead/picture_limits.h"
#include "homestead/picture_value.h"
#include "homestead/text_input.h"

#include <QDir>
#include <QTest>

#include <functional>
#include <sstream>
#include <string>
#include <vector>

using namespace homestead;

namespace {

const std::string kData = HOMESTEAD_TEST_DATA;

struct BadInput {
    QString name;
    std::function<void()> read;  // throws the FormatError
    QStringList details;         // pieces the error must keep besides its numbers, quotes and paths
};

Picture readJson(const std::string& text) { return readPictureJson(text, "door.json"); }
Picture readEdges(const std::string& text) { return readPictureEdges(text, "door.edges"); }

// A picture's JSON with the given nodes and edges.
std::string picture(const std::string& nodes, const std::string& edges) {
    return R"({"format": "homestead-picture", "version": 1, "nodes": )" + nodes + R"(, "edges": )" + edges + "}";
}

std::vector<BadInput> badInputs() {
    std::vector<BadInput> bad;
    // every bad picture file the other suites use, read as the window reads a file
    const QDir folder(QString::fromStdString(kData + "/bad"));
    for (const QString& file : folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const std::string path = folder.filePath(file).toStdString();
        bad.push_back({file, [path] { loadPictureFile(path, FileAccess::Copy); }, {QString::fromStdString(displayPath(path))}});
    }
    const auto json = [&](const char* name, std::string text) {
        bad.push_back({QString::fromLatin1(name), [text] { readJson(text); }, {QStringLiteral("door.json")}});
    };
    json("missing to", picture(R"([{"id": 0, "ground": true}, {"id": 1}])", R"([{"id": 0, "from": 0}])"));
    json("edge without id", picture(R"([{"id": 0}])", R"([{"from": 0, "to": 0}])"));
    json("node without id", picture(R"([{"x": 1, "y": 2}])", "[]"));
    json("y without x", picture(R"([{"id": 0, "y": 2}])", "[]"));
    json("edge not object", picture("[]", "[3]"));
    json("edges not array", picture("[]", "{}"));
    json("id a fraction", picture(R"([{"id": -1.5}])", "[]"));
    json("id negative, written as a fraction", picture(R"([{"id": -2.0}])", "[]"));
    json("id beyond 2^63", picture(R"([{"id": 18446744073709551615}])", "[]"));
    json("node id a string", picture(R"([{"id": 0}])", R"([{"id": 0, "from": "a", "to": 0}])"));
    json("coordinate a boolean", picture(R"([{"id": 0, "x": true, "y": 1}])", "[]"));
    json("format not a string", R"({"format": [1], "version": 1, "nodes": [], "edges": []})");
    json("version a fraction", R"({"format": "homestead-picture", "version": 1.5, "nodes": [], "edges": []})");
    json("version an object", R"({"format": "homestead-picture", "version": {}, "nodes": [], "edges": []})");
    json("control character in a string", "{\"format\": \"homestead\npicture\"}");
    json("string never closed", R"({"format": "homestead-picture)");
    json("bad escape", R"({"format": "\q"})");
    json("not UTF-8", "{\"title\": \"\xFF\"}");
    json("nested too deep", std::string(1100, '['));
    json("ends inside an object", R"({"format": "homestead-picture", "nodes": [)");
    json("unexpected bracket", R"({"format": ])");

    const auto edges = [&](const char* name, std::string text) {
        bad.push_back({QString::fromLatin1(name), [text] { readEdges(text); }, {QStringLiteral("door.edges")}});
    };
    edges("a letter for an id", "ground 0\n0 1\n1 x\n");
    edges("a negative id", "0 -1\n");
    edges("an id too large", "0 99999999999999999999999\n");
    edges("ground naming nothing", "ground\n0 1\n");
    bad.push_back({QStringLiteral("one id"), [] { readEdges("0 1\n2\n"); }, {QStringLiteral("door.edges"), QStringLiteral("'ground a b …'")}});
    edges("extra text", "0 1 2\n");
    edges("a NUL byte", std::string("0 1\n1 2\0\n", 9));
    bad.push_back({QStringLiteral("value of an edge list"), [] { edgeListValue("0 1\n1 y\n", "door.edges"); }, {QStringLiteral("door.edges")}});

    const auto cgsuite = [&](const char* name, std::string text) {
        bad.push_back({QString::fromLatin1(name), [text] { readCgsuite(text); }, {}});
    };
    cgsuite("blue edge", "eel");
    cgsuite("red edge", "eer");
    cgsuite("colon without name", "ee:");
    cgsuite("brace never closed", "e:{a");
    cgsuite("empty name", "e:{}");
    cgsuite("no name after colon", "e:!");
    cgsuite("semicolon outside a branch", "e;e");
    cgsuite("close without open", "e)");
    cgsuite("unknown character", "ee?e");
    cgsuite("open without close", "e(e;e");
    cgsuite("too long", std::string(kMaxCgsuiteLength + 1, 'e'));
    bad.push_back({QStringLiteral("CGSuite file"), [] { readCgsuiteFrom("ee%", "tree.cgs"); }, {QStringLiteral("tree.cgs")}});

    bad.push_back({QStringLiteral("DOT"), [] { readPictureText("", PictureFormat::Dot, "door.dot"); },
                   {QStringLiteral("door.dot"), QStringLiteral(".json"), QStringLiteral(".edges")}});
    const std::string missing = kData + "/no such folder/door.json";
    bad.push_back({QStringLiteral("no such file"), [missing] { loadPictureFile(missing); }, {QString::fromStdString(displayPath(missing))}});
    const std::string folderPath = kData + "/bad";
    bad.push_back({QStringLiteral("a folder"), [folderPath] { loadPictureFile(folderPath); }, {QString::fromStdString(displayPath(folderPath))}});
    bad.push_back({QStringLiteral("no name"), [] { loadPictureFile(""); }, {}});
    const std::string notJson = kData + "/bad/not-json.json";
    bad.push_back({QStringLiteral("file too large for a picture"), [notJson] { readRegularFile(notJson, 10, "a picture"); },
                   {QString::fromStdString(displayPath(notJson))}});
    bad.push_back({QStringLiteral("file too large for a CGSuite string"), [notJson] { readFileText(notJson, 10, "a CGSuite string"); },
                   {QString::fromStdString(displayPath(notJson))}});
    bad.push_back({QStringLiteral("stream too large"), [] {
                       std::istringstream in(std::string(100, 'e'));
                       readLimitedStream(in, 10, "pipe");
                   },
                   {}});
    bad.push_back({QStringLiteral("stream failing"), [] {
                       std::istringstream in("ee");
                       in.setstate(std::ios::badbit);
                       readLimitedStream(in, 10, "pipe");
                   },
                   {}});
    return bad;
}

}  // namespace

class FormatErrorText : public QObject {
    Q_OBJECT
private slots:
    void everyBadInputIsToldInEachLanguage_data() {
        QTest::addColumn<int>("index");
        const std::vector<BadInput> bad = badInputs();
        for (std::size_t i = 0; i < bad.size(); ++i) QTest::newRow(qPrintable(bad[i].name)) << int(i);
    }

    void everyBadInputIsToldInEachLanguage() {
        QFETCH(int, index);
        const BadInput input = badInputs()[std::size_t(index)];
        try {
            input.read();
            QFAIL("read without an error");
        } catch (const FormatError& error) {
            const QString english = QString::fromStdString(error.what());
            QCOMPARE(QString::fromStdString(error.text(Language::English)), english);
            for (Language language : {Language::German, Language::French, Language::Spanish}) {
                const QString translated = QString::fromStdString(error.text(language));
                const QString problem = formatcheck::formatErrorProblem(translated, english, input.details);
                QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("%1 (%2): %3").arg(input.name, QString::fromLatin1(languageCode(language).data(), 2), problem)));
                QVERIFY2(!errorText(error, language).empty(), "errorText");
            }
        }
    }

    // The places read the language's own way, the French with a no-break space before its colons.
    void placesInEachLanguage() {
        try {
            readEdges("ground 0\n0 1\n1 x\n");
            QFAIL("read");
        } catch (const FormatError& error) {
            QCOMPARE(std::string(error.what()), std::string("door.edges: line 3, column 3: a node id must be a non-negative integer, found 'x'"));
            QCOMPARE(error.text(Language::German),
                     std::string("door.edges: Zeile 3, Spalte 3: eine Knotennummer muss eine nichtnegative ganze Zahl sein, gefunden: 'x'"));
            QCOMPARE(error.text(Language::French),
                     std::string("door.edges\u00A0: ligne 3, colonne 3\u00A0: un numéro de nœud doit être un entier positif ou nul, trouvé\u00A0: 'x'"));
            QCOMPARE(error.text(Language::Spanish),
                     std::string("door.edges: línea 3, columna 3: un número de nodo debe ser un entero no negativo, se encontró 'x'"));
        }
        try {
            readJson(picture(R"([{"id": 0}, {"id": 0}])", "[]"));
            QFAIL("read");
        } catch (const FormatError& error) {
            QCOMPARE(error.text(Language::German), std::string("door.json: $.nodes[1].id: die Knotennummer 0 kommt zweimal vor (auch $.nodes[0])"));
        }
        try {
            readCgsuiteFrom("ee?e", "tree.cgs");
            QFAIL("read");
        } catch (const FormatError& error) {
            QCOMPARE(std::string(error.what()), std::string("tree.cgs: cgsuite string, column 3: unexpected '?' (expected e, -, :A, :{name}, '(', ';' or ')')"));
            QCOMPARE(error.text(Language::Spanish), std::string("tree.cgs: cadena CGSuite, columna 3: inesperado: '?' (se esperaba e, -, :A, :{name}, '(', ';' o ')')"));
        }
    }

    // Every template of the readers' messages, in every language, is free of its English words; so
    // are Welter's bad squares, homestead-cli's usage errors and help and the Python module's errors,
    // which come after them (options, commands and names kept as written: cli_message_checks.h).
    void everyReaderTemplateIsTranslated() {
        int checked = 0;
        for (std::size_t i = 0; i < std::size_t(Msg::Count); ++i) {
            const Msg id = static_cast<Msg>(i);
            if (id < Msg::FormatLineColumn) continue;  // the readers' messages come last
            const QString english = QString::fromUtf8(messageTemplate(Language::English, id).data());
            // (what a file holds, quoted with spaces in it, is kept as written too)
            QStringList details = {QStringLiteral("{name}"), QStringLiteral("'ground a b …'"), QStringLiteral(".edges")};
            if (id >= Msg::UseNoCommand) details << clicheck::keptAsWritten(english);
            const QStringList kept = formatcheck::keptPieces(english, details);
            for (Language language : {Language::German, Language::French, Language::Spanish}) {
                const QString mine = QString::fromUtf8(messageTemplate(language, id).data());
                QVERIFY2(!mine.isEmpty(), qPrintable(english));
                const QString word = formatcheck::englishWordIn(mine, english, kept);
                QVERIFY2(word.isEmpty(), qPrintable(QStringLiteral("%1: English \"%2\" in %3").arg(QString::fromLatin1(languageCode(language).data(), 2), word, mine)));
                ++checked;
            }
        }
        QVERIFY(checked >= 3 * 190);  // the readers' 101, and the command line's and the Python module's 90
    }

    // What a picture file cannot hold, in the reader's language; English without one.
    void limitsInEachLanguage() {
        Picture p;
        p.addNode(Point{2e9, 1});
        QCOMPARE(*pictureLimitProblem(p), std::string("node 0: x = 2000000000 is beyond the ±1e9 a picture file can hold"));
        for (Language language : {Language::German, Language::French, Language::Spanish}) {
            const QString problem = formatcheck::formatErrorProblem(QString::fromStdString(*pictureLimitProblem(p, language)),
                                                                    QString::fromStdString(*pictureLimitProblem(p)), {QStringLiteral("x = 2000000000")});
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }

    // An error made of a finished sentence says it in every language; within() puts a source first.
    void finishedSentencesAndSources() {
        const FormatError finished("values(): item 3: not a picture");
        QCOMPARE(finished.text(Language::German), std::string("values(): item 3: not a picture"));
        try {
            readCgsuite("eel");
            QFAIL("read");
        } catch (const FormatError& error) {
            const FormatError within = error.within("tree.cgs");
            QCOMPARE(std::string(within.what()), "tree.cgs: " + std::string(error.what()));
            QCOMPARE(within.text(Language::French), "tree.cgs\u00A0: " + error.text(Language::French));
            const std::exception& plain = within;
            QCOMPARE(errorText(plain, Language::German), within.text(Language::German));
        }
        const std::runtime_error other("something else");
        QCOMPARE(errorText(other, Language::German), std::string("something else"));
    }
};

QTEST_GUILESS_MAIN(FormatErrorText)
#include "tst_format_error_text.moc"
