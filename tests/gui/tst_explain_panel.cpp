// gui_explain_panel: the Explain panel (View → Explain, key E) shows the core's explanation of the
// edge selected or hovered and highlights exactly its terms on the canvas, each in its term's colour
// (the edges a term stands for washed in that colour): on the Homestead (the trunk 15 = 1 + (8 ⊕ 6),
// the whole picture's columns with the house's loops cancelling, the winning twig's climb stepped
// with Next / Back) and on 25 random pictures (fixed seed), every standing edge. A result for an edge
// no longer wanted is dropped; the garden side view marks the same terms in the same colours; the edge last hovered stays until Whole picture or a new selection. The tooltip says what a chop leaves in Play and with M on, not
// otherwise; the panel follows the Play scene. Each climb step has a label of its own, with its
// arithmetic; Back and Next scroll the panel so that the current step is in view.
#include "gui_test_helpers.h"

#include "explain_panel.h"
#include "garden_view.h"

#include "homestead/explanation.h"

#include "../core/random_picture.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>

#include "../hang_guard.h"

using namespace guitest;

namespace {

EdgeId named(const Picture& p, const std::string& name) {
    for (const Edge& e : p.edges())
        if (e.name == name) return e.id;
    return -1;
}

// Shows the panel (View → Explain) and waits until it is on screen.
bool showPanel(MainWindow* w) {
    w->actions().explain->setChecked(true);
    return QTest::qWaitFor([w] { return w->explainPanel()->isVisible(); }, homestead::testing::kHangGuardMs);
}

// The garden side view marks the terms in their colours too (and the explained edge, the climb):
// every term's bridge in its term's colour, a loop term's fan in the colour of its node's first term.
void checkGardenMarks(MainWindow* w) {
    ExplainPanel* panel = w->explainPanel();
    GardenView* garden = w->gardenView();
    QCOMPARE(garden->marks(), panel->gardenMarks());
    if (!garden->isVisible()) return;
    QTRY_VERIFY(!garden->computing());
    const Garden& g = garden->garden();
    const Picture& p = w->document()->picture();
    const std::vector<StressTerm>* terms = panel->explanation() ? &panel->explanation()->terms
                                           : panel->pictureExplanation() ? &panel->pictureExplanation()->terms : nullptr;
    if (!terms || (terms->size() > ExplainPanel::kDistinctTermColors && !panel->explanation())) return;
    std::map<int, QColor> fan;
    for (std::size_t i = 0; i < terms->size(); ++i) {
        const std::size_t e = p.indexOfEdge((*terms)[i].edge);
        const int node = g.edgeNode[e];
        QVERIFY(node >= 0);
        if (g.isBridge[e]) QCOMPARE(garden->bridgeMark(g.bridgeToParent[node]), ExplainPanel::termColor(int(i)));
        else fan.emplace(node, ExplainPanel::termColor(int(i)));
    }
    for (const auto& [node, color] : fan) QCOMPARE(garden->fanMark(node), color);
}

void select(MainWindow* w, std::optional<EdgeId> id) {
    w->scene()->clearSelection();
    if (id) w->scene()->edgeItem(*id)->setSelected(true);
}

// The panel shows the core's explanation of `id` and highlights exactly its terms.
void checkShows(MainWindow* w, EdgeId id) {
    ExplainPanel* panel = w->explainPanel();
    select(w, id);
    panel->waitForExplanation();
    QCOMPARE(panel->shownEdge(), std::optional<EdgeId>(id));
    QVERIFY(panel->explanation());
    const EdgeExplanation want = explainEdge(*w->document()->artifact(), id);
    const EdgeExplanation& got = *panel->explanation();
    QCOMPARE(got.stress, want.stress);
    QCOMPARE(got.terms.size(), want.terms.size());
    QMap<EdgeId, QColor> strong, wash;
    for (std::size_t i = 0; i < want.terms.size(); ++i) {
        QCOMPARE(got.terms[i].edge, want.terms[i].edge);
        QCOMPARE(got.terms[i].stress, want.terms[i].stress);
        strong.insert(want.terms[i].edge, ExplainPanel::termColor(int(i)));
        for (EdgeId e : want.terms[i].standsFor)
            if (e != want.terms[i].edge) wash.insert(e, ExplainPanel::termColor(int(i)));
    }
    QCOMPARE(panel->termHighlights(), strong);
    QCOMPARE(panel->loadHighlights(), wash);
    QVERIFY2(panel->stressLabel()->text().contains(QStringLiteral("Stress <b>%1</b>").arg(want.stress)),
             qPrintable(panel->stressLabel()->text()));
    for (std::size_t i = 0; i < want.terms.size(); ++i)
        QVERIFY(panel->stressLabel()->text().contains(
            QStringLiteral("<span style='color:%1'><b>%2</b></span>").arg(ExplainPanel::termInk(int(i)).name()).arg(want.terms[i].stress)));
    QCOMPARE(panel->climbSteps(), want.winning && !want.onCycle ? int(want.climb.size()) : 0);
    // On a cycle: the mating pairs in their colours, the spinster in gold.
    QMap<EdgeId, QColor> mating;
    if (want.cycle && want.cycle->members.size() > 1) {
        for (std::size_t i = 0; i < want.cycle->pairs.size() && i < ExplainPanel::kDistinctTermColors; ++i) {
            mating.insert(want.cycle->pairs[i].first, ExplainPanel::termColor(int(i)));
            mating.insert(want.cycle->pairs[i].second, ExplainPanel::termColor(int(i)));
        }
        if (want.cycle->spinster) mating.insert(*want.cycle->spinster, QColor(0xfa, 0xb0, 0x05));
    }
    QCOMPARE(panel->classHighlights(), mating);
    checkGardenMarks(w);
}

}  // namespace

class TestExplainPanel : public QObject {
    Q_OBJECT
private slots:
    void keyShowsThePanel() {
        MainWindow* w = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/door.json"));
        QVERIFY(w);
        QAction* explain = w->actions().explain;
        QVERIFY(explain);
        QVERIFY(!w->explainPanel()->isVisible());
        w->view()->setFocus();
        QTest::keyClick(w->view(), Qt::Key_E);
        QTRY_VERIFY(w->explainPanel()->isVisible());
        QVERIFY(explain->isChecked());
        // Nothing selected: the whole picture, 1 ⊕ 1 ⊕ 1 = 1.
        w->explainPanel()->waitForExplanation();
        QVERIFY(w->explainPanel()->pictureExplanation());
        QCOMPARE(w->explainPanel()->pictureExplanation()->value, std::uint64_t(1));
        // The other pages (Welter, Nim, Puzzles) have no canvas to explain: the dock goes while one
        // is shown, and comes back with the Hackenbush page.
        QVERIFY(w->tabs()->count() >= 2);
        for (int page = 1; page < w->tabs()->count(); ++page) {
            w->tabs()->setCurrentIndex(page);
            QTRY_VERIFY(!w->explainPanel()->isVisible());
        }
        w->tabs()->setCurrentIndex(0);
        QTRY_VERIFY(w->explainPanel()->isVisible());
        QTest::keyClick(w->view(), Qt::Key_E);
        QTRY_VERIFY(!w->explainPanel()->isVisible());
        // Closed, it leaves no marks on the canvas.
        QVERIFY(w->explainPanel()->termHighlights().isEmpty());
        closeWindow(w);
    }

    void homestead() {
        MainWindow* w = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(w);
        QVERIFY(showPanel(w));
        w->actions().garden->setChecked(true);  // the terms are marked in the garden too
        QTRY_VERIFY(w->gardenView()->isVisible());
        ExplainPanel* panel = w->explainPanel();
        const Picture& p = w->document()->picture();
        // The trunk: 15 = 1 + (8 ⊕ 6), its two branches highlighted.
        const EdgeId trunk = named(p, "trunk");
        checkShows(w, trunk);
        QCOMPARE(panel->termHighlights().keys(), (QList<EdgeId>{named(p, "left branch"), named(p, "right branch")}));
        // In the garden: the 8-branch in the first term's colour, the 6-branch in the second's, the trunk dark.
        const Garden& g = w->gardenView()->garden();
        auto bridgeOf = [&](EdgeId id) { return g.bridgeToParent[g.edgeNode[p.indexOfEdge(id)]]; };
        QCOMPARE(w->gardenView()->bridgeMark(bridgeOf(named(p, "left branch"))), ExplainPanel::termColor(0));
        QCOMPARE(w->gardenView()->bridgeMark(bridgeOf(named(p, "right branch"))), ExplainPanel::termColor(1));
        QCOMPARE(w->gardenView()->bridgeMark(bridgeOf(trunk)), QColor(ExplainPanel::kExplainedEdge));
        // The whole picture: 15 ⊕ 1 ⊕ … = 10, the house's fourteen loops cancelling in pairs.
        select(w, std::nullopt);
        panel->waitForExplanation();
        QVERIFY(panel->pictureExplanation());
        QCOMPARE(panel->pictureExplanation()->value, std::uint64_t(10));
        QVERIFY(panel->columnsLabel()->text().contains(QStringLiteral("<s>1</s>")));
        // its 26 ones at the ground (loops, and a bridge of stress 1) in one row with their count
        QVERIFY2(panel->columnsLabel()->text().contains(QStringLiteral("(26 of them)")), qPrintable(panel->columnsLabel()->text()));
        QCOMPARE(panel->columnsLabel()->text().count(QStringLiteral("<tr")), 8);  // the powers, 15, 6, 4, 4, 3, the ones, the sum
        QVERIFY(panel->detailsLabel()->text().contains(QStringLiteral("Value 10: the player to move wins")));
        // The status line's other sum, the parts, said beside it and in the parts' tooltip
        const QString parts = QStringLiteral("the picture is 5 parts, worth 15 ⊕ 1 ⊕ 1 ⊕ 4 ⊕ 1 = 10");
        QVERIFY2(panel->detailsLabel()->text().contains(parts), qPrintable(panel->detailsLabel()->text()));
        auto* partsLabel = w->findChild<QLabel*>(QStringLiteral("partsLabel"));
        QVERIFY(partsLabel);
        QCOMPARE(partsLabel->text(), QStringLiteral("Parts: 15 ⊕ 1 ⊕ 1 ⊕ 4 ⊕ 1"));
        QVERIFY2(partsLabel->toolTip().contains(parts), qPrintable(partsLabel->toolTip()));
        // The winning twig: the climb, step by step.
        const EdgeId twig = named(p, "twig bearing the highest apple");
        checkShows(w, twig);
        QCOMPARE(panel->climbSteps(), 4);
        QCOMPARE(panel->climbStep(), 0);
        QVERIFY(panel->climbLabel()->text().contains(QStringLiteral("step 1 of 4")));
        // Each step with its arithmetic, in the core's words (explanation_text.h), the current one bold.
        QVERIFY2(panel->climbStepLabel(0)->text().contains(QString::fromUtf8(
                     "<b>1. the value 10 must become 0: the other stresses at the ground make 6 ⊕ 4 ⊕ 4 ⊕ 3 ⊕ 1 ⊕ … ⊕ 1 "
                     "(26 of them) = 5, so the trunk 15 must become 5")),
                 qPrintable(panel->climbStepLabel(0)->text()));
        panel->previousStep();
        QCOMPARE(panel->climbStep(), 0);
        panel->nextStep();
        QVERIFY2(panel->climbStepLabel(1)->text().contains(QString::fromUtf8(
                     "<b>2. the trunk carries 8 and 6, so the trunk's 5 = 1 + (x ⊕ 6) gives x = 4 ⊕ 6 = 2: the 8 must become 2")),
                 qPrintable(panel->climbStepLabel(1)->text()));
        QVERIFY(!panel->climbStepLabel(0)->text().contains(QStringLiteral("<b>")));
        panel->nextStep();
        panel->nextStep();
        QCOMPARE(panel->climbStep(), 3);
        panel->nextStep();
        QCOMPARE(panel->climbStep(), 3);  // the last step: chop it
        QCOMPARE(w->gardenView()->bridgeMark(bridgeOf(trunk)), QColor(0xfa, 0xb0, 0x05));  // the climb in gold
        QVERIFY(panel->climbStepLabel(3)->text().contains(QStringLiteral("the 2 must become 0: chop it")));
        QVERIFY(!panel->findChildren<QPushButton*>().isEmpty());
        closeWindow(w);
    }

    void randomPictures() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        QVERIFY(showPanel(w));
        w->actions().garden->setChecked(true);
        QTRY_VERIFY(w->gardenView()->isVisible());
        std::mt19937 rng(2026);
        int checked = 0;
        for (int n = 0; n < 25; ++n) {
            w->document()->setPicture(randomPicture(rng, 7, 12));
            w->document()->waitForAnalysis();
            for (const EdgeAnalysis& e : w->document()->analysis().edges) {
                if (!e.standing) continue;
                checkShows(w, e.id);
                if (QTest::currentTestFailed()) return;
                ++checked;
            }
        }
        QVERIFY(checked > 100);
        closeWindow(w);
    }

    // Back and Next keep the current step in view (issue 38): on a climb of 26 steps (stalks of 30 and
    // 25 edges: 30 ⊕ 25 = 7, the one winning move leaves 25 of the 30), the last step starts below
    // the panel's view, and every step shown is scrolled to.
    void nextAndBackKeepTheStepInView() {
        Picture p;
        NodeId left = p.addNode(Point{0, 0}, true), right = p.addNode(Point{200, 0}, true);
        for (int i = 1; i <= 30; ++i) {
            const NodeId up = p.addNode(Point{0, 30.0 * i});
            p.addEdge(left, up);
            left = up;
        }
        for (int i = 1; i <= 25; ++i) {
            const NodeId up = p.addNode(Point{200, 30.0 * i});
            p.addEdge(right, up);
            right = up;
        }
        MainWindow* w = openWindow();
        QVERIFY(w);
        QVERIFY(showPanel(w));
        w->document()->setPicture(p);
        w->document()->waitForAnalysis();
        QCOMPARE(w->document()->analysis().winningMoves.size(), std::size_t(1));
        checkShows(w, w->document()->analysis().winningMoves[0]);
        ExplainPanel* panel = w->explainPanel();
        QCOMPARE(panel->climbSteps(), 26);
        QScrollArea* scroll = panel->scrollArea();
        // The step's label lies within the scroll area's viewport (all of it, or its top part when
        // it is taller than the viewport).
        auto inView = [&](int i) {
            QLabel* l = panel->climbStepLabel(i);
            if (!l) return false;
            QWidget* viewport = scroll->viewport();
            const QRect r(l->mapTo(viewport, QPoint(0, 0)), l->size());
            return r.top() >= 0 && r.top() < viewport->height() && (r.bottom() < viewport->height() || r.height() > viewport->height());
        };
        QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0);
        QVERIFY(!inView(25));  // without scrolling, the last step is out of sight
        for (int i = 1; i < 26; ++i) {
            panel->nextStep();
            QTRY_VERIFY2(inView(i), qPrintable(QStringLiteral("step %1").arg(i)));
        }
        for (int i = 24; i >= 0; --i) {
            panel->previousStep();
            QTRY_VERIFY2(inView(i), qPrintable(QStringLiteral("step %1").arg(i)));
        }
        closeWindow(w);
    }

    void staleResultIsDropped() {
        MainWindow* w = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(w);
        QVERIFY(showPanel(w));
        ExplainPanel* panel = w->explainPanel();
        panel->waitForExplanation();
        const Picture& p = w->document()->picture();
        const int before = panel->droppedResults();
        select(w, named(p, "trunk"));          // a worker starts on the trunk ...
        select(w, named(p, "lamp post"));      // ... and the lamp post is wanted before it is done
        panel->waitForExplanation();
        QCOMPARE(panel->shownEdge(), std::optional<EdgeId>(named(p, "lamp post")));
        QVERIFY(panel->droppedResults() > before);
        closeWindow(w);
    }

    void hoverAndChopValue() {
        MainWindow* w = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/door.json"));
        QVERIFY(w);
        QVERIFY(showPanel(w));
        const Picture& p = w->document()->picture();
        // Hovering explains the edge under the mouse.
        const EdgeId post = p.edges()[0].id;
        std::optional<QPoint> vp = clearPointOn(w->view(), w->scene(), post);
        QVERIFY(vp);
        sendMouse(w->view()->viewport(), QEvent::MouseMove, *vp, Qt::NoButton, Qt::NoButton);
        QCOMPARE(w->scene()->hoveredEdge(), std::optional<EdgeId>(post));
        w->explainPanel()->waitForExplanation();
        QCOMPARE(w->explainPanel()->shownEdge(), std::optional<EdgeId>(post));
        // The mouse leaves the edge (on its way to the panel's buttons): the panel keeps it ...
        sendMouse(w->view()->viewport(), QEvent::MouseMove, w->view()->mapFromScene(QPointF(-2000, 2000)), Qt::NoButton, Qt::NoButton);
        QVERIFY(!w->scene()->hoveredEdge());
        w->explainPanel()->waitForExplanation();
        QCOMPARE(w->explainPanel()->shownEdge(), std::optional<EdgeId>(post));
        // ... until Whole picture is asked for.
        w->explainPanel()->showWholePicture();
        w->explainPanel()->waitForExplanation();
        QCOMPARE(w->explainPanel()->shownEdge(), std::nullopt);
        QVERIFY(w->explainPanel()->pictureExplanation());
        QVERIFY(w->explainPanel()->termHighlights().size() == 3);  // the door: three ground loops
        // The tooltip: the value a chop leaves only with M on (or in Play).
        const QString leaves = QStringLiteral("Chopping it leaves value");
        QVERIFY(!w->scene()->edgeToolTip(post).contains(leaves));
        w->actions().winning->setChecked(true);
        for (const Edge& e : p.edges()) {
            const std::uint64_t after = analyse(p.chop(e.id).picture).value;
            QVERIFY2(w->scene()->edgeToolTip(e.id).contains(QStringLiteral("%1 %2").arg(leaves).arg(after)),
                     qPrintable(w->scene()->edgeToolTip(e.id)));
        }
        w->actions().winning->setChecked(false);
        // In Play: the panel follows the game's scene, and its tooltips say what a chop leaves.
        quickPlay(w);
        w->setPlayMode(true);
        settle(w->view());
        QCOMPARE(w->explainPanel()->scene(), w->play()->scene());
        PictureScene* playScene = w->play()->scene();
        const Picture& game = w->play()->document()->picture();
        for (const Edge& e : game.edges())
            QVERIFY(playScene->edgeToolTip(e.id).contains(leaves));
        w->setPlayMode(false);
        QCOMPARE(w->explainPanel()->scene(), w->scene());
        closeWindow(w);
    }

    // A stalk carrying 3000 loops: its tooltip and the status line's hover sentence name a dozen
    // terms and how many more (they listed all 3000 and the tooltip covered the screen).
    void aLongSumStaysShort() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        const Picture p = testing::stalkUnderLoops(3000);
        w->document()->setPicture(p);
        w->document()->waitForAnalysis();
        const QString tip = w->scene()->edgeToolTip(0);
        QVERIFY2(tip.contains(QStringLiteral("1 + (1 ⊕ … ⊕ 1 (3000 of them))")), qPrintable(tip));
        QVERIFY2(tip.size() < 400, qPrintable(QString::number(tip.size())));
        // The panel's columns: the first eight terms in their colours, the other 2992 ones in one
        // row (it set out 3000 rows)
        QVERIFY(showPanel(w));
        w->scene()->finishBuild();  // (3001 edges are built in slices)
        select(w, 0);
        w->explainPanel()->waitForExplanation();
        QCOMPARE(w->explainPanel()->shownEdge(), std::optional<EdgeId>(0));
        const QString columns = w->explainPanel()->columnsLabel()->text();
        QVERIFY2(columns.contains(QStringLiteral("(2992 of them)")), qPrintable(columns.left(300)));
        QCOMPARE(columns.count(QStringLiteral("<tr")), 11);  // the powers, eight terms, the rest, the sum
        closeWindow(w);
    }
};

QTEST_MAIN(TestExplainPanel)
#include "tst_explain_panel.moc"
