// gui_svg_export: an SVG is painted in chunks, each on a QSvgGenerator "page" of its own whose body is
// streamed into the safe writer (issue 12: the 1.3 GB SVG of a 10^6-edge stalk was held whole by Qt's
// generator as UTF-16 and copied twice on writing, 10 GB at peak). The joined file is one complete,
// well-formed document, the same streamed or encoded in memory, with one path per look and chunk of
// at most 4096 edges, nodes or plates, and one text per label; the streaming writer leaves the old
// file untouched when the producer gives up and commits exactly what was written in pieces.
// Nothing is timed.
#include "picture_renderer.h"
#include "safe_file_writer.h"

#include "homestead/analysis.h"
#include "homestead/layout.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

using namespace homestead;
using namespace homestead::render;

class TestSvgExport : public QObject {
    Q_OBJECT
private:
    static QByteArray read(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    // A stalk of 2·10^4 edges: the streamed file equals the in-memory encoding, parses as XML to the
    // end, and holds 16 paths (5 chunks of edges of one pen, 5 of node discs and 1 of ground squares,
    // 5 of label plates), none with more than 4096 subpaths, and a text for every stress and the title.
    void stalkStreamsTheWholeDocument() {
        const int n = 20000;
        Picture stalk;
        NodeId below = stalk.addNode(Point{0, 0}, true);
        for (int k = 1; k <= n; ++k) {
            const NodeId above = stalk.addNode(Point{0, double(k)});
            stalk.addEdge(below, above);
            below = above;
        }
        const Analysis analysis = analyse(stalk);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("stalk.svg"));
        QString error;
        bool writeFailed = true;
        QVERIFY2(exportPicture(stalk, analysis, path, {}, &error, &writeFailed), qPrintable(error));
        QVERIFY(!writeFailed);
        const QByteArray file = read(path);
        QByteArray memory;
        QVERIFY2(encodePicture(stalk, analysis, path, {}, &memory, &error), qPrintable(error));
        QCOMPARE(file.size(), memory.size());
        QVERIFY(file == memory);

        QXmlStreamReader xml(file);
        QHash<QString, int> elements;
        int subpaths = 0, mostSubpaths = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement) {
                ++elements[xml.name().toString()];
                if (xml.name() == QLatin1String("path")) {
                    const int moves = int(xml.attributes().value(QStringLiteral("d")).count(QLatin1Char('M')));
                    subpaths += moves;
                    mostSubpaths = std::max(mostSubpaths, moves);
                }
            }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(elements.value(QStringLiteral("svg")), 1);
        QCOMPARE(elements.value(QStringLiteral("path")), 16);
        QVERIFY(mostSubpaths <= 4096);
        QVERIFY(subpaths >= n + (n + 1) + n);  // every edge, node and plate (an ellipse may take two)
        QCOMPARE(elements.value(QStringLiteral("text")), n + 1);
    }

    // The producer gives up part-way: the old file stays exactly as it was, and the error names it.
    void abandonedStreamLeavesTheOldFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("door.svg"));
        QVERIFY(writeFileSafely(path, "old contents"));
        QString error;
        const bool ok = writeFileSafelyStreaming(
            path,
            [](QIODevice& out, QString* why) {
                out.write("half of a new");
                *why = QStringLiteral("cannot encode the SVG drawing");
                return false;
            },
            &error);
        QVERIFY(!ok);
        QCOMPARE(error, path + QStringLiteral(": cannot encode the SVG drawing"));
        QCOMPARE(read(path), QByteArray("old contents"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("door.svg")});
    }

    // Many small writes become the file, in order.
    void piecesAreCommittedInOrder() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pieces.txt"));
        QByteArray expected;
        for (int i = 0; i < 10000; ++i) expected += QByteArray::number(i) + ' ';
        QString error;
        QVERIFY2(writeFileSafelyStreaming(
                     path,
                     [](QIODevice& out, QString*) {
                         for (int i = 0; i < 10000; ++i)
                             if (out.write(QByteArray::number(i) + ' ') < 0) return false;
                         return true;
                     },
                     &error),
                 qPrintable(error));
        QCOMPARE(read(path), expected);
    }
};

QTEST_MAIN(TestSvgExport)
#include "tst_svg_export.moc"
