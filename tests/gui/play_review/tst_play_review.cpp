// play_review: the review at the end of a game of Play, and the puzzle mode's hint ladder, driven
// through the window as a student drives them.
// Play: on the girl on one foot (value 4, so the first player can win) you move first against the
// perfect engine, hand the win away at once and lose. While the game goes on there is no review; at
// its end the panel shows one sentence per move, the first row (your losing move) in bold on a red
// ground, its sentence naming the value it left and the move that would have left 0 — both taken
// from the core's analysis of those positions here, not from the review — and the summary says move 1
// lost the game; the review takes the move list's place. A click on that row shows the start position with its winning moves marked; going
// back through the moves keeps the review; a new game drops it.
// Puzzles: a wrong chop says it is wrong and the value it left, and names no winning move; "No winning
// move" where one exists says the value, no move; Show answer names the winning move and marks it; asking
// for the answer before answering breaks the streak; a wrong Welter or Nim move names no winning move
// either, and Show answer names one.
#include "gui_test_helpers.h"
#include "hackenbush_board.h"
#include "play_controller.h"
#include "play_panel.h"
#include "play_review.h"
#include "puzzle_page.h"

#include "homestead/analysis.h"
#include "homestead/exercise_text.h"
#include "homestead/explanation_text.h"
#include "homestead/nim.h"
#include "homestead/welter.h"

#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "../hang_guard.h"

using namespace guitest;

namespace {

QString edgeName(const Picture& p, EdgeId id) { return QString::fromStdString(text::edgeName(p, id)); }

// Whether `text` names the move `name` ("chopping c"), not just a longer name that starts with it.
bool names(const QString& text, const std::string& name) {
    const QRegularExpression word(QRegularExpression::escape(QString::fromStdString(name)) +
                                  QStringLiteral("(?![0-9A-Za-z#])"));
    return word.match(text).hasMatch();
}

}  // namespace

class TestPlayReview : public QObject {
    Q_OBJECT
private slots:
    void lostGameShowsItsFirstLosingMove() {
        MainWindow* window = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/girl-on-one-foot.json"));
        QVERIFY(window);
        PlayController* play = quickPlay(window);
        play->setPlayers(PlayerKind::Human, PlayerKind::EnginePerfect);
        QVERIFY(play->setFirstPlayer(0));
        window->setPlayMode(true);
        play->waitForNaming();  // the game's tags come from a worker
        PlayPanel* panel = window->playPanel();
        const Picture start = *play->startPicture();
        // the review and Explain name the game's edges as the canvas tags them: "b (edge 4)" where
        // the canvas shows "b", not the drawing's shared "hem of the skirt"
        const Picture& named = *play->namingPicture();
        QCOMPARE(named.edgeCount(), start.edgeCount());
        for (const Edge& e : named.edges()) QCOMPARE(QString::fromStdString(e.name), play->edgeTag(e.id));
        QVERIFY(std::any_of(start.edges().begin(), start.edges().end(),
                            [&](const Edge& e) { return play->edgeTag(e.id) != QString::fromStdString(e.name); }));
        const Analysis atStart = analyse(start);
        QVERIFY(atStart.value != 0);  // you can win...
        const EdgeId losing = firstLosingMove(start);  // ...and hand it away
        QVERIFY(losing >= 0);
        QVERIFY(play->humanChop(losing));
        QVERIFY(!panel->review()->available());
        while (!play->isOver()) {  // then any standing edge, each time the engine has answered
            QTRY_VERIFY(play->isOver() || !play->inputLocked());
            if (play->isOver()) break;
            QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->session().position()).front()));
            if (!play->isOver()) QVERIFY(!panel->review()->available());  // no review while it goes on
        }
        QCOMPARE(play->winner(), std::optional<int>(1));  // you lost

        QTRY_VERIFY(panel->review()->available());
        QListWidget* rows = panel->reviewList();
        QVERIFY(panel->findChild<QGroupBox*>(QStringLiteral("review"))->isVisible());
        QCOMPARE(rows->count(), play->ply());
        QVERIFY(!panel->moveList()->isVisible());  // the review lists the moves, in the move list's place
        QCOMPARE(panel->review()->reviewedSide(), 0);
        QCOMPARE(panel->review()->firstLosingRow(), std::optional<int>(0));
        const EdgeId better = atStart.winningMoves.front();
        const QString expected = QStringLiteral("Move 1, you chopped %1: it left %2, a losing move; chopping %3 would "
                                                "have left 0.")
                                     .arg(edgeName(named, losing))
                                     .arg(analyse(start.chop(losing).picture).value)
                                     .arg(edgeName(named, better));
        QCOMPARE(rows->item(0)->text(), expected);
        QVERIFY(rows->item(0)->font().bold());
        QVERIFY(!rows->item(1)->font().bold());
        QVERIFY(rows->item(0)->background() != rows->item(1)->background());
        // The engine, answering perfectly, left 0 each time.
        for (int row = 1; row < rows->count(); row += 2)
            QVERIFY2(rows->item(row)->text().startsWith(QStringLiteral("Move %1, the perfect engine chopped ").arg(row + 1)) &&
                         rows->item(row)->text().endsWith(QStringLiteral(": it left 0, a winning move.")),
                     qPrintable(rows->item(row)->text()));
        for (int row = 2; row < rows->count(); row += 2)  // and from 0, every move of yours lost
            QVERIFY2(rows->item(row)->text().endsWith(QStringLiteral("but no move there could leave 0 (the position "
                                                                     "was worth 0).")),
                     qPrintable(rows->item(row)->text()));
        QCOMPARE(panel->reviewSummary()->text(),
                 QStringLiteral("Move 1 handed the win away: chopping %1 instead would have left 0.").arg(edgeName(named, better)));

        // A click on the row shows the position that move faced, its winning moves marked.
        rows->scrollToItem(rows->item(0));
        QTest::mouseClick(rows->viewport(), Qt::LeftButton, {}, rows->visualItemRect(rows->item(0)).center());
        QCOMPARE(play->ply(), 0);
        QVERIFY(play->session().position() == start);
        QTRY_VERIFY(!play->markedEdges().empty());
        std::vector<EdgeId> marked = play->markedEdges();
        std::sort(marked.begin(), marked.end());
        QCOMPARE(marked, atStart.winningMoves);
        QVERIFY(panel->review()->available());  // the same game, moved about in
        QCOMPARE(rows->count(), int(play->session().history().size()));

        play->newGame();
        QVERIFY(!panel->review()->available());
        QVERIFY(!panel->findChild<QGroupBox*>(QStringLiteral("review"))->isVisible());
        QVERIFY(panel->moveList()->isVisible());
        closeWindow(window);
    }

    void puzzleWrongAnswerSaysOnlyWhatItLeft() {
        PuzzlePage page;
        page.setSeed(38);
        page.resize(1100, 680);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setSource(PuzzlePage::Source::Hackenbush);
        page.setLevel(2);
        int checked = 0;
        for (int n = 0; n < 40 && checked < 4; ++n, page.newPuzzle()) {
            QTRY_VERIFY(page.ready());
            const Picture p = page.puzzle().picture;
            const Analysis a = analyse(p);
            if (a.winningMoves.empty()) continue;
            std::vector<std::string> winning;
            for (EdgeId w : a.winningMoves) winning.push_back(text::chopName(p, w));
            EdgeId wrong = -1;
            for (const Edge& e : p.edges())
                if (std::find(a.winningMoves.begin(), a.winningMoves.end(), e.id) == a.winningMoves.end()) wrong = e.id;
            if (wrong < 0) continue;
            ++checked;
            QVERIFY(page.answerButton()->isEnabled());

            page.chop(wrong);
            const QString said = page.feedback();
            const std::uint64_t left = analyse(p.chop(wrong).picture).value;
            QVERIFY2(said.contains(QStringLiteral("leaves value %1, not 0").arg(left)), qPrintable(said));
            for (const std::string& w : winning) QVERIFY2(!names(said, w), qPrintable(said));
            QVERIFY2(!said.contains(QStringLiteral("winning move was")), qPrintable(said));
            QVERIFY(page.tryAgainButton()->isEnabled());

            // "No winning move", where one exists: the value, and still no move.
            page.tryAgain();
            page.claimNoWinningMove();
            QVERIFY2(page.feedback().contains(QStringLiteral("the value is %1, not 0").arg(a.value)), qPrintable(page.feedback()));
            for (const std::string& w : winning) QVERIFY2(!names(page.feedback(), w), qPrintable(page.feedback()));

            // Asked for, the answer comes: the first winning move, marked on the picture.
            QTest::mouseClick(page.answerButton(), Qt::LeftButton);
            QVERIFY2(page.feedback().startsWith(QStringLiteral("The answer: %1 leaves value 0")
                                                    .arg(QString::fromStdString(winning.front()))),
                     qPrintable(page.feedback()));
        }
        QCOMPARE(checked, 4);

        // Asking before answering: the puzzle is lost for the streak.
        QTRY_VERIFY(page.ready());
        const Analysis a = analyse(page.puzzle().picture);
        if (a.winningMoves.empty()) page.claimNoWinningMove();
        else page.chop(a.winningMoves.front());
        QVERIFY(page.lastVerdict() == std::optional<bool>(true));
        QVERIFY(page.streak() >= 1);
        page.newPuzzle();
        QTRY_VERIFY(page.ready());
        QTest::mouseClick(page.answerButton(), Qt::LeftButton);
        QCOMPARE(page.streak(), 0);
        QVERIFY(page.feedback().startsWith(QStringLiteral("The answer: ")));
    }

    // The same ladder for Welter's strip and Nim's heaps: a wrong move names no winning move.
    void welterAndNimWrongMovesNameNoWinningMove() {
        PuzzlePage page;
        page.setSeed(380);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        int checked = 0;
        for (auto source : {PuzzlePage::Source::Welter, PuzzlePage::Source::Nim}) {
            page.setSource(source);
            for (int n = 0; n < 30; ++n, page.newPuzzle()) {
                QTRY_VERIFY(page.ready());
                const exercises::Exercise& ex = page.puzzle();
                const std::vector<std::string> winning = exercises::winningMoveNames(ex);
                if (winning.empty()) continue;
                if (source == PuzzlePage::Source::Welter) {
                    std::optional<welter::Move> wrong;
                    for (const welter::Move& m : welter::legalMoves(ex.coins))
                        if (welter::value(welter::applyMove(ex.coins, m)) != 0) wrong = m;
                    if (!wrong) continue;
                    page.moveCoin(int(wrong->from), int(wrong->to));
                } else {
                    std::optional<std::size_t> heap;
                    for (std::size_t h = 0; h < ex.heaps.size(); ++h) {
                        std::vector<std::int64_t> after = ex.heaps;
                        if (after[h] == 0) continue;
                        after[h] = 0;
                        if (nim::nimSum(after) != 0) heap = h;
                    }
                    if (!heap) continue;
                    page.takeFromHeap(*heap, ex.heaps[*heap], 0);
                }
                QCOMPARE(page.lastVerdict(), std::optional<bool>(false));
                QVERIFY2(page.feedback().contains(QStringLiteral(", not 0. Try again")), qPrintable(page.feedback()));
                for (const std::string& w : winning) QVERIFY2(!names(page.feedback(), w), qPrintable(page.feedback()));
                QTest::mouseClick(page.answerButton(), Qt::LeftButton);
                QVERIFY2(names(page.feedback(), winning.front()), qPrintable(page.feedback()));
                ++checked;
                break;
            }
        }
        QCOMPARE(checked, 2);
    }
};

QTEST_MAIN(TestPlayReview)
#include "tst_play_review.moc"
