// gui_one_drawing: the canvas and the exported image are one drawing (issue 13 §4). With classes,
// winning moves and weights shown, every edge's midpoint has the same colour in the window's export
// (Ctrl+E's code path), in paintPicture and on the canvas rendered at the same transform, and the
// export carries the canvas's label texts; the export's suggested name comes from the title. Play's
// marks (issue 13 §5): the hint is its own strong, beaded colour, and the engine's "about to chop"
// mark is not M's orange; chopping one of two parallel arcs takes its label away.
#include "gui_test_helpers.h"
#include "play_controller.h"

#include <QGraphicsPathItem>
#include <QPainterPathStroker>
#include <QTemporaryDir>

#include "../hang_guard.h"

using namespace guitest;

namespace {

// A picture without crossings whose edges take every resting look: a triangle and a pair of
// parallel arcs (two concyclic classes), stalks of which some chops win, and a floating edge.
Picture allLooks() {
    Picture p;
    p.title = "All the looks";
    NodeId g0 = p.addNode(Point{0, 0}, true), g1 = p.addNode(Point{4, 0}, true), g2 = p.addNode(Point{8, 0}, true);
    NodeId top = p.addNode(Point{2, 2.5});
    p.addEdge(g0, top), p.addEdge(g1, top);  // with the ground, a cycle
    NodeId up = p.addNode(Point{6, 2});
    p.addEdge(g1, up), p.addEdge(g1, up);  // parallel arcs: a cycle of two
    NodeId s1 = p.addNode(Point{8, 2}), s2 = p.addNode(Point{8, 4});
    p.addEdge(g2, s1), p.addEdge(s1, s2);
    NodeId t1 = p.addNode(Point{10, 2.5});
    p.addEdge(g2, t1);
    NodeId f1 = p.addNode(Point{11, 5}), f2 = p.addNode(Point{12.5, 5});
    p.addEdge(f1, f2);  // floating
    return p;
}

// The colour of an antialiased stroke's centre is the pen's colour give or take rounding.
bool near(QColor a, QColor b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) <= 12;
}

QString rgb(QColor c) { return c.name(); }

// The pens of Play's marks: the plain path items under the edges (the falling ghosts are above them).
std::vector<QPen> markPens(QGraphicsScene* scene) {
    std::vector<QPen> out;
    for (QGraphicsItem* it : scene->items())
        if (it->type() == QGraphicsPathItem::Type && it->zValue() < 1) out.push_back(static_cast<QGraphicsPathItem*>(it)->pen());
    return out;
}

}  // namespace

class TestOneDrawing : public QObject {
    Q_OBJECT
    MainWindow* window = nullptr;

private slots:
    void init() {
        window = openWindow();
        QVERIFY(window);
    }
    void cleanup() { closeWindow(window); }

    void exportIsTheCanvas() {
        window->document()->setPicture(allLooks());
        for (QAction* a : {window->actions().classes, window->actions().winning, window->actions().weights}) a->setChecked(true);
        PictureScene* scene = window->scene();
        scene->finishBuild();
        window->document()->waitForAnalysis();
        const Picture& picture = window->shownPicture();
        const Analysis analysis = analyse(picture);
        QVERIFY(!analysis.winningMoves.empty());
        QTRY_VERIFY(scene->edgeItem(analysis.winningMoves.front())->look() == EdgeItem::Look::Winning);

        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("looks.png")), svg = dir.filePath(QStringLiteral("looks.svg"));
        QVERIFY(window->exportImage(png));
        QVERIFY(window->exportImage(svg));
        const QImage exported(png);
        QVERIFY(!exported.isNull());

        // The same transform for the canvas and paintPicture as the export used (scale 2).
        render::RenderOptions options;
        options.stresses = options.weights = options.classes = options.winning = true;
        const QRectF bounds = render::pictureBounds(picture, analysis, options);
        QCOMPARE(exported.size(), (bounds.size() * 2).toSize());
        auto draw = [&](auto&& paint) {
            QImage image(exported.size(), QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            painter.scale(2, 2);
            painter.translate(-bounds.topLeft());
            paint(painter);
            return image;
        };
        scene->clearSelection();
        scene->hoverEdge(std::nullopt);
        const QImage canvas = draw([&](QPainter& p) { scene->render(&p, bounds, bounds); });
        const QImage painted = draw([&](QPainter& p) { render::paintPicture(p, picture, analysis, options); });

        std::set<QRgb> looks;
        QStringList labels;
        for (const Edge& e : picture.edges()) {
            EdgeItem* item = scene->edgeItem(e.id);
            QVERIFY(item);
            const QPoint at = ((item->path().pointAtPercent(0.5) - bounds.topLeft()) * 2).toPoint();
            const QColor want = item->stroke().color();
            looks.insert(want.rgb());
            for (const auto& [name, image] : {std::pair{"export", &exported}, {"paintPicture", &painted}, {"canvas", &canvas}})
                QVERIFY2(near(image->pixelColor(at), want),
                         qPrintable(QStringLiteral("edge %1 in the %2: %3, the canvas's look %4")
                                        .arg(e.id).arg(QLatin1String(name), rgb(image->pixelColor(at)), rgb(want))));
            if (item->labelShown()) labels << item->label()->text();
        }
        // class colours, the winning orange, green and the floating grey all appear
        QVERIFY2(looks.size() >= 4, qPrintable(QString::number(looks.size())));
        QVERIFY(looks.count(render::colors::winning.rgb()));
        QVERIFY(looks.count(render::colors::floating.rgb()));
        // the export labels what the canvas labels, with the same texts (stress · weight)
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QCOMPARE(labels.size(), static_cast<int>(std::count_if(analysis.edges.begin(), analysis.edges.end(),
                                                               [](const EdgeAnalysis& a) { return a.standing; })));
        for (const QString& label : labels) {
            QVERIFY(label.contains(QStringLiteral(" · ")));
            QVERIFY2(text.contains(QLatin1Char('>') + label + QLatin1Char('<')), qPrintable(label));
        }
    }

    void exportNameComesFromTheTitle() {
        QCOMPARE(render::fileNameForTitle(QStringLiteral("Hackenbush Homestead"), QStringLiteral("x")),
                 QStringLiteral("hackenbush-homestead"));
        QCOMPARE(render::fileNameForTitle(QStringLiteral("  Été: 3 stalks!  "), QStringLiteral("x")), QStringLiteral("ete-3-stalks"));
        QCOMPARE(render::fileNameForTitle(QStringLiteral("?!"), QStringLiteral("door")), QStringLiteral("door"));
        QVERIFY(window->openFile(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json")));
        const QFileInfo suggested(window->exportSuggestion());
        QCOMPARE(suggested.fileName(), QStringLiteral("hackenbush-homestead.png"));
        QCOMPARE(suggested.absolutePath(), QFileInfo(QStringLiteral(HOMESTEAD_RESOURCES "/pictures")).absoluteFilePath());
    }

    void hintIsUnmistakable() {
        PlayController* play = quickPlay(window);
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window->document()->setPicture(allLooks());
        window->setPlayMode(true);
        QTRY_VERIFY(!play->document()->analysisPending());  // the hint reads the position's analysis
        const std::vector<EdgeId> wins = play->showHint();
        QVERIFY(!wins.empty());
        const std::vector<QPen> pens = markPens(play->scene());
        QCOMPARE(pens.size(), wins.size());
        const QPen winning = render::edgePen(render::EdgeLook::Winning);
        for (const QPen& pen : pens) {
            QCOMPARE(pen.color(), render::colors::hint);
            QCOMPARE(pen.color().alpha(), 255);  // strong, not a pale halo
            QVERIFY(pen.widthF() >= 2.5 * winning.widthF());
            QCOMPARE(pen.style(), Qt::CustomDashLine);  // beads: a pattern no look and no class colour has
        }
        // a colour of its own: far from every other named colour
        for (const QColor& other : {render::colors::edge, render::colors::floating, render::colors::winning,
                                    render::colors::load, render::colors::hovered, render::colors::selection,
                                    render::colors::enginePick, render::colors::label, render::colors::weight})
            QVERIFY2(!near(render::colors::hint, other) &&
                         std::abs(render::colors::hint.hueF() - other.hueF()) + std::abs(render::colors::hint.valueF() - other.valueF()) > 0.1,
                     qPrintable(other.name()));
    }

    void enginePickIsNotTheWinningOrange() {
        PlayController* play = quickPlay(window);
        play->setHighlightDuration(2000);  // the mark stays while we look
        play->setPlayers(PlayerKind::Human, PlayerKind::EnginePerfect);
        window->document()->setPicture(allLooks());
        window->setPlayMode(true);
        std::vector<QPen> seen;
        connect(play, &PlayController::engineChose, this, [&] { seen = markPens(play->scene()); });
        const Analysis a = analyse(play->session().position());
        clickEdge(a.winningMoves.front());
        QTRY_VERIFY_WITH_TIMEOUT(!seen.empty(), homestead::testing::kHangGuardMs);
        QCOMPARE(seen.size(), std::size_t(1));
        QCOMPARE(seen.front().color(), render::colors::enginePick);
        QVERIFY(!near(seen.front().color(), render::colors::winning));
        QVERIFY(!near(seen.front().color(), render::colors::hint));
        QVERIFY(play->turnText().contains(QStringLiteral("violet")));
    }

    // Parallel arcs in Play: chopping one takes its label with it, and every label left stands
    // beside its own edge (none where the chopped arc was).
    void choppedParallelArcTakesItsLabel_data() {
        QTest::addColumn<int>("arcs");
        QTest::addColumn<bool>("onGround");
        QTest::addColumn<int>("chop");
        for (int arcs : {2, 3})
            for (bool onGround : {true, false})
                for (int chop = 0; chop < arcs; ++chop)
                    QTest::addRow("%d arcs %s, chop %d", arcs, onGround ? "on the ground" : "in the air", chop) << arcs << onGround << chop;
        QTest::addRow("the Homestead's lens") << 0 << false << 0;
        QTest::addRow("the Homestead's lens, other arc") << 0 << false << 1;
    }
    void choppedParallelArcTakesItsLabel() {
        QFETCH(int, arcs);
        QFETCH(bool, onGround);
        QFETCH(int, chop);
        PlayController* play = quickPlay(window);
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        Picture p;
        std::vector<EdgeId> parallel;
        if (arcs == 0) {  // the example's two parallel arcs (a picture big enough to be zoomed out)
            QVERIFY(window->openFile(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json")));
            p = window->document()->picture();
            std::map<std::pair<NodeId, NodeId>, std::vector<EdgeId>> pairs;
            for (const Edge& e : p.edges())
                if (!e.isLoop()) pairs[std::minmax(e.from, e.to)].push_back(e.id);
            for (const auto& [key, ids] : pairs)
                if (ids.size() == 2) parallel = ids;
            QCOMPARE(parallel.size(), std::size_t(2));
        } else {
            NodeId g = p.addNode(Point{0, 0}, true), a = p.addNode(Point{0, 2});
            NodeId below = g, above = a;
            if (!onGround) {
                p.addEdge(g, a);
                below = a;
                above = p.addNode(Point{0, 4});
            }
            for (int k = 0; k < arcs; ++k) parallel.push_back(p.addEdge(below, above));
            p.addEdge(above, p.addNode(Point{1, 5.5}));
            window->document()->setPicture(p);
        }
        window->setPlayMode(true);
        PictureScene* scene = play->scene();
        scene->finishBuild();
        play->document()->waitForAnalysis();
        const EdgeId chopped = parallel[chop];
        QVERIFY(scene->edgeItem(chopped)->labelShown());
        const QRectF where = scene->edgeItem(chopped)->label()->sceneBoundingRect();
        clickEdge(chopped);
        QTRY_VERIFY(!scene->edgeItem(chopped));
        play->document()->waitForAnalysis();
        const Picture& now = play->session().position();
        QCOMPARE(now.edgeCount(), p.edgeCount() - 1);
        QTRY_VERIFY_WITH_TIMEOUT(([&] {
            int shown = 0;
            for (QGraphicsItem* it : scene->items())
                if (it->type() == LabelItem::Type && it->isVisible()) ++shown;
            return shown == static_cast<int>(now.edgeCount());
        }()), homestead::testing::kHangGuardMs);
        for (const Edge& e : now.edges()) {
            EdgeItem* item = scene->edgeItem(e.id);
            QVERIFY(item && item->labelShown());
        }
        for (EdgeId id : parallel) {
            if (id == chopped) continue;
            // the arcs left are labelled beside their own edges: the plate no further from the stroke
            // than the placer's furthest candidate (3.5 label heights beyond the nearest)
            EdgeItem* item = scene->edgeItem(id);
            const QRectF plate = item->label()->sceneBoundingRect();
            QPainterPathStroker near;
            near.setWidth(4 * (plate.width() + plate.height()));
            QVERIFY2(near.createStroke(item->path()).intersects(plate),
                     qPrintable(QStringLiteral("edge %1's label is at %2, %3").arg(id).arg(plate.x()).arg(plate.y())));
        }
        // nothing is labelled where the chopped arc's label was unless its edge is right there (within
        // a label's width: Play's labels carry the edge's tag, "ab: 1")
        const double near = 40 + where.width();
        for (QGraphicsItem* it : scene->items(where))
            if (it->type() == LabelItem::Type && it->isVisible()) {
                auto* edge = static_cast<EdgeItem*>(it->parentItem());
                QVERIFY2(edge->path().boundingRect().adjusted(-near, -40, near, 40).intersects(where),
                         qPrintable(QStringLiteral("a label of edge %1 was left where edge %2's was").arg(edge->id()).arg(chopped)));
            }
    }

private:
    void clickEdge(EdgeId id) {
        PictureScene* scene = window->play()->scene();
        auto at = clearPointOn(window->view(), scene, id);
        QVERIFY(at);
        clickAt(window->view()->viewport(), *at);
    }
};

QTEST_MAIN(TestOneDrawing)
#include "tst_one_drawing.moc"
