// homestead-cli --lang, run as a process: without --lang every command prints exactly what
// `--lang en` prints (English, as scripts expect), and German, French and Spanish each print
// something else; `explain --lang de` (and fr, es) on every edge of the classic pictures, and the
// text of analyse, welter, nim and search, hold no English sentence (a list of English words is
// searched for once the names the pictures give their edges are taken out); JSON keys and numbers
// never change with the language; an unknown code or a missing one is bad input (exit status 2,
// one line on stderr naming --lang, nothing on stdout).
#include <QtTest>

#include "../cli_process.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

using json = nlohmann::json;

namespace {

QString classic(const char* name) {
    return QStringLiteral(HOMESTEAD_RESOURCES "/pictures/%1.json").arg(QString::fromLatin1(name));
}

const char* const kTranslated[] = {"de", "fr", "es"};

// Commands whose text output is made of sentences, each on a few inputs.
QList<QStringList> sentenceCommands() {
    return {
        {"explain", classic("door"), "--edge", "2"},
        {"explain", classic("lovers-bridge"), "--edge", "0"},
        {"explain", classic("homestead"), "--edge", "12"},
        {"explain", "--cgsuite", ":Geee:G", "--edge", "1"},
        {"analyse", classic("homestead")},
        {"analyse", classic("girl-with-umbrella-a"), "--loads"},
        {"welter", "0", "2", "5", "7", "11", "13", "16", "17", "23"},
        {"welter", "--misere", "--target", "3", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"},
        {"welter", "--transfinite", "1", "w*2+4", "w*2+9"},
        {"nim", "3", "4", "5"},
        {"nim", "1", "1", "1"},
        {"nim", "--transfinite", "1", "w*2+4"},
        {"search", "--cgsuite", "ee:Aeeee:A"},
        {"exercises", "--json", "--kind", "hackenbush", "--count", "6", "--seed", "3"},
        {"exercises", "--json", "--kind", "nim", "--count", "6", "--seed", "5"},
    };
}

// The names a picture gives its edges, and its title (English words that are the user's, not the
// program's).
std::vector<std::string> edgeNames(const QString& file) {
    std::ifstream in(file.toStdString());
    const json picture = json::parse(in);
    std::vector<std::string> names;
    if (picture.contains("title")) names.push_back(picture["title"].get<std::string>());
    for (const auto& e : picture["edges"])
        if (e.contains("name")) names.push_back(e["name"].get<std::string>());
    std::sort(names.begin(), names.end(), [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
    return names;
}

std::string withoutNames(std::string text, const std::vector<std::string>& names) {
    for (const std::string& name : names) {
        if (name.empty()) continue;
        for (std::size_t at = text.find(name); at != std::string::npos; at = text.find(name, at)) text.erase(at, name.size());
    }
    return text;
}

// English words of the program's own sentences; none may be left in a translated text.
const char* const kEnglishMarkers[] = {
    "Stress", "stress", "weight", "Load", "Chopping", "chopping", "must become", "supports", "winning", "losing",
    "player", "nim-sum", "spinster", "concyclic", " is odd", "climbing", "carries", "the value", "The value", " and ",
    "formula", "loop", "largest", "power of", "mate", "Value", "edge", "coins", "heap", "slide", "why:", "Parts",
    "bridge", "class ", "Concyclic", "good moves", "moves to", "search", "standing", "none", "To win", "nothing",
};

void checkNoEnglish(const std::string& text, const QString& what) {
    for (const char* marker : kEnglishMarkers)
        QVERIFY2(text.find(marker) == std::string::npos,
                 qPrintable(what + QStringLiteral(": English \"%1\" left in:\n%2")
                                       .arg(QString::fromUtf8(marker), QString::fromStdString(text))));
}

}  // namespace

class LangCli : public QObject {
    Q_OBJECT
private slots:
    void withoutLangTheOutputIsEnglishAsBefore() {
        for (const QStringList& args : sentenceCommands()) {
            const CliResult plain = runCli(args);
            QVERIFY2(plain.status == 0, plain.err.constData());
            QVERIFY(!plain.out.isEmpty());
            const CliResult english = runCli(QStringList(args) << "--lang" << "en");
            QCOMPARE(english.status, 0);
            QCOMPARE(english.out, plain.out);
            const CliResult joined = runCli(QStringList{args.front(), "--lang=en"} + args.mid(1));
            QCOMPARE(joined.out, plain.out);
        }
    }

    void everyOtherLanguagePrintsSomethingElse() {
        for (const QStringList& args : sentenceCommands())
            for (const char* code : kTranslated) {
                const CliResult plain = runCli(args);
                const CliResult other = runCli(QStringList(args) << "--lang" << code);
                QVERIFY2(other.status == 0, other.err.constData());
                QVERIFY2(other.out != plain.out, qPrintable(args.join(' ') + " --lang " + code));
            }
    }

    void explainSpeaksGermanWords() {
        // The winning move of the Homestead: a climb of four steps.
        const CliResult r = runCli({"explain", "--lang", "de", classic("homestead"), "--edge", "7"});
        QCOMPARE(r.status, 0);
        const std::string out = withoutNames(r.out.toStdString(), edgeNames(classic("homestead")));
        for (const char* word : {"Spannung", "Gewicht", "Zweierpotenz", "Last", "Gewinnzug", "Aufstieg", "muss", "werden",
                                 "abschneiden", "Kante", "trägt"})
            QVERIFY2(out.find(word) != std::string::npos, word);
        checkNoEnglish(out, QStringLiteral("explain --lang de"));
    }

    // Every edge of pictures with bridges, cycles, loops, classes, spinsters and long climbs.
    void explainLeavesNoEnglishSentence() {
        for (const char* picture : {"door", "tree", "flower", "cycle-on-stalk", "lovers-bridge", "girl-on-one-foot", "homestead"}) {
            const QString file = classic(picture);
            const std::vector<std::string> names = edgeNames(file);
            std::ifstream in(file.toStdString());
            const json j = json::parse(in);
            for (const char* code : kTranslated)
                for (const auto& edge : j["edges"]) {
                    const QString id = QString::number(edge["id"].get<int>());
                    const CliResult r = runCli({"explain", "--lang", code, file, "--edge", id});
                    QVERIFY2(r.status == 0, r.err.constData());
                    checkNoEnglish(withoutNames(r.out.toStdString(), names),
                                   QStringLiteral("explain --lang %1 %2 --edge %3").arg(code, picture, id));
                }
        }
    }

    void otherCommandsLeaveNoEnglishSentence() {
        std::vector<std::string> names = edgeNames(classic("homestead"));
        for (const std::string& name : edgeNames(classic("girl-with-umbrella-a"))) names.push_back(name);
        std::sort(names.begin(), names.end(), [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
        for (const QStringList& args : sentenceCommands()) {
            if (args.contains("--json")) continue;
            for (const char* code : kTranslated) {
                const CliResult r = runCli(QStringList(args) << "--lang" << code);
                checkNoEnglish(withoutNames(r.out.toStdString(), names), args.join(' ') + " --lang " + code);
            }
        }
    }

    // Only sentence values translate: keys, numbers and moves stay what scripts read.
    void jsonKeysNeverChange() {
        const QList<QStringList> same{{"explain", "--json", classic("homestead"), "--edge", "12"},
                                      {"welter", "--json", "--misere", "--target", "3", "2", "3", "5", "7"},
                                      {"nim", "--json", "3", "4", "5"},
                                      {"analyse", "--json", classic("lovers-bridge")},
                                      {"search", "--json", "--cgsuite", "ee:Aeeee:A"}};
        for (const QStringList& args : same)
            for (const char* code : kTranslated) QCOMPARE(runCli(QStringList(args) << "--lang" << code).out, runCli(args).out);
        const QStringList sheet{"exercises", "--json", "--kind", "welter", "--count", "5", "--seed", "11"};
        const json english = json::parse(runCli(sheet).out.toStdString());
        for (const char* code : kTranslated) {
            json other = json::parse(runCli(QStringList(sheet) << "--lang" << code).out.toStdString());
            QCOMPARE(other["exercises"].size(), english["exercises"].size());
            for (std::size_t i = 0; i < english["exercises"].size(); ++i) {
                QVERIFY(other["exercises"][i]["question"] != english["exercises"][i]["question"]);
                other["exercises"][i]["question"] = english["exercises"][i]["question"];
            }
            QCOMPARE(QString::fromStdString(other.dump()), QString::fromStdString(english.dump()));
        }
    }

    void anUnknownLanguageIsBadInput() {
        for (const QStringList& args : {QStringList{"explain", "--lang", "xx", "--cgsuite", ":Geee:G", "--edge", "1"},
                                        QStringList{"welter", "--lang=klingon", "1", "2"},
                                        QStringList{"nim", "3", "4", "--lang"},
                                        QStringList{"analyse", "--lang", "", classic("door")}}) {
            const CliResult r = runCli(args);
            QCOMPARE(r.status, 2);
            QVERIFY(r.out.isEmpty());
            QCOMPARE(r.err.count('\n'), 1);
            QVERIFY2(r.err.contains("--lang"), r.err.constData());
        }
        const CliResult r = runCli({"explain", "--lang", "xx", "--cgsuite", ":Geee:G", "--edge", "1"});
        QVERIFY2(r.err.contains("'xx'") && r.err.contains("en, de, fr or es"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(LangCli)
#include "tst_lang_cli.moc"
