// The Transfinite page driven headless: positions typed, coins moved by click, drag, keys and a typed
// move, the engine's reply, undo, the hint, Welter and Nim; every number the page says compared with
// the core's sentences (transfinite_text.h), which are checked against the core's computations in
// core_transfinite_text. Abuku's two examples are asserted as shown: value ω+4 and the one good move
// ω²+ω·5+25 → ω²+ω·4+30 (the paper's last step corrected), and the nim-sum ω·3+5 with ω·2+4 → ω+1.
// In presentation mode at 1280×720 every digit of the board and of the page is at least 24 px tall.
// Structure and pixels only; nothing is timed.
#include "hang_guard.h"
#include "presentation_screens.h"
#include "back_row_legibility/ink_measure.h"

#include "file_controller.h"
#include "hackenbush_page.h"
#include "help_guide.h"
#include "nim_page.h"
#include "page_tabs.h"
#include "transfinite_board_view.h"
#include "transfinite_page.h"

#ifndef Q_MOC_RUN  // moc cannot parse <compare>, which the ordinals need
#include "homestead/transfinite.h"
#include "homestead/transfinite_text.h"
#include "transfinite_game.h"
#endif

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollArea>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <climits>

using namespace homestead;
using namespace homestead::gui;
using transfinite::OrdinalMove;

namespace {

Ordinal w(const char* text) { return Ordinal::parse(text); }

QString lines(const std::vector<std::string>& said) {
    QStringList out;
    for (const std::string& s : said) out << QString::fromStdString(s);
    return out.join(QLatin1Char('\n'));
}

// Everything the page says about the position is the core's, word for word.
void checkShown(TransfinitePage& page) {
    page.waitForPosition();  // the page's words come from a worker (shown when they come)
    TransfiniteGame* game = page.game();
    const auto& coins = game->coins();
    const bool nim = game->isNim();
    QCOMPARE(page.workingText(), lines(nim ? text::transfiniteNimWorking(coins) : text::transfiniteWelterWorking(coins)));
    const Ordinal value = nim ? transfinite::nimSum(coins) : transfinite::welterValue(coins);
    if (!game->isOver()) QCOMPARE(page.outcomeText(), QString::fromStdString(text::transfiniteOutcome(value, nim)));
    QCOMPARE(page.misereText(), QString::fromStdString(text::transfiniteMisereNotCovered()));
    QCOMPARE(page.board()->coins(), coins);
    // one row for λ = 0 and each λ in use
    std::vector<Ordinal> rows{Ordinal()};
    for (const auto& row : transfinite::welterRows(nim ? std::vector<Ordinal>{} : coins).rows) rows.push_back(row.lambda);
    if (!nim)
        for (const Ordinal& lambda : rows) QVERIFY(std::binary_search(page.board()->rows().begin(), page.board()->rows().end(), lambda));
}

QPoint centreOf(TransfiniteBoardView* board, const Ordinal& square) {
    const QRectF r = board->squareRect(square);
    return r.isValid() ? r.center().toPoint() : QPoint(-1, -1);
}

void typeCoins(TransfinitePage& page, const QString& coins) {
    page.coinsEdit()->setText(coins);
    QTest::keyClick(page.coinsEdit(), Qt::Key_Return);
}

}  // namespace

class TestTransfiniteStrip : public QObject {
    Q_OBJECT
private slots:
    void init() { TextScale::instance()->reset(); }

    void abukuWelterAsShown() {
        TransfinitePage page;
        page.resize(1280, 720);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.actions().abukuWelter->trigger();
        QCOMPARE(page.game()->coins(), text::abukuWelterExample());
        checkShown(page);
        QVERIFY(page.workingText().endsWith(QStringLiteral("= ω+4")));
        QCOMPARE(page.outcomeText(), QStringLiteral("Value ω+4: not 0, so the player to move wins with a good move."));
        QCOMPARE(page.slipText(), QString::fromStdString(text::abukuSlip()));
        QVERIFY(page.slipText().contains(QStringLiteral("[6|16] = (6 ⊕ 16) − 1 = 22 − 1 = 21, not 13")));
        QVERIFY(page.goodMovesText().isEmpty());
        // rows ω·λ ordered as the ordinals: 0, ω·2, ω²+ω·4, ω²+ω·5, drawn bottom to top
        QCOMPARE(page.board()->rows(), (std::vector<Ordinal>{0, 2, w("w+4"), w("w+5")}));
        QCOMPARE(page.board()->rowLabel(2), QStringLiteral("ω²+ω·4 +"));
        QVERIFY(page.board()->squareRect(w("w^2+w*5")).top() < page.board()->squareRect(w("w^2+w*4")).top());
        QVERIFY(page.board()->squareRect(w("w^2+w*4")).top() < page.board()->squareRect(0).top());

        // The hint: the one good move, drawn and said in the core's words.
        page.actions().hint->trigger();
        const std::vector<OrdinalMove> good{{w("w^2+w*5+25"), w("w^2+w*4+30")}};
        QCOMPARE(page.board()->hint(), good);
        QCOMPARE(transfinite::welterGoodMoves(page.game()->coins()), good);
        QCOMPARE(page.goodMovesText(), lines(text::transfiniteGoodMoves(page.game()->coins(), false)));
        QVERIFY(page.goodMovesText().contains(QStringLiteral("1 ⊕ [4|9] ⊕ [x|16] = 0, so x = 30")));
        QVERIFY(page.statusText().contains(QStringLiteral("ω²+ω·5+25 → ω²+ω·4+30")));

        // Play it by clicks: the coin, then the hinted square (shown now, 30 on its row).
        page.game()->setPlayers(PlayerKind::Human, PlayerKind::Human);
        TransfiniteBoardView* board = page.board();
        QTest::mouseClick(board, Qt::LeftButton, {}, centreOf(board, w("w^2+w*5+25")));
        QCOMPARE(*board->selectedCoin(), w("w^2+w*5+25"));
        QTest::mouseClick(board, Qt::LeftButton, {}, centreOf(board, w("w^2+w*4+30")));
        QCOMPARE(page.game()->ply(), 1);
        QCOMPARE(page.game()->lastMove()->to, w("w^2+w*4+30"));
        checkShown(page);
        QCOMPARE(page.outcomeText(), QStringLiteral("Value 0: both parts are 0, so the player to move loses with best play."));
        QVERIFY(board->hint().empty());  // the hint was for the position before
        QCOMPARE(page.moveListText(), QStringList{QStringLiteral("1. Player 1: ω²+ω·5+25 → ω²+ω·4+30")});
        page.actions().undo->trigger();
        QCOMPARE(page.game()->coins(), text::abukuWelterExample());
    }

    void abukuNimAndTheEngine() {
        TransfinitePage page;
        page.resize(1280, 720);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.game()->setEngineDelay(0);
        page.actions().abukuNim->trigger();
        QVERIFY(page.game()->isNim());
        QVERIFY(page.actions().nim->isChecked());
        checkShown(page);
        QVERIFY(page.workingText().endsWith(QStringLiteral("Nim-sum, coefficient by coefficient: ω·3+5")));
        QVERIFY(page.slipText().isEmpty());
        page.actions().hint->trigger();
        QCOMPARE(page.board()->hint(), (std::vector<OrdinalMove>{{w("w*2+4"), w("w+1")}}));
        QCOMPARE(page.goodMovesText(), lines(text::transfiniteGoodMoves(page.game()->coins(), true)));

        // A typed move that is not good; the perfect engine answers with the core's good move.
        const std::vector<Ordinal> before = page.game()->coins();
        page.moveEdit()->setText(QStringLiteral("w^2*3+9 -> 7"));
        QTest::keyClick(page.moveEdit(), Qt::Key_Return);
        QCOMPARE(page.game()->ply(), 1);
        std::vector<Ordinal> afterMine = before;
        afterMine.erase(std::find(afterMine.begin(), afterMine.end(), w("w^2*3+9")));
        afterMine.insert(std::upper_bound(afterMine.begin(), afterMine.end(), Ordinal(7)), Ordinal(7));
        const std::vector<OrdinalMove> reply = transfinite::nimGoodMoves(afterMine);
        QVERIFY(!reply.empty());
        QTRY_COMPARE(page.game()->ply(), 2);
        QCOMPARE(*page.game()->lastMove(), reply.front());
        QVERIFY(transfinite::nimSum(page.game()->coins()).isZero());
        checkShown(page);
        QCOMPARE(page.moveListText().size(), 2);
        QVERIFY(page.moveListText().at(1).contains(QStringLiteral("Perfect engine")));
        // Undo takes back the engine's reply with the move it answered.
        page.actions().undo->trigger();
        QCOMPARE(page.game()->coins(), before);
        QVERIFY(page.actions().redo->isEnabled());

        // A move refused: the reason is the core's.
        page.moveEdit()->setText(QStringLiteral("w+3 -> 1"));
        QTest::keyClick(page.moveEdit(), Qt::Key_Return);
        QVERIFY(page.statusText().contains(QStringLiteral("no coin stands on ω+3")));
        QCOMPARE(page.game()->ply(), 0);
    }

    void typedPositionDragAndKeys() {
        TransfinitePage page;
        page.resize(1280, 720);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.game()->setPlayers(PlayerKind::Human, PlayerKind::Human);
        page.actions().welter->trigger();
        typeCoins(page, QStringLiteral("3, w+2, ω·2+1"));
        QCOMPARE(page.game()->coins(), (std::vector<Ordinal>{3, w("w+2"), w("w*2+1")}));
        checkShown(page);
        QCOMPARE(page.board()->rows(), (std::vector<Ordinal>{0, 1, 2}));
        typeCoins(page, QStringLiteral("3 3"));  // Welter refuses a shared square
        QVERIFY(page.statusText().contains(QStringLiteral("appears twice")));
        QCOMPARE(page.game()->coins().size(), std::size_t(3));
        typeCoins(page, QStringLiteral("3 w+2 w*2+1"));

        // A drag from ω+2 down into row 0, onto square 1.
        TransfiniteBoardView* board = page.board();
        const QPoint from = centreOf(board, w("w+2")), to = centreOf(board, 1);
        QTest::mousePress(board, Qt::LeftButton, {}, from);
        for (int i = 1; i <= 6; ++i) QTest::mouseMove(board, from + (to - from) * i / 6);
        QTest::mouseRelease(board, Qt::LeftButton, {}, to);
        QCOMPARE(page.game()->ply(), 1);
        QCOMPARE(*page.game()->lastMove(), (OrdinalMove{w("w+2"), 1}));
        checkShown(page);

        // Keys: the cursor to ω·2+1 (row 2 is the top row), pick it up, along to ω·2+0, drop.
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Home);
        for (int i = 0; i < 3; ++i) QTest::keyClick(board, Qt::Key_Up);
        QTest::keyClick(board, Qt::Key_Right);
        QCOMPARE(board->cursor(), w("w*2+1"));
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(*board->selectedCoin(), w("w*2+1"));
        QTest::keyClick(board, Qt::Key_Left);
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(*page.game()->lastMove(), (OrdinalMove{w("w*2+1"), w("w*2")}));
        checkShown(page);

        // A move to a larger square is refused with the core's reason, nothing played.
        QTest::mouseClick(board, Qt::LeftButton, {}, centreOf(board, 1));
        QTest::mouseClick(board, Qt::LeftButton, {}, centreOf(board, 5));
        QCOMPARE(page.game()->ply(), 2);
        QVERIFY(page.statusText().contains(QStringLiteral("is not below")));

        // Nim on the same coins: the working is the nim-sum's.
        page.actions().nim->trigger();
        QVERIFY(page.game()->isNim());
        checkShown(page);
        QVERIFY(!page.actions().misere->isEnabled());  // not covered: said, not offered
    }

    void guideLinkAndExamplesMenu() {
        MainWindow* window = guitest::openWindow();
        QVERIFY(window);
        TransfinitePage* page = window->transfinitePage();
        QVERIFY(page);
        window->guide()->follow(QUrl(QStringLiteral("transfinite:nim/1,w*2+4,w^2*3+9")));
        QCOMPARE(window->pages()->widget()->currentWidget(), page);
        QVERIFY(page->game()->isNim());
        QCOMPARE(page->game()->coins(), (std::vector<Ordinal>{1, w("w*2+4"), w("w^2*3+9")}));
        const auto parsed = parseGuideTransfinite(QUrl(QStringLiteral("transfinite:welter")));
        QVERIFY(parsed && !parsed->nim && parsed->coins.isEmpty());
        QVERIFY(!parseGuideTransfinite(QUrl(QStringLiteral("transfinite:chess/1"))));
        // The Examples menu opens Abuku's Welter on the page.
        QAction* example = nullptr;
        for (QAction* a : window->files()->examplesMenu()->actions())
            if (a->text() == page->actions().abukuWelter->text()) example = a;
        QVERIFY(example);
        window->pages()->setCurrent(window->hackenbushPage());
        example->trigger();
        QCOMPARE(window->pages()->widget()->currentWidget(), page);
        QCOMPARE(page->game()->coins(), text::abukuWelterExample());
        // The Nim page's Transfinite Nim… opens the page on transfinite Nim.
        QVERIFY(!page->game()->isNim());
        window->pages()->setCurrent(window->findChild<NimPage*>());
        auto* button = window->findChild<NimPage*>()->findChild<QToolButton*>(QStringLiteral("transfiniteNim"));
        QVERIFY(button);
        button->click();
        QCOMPARE(window->pages()->widget()->currentWidget(), page);
        QVERIFY(page->game()->isNim());
        guitest::closeWindow(window);
    }

    // Presentation on a projector: the board's numbers and every number the page says, 24 px or
    // taller; at 1280×720 Abuku's board (27 columns) whole in view, every square on screen without
    // scrolling (at 1024×768 its row names and 27 squares of 24 px digits need more than the width).
    void readableFromTheBackRow_data() {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<bool>("whole");
        QTest::newRow("1280x720") << QSize(1280, 720) << true;
        QTest::newRow("1024x768") << QSize(1024, 768) << false;
    }
    void readableFromTheBackRow() {
        QFETCH(QSize, screen);
        QFETCH(bool, whole);
        MainWindow* window = guitest::openToPresent(QString());
        QVERIFY(window);
        guitest::presentOn(window, screen);
        TransfinitePage* page = window->transfinitePage();
        window->pages()->setCurrent(page);
        page->actions().abukuWelter->trigger();
        page->waitForPosition();
        QCoreApplication::processEvents();
        TransfiniteBoardView* board = page->board();
        auto* scroll = qobject_cast<QScrollArea*>(board->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QCoreApplication::processEvents();  // the layout settled after the position
        QVERIFY2(board->height() <= scroll->viewport()->height() && (!whole || board->width() <= scroll->viewport()->width()),
                 qPrintable(QStringLiteral("the board %1×%2 in a view of %3×%4")
                                .arg(board->width()).arg(board->height())
                                .arg(scroll->viewport()->width()).arg(scroll->viewport()->height())));
        QCOMPARE(board->columns(), 27);
        if (whole) QVERIFY(window->rect().contains(QRect(board->mapTo(window, QPoint(0, 0)), board->size())));
        const QImage frame = board->grab().toImage();
        if (qEnvironmentVariableIsSet("TRANSFINITE_FRAME")) frame.save(qEnvironmentVariable("TRANSFINITE_FRAME"));
        int shortest = INT_MAX, measured = 0;
        for (const Ordinal& lambda : board->rows())
            for (int m = 0; m < board->columns(); ++m) {
                const Ordinal at = lambda.timesOmegaPlus(m);
                const QRectF r = board->squareRect(at);
                // on a coin too: its rim crosses the region's border (a piece left out), and the
                // digits' own rim of coin colour keeps them apart from it
                const bool coin = std::binary_search(board->coins().begin(), board->coins().end(), at);
                const QRect square = r.toAlignedRect().adjusted(2, 2, -2, -2);
                const auto digits = backrow::inkPieces(frame, square);
                // each digit apart on a square; on a coin two digits may touch (one piece, as tall)
                QVERIFY2(coin ? !digits.empty() : int(digits.size()) == int(QString::number(m).size()),
                         qPrintable(QStringLiteral("%1: %2 pieces of ink").arg(QString::fromStdString(at.toUnicode())).arg(digits.size())));
                for (const auto& d : digits) {
                    shortest = std::min(shortest, d.box.height());
                    QVERIFY2(d.box.height() >= 24, qPrintable(QStringLiteral("square %1 of row %2: %3 px")
                                                                  .arg(m)
                                                                  .arg(QString::fromStdString(lambda.toUnicode()))
                                                                  .arg(d.box.height())));
                    ++measured;
                }
            }
        QVERIFY(measured > 50);
        for (QLabel* l : page->findChildren<QLabel*>()) {
            if (!l->isVisibleTo(window) || !l->text().contains(QRegularExpression(QStringLiteral("\\d")))) continue;
            for (const auto& d : backrow::labelDigits(l)) {
                shortest = std::min(shortest, d.box.height());
                QVERIFY2(d.box.height() >= 24, qPrintable(l->objectName() + QStringLiteral(": ") + l->text().left(50)));
            }
        }
        qInfo("Transfinite at %dx%d: shortest digit %d px, squares of %d px", screen.width(), screen.height(), shortest,
              board->cellSize());
        guitest::closePresented(window);
    }
};

int main(int argc, char** argv) { return guitest::runOnProjectorScreens<TestTransfiniteStrip>(argc, argv); }
#include "tst_transfinite_strip.moc"
