// homestead-cli render of a picture without positions (issue 39): a random 2,000-edge `.edges`
// picture, as another tool exports it (a random tree on 20 base nodes, one edge in ten closing a
// cycle), is laid out from its structure and written as an SVG whose width over height (its view
// box) is between 1/3 and 3, so a screen or a page fits it (a layered layout drew it 40 times wider
// than high). (At about 90 units a side it is past what a PNG may hold at the export's scale.)
#include <QtTest>

#include "../file_bytes.h"
#include "../cli_process.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include <random>
#include <cstdint>

namespace {

QByteArray randomEdgeList(int edges, std::uint32_t seed) {
    std::mt19937 rng(seed);
    QByteArray text = "ground 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19\n";
    std::uint32_t nodes = 20;
    for (int e = 0; e < edges; ++e) {
        const std::uint32_t below = rng() % nodes;
        const std::uint32_t above = rng() % 10 == 0 && nodes > 30 ? rng() % nodes : nodes++;
        text += QByteArray::number(below) + ' ' + QByteArray::number(above) + '\n';
    }
    return text;
}

using homestead::testing::readAll;

}  // namespace

class RenderLayoutCliTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private slots:
    void randomEdgeListFitsAScreen_data() {
        QTest::addColumn<std::uint32_t>("seed");
        for (std::uint32_t seed : {1u, 2u, 3u}) QTest::newRow(qPrintable(QString::number(seed))) << seed;
    }
    void randomEdgeListFitsAScreen() {
        QFETCH(std::uint32_t, seed);
        const QString edges = dir.filePath(QStringLiteral("random.edges"));
        QFile f(edges);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(randomEdgeList(2000, seed)) > 0);
        f.close();

        const QString svg = dir.filePath(QStringLiteral("random.svg"));
        const CliResult r = runCli({QStringLiteral("render"), edges, QStringLiteral("-o"), svg});
        QVERIFY2(r.status == 0 && r.err.isEmpty(), r.err.constData());
        static const QRegularExpression viewBox(QStringLiteral("viewBox=\"[-\\d.e]+ [-\\d.e]+ ([\\d.e+]+) ([\\d.e+]+)\""));
        const auto m = viewBox.match(QString::fromUtf8(readAll(svg).left(4096)));
        QVERIFY(m.hasMatch());
        const double svgAspect = m.captured(1).toDouble() / m.captured(2).toDouble();
        QVERIFY2(svgAspect >= 1.0 / 3 && svgAspect <= 3, qPrintable(QString("SVG %1 × %2").arg(m.captured(1), m.captured(2))));
    }
};

QTEST_APPLESS_MAIN(RenderLayoutCliTest)
#include "tst_render_layout_cli.moc"
