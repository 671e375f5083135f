// gui_render: `homestead-cli render` keeps its contract (shared/DESIGN.md): PNG and SVG images of a
// file or a CGSuite string, nothing on stdout; bad input is exit status 2 with one line on stderr
// and no image. Also: the renderer's labels never overlap each other in any example.
#include "picture_renderer.h"

#include "homestead/analysis.h"
#include "homestead/picture_json.h"

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestRender : public QObject {
    Q_OBJECT
private:
    struct Run {
        int status;
        QByteArray out, err;
    };
    static Run cli(const QStringList& args) {
        QProcess p;
        p.start(QStringLiteral(HOMESTEAD_CLI), args);
        p.waitForFinished(60000);
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
    }

private slots:
    void pngAndSvgFromFilesAndStrings() {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("tree.png"));
        Run r = cli({QStringLiteral("render"), QStringLiteral(HOMESTEAD_RESOURCES "/pictures/tree.json"), QStringLiteral("-o"), png});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 200 && image.height() > 200);
        const QString svg = dir.filePath(QStringLiteral("door.svg"));
        r = cli({QStringLiteral("render"), QStringLiteral("--cgsuite"), QStringLiteral(":Geee:G"), QStringLiteral("-o"), svg});
        QCOMPARE(r.status, 0);
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains(">1<"));  // the door's three edges have stress 1
    }

    // Coordinates as large as the format allows: the SVG is written at once (label placement keeps
    // a bounded index however long the edges), and a PNG that would be enormous is refused with its
    // size. Before, one edge 10^9 units tall made `render` run for minutes and take gigabytes.
    void hugeCoordinates() {
        QTemporaryDir dir;
        QString json = QStringLiteral(R"({"format": "homestead-picture", "version": 1, "nodes": [
            {"id": 0, "x": 0, "y": 0, "ground": true}, {"id": 1, "x": 0, "y": 1000000000},
            {"id": 2, "x": -1000000000, "y": 0, "ground": true}, {"id": 3, "x": 1000000000, "y": 1000000000})");
        QString edges = QStringLiteral(R"({"id": 0, "from": 0, "to": 1}, {"id": 1, "from": 2, "to": 3})");
        for (int i = 0; i < 40; ++i) {  // long parallel stalks: many paths past the index budget
            json += QStringLiteral(R"(, {"id": %1, "x": %2, "y": 0, "ground": true}, {"id": %3, "x": %2, "y": 50000000})")
                        .arg(10 + 2 * i).arg(1000 * i).arg(11 + 2 * i);
            edges += QStringLiteral(R"(, {"id": %1, "from": %2, "to": %3})").arg(2 + i).arg(10 + 2 * i).arg(11 + 2 * i);
        }
        json += QStringLiteral(R"(], "edges": [)") + edges + QStringLiteral("]}");
        const QString file = dir.filePath(QStringLiteral("huge.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json.toUtf8());
        f.close();

        const QString svg = dir.filePath(QStringLiteral("huge.svg"));
        Run r = cli({QStringLiteral("render"), file, QStringLiteral("-o"), svg});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QFile out(svg);
        QVERIFY(out.open(QIODevice::ReadOnly));
        QVERIFY(out.readAll().contains(">1<"));  // every stalk has stress 1

        const QString png = dir.filePath(QStringLiteral("huge.png"));
        r = cli({QStringLiteral("render"), file, QStringLiteral("-o"), png});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("pixels") && r.err.contains("export SVG instead"), r.err.constData());
        QVERIFY(!QFile::exists(png));
    }

    // The flags add what the window's W, C and M add, drawn by the same code; without them the image
    // is as before (stresses only, every standing edge green).
    void flagsAddWeightsClassesAndWinningMoves() {
        QTemporaryDir dir;
        const QString flower = QStringLiteral(HOMESTEAD_RESOURCES "/pictures/flower.json");
        auto svgOf = [&](const QStringList& flags) {
            const QString svg = dir.filePath(QStringLiteral("flower-%1.svg").arg(flags.size()));
            Run r = cli(QStringList{QStringLiteral("render")} + flags + QStringList{flower, QStringLiteral("-o"), svg});
            QFile f(svg);
            return r.status == 0 && r.err.isEmpty() && f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
        };
        const QString plain = svgOf({});
        const QString all = svgOf({QStringLiteral("--weights"), QStringLiteral("--classes"), QStringLiteral("--winning")});
        QVERIFY(!plain.isEmpty() && !all.isEmpty());
        const QString orange = homestead::render::colors::winning.name(), green = homestead::render::colors::edge.name();
        const QString firstClass = homestead::render::classColor(0).name();
        QVERIFY(!plain.contains(orange) && !plain.contains(firstClass) && !plain.contains(QStringLiteral(" · ")));
        QVERIFY(plain.contains(green));
        QVERIFY2(all.contains(orange), "the winning move is orange");
        QVERIFY2(all.contains(firstClass), "class 0 has its colour");
        QVERIFY2(all.contains(QStringLiteral(" · ")), "labels show stress · weight");
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no -o") << QStringList{QStringLiteral("--cgsuite"), QStringLiteral("ee")} << "-o";
        QTest::newRow("gif") << QStringList{QStringLiteral("--cgsuite"), QStringLiteral("ee"), QStringLiteral("-o"), QStringLiteral("x.gif")} << ".png";
        QTest::newRow("blue edge") << QStringList{QStringLiteral("--cgsuite"), QStringLiteral("el"), QStringLiteral("-o"), QStringLiteral("x.png")} << "column";
        QTest::newRow("missing file") << QStringList{QStringLiteral("no-such.json"), QStringLiteral("-o"), QStringLiteral("x.png")} << "no-such.json";
    }
    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        QDir::setCurrent(dir.path());
        Run r = cli(QStringList{QStringLiteral("render")} + args);
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }
};

QTEST_MAIN(TestRender)
#include "tst_render.moc"
