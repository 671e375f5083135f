// back_row_labels: the numbers on the canvas never lie about which edge they belong to. Every
// example picture, at a projector's 1280×720 and at 1920×1080, on the desktop and presenting (F5),
// with names on and off and the Explain panel open: no two label plates meet, no edge and no other
// label's leader line crosses a plate, every label sits whole inside the canvas's viewport, and a
// label away from its edge has a leader to it (label_layout_checks.h). Leaders are drawn so they
// cannot be taken for edges (dashed, thinner than any edge, in a colour no edge look uses). A loop
// drawn with the mouse beside existing edges turns into the free side of its node. The Homestead's
// leaders while presenting are easy to follow (leader_checks.h): none crosses another or passes
// over a node, and none is longer than kLeaderHeights label heights — with names too, where names
// that cannot all stand by their edges are given up for numbers but where a name fits beside its
// edge. Structure only: nothing is timed.
#include "example_pictures.h"
#include "label_layout_checks.h"
#include "leader_checks.h"
#include "presentation_mode.h"
#include "text_scale.h"
#include "window_language.h"

#include "homestead/messages.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPainterPathStroker>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QTest>

#include "../../hang_guard.h"
#include "presentation_screens.h"
#include "settled_labels.h"

using namespace guitest;

namespace {

QStringList examples() {
    QStringList files;
    for (const QFileInfo& f : QDir(QStringLiteral(HOMESTEAD_RESOURCES "/pictures")).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files << f.absoluteFilePath();
    return files;
}

// The faults of the canvas's labels as the viewer sees them: those of label_layout_checks.h and
// any label not whole inside the viewport.
QStringList faultsOnScreen(MainWindow* window) {
    PictureScene* scene = window->scene();
    QStringList faults = labelFaults(scene);
    const QRectF shown = window->view()->visibleSceneRect();
    for (EdgeItem* e : labelledEdges(scene))
        if (!shown.contains(e->label()->sceneBoundingRect()))
            faults << QStringLiteral("label of edge %1 (\"%2\") is cut by the viewport's border").arg(e->id()).arg(e->label()->text());
    return faults;
}

}  // namespace

class TestBackRowLabels : public QObject {
    Q_OBJECT
    MainWindow* window_ = nullptr;
    // The longest leader wanted, in label heights: room for a label to stand a few plates out of a
    // crowd of edges (the Homestead's chimney), not across the picture.
    static constexpr double kLeaderHeights = 4.0;

    void settleLabels() { guitest::settleLabels(window_); }
    // Play's scene once its labels have settled: the dock's width first, then the fits it starts.
    PictureScene* settledPlay() {
        PictureScene* game = window_->play()->scene();
        for (int round = 0; round < 3; ++round) {
            QCoreApplication::processEvents();
            game->finishBuild();
            game->finishUntangling();
        }
        return game;
    }

private slots:
    void init() { TextScale::instance()->reset(); }
    void cleanup() {
        closeLabelWindow(window_);
        window_ = nullptr;
        QVERIFY(WindowLanguage::instance()->set(Language::English));
    }

    void everyExample_data() {
        QTest::addColumn<QString>("picture");
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<bool>("presenting");
        QTest::addColumn<bool>("names");
        for (const QString& file : examples())
            for (QSize screen : {QSize(1280, 720), QSize(1920, 1080)})
                for (bool presenting : {false, true})
                    for (bool names : {false, true})
                        QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3 %4 %5")
                                                     .arg(QFileInfo(file).baseName())
                                                     .arg(screen.width())
                                                     .arg(screen.height())
                                                     .arg(presenting ? QStringLiteral("presenting") : QStringLiteral("desktop"),
                                                          names ? QStringLiteral("names") : QStringLiteral("numbers"))))
                            << file << screen << presenting << names;
    }
    void everyExample() {
        QFETCH(QString, picture);
        QFETCH(QSize, screen);
        QFETCH(bool, presenting);
        QFETCH(bool, names);
        window_ = openWindow(picture);
        QVERIFY(window_);
        window_->actions().names->setChecked(names);
        window_->actions().explain->setChecked(true);
        if (presenting) presentOn(window_, screen);
        else fitAtTheDesk(window_, screen);
        settleLabels();
        QVERIFY(window_->view()->fitted());
        QVERIFY(!labelledEdges(window_->scene()).empty());
        const QStringList faults = faultsOnScreen(window_);
        if (!faults.isEmpty() && qEnvironmentVariableIsSet("BACK_ROW_SHOTS"))  // what failed, to look at
            window_->grab().save(qEnvironmentVariable("BACK_ROW_SHOTS") + QLatin1Char('/') + QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".png"));
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
    }

    // The Homestead while presenting (its numbers are 60 edges' crowd at a projector's type size):
    // no two leaders cross, none passes over a node, none is longer than kLeaderHeights label
    // heights, and the layout has no fault (label_layout_checks.h). With names, some stand: at
    // 1280×720 the names left leaders tangled and were given up, and the labels show numbers but
    // where a name fits beside its edge (label_names.cpp).
    void homesteadLeadersReadable_data() {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<bool>("names");
        for (const auto& [screen, names] : {std::pair(QSize(1280, 720), false), std::pair(QSize(1280, 720), true), std::pair(QSize(1920, 1080), false),
                                            std::pair(QSize(1920, 1080), true)})
            QTest::newRow(qPrintable(QStringLiteral("%1x%2 %3").arg(screen.width()).arg(screen.height()).arg(names ? QStringLiteral("names") : QStringLiteral("numbers"))))
                << screen << names;
    }
    void homesteadLeadersReadable() {
        QFETCH(QSize, screen);
        QFETCH(bool, names);
        window_ = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(window_);
        window_->actions().names->setChecked(names);
        presentOn(window_, screen);
        settleLabels();
        QVERIFY(window_->view()->fitted());
        PictureScene* scene = window_->scene();
        const QStringList crossings = leaderCrossings(scene);
        const QStringList astray = leadersAstray(scene, kLeaderHeights);
        const LeaderFigures f = leaderFigures(scene);
        int named = 0;  // labels showing a name
        for (EdgeItem* e : labelledEdges(scene)) named += e->label()->text().contains(QStringLiteral(": "));
        qInfo("%d leaders, %.0f px, longest %.1f label heights; %d callouts, %.0f px, least %.0f px; %lld crossings, %lld astray; %d names",
              f.count, f.length, f.longest, f.callouts, f.calloutLength, f.calloutLeast, static_cast<long long>(crossings.size()),
              static_cast<long long>(astray.size()), named);
        if (qEnvironmentVariableIsSet("BACK_ROW_SHOTS"))  // to look at
            window_->grab().save(qEnvironmentVariable("BACK_ROW_SHOTS") + QStringLiteral("/leaders ") + QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".png"));
        QVERIFY(scene->stats().untangleMoves > 0);  // (the placer's own spots had leaders crossing)
        if (names) {
            QVERIFY2(named > 0, "no name stands");
            if (screen == QSize(1280, 720)) QVERIFY(scene->stats().namesGivenUp > 0 && scene->stats().namesGrown > 0);
        }
        QVERIFY2(crossings.isEmpty(), qPrintable(crossings.join(QLatin1Char('\n'))));
        QVERIFY2(astray.isEmpty(), qPrintable(astray.join(QLatin1Char('\n'))));
        const QStringList faults = faultsOnScreen(window_);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
    }

    // Play presented at a projector's 1280×720, in each language of the window: the Play dock is
    // as wide as its panel asks, not the width it had before the settings were hidden (in German,
    // Pause and Step side by side and the dock's earlier width left the canvas 925 px, and the
    // Homestead's 82 numbers ended with 177 leaders crossing), so the Homestead's labels settle
    // with no fault, no leader crossing and none astray.
    void playPresentedInEveryLanguage_data() {
        QTest::addColumn<QString>("code");
        for (const char* code : {"en", "de", "fr", "es"}) QTest::newRow(code) << QString::fromLatin1(code);
    }
    void playPresentedInEveryLanguage() {
        QFETCH(QString, code);
        const auto language = homestead::languageFromCode(code.toStdString());
        QVERIFY(language && WindowLanguage::instance()->set(*language));
        window_ = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(window_);
        presentOn(window_, QSize(1280, 720));
        window_->actions().playMode->setChecked(true);
        auto* dock = window_->findChild<QDockWidget*>(QStringLiteral("playDock"));
        QVERIFY(dock);
        QTRY_VERIFY(dock->isVisible());
        QTRY_COMPARE(dock->width(), dock->sizeHint().width());
        QVERIFY(dock->widget()->sizeHint().width() < 1280 / 4);
        PictureScene* game = settledPlay();
        QVERIFY(window_->view()->fitted());
        const QStringList faults = labelFaults(game) + leaderCrossings(game) + leadersAstray(game, kLeaderHeights);
        QVERIFY2(faults.isEmpty(), qPrintable(QStringLiteral("%1 faults:\n").arg(faults.size()) + faults.join(QLatin1Char('\n'))));
    }

    // On an older projector's 1024×768 the Play panel beside the canvas would leave the Homestead's
    // numbers 730 pixels, and their leaders tangle across the picture: presenting there, the panel
    // starts folded away, the status line says whose move it is and the value, and the numbers have
    // the whole width. Play's scene is shown in a view that was already fitted and does not change
    // size, so this also holds the view to giving a new scene its labels' frame. F8 brings the panel
    // back (the teacher's choice), and leaving presentation gives the desk its panel again.
    void playFoldsItsPanelOnANarrowProjector_data() {
        QTest::addColumn<bool>("playFirst");
        QTest::newRow("presented, then Play") << false;
        QTest::newRow("Play, then presented") << true;
    }
    void playFoldsItsPanelOnANarrowProjector() {
        QFETCH(bool, playFirst);
        window_ = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(window_);
        QAction* panel = window_->actions().playPanel;
        if (playFirst) window_->actions().playMode->setChecked(true);
        presentOn(window_, QSize(1024, 768));
        QVERIFY(!panel->isChecked());
        window_->actions().playMode->setChecked(true);
        QVERIFY(panel->isVisible());
        auto* dock = window_->findChild<QDockWidget*>(QStringLiteral("playDock"));
        QVERIFY(dock);
        PictureScene* game = settledPlay();
        QVERIFY(!dock->isVisible());
        QVERIFY(window_->view()->fitted());
        QCOMPARE(window_->view()->viewport()->width(), 1024);
        const QStringList faults = labelFaults(game) + leaderCrossings(game) + leadersAstray(game, kLeaderHeights);
        QVERIFY2(faults.isEmpty(), qPrintable(QStringLiteral("%1 faults:\n").arg(faults.size()) + faults.join(QLatin1Char('\n'))));
        auto* instruction = window_->statusBar()->findChild<QLabel*>(QStringLiteral("playInstruction"));
        QVERIFY(instruction && instruction->isVisible());
        QVERIFY2(instruction->text().contains(window_->play()->turnText()) && instruction->text().contains(window_->play()->outcomeText()),
                 qPrintable(instruction->text()));
        QVERIFY(instruction->text().contains(panel->shortcut().toString(QKeySequence::NativeText)));

        // the presentation bar offers it; another page and back leaves it folded
        QVERIFY(window_->findChild<PresentationMode*>()->toolBar()->actions().contains(panel));
        window_->tabs()->setCurrentIndex(1);
        window_->tabs()->setCurrentIndex(0);
        QCoreApplication::processEvents();
        QVERIFY(!dock->isVisible());

        panel->trigger();  // F8
        QTRY_VERIFY(dock->isVisible());
        QTRY_COMPARE(dock->width(), dock->sizeHint().width());
        QVERIFY(!instruction->text().contains(window_->play()->outcomeText()));  // the panel says it again
        panel->trigger();
        QTRY_VERIFY(!dock->isVisible());

        window_->findChild<PresentationMode*>()->setActive(false);
        QVERIFY(panel->isChecked());
        QTRY_VERIFY(dock->isVisible());
    }

    // Where the panel has room, presenting keeps it: at 1280×720 the toggle stays on.
    void playKeepsItsPanelOnAWideProjector() {
        window_ = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(window_);
        window_->actions().playMode->setChecked(true);
        presentOn(window_, QSize(1280, 720));
        QVERIFY(window_->actions().playPanel->isChecked());
        auto* dock = window_->findChild<QDockWidget*>(QStringLiteral("playDock"));
        QVERIFY(dock);
        QTRY_VERIFY(dock->isVisible());
    }

    // A crowd fit judges each margin by its layout once untangled (LayoutFaults: labels clashing
    // first, then leaders tangled), tries more margin only while labels clash, and keeps the best
    // margin tried, not the last: fitting the drawing smaller leaves the labels less room beside
    // their edges and sends more of them to callouts across the picture. The crowd: Play presented
    // at 1280×720 with the user's text size raised. Each row: the margin kept is the first with the
    // fewest faults, the search went on past a margin only where labels clashed, and the layout
    // shown has no more clashes, by this suite's own checks, than the one kept had.
    void aCrowdKeepsItsBestFit_data() {
        QTest::addColumn<int>("larger");  // steps of Larger Text
        QTest::newRow("text 1.15") << 1;
        QTest::newRow("text 1.3") << 2;
        QTest::newRow("text 1.5") << 3;
    }
    void aCrowdKeepsItsBestFit() {
        QFETCH(int, larger);
        for (int k = 0; k < larger; ++k) TextScale::instance()->larger();
        window_ = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(window_);
        presentOn(window_, QSize(1280, 720));
        window_->actions().playMode->setChecked(true);
        PictureScene* game = settledPlay();
        QVERIFY(window_->view()->fitted());
        const PictureView::CrowdFitRecord& fit = window_->view()->lastCrowdFit();
        QStringList tried;
        for (const LayoutFaults& f : fit.faults) tried << QStringLiteral("%1/%2").arg(f.clashes).arg(f.tangles);
        const qsizetype clashes = labelFaults(game).size(), tangles = leaderCrossings(game).size() + leadersAstray(game, kLeaderHeights).size();
        qInfo("clashes/tangles by margin: %s; kept %d; shown %lld/%lld", qPrintable(tried.join(QLatin1Char(' '))), fit.kept,
              static_cast<long long>(clashes), static_cast<long long>(tangles));
        QVERIFY(!fit.faults.empty());
        const auto fewest = std::min_element(fit.faults.begin(), fit.faults.end());
        QCOMPARE(fit.kept, static_cast<int>(fewest - fit.faults.begin()));
        for (std::size_t m = 0; m + 1 < fit.faults.size(); ++m) QVERIFY2(fit.faults[m].clashes > 0, "more margin tried with no label clashing");
        QVERIFY2(clashes <= fewest->clashes, qPrintable(labelFaults(game).join(QLatin1Char('\n'))));
    }

    // The leader checks themselves: two labels set left of two level branches, each with a leader to
    // its edge, cross when the upper label leads to the lower edge, and do not when each leads to
    // the edge on its own level; a leader through a node, or longer than asked, is astray.
    void leaderChecksSeeCrossings() {
        window_ = openWindow();
        QVERIFY(window_);
        Picture p;  // a stalk from the ground with two level branches
        p.insertNode(Node{0, Point{0, 0}, true, {}});
        p.insertNode(Node{1, Point{0, 1}, false, {}});
        p.insertNode(Node{2, Point{3, 1}, false, {}});
        p.insertNode(Node{3, Point{0, 2}, false, {}});
        p.insertNode(Node{4, Point{3, 2}, false, {}});
        p.insertEdge(Edge{0, 0, 1});
        p.insertEdge(Edge{1, 1, 2});
        p.insertEdge(Edge{2, 1, 3});
        p.insertEdge(Edge{3, 3, 4});
        showBuilt(window_, p);
        window_->view()->fitToContents();
        settleLabels();
        PictureScene* scene = window_->scene();
        EdgeItem* low = scene->edgeItem(1);
        EdgeItem* high = scene->edgeItem(3);
        QVERIFY(low && high && low->labelShown() && high->labelShown());
        const QPointF lowMiddle = low->path().pointAtPercent(0.5), highMiddle = high->path().pointAtPercent(0.5);
        const double left = drawingBox(scene).left() - 200;
        const auto setLabels = [&](QPointF lowPlate, QPointF highPlate) {
            low->label()->setCentre(lowPlate);
            low->label()->setLeader(lowMiddle);
            high->label()->setCentre(highPlate);
            high->label()->setLeader(highMiddle);
        };
        setLabels(QPointF(left, highMiddle.y()), QPointF(left, lowMiddle.y()));  // swapped: the leaders cross
        QCOMPARE(leaderCrossings(scene), QStringList{QStringLiteral("leaders of edges 1 and 3 cross")});
        const LeaderFigures crossed = leaderFigures(scene);
        QCOMPARE(crossed.callouts, 2);
        setLabels(QPointF(left, lowMiddle.y()), QPointF(left, highMiddle.y()));  // level: they do not
        QVERIFY(leaderCrossings(scene).isEmpty());
        const LeaderFigures level = leaderFigures(scene);
        QCOMPARE(level.callouts, 2);
        QVERIFY(level.calloutLength < crossed.calloutLength);
        // the leaders pass over the stalk's nodes 1 and 3 on their way left
        QCOMPARE(leadersAstray(scene, 100).size(), 2);
        const double heights = level.longest;
        QVERIFY(heights > 1);
        setLabels(QPointF(lowMiddle.x(), lowMiddle.y() + 3 * low->label()->sceneBoundingRect().height()), highMiddle + QPointF(0, -80));
        QVERIFY(leadersAstray(scene, 100).isEmpty());  // below and above their edges: over nothing
        QCOMPARE(leadersAstray(scene, 1).size(), 2);  // but longer than a label height
    }

    // A leader is dashed, thinner than any edge look (plain or in presentation's strong strokes),
    // and in a colour that no edge look, class colour or Play mark uses.
    void leadersCannotBeTakenForEdges() {
        using render::EdgeLook;
        for (bool strong : {false, true}) {
            const QPen leader = render::leaderPen(strong);
            QVERIFY(leader.style() != Qt::SolidLine && leader.style() != Qt::NoPen);
            std::vector<QColor> edgeColours;
            for (EdgeLook look : {EdgeLook::Normal, EdgeLook::Floating, EdgeLook::Winning, EdgeLook::Load, EdgeLook::Hovered}) {
                const QPen edge = render::edgePen(look, {}, strong ? render::kStrongStroke : 1.0);
                QVERIFY2(leader.widthF() < 0.6 * edge.widthF(), qPrintable(QStringLiteral("look %1").arg(int(look))));
                edgeColours.push_back(edge.color());
            }
            for (int k = 0; k < 8; ++k) edgeColours.push_back(render::classColor(k));
            for (render::EdgeMark mark : {render::EdgeMark::Hint, render::EdgeMark::EnginePick}) edgeColours.push_back(render::markPen(mark).color());
            for (const QColor& c : edgeColours) {
                const double distance = std::abs(c.red() - leader.color().red()) + std::abs(c.green() - leader.color().green()) +
                                        std::abs(c.blue() - leader.color().blue());
                QVERIFY2(distance > 60, qPrintable(c.name() + QStringLiteral(" vs ") + leader.color().name()));
            }
        }
    }

    // A loop drawn with the mouse at a node with an edge above and one below (dragged upwards,
    // along the edge above) turns to a free side: its petal crosses no other edge away from the
    // node, and no label; the labels keep apart.
    void aLoopDrawnWithTheMouseTurnsToTheFreeSide() {
        window_ = openWindow();
        QVERIFY(window_);
        Picture p;
        p.insertNode(Node{0, Point{0, 0}, true, {}});
        p.insertNode(Node{1, Point{0, 1.5}, false, {}});
        p.insertNode(Node{2, Point{0, 3}, false, {}});
        p.insertEdge(Edge{0, 0, 1});
        p.insertEdge(Edge{1, 1, 2});
        showBuilt(window_, p);
        window_->view()->fitToContents();
        settleLabels();
        window_->actions().drawMode->trigger();
        dragLoop(window_->view(), Point{0, 1.5}, -1.57);
        settleLabels();
        QCOMPARE(window_->document()->picture().edgeCount(), std::size_t(3));
        EdgeItem* loop = nullptr;
        for (const Edge& e : window_->document()->picture().edges())
            if (e.from == e.to) loop = window_->scene()->edgeItem(e.id);
        QVERIFY(loop);
        const QPointF node = window_->scene()->nodeItem(1)->scenePos();
        QPainterPathStroker stroker;
        stroker.setWidth(loop->stroke().widthF());
        QPainterPath away;
        away.addRect(window_->scene()->sceneRect());
        QPainterPath nearNode;
        nearNode.addEllipse(node, 12, 12);
        const QPainterPath petal = stroker.createStroke(loop->path()).subtracted(nearNode);
        for (EdgeId id : {EdgeId(0), EdgeId(1)}) {
            EdgeItem* edge = window_->scene()->edgeItem(id);
            QPainterPathStroker s;
            s.setWidth(edge->stroke().widthF());
            QVERIFY2(!petal.intersects(s.createStroke(edge->path())), qPrintable(QStringLiteral("the loop lies on edge %1").arg(id)));
        }
        for (EdgeItem* e : labelledEdges(window_->scene()))
            if (e != loop) QVERIFY2(!petal.intersects(e->label()->sceneBoundingRect()), qPrintable(QStringLiteral("the loop crosses the label of edge %1").arg(e->id())));
        const QStringList faults = labelFaults(window_->scene());
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
    }
};

int main(int argc, char** argv) { return guitest::runOnProjectorScreens<TestBackRowLabels>(argc, argv); }
#include "tst_back_row_labels.moc"
