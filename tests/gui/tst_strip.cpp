// The Welter strip page, driven headless through its real widgets: simulated mouse drags (press,
// move, release on the strip view), clicks and keys move coins and the value shown is the core's;
// illegal drops (occupied, to the right, off the strip) leave the position unchanged with a reason;
// the engine, run off the GUI thread, replies with a winning move whenever one exists (normal and
// misère); undo/redo restore positions; stale engine replies are dropped; engine against engine plays
// to the end; the end is announced. Random cases use fixed seeds.
#include "main_window.h"
#include "welter_game.h"
#include "text_scale.h"
#include "welter_strip_page.h"
#include "welter_strip_view.h"

#include "homestead/outcome_text.h"
#include "homestead/welter.h"
#include "homestead/welter_engine.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QTabWidget>
#include <QUndoCommand>
#include <QVBoxLayout>
#include <QtTest>

#include <random>
#include <string>
#include <vector>

#include "../hang_guard.h"

using namespace homestead;
using namespace homestead::gui;
using welter::Move;
using welter::Square;
using Position = std::vector<Square>;

namespace {

// A random position of `count` distinct squares below `length`.
Position randomPosition(std::mt19937_64& rng, int length, int count) {
    std::vector<Square> all(static_cast<std::size_t>(length));
    for (int i = 0; i < length; ++i) all[std::size_t(i)] = i;
    std::shuffle(all.begin(), all.end(), rng);
    all.resize(std::size_t(count));
    std::sort(all.begin(), all.end());
    return all;
}

QPoint centreOf(const WelterStripView* v, int square) { return v->squareRect(square).center().toPoint(); }

// Press on `from`, move in a few steps, release on `to` (or at `dropAt` if given).
void drag(WelterStripView* v, int from, QPoint dropAt) {
    const QPoint start = centreOf(v, from);
    QTest::mousePress(v, Qt::LeftButton, {}, start);
    for (int k = 1; k <= 4; ++k) QTest::mouseMove(v, start + (dropAt - start) * k / 4);
    QTest::mouseRelease(v, Qt::LeftButton, {}, dropAt);
}

struct Page {
    WelterStripPage page;
    explicit Page(int length = 24) {
        page.resize(1400, 800);
        page.show();
        page.game()->setEngineDelay(0);
        page.game()->setPlayer(0, WelterPlayer::Human);
        page.game()->setPlayer(1, WelterPlayer::Human);
        page.game()->setLength(length);
    }
    WelterGame* game() { return page.game(); }
    WelterStripView* view() { return page.view(); }
};

QString expectedValueText(const Position& coins) {
    QStringList parts;
    for (Square s : coins) parts << QString::number(s);
    return QStringLiteral("[%1] = %2").arg(parts.join(QLatin1Char('|'))).arg(welter::value(coins));
}

}  // namespace

class TestStrip : public QObject {
    Q_OBJECT
private slots:
    void conwaysExampleIsShown();
    void dragMovesCoinAndValueFollowsCore();
    void clickAndKeyboardMoves();
    void illegalDropsLeavePositionUnchanged();
    void setupClicksToggleCoins();
    void engineRepliesWithWinningMove_data();
    void engineRepliesWithWinningMove();
    void undoRestoresPosition();
    void staleEngineReplyIsDropped();
    void engineAgainstEnginePlaysToTheEnd();
    void endIsAnnounced();
    void hintShowsWinningMovesOrNone();
    void mainWindowTabKeepsItsOwnUndo();
    void narrowPageStacksControls();
    void lengthChangeKeepsTheGame();
    void movesAreCreditedToWhoMadeThem();
    void coinCountFollowsTheStrip();
    void engineDelayWorksAgainstAHuman();
    void presentationSizeCutsNoSentence();
};

void TestStrip::conwaysExampleIsShown() {
    Page p;
    const Position coins{0, 2, 5, 7, 11, 13, 16, 17, 23};
    QVERIFY(p.game()->setCoins(coins));
    p.page.waitForPosition();  // the position's words come from a worker (shown when they come)
    QVERIFY(p.page.valueText().endsWith(QStringLiteral("= 28")));
    // The mating method written out as in THEORY.md §3 (the order is the core's).
    const welter::Mating m = welter::matingMethod(coins);
    QStringList terms;
    for (const auto& pair : m.pairs) terms << QStringLiteral("[%1|%2]").arg(pair.a).arg(pair.b);
    QVERIFY(m.spinster.has_value());
    terms << QStringLiteral("[%1]").arg(*m.spinster);
    QCOMPARE(p.page.decompositionText(), terms.join(QStringLiteral(" ⊕ ")));
    QCOMPARE(p.page.decompositionText(),
             QStringLiteral("[0|16] ⊕ [7|23] ⊕ [5|13] ⊕ [11|17] ⊕ [2]"));
    QCOMPARE(int(p.view()->pairs().size()), 4);
    QCOMPARE(p.view()->spinster(), 2);
    // Where the equation is, its tooltip says how each term is found: the core's working, line by line.
    const auto* equation = p.page.findChild<QLabel*>(QStringLiteral("equation"));
    QVERIFY(equation);
    const std::vector<std::string> working = text::matingWorking(m);
    QCOMPARE(int(working.size()), 5);  // four pairs and the spinster
    QStringList lines;
    for (const std::string& line : working) lines << QString::fromStdString(line);
    QVERIFY2(equation->toolTip().endsWith(QLatin1Char('\n') + lines.join(QLatin1Char('\n'))), qPrintable(equation->toolTip()));
    QVERIFY(equation->toolTip().contains(QStringLiteral("[0|16] = (0 ⊕ 16) − 1 = 16 − 1 = 15")));
    // It follows the position: one coin is its own spinster.
    QVERIFY(p.game()->setCoins(Position{4}));
    p.page.waitForPosition();  // the position's words come from a worker (shown when they come)
    QVERIFY2(equation->toolTip().endsWith(QStringLiteral("\n") + QString::fromStdString(text::matingWorking(welter::matingMethod(Position{4})).front())),
             qPrintable(equation->toolTip()));
}

void TestStrip::dragMovesCoinAndValueFollowsCore() {
    Page p(20);
    std::mt19937_64 rng(6001);
    int checked = 0;
    for (int round = 0; round < 150; ++round) {
        const Position start = randomPosition(rng, 20, 1 + int(rng() % 8));
        QVERIFY(p.game()->setCoins(start));
        const std::vector<Move> legal = welter::legalMoves(start);
        if (legal.empty()) continue;
        const Move m = legal[rng() % legal.size()];
        drag(p.view(), int(m.from), centreOf(p.view(), int(m.to)));
        const Position after = welter::applyMove(start, m);
        QCOMPARE(p.game()->coins(), after);
        QCOMPARE(p.game()->ply(), 1);
        p.page.waitForPosition();  // the position's words come from a worker (shown when they come)
        QVERIFY2(p.page.valueText().endsWith(expectedValueText(after)), qPrintable(p.page.valueText()));
        QCOMPARE(p.view()->coins(), std::vector<int>(after.begin(), after.end()));
        ++checked;
    }
    QVERIFY(checked > 100);
}

void TestStrip::clickAndKeyboardMoves() {
    Page p;
    QVERIFY(p.game()->setCoins({3, 4}));
    // Click the coin, then the square.
    QTest::mouseClick(p.view(), Qt::LeftButton, {}, centreOf(p.view(), 4));
    QCOMPARE(p.view()->selectedCoin(), 4);
    QTest::mouseClick(p.view(), Qt::LeftButton, {}, centreOf(p.view(), 2));
    QCOMPARE(p.game()->coins(), (Position{2, 3}));
    p.page.waitForPosition();  // the position's words come from a worker (shown when they come)
    QVERIFY(p.page.valueText().endsWith(QStringLiteral("= 0")));
    // Keyboard: the cursor to 3, pick up, left twice, Enter.
    p.view()->setFocus();
    QTest::keyClick(p.view(), Qt::Key_Home);
    for (int i = 0; i < 3; ++i) QTest::keyClick(p.view(), Qt::Key_Right);
    QCOMPARE(p.view()->cursor(), 3);
    QTest::keyClick(p.view(), Qt::Key_Return);
    QCOMPARE(p.view()->selectedCoin(), 3);
    QTest::keyClick(p.view(), Qt::Key_Left);
    QTest::keyClick(p.view(), Qt::Key_Left);
    QTest::keyClick(p.view(), Qt::Key_Left);
    QTest::keyClick(p.view(), Qt::Key_Return);
    QCOMPARE(p.game()->coins(), (Position{0, 2}));
    QCOMPARE(p.game()->ply(), 2);
    QCOMPARE(p.page.moveListText().size(), 2);
}

void TestStrip::illegalDropsLeavePositionUnchanged() {
    Page p(16);
    const Position start{2, 5, 9};
    QVERIFY(p.game()->setCoins(start));
    struct Case { int from; QPoint drop; const char* what; };
    const QRectF last = p.view()->squareRect(15);
    const Case cases[] = {
        {9, centreOf(p.view(), 5), "onto an occupied square"},
        {5, centreOf(p.view(), 7), "to the right"},
        {2, QPoint(int(p.view()->squareRect(0).left()) - 8, centreOf(p.view(), 0).y()), "off the left end"},
        {9, QPoint(int(last.right()) + 8, int(last.center().y())), "off the right end"},
        {9, QPoint(centreOf(p.view(), 3).x(), p.view()->height() - 2), "below the strip"},
    };
    for (const Case& c : cases) {
        drag(p.view(), c.from, c.drop);
        QVERIFY2(p.game()->coins() == start, c.what);
        QCOMPARE(p.game()->ply(), 0);
        QVERIFY2(!p.page.statusText().isEmpty(), c.what);
        p.page.waitForPosition();  // the position's words come from a worker (shown when they come)
        QVERIFY2(p.page.valueText().endsWith(expectedValueText(start)), c.what);
    }
    // The core's reason reaches the status line, said once.
    drag(p.view(), 5, centreOf(p.view(), 9));
    QCOMPARE(p.page.statusText(), QStringLiteral("5 → 9 is not a move: a coin only slides left, to a smaller square."));
    // A click-then-click to the right is refused too.
    QTest::mouseClick(p.view(), Qt::LeftButton, {}, centreOf(p.view(), 2));
    QTest::mouseClick(p.view(), Qt::LeftButton, {}, centreOf(p.view(), 12));
    QCOMPARE(p.game()->coins(), start);
}

void TestStrip::setupClicksToggleCoins() {
    Page p(12);
    QVERIFY(p.game()->setCoins({}));
    p.page.actions().setup->setChecked(true);
    QVERIFY(p.game()->setupMode());
    for (int s : {3, 7, 10}) QTest::mouseClick(p.view(), Qt::LeftButton, {}, centreOf(p.view(), s));
    QCOMPARE(p.game()->coins(), (Position{3, 7, 10}));
    QTest::mouseClick(p.view(), Qt::LeftButton, {}, centreOf(p.view(), 7));
    QCOMPARE(p.game()->coins(), (Position{3, 10}));
    p.page.actions().setup->setChecked(false);
    p.page.waitForPosition();  // the position's words come from a worker (shown when they come)
    QVERIFY(p.page.valueText().endsWith(expectedValueText({3, 10})));
    p.page.actions().clear->trigger();
    QVERIFY(p.game()->coins().empty());
}

void TestStrip::engineRepliesWithWinningMove_data() {
    QTest::addColumn<bool>("misere");
    QTest::newRow("normal") << false;
    QTest::newRow("misere") << true;
}

void TestStrip::engineRepliesWithWinningMove() {
    QFETCH(bool, misere);
    Page p(14);
    p.game()->setPlayer(1, WelterPlayer::EnginePerfect);
    p.game()->setMisere(misere);
    QVERIFY(p.page.actions().misere->isChecked() == misere);
    std::mt19937_64 rng(misere ? 6102 : 6101);
    int replies = 0;
    for (int round = 0; round < 300 && replies < 60; ++round) {
        const Position start = randomPosition(rng, 14, 1 + int(rng() % 6));
        QVERIFY(p.game()->setCoins(start));
        // A human move after which the engine has a winning move.
        std::vector<Move> legal = welter::legalMoves(start);
        std::shuffle(legal.begin(), legal.end(), rng);
        std::optional<Move> human;
        for (const Move& m : legal) {
            const Position after = welter::applyMove(start, m);
            const auto wins = misere ? welter::misereWinningMoves(after) : welter::winningMoves(after);
            if (!wins.empty()) {
                human = m;
                break;
            }
        }
        if (!human) continue;
        drag(p.view(), int(human->from), centreOf(p.view(), int(human->to)));
        QCOMPARE(p.game()->ply(), 1);
        QVERIFY(!p.view()->interactive());  // locked while the engine moves
        QTRY_COMPARE_WITH_TIMEOUT(p.game()->ply(), 2, homestead::testing::kHangGuardMs);
        const Position after = welter::applyMove(start, *human);
        const Move reply = p.game()->session().moves().back().move;
        const auto wins = misere ? welter::misereWinningMoves(after) : welter::winningMoves(after);
        QVERIFY2(std::find(wins.begin(), wins.end(), reply) != wins.end(),
                 qPrintable(QStringLiteral("engine played %1→%2").arg(reply.from).arg(reply.to)));
        QVERIFY(p.view()->interactive() || p.game()->isOver());
        ++replies;
    }
    QCOMPARE(replies, 60);
}

void TestStrip::undoRestoresPosition() {
    Page p;
    p.game()->setPlayer(1, WelterPlayer::EnginePerfect);
    const Position start{0, 2, 5, 7, 11, 13, 16, 17, 23};
    QVERIFY(p.game()->setCoins(start));
    drag(p.view(), 23, centreOf(p.view(), 22));
    QTRY_COMPARE_WITH_TIMEOUT(p.game()->ply(), 2, homestead::testing::kHangGuardMs);
    const Position afterBoth = p.game()->coins();
    // Undo takes back the engine's reply and the move it answered.
    p.page.actions().undo->trigger();
    QCOMPARE(p.game()->coins(), start);
    QCOMPARE(p.game()->ply(), 0);
    p.page.waitForPosition();  // the position's words come from a worker (shown when they come)
    QVERIFY(p.page.valueText().endsWith(expectedValueText(start)));
    QVERIFY(p.view()->interactive());
    p.page.actions().redo->trigger();
    QCOMPARE(p.game()->coins(), afterBoth);
    QCOMPARE(p.game()->ply(), 2);
    // Human against human: one move at a time, by keyboard shortcut on the page.
    p.game()->setPlayer(1, WelterPlayer::Human);
    p.view()->setFocus();
    QTest::keyClick(p.view(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(p.game()->ply(), 1);
    QCOMPARE(p.game()->coins(), welter::applyMove(start, {23, 22}));
    QTest::keyClick(p.view(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(p.game()->coins(), afterBoth);
    // A new move after an undo drops the redo tail.
    p.game()->undo();
    drag(p.view(), 22, centreOf(p.view(), 21));
    QCOMPARE(p.game()->ply(), 2);
    QVERIFY(!p.game()->canRedo());
}

void TestStrip::staleEngineReplyIsDropped() {
    Page p;
    p.game()->setPlayer(0, WelterPlayer::EnginePerfect);
    p.game()->setEngineDelay(150);
    const Position a{3, 4, 9, 12};
    const Position b{1, 6, 10};
    QVERIFY(p.game()->setCoins(a));  // the engine is asked about a …
    QVERIFY(p.game()->engineThinking());
    QVERIFY(!p.view()->interactive());
    const int dropped = p.game()->runner()->droppedCount();
    QVERIFY(p.game()->setCoins(b));  // … but b replaces it before the answer
    QTRY_COMPARE_WITH_TIMEOUT(p.game()->ply(), 1, homestead::testing::kHangGuardMs);
    QTRY_VERIFY(p.game()->runner()->droppedCount() > dropped);  // the request about a, dropped
    QCOMPARE(p.game()->ply(), 1);  // one reply, for b only
    const auto expected = welter::engineMove(b, welter::EngineOptions{welter::Strength::Perfect, false, 1});
    QVERIFY(expected.has_value());
    QCOMPARE(p.game()->session().moves().front().move, *expected);
}

void TestStrip::engineAgainstEnginePlaysToTheEnd() {
    std::mt19937_64 rng(6301);
    for (int round = 0; round < 12; ++round) {
        Page p(16);
        p.game()->setPlayer(0, WelterPlayer::EnginePerfect);
        p.game()->setPlayer(1, WelterPlayer::EngineCasual);
        const bool misere = round % 2 == 1;
        p.game()->setMisere(misere);
        Position start;
        bool firstWins = false;
        do {
            start = randomPosition(rng, 16, 2 + int(rng() % 4));
            firstWins = misere ? !welter::isMisereP(start) : welter::value(start) != 0;
        } while (!firstWins);
        p.game()->setPaused(true);
        QVERIFY(p.game()->setCoins(start));
        p.page.actions().pause->setChecked(false);
        QTRY_VERIFY_WITH_TIMEOUT(p.game()->isOver(), homestead::testing::kHangGuardMs);
        QCOMPARE(p.game()->winner().value(), 0);  // the perfect engine, moving first from a win
        QVERIFY(p.page.announcementText().contains(QStringLiteral("wins")));
        // Every move recorded is legal from the position before it.
        Position pos = start;
        for (const auto& m : p.game()->session().moves()) pos = welter::applyMove(pos, m.move);
        QCOMPARE(pos, p.game()->coins());
    }
}

void TestStrip::endIsAnnounced() {
    Page p(6);
    QVERIFY(p.game()->setCoins({0, 2}));
    drag(p.view(), 2, centreOf(p.view(), 1));
    QVERIFY(p.game()->isOver());
    QCOMPARE(p.game()->winner().value(), 0);
    QVERIFY(p.page.announcementText().contains(QStringLiteral("Player 1 wins")));
    QVERIFY(p.page.statusText().contains(QStringLiteral("Game over")));
    QVERIFY(!p.view()->interactive());
    p.game()->undo();
    p.page.actions().misere->setChecked(true);
    drag(p.view(), 2, centreOf(p.view(), 1));
    QCOMPARE(p.game()->winner().value(), 1);
    QVERIFY(p.page.announcementText().contains(QStringLiteral("misère")));
}

void TestStrip::hintShowsWinningMovesOrNone() {
    Page p;
    std::mt19937_64 rng(6401);
    for (int round = 0; round < 200; ++round) {
        const bool misere = round % 2 == 1;
        p.page.actions().misere->setChecked(misere);
        const Position start = randomPosition(rng, 24, 1 + int(rng() % 9));
        QVERIFY(p.game()->setCoins(start));
        if (p.game()->isOver()) continue;
        p.page.waitForPosition();  // the position's words come from a worker (shown when they come)
        p.page.actions().hint->trigger();
        const auto wins = misere ? welter::misereWinningMoves(start) : welter::winningMoves(start);
        std::vector<std::pair<int, int>> expected;
        for (const Move& m : wins) expected.emplace_back(int(m.from), int(m.to));
        QCOMPARE(p.view()->hint(), expected);
        if (wins.empty()) QVERIFY(p.page.statusText().contains(QStringLiteral("no winning move")));
    }
}

void TestStrip::mainWindowTabKeepsItsOwnUndo() {
    MainWindow w;
    w.resize(1400, 900);
    w.show();
    auto* page = w.findChild<WelterStripPage*>();
    QVERIFY(page);
    QTabWidget* tabs = nullptr;
    for (QTabWidget* t : w.findChildren<QTabWidget*>())
        if (t->indexOf(page) >= 0) tabs = t;
    QVERIFY(tabs);
    QCOMPARE(tabs->tabText(tabs->indexOf(page)), QStringLiteral("Welter's game"));
    tabs->setCurrentWidget(page);
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    page->game()->setEngineDelay(0);
    page->game()->setPlayer(1, WelterPlayer::Human);
    QVERIFY(page->game()->setCoins({3, 4}));
    drag(page->view(), 4, centreOf(page->view(), 2));
    QCOMPARE(page->game()->ply(), 1);
    // Ctrl+Z with the focus on the strip undoes the Welter move, even when the window's own undo
    // (of the Hackenbush drawing) has something to undo and binds the same key.
    w.undoStack()->push(new QUndoCommand(QStringLiteral("a drawing step")));
    QCOMPARE(w.undoStack()->index(), 1);
    page->view()->setFocus();
    QTest::keyClick(page->view(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(page->game()->ply(), 0);
    QCOMPARE(w.undoStack()->index(), 1);
    QCOMPARE(page->game()->coins(), (Position{3, 4}));
}

void TestStrip::narrowPageStacksControls() {
    // The page inside a host, as in the application's tab: a narrow host stacks the two control
    // groups and the strip scrolls; a wide one puts them side by side again.
    QWidget host;
    auto* layout = new QVBoxLayout(&host);
    auto* page = new WelterStripPage;
    layout->addWidget(page);
    QGroupBox* position = nullptr;
    QGroupBox* players = nullptr;
    for (QGroupBox* g : page->findChildren<QGroupBox*>()) {
        if (g->title() == QStringLiteral("Position")) position = g;
        if (g->title() == QStringLiteral("Players")) players = g;
    }
    QVERIFY(position && players);
    host.resize(860, 800);
    host.show();
    QVERIFY(QTest::qWaitForWindowExposed(&host));
    QTRY_VERIFY(players->geometry().top() > position->geometry().bottom());
    QVERIFY(position->title().isEmpty() && position->isFlat());  // stacked: the titles' height goes to the sentences
    QVERIFY2(page->width() <= 860, qPrintable(QString::number(page->width())));
    QVERIFY(page->view()->cellSize() >= 40);  // numbers stay readable; the strip scrolls (kLeastCell)
    host.resize(1600, 800);
    QTRY_COMPARE(players->geometry().top(), position->geometry().top());
    QCOMPARE(players->title(), QStringLiteral("Players"));
    QVERIFY(!players->isFlat());
}

// Changing the length keeps the game in progress: growing keeps every coin and move; the strip
// cannot shrink below the start position's highest coin (refused with the reason).
void TestStrip::lengthChangeKeepsTheGame() {
    Page p(24);
    QVERIFY(p.game()->setCoins({3, 4, 9}));
    drag(p.view(), 9, centreOf(p.view(), 0));
    QCOMPARE(p.game()->ply(), 1);
    auto* length = p.page.findChild<QSpinBox*>(QStringLiteral("stripLength"));
    QVERIFY(length);
    length->setValue(30);
    QCOMPARE(p.game()->length(), 30);
    QCOMPARE(p.game()->ply(), 1);
    QCOMPARE(p.game()->coins(), (Position{0, 3, 4}));
    QVERIFY(p.game()->canUndo());
    QCOMPARE(length->minimum(), 10);  // square 9 held a coin at the start
    QVERIFY(!p.game()->setLength(8));
    QVERIFY2(p.game()->lastError().contains(QStringLiteral("square 9")), qPrintable(p.game()->lastError()));
    length->setValue(10);
    QCOMPARE(p.game()->length(), 10);
    QCOMPARE(p.game()->ply(), 1);
    p.game()->undo();
    QCOMPARE(p.game()->coins(), (Position{3, 4, 9}));  // still on the strip
}

// A change of player mid-game does not rewrite the move list or the banner: each move names the kind
// of player that made it; the names have no nested brackets.
void TestStrip::movesAreCreditedToWhoMadeThem() {
    Page p(24);
    p.game()->setPlayer(1, WelterPlayer::EnginePerfect);
    QVERIFY(p.game()->setCoins({3, 4, 9}));
    drag(p.view(), 9, centreOf(p.view(), 0));
    QTRY_COMPARE_WITH_TIMEOUT(p.game()->ply(), 2, homestead::testing::kHangGuardMs);
    QStringList lines = p.page.moveListText();
    QVERIFY2(lines[0].contains(QStringLiteral("You")), qPrintable(lines[0]));
    QVERIFY2(lines[1].contains(QStringLiteral("Perfect engine")), qPrintable(lines[1]));
    p.game()->setPlayer(1, WelterPlayer::Human);  // a second human takes over side 2
    lines = p.page.moveListText();
    QCOMPARE(lines[0], QStringLiteral("1. Player 1: 9 → 0"));
    QVERIFY2(lines[1].startsWith(QStringLiteral("2. Player 2 — perfect engine: ")), qPrintable(lines[1]));
    p.game()->setPlayer(0, WelterPlayer::EngineCasual);
    p.game()->setPaused(true);
    QCOMPARE(p.page.moveListText()[0], QStringLiteral("1. Player 1 — human: 9 → 0"));
    auto* list = p.page.findChild<QListWidget*>(QStringLiteral("moves"));
    QVERIFY(list && list->wordWrap());
    QCOMPARE(list->item(1)->toolTip(), list->item(1)->text());
}

void TestStrip::coinCountFollowsTheStrip() {
    Page p(24);
    auto* count = p.page.findChild<QSpinBox*>(QStringLiteral("coinCount"));
    QVERIFY(count);
    QVERIFY(p.game()->setCoins({0, 2, 5, 7, 11, 13, 16, 17, 23}));
    QCOMPARE(count->value(), 9);
    p.page.actions().setup->setChecked(true);
    QTest::mouseClick(p.view(), Qt::LeftButton, {}, centreOf(p.view(), 3));
    QCOMPARE(count->value(), 10);
    p.page.actions().setup->setChecked(false);
    count->setValue(4);
    p.page.actions().random->trigger();
    QCOMPARE(int(p.game()->coins().size()), 4);
    QCOMPARE(count->value(), 4);
}

// One engine delay control, enabled while a human plays an engine, and the engine waits that long.
void TestStrip::engineDelayWorksAgainstAHuman() {
    Page p(24);
    p.game()->setPlayer(1, WelterPlayer::EnginePerfect);
    auto* delay = p.page.findChild<QDoubleSpinBox*>(QStringLiteral("engineDelay"));
    QVERIFY(delay);
    QVERIFY(delay->isEnabled());
    delay->setValue(0.3);
    QCOMPARE(p.game()->engineDelay(), 300);
    QVERIFY(p.game()->setCoins({3, 4, 9}));
    drag(p.view(), 9, centreOf(p.view(), 0));
    QVERIFY(p.game()->engineThinking());
    QCOMPARE(p.game()->runner()->lastDelay(), 300);
    QTRY_COMPARE_WITH_TIMEOUT(p.game()->ply(), 2, homestead::testing::kHangGuardMs);
}

// At a projector's text size on a 1280×720 screen (the page below a tab bar) every sentence about the
// position is whole — the label as tall as its wrapped text needs — and reachable: the box scrolls
// rather than cutting the Nim paragraph or the decomposition's last terms.
void TestStrip::presentationSizeCutsNoSentence() {
    TextScale::instance()->setPresentation(true);
    {
        Page p(24);
        p.page.resize(1280, 690);
        QVERIFY(p.game()->setCoins({0, 2, 5, 7, 11, 13, 16, 17, 23}));  // the longest sentences of the examples
        p.page.waitForPosition();  // the position's words come from a worker (shown when they come)
        QApplication::processEvents();
        QGroupBox* box = nullptr;
        for (QGroupBox* b : p.page.findChildren<QGroupBox*>())
            if (b->title() == QStringLiteral("The position")) box = b;
        QVERIFY(box);
        int labels = 0;
        for (QLabel* l : box->findChildren<QLabel*>()) {
            if (l->text().isEmpty()) continue;
            ++labels;
            QVERIFY2(l->height() >= l->heightForWidth(l->width()), qPrintable(l->text()));  // not squeezed
            QVERIFY2(l->width() <= box->width(), qPrintable(l->text()));  // wrapped, not cut at the side
        }
        QCOMPARE(labels, 5);  // value, decomposition, Nim paragraph, outcome, how each pair is found
        QVERIFY(p.page.nimText().contains(QStringLiteral("Nim")));
        // how each [a|b] is found is on the page, not only in a tooltip: the core's lines, in order
        QStringList working;
        const std::vector<std::int64_t> coins{0, 2, 5, 7, 11, 13, 16, 17, 23};
        for (const std::string& line : text::matingWorking(welter::matingMethod(coins)))
            working << QString::fromStdString(line);
        QCOMPARE(working.size(), 5);  // four pairs and the spinster
        QCOMPARE(p.page.workingText(), working.join(QLatin1Char('\n')));
        // The whole page fits: nothing below the window's bottom edge.
        QVERIFY(p.page.minimumSizeHint().height() <= 690);
    }
    TextScale::instance()->setPresentation(false);
}

QTEST_MAIN(TestStrip)
#include "tst_strip.moc"
