// The Nim page driven headless through its real widgets: the hints it shows equal the core's winning
// moves (normal and misère) on thousands of random heap sets; a click on a counter takes exactly it and
// those to its right; the chessboard's drawn gaps equal the heaps, a click there moves the mover's own
// counter, and a retreat is answered by the engine with a move restoring nim-sum 0 (Gardner's answer
// marked on the board); engine against engine plays to the end with the session's winner announced;
// undo takes back a move with the engine's reply; bad heaps are refused with the place named; the
// binary columns and sentences are the core's. Random cases use fixed seeds.
#include "nim_board_view.h"
#include "nim_columns_view.h"
#include "nim_game.h"
#include "nim_heaps_view.h"
#include "nim_page.h"
#include "text_scale.h"

#include "homestead/nim_text.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>
#include <QtTest>

#include <random>

#include "../hang_guard.h"

using namespace homestead;
using namespace homestead::gui;
using Heaps = std::vector<std::int64_t>;

namespace {

Heaps randomHeaps(std::mt19937_64& rng) {
    Heaps h(std::size_t(1 + rng() % 5));
    for (auto& x : h) x = std::int64_t(rng() % 10);
    return h;
}

struct Page {
    NimPage page;
    Page() {
        page.resize(1280, 680);
        page.show();
        page.game()->runner()->setDelay(0);
        page.game()->setPlayer(1, PlayerKind::Human);
    }
};

void clickAt(QWidget* w, QPointF p) { QTest::mouseClick(w, Qt::LeftButton, {}, p.toPoint()); }

}  // namespace

class TestNimPage : public QObject {
    Q_OBJECT
private slots:
    void hintsAreTheCoresWinningMovesNormalAndMisere() {
        Page p;
        p.page.actions().hint->setChecked(true);
        std::mt19937_64 rng(1901);
        int withMoves = 0;
        for (int n = 0; n < 3000; ++n) {
            const Heaps h = randomHeaps(rng);
            const bool misere = n % 2 == 1;
            p.page.game()->setMisere(misere);
            QVERIFY(p.page.game()->setHeaps(h));
            const auto expected = misere ? nim::misereNimWinningMoves(h) : nim::nimWinningMoves(h);
            bool over = true;
            for (auto x : h) over = over && x == 0;
            const auto shown = over ? std::vector<nim::NimMove>{} : expected;
            QCOMPARE(p.page.heapsView()->hint(), shown);
            QCOMPARE(p.page.boardView()->hint(), shown);
            if (!over)
                QCOMPARE(p.page.hintText().toStdString(), text::nimHint(h, expected, misere));
            withMoves += !expected.empty();
            // The heaps ringed are those with a 1 in the leftmost odd column: the normal winning moves.
            std::vector<std::size_t> heapsOfWinningMoves;
            for (const auto& m : nim::nimWinningMoves(h)) heapsOfWinningMoves.push_back(m.heap);
            QCOMPARE(p.page.heapsView()->ringed(), heapsOfWinningMoves);
        }
        QVERIFY(withMoves > 1000);
        // Hints off: nothing shown.
        p.page.actions().hint->setChecked(false);
        QVERIFY(p.page.heapsView()->hint().empty());
    }

    void clickingACounterTakesItAndThoseToItsRight() {
        Page p;
        std::mt19937_64 rng(345);
        for (int n = 0; n < 300; ++n) {
            Heaps h = randomHeaps(rng);
            h[rng() % h.size()] += 1;  // at least one counter
            QVERIFY(p.page.game()->setHeaps(h));
            std::size_t heap = rng() % h.size();
            while (h[heap] == 0) heap = (heap + 1) % h.size();
            const std::int64_t k = std::int64_t(rng() % std::uint64_t(h[heap]));
            clickAt(p.page.heapsView(), p.page.heapsView()->counterRect(heap, k).center());
            Heaps expected = h;
            expected[heap] = k;
            QCOMPARE(p.page.game()->heaps(), expected);
            QCOMPARE(p.page.heapsView()->heaps(), expected);
            QCOMPARE(p.page.game()->session().ply(), std::size_t(1));
        }
        // A click beside the counters does nothing.
        QVERIFY(p.page.game()->setHeaps({3}));
        clickAt(p.page.heapsView(), p.page.heapsView()->counterRect(0, 5).center());
        QCOMPARE(p.page.game()->heaps(), (Heaps{3}));
    }

    void theChessboardsGapsAreTheHeapsAndAClickMovesTheMoversCounter() {
        Page p;
        p.page.actions().chessboard->setChecked(true);
        QVERIFY(p.page.chessboardShown());
        NimBoardView* board = p.page.boardView();
        std::mt19937_64 rng(83);
        for (int n = 0; n < 300; ++n) {
            Heaps h = randomHeaps(rng);
            h[0] += 1;
            QVERIFY(p.page.game()->setHeaps(h));
            for (std::size_t c = 0; c < h.size(); ++c) QCOMPARE(board->drawnGap(c), h[c]);
            // Play a few random advances by clicking squares between the counters.
            for (int ply = 0; ply < 3 && !p.page.game()->isOver(); ++ply) {
                const NimPosition& pos = p.page.game()->position();
                std::vector<std::size_t> open;
                for (std::size_t c = 0; c < pos.heaps.size(); ++c)
                    if (pos.heaps[c] > 0) open.push_back(c);
                if (open.empty()) break;
                const std::size_t c = open[rng() % open.size()];
                const std::int64_t row = pos.low[c] + 1 + std::int64_t(rng() % std::uint64_t(pos.heaps[c]));
                const int mover = pos.mover;
                const std::int64_t otherBefore = mover == 0 ? pos.high(c) : pos.low[c];
                clickAt(board, board->squareRect(c, row).center());
                const NimPosition& after = p.page.game()->position();
                QCOMPARE(mover == 0 ? after.low[c] : after.high(c), row);  // the mover's counter went there
                QCOMPARE(mover == 0 ? after.high(c) : after.low[c], otherBefore);
                for (std::size_t k = 0; k < after.heaps.size(); ++k) QCOMPARE(board->drawnGap(k), after.heaps[k]);
                QCOMPARE(p.page.heapsView()->heaps(), after.heaps);  // one game, two views
            }
        }
    }

    void aRetreatIsAnsweredByAMoveRestoringNimSumZero() {
        Page p;
        p.page.game()->setPlayer(1, PlayerKind::EnginePerfect);
        p.page.actions().retreats->setChecked(true);
        QVERIFY(p.page.game()->retreats());
        QVERIFY(p.page.chessboardShown());
        NimBoardView* board = p.page.boardView();
        std::mt19937_64 rng(1952);
        int answered = 0;
        for (int n = 0; n < 60; ++n) {
            Heaps h = randomHeaps(rng);
            h.push_back(nim::nimSum(h));  // nim-sum 0: a retreat is all the human can hope for
            if (!p.page.game()->setHeaps(h)) continue;
            const NimPosition& pos = p.page.game()->position();
            std::vector<std::size_t> room;
            for (std::size_t c = 0; c < pos.heaps.size(); ++c)
                if (pos.low[c] > 0) room.push_back(c);
            if (room.empty()) continue;
            const std::size_t c = room[rng() % room.size()];
            const std::int64_t gap = pos.heaps[c];
            const std::int64_t row = std::int64_t(rng() % std::uint64_t(pos.low[c]));  // behind the light counter
            clickAt(board, board->squareRect(c, row).center());
            const nim::NimMove retreat = *p.page.game()->lastMove();
            QCOMPARE(retreat.heap, c);
            QVERIFY(retreat.to > gap);
            // Before the engine moves: Gardner's answer (close the gap again) marked and said.
            QCOMPARE(*p.page.game()->retreatAnswer(), (nim::NimMove{c, retreat.to, gap}));
            QCOMPARE(p.page.hintText().toStdString(), text::retreatAnswer(retreat, nim::NimMove{c, retreat.to, gap}));
            QTRY_COMPARE(p.page.game()->session().ply(), std::size_t(2));
            QCOMPARE(nim::nimSum(p.page.game()->heaps()), std::int64_t(0));
            ++answered;
        }
        QVERIFY(answered > 20);
    }

    void engineAgainstEngineEndsWithTheSessionsWinner() {
        Page p;
        std::mt19937_64 rng(7);
        for (int n = 0; n < 12; ++n) {
            Heaps h = randomHeaps(rng);
            h[0] += 1;
            const bool misere = n % 3 == 2;
            p.page.game()->setPaused(true);
            p.page.game()->setMisere(misere);
            p.page.game()->setPlayer(0, n % 2 ? PlayerKind::EngineCasual : PlayerKind::EnginePerfect);
            p.page.game()->setPlayer(1, PlayerKind::EnginePerfect);
            QVERIFY(p.page.game()->setHeaps(h));
            const bool firstWins = !p.page.game()->winningMoves().empty();
            p.page.game()->setPaused(false);
            QTRY_VERIFY_WITH_TIMEOUT(p.page.game()->isOver(), homestead::testing::kHangGuardMs);
            const int winner = *p.page.game()->session().winner();
            if (n % 2 == 0) QCOMPARE(winner, firstWins ? 0 : 1);  // both perfect: the nim-sum said so
            else if (!firstWins) QCOMPARE(winner, 1);             // the perfect engine keeps a won game
            QVERIFY(p.page.announcementText().startsWith(QStringLiteral("Game over: Player %1").arg(winner + 1)));
            QCOMPARE(p.page.moveListText().size(), int(p.page.game()->session().ply()));
        }
    }

    void undoTakesBackTheMoveAndTheReply() {
        Page p;
        p.page.game()->setPlayer(1, PlayerKind::EnginePerfect);
        QVERIFY(p.page.game()->setHeaps({3, 4, 5}));
        clickAt(p.page.heapsView(), p.page.heapsView()->counterRect(0, 1).center());  // 3 → 1: nim-sum 0
        QTRY_COMPARE(p.page.game()->session().ply(), std::size_t(2));
        QVERIFY(nim::nimSum(p.page.game()->heaps()) != 0);
        p.page.actions().undo->trigger();
        QCOMPARE(p.page.game()->heaps(), (Heaps{3, 4, 5}));
        QCOMPARE(p.page.game()->position(), nimStart({3, 4, 5}));
        QVERIFY(p.page.actions().redo->isEnabled());
    }

    void theHeapsBoxRefusesBadInputNamingThePlace() {
        Page p;
        p.page.heapsEdit()->setText(QStringLiteral("3 x 5"));
        QTest::keyClick(p.page.heapsEdit(), Qt::Key_Return);
        QCOMPARE(p.page.statusText(), QStringLiteral("Heaps not changed: Heap 2: 'x' is not a number."));
        QCOMPARE(p.page.game()->heaps(), (Heaps{3, 4, 5}));
        p.page.heapsEdit()->setText(QStringLiteral("3 99"));
        QTest::keyClick(p.page.heapsEdit(), Qt::Key_Return);
        QVERIFY(p.page.statusText().contains(QStringLiteral("Heap 2: 99 is not between 0 and 15")));
        p.page.heapsEdit()->setText(QStringLiteral("10, 13, 12, 8"));
        QTest::keyClick(p.page.heapsEdit(), Qt::Key_Return);
        QCOMPARE(p.page.game()->heaps(), (Heaps{10, 13, 12, 8}));
        QCOMPARE(p.page.sumText(), QStringLiteral("10 ⊕ 13 ⊕ 12 ⊕ 8 = 3"));
        QCOMPARE(p.page.columnText(), QString::fromUtf8("The leftmost odd column is the 2s; heap\u00A01\u00A0(10) can use it: 10 ⊕ 3 = 9, so take 1 from heap 1, leaving 9."));
        QCOMPARE(p.page.columnsView()->columns().result, std::uint64_t(3));
        QCOMPARE(p.page.outcomeText(), QStringLiteral("Nim-sum 3: the player to move wins with best play."));
    }

    void misereAndRetreatsExcludeEachOther() {
        Page p;
        p.page.actions().retreats->setChecked(true);
        p.page.actions().misere->setChecked(true);
        QVERIFY(p.page.game()->misere());
        QVERIFY(!p.page.game()->retreats());
        QVERIFY(!p.page.actions().retreats->isChecked());
        p.page.actions().retreats->setChecked(true);
        QVERIFY(!p.page.game()->misere());
        QVERIFY(!p.page.actions().misere->isChecked());
    }

    // The chessboard's longer turn line ("Your move (light counters)") stacks the rows of controls
    // when they no longer fit side by side, instead of squeezing the player boxes ("Engine — perfec"),
    // and the status line says how a move is made there; back on the heaps, as before.
    void chessboardKeepsTheControlsWhole() {
        QWidget host;
        auto* hostLayout = new QVBoxLayout(&host);
        hostLayout->setContentsMargins(0, 0, 0, 0);
        auto* page = new NimPage;
        hostLayout->addWidget(page);
        host.resize(1264, 640);
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        const QString heapsWay = page->statusText();
        QVERIFY2(heapsWay.contains(QStringLiteral("counter to its right")), qPrintable(heapsWay));
        page->actions().chessboard->trigger();
        QApplication::processEvents();
        QVERIFY(page->chessboardShown());
        QVERIFY2(page->controls()->turnLabel->text().contains(QStringLiteral("light counters")), qPrintable(page->controls()->turnLabel->text()));
        QVERIFY2(page->statusText().contains(QStringLiteral("empty square")), qPrintable(page->statusText()));
        int boxes = 0;
        for (QComboBox* box : page->findChildren<QComboBox*>()) {
            if (!box->isVisible()) continue;
            ++boxes;
            QVERIFY2(box->width() >= box->sizeHint().width(),
                     qPrintable(QStringLiteral("%1: %2 of %3 px").arg(box->currentText()).arg(box->width()).arg(box->sizeHint().width())));
        }
        QVERIFY(boxes >= 3);  // the two players and who moves first
        page->actions().heaps->trigger();
        QCOMPARE(page->statusText(), heapsWay);
        // a larger text size, no resize: the rows stack as well
        TextScale::instance()->setUserFactor(1.5);
        QApplication::processEvents();
        QApplication::processEvents();  // the direction set as Qt lays out takes one more pass
        for (QComboBox* box : page->findChildren<QComboBox*>())
            if (box->isVisible())
                QVERIFY2(box->width() >= box->sizeHint().width(),
                         qPrintable(QStringLiteral("%1 at 1.5: %2 of %3 px").arg(box->currentText()).arg(box->width()).arg(box->sizeHint().width())));
        TextScale::instance()->reset();
    }

    // At a projector's text size on a 1280×720 screen (the page below a tab bar) nothing is cut at
    // the right: the rows of controls stack their halves, and the binary columns are drawn whole.
    void presentationSizeFitsTheScreen() {
        TextScale::instance()->setPresentation(true);
        {
            QWidget host;  // as in the window's tab
            auto* hostLayout = new QVBoxLayout(&host);
            hostLayout->setContentsMargins(0, 0, 0, 0);
            auto* owned = new NimPage;
            NimPage& page = *owned;
            hostLayout->addWidget(owned);
            host.resize(1280, 690);
            host.show();
            QVERIFY(QTest::qWaitForWindowExposed(&host));
            QApplication::processEvents();
            QVERIFY2(page.minimumSizeHint().width() <= 1280, qPrintable(QString::number(page.minimumSizeHint().width())));
            QTRY_COMPARE(page.width(), 1280);
            int checked = 0;
            for (QWidget* w : page.findChildren<QWidget*>()) {
                if (!w->isVisible() || !(qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                                          qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QLineEdit*>(w)))
                    continue;
                ++checked;
                const QRect r(w->mapTo(&page, QPoint(0, 0)), w->size());
                QVERIFY2(r.right() < page.width(), qPrintable(w->objectName() + QLatin1Char(' ') + w->metaObject()->className()));
                QVERIFY2(w->width() >= w->minimumSizeHint().width(), qPrintable(w->metaObject()->className()));  // not squeezed
            }
            QVERIFY(checked >= 12);  // (Undo, Redo, Hints and the engine delay are hidden: the bar and the desk have them)
            NimColumnsView* columns = page.columnsView();
            QVERIFY(columns->width() >= columns->sizeHint().width());
            QCOMPARE(columns->visibleRegion().boundingRect().width(), columns->width());  // not clipped at the side
            QVERIFY(columns->mapTo(&page, QPoint(columns->width(), 0)).x() <= page.width());
        }
        TextScale::instance()->setPresentation(false);
    }
};

QTEST_MAIN(TestNimPage)
#include "tst_nim_page.moc"
