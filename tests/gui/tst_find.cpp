// gui_find: Find (Ctrl+F), "next winning move" (F3) and Play following the engine (issue 16).
// - Ctrl+F opens the bar focused; an id ("e12") or a name ("ROOF", any case, any part) selects the
//   right item — the core's matches, in order — and afterwards the view's visible rect contains it;
//   Enter / Shift+Enter step and wrap; Esc closes and gives the canvas the keyboard; nothing found
//   says the core's sentence. The class panel and Explain panel follow the selection.
// - In a 3·10^4-edge picture at actual size, an edge far off-screen is brought on screen — also
//   while the scene is still being built in slices (its item not made yet), selected once it is.
// - F3 visits exactly the artifact's winning moves in order and wraps; Shift+F3 goes backwards;
//   each press says the core's sentence; a picture with value 0 says there is none and selects
//   nothing; an F3 pressed while an edit is being analysed answers with the new picture's moves.
// - In Play, Find and F3 read the position in play (misère: the search's winning moves), not the drawing.
// - In Play, the engine's chosen edge, off-screen, is on screen when it is announced
//   (engineChose), and an engine move already on screen does not move the view.
// Nothing is timed: the assertions are on selections and rectangles.
#include "gui_test_helpers.h"

#include "canvas_target.h"
#include "class_panel.h"
#include "explain_panel.h"
#include "find_actions.h"
#include "find_bar.h"
#include "winning_move_stepper.h"

#include "homestead/find_text.h"
#include "homestead/picture_find.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QStatusBar>
#include <QVariantAnimation>

#include "../hang_guard.h"

using namespace guitest;

namespace {

QString example(const char* name) { return QStringLiteral(HOMESTEAD_RESOURCES "/pictures/%1.json").arg(QLatin1String(name)); }

// The view shows the whole of the item (with its stroke) afterwards.
bool onScreen(MainWindow* w, const FoundItem& item) {
    auto* scene = qobject_cast<PictureScene*>(w->view()->scene());
    const QRectF r = targetRect(*scene, item);
    return r.isValid() && w->view()->visibleSceneRect().contains(r);
}

// Looks away: actual size, the view centred far from the picture.
void lookAway(PictureView* view, QPointF far = QPointF(-50000, -50000)) {
    view->resetZoom();
    view->scene()->setSceneRect(view->scene()->sceneRect().united(QRectF(far, QSizeF(10, 10)).adjusted(-2000, -2000, 2000, 2000)));
    view->centerOn(far);
}

// Stalks on the ground, `columns` of them `height` edges tall, one unit apart; edge ids in order.
Picture stalks(int columns, int height) {
    Picture p;
    for (int c = 0; c < columns; ++c) {
        NodeId below = p.addNode(Point{double(c), 0}, true);
        for (int h = 1; h <= height; ++h) {
            const NodeId above = p.addNode(Point{double(c), double(h)});
            p.addEdge(below, above);
            below = above;
        }
    }
    return p;
}

FindBar* bar(MainWindow* w) { return w->findActions()->bar(); }

}  // namespace

class Find : public QObject {
    Q_OBJECT
private slots:
    void ctrlFOpensTheBarFocusedAndEscClosesIt() {
        MainWindow* w = openWindow(example("homestead"));
        QVERIFY(w);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w));
        QVERIFY(!bar(w)->isVisible());
        QTest::keyClick(w->view(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(bar(w)->isVisible());
        QVERIFY(bar(w)->lineEdit()->hasFocus());
        QTest::keyClick(bar(w)->lineEdit(), Qt::Key_Escape);
        QVERIFY(!bar(w)->isVisible());
        QVERIFY(w->view()->hasFocus());
        // in the Edit menu, with its key in the tooltip
        QAction* find = w->actions().find;
        QVERIFY(find && find->toolTip().contains(QKeySequence(QKeySequence::Find).toString(QKeySequence::NativeText)));
        QVERIFY(w->actions().nextWinning->toolTip().contains(QStringLiteral("F3")));
        closeWindow(w);
    }

    void byIdSelectsAndCentres() {
        MainWindow* w = openWindow(example("homestead"));
        QVERIFY(w);
        w->scene()->finishBuild();
        for (const char* query : {"e12", "edge 12", "E#12", "12"}) {
            lookAway(w->view());
            QVERIFY(!onScreen(w, {FoundItem::Kind::Edge, 12}));
            bar(w)->open();
            bar(w)->setQuery(QString::fromLatin1(query));
            bar(w)->waitForMatches();
            QCOMPARE(w->scene()->selectedEdges(), std::vector<EdgeId>{12});
            QVERIFY2(onScreen(w, {FoundItem::Kind::Edge, 12}), query);
            // ringed for a moment by the glow, in its scene, around it
            QVERIFY(foundGlow() && foundGlow()->scene() == w->scene());
            QVERIFY(foundGlow()->sceneBoundingRect().contains(w->scene()->edgeItem(12)->sceneBoundingRect()));
            // over the picture, not under it: in a big one the crowd round the edge hid it
            for (const QGraphicsItem* shown : {static_cast<QGraphicsItem*>(w->scene()->edgeItem(12)),
                                               static_cast<QGraphicsItem*>(w->scene()->nodeItem(w->document()->picture().edge(12).to))})
                QVERIFY(foundGlow()->zValue() > shown->topLevelItem()->zValue());
            QVERIFY(bar(w)->statusText().startsWith(QStringLiteral("1 of ")));
        }
        // the panels react as to a click: the Explain panel (shown) explains the edge found
        w->actions().explain->setChecked(true);
        QTRY_VERIFY(w->explainPanel()->isVisible());
        QTRY_COMPARE(w->explainPanel()->shownEdge(), std::optional<EdgeId>(12));
        // a node by id
        const NodeId node = w->document()->picture().nodes()[5].id;
        lookAway(w->view());
        bar(w)->setQuery(QStringLiteral("n%1").arg(node));
        bar(w)->waitForMatches();
        QCOMPARE(w->scene()->selectedNodes(), std::vector<NodeId>{node});
        QVERIFY(onScreen(w, {FoundItem::Kind::Node, node}));
        QVERIFY(w->view()->zoom() >= 1.0 - 1e-9);  // tiny on screen: shown at actual size at least
        // the glow fades and goes; one at a time
        QTRY_VERIFY_WITH_TIMEOUT(!foundGlow(), homestead::testing::kHangGuardMs);
        closeWindow(w);
    }

    // The bar's line naming the item found never makes the bar (and so the window) wider.
    void aLongNameDoesNotWidenTheWindow() {
        MainWindow* w = openWindow(example("homestead"));
        QVERIFY(w);
        w->scene()->finishBuild();
        bar(w)->open();
        const int before = bar(w)->minimumSizeHint().width();
        bar(w)->setQuery(QStringLiteral("e7"));  // the twig bearing the highest apple
        bar(w)->waitForMatches();
        QVERIFY(bar(w)->statusText().contains(QStringLiteral("highest apple")));
        QCOMPARE(bar(w)->minimumSizeHint().width(), before);
        closeWindow(w);
    }

    // A node found is shown with its own edges: the Homestead's spider, a node with ten legs and a
    // loop, was zoomed in as far as the view goes (all its edges pass through it, counted as a crowd),
    // the legs' ends and their numbers out of sight.
    void aNodeIsShownWithItsOwnEdges() {
        MainWindow* w = openWindow(example("homestead"));
        QVERIFY(w);
        w->scene()->finishBuild();
        const Picture& p = w->document()->picture();
        std::optional<NodeId> hub;  // the node with the most edges
        std::size_t most = 0;
        for (const Node& n : p.nodes()) {
            std::size_t degree = 0;
            for (const Edge& e : p.edges()) degree += std::size_t(e.from == n.id) + std::size_t(e.to == n.id);
            if (degree > most) most = degree, hub = n.id;
        }
        QVERIFY(hub && most >= 8);
        w->view()->fitToContents();
        bar(w)->open();
        bar(w)->setQuery(QStringLiteral("n%1").arg(*hub));
        bar(w)->waitForMatches();
        QCOMPARE(w->scene()->selectedNodes(), std::vector<NodeId>{*hub});
        const QRectF shown = w->view()->visibleSceneRect();
        for (const Edge& e : p.edges())
            if (e.from == *hub || e.to == *hub)
                QVERIFY2(shown.contains(w->scene()->edgeItem(e.id)->sceneBoundingRect()),
                         qPrintable(QStringLiteral("edge %1 is not whole in view at zoom %2").arg(e.id).arg(w->view()->zoom())));
        closeWindow(w);
    }

    // By name: the core's matches, stepped through in order with Enter, back with Shift+Enter.
    void byNameStepsThroughTheMatchesAndWraps() {
        MainWindow* w = openWindow(example("homestead"));
        QVERIFY(w);
        w->scene()->finishBuild();
        const std::vector<FoundItem> want = findInPicture(w->document()->picture(), "roof");
        QVERIFY(want.size() >= 3);
        lookAway(w->view());
        bar(w)->open();
        bar(w)->setQuery(QStringLiteral("ROOF"));  // any case
        bar(w)->waitForMatches();
        QCOMPARE(bar(w)->matches(), want);
        const int n = int(want.size());
        for (int k = 0; k <= n; ++k) {  // typing went to the first; Enter n times wraps to it again
            const FoundItem& item = want[std::size_t(k % n)];
            QCOMPARE(bar(w)->current(), k % n);
            QCOMPARE(w->scene()->selectedEdges(), std::vector<EdgeId>{item.id});
            QVERIFY(onScreen(w, item));
            QCOMPARE(bar(w)->statusText(), QStringLiteral("%1 of %2 — %3").arg(k % n + 1).arg(n)
                                               .arg(QString::fromStdString(text::foundItemName(w->document()->picture(), item))));
            lookAway(w->view());
            QTest::keyClick(bar(w)->lineEdit(), Qt::Key_Return);
        }
        QTest::keyClick(bar(w)->lineEdit(), Qt::Key_Return, Qt::ShiftModifier);  // from 2nd back to 1st
        QTest::keyClick(bar(w)->lineEdit(), Qt::Key_Return, Qt::ShiftModifier);  // and round to the last
        QCOMPARE(bar(w)->current(), n - 1);
        QCOMPARE(w->scene()->selectedEdges(), std::vector<EdgeId>{want.back().id});
        QVERIFY(onScreen(w, want.back()));
        closeWindow(w);
    }

    void nothingFoundSaysSo() {
        MainWindow* w = openWindow(example("door"));
        QVERIFY(w);
        bar(w)->open();
        bar(w)->setQuery(QStringLiteral("trunk"));
        bar(w)->waitForMatches();
        QVERIFY(bar(w)->matches().empty());
        QCOMPARE(bar(w)->statusText(), QStringLiteral("No edge or node named 'trunk'."));
        QVERIFY(w->scene()->selectedItems().isEmpty());
        QTest::keyClick(bar(w)->lineEdit(), Qt::Key_Return);  // Enter changes nothing
        QVERIFY(w->scene()->selectedItems().isEmpty());
        bar(w)->setQuery(QStringLiteral("e99"));
        bar(w)->waitForMatches();
        QCOMPARE(bar(w)->statusText(), QString::fromStdString(text::noMatchSentence(parseFindQuery("e99"))));
        closeWindow(w);
    }

    // An edit while the bar shows a match: the same query again on the new revision, the item kept.
    void anEditKeepsTheItemShown() {
        MainWindow* w = openWindow(example("door"));
        QVERIFY(w);
        bar(w)->open();
        bar(w)->setQuery(QStringLiteral("post"));
        bar(w)->waitForMatches();
        QCOMPARE(bar(w)->matches().size(), std::size_t(2));
        QTest::keyClick(bar(w)->lineEdit(), Qt::Key_Return);
        const FoundItem second = bar(w)->matches()[1];
        // the other post goes: the one shown stays shown, now "1 of 1"
        const EdgeId other = bar(w)->matches()[0].id;
        w->undoStack()->push(new RemoveCommand(w->document(), {}, {other}));
        w->document()->waitForAnalysis();  // the new revision's artifact: the bar searches it
        bar(w)->waitForMatches();
        QCOMPARE(bar(w)->matches(), std::vector<FoundItem>{second});
        QCOMPARE(bar(w)->current(), 0);
        closeWindow(w);
    }

    // 3·10^4 edges at actual size: the far end is off-screen until found.
    void farEdgeInABigPictureIsBroughtOnScreen() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        Picture big = stalks(3000, 10);  // 30,000 edges, 180,000 pixels wide at actual size
        const EdgeId far = big.edges().back().id;
        const EdgeId named = big.edges()[big.edgeCount() / 2].id;
        big.setEdgeName(named, "needle");
        w->document()->setPicture(std::move(big));
        w->document()->waitForAnalysis();
        // still being built in slices: the far edge has no item yet, and is found all the same
        QVERIFY(w->scene()->building());
        QVERIFY(!w->scene()->edgeItem(far));
        lookAway(w->view(), QPointF(0, 0));
        QVERIFY(!onScreen(w, {FoundItem::Kind::Edge, far}));
        bar(w)->open();
        const EdgeId before = far - 5;  // gone to first, also before its item exists: the newer request wins
        bar(w)->setQuery(QStringLiteral("e%1").arg(before));
        bar(w)->waitForMatches();
        QVERIFY(onScreen(w, {FoundItem::Kind::Edge, before}));
        bar(w)->setQuery(QStringLiteral("e%1").arg(far));
        bar(w)->waitForMatches();
        QVERIFY(!w->scene()->edgeItem(far) && !w->scene()->edgeItem(before));
        QVERIFY(onScreen(w, {FoundItem::Kind::Edge, far}));
        // the canvas is not repainted until the build is done: till then the glow waits, unfaded
        auto fading = [] {
            const auto* glow = static_cast<const QGraphicsObject*>(foundGlow());
            return !glow->findChildren<QVariantAnimation*>().isEmpty();
        };
        QVERIFY(w->scene()->building() && foundGlow() && !fading() && foundGlow()->opacity() == 1.0);
        w->scene()->finishBuild();  // the item exists now: selected, and the earlier one not
        QVERIFY(foundGlow() && fading());
        QCOMPARE(w->scene()->selectedEdges(), std::vector<EdgeId>{far});
        QVERIFY(onScreen(w, {FoundItem::Kind::Edge, far}));
        // by name, with every item built
        lookAway(w->view(), QPointF(0, 0));
        bar(w)->setQuery(QStringLiteral("Needle"));
        bar(w)->waitForMatches();
        QCOMPARE(w->scene()->selectedEdges(), std::vector<EdgeId>{named});
        QVERIFY(onScreen(w, {FoundItem::Kind::Edge, named}));
        closeWindow(w);
    }

    // F3 visits exactly the artifact's winning moves, in order, and wraps; Shift+F3 goes back.
    void f3VisitsTheWinningMovesInOrder() {
        MainWindow* w = openWindow(example("lovers-bridge"));
        QVERIFY(w);
        w->scene()->finishBuild();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w));
        const std::vector<EdgeId> wins = w->document()->analysis().winningMoves;
        QVERIFY(wins.size() >= 2);
        const int n = int(wins.size());
        for (int k = 0; k <= n; ++k) {
            lookAway(w->view());
            QTest::keyClick(w, Qt::Key_F3);
            const EdgeId e = wins[std::size_t(k % n)];
            QCOMPARE(w->scene()->selectedEdges(), std::vector<EdgeId>{e});
            QVERIFY(onScreen(w, {FoundItem::Kind::Edge, e}));
            const QString said = QString::fromStdString(text::winningMoveSentence(w->document()->picture(), e, std::size_t(k % n), wins.size()));
            QCOMPARE(w->statusBar()->currentMessage(), said);
        }
        QTest::keyClick(w, Qt::Key_F3, Qt::ShiftModifier);  // from the first back to the last
        QCOMPARE(w->scene()->selectedEdges(), std::vector<EdgeId>{wins[std::size_t(n - 1)]});
        // an edit: the next F3 starts from the new picture's first winning move, once it is analysed
        const EdgeId gone = wins.front();
        w->undoStack()->push(new RemoveCommand(w->document(), {}, {gone}));
        QTest::keyClick(w, Qt::Key_F3);
        w->document()->waitForAnalysis();
        const std::vector<EdgeId> now = w->document()->analysis().winningMoves;
        if (now.empty()) {
            QVERIFY(w->scene()->selectedItems().isEmpty());
        } else {
            QCOMPARE(w->scene()->selectedEdges(), std::vector<EdgeId>{now.front()});
            QCOMPARE(w->findActions()->winningMoves()->current(), 0);
        }
        // Find shows another edge: F3's sentence, about an edge no longer selected, goes
        QTest::keyClick(w, Qt::Key_F3);
        QVERIFY(!w->statusBar()->currentMessage().isEmpty());
        const EdgeId other = w->document()->picture().edges().front().id;
        bar(w)->open();
        bar(w)->setQuery(QStringLiteral("e%1").arg(other));
        bar(w)->waitForMatches();
        QCOMPARE(w->scene()->selectedEdges(), std::vector<EdgeId>{other});
        QVERIFY2(w->statusBar()->currentMessage().isEmpty(), qPrintable(w->statusBar()->currentMessage()));
        closeWindow(w);
    }

    // A picture that fits the view stays whole when F3 goes to its foot: the view is centred on
    // the picture along each axis it fits, not on the edge, so the head is not pushed out of sight.
    void f3KeepsASmallPictureWhole() {
        MainWindow* w = openWindow(example("girl-on-one-foot"));
        QVERIFY(w);
        w->scene()->finishBuild();
        w->view()->fitToContents();
        const std::vector<EdgeId> wins = w->document()->analysis().winningMoves;
        QCOMPARE(wins, std::vector<EdgeId>{0});  // the foot, at the bottom
        const QRectF whole = w->scene()->contentsRect();
        QVERIFY(w->view()->visibleSceneRect().contains(whole));
        w->findActions()->winningMoves()->next();
        QCOMPARE(w->scene()->selectedEdges(), wins);
        QVERIFY(onScreen(w, {FoundItem::Kind::Edge, 0}));
        QVERIFY2(w->view()->visibleSceneRect().contains(whole), "F3 cut the picture");
        closeWindow(w);
    }

    void f3SaysWhenThereIsNoWinningMove() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        w->document()->setPicture(stalks(2, 3));  // 3 ⊕ 3 = 0
        w->document()->waitForAnalysis();
        QCOMPARE(w->document()->analysis().value, 0);
        w->findActions()->winningMoves()->next();
        QVERIFY(w->scene()->selectedItems().isEmpty());
        QVERIFY(w->findActions()->winningMoves()->moves().empty());
        QCOMPARE(w->statusBar()->currentMessage(), QString::fromStdString(text::noWinningMoveSentence(0)));
        QCOMPARE(w->statusBar()->currentMessage(), QStringLiteral("No winning move: the player to move loses (value 0)."));
        closeWindow(w);
    }

    // In Play, Find and F3 work on the position in play (its own scene and artifact); in misère
    // play F3 steps through the exhaustive search's winning moves and says so.
    void inPlayFindAndF3UseThePosition() {
        MainWindow* w = openWindow(example("tree"));
        QVERIFY(w);
        PlayController* play = quickPlay(w);
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        w->setPlayMode(true);
        settle(w->view());
        QCOMPARE(w->view()->scene(), static_cast<QGraphicsScene*>(play->scene()));
        const std::vector<EdgeId> wins = play->document()->analysis().winningMoves;
        QVERIFY(!wins.empty());
        lookAway(w->view());
        w->findActions()->winningMoves()->next();
        QCOMPARE(play->scene()->selectedEdges(), std::vector<EdgeId>{wins.front()});
        QVERIFY(onScreen(w, {FoundItem::Kind::Edge, wins.front()}));
        QVERIFY(w->scene()->selectedItems().isEmpty());  // the drawing's scene is not touched
        // Find searches the position in play: chop edge 0, and "e0" is no longer there
        QVERIFY(play->humanChop(0));
        settle(w->view());
        bar(w)->open();
        bar(w)->setQuery(QStringLiteral("e0"));
        bar(w)->waitForMatches();
        QVERIFY(bar(w)->matches().empty());
        QVERIFY(w->document()->picture().hasEdge(0));  // the drawing still has it
        // misère: the search's moves
        play->undo();
        QVERIFY(play->setMisere(true));
        QTRY_VERIFY_WITH_TIMEOUT(play->misereWinningMoves().has_value(), homestead::testing::kHangGuardMs);
        settle(w->view());
        const std::vector<EdgeId> misereWins = *play->misereWinningMoves();
        w->findActions()->winningMoves()->next();
        if (misereWins.empty()) {
            QCOMPARE(w->statusBar()->currentMessage(), QString::fromStdString(text::noMisereWinningMoveSentence()));
        } else {
            QCOMPARE(play->scene()->selectedEdges(), std::vector<EdgeId>{misereWins.front()});
            QCOMPARE(w->statusBar()->currentMessage(),
                     QString::fromStdString(text::misereWinningMoveSentence(play->document()->picture(), misereWins.front(), 0,
                                                                            misereWins.size())));
        }
        w->setPlayMode(false);
        closeWindow(w);
    }

    // Play: the engine's move, far off-screen, is on screen when it is announced; one on screen
    // leaves the view where it is.
    void playFollowsTheEngineOffScreen() {
        MainWindow* w = openWindow();
        QVERIFY(w);
        // two stalks of 2 on the left (2 ⊕ 2 = 0) and one edge 300 units away: its chop is the only winning move
        Picture p = stalks(2, 2);
        const NodeId g = p.addNode(Point{300, 0}, true);
        const EdgeId lone = p.addEdge(g, p.addNode(Point{300, 1}));
        w->document()->setPicture(p);
        w->document()->waitForAnalysis();
        QCOMPARE(w->document()->analysis().winningMoves, std::vector<EdgeId>{lone});
        PlayController* play = quickPlay(w);
        play->setEngineDelay(50);
        play->setPlayers(PlayerKind::EnginePerfect, PlayerKind::Human);
        bool shown = false;
        std::optional<EdgeId> chosen;
        bool ringed = false;
        QObject::connect(play, &PlayController::engineChose, w, [&](EdgeId e) {
            chosen = e;
            shown = onScreen(w, {FoundItem::Kind::Edge, e});
            // ringed over the picture, as Find rings what it finds
            ringed = foundGlow() && foundGlow()->zValue() == kFoundGlowZ && w->scene()->edgeItem(e) &&
                     foundGlow()->sceneBoundingRect().contains(w->scene()->edgeItem(e)->sceneBoundingRect());
        });
        w->setPlayMode(true);
        lookAway(w->view(), render::toScene(Point{0.5, 1}));  // the left stalks, at actual size
        QVERIFY(!onScreen(w, {FoundItem::Kind::Edge, lone}));
        QTRY_VERIFY_WITH_TIMEOUT(chosen.has_value(), homestead::testing::kHangGuardMs);
        QCOMPARE(*chosen, lone);
        QVERIFY(shown);
        QVERIFY(ringed);
        w->setPlayMode(false);
        closeWindow(w);
    }

    void playLeavesTheViewWhenTheEngineMoveIsOnScreen() {
        MainWindow* w = openWindow(example("tree"));
        QVERIFY(w);
        PlayController* play = quickPlay(w);
        play->setEngineDelay(50);
        play->setPlayers(PlayerKind::EnginePerfect, PlayerKind::Human);
        std::optional<EdgeId> chosen;
        QPointF centreAtChoice;
        bool shown = false;
        QObject::connect(play, &PlayController::engineChose, w, [&](EdgeId e) {
            chosen = e;
            centreAtChoice = w->view()->visibleSceneRect().center();
            shown = onScreen(w, {FoundItem::Kind::Edge, e});
        });
        play->setPaused(true);  // the engine moves once the canvas has settled and been fitted
        w->setPlayMode(true);
        play->document()->waitForAnalysis();
        play->scene()->finishBuild();
        QCoreApplication::processEvents();  // the window's layout with the Play dock (a resize refits)
        w->view()->fitToContents();  // the whole tree on screen
        const QPointF centre = w->view()->visibleSceneRect().center();
        play->setPaused(false);
        QTRY_VERIFY_WITH_TIMEOUT(chosen.has_value(), homestead::testing::kHangGuardMs);
        QVERIFY(shown);
        QVERIFY(std::abs(centreAtChoice.x() - centre.x()) < 1 && std::abs(centreAtChoice.y() - centre.y()) < 1);
        w->setPlayMode(false);
        closeWindow(w);
    }
};

QTEST_MAIN(Find)
#include "tst_find.moc"
