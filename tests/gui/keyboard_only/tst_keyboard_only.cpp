// keyboard_only: the whole window by keys alone — no mouse event is sent. On the canvas the keys draw
// a triangle standing on the ground with a twig on top (Shift+A, A, L, arrows, Enter), delete a node
// and undo it, select an edge, then play a whole game of Hackenbush against the perfect engine (P,
// Tab to an edge, Enter chops it) to the end; Ctrl+Page Down goes to the Welter page, where a whole
// game is played on the strip (the cursor keys, Enter to pick up a coin and to put it down), then to
// the Nim page (Up/Down a heap, Left/Right how many stay, Enter), then to the Puzzles page, where a
// puzzle is answered (Tab to its winning edge, Enter). Last, the focus is seen: the canvas's ring on
// the desktop and while presenting (F5), the halo around a control reached by Tab. Every position and outcome
// is checked against what the core says: the drawing's value, each chop (Picture::chop), each Welter
// and Nim move, the winner, the puzzle's verdict. Only set-up (engine delays, a start position, a
// puzzle seed) is done through the API.
#include "gui_test_helpers.h"
#include "hackenbush_board.h"
#include "hackenbush_page.h"
#include "canvas_keys.h"
#include "focus_halo.h"
#include "focus_ring.h"
#include "keyboard_focus.h"
#include "nim_heaps_view.h"
#include "nim_page.h"
#include "page_tabs.h"
#include "presentation_mode.h"
#include "puzzle_page.h"
#include "welter_strip_page.h"
#include "welter_strip_view.h"

#include "homestead/analysis.h"

#include <QApplication>
#include <QTabBar>
#include <QTabWidget>

#include <algorithm>
#include <functional>
#include <set>
#include <utility>

#include "hang_guard.h"

using namespace guitest;

namespace {

QWidget* focused() { return QApplication::focusWidget(); }

// One key to whatever has the keyboard focus (the window when nothing has).
void press(QWidget* window, Qt::Key key, Qt::KeyboardModifiers mods = Qt::NoModifier) {
    QTest::keyClick(focused() ? focused() : window, key, mods);
}

// Tab until `target` has the focus; false if it never comes in `presses` presses.
bool tabTo(QWidget* window, QWidget* target, int presses = 200) {
    for (int i = 0; i < presses && focused() != target; ++i) press(window, Qt::Key_Tab);
    return focused() == target;
}

// The focus on `target` by keys: Escape (the first item again next), then Tab through the edges.
bool focusEdge(PictureView* view, EdgeId target) {
    if (!view->hasFocus()) return false;
    if (view->focusedEdge() == target) return true;
    if (view->focusedEdge() || view->focusedNode()) QTest::keyClick(view, Qt::Key_Escape);
    for (int i = 0; i < 400 && view->hasFocus() && view->focusedEdge() != target; ++i) QTest::keyClick(view, Qt::Key_Tab);
    return view->focusedEdge() == target;
}

std::set<std::pair<NodeId, NodeId>> edgeSet(const Picture& p) {
    std::set<std::pair<NodeId, NodeId>> out;
    for (const Edge& e : p.edges()) out.insert(std::minmax(e.from, e.to));
    return out;
}

Point at(const Picture& p, NodeId id) { return p.node(id).position.value_or(Point{}); }

}  // namespace

class TestKeyboardOnly : public QObject {
    Q_OBJECT
    MainWindow* window = nullptr;
    NodeId g0 = -1, g1 = -1, apex = -1, twig = -1;
    // The drawing as it is now (each edit makes the document's next revision).
    const Picture& drawing() const { return window->document()->picture(); }

private slots:
    void initTestCase() {
        QVERIFY((window = openWindow()));
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window));
    }
    void cleanupTestCase() { closeWindow(window); }

    void drawsATriangleAndATwigByKeys() {
        PictureView* view = window->view();
        QVERIFY(tabTo(window, view));
        QVERIFY(drawing().empty());

        press(window, Qt::Key_A, Qt::ShiftModifier);  // a base node under the view's centre
        QCOMPARE(drawing().nodeCount(), std::size_t(1));
        g0 = drawing().nodes().front().id;
        QCOMPARE(view->focusedNode(), g0);
        press(window, Qt::Key_A, Qt::ShiftModifier);  // another beside it
        QCOMPARE(drawing().nodeCount(), std::size_t(2));
        g1 = *view->focusedNode();
        press(window, Qt::Key_A);  // a node above the second
        QCOMPARE(drawing().nodeCount(), std::size_t(3));
        apex = *view->focusedNode();
        QVERIFY(drawing().node(g0).ground && drawing().node(g1).ground && !drawing().node(apex).ground);
        QCOMPARE(at(drawing(), g1).x, at(drawing(), g0).x + 1);
        QCOMPARE(at(drawing(), apex).x, at(drawing(), g1).x);
        QCOMPARE(at(drawing(), apex).y, 1.0);

        // The triangle: apex → g0, g0 → g1, g1 → apex, each by L, an arrow and Enter.
        press(window, Qt::Key_L);
        QCOMPARE(view->canvasKeys().edgeStart(), apex);
        press(window, Qt::Key_Left);
        QCOMPARE(view->focusedNode(), g0);
        press(window, Qt::Key_Return);
        QVERIFY(!view->canvasKeys().edgeStart());
        press(window, Qt::Key_L);
        press(window, Qt::Key_Right);
        QCOMPARE(view->focusedNode(), g1);
        press(window, Qt::Key_Return);
        press(window, Qt::Key_L);
        press(window, Qt::Key_Up);
        QCOMPARE(view->focusedNode(), apex);
        press(window, Qt::Key_Return);
        // The twig: an edge from the apex to a new node (A while drawing() an edge).
        press(window, Qt::Key_L);
        press(window, Qt::Key_A);
        QCOMPARE(drawing().nodeCount(), std::size_t(4));
        twig = *view->focusedNode();
        QCOMPARE(at(drawing(), twig).x, at(drawing(), apex).x);
        QCOMPARE(at(drawing(), twig).y, 2.0);
        const std::set<std::pair<NodeId, NodeId>> want{std::minmax(apex, g0), std::minmax(g0, g1), std::minmax(g1, apex),
                                                       std::minmax(apex, twig)};
        QCOMPARE(edgeSet(drawing()), want);

        // The value the window shows is the core's.
        window->document()->waitForAnalysis();
        QCOMPARE(window->document()->currentArtifact()->analysis().value, analyse(drawing()).value);

        // Delete the focused node (its edge goes with it), then undo: the same picture again.
        const Canonical before = canonical(drawing());
        press(window, Qt::Key_Delete);
        QCOMPARE(drawing().nodeCount(), std::size_t(3));
        QCOMPARE(drawing().edgeCount(), std::size_t(3));
        QVERIFY(!view->focusedNode() || *view->focusedNode() != twig);
        press(window, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(canonical(drawing()) == before);

        // Enter selects the focused edge; Escape clears the focus.
        const EdgeId stem = drawing().edges().back().id;
        QVERIFY(focusEdge(view, stem));
        press(window, Qt::Key_Return);
        QCOMPARE(window->scene()->selectedEdges(), std::vector<EdgeId>{stem});
        press(window, Qt::Key_Escape);
        QVERIFY(!view->focusedEdge() && !view->focusedNode());
        window->scene()->clearSelection();
        window->document()->waitForAnalysis();
    }

    void playsHackenbushAgainstTheEngineToTheEnd() {
        PictureView* view = window->view();
        PlayController* play = quickPlay(window);
        const Picture drawing = window->document()->picture();
        QVERIFY(drawing.edgeCount() == 4);
        QVERIFY(view->hasFocus());
        press(window, Qt::Key_P);  // Play
        QVERIFY(play->active());
        QCOMPARE(play->players()[0], PlayerKind::Human);
        QCOMPARE(play->firstPlayer(), 0);
        const bool firstWins = analyse(drawing).value != 0;
        int chops = 0;
        while (!play->isOver()) {
            QTRY_VERIFY(play->isOver() || !play->inputLocked());
            if (play->isOver()) break;
            const Picture position = play->session().position();
            const std::vector<EdgeId> wins = play->winningMoves();
            const EdgeId target = wins.empty() ? position.edges().front().id : wins.front();
            QVERIFY2(focusEdge(view, target), qPrintable(QStringLiteral("edge %1 not reached by Tab").arg(target)));
            const int ply = play->ply();
            press(window, Qt::Key_Return);  // chops it, as a click would
            QCOMPARE(play->ply(), ply + 1);  // (the engine answers later, from the event loop)
            QVERIFY(play->session().position() == position.chop(target).picture);
            ++chops;
        }
        QVERIFY(chops >= 1);
        QCOMPARE(play->winner(), std::optional<int>(firstWins ? 0 : 1));
        press(window, Qt::Key_P);  // back to the drawing, unchanged
        QVERIFY(!play->active());
        QVERIFY(window->document()->picture() == drawing);
    }

    void playsWelterToTheEnd() {
        WelterStripPage* page = window->welterPage();
        press(window, Qt::Key_PageDown, Qt::ControlModifier);  // the next page
        QCOMPARE(window->pages()->current(), static_cast<GamePage*>(page));
        WelterGame* game = page->game();
        game->setEngineDelay(0);
        QVERIFY(game->setCoins({1, 4, 6, 9}));
        WelterStripView* strip = page->view();
        QVERIFY(tabTo(window, strip));
        const bool firstWins = welter::value(game->coins()) != 0;
        while (!game->isOver()) {
            QTRY_VERIFY(game->isOver() || (game->humanToMove() && !game->engineThinking()));
            if (game->isOver()) break;
            const WelterGame::Position coins = game->coins();
            std::vector<welter::Move> wins = game->winningMoves();
            welter::Move m = wins.empty() ? welter::Move{} : wins.front();
            if (wins.empty())  // any legal move: the lowest coin that has an empty square below it
                for (int c : coins)
                    if (c > 0 && std::find(coins.begin(), coins.end(), c - 1) == coins.end()) {
                        m = {c, c - 1};
                        break;
                    }
            auto cursorTo = [&](int square) {
                press(window, Qt::Key_Home);
                for (int i = 0; i < square; ++i) press(window, Qt::Key_Right);
                QCOMPARE(strip->cursor(), square);
            };
            const int ply = game->ply();
            cursorTo(m.from);
            press(window, Qt::Key_Return);  // picks the coin up
            QCOMPARE(strip->selectedCoin(), m.from);
            cursorTo(m.to);
            press(window, Qt::Key_Return);  // puts it down
            QCOMPARE(game->ply(), ply + 1);
            WelterGame::Position expected = coins;
            *std::find(expected.begin(), expected.end(), m.from) = m.to;
            std::sort(expected.begin(), expected.end());
            QCOMPARE(game->coins(), expected);
        }
        QCOMPARE(game->winner(), std::optional<int>(firstWins ? 0 : 1));
    }

    void playsNimToTheEnd() {
        NimPage* page = window->nimPage();
        press(window, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(window->pages()->current(), static_cast<GamePage*>(page));
        NimGame* game = page->game();
        game->setEngineDelay(0);
        QVERIFY(game->setHeaps({3, 5, 6}));
        NimHeapsView* heaps = page->heapsView();
        QVERIFY(tabTo(window, heaps));
        QVERIFY(heaps->pointed());  // the keys start on a counter, and it shows
        const bool firstWins = nim::nimSum(game->heaps()) != 0;
        while (!game->isOver()) {
            QTRY_VERIFY(game->isOver() || (game->humanToMove() && !game->engineThinking()));
            if (game->isOver()) break;
            const std::vector<std::int64_t> before = game->heaps();
            const std::vector<nim::NimMove> wins = game->winningMoves();
            nim::NimMove m;
            if (!wins.empty()) {
                m = wins.front();
            } else {
                m.heap = std::size_t(std::find_if(before.begin(), before.end(), [](std::int64_t h) { return h > 0; }) - before.begin());
                m.from = before[m.heap];
                m.to = m.from - 1;
            }
            for (int i = 0; i < 16 && heaps->pointed() && heaps->pointed()->first != m.heap; ++i) press(window, Qt::Key_Down);
            for (std::int64_t i = 0; i < before[m.heap]; ++i) press(window, Qt::Key_Left);
            for (std::int64_t i = 0; i < m.to; ++i) press(window, Qt::Key_Right);
            QCOMPARE(heaps->pointed(), std::optional(std::make_pair(m.heap, m.to)));
            const int ply = game->ply();
            press(window, Qt::Key_Return);
            QCOMPARE(game->ply(), ply + 1);
            std::vector<std::int64_t> expected = before;
            expected[m.heap] = m.to;
            QCOMPARE(game->heaps(), expected);
        }
        QCOMPARE(game->winner(), std::optional<int>(firstWins ? 0 : 1));
    }

    void answersAPuzzle() {
        PuzzlePage* page = window->puzzlePage();
        press(window, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(window->pages()->current(), static_cast<GamePage*>(page));
        page->setSeed(2026);
        page->setSource(PuzzlePage::Source::Hackenbush);
        QTRY_VERIFY(page->ready());
        const std::vector<EdgeId>& wins = page->puzzle().answer.edges;
        QVERIFY(!wins.empty());  // (this seed's puzzle has a winning chop)
        HackenbushBoard* board = page->hackenbushBoard();
        QCOMPARE(focused(), static_cast<QWidget*>(board));  // the page put the keys on its board
        for (int i = 0; i < 100 && board->hovered() != wins.back(); ++i) press(window, Qt::Key_Tab);
        QCOMPARE(board->hovered(), wins.back());
        press(window, Qt::Key_Return);
        QCOMPARE(page->lastVerdict(), std::optional<bool>(true));
        QVERIFY(page->isAnswered());
    }

    // The focus shows wherever it is: the canvas's ring (its yellow core painted on the viewport,
    // presenting too), and the halo around a standard control reached by Tab.
    void theFocusIsVisibleOnTheDesktopAndWhilePresenting() {
        while (window->pages()->current() != static_cast<GamePage*>(window->hackenbushPage()))
            press(window, Qt::Key_PageUp, Qt::ControlModifier);
        PictureView* view = window->view();
        QCOMPARE(focused(), static_cast<QWidget*>(view));
        auto ringShows = [&] {
            const QRect ring = view->keyboardFocusRect();
            if (ring.isEmpty()) return false;
            const QImage frame = view->viewport()->grab().toImage();
            int yellow = 0;
            for (int y = std::max(0, ring.top()); y <= std::min(frame.height() - 1, ring.bottom()); ++y)
                for (int x = std::max(0, ring.left()); x <= std::min(frame.width() - 1, ring.right()); ++x)
                    yellow += QColor(frame.pixel(x, y)) == focusRing::kLight;
            return yellow >= 20;
        };
        for (const bool presenting : {false, true}) {
            if (presenting) {
                press(window, Qt::Key_F5);
                QVERIFY(window->presentation()->active());
                QTRY_VERIFY(focused() == view);
            }
            press(window, Qt::Key_Escape);  // (nothing focused: presenting, Escape would leave)
            if (!presenting) QVERIFY(!view->focusedEdge() && !view->focusedNode());
            press(window, Qt::Key_Tab);
            QVERIFY(view->focusedEdge() || view->focusedNode());
            QVERIFY2(ringShows(), presenting ? "presenting" : "desktop");
        }
        press(window, Qt::Key_F5);
        QVERIFY(!window->presentation()->active());
        // A standard control reached by Tab wears the halo.
        QVERIFY(tabTo(window, window->tabs()->tabBar()));
        QCOMPARE(FocusHalo::install()->ringed(), static_cast<QWidget*>(window->tabs()->tabBar()));
    }
};

QTEST_MAIN(TestKeyboardOnly)
#include "tst_keyboard_only.moc"
