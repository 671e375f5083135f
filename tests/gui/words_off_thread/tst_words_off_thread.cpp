// words_off_thread: what the game pages say about a position is worked out on a worker and only shown
// on the window's thread. Right after a change the page still shows the position before and says the
// new one is pending (nothing was computed in the change itself); the worker's result then shows, one
// per position. The Hint asked before the result came is shown when it comes. Play's tags (the names
// the move list, the review and Explain give the start picture's edges) come the same way.
#include "gui_test_helpers.h"

#include "play_controller.h"
#include "transfinite_board_view.h"
#include "transfinite_page.h"
#include "welter_strip_page.h"
#include "welter_strip_view.h"

#include "homestead/edge_tags.h"
#include "homestead/transfinite_text.h"
#include "homestead/welter.h"

#include <QAction>
#include <QSignalSpy>

#include "../hang_guard.h"

using namespace guitest;
using namespace homestead::gui;

class TestWordsOffThread : public QObject {
    Q_OBJECT
private slots:
    void welterPageShowsAWorkersResult() {
        WelterStripPage page;
        page.game()->setPlayers(PlayerKind::Human, PlayerKind::Human);
        page.waitForPosition();
        const int before = page.positionsWorkedOut();
        const QString conway = page.valueText();
        QVERIFY(conway.endsWith(QStringLiteral("= 28")));
        QVERIFY(page.game()->setCoins({3, 4, 9}));
        QVERIFY(page.positionPending());     // asked of the worker...
        QCOMPARE(page.valueText(), conway);  // ...not worked out here
        page.actions().hint->trigger();      // asked before the moves came: said when they come
        QVERIFY(page.statusText().contains(QStringLiteral("Working out")));
        page.waitForPosition();
        QCOMPARE(page.positionsWorkedOut(), before + 1);
        QVERIFY(page.valueText().endsWith(QStringLiteral("[3|4|9] = %1").arg(welter::value(std::vector<welter::Square>{3, 4, 9}))));
        std::vector<std::pair<int, int>> wins;
        for (const welter::Move& m : welter::winningMoves(std::vector<welter::Square>{3, 4, 9})) wins.emplace_back(int(m.from), int(m.to));
        QCOMPARE(page.view()->hint(), wins);
        QVERIFY(!page.statusText().contains(QStringLiteral("Working out")));
        // the same position again (another game of it) is not worked out again
        page.game()->restart();
        QVERIFY(!page.positionPending());
        QCOMPARE(page.positionsWorkedOut(), before + 1);
        // positions passed through before their words came are dropped, never shown
        QVERIFY(page.game()->setCoins({1, 2}));
        QVERIFY(page.game()->setCoins({5, 6, 7}));
        page.waitForPosition();
        QCOMPARE(page.positionsWorkedOut(), before + 2);
        QVERIFY(page.valueText().contains(QStringLiteral("[5|6|7]")));
    }

    void transfinitePageShowsAWorkersResult() {
        TransfinitePage page;
        page.game()->setPlayers(PlayerKind::Human, PlayerKind::Human);
        page.waitForPosition();
        const int before = page.positionsWorkedOut();
        const QString shown = page.workingText();
        QVERIFY(page.showPosition(TransfiniteKind::Welter, QStringLiteral("3 w+2 w*2+1")));
        QVERIFY(page.positionPending());
        QCOMPARE(page.workingText(), shown);
        page.actions().hint->trigger();
        QVERIFY(page.statusText().contains(QStringLiteral("Working out")));
        page.waitForPosition();
        QCOMPARE(page.positionsWorkedOut(), before + 1);
        QStringList working;
        for (const std::string& line : text::transfiniteWelterWorking(page.game()->coins())) working << QString::fromStdString(line);
        QCOMPARE(page.workingText(), working.join(QLatin1Char('\n')));
        QCOMPARE(page.board()->hint(), transfinite::welterGoodMoves(page.game()->coins()));
        QVERIFY(!page.goodMovesText().isEmpty());
    }

    // Play names the start picture's edges by tags made on a worker: until they come the game plays
    // (nothing waits for them); when they come the move list, the canvas and Explain use them.
    void playTagsComeFromAWorker() {
        MainWindow* window = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/girl-on-one-foot.json"));
        QVERIFY(window);
        PlayController* play = quickPlay(window);
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        QSignalSpy named(play, &PlayController::namingChanged);
        window->setPlayMode(true);
        QVERIFY(play->namingPending());
        QVERIFY(play->namingPicture() == play->startPicture());  // the start itself until the tags come
        QTRY_COMPARE(named.size(), 1);
        QVERIFY(!play->namingPending());
        const EdgeTags tags(play->startPicture());
        const Picture& start = *play->startPicture();
        QCOMPARE(play->namingPicture()->edgeCount(), start.edgeCount());
        for (const Edge& e : play->namingPicture()->edges()) {
            QCOMPARE(play->edgeTag(e.id).toStdString(), tags.tag(e.id));
            QCOMPARE(e.name, tags.tag(e.id));
        }
        // a move names its edge by the tag
        const EdgeId first = HackenbushRules::legalMoves(start).front();
        QVERIFY(play->humanChop(first));
        QVERIFY2(play->moveTexts().front().contains(play->edgeTag(first)), qPrintable(play->moveTexts().front()));
        window->setPlayMode(false);
        closeWindow(window);
    }
};

QTEST_MAIN(TestWordsOffThread)
#include "tst_words_off_thread.moc"
