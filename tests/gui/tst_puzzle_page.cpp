// The puzzle mode (puzzle_page.h) driven as a student drives it: clicks on edges, on coins and
// squares, on counters, and the "No winning move" button. On seeded puzzles of every game and level,
// every winning move is accepted and every other move refused with the value it leaves (the core's
// value of the position after the move); "No winning move" is accepted exactly when there is none;
// the streak counts first answers only; Try again restores the position; the classic pictures come
// from the Examples; the window has the tab and the sheet action on every tab. Each puzzle is made and
// judged off the window's thread: the boards wait until it is ready, an answer meanwhile is ignored,
// and a puzzle asked for while another is prepared replaces it (the older one is dropped).
#include <QtTest>

#include "engine_runner.h"
#include "exercise_sheet_dialog.h"
#include "hackenbush_board.h"
#include "main_window.h"
#include "nim_heaps_view.h"
#include "puzzle_page.h"
#include "welter_strip_view.h"

#include "homestead/analysis.h"

#include <QMenuBar>
#include <QPushButton>
#include <QTabWidget>

#include "../hang_guard.h"

using namespace homestead;
using namespace homestead::gui;
using Source = PuzzlePage::Source;

namespace {
QString valueLeft(std::int64_t v) { return QStringLiteral("leaves value %1").arg(v); }
}  // namespace

class PuzzlePageTest : public QObject {
    Q_OBJECT
    PuzzlePage* page = nullptr;

private slots:
    void init() {
        page = new PuzzlePage;
        page->setSeed(2026);
        page->resize(1100, 680);
        page->show();
        QVERIFY(QTest::qWaitForWindowExposed(page));
    }
    void cleanup() { delete page; }

    void hackenbushChopsByClicking() {
        page->setSource(Source::Hackenbush);
        int accepted = 0, refused = 0;
        for (int level = 1; level <= 3; ++level) {
            page->setLevel(level);
            for (int n = 0; n < 6; ++n, page->newPuzzle()) {
                QTRY_VERIFY(page->ready());
                const Picture p = page->puzzle().picture;
                const Analysis a = analyse(p);
                HackenbushBoard* board = page->hackenbushBoard();
                for (const Edge& e : p.edges()) {
                    if (page->isAnswered()) page->tryAgain();
                    QCOMPARE(board->picture(), p);  // Try again shows the same position
                    const QPointF at = board->edgePoint(e.id);
                    QCOMPARE(board->edgeAt(at), e.id);
                    QSignalSpy judged(page, &PuzzlePage::judged);
                    QTest::mouseClick(board, Qt::LeftButton, {}, at.toPoint());
                    QCOMPARE(judged.count(), 1);
                    const bool wins = a.edge(e.id, p).winning;
                    QCOMPARE(page->lastVerdict(), std::optional<bool>(wins));
                    QVERIFY2(page->feedback().contains(valueLeft(analyse(p.chop(e.id).picture).value)),
                             qPrintable(page->feedback()));
                    QVERIFY2(!page->feedback().contains(QStringLiteral("  ")), qPrintable(page->feedback()));  // one space between sentences
                    QVERIFY(!board->interactive());
                    (wins ? accepted : refused) += 1;
                }
                page->tryAgain();
                page->noWinningMoveButton()->click();
                QCOMPARE(page->lastVerdict(), std::optional<bool>(a.winningMoves.empty()));
            }
        }
        QVERIFY(accepted > 0 && refused > accepted);
    }

    void welterMovesByClicks() {
        page->setSource(Source::Welter);
        int accepted = 0, nothing = 0;
        for (int level = 1; level <= 3; ++level) {
            page->setLevel(level);
            for (int n = 0; n < 8; ++n, page->newPuzzle()) {
                QTRY_VERIFY(page->ready());
                const auto coins = page->puzzle().coins;
                const auto winning = welter::winningMoves(coins);
                for (const welter::Move& m : welter::legalMoves(coins)) {
                    if (page->isAnswered()) page->tryAgain();
                    WelterStripView* strip = page->welterBoard();
                    // click the coin, then the square
                    QTest::mouseClick(strip, Qt::LeftButton, {}, strip->squareRect(int(m.from)).center().toPoint());
                    QTest::mouseClick(strip, Qt::LeftButton, {}, strip->squareRect(int(m.to)).center().toPoint());
                    QVERIFY(page->isAnswered());
                    const bool wins = std::find(winning.begin(), winning.end(), m) != winning.end();
                    QCOMPARE(page->lastVerdict(), std::optional<bool>(wins));
                    QVERIFY(page->feedback().contains(valueLeft(welter::valueByDefinition(welter::applyMove(coins, m)))));
                    accepted += wins;
                }
                if (page->isAnswered()) page->tryAgain();
                page->noWinningMoveButton()->click();
                QCOMPARE(page->lastVerdict(), std::optional<bool>(winning.empty()));
                nothing += winning.empty();
            }
        }
        QVERIFY(accepted > 0 && nothing > 0);
    }

    void nimTakesByClicks() {
        page->setSource(Source::Nim);
        for (int level = 1; level <= 3; ++level) {
            page->setLevel(level);
            for (int n = 0; n < 5; ++n, page->newPuzzle()) {
                QTRY_VERIFY(page->ready());
                const auto heaps = page->puzzle().heaps;
                std::int64_t sum = 0;
                for (auto h : heaps) sum ^= h;
                for (std::size_t i = 0; i < heaps.size(); ++i)
                    for (std::int64_t to = 0; to < heaps[i]; ++to) {
                        if (page->isAnswered()) page->tryAgain();
                        QCOMPARE(page->nimBoard()->heaps(), heaps);
                        QTest::mouseClick(page->nimBoard(), Qt::LeftButton, {}, page->nimBoard()->counterRect(i, to).center().toPoint());
                        const std::int64_t left = sum ^ heaps[i] ^ to;
                        QCOMPARE(page->lastVerdict(), std::optional<bool>(left == 0));
                        QVERIFY(page->feedback().contains(valueLeft(left)));
                    }
                page->tryAgain();
                page->noWinningMoveButton()->click();
                QCOMPARE(page->lastVerdict(), std::optional<bool>(sum == 0));
            }
        }
    }

    void streakCountsFirstAnswersOnly() {
        page->setSource(Source::Nim);
        QTRY_VERIFY(page->ready());
        int expected = 0, best = 0;
        for (int n = 0; n < 12; ++n) {
            page->newPuzzle();
            QTRY_VERIFY(page->ready());
            const auto heaps = page->puzzle().heaps;
            const auto moves = nim::nimWinningMoves(heaps);
            const bool answerRight = n % 4 != 3;
            if (answerRight) {
                if (moves.empty()) page->claimNoWinningMove();
                else page->takeFromHeap(moves[0].heap, moves[0].from, moves[0].to);
                ++expected;
            } else {
                if (moves.empty()) page->takeFromHeap(0, heaps[0], 0);
                else page->claimNoWinningMove();
                expected = 0;
            }
            best = std::max(best, expected);
            QCOMPARE(page->streak(), expected);
            QCOMPARE(page->best(), best);
            page->tryAgain();  // a retry is practice: the streak stays
            if (moves.empty()) page->claimNoWinningMove();
            else page->takeFromHeap(moves[0].heap, moves[0].from, moves[0].to);
            QCOMPARE(page->lastVerdict(), std::optional<bool>(true));
            QCOMPARE(page->streak(), expected);
        }
        QCOMPARE(best, 3);
    }

    void classicPicturesFromTheExamples() {
        page->setSource(Source::Examples);
        QStringList titles;
        for (int n = 0; n < 6; ++n, page->newPuzzle()) {
            QTRY_VERIFY(page->ready());
            const Picture& p = page->puzzle().picture;
            QVERIFY(!p.title.empty());
            titles << QString::fromStdString(p.title);
            const Analysis a = analyse(p);
            if (a.winningMoves.empty()) continue;
            page->chop(a.winningMoves.front());
            QCOMPARE(page->lastVerdict(), std::optional<bool>(true));
        }
        titles.removeDuplicates();
        QVERIFY(titles.size() >= 2);
    }

    void keysAnswerAndMoveOn() {
        page->setSource(Source::Welter);
        QTRY_VERIFY(page->ready());
        const auto before = page->puzzle().coins;
        QTest::keyClick(page, Qt::Key_0);  // No winning move
        QVERIFY(page->isAnswered());
        QTest::keyClick(page, Qt::Key_R);  // Try again
        QVERIFY(!page->isAnswered());
        QCOMPARE(page->welterBoard()->coins(), std::vector<int>(before.begin(), before.end()));
        QTest::keyClick(page, Qt::Key_N);  // next puzzle
        QTRY_VERIFY(page->ready());
        QVERIFY(page->puzzle().coins != before);
    }

    // Made and judged off the window's thread: nothing answers before the puzzle is ready, and of
    // puzzles asked for in a row only the last is shown (the others are dropped, counted).
    void puzzlesArePreparedOffTheWindowsThread() {
        page->setSource(Source::Nim);
        QTRY_VERIFY(page->ready());
        const int dropped = page->preparer()->droppedCount();
        page->newPuzzle();
        QVERIFY(!page->ready());
        QVERIFY(!page->nimBoard()->interactive());
        QVERIFY(!page->noWinningMoveButton()->isEnabled());
        QCOMPARE(page->feedback(), QStringLiteral("Preparing the puzzle…"));
        page->claimNoWinningMove();  // too early: ignored, not judged
        QVERIFY(!page->isAnswered());
        page->setSource(Source::Welter);  // another puzzle first: the Nim one is dropped
        QTRY_VERIFY(page->ready());
        QCOMPARE(page->puzzle().kind, exercises::Kind::Welter);
        QTRY_COMPARE(page->preparer()->droppedCount(), dropped + 1);
        QCOMPARE(page->puzzle().kind, exercises::Kind::Welter);
        QVERIFY(page->noWinningMoveButton()->isEnabled());
        QCOMPARE(page->feedback(), QStringLiteral("Your move."));
    }

    void theWindowHasTheTabAndTheSheetAction() {
        MainWindow window;
        PuzzlePage* tab = window.findChild<PuzzlePage*>();
        QVERIFY(tab);
        QAction* sheet = nullptr;
        for (QAction* a : window.menuBar()->actions().first()->menu()->actions())
            if (a->objectName() == QLatin1String("exerciseSheet")) sheet = a;
        QVERIFY(sheet);
        window.tabs()->setCurrentWidget(tab);
        QVERIFY(!window.actions().drawMode->isEnabled());  // Hackenbush's keys do not act on the puzzle tab
        QVERIFY(sheet->isEnabled());
        window.tabs()->setCurrentIndex(0);
        QVERIFY(window.actions().drawMode->isEnabled());
    }
};

QTEST_MAIN(PuzzlePageTest)
#include "tst_puzzle_page.moc"
