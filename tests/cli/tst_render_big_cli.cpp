// homestead-cli render of a several-thousand-edge random picture without positions (the shape of the
// benchmarks' big picture: laid out, a fifth of its edges become chords across the drawing) finishes
// and writes a valid SVG: well-formed XML with the picture's view box, every edge and a number for
// every standing edge. That its label placement is linear is asserted by counting the placer's tests
// (gui suite big_export), never by time here.
#include <QtTest>

#include "../cli_process.h"
#include "../file_bytes.h"
#include "../random_edge_list.h"

#include <QTemporaryDir>
#include <QXmlStreamReader>

class RenderBigCliTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

private slots:
    void randomPictureOfThousandsOfEdgesIsWritten() {
        const QString edges = dir.filePath(QStringLiteral("random.edges"));
        QFile f(edges);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(homestead::testing::randomEdgeList(4000, 11)) > 0);
        f.close();
        const QString svg = dir.filePath(QStringLiteral("random.svg"));
        const CliResult r = runCli({QStringLiteral("render"), edges, QStringLiteral("-o"), svg});
        QVERIFY2(r.status == 0 && r.err.isEmpty(), r.err.constData());
        const QByteArray bytes = homestead::testing::readAll(svg);
        QXmlStreamReader xml(bytes);
        int texts = 0;
        bool viewBox = false;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            if (xml.name() == QLatin1String("svg")) viewBox = xml.attributes().hasAttribute(QLatin1String("viewBox"));
            if (xml.name() == QLatin1String("text")) ++texts;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(viewBox);
        QVERIFY2(texts > 3000, qPrintable(QString::number(texts)));  // the numbers (and the title)
    }
};

QTEST_MAIN(RenderBigCliTest)
#include "tst_render_big_cli.moc"
