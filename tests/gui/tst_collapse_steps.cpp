// The collapse stepper on the window's canvas (collapse_stepper.h): stepping on, the garden stands
// up exactly where the side view draws it (its layout carried by one uniform scale; every garden node,
// every foot, the edge count and the stresses of the side view's garden, every loop at its garden
// node), then every loop becomes a twig; the value is the same at every step; Back returns to the picture exactly; the fused nodes move
// to the common point as the animation runs (driven by setting the animation's time, no waiting);
// the arrow keys and Esc work; the drawing is never modified (revision, undo stack, `*`); an edit
// to the drawing or entering Play leaves the stepper and the drawing's scene comes back.
#include <QtTest>

#include "collapse_stepper.h"
#include "garden_placement.h"
#include "garden_hover_link.h"
#include "garden_view.h"
#include "gui_test_helpers.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "text_scale.h"
#include "window_actions.h"

#include "homestead/collapse_steps.h"
#include "homestead/garden.h"

#include <QLabel>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVariantAnimation>

#include <map>

using namespace guitest;

namespace {

QString classic(const char* name) { return QStringLiteral(HOMESTEAD_RESOURCES "/pictures/%1.json").arg(QLatin1String(name)); }

// The state shown is the side view's garden standing where the side view draws it: the same
// layout (GardenView::layout(), same font), carried by one uniform scale and a shift with y flipped;
// every garden node there, every bridge at the ground on a foot where the view draws it leave the
// ground line, every loop at its garden node, every edge with the side view's stress.
void checkStandsAsTheSideView(MainWindow* w, CollapseStepper* s) {
    GardenView* view = w->gardenView();
    const Garden& garden = view->garden();
    QVERIFY(s->gardenLayout());
    QCOMPARE(s->gardenLayout()->nodes, view->layout().nodes);
    QCOMPARE(s->gardenLayout()->bridges, view->layout().bridges);
    const QTransform t = s->gardenToPicture();
    QVERIFY(t.m11() > 0);
    QCOMPARE(t.m22(), -t.m11());
    QCOMPARE(t.m12(), 0.0);
    QCOMPARE(t.m21(), 0.0);
    s->scene()->finishBuild();
    const Picture& original = w->document()->picture();
    const Picture& stood = s->stateDocument()->picture();
    auto near = [](QPointF a, QPointF b) { return std::abs(a.x() - b.x()) < 1e-6 && std::abs(a.y() - b.y()) < 1e-6; };
    auto at = [&](NodeId id) { const Point p = *stood.node(id).position; return QPointF(p.x, p.y); };
    const CollapseState state = s->steps()->state(s->step());
    for (std::size_t i = 0; i < original.nodeCount(); ++i) {
        if (garden.nodeOf[i] < 0) continue;
        const NodeId id = state.nodeOf[i];
        QVERIFY2(near(at(id), t.map(view->layout().nodes[garden.nodeOf[i]])), qPrintable(QString::number(id)));
        QVERIFY(near(s->scene()->nodeItem(id)->pos(), render::toScene(*stood.node(id).position)));
    }
    std::size_t feet = 0, gardenEdges = garden.bridges.size();
    for (const auto& loops : garden.loops) gardenEdges += loops.size();
    for (std::size_t b = 0; b < garden.bridges.size(); ++b) {
        const Edge& e = stood.edge(garden.bridges[b].edge);
        if (garden.bridges[b].parent != 0) continue;
        ++feet;
        const NodeId foot = stood.node(e.from).ground ? e.from : e.to;
        QVERIFY(stood.node(foot).ground);
        QVERIFY(near(at(foot), t.map(view->layout().bridges[b].first())));
    }
    QCOMPARE(stood.nodeCount(), std::size_t(garden.nodeCount) + feet);
    QCOMPARE(stood.edgeCount(), gardenEdges);
    for (const Edge& e : stood.edges()) {
        const EdgeAnalysis* a = w->document()->snapshot().edge(e.id);
        QVERIFY(a);
        QCOMPARE(s->scene()->edgeItem(e.id)->label()->text(), QString::number(a->stress));
        QCOMPARE(e.isLoop(), a->onCycle);
    }
    for (int g = 0; g < garden.nodeCount; ++g)
        for (EdgeId id : garden.loops[g]) QCOMPARE(stood.edge(id).from, stood.edge(garden.loops[g].front()).from);
}

// One step forward, the animation run to its end, the state's numbers in.
void stepForward(CollapseStepper* s) {
    s->next();
    s->finishAnimation();
    s->stateDocument()->waitForAnalysis();
}

}  // namespace

class CollapseStepsGuiTest : public QObject {
    Q_OBJECT
private slots:
    void stepsToTheGardenAndBack_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("value");
        QTest::newRow("girl on one foot") << classic("girl-on-one-foot") << 4;
        QTest::newRow("homestead") << classic("homestead") << 10;
        QTest::newRow("door") << classic("door") << 1;
    }
    void stepsToTheGardenAndBack() {
        QFETCH(QString, file);
        QFETCH(int, value);
        MainWindow* w = openWindow(file);
        QVERIFY(w);
        PictureDocument* drawing = w->document();
        const Picture original = drawing->picture();
        const quint64 revision = drawing->revision();
        const int undoCount = w->undoStack()->count();
        CollapseStepper* s = w->collapseStepper();

        s->action()->trigger();
        QVERIFY(s->active());
        QCOMPARE(w->view()->scene(), static_cast<QGraphicsScene*>(s->scene()));
        s->waitForSteps();
        // the core's steps, standing the garden up where the side view draws it
        const CollapseSteps core(original, placeLikeSideView(w->gardenView()->garden(), w->gardenView()->layout(), original).placement);
        QCOMPARE(s->count(), core.count());
        QVERIFY(s->count() >= 2);
        QCOMPARE(s->stateDocument()->picture(), original);

        const Garden& garden = w->gardenView()->garden();
        int up = -1;  // the step where the garden stands up as the side view draws it
        for (int k = 1; k < s->count(); ++k) {
            stepForward(s);
            QCOMPARE(s->step(), k);
            QCOMPARE(s->stateDocument()->analysis().value, std::uint64_t(value));
            QCOMPARE(s->sentenceLabel()->text(), QString::fromStdString(core.step(k).sentence));
            // the status bar shows the keys, short enough to fit beside the value at 1280 px
            QCOMPARE(w->statusBar()->currentMessage(), CollapseStepper::statusLine());
            if (s->steps()->step(k).kind == CollapseStep::Kind::StandUp) {
                up = k;
                checkStandsAsTheSideView(w, s);
                if (QTest::currentTestFailed()) return;
                QVERIFY(s->sentenceLabel()->text().contains(QStringLiteral("This is the garden")));
            }
        }
        QVERIFY(up > 0);
        // The last step: every loop a twig from the node it stood on, each labelled 1.
        std::size_t loops = 0;
        for (const auto& l : garden.loops) loops += l.size();
        QCOMPARE(s->count(), up + (loops ? 2 : 1));
        if (loops) {
            const Picture& tree = s->stateDocument()->picture();
            const Picture& stood = s->steps()->state(up).picture;
            QCOMPARE(tree.edgeCount(), stood.edgeCount());
            for (const Edge& e : tree.edges()) {
                QVERIFY(!e.isLoop());
                if (stood.edge(e.id).isLoop()) {
                    QCOMPARE(e.from, stood.edge(e.id).from);
                    QCOMPARE(s->scene()->edgeItem(e.id)->label()->text(), QStringLiteral("1"));
                }
            }
            QVERIFY(s->sentenceLabel()->text().contains(QStringLiteral("becomes a twig")) ||
                    s->sentenceLabel()->text().contains(QStringLiteral("become")));
        }
        QVERIFY(!s->nextAction()->isEnabled());  // nothing after the twigs
        // The fitted canvas fits the garden standing up: every node of it on screen.
        QVERIFY(w->view()->fitted());
        const QRect seen = w->view()->viewport()->rect();
        for (const Node& n : s->stateDocument()->picture().nodes())
            QVERIFY(seen.contains(w->view()->mapFromScene(s->scene()->nodeItem(n.id)->pos())));

        // Back, all the way: the picture as drawn, positions and all.
        while (s->step() > 0) {
            s->back();
            s->finishAnimation();
        }
        QCOMPARE(s->stateDocument()->picture(), original);
        for (const Node& n : original.nodes())
            QCOMPARE(s->scene()->nodeItem(n.id)->pos(), render::toScene(*n.position));

        QApplication::setActiveWindow(w);
        QVERIFY(QTest::qWaitForWindowActive(w));
        QTest::keyClick(w->view(), Qt::Key_Escape);
        QVERIFY(!s->active());
        QCOMPARE(w->view()->scene(), static_cast<QGraphicsScene*>(w->scene()));
        QCOMPARE(drawing->revision(), revision);
        QCOMPARE(w->undoStack()->count(), undoCount);
        QVERIFY(w->undoStack()->isClean());
        QVERIFY(!w->isWindowModified());
        QCOMPARE(drawing->picture(), original);
        closeWindow(w);
    }

    void fusedNodesMoveToTheirCommonPoint() {
        MainWindow* w = openWindow(classic("girl-on-one-foot"));
        QVERIFY(w);
        CollapseStepper* s = w->collapseStepper();
        s->enter();
        s->waitForSteps();
        const CollapseStep& skirt = s->steps()->step(1);
        QCOMPARE(skirt.fused.size(), std::size_t(5));
        std::map<NodeId, QPointF> from;
        for (NodeId id : skirt.fused) from[id] = s->scene()->nodeItem(id)->pos();
        const QPointF to = render::toScene(*skirt.at);
        s->next();
        QCOMPARE(s->animation()->state(), QAbstractAnimation::Running);
        QCOMPARE(s->step(), 0);
        s->animation()->setCurrentTime(s->animation()->duration() / 2);  // half way (the easing's middle)
        for (NodeId id : skirt.fused) {
            const QPointF half = (from[id] + to) / 2, at = s->scene()->nodeItem(id)->pos();
            QVERIFY2(std::abs(at.x() - half.x()) < 1e-6 && std::abs(at.y() - half.y()) < 1e-6, qPrintable(QString::number(id)));
        }
        s->finishAnimation();
        QCOMPARE(s->step(), 1);
        QCOMPARE(s->stateDocument()->picture().nodeCount(), w->document()->picture().nodeCount() - 4);
        QCOMPARE(s->scene()->nodeItem(skirt.into)->pos(), to);
        // A node the step does not touch stays where it is.
        for (const Node& n : s->stateDocument()->picture().nodes())
            if (n.id != skirt.into) QCOMPARE(s->scene()->nodeItem(n.id)->pos(), render::toScene(*w->document()->picture().node(n.id).position));
        s->leave();
        closeWindow(w);
    }

    void keysStepAndLeave() {
        MainWindow* w = openWindow(classic("door"));
        QVERIFY(w);
        w->view()->zoomBy(1.5);  // the user's own zoom, given back on leaving
        const double zoom = w->view()->zoom();
        CollapseStepper* s = w->collapseStepper();
        QApplication::setActiveWindow(w);
        QVERIFY(QTest::qWaitForWindowActive(w));
        w->view()->setFocus();
        QTest::keyClick(w, Qt::Key_F6);
        QVERIFY(s->active());
        s->waitForSteps();
        QTest::keyClick(w->view(), Qt::Key_Right);
        QCOMPARE(s->animation()->state(), QAbstractAnimation::Running);
        QTest::keyClick(w->view(), Qt::Key_Right);  // a second press finishes the step
        QCOMPARE(s->step(), 1);
        QTest::keyClick(w->view(), Qt::Key_Left);
        s->finishAnimation();
        QCOMPARE(s->step(), 0);
        QTest::keyClick(w->view(), Qt::Key_Escape);
        QVERIFY(!s->active());
        QVERIFY(qFuzzyCompare(w->view()->zoom(), zoom));
        QVERIFY(!w->view()->fitted());
        closeWindow(w);
    }

    void playRunsToTheEnd() {
        MainWindow* w = openWindow(classic("door"));
        QVERIFY(w);
        CollapseStepper* s = w->collapseStepper();
        s->enter();
        s->waitForSteps();
        s->setPlaying(true);
        QVERIFY(s->playing());
        while (s->step() + 1 < s->count()) {
            QCOMPARE(s->animation()->state(), QAbstractAnimation::Running);
            s->finishAnimation();
            if (s->step() + 1 < s->count()) s->next();  // what the pause's timer does
        }
        QVERIFY(!s->playing());  // it stops at the garden
        s->leave();
        closeWindow(w);
    }

    // Hovering a garden edge lights the picture edges it came from; hovering a picture edge lights
    // its garden edge; both in the drawing and in the stepper's last state.
    void hoverLinksGardenAndPicture() {
        MainWindow* w = openWindow(classic("homestead"));
        QVERIFY(w);
        GardenView* garden = w->gardenView();
        auto* link = w->findChild<GardenHoverLink*>();
        QVERIFY(link);
        const Garden& g = garden->garden();
        auto hoverGardenAt = [&](QPointF layoutPoint) {
            QTest::mouseMove(garden->canvas(), garden->canvasPoint(layoutPoint).toPoint());
        };
        auto checkAll = [&](PictureScene* scene) {
            int bridges = 0, fans = 0;
            for (const render::GardenLabel& label : garden->layout().labels) {
                hoverGardenAt(label.rect.center());
                std::vector<EdgeId> want;
                if (label.bridge >= 0) {
                    want = {g.bridges[label.bridge].edge};
                    ++bridges;
                } else {
                    want = g.loops.copy(label.node);
                    std::sort(want.begin(), want.end());
                    ++fans;
                }
                QCOMPARE(link->litOnCanvas(), want);
                for (EdgeId id : want) QVERIFY(scene->edgeItem(id));
            }
            QCOMPARE(bridges, int(g.bridges.size()));
            QVERIFY(fans >= 1);  // the ground's 25 loops at least
            QTest::mouseMove(garden->canvas(), QPoint(2, 2));  // the empty corner: nothing lit
            QVERIFY(link->litOnCanvas().empty());
            // The reverse: a picture edge hovered lights its garden edge.
            const EdgeId trunk = g.bridges[garden->layout().labels.front().bridge >= 0 ? garden->layout().labels.front().bridge : 0].edge;
            scene->hoverEdge(trunk);
            QCOMPARE(garden->highlight(), std::vector<EdgeId>{trunk});
            scene->hoverEdge(std::nullopt);
            QVERIFY(garden->highlight().empty());
        };
        checkAll(w->scene());
        CollapseStepper* s = w->collapseStepper();
        s->enter();
        s->waitForSteps();
        while (s->step() + 1 < s->count()) stepForward(s);
        s->scene()->finishBuild();
        checkAll(s->scene());
        s->leave();
        closeWindow(w);
    }

    void anEditToTheDrawingLeaves() {
        MainWindow* w = openWindow(classic("door"));
        QVERIFY(w);
        CollapseStepper* s = w->collapseStepper();
        s->enter();
        s->waitForSteps();
        stepForward(s);
        w->document()->insertNode(Node{w->document()->picture().nextNodeId(), Point{5, 5}, false, {}});
        QVERIFY(!s->active());
        QCOMPARE(w->view()->scene(), static_cast<QGraphicsScene*>(w->scene()));
        closeWindow(w);
    }

    void playTakesTheDrawingNotTheSteps() {
        MainWindow* w = openWindow(classic("door"));
        QVERIFY(w);
        CollapseStepper* s = w->collapseStepper();
        s->enter();
        s->waitForSteps();
        w->setPlayMode(true);
        QVERIFY(!s->active());
        QVERIFY(!s->action()->isEnabled());
        QCOMPARE(w->play()->scene()->document()->picture().edgeCount(), w->document()->picture().edgeCount());
        w->setPlayMode(false);
        QCOMPARE(w->view()->scene(), static_cast<QGraphicsScene*>(w->scene()));
        QVERIFY(s->action()->isEnabled());
        closeWindow(w);
    }

    // On another page the canvas is not shown: the menu entry and F6 are off there, as the canvas's
    // other entries are, and on again back on the Hackenbush page.
    void offAwayFromTheCanvas() {
        MainWindow* w = openWindow(classic("door"));
        QVERIFY(w);
        CollapseStepper* s = w->collapseStepper();
        QVERIFY(s->action()->isEnabled());
        for (int page = 1; page < w->tabs()->count(); ++page) {
            w->tabs()->setCurrentIndex(page);
            QVERIFY2(!s->action()->isEnabled(), qPrintable(w->tabs()->tabText(page)));
        }
        w->tabs()->setCurrentIndex(0);
        QVERIFY(s->action()->isEnabled());
        closeWindow(w);
    }

    // The "Step by step" button beside the side panel's tabs keeps its text while there is room and
    // is its icon alone when the panel is narrow (beside Explain), so no tab hides behind scroll
    // arrows; wide again, the text comes back.
    // The last steps fit in view (issue 38): at 1280×720 the garden standing up, and its twigs, are
    // drawn whole in the canvas above the stepper's bar (the view's visible rect holds the scene's
    // contents), the step's sentence has the room it needs, and Fit fits there after a zoom.
    void theLastStepsFitInView() {
        MainWindow* w = openWindow(classic("girl-on-both-feet"));
        QVERIFY(w);
        w->resize(1280, 720);
        QTRY_COMPARE(w->size(), QSize(1280, 720));
        CollapseStepper* s = w->collapseStepper();
        s->action()->trigger();
        s->waitForSteps();
        QVERIFY(s->count() >= 3);
        PictureView* view = w->view();
        // every item and label in view (contentsRect keeps a margin of 30 scene units round them,
        // which a fit that places the labels inside the view need not show)
        auto fits = [&] {
            s->scene()->finishBuild();
            const QRectF shown = view->visibleSceneRect(), contents = s->scene()->contentsRect().adjusted(30, 30, -30, -30);
            return shown.adjusted(-1, -1, 1, 1).contains(contents);
        };
        auto sentenceFits = [&] {
            QLabel* l = s->sentenceLabel();
            return l->heightForWidth(l->width()) <= l->height();
        };
        for (int k = 1; k < s->count(); ++k) {
            stepForward(s);
            QTRY_VERIFY2(fits(), qPrintable(QStringLiteral("step %1").arg(k)));
            QTRY_VERIFY2(sentenceFits(), qPrintable(s->sentence()));
        }
        // Presentation mode's large text: every sentence still has its room, and the garden fits.
        TextScale::instance()->setPresentation(true);
        QTRY_VERIFY2(sentenceFits(), qPrintable(s->sentence()));
        const auto where = [&] {
            const QRectF shown = view->visibleSceneRect(), contents = s->scene()->contentsRect().adjusted(30, 30, -30, -30);
            return QStringLiteral("shown %1,%2 %3×%4; contents %5,%6 %7×%8")
                .arg(shown.x()).arg(shown.y()).arg(shown.width()).arg(shown.height())
                .arg(contents.x()).arg(contents.y()).arg(contents.width()).arg(contents.height());
        };
        QTRY_VERIFY2(fits(), qPrintable(where()));
        s->back();
        s->finishAnimation();
        QTRY_VERIFY2(sentenceFits(), qPrintable(s->sentence()));
        TextScale::instance()->setPresentation(false);
        // A zoom, then Fit (Ctrl+0): the garden whole again.
        view->zoomBy(4);
        QVERIFY(!fits());
        w->actions().fit->trigger();
        QTRY_VERIFY(fits());
        closeWindow(w);
    }

    void theStepButtonLeavesTheTabsRoom() {
        MainWindow* w = openWindow(classic("door"));
        QVERIFY(w);
        QTabWidget tabs;
        tabs.addTab(new QWidget, QStringLiteral("Garden"));
        tabs.addTab(new QWidget, QStringLiteral("Concyclic class"));
        QToolButton* button = w->collapseStepper()->makeButton(&tabs);
        tabs.setCornerWidget(button, Qt::TopRightCorner);
        tabs.resize(800, 300);
        tabs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        QCOMPARE(button->toolButtonStyle(), Qt::ToolButtonTextBesideIcon);
        const int withText = button->sizeHint().width();
        const int tabsWidth = tabs.tabBar()->sizeHint().width();
        tabs.resize(tabsWidth + withText - 10, 300);  // the tabs and the text do not fit side by side
        QCoreApplication::processEvents();
        QCOMPARE(button->toolButtonStyle(), Qt::ToolButtonIconOnly);
        QVERIFY(tabsWidth + button->sizeHint().width() <= tabs.width());  // every tab whole
        tabs.resize(tabsWidth + withText + 10, 300);
        QCoreApplication::processEvents();
        QCOMPARE(button->toolButtonStyle(), Qt::ToolButtonTextBesideIcon);
        closeWindow(w);
    }
};

QTEST_MAIN(CollapseStepsGuiTest)
#include "tst_collapse_steps.moc"
