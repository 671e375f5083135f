// gui_handout_export: the PDF handout and the TikZ export (app/render: pdf_export.h, tikz_export.h).
// - TikZ: the number on every standing edge is the core's stress (and floating edges have none), on
//   500 random pictures with loops and repeated edges; every edge's path starts and ends at its nodes
//   in picture coordinates; the Homestead, random pictures and a title full of TeX's special
//   characters compile alone with pdflatex (-halt-on-error) into a one-page PDF the drawing's size.
// - PDF: one page, or two with the analysis page (pdfinfo), and no page is blank (pdftoppm at low
//   resolution: the band between the header and the footnote has ink).
// pdflatex, pdfinfo and pdftoppm come from scripts/setup (texlive-latex-base, texlive-pictures,
// poppler-utils); a missing tool fails the suite, it is never skipped.
#include "../core/random_picture.h"
#include "../pdf_tools.h"
#include "../classic_pictures.h"

#include "pdf_export.h"
#include "picture_geometry.h"
#include "tikz_export.h"

#include "homestead/analysis.h"
#include "homestead/picture_json.h"

#include <QGuiApplication>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <map>
#include <random>

using namespace homestead;
using namespace homestead::render;

namespace {

// The TikZ file's numbers: edge id → the label's text (one per edge, or a duplicate is reported as "twice").
std::map<EdgeId, QString> tikzLabels(const QString& tex) {
    std::map<EdgeId, QString> labels;
    static const QRegularExpression line(QStringLiteral("^\\\\node\\[hslabel\\] at \\(([-\\d.]+),([-\\d.]+)\\) \\{(.*)\\}; % edge (\\d+)$"),
                                         QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(tex); it.hasNext();) {
        const auto m = it.next();
        auto [at, added] = labels.try_emplace(m.captured(4).toLongLong(), m.captured(3));
        if (!added) at->second = QStringLiteral("twice");
    }
    return labels;
}

// Each edge's TikZ path: its first and last coordinate, in picture units.
std::map<EdgeId, std::pair<QPointF, QPointF>> tikzEnds(const QString& tex) {
    std::map<EdgeId, std::pair<QPointF, QPointF>> ends;
    static const QRegularExpression line(QStringLiteral("^\\\\draw\\[hsedge[A-Z]+\\] (.*); % edge (\\d+)$"), QRegularExpression::MultilineOption);
    static const QRegularExpression point(QStringLiteral("\\(([-\\d.]+),([-\\d.]+)\\)"));
    for (auto it = line.globalMatch(tex); it.hasNext();) {
        const auto m = it.next();
        std::vector<QPointF> points;
        for (auto p = point.globalMatch(m.captured(1)); p.hasNext();) {
            const auto q = p.next();
            points.emplace_back(q.captured(1).toDouble(), q.captured(2).toDouble());
        }
        if (!points.empty()) ends[m.captured(2).toLongLong()] = {points.front(), points.back()};
    }
    return ends;
}

bool near(QPointF a, Point b) { return std::abs(a.x() - b.x) < 1e-3 && std::abs(a.y() - b.y) < 1e-3; }

// Compiles a .tex alone in its folder; returns pdflatex's log tail on failure, "" on success.
QString compile(const QString& folder, const QString& name) {
    const ToolRun r = runTool(QStringLiteral("pdflatex"), {QStringLiteral("-interaction=nonstopmode"), QStringLiteral("-halt-on-error"),
                                                    QStringLiteral("-no-shell-escape"), name},
                      folder);
    return r.status == 0 ? QString() : QStringLiteral("pdflatex %1 (status %2): %3").arg(name).arg(r.status).arg(QString::fromUtf8(r.out.right(1500)));
}

}  // namespace

class TestHandoutExport : public QObject {
    Q_OBJECT
private slots:
    void texEscapeLeavesNothingSpecial() {
        QCOMPARE(texEscape(QStringLiteral("50% & #1 {x}_2 $")), QStringLiteral("50\\% \\& \\#1 \\{x\\}\\_2 \\$"));
        QCOMPARE(texEscape(QStringLiteral("a\\b^c~")), QStringLiteral("a\\textbackslash{}b\\^{}c\\~{}"));
        QCOMPARE(texEscape(QStringLiteral("Café naïve")), QStringLiteral("Caf\\'{e} na\\\"{\\i{}}ve"));
        QCOMPARE(texEscape(QStringLiteral("Homestead — 5 · 3")), QStringLiteral("Homestead --- 5 $\\cdot$ 3"));
        QCOMPARE(texEscape(QStringLiteral("line\nbreak")), QStringLiteral("line break"));
        QCOMPARE(texEscape(QStringLiteral("中")), QStringLiteral("?"));
    }

    // The numbers of the TikZ file are the core's stresses, edge by edge; paths join their nodes.
    void tikzNumbersAreTheStresses() {
        std::mt19937_64 rng(151);
        int labelled = 0, loops = 0, repeated = 0;
        for (int round = 0; round < 500; ++round) {
            const Picture p = testing::randomSmallPicture(rng, 12);
            const Analysis a = analyse(p);
            const QString tex = QString::fromUtf8(tikzDocument(p, a));
            const auto labels = tikzLabels(tex);
            const auto ends = tikzEnds(tex);
            std::size_t standing = 0;
            std::map<std::pair<NodeId, NodeId>, int> pairs;
            for (std::size_t i = 0; i < p.edges().size(); ++i) {
                const Edge& e = p.edges()[i];
                const auto label = labels.find(e.id);
                if (a.edges[i].standing) {
                    ++standing;
                    QVERIFY2(label != labels.end(), qPrintable(QStringLiteral("edge %1 has no number").arg(e.id)));
                    QCOMPARE(label->second, QString::number(a.edges[i].stress));
                } else {
                    QVERIFY2(label == labels.end(), qPrintable(QStringLiteral("floating edge %1 has a number").arg(e.id)));
                }
                QVERIFY(ends.count(e.id));
                const auto [from, to] = ends.at(e.id);
                QVERIFY2(near(from, *p.node(e.from).position) && near(to, *p.node(e.to).position),
                         qPrintable(QStringLiteral("edge %1 does not join its nodes").arg(e.id)));
                loops += e.isLoop();
                repeated += ++pairs[std::minmax(e.from, e.to)] == 2;
            }
            QCOMPARE(labels.size(), standing);
            labelled += int(standing);
        }
        QVERIFY(labelled > 1500 && loops > 200 && repeated > 200);
    }

    void tikzWeightsAndStressesTogether() {
        const Picture door = testing::classicPicture("door");
        RenderOptions options;
        options.weights = true;
        const QString tex = QString::fromUtf8(tikzDocument(door, analyse(door), options));
        for (const auto& [id, text] : tikzLabels(tex)) QCOMPARE(text, QStringLiteral("1 $\\cdot$ 1"));
    }

    // pdflatex compiles the Homestead, random pictures (loops, repeated edges) and a hostile title.
    void tikzCompilesAloneIntoOnePage() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::vector<std::pair<QString, Picture>> pictures;
        pictures.emplace_back(QStringLiteral("homestead"), testing::classicPicture("homestead"));
        Picture hostile = testing::classicPicture("lovers-bridge");
        hostile.title = "50% of {Ann's} #1 & x_2 ^ ~ \\ $ <Café> “Ærø” — ⊕ 中\n\\end{document}";
        pictures.emplace_back(QStringLiteral("hostile"), hostile);
        std::mt19937_64 rng(1515);
        while (pictures.size() < 10) {  // pictures with something to draw
            Picture p = testing::randomSmallPicture(rng, 14);
            if (p.edgeCount() >= 4) pictures.emplace_back(QStringLiteral("random%1").arg(pictures.size()), std::move(p));
        }
        for (const auto& [name, picture] : pictures) {
            const Analysis a = analyse(picture);
            QString error;
            QVERIFY2(exportTikz(picture, a, dir.filePath(name + QStringLiteral(".tex")), {}, &error), qPrintable(error));
            const QString failure = compile(dir.path(), name + QStringLiteral(".tex"));
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
            const QString pdf = dir.filePath(name + QStringLiteral(".pdf"));
            QCOMPARE(pdfPages(pdf), 1);
            // the page is the drawing: its bounds at 1.2 cm per picture unit
            const QRectF bounds = placeDrawing(picture, a).bounds;
            const double ptPerPixel = 1.2 / 2.54 * 72.27 / kUnit * (72.0 / 72.27);  // TeX points → PDF points
            const QSizeF size = pdfPageSize(pdf);
            QVERIFY2(std::abs(size.width() - bounds.width() * ptPerPixel) < 2 && std::abs(size.height() - bounds.height() * ptPerPixel) < 2,
                     qPrintable(QStringLiteral("%1: page %2 × %3").arg(name).arg(size.width()).arg(size.height())));
            const double ink = inkInBand(pdf, 1, 72);  // a small drawing is a small page
            QVERIFY2(ink > 0.002, qPrintable(QStringLiteral("%1: blank (ink %2)").arg(name).arg(ink)));
        }
    }

    void pdfHasItsPagesAndNoneIsBlank_data() {
        QTest::addColumn<QString>("picture");
        QTest::addColumn<bool>("analysisPage");
        for (const char* name : {"door", "homestead", "lovers-bridge"}) {
            QTest::newRow(qPrintable(QStringLiteral("%1, one page").arg(name))) << QString::fromLatin1(name) << false;
            QTest::newRow(qPrintable(QStringLiteral("%1, with the analysis").arg(name))) << QString::fromLatin1(name) << true;
        }
    }
    void pdfHasItsPagesAndNoneIsBlank() {
        QFETCH(QString, picture);
        QFETCH(bool, analysisPage);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("handout.pdf"));
        RenderOptions options;
        options.analysisPage = analysisPage;
        QString error;
        QVERIFY2(exportPdf(*PictureAnalysis::of(testing::classicPicture(picture.toStdString())), pdf, options, &error), qPrintable(error));
        QCOMPARE(pdfPages(pdf), analysisPage ? 2 : 1);
        QCOMPARE(handoutPageCount(options), analysisPage ? 2 : 1);
        for (int page = 1; page <= pdfPages(pdf); ++page) {
            const double ink = inkInBand(pdf, page);
            QVERIFY2(ink > 0.002, qPrintable(QStringLiteral("page %1 is blank (ink %2)").arg(page).arg(ink)));
        }
    }

    void pdfOfAPictureWithoutPositionsIsRefused() {
        Picture p;
        p.addEdge(p.addNode(std::nullopt, true), p.addNode());
        QTemporaryDir dir;
        QString error;
        bool writeFailed = true;
        QVERIFY(!exportPdf(*PictureAnalysis::of(p), dir.filePath(QStringLiteral("x.pdf")), {}, &error, &writeFailed));
        QVERIFY(!writeFailed);
        QVERIFY2(error.contains(QStringLiteral("no position")), qPrintable(error));
        QVERIFY(QDir(dir.path()).isEmpty());
    }
};

QTEST_MAIN(TestHandoutExport)
#include "tst_handout_export.moc"
