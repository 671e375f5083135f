// board_cursor_in_sight: the Transfinite board scrolls when it is wider or taller than its room (at a
// projector's type its last columns lie past a 1280-pixel screen); the keyboard's cursor moved by
// the arrows, Home and End stays in sight, its whole square, as the Welter strip's does. Else a
// student on the keys alone walks the cursor off the screen and picks up a coin that cannot be seen.
// And the Welter strip's cursor, tabbed into, starts on a coin that can move (the rightmost), not on
// the coin on square 0 of Conway's example, which never can. The Puzzles' strip follows its cursor too.
// The board's rows' names stay on the left of what shows when it scrolls sideways.
#include "gui_test_helpers.h"

#include "puzzle_page.h"
#include "text_scale.h"
#include "transfinite_board_view.h"
#include "transfinite_page.h"
#include "welter_strip_page.h"
#include "welter_strip_view.h"

#include <QScrollArea>

#include "hang_guard.h"

using namespace guitest;

namespace {

// Empty if the cursor's whole square shows, clear of the rows' names on the left of what shows;
// else where it is and what shows.
QString cursorHidden(TransfiniteBoardView* board) {
    const QRect square = board->squareRect(board->cursor()).toAlignedRect();
    const QRect seen = board->visibleRegion().boundingRect().adjusted(int(board->rowNamesWidth()), 0, 0, 0);
    if (seen.contains(square)) return {};
    return QStringLiteral("the cursor's square %1 is not within what shows %2").arg(toString(square), toString(seen));
}

}  // namespace

class BoardCursorInSightTest : public QObject {
    Q_OBJECT
private slots:
    void init() { TextScale::instance()->reset(); }

    void transfiniteCursorStaysInSight() {
        TransfinitePage page;
        page.resize(640, 520);  // narrower than Abuku's board of 27 columns
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.actions().abukuWelter->trigger();
        TransfiniteBoardView* board = page.board();
        QCoreApplication::processEvents();
        QVERIFY2(board->width() > board->visibleRegion().boundingRect().width(), "the board does not scroll here");
        board->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(board->hasFocus());

        QTest::keyClick(board, Qt::Key_End);  // the last column
        QCOMPARE(board->cursor().finitePart(), std::int64_t(board->columns() - 1));
        QVERIFY2(cursorHidden(board).isEmpty(), qPrintable(cursorHidden(board)));
        // scrolled sideways, the rows' names stay on the left of what shows, and a click there is no square
        const int seenLeft = board->visibleRegion().boundingRect().left();
        QVERIFY(seenLeft > 0);
        QCOMPARE(board->rowNamesLeft(), double(seenLeft));
        const QRectF top = board->squareRect(board->rows().back().timesOmegaPlus(0));
        QVERIFY(!board->squareAt(QPointF(seenLeft + board->rowNamesWidth() - 2, top.center().y())));
        QVERIFY(board->squareAt(QPointF(seenLeft + board->rowNamesWidth() + 2, top.center().y())));
        for (int i = 0; i < 4; ++i) QTest::keyClick(board, Qt::Key_Up);  // the top row
        QVERIFY2(cursorHidden(board).isEmpty(), qPrintable(cursorHidden(board)));
        QTest::keyClick(board, Qt::Key_Home);
        QCOMPARE(board->cursor().finitePart(), std::int64_t(0));
        QVERIFY2(cursorHidden(board).isEmpty(), qPrintable(cursorHidden(board)));
        for (int i = 0; i < 20; ++i) QTest::keyClick(board, Qt::Key_Right);  // step by step past the edge
        QVERIFY2(cursorHidden(board).isEmpty(), qPrintable(cursorHidden(board)));
    }

    void welterCursorStartsOnACoinThatMoves() {
        WelterStripPage page;
        page.resize(1200, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const auto& coins = page.game()->coins();
        QVERIFY(coins.size() >= 2 && coins.front() == 0);  // Conway's example: a coin on square 0
        WelterStripView* strip = page.view();
        strip->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(strip->hasFocus());
        QCOMPARE(strip->cursor(), int(coins.back()));
    }

    // The Puzzles' Welter strip, in a room narrower than the strip, follows the keyboard's cursor
    // as the Welter page's does, and its scroll area takes no Tab stop before the strip.
    void puzzleStripCursorStaysInSight() {
        PuzzlePage page;
        page.setSeed(39);
        page.setSource(PuzzlePage::Source::Welter);
        page.setLevel(3);
        page.resize(360, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_VERIFY_WITH_TIMEOUT(page.ready(), homestead::testing::kHangGuardMs);
        WelterStripView* strip = page.welterBoard();
        auto* scroll = qobject_cast<QScrollArea*>(strip->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QCOMPARE(scroll->focusPolicy(), Qt::NoFocus);
        QCoreApplication::processEvents();
        QVERIFY2(strip->width() > strip->visibleRegion().boundingRect().width(), "the strip does not scroll here");
        strip->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(strip->hasFocus());
        for (const Qt::Key key : {Qt::Key_End, Qt::Key_Home, Qt::Key_End}) {
            QTest::keyClick(strip, key);
            const QRect square = strip->squareRect(strip->cursor()).toAlignedRect();
            const QRect seen = strip->visibleRegion().boundingRect();
            QVERIFY2(seen.contains(square), qPrintable(QStringLiteral("square %1 at x %2..%3, seen %4..%5")
                                                           .arg(strip->cursor()).arg(square.left()).arg(square.right())
                                                           .arg(seen.left()).arg(seen.right())));
        }
    }
};

QTEST_MAIN(BoardCursorInSightTest)
#include "tst_board_cursor_in_sight.moc"
