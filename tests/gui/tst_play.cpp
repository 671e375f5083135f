// gui_play: Play mode driven through the real window. A simulated click on the viewport at an edge's
// midpoint chops that edge and removes exactly the edges the core says fall (Picture::chop), on every
// edge of the tree example in turn; the falling ghosts disappear; undo and redo of moves; the engine
// answers off the GUI thread with a winning move when one exists, input is locked meanwhile and a
// stale answer is dropped; engine-against-engine games (engine delay 0) on 12 random pictures end with
// the right winner, in normal and misère play; pause and step; the hint; the misère limit; leaving Play
// shows the drawing again, unchanged, with its edits enabled. The engine delay control works in every
// mode; a change of player does not rewrite who made the moves; misère play says who wins; the Hint
// button does not move as messages wrap; a tooltip does not outlive an undo. Play runs on the shared
// game controller (its shared behaviour is proven in gui_game_controller): a click on the move list
// shows that position on the canvas, the pause holds an engine against a human too, and leaving Play
// ends the game but keeps the settings; the status line's instruction comes back after a status tip. (The session itself is tested against the rules in
// core_game_session.)
#include "gui_test_helpers.h"
#include "play_controller.h"
#include "play_panel.h"
#include "tagged_label_checks.h"

#include "homestead/misere_search.h"

#include <algorithm>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLayout>
#include <QPushButton>
#include <QToolTip>
#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QStatusBar>
#include <QStatusTipEvent>

#include "../hang_guard.h"

using namespace guitest;

namespace {

void clickEdge(PictureView* view, PictureScene* scene, EdgeId id) {
    EdgeItem* item = scene->edgeItem(id);
    QVERIFY(item);
    const QPointF mid = item->path().pointAtPercent(0.5);
    QWidget* vp = view->viewport();
    const QPoint p = view->mapFromScene(mid);
    sendMouse(vp, QEvent::MouseMove, p, Qt::NoButton, Qt::NoButton);
    sendMouse(vp, QEvent::MouseButtonPress, p, Qt::LeftButton, Qt::LeftButton);
    sendMouse(vp, QEvent::MouseButtonRelease, p, Qt::LeftButton, Qt::NoButton);
}

std::set<EdgeId> edgeIds(const Picture& p) {
    std::set<EdgeId> out;
    for (const Edge& e : p.edges()) out.insert(e.id);
    return out;
}

Picture twoStalks() {  // value 0: every move loses
    Picture p;
    NodeId g = p.addNode(Point{0, 0}, true);
    for (double x : {-1.0, 1.0}) {
        NodeId a = p.addNode(Point{x, 1.5}), b = p.addNode(Point{x, 3});
        p.addEdge(g, a);
        p.addEdge(a, b);
    }
    return p;
}

// Past misère's limit of 16 standing edges.
Picture stalkOf25() {
    Picture big;
    NodeId below = big.addNode(Point{0, 0}, true);
    for (int k = 0; k < 25; ++k) {
        NodeId up = big.addNode(Point{0, 1.0 + k});
        big.addEdge(below, up);
        below = up;
    }
    return big;
}

}  // namespace

class TestPlay : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QVERIFY((window = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/tree.json"))));
        play = quickPlay(window);
    }
    void cleanup() { closeWindow(window); }

    void clickChopsExactlyWhatTheCoreSaysFalls() {
        const Picture drawing = window->document()->picture();
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window->setPlayMode(true);
        play->waitForNaming();  // the game's tags come from a worker
        QCOMPARE(static_cast<QGraphicsScene*>(window->view()->scene()), static_cast<QGraphicsScene*>(play->scene()));
        QVERIFY(!window->actions().deleteSelection->isEnabled());
        QVERIFY(!window->actions().drawMode->isEnabled());
        int dropped = 0;
        for (const Edge& e : drawing.edges()) {  // every edge of the tree, each from the start
            play->newGame();
            const Picture before = play->session().position();
            ChopResult expected = before.chop(e.id);
            clickEdge(window->view(), play->scene(), e.id);
            QCOMPARE(play->session().ply(), 1u);
            QVERIFY(play->session().position() == expected.picture);
            QVERIFY(play->document()->picture() == expected.picture);
            std::set<EdgeId> gone;
            for (EdgeId id : edgeIds(before))
                if (!play->scene()->edgeItem(id)) gone.insert(id);
            std::set<EdgeId> want(expected.fallen.begin(), expected.fallen.end());
            want.insert(e.id);
            QCOMPARE(gone, want);
            QCOMPARE(play->ghostCount(), expected.fallen.empty() ? 1 : 2);  // the chopped edge and all that falls, fading...
            QTRY_COMPARE(play->ghostCount(), 0);             // ...then disappear
            dropped += int(expected.fallen.size());
            // stresses follow the chop, each after the tag the move list names its edge by
            QString problem = checkTaggedLabels(play->scene(), expected.picture, [this](EdgeId id) { return play->edgeTag(id); }, true);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));

            play->undo();
            QVERIFY(play->session().position() == before);
            QCOMPARE(edgeIds(before).size(), std::size_t(std::count_if(before.edges().begin(), before.edges().end(),
                                                                        [&](const Edge& x) { return play->scene()->edgeItem(x.id) != nullptr; })));
            play->redo();
            QVERIFY(play->session().position() == expected.picture);
        }
        QVERIFY(dropped > 0);  // some chops made something fall
        QVERIFY(window->document()->picture() == drawing);
        QCOMPARE(play->moveTexts().size(), 1);

        const int undoCount = window->undoStack()->count();
        window->setPlayMode(false);
        QCOMPARE(static_cast<QGraphicsScene*>(window->view()->scene()), static_cast<QGraphicsScene*>(window->scene()));
        QVERIFY(window->document()->picture() == drawing);
        QCOMPARE(window->undoStack()->count(), undoCount);
        for (const Edge& e : drawing.edges()) QVERIFY(window->scene()->edgeItem(e.id));
        QVERIFY(!window->actions().deleteSelection->isEnabled());  // nothing selected
        window->scene()->edgeItem(drawing.edges().front().id)->setSelected(true);
        QVERIFY(window->actions().deleteSelection->isEnabled());
        window->scene()->clearSelection();
        QVERIFY(!window->actions().deleteSelection->isEnabled());
        QVERIFY(window->actions().drawMode->isEnabled());
    }

    void engineAnswersAndInputIsLockedMeanwhile() {
        play->setPlayers(PlayerKind::Human, PlayerKind::EnginePerfect);
        play->setHighlightDuration(150);
        window->setPlayMode(true);
        QVERIFY(!play->inputLocked());
        QSignalSpy chose(play, &PlayController::engineChose);
        QSignalSpy answered(play, &PlayController::answered);
        const Picture start = play->session().position();
        // a top twig: something stays standing for the engine
        EdgeId first = -1;
        for (const Edge& e : start.edges())
            if (load(start, e.id).empty()) { first = e.id; break; }
        QVERIFY(first >= 0);
        clickEdge(window->view(), play->scene(), first);
        QCOMPARE(play->session().ply(), 1u);
        QVERIFY(play->inputLocked());
        const Picture afterHuman = play->session().position();
        for (const Edge& e : afterHuman.edges()) {  // clicks while the engine moves change nothing
            clickEdge(window->view(), play->scene(), e.id);
            break;
        }
        QCOMPARE(play->session().ply(), 1u);
        QTRY_COMPARE(chose.count(), 1);
        QCOMPARE(play->markedEdges(), std::vector<EdgeId>{chose.at(0).at(0).value<EdgeId>()});  // shown before the chop
        QTRY_COMPARE(answered.count(), 1);
        QCOMPARE(play->session().ply(), 2u);
        const auto reply = play->session().moves().back();
        QCOMPARE(reply.side, 1);
        QCOMPARE(reply.by, PlayerKind::EnginePerfect);
        QVERIFY(afterHuman.standingMask()[afterHuman.indexOfEdge(reply.move)]);
        if (analyse(afterHuman).value != 0) QCOMPARE(analyse(play->session().position()).value, std::uint64_t(0));
        QCOMPARE(play->inputLocked(), play->session().over());  // the human's turn again, unless it is over
        QCOMPARE(window->playPanel()->moveList()->count(), 2);

        play->undo();  // both plies: the human is to move at the start again
        QCOMPARE(play->session().ply(), 0u);
        QVERIFY(play->session().position() == start);
        QVERIFY(!play->inputLocked());

        // a stale answer: the position changes while the engine thinks, and its move is dropped
        play->setHighlightDuration(0);
        QVERIFY(play->humanChop(first));
        QVERIFY(play->engineThinking());
        play->undo();
        QVERIFY(!play->engineThinking());
        const int dropped = play->runner()->droppedCount();
        QTRY_COMPARE(play->runner()->droppedCount(), dropped + 1);  // the request under way, dropped
        QCOMPARE(answered.count(), 1);
        QCOMPARE(play->session().ply(), 0u);
        QVERIFY(play->session().position() == start);
    }

    void engineAgainstEngineEndsWithTheRightWinner() {
        std::mt19937 rng(4242);
        play->setHighlightDuration(0);
        play->setFallDuration(0);
        for (int round = 0; round < 12; ++round) {
            Picture p = randomPicture(rng, 7, 4 + round % 9);
            const bool misere = round % 3 == 2;
            const int firstSide = round % 2;
            window->setPlayMode(false);
            window->document()->setPicture(p);
            play->setPlayers(PlayerKind::EnginePerfect, PlayerKind::EnginePerfect);
            play->setFirstPlayer(firstSide);
            window->setPlayMode(true);
            QVERIFY(play->setMisere(misere));
            QSignalSpy over(play, &PlayController::gameOver);
            QTRY_VERIFY_WITH_TIMEOUT(play->session().over(), homestead::testing::kHangGuardMs);
            const bool firstWins = misere ? misereAnalyse(p).firstPlayerWins : analyse(p).value != 0;
            QCOMPARE(play->session().winner().value(), firstWins ? firstSide : 1 - firstSide);
            if (!play->session().moves().empty()) QCOMPARE(play->session().moves().front().side, firstSide);
            QVERIFY(window->playPanel()->announcementLabel()->isVisibleTo(window->playPanel()));
            QVERIFY(window->playPanel()->announcementLabel()->text().contains(QStringLiteral("Game over")));
            QVERIFY(window->document()->picture() == p);
        }
    }

    void pauseAndStep() {
        play->setPlayers(PlayerKind::EnginePerfect, PlayerKind::EngineCasual);
        play->setPaused(true);
        window->setPlayMode(true);
        QVERIFY(!QTest::qWaitFor([&] { return play->session().ply() > 0; }, 200));
        QSignalSpy answered(play, &PlayController::answered);
        play->step();
        QTRY_COMPARE(answered.count(), 1);
        QCOMPARE(play->session().ply(), 1u);
        QVERIFY(!QTest::qWaitFor([&] { return play->session().ply() > 1; }, 200));
        play->setPaused(false);
        QTRY_VERIFY_WITH_TIMEOUT(play->session().over(), homestead::testing::kHangGuardMs);
    }

    void hintShowsEveryWinningMoveOrSaysNoneExists() {
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window->document()->setPicture(nimStalks({1, 3, 3, 2}));  // value 1 ⊕ 3 ⊕ 3 ⊕ 2 = 3
        window->setPlayMode(true);
        // Asked before the position's analysis may have come: the hint is shown when it comes (the
        // window never waits for it).
        play->showHint();
        QTRY_VERIFY(!play->markedEdges().empty());
        std::vector<EdgeId> wins = play->showHint();
        QCOMPARE(wins, analyse(play->session().position()).winningMoves);
        QVERIFY(!wins.empty());
        std::vector<EdgeId> marked = play->markedEdges();
        std::sort(marked.begin(), marked.end());
        QCOMPARE(marked, wins);
        QVERIFY(window->playPanel()->hintLabel()->text().contains(QStringLiteral("winning move")));
        EdgeId keepMost = wins.front();  // a winning chop that leaves something standing
        for (EdgeId w : wins)
            if (load(play->session().position(), w).size() < load(play->session().position(), keepMost).size()) keepMost = w;
        clickEdge(window->view(), play->scene(), keepMost);
        QVERIFY(!play->session().over());
        QVERIFY(play->markedEdges().empty());  // the hint belongs to the position it was asked in
        QTRY_VERIFY(!play->document()->analysisPending());
        QVERIFY(play->showHint().empty());      // after a winning move the opponent has none
        QVERIFY(play->hintText().contains(QStringLiteral("No winning move exists: the player to move loses")));

        window->setPlayMode(false);
        window->document()->setPicture(twoStalks());
        window->setPlayMode(true);
        QTRY_VERIFY(!play->document()->analysisPending());
        QVERIFY(play->showHint().empty());
        QVERIFY(window->playPanel()->hintLabel()->text().contains(QStringLiteral("every move loses")));
    }

    void misereDisabledAboveTheLimitWithTheReason() {
        window->document()->setPicture(stalkOf25());
        window->setPlayMode(true);
        PlayPanel* panel = window->playPanel();
        QVERIFY(!panel->misereBox()->isEnabled());
        QVERIFY(panel->misereBox()->toolTip().contains(QStringLiteral("25")));
        QVERIFY(panel->misereReason()->isVisibleTo(panel));
        QVERIFY(panel->misereReason()->text().contains(QStringLiteral("25")));
        QVERIFY(!play->setMisere(true));
        QVERIFY(!play->session().misere());

        // The reason counts the edges still standing: three chops off the top leave 22
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        auto topEdge = [this] { return play->session().position()->edges().back().id; };
        for (int chop = 0; chop < 3; ++chop) QVERIFY(play->humanChop(topEdge()));
        QCOMPARE(play->session().position()->edgeCount(), std::size_t(22));
        QVERIFY2(panel->misereReason()->text().contains(QStringLiteral("has 22")), qPrintable(panel->misereReason()->text()));
        QVERIFY(!panel->misereReason()->text().contains(QStringLiteral("25")));
        QVERIFY(panel->misereBox()->toolTip().contains(QStringLiteral("22")));
        QVERIFY(!panel->misereBox()->isEnabled());
        // within the limit now, but misère would start a new game from the 25 edges drawn: it says so
        const Edge low = play->session().position()->edges()[10];
        QVERIFY(play->humanChop(low.id));
        QCOMPARE(play->session().position()->edgeCount(), std::size_t(10));
        QVERIFY2(panel->misereReason()->text().contains(QStringLiteral("new game")) && panel->misereReason()->text().contains(QStringLiteral("25")),
                 qPrintable(panel->misereReason()->text()));
        QVERIFY(!panel->misereBox()->isEnabled());
        QVERIFY(!play->setMisere(true));
        play->undo();  // 22 standing again
        QVERIFY2(panel->misereReason()->text().contains(QStringLiteral("has 22")), qPrintable(panel->misereReason()->text()));

        window->setPlayMode(false);
        window->document()->setPicture(twoStalks());
        window->setPlayMode(true);
        QVERIFY(panel->misereBox()->isEnabled());
        QVERIFY(!panel->misereReason()->isVisibleTo(panel));
        panel->misereBox()->setChecked(true);
        QVERIFY(play->session().misere());
    }

    // The Play panel's wrapped sentences keep all their lines with Explain open below it: a dock
    // lays the panel out by size hints, which cut the misère note to two of its three lines.
    void wrappedMessagesAreNeverCut() {
        window->document()->setPicture(stalkOf25());
        window->actions().explain->setChecked(true);
        window->setPlayMode(true);
        PlayPanel* panel = window->playPanel();
        QLabel* note = panel->misereReason();
        QTRY_VERIFY(note->isVisible() && note->width() > 0);
        QCoreApplication::processEvents();
        QVERIFY2(note->height() >= note->heightForWidth(note->width()),
                 qPrintable(QStringLiteral("%1 px high, its lines take %2 at %3 px wide")
                                .arg(note->height()).arg(note->heightForWidth(note->width())).arg(note->width())));
        for (QLabel* message : {panel->valueLabel(), panel->turnLabel()})
            if (message->isVisible()) QVERIFY(message->height() >= message->heightForWidth(message->width()));
        window->setPlayMode(false);
        window->actions().explain->setChecked(false);
    }

    // One engine delay control, in every mode: enabled (never greyed) when a human plays the engine,
    // and the engine's reply waits exactly that long.
    void engineDelayWorksInEveryMode() {
        PlayPanel* panel = window->playPanel();
        for (auto players : {std::pair{PlayerKind::Human, PlayerKind::EnginePerfect},
                             std::pair{PlayerKind::EnginePerfect, PlayerKind::EngineCasual},
                             std::pair{PlayerKind::Human, PlayerKind::Human}}) {
            play->setPlayers(players.first, players.second);
            window->setPlayMode(true);
            QVERIFY(panel->delayBox()->isEnabled());
            QVERIFY(panel->delayBox()->isVisibleTo(panel));
            window->setPlayMode(false);
        }
        play->setPlayers(PlayerKind::Human, PlayerKind::EnginePerfect);
        window->setPlayMode(true);
        panel->delayBox()->setValue(0.9);
        QCOMPARE(play->engineDelay(), 900);
        QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->session().position()).back()));
        QVERIFY(play->engineThinking());
        QCOMPARE(play->runner()->lastDelay(), 900);
        panel->delayBox()->setValue(0);
        QCOMPARE(play->engineDelay(), 0);
    }

    // A change of player mid-game keeps the game and does not rewrite history: the move list credits
    // each move to the kind of player that made it, and the banner the winner as it played.
    void changingAPlayerKeepsWhoMadeTheMoves() {
        play->setPlayers(PlayerKind::Human, PlayerKind::EnginePerfect);
        play->setHighlightDuration(0);
        window->document()->setPicture(nimStalks({3, 2}));  // value 1: the human can win
        window->setPlayMode(true);
        const EdgeId win = play->session().winningMoves().front();
        QVERIFY(play->humanChop(win));
        QTRY_COMPARE(play->session().ply(), 2u);
        QStringList lines = play->moveTexts();
        QVERIFY2(lines[0].startsWith(QStringLiteral("1. You: ")), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QStringLiteral("2. Perfect engine: ")), qPrintable(lines[1]));
        play->setPlayers(PlayerKind::EnginePerfect, PlayerKind::Human);  // sides swap kinds
        QCOMPARE(play->session().ply() >= 2u, true);                        // the game goes on
        lines = play->moveTexts();
        QVERIFY2(lines[0].startsWith(QStringLiteral("1. Player 1 — human: ")), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QStringLiteral("2. Player 2 — perfect engine: ")), qPrintable(lines[1]));
        QCOMPARE(window->playPanel()->moveList()->item(1)->text(), lines[1]);
        QCOMPARE(window->playPanel()->moveList()->item(1)->toolTip(), lines[1]);  // long lines: wrapped, and whole in the tooltip
        QVERIFY(window->playPanel()->moveList()->wordWrap());
        // Two engines: named "Player 2 — perfect engine", not "Player 2 (Engine (perfect))".
        play->setPlayers(PlayerKind::EnginePerfect, PlayerKind::EnginePerfect);
        QCOMPARE(play->sideName(1), QStringLiteral("Player 2 — perfect engine"));
    }

    // Misère play says who wins the position on screen, as normal play does with the value.
    void misereSaysWhoWins() {
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window->document()->setPicture(twoStalks());  // misère Nim 2, 2: the player to move loses
        window->setPlayMode(true);
        QVERIFY(play->setMisere(true));
        QLabel* value = window->playPanel()->valueLabel();
        QTRY_VERIFY(play->misereOutcome().has_value());
        QCOMPARE(*play->misereOutcome(), misereAnalyse(twoStalks()).firstPlayerWins);
        QVERIFY2(value->text().contains(QStringLiteral("player to move loses")), qPrintable(value->text()));
        window->setPlayMode(false);
        window->document()->setPicture(nimStalks({1, 3, 3, 2}));  // misère: the player to move wins
        window->setPlayMode(true);
        QVERIFY(play->session().misere());
        QTRY_VERIFY(play->misereOutcome().has_value());
        QVERIFY(*play->misereOutcome());
        QVERIFY2(value->text().contains(QStringLiteral("player to move wins")), qPrintable(value->text()));
        // The hint reads the misère search made off the window's thread: the same moves.
        std::vector<EdgeId> hinted = play->showHint();
        std::sort(hinted.begin(), hinted.end());
        std::vector<EdgeId> expected = misereAnalyse(nimStalks({1, 3, 3, 2})).winningMoves;
        std::sort(expected.begin(), expected.end());
        QVERIFY(!expected.empty());
        QCOMPARE(hinted, expected);
    }

    // The Hint button stays where it is while the messages around it wrap to more lines or the
    // game-over announcement replaces them.
    void hintButtonStaysPut() {
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window->document()->setPicture(nimStalks({1, 3, 3, 2}));
        window->setPlayMode(true);
        PlayPanel* panel = window->playPanel();
        auto top = [&] {
            QCoreApplication::processEvents();
            panel->layout()->activate();
            return panel->hintButton()->mapTo(panel, QPoint(0, 0)).y();
        };
        const int y = top();
        QTRY_VERIFY(!play->document()->analysisPending());
        play->showHint();  // a long hint text
        QCOMPARE(top(), y);
        while (!play->session().over()) QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->session().position()).front()));
        QVERIFY(panel->announcementLabel()->isVisibleTo(panel));
        QCOMPARE(top(), y);
    }

    // A tooltip shown over the canvas does not linger after an undo changes what is under it.
    void tooltipGoesWithUndo() {
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window->setPlayMode(true);
        QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->session().position()).front()));
        QToolTip::showText(window->view()->viewport()->mapToGlobal(QPoint(20, 20)), QStringLiteral("Edge 3: stress 2"),
                           window->view()->viewport());
        QTRY_VERIFY(QToolTip::isVisible());
        play->undo();
        // hideText() lets the tip fade out (a few hundred ms); left alone it would stay for 10 s.
        QTRY_VERIFY_WITH_TIMEOUT(!QToolTip::isVisible(), homestead::testing::kHangGuardMs);
    }

    // Play's move list is the shared one (game_controls.h): clicking a move goes back to the position
    // after it, and the canvas shows that position; the later moves stay listed, greyed, to redo, each
    // still saying what fell.
    void moveListClickShowsThatPosition() {
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window->document()->setPicture(nimStalks({2, 3, 3, 4}));
        window->setPlayMode(true);
        std::vector<Picture> after;
        for (int i = 0; i < 3; ++i) {  // chop at a foot each time, so something falls
            const Picture& now = play->session().position();
            std::vector<EdgeId> moves = HackenbushRules::legalMoves(now);
            const EdgeId foot = *std::max_element(moves.begin(), moves.end(), [&](EdgeId a, EdgeId b) {
                return load(now, a).size() < load(now, b).size();
            });
            QVERIFY(play->humanChop(foot));
            after.push_back(play->session().position());
        }
        QListWidget* list = window->playPanel()->moveList();
        const QStringList lines = play->moveTexts();
        QCOMPARE(list->count(), 3);
        QVERIFY2(lines[2].contains(QStringLiteral("more fell")), qPrintable(lines[2]));
        emit list->itemClicked(list->item(0));
        QCOMPARE(play->session().ply(), 1u);
        QVERIFY(play->document()->picture() == after[0]);
        for (const Edge& e : after[0].edges()) QVERIFY(play->scene()->edgeItem(e.id));
        QCOMPARE(list->count(), 3);
        QCOMPARE(play->moveTexts(), lines);  // the undone moves keep their lines
        QCOMPARE(list->item(2)->foreground().color(), list->palette().color(QPalette::Disabled, QPalette::Text));
        emit list->itemClicked(list->item(2));
        QVERIFY(play->document()->picture() == after[2]);
    }

    // Pause holds the engines in every mode (a human against an engine too), and Step plays one
    // engine move.
    void pauseHoldsTheEngineAgainstAHuman() {
        play->setPlayers(PlayerKind::Human, PlayerKind::EnginePerfect);
        window->document()->setPicture(nimStalks({1, 3, 3, 2}));
        window->setPlayMode(true);
        PlayPanel* panel = window->playPanel();
        QVERIFY(panel->pauseButton()->isEnabled());
        panel->pauseButton()->setChecked(true);
        QVERIFY(play->paused());
        QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->session().position()).front()));
        QVERIFY(!play->engineThinking());  // held
        QCOMPARE(panel->turnLabel()->text(), QStringLiteral("Perfect engine to move (engines paused)"));
        QVERIFY(panel->stepButton()->isEnabled());
        QSignalSpy answered(play, &PlayController::answered);
        panel->stepButton()->click();
        QVERIFY(play->engineThinking());
        QTRY_COMPARE(answered.count(), 1);
        QCOMPARE(play->session().ply(), 2u);
        QVERIFY(!panel->stepButton()->isEnabled());  // a human to move
        panel->pauseButton()->setChecked(false);
        QVERIFY(!play->paused());
    }

    // Leaving Play ends the game (its moves and what fell are let go); the players, the first mover
    // and the rule stay for the next game, and the first mover may be chosen again.
    void leavingEndsTheGameAndKeepsTheSettings() {
        play->setPlayers(PlayerKind::Human, PlayerKind::EngineCasual);
        window->document()->setPicture(twoStalks());
        window->setPlayMode(true);
        QVERIFY(play->setMisere(true));
        play->setPaused(true);
        QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->session().position()).front()));
        QVERIFY(!play->setFirstPlayer(1));  // fixed once a move is made
        // ... and the advice names the panel's button (F5 is the presentation mode on this tab)
        QVERIFY2(play->lastError().contains(QStringLiteral("New Game")) && !play->lastError().contains(QStringLiteral("F5")),
                 qPrintable(play->lastError()));
        window->setPlayMode(false);
        QVERIFY(play->session().history().empty());
        QVERIFY(play->session().undoRecords().empty());
        QCOMPARE(play->player(1), PlayerKind::EngineCasual);
        QVERIFY(play->misere());
        QVERIFY(play->setFirstPlayer(1));
        window->setPlayMode(true);
        QCOMPARE(play->session().ply(), 0u);
        QCOMPARE(play->toMove(), 1);
        QVERIFY(play->misere());
        QVERIFY(play->session().position() == twoStalks());
    }

    // In Play the status line says what to do, and says it again after a toolbar button's status
    // tip has covered it (the mouse leaving the button clears the status line's message).
    void instructionComesBackAfterStatusTips() {
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        auto* instruction = window->statusBar()->findChild<QLabel*>(QStringLiteral("playInstruction"));
        QVERIFY(instruction);
        QVERIFY(!instruction->isVisible());
        window->setPlayMode(true);
        QVERIFY(instruction->isVisible());
        QVERIFY2(instruction->text().contains(QStringLiteral("click an edge to chop it")), qPrintable(instruction->text()));
        for (const QString& tip : {QStringLiteral("Zoom in"), QString()}) {  // onto a button and off it
            QStatusTipEvent event(tip);
            QCoreApplication::sendEvent(window, &event);
            QCOMPARE(window->statusBar()->currentMessage(), tip);
            QCOMPARE(instruction->isVisible(), tip.isEmpty());
        }
        window->setPlayMode(false);
        QVERIFY(!instruction->isVisible());
    }

private:
    MainWindow* window = nullptr;
    PlayController* play = nullptr;
};

QTEST_MAIN(TestPlay)
#include "tst_play.moc"
