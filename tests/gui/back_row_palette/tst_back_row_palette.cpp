// back_row_palette: colour with a second channel (issue 38, item 3; and item 4's handout legend).
// - Explain's term colours and the concyclic classes' colours differ pairwise by ΔE2000 ≥ 10 to
//   normal, protanope, deuteranope and tritanope eyes (Machado 2009 simulation, colour_vision.h), and
//   from the edge green; the high-contrast theme's by ≥ 9, each ≥ 3:1 on white. The metric is
//   checked on Sharma's reference pairs, and the palette this replaces (its red/crimson and
//   purple/violet pairs) fails it: the check can fail.
// - The winning move's orange is none of them to any eye (≥ 10 simulated, ≥ 20 to a normal eye:
//   the old winning orange and first-term orange were 10.6 apart), and has a shape of its own: even
//   thick flat dashes that no other look, class or Play mark has; classes are never solid.
// - View → High Contrast (Ctrl+Shift+C): checking it changes the canvas's pens (thicker, the strong
//   colours) and the export's, is remembered by QSettings (a new window starts with it), and
//   presentation mode keeps the user's choice when it ends.
// - Greyscale: a picture painted by the one painting code and turned grey still shows the winning
//   edge as dashes (ink, gap, ink … along its path) and a normal edge as one unbroken stroke; the
//   PDF handout (exportPdf, the code of `homestead-cli render -o X.pdf` and the GUI's handout
//   actions), rasterised in grey by pdftoppm, shows its legend's winning sample dashed and its
//   edge sample unbroken, and its text (pdftotext) has a legend row for each mark it uses, and a
//   footnote that tells the value without weights it does not print.
// Structure and colours only; nothing is timed.
#include "colour_vision.h"

#include "gui_test_helpers.h"
#include "../../pdf_tools.h"

#include "explain_panel.h"
#include "handout_legend.h"
#include "high_contrast.h"
#include "pdf_export.h"
#include "picture_items.h"
#include "picture_style.h"
#include "presentation_mode.h"

#include "homestead/picture_analysis.h"
#include "homestead/picture_file.h"
#include "homestead/worked_analysis.h"

#include <QAction>
#include <QFile>
#include <QRegularExpression>
#include <QImage>
#include <QPainter>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include "hang_guard.h"

#include <map>
#include <optional>
#include <set>
#include <vector>

using namespace guitest;
using namespace palettetest;

namespace {

const QString kGirl = QStringLiteral(HOMESTEAD_RESOURCES "/pictures/girl-on-one-foot.json");

// The least difference between two colours of `colours` to any of the four eyes, and which.
struct Closest {
    double difference = 1e9;
    QString what;
};
Closest closest(const std::vector<QColor>& colours) {
    Closest c;
    for (std::size_t i = 0; i < colours.size(); ++i)
        for (std::size_t j = i + 1; j < colours.size(); ++j)
            for (Vision v : kVisions)
                if (const double d = seenDifference(colours[i], colours[j], v); d < c.difference)
                    c = {d, QStringLiteral("%1 and %2 to a %3 eye").arg(colours[i].name(), colours[j].name(), QLatin1String(visionName(v)))};
    return c;
}
Closest closestTo(const QColor& one, const std::vector<QColor>& colours) {
    Closest c;
    for (const QColor& other : colours)
        for (Vision v : kVisions)
            if (const double d = seenDifference(one, other, v); d < c.difference)
                c = {d, QStringLiteral("%1 and %2 to a %3 eye").arg(one.name(), other.name(), QLatin1String(visionName(v)))};
    return c;
}

std::vector<QColor> termColours() {
    std::vector<QColor> out;
    for (std::size_t i = 0; i < ExplainPanel::kDistinctTermColors; ++i) out.push_back(ExplainPanel::termColor(int(i)));
    return out;
}
std::vector<QColor> classColours(bool strong) {
    std::vector<QColor> out;
    for (int i = 0; i < render::kMarkColours; ++i) out.push_back(render::classColor(i, strong));
    return out;
}

// Grey levels along `path` (scene coordinates) in `image`, painted with `toImage`: one sample per
// device pixel of its length, away from its two ends (the nodes).
std::vector<int> greysAlong(const QImage& image, const QTransform& toImage, const QPainterPath& path) {
    std::vector<int> greys;
    const double length = path.length() * toImage.m11();
    for (double t = 12; t < length - 12; t += 1) {
        const QPoint p = toImage.map(path.pointAtPercent(path.percentAtLength(t / toImage.m11()))).toPoint();
        if (image.rect().contains(p)) greys.push_back(qGray(image.pixel(p)));
    }
    return greys;
}

// The runs of ink (darker than `paper`) broken by paper along a line of greys: 1 for an unbroken stroke.
int inkRuns(const std::vector<int>& greys, int paper = 235) {
    int runs = 0;
    bool inInk = false;
    for (int g : greys) {
        const bool ink = g < paper;
        if (ink && !inInk) ++runs;
        inInk = ink;
    }
    return runs;
}

// The PDF's words with their boxes (pdftotext -bbox): word → the first box it has, in points.
std::map<QString, QRectF> wordBoxes(const QString& pdf) {
    const ToolRun r = runTool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), QStringLiteral("-f"), QStringLiteral("1"),
                                                            QStringLiteral("-l"), QStringLiteral("1"), pdf, QStringLiteral("-")});
    std::map<QString, QRectF> boxes;
    static const QRegularExpression word(
        QStringLiteral("<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" yMax=\"([\\d.]+)\">([^<]*)</word>"));
    for (auto it = word.globalMatch(QString::fromUtf8(r.out)); it.hasNext();) {
        const auto m = it.next();
        boxes.try_emplace(m.captured(5), QRectF(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                                                QPointF(m.captured(3).toDouble(), m.captured(4).toDouble())));
    }
    return boxes;
}

}  // namespace

class TestBackRowPalette : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QSettings().remove(QLatin1String(HighContrast::kSettingsKey));
        HighContrast::instance()->reload();
    }
    void cleanup() {
        HighContrast::instance()->setPresentation(false);
        HighContrast::instance()->setUserOn(false);
    }

    // ---- the simulation and the metric ----

    void metricMatchesReferencePairs() {
        // Sharma, Wu & Dalal's CIEDE2000 test data, pairs 1, 7 and 17
        QVERIFY(std::abs(deltaE2000({50, 2.6772, -79.7751}, {50, 0, -82.7485}) - 2.0425) < 1e-3);
        QVERIFY(std::abs(deltaE2000({50, 0, 0}, {50, -1, 2}) - 2.3669) < 1e-3);
        QVERIFY(std::abs(deltaE2000({50, 2.5, 0}, {73, 25, -18}) - 27.1492) < 1e-3);
        // and the simulation: red and green, far apart to a normal eye, close to a deuteranope's
        const QColor red(0xd0, 0x30, 0x30), green(0x50, 0x90, 0x30);
        QVERIFY(seenDifference(red, green, Vision::Normal) > 40);
        QVERIFY(seenDifference(red, green, Vision::Deuteranope) < 15);
    }

    void replacedPaletteFails() {
        // The term colours this palette replaced: red/crimson and purple/violet pairs that
        // colour-blind students confused. The check below rejects them.
        const std::vector<QColor> old{QColor(0xe8, 0x59, 0x0c), QColor(0x1c, 0x7e, 0xd6), QColor(0xae, 0x3e, 0xc9),
                                      QColor(0xc9, 0x2a, 0x2a), QColor(0x0c, 0x85, 0x99), QColor(0x5f, 0x3d, 0xc4),
                                      QColor(0xa6, 0x1e, 0x4d), QColor(0x86, 0x5d, 0x06)};
        QVERIFY(closest(old).difference < 10);
        // and the old winning orange was within 11 of the first term's to a normal eye
        QVERIFY(seenDifference(QColor(0xe6, 0x7e, 0x22), old.front(), Vision::Normal) < 20);
    }

    // ---- the palettes ----

    void termColoursAreColourBlindSafe() {
        const std::vector<QColor> terms = termColours();
        QCOMPARE(terms.size(), std::size_t(8));
        const Closest c = closest(terms);
        QVERIFY2(c.difference >= 10, qPrintable(QStringLiteral("ΔE %1: %2").arg(c.difference).arg(c.what)));
        const Closest edge = closestTo(render::colors::edge, terms);  // a term's halo on a green edge
        QVERIFY2(edge.difference >= 10, qPrintable(edge.what));
    }

    void classColoursAreColourBlindSafe() {
        for (bool strong : {false, true}) {
            const std::vector<QColor> classes = classColours(strong);
            const Closest c = closest(classes);
            QVERIFY2(c.difference >= (strong ? 9 : 10), qPrintable(QStringLiteral("ΔE %1: %2").arg(c.difference).arg(c.what)));
            const Closest edge = closestTo(render::colors::edge, classes);
            QVERIFY2(edge.difference >= (strong ? 9 : 10), qPrintable(edge.what));
            if (strong)
                for (const QColor& k : classes) QVERIFY2(contrastOnWhite(k) >= 3, qPrintable(k.name()));
        }
        // every class index has a colour of the palette, cycling
        QCOMPARE(render::classColor(8), render::classColor(0));
        QCOMPARE(render::classColor(-1), render::classColor(7));
    }

    void winningColourIsNoTermsNorClasses() {
        std::vector<QColor> marks = termColours();
        for (const QColor& c : classColours(false)) marks.push_back(c);
        marks.push_back(render::colors::edge);
        const Closest c = closestTo(render::colors::winning, marks);
        QVERIFY2(c.difference >= 10, qPrintable(QStringLiteral("ΔE %1: %2").arg(c.difference).arg(c.what)));
        for (const QColor& m : marks) QVERIFY2(seenDifference(render::colors::winning, m, Vision::Normal) >= 20, qPrintable(m.name()));
        std::vector<QColor> strongMarks = classColours(true);
        strongMarks.push_back(render::colors::edge);
        const Closest s = closestTo(render::colors::strongWinning, strongMarks);
        QVERIFY2(s.difference >= 9, qPrintable(QStringLiteral("ΔE %1: %2").arg(s.difference).arg(s.what)));
        QVERIFY(contrastOnWhite(render::colors::strongWinning) >= 3);
        QVERIFY(contrastOnWhite(render::colors::strongFloating) >= 3);
    }

    // ---- shapes ----

    void winningHasAShapeOfItsOwn() {
        using render::EdgeLook;
        const QPen winning = render::edgePen(EdgeLook::Winning);
        QCOMPARE(winning.style(), Qt::CustomDashLine);
        QCOMPARE(winning.capStyle(), Qt::FlatCap);  // even blocks with real gaps
        QCOMPARE(winning.dashPattern(), render::winningDashes());
        QVERIFY(winning.widthF() > render::edgePen(EdgeLook::Normal).widthF());
        for (EdgeLook other : {EdgeLook::Normal, EdgeLook::Floating, EdgeLook::Load, EdgeLook::Hovered})
            QCOMPARE(render::edgePen(other).style(), Qt::SolidLine);
        QCOMPARE(render::edgePen(EdgeLook::Winning, {}, 1.5, true).dashPattern(), winning.dashPattern());  // in both themes
        // classes: dashed too, never solid, never the winning pattern; neighbours differ in pattern
        for (int k = 0; k < render::kMarkColours; ++k)
            for (bool strong : {false, true}) {
                const QPen pen = render::edgePen(EdgeLook::Class, render::classColor(k, strong), 1.0, strong);
                QCOMPARE(pen.style(), Qt::CustomDashLine);
                QVERIFY(!pen.dashPattern().isEmpty());
                QVERIFY(pen.dashPattern() != winning.dashPattern());
                QCOMPARE(pen.color(), render::classColor(k, strong));
                const QPen next = render::edgePen(EdgeLook::Class, render::classColor(k + 1, strong), 1.0, strong);
                QVERIFY(pen.dashPattern() != next.dashPattern());
            }
        // Play's marks: the hint's beads and the engine's pick are not the winning look either
        for (render::EdgeMark m : {render::EdgeMark::Hint, render::EdgeMark::EnginePick})
            QVERIFY(render::markPen(m).dashPattern() != winning.dashPattern() || render::markPen(m).style() != Qt::CustomDashLine);
    }

    void greyscalePictureKeepsTheWinningDashes() {
        const Picture girl = loadPictureFile(kGirl.toStdString());
        const Analysis analysis = analyse(girl);
        QVERIFY(!analysis.winningMoves.empty());
        render::RenderOptions options;
        options.winning = true;
        options.classes = true;
        options.stresses = false;  // no plates across the strokes sampled
        const QRectF bounds = render::pictureBounds(girl, analysis, options);
        QImage image((bounds.size() * 2).toSize(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        QTransform toImage;
        toImage.scale(2, 2);
        toImage.translate(-bounds.left(), -bounds.top());
        painter.setTransform(toImage);
        render::paintPicture(painter, girl, analysis, options);
        painter.end();
        image = image.convertToFormat(QImage::Format_Grayscale8);
        const std::vector<QPainterPath> paths = render::edgePaths(girl);
        const auto index = [&](EdgeId id) {
            for (std::size_t i = 0; i < girl.edges().size(); ++i)
                if (girl.edges()[i].id == id) return i;
            return std::size_t(0);
        };
        const std::size_t foot = index(analysis.winningMoves.front());
        const std::vector<int> winningGreys = greysAlong(image, toImage, paths[foot]);
        QVERIFY(winningGreys.size() > 30);
        QVERIFY2(inkRuns(winningGreys) >= 3, qPrintable(QStringLiteral("%1 runs").arg(inkRuns(winningGreys))));
        // a bridge that is neither winning nor in a class: one unbroken stroke
        std::optional<std::size_t> plain;
        for (std::size_t i = 0; i < girl.edges().size(); ++i) {
            const EdgeAnalysis& a = analysis.edges[i];
            if (a.standing && !a.winning && a.concyclicClass < 0 && paths[i].length() > 40) plain = i;
        }
        QVERIFY(plain);
        const std::vector<int> plainGreys = greysAlong(image, toImage, paths[*plain]);
        QVERIFY(plainGreys.size() > 10);
        QCOMPARE(inkRuns(plainGreys), 1);
    }

    // ---- the high-contrast theme ----

    void highContrastChangesPensAndIsRemembered() {
        MainWindow* window = openWindow(kGirl);
        QVERIFY(window);
        auto* toggle = window->findChild<QAction*>(QStringLiteral("highContrast"));
        QVERIFY(toggle);
        QVERIFY(toggle->isCheckable() && !toggle->isChecked());
        QVERIFY(toggle->toolTip().contains(toggle->shortcut().toString(QKeySequence::NativeText)));
        QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
        window->actions().winning->setChecked(true);
        PictureScene* scene = window->scene();
        scene->finishBuild();
        const Analysis analysis = analyse(window->shownPicture());
        const EdgeId foot = analysis.winningMoves.front();
        QTRY_VERIFY(scene->edgeItem(foot)->look() == EdgeItem::Look::Winning);
        EdgeId plain = foot;
        for (std::size_t i = 0; i < analysis.edges.size(); ++i)
            if (analysis.edges[i].standing && !analysis.edges[i].winning) plain = window->shownPicture().edges()[i].id;
        const QPen plainBefore = scene->edgeItem(plain)->stroke(), winningBefore = scene->edgeItem(foot)->stroke();
        QCOMPARE(winningBefore.color(), render::colors::winning);

        QTest::keyClick(window, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(toggle->isChecked());
        QVERIFY(scene->highContrast());
        scene->finishBuild();
        QTRY_VERIFY(scene->edgeItem(plain)->stroke().widthF() > plainBefore.widthF() * 1.4);
        QCOMPARE(scene->edgeItem(foot)->stroke().color(), render::colors::strongWinning);
        QCOMPARE(scene->edgeItem(foot)->stroke().dashPattern(), winningBefore.dashPattern());
        QVERIFY(window->play()->scene()->highContrast());  // Play's canvas too
        QCOMPARE(QSettings().value(QLatin1String(HighContrast::kSettingsKey)).toBool(), true);
        closeWindow(window);

        // a new window starts in it
        HighContrast::instance()->reload();
        window = openWindow(kGirl);
        QVERIFY(window);
        toggle = window->findChild<QAction*>(QStringLiteral("highContrast"));
        QVERIFY(toggle->isChecked());
        QVERIFY(window->scene()->highContrast());
        toggle->trigger();
        QVERIFY(!window->scene()->highContrast());
        QCOMPARE(QSettings().value(QLatin1String(HighContrast::kSettingsKey)).toBool(), false);
        closeWindow(window);
    }

    void presentationSharesTheTheme() {
        MainWindow* window = openWindow(kGirl);
        QVERIFY(window);
        auto* toggle = window->findChild<QAction*>(QStringLiteral("highContrast"));
        QVERIFY(toggle);
        toggle->setChecked(true);
        auto* present = window->findChild<PresentationMode*>();
        QVERIFY(present);
        present->setActive(true);
        QVERIFY(present->active());
        QVERIFY(window->scene()->highContrast());
        present->setActive(false);
        QVERIFY(!present->active());
        QVERIFY2(window->scene()->highContrast(), "ending presentation keeps the user's high contrast");
        QVERIFY(toggle->isChecked());
        toggle->setChecked(false);
        present->setActive(true);
        QVERIFY(window->scene()->highContrast());  // presenting is always high contrast
        QVERIFY(!toggle->isChecked());             // without changing the user's choice
        present->setActive(false);
        QVERIFY(!window->scene()->highContrast());
        closeWindow(window);
    }

    // ---- the handout ----

    void handoutLegendHasEveryMark() {
        const Picture girl = loadPictureFile(kGirl.toStdString());
        const Analysis analysis = analyse(girl);
        render::RenderOptions options;
        using Mark = render::HandoutLegend::Mark;
        auto marks = [&](const render::RenderOptions& o) {
            std::set<Mark> out;
            const render::HandoutLegend legend(girl, analysis, o);
            for (const auto& row : legend.rows()) out.insert(row.mark);
            return out;
        };
        QCOMPARE(marks(options), (std::set<Mark>{Mark::Ground, Mark::Edge, Mark::Numbers}));
        options.winning = options.classes = true;
        QCOMPARE(marks(options), (std::set<Mark>{Mark::Ground, Mark::Edge, Mark::Winning, Mark::Classes, Mark::Numbers}));
        // the classes' row shows each class look the picture has (the girl: her skirt, her head, her bun)
        std::set<int> classes;
        for (const EdgeAnalysis& e : analysis.edges)
            if (e.standing && !e.winning && e.concyclicClass >= 0) classes.insert(e.concyclicClass);
        QVERIFY(classes.size() >= 2);
        const render::HandoutLegend withClasses(girl, analysis, options);
        for (const auto& row : withClasses.rows())
            if (row.mark == Mark::Classes) QCOMPARE(row.pens.size(), classes.size());
        options.stresses = false;
        QVERIFY(!marks(options).count(Mark::Numbers));
        // the footnote tells the value through the numbers printed
        QVERIFY(!QString::fromStdString(pictureLegend(true, false)).contains(QStringLiteral("weight")));
        QVERIFY(QString::fromStdString(pictureLegend(false, true)).contains(QStringLiteral("of all the weights printed")));
    }

    void handoutInGreyKeepsItsMeaning() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("girl.pdf"));
        render::RenderOptions options;
        options.winning = true;
        options.classes = true;
        const auto artifact = PictureAnalysis::of(loadPictureFile(kGirl.toStdString()));
        QString error;
        QVERIFY2(render::exportPdf(*artifact, pdf, options, &error), qPrintable(error));
        // its text: a legend row for the ground, an edge, the winning move, the classes, the numbers
        const ToolRun text = runTool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QCOMPARE(text.status, 0);
        const QString words = QString::fromUtf8(text.out).simplified();
        for (const char* row : {"The ground (dotted line)", "An edge: a move chops one", "A winning move (thick dashes): chopping it leaves value 0",
                                "A concyclic class", "Beside each edge: its stress"})
            QVERIFY2(words.contains(QLatin1String(row)), row);
        QVERIFY2(!words.contains(QStringLiteral("weight")), "no weights printed, none to define the value by");
        // in grey: the legend's winning sample is dashes, its edge sample one stroke
        constexpr int dpi = 300;
        const QString stem = dir.filePath(QStringLiteral("grey"));
        QCOMPARE(runTool(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-gray"), QStringLiteral("-f"),
                                                      QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"),
                                                      QStringLiteral("-singlefile"), pdf, stem})
                     .status,
                 0);
        const QImage grey = QImage(stem + QStringLiteral(".pgm")).convertToFormat(QImage::Format_Grayscale8);
        QVERIFY(!grey.isNull());
        const std::map<QString, QRectF> boxes = wordBoxes(pdf);
        QVERIFY(boxes.count(QStringLiteral("winning")) && boxes.count(QStringLiteral("edge:")));
        auto sampleRuns = [&](const QRectF& word) {
            // the sample sits left of its row's text, on the text's middle line
            const double k = dpi / 72.0;
            const int y = int(word.center().y() * k);
            std::vector<int> greys;
            const int from = int((word.left() - render::HandoutLegend::kSampleWidth) * k) + 2;
            const int to = int((word.left() - 10) * k);
            for (int x = std::max(0, from); x < to && x < grey.width(); ++x) {
                int darkest = 255;  // the stroke's darkest grey within a pixel or two of the line
                for (int dy = -2; dy <= 2; ++dy)
                    if (y + dy >= 0 && y + dy < grey.height()) darkest = std::min(darkest, qGray(grey.pixel(x, y + dy)));
                greys.push_back(darkest);
            }
            return inkRuns(greys);
        };
        // the row's first word: "A winning move" and "An edge:"
        const QRectF winningRow = boxes.at(QStringLiteral("winning")), edgeRow = boxes.at(QStringLiteral("edge:"));
        QRectF winningFirst, edgeFirst;
        for (const auto& [w, box] : boxes) {
            if (std::abs(box.center().y() - winningRow.center().y()) < 2 && (winningFirst.isNull() || box.left() < winningFirst.left())) winningFirst = box;
            if (std::abs(box.center().y() - edgeRow.center().y()) < 2 && (edgeFirst.isNull() || box.left() < edgeFirst.left())) edgeFirst = box;
        }
        QVERIFY2(sampleRuns(winningFirst) >= 3, qPrintable(QStringLiteral("%1 runs").arg(sampleRuns(winningFirst))));
        QCOMPARE(sampleRuns(edgeFirst), 1);
    }
};

QTEST_MAIN(TestBackRowPalette)
#include "tst_back_row_palette.moc"
