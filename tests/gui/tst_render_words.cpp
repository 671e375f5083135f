// gui_render_words: what app/render says itself when it cannot draw a file follows its message
// language (message_language.h: the window's, homestead-cli's --lang) like every other error: a type
// it does not write (encodePicture, exportFile) and a node without a place (PNG, SVG, PDF and TikZ
// alike). In English each is the sentence it always was, byte for byte; in German, French and
// Spanish the core catalogue's, with the file named as the language joins an error's parts (French:
// a no-break space before the colon) and no English word left. The failures no picture can provoke
// (an image that cannot be encoded or written, a PDF that cannot be started or drawn) are checked as
// templates by core_worded_errors.
#include "export_file.h"
#include "message_language.h"
#include "pdf_export.h"
#include "picture_renderer.h"
#include "tikz_export.h"

#include "../core/cli_message_checks.h"

#include "homestead/analysis.h"
#include "homestead/messages.h"
#include "homestead/picture.h"
#include "homestead/picture_analysis.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <initializer_list>
#include <optional>
#include <string_view>
#include <utility>

using namespace homestead;

namespace {

// A stalk on the ground, placed or not.
Picture stalk(bool placed) {
    Picture p;
    const NodeId g = p.addNode(placed ? std::optional<Point>(Point{0, 0}) : std::nullopt, true);
    const NodeId top = p.addNode(placed ? std::optional<Point>(Point{0, 1}) : std::nullopt);
    p.addEdge(g, top);
    return p;
}

// What each export says of `path`, in the message language set.
struct Said {
    QString encoded, exported, file;  // unknown types: encodePicture, exportPicture, exportFile
    QString png, svg, pdf, tex;       // a picture without positions
};

Said saidOf(const QString& folder) {
    const Picture placed = stalk(true), unplaced = stalk(false);
    const Analysis placedAnalysis = analyse(placed), unplacedAnalysis = analyse(unplaced);
    Said s;
    QByteArray bytes;
    render::encodePicture(placed, placedAnalysis, folder + "/x.bmp", {}, &bytes, &s.encoded);
    render::exportPicture(placed, placedAnalysis, folder + "/x.gif", {}, &s.exported);
    render::exportFile(*PictureAnalysis::of(placed), folder + "/x.doc", {}, &s.file);
    render::exportPicture(unplaced, unplacedAnalysis, folder + "/x.png", {}, &s.png);
    render::exportPicture(unplaced, unplacedAnalysis, folder + "/x.svg", {}, &s.svg);
    render::exportPdf(*PictureAnalysis::of(unplaced), folder + "/x.pdf", {}, &s.pdf);
    render::exportTikz(unplaced, unplacedAnalysis, folder + "/x.tex", {}, &s.tex);
    return s;
}

}  // namespace

class RenderWordsTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private slots:
    void cleanup() { render::setMessageLanguage(Language::English); }

    void englishAsItAlwaysWas() {
        const QString d = dir.path();
        const Said s = saidOf(d);
        QCOMPARE(s.encoded, d + "/x.bmp: unknown image type '.bmp' (use .png or .svg)");
        QCOMPARE(s.exported, d + "/x.gif: unknown image type '.gif' (use .png or .svg)");
        QCOMPARE(s.file, d + "/x.doc: unknown file type '.doc' (use .png, .svg, .pdf or .tex)");
        for (const auto& [said, name] : {std::pair{s.png, "x.png"}, {s.svg, "x.svg"}, {s.pdf, "x.pdf"}, {s.tex, "x.tex"}})
            QCOMPARE(said, d + "/" + name + ": node 0 has no position (lay the picture out first)");
        QVERIFY(QDir(d).isEmpty());  // nothing written
    }

    void eachLanguageSaysItsOwn_data() {
        QTest::addColumn<int>("language");
        QTest::newRow("de") << int(Language::German);
        QTest::newRow("fr") << int(Language::French);
        QTest::newRow("es") << int(Language::Spanish);
    }
    void eachLanguageSaysItsOwn() {
        QFETCH(int, language);
        const Language l = Language(language);
        const QString d = dir.path();
        const Said english = saidOf(d);
        render::setMessageLanguage(l);
        const Said s = saidOf(d);
        const QString joint = l == Language::French ? QStringLiteral("\u00A0: ") : QStringLiteral(": ");
        const auto words = [l](Msg id, std::initializer_list<std::string_view> arguments) {
            return QString::fromStdString(message(l, id, arguments));
        };
        QCOMPARE(s.encoded, d + "/x.bmp" + joint + words(Msg::RenderUnknownImageType, {"bmp"}));
        QCOMPARE(s.exported, d + "/x.gif" + joint + words(Msg::RenderUnknownImageType, {"gif"}));
        QCOMPARE(s.file, d + "/x.doc" + joint + words(Msg::RenderUnknownFileType, {"doc", render::exportSuffixesText(l).toStdString()}));
        for (const auto& [said, name] : {std::pair{s.png, "x.png"}, {s.svg, "x.svg"}, {s.pdf, "x.pdf"}, {s.tex, "x.tex"}})
            QCOMPARE(said, d + "/" + name + joint + words(Msg::RenderNoPosition, {"0"}));
        // the problem, after the file's name, holds the English's numbers and quoted type and no English word
        const auto problem = [&d](const QString& said, const QString& separator) { return said.mid(said.indexOf(separator, d.size()) + separator.size()); };
        const std::pair<QString, QString> pairs[] = {{s.encoded, english.encoded}, {s.file, english.file}, {s.pdf, english.pdf}};
        for (const auto& [mine, en] : pairs) {
            const QString wrong = clicheck::translationProblem(problem(mine, joint), problem(en, QStringLiteral(": ")));
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        }
        QVERIFY(QDir(d).isEmpty());
    }
};

QTEST_MAIN(RenderWordsTest)
#include "tst_render_words.moc"
