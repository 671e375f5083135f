// gui_play: Play mode driven through the real window. A simulated click on the viewport at an edge's
// midpoint chops that edge and removes exactly the edges the core says fall (Picture::chop), on every
// edge of the tree example in turn; the falling ghosts disappear; undo and redo of moves; the engine
// answers off the GUI thread with a winning move when one exists, input is locked meanwhile and a
// stale answer is dropped; engine-against-engine games (pace 0) on 12 random pictures end with the
// right winner, in normal and misère play; pause and step; the hint; the misère limit; leaving Play
// shows the drawing again, unchanged, with its edits enabled.
#include "gui_test_helpers.h"
#include "play_controller.h"
#include "play_panel.h"

#include "homestead/misere_search.h"

#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>

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

Picture stalks(std::vector<int> heights) {  // Nim heaps standing on the ground
    Picture p;
    NodeId g = p.addNode(Point{0, 0}, true);
    double x = 0;
    for (int h : heights) {
        NodeId below = g;
        for (int k = 0; k < h; ++k) {
            NodeId up = p.addNode(Point{x, 1.5 * (k + 1)});
            p.addEdge(below, up);
            below = up;
        }
        x += 1.5;
    }
    return p;
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

}  // namespace

class TestPlay : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QVERIFY((window = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/tree.json"))));
        play = quickPlay(window);
    }
    void cleanup() { closeWindow(window); }

    // The session alone: 500 random games of random legal moves (fixed seed): each move is what
    // Picture::chop says, illegal chops are refused, the game ends within one move per edge with the
    // right winner (normal: the player who cannot move loses; misère: wins), undo back to the start
    // and redo to the end replay the same positions.
    void sessionPlaysUndoesAndRedoes() {
        std::mt19937 rng(777);
        for (int round = 0; round < 500; ++round) {
            Picture p = randomPicture(rng, 6, int(rng() % 12));
            const bool misere = round % 2;
            const int first = int(rng() % 2);
            PlaySession s(p, {PlayerKind::Human, PlayerKind::Human}, first, misere);
            std::vector<Picture> seen{p};
            while (!s.over()) {
                std::vector<EdgeId> legal = s.legalMoves();
                QVERIFY(!legal.empty());
                QVERIFY_THROWS_EXCEPTION(IllegalMove, s.chop(s.position().nextEdgeId() + 5));
                const EdgeId id = legal[rng() % legal.size()];
                const int side = s.toMove();
                ChopResult want = s.position().chop(id);
                const PlayedMove& m = s.chop(id);
                QCOMPARE(m.side, side);
                QCOMPARE(m.fallen, want.fallen);
                QVERIFY(s.position() == want.picture);
                seen.push_back(s.position());
                QVERIFY(s.moveCount() <= p.edgeCount());
            }
            const int cannotMove = s.toMove();
            QCOMPARE(s.winner(), misere ? cannotMove : 1 - cannotMove);
            QVERIFY_THROWS_EXCEPTION(IllegalMove, s.chop(0));
            for (std::size_t k = seen.size() - 1; k > 0; --k) {
                QVERIFY(s.position() == seen[k]);
                s.undo();
            }
            QVERIFY(s.position() == p);
            QCOMPARE(s.toMove(), first);
            while (s.canRedo()) s.redo();
            QVERIFY(s.position() == seen.back());
        }
    }

    void clickChopsExactlyWhatTheCoreSaysFalls() {
        const Picture drawing = window->document()->picture();
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window->setPlayMode(true);
        QCOMPARE(static_cast<QGraphicsScene*>(window->view()->scene()), static_cast<QGraphicsScene*>(play->scene()));
        QVERIFY(!window->action("delete")->isEnabled());
        QVERIFY(!window->action("drawMode")->isEnabled());
        int dropped = 0;
        for (const Edge& e : drawing.edges()) {  // every edge of the tree, each from the start
            play->newGame();
            const Picture before = play->session().position();
            ChopResult expected = before.chop(e.id);
            clickEdge(window->view(), play->scene(), e.id);
            QCOMPARE(play->session().moveCount(), 1u);
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
            QString problem = checkLabels(play->scene(), expected.picture);  // stresses follow the chop
            QVERIFY2(problem.isEmpty(), qPrintable(problem));

            play->undoMove();
            QVERIFY(play->session().position() == before);
            QCOMPARE(edgeIds(before).size(), std::size_t(std::count_if(before.edges().begin(), before.edges().end(),
                                                                        [&](const Edge& x) { return play->scene()->edgeItem(x.id) != nullptr; })));
            play->redoMove();
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
        QVERIFY(!window->action("delete")->isEnabled());  // nothing selected
        window->scene()->edgeItem(drawing.edges().front().id)->setSelected(true);
        QVERIFY(window->action("delete")->isEnabled());
        window->scene()->clearSelection();
        QVERIFY(!window->action("delete")->isEnabled());
        QVERIFY(window->action("drawMode")->isEnabled());
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
        QCOMPARE(play->session().moveCount(), 1u);
        QVERIFY(play->inputLocked());
        const Picture afterHuman = play->session().position();
        for (const Edge& e : afterHuman.edges()) {  // clicks while the engine moves change nothing
            clickEdge(window->view(), play->scene(), e.id);
            break;
        }
        QCOMPARE(play->session().moveCount(), 1u);
        QTRY_COMPARE(chose.count(), 1);
        QCOMPARE(play->markedEdges(), std::vector<EdgeId>{chose.at(0).at(0).value<EdgeId>()});  // shown before the chop
        QTRY_COMPARE(answered.count(), 1);
        QCOMPARE(play->session().moveCount(), 2u);
        const PlayedMove reply = play->session().moves().back();
        QCOMPARE(reply.side, 1);
        QVERIFY(afterHuman.standingMask()[afterHuman.indexOfEdge(reply.chopped)]);
        if (analyse(afterHuman).value != 0) QCOMPARE(analyse(play->session().position()).value, std::uint64_t(0));
        QCOMPARE(play->inputLocked(), play->session().over());  // the human's turn again, unless it is over
        QCOMPARE(window->playPanel()->moveList()->count(), 2);

        play->undoMove();  // both plies: the human is to move at the start again
        QCOMPARE(play->session().moveCount(), 0u);
        QVERIFY(play->session().position() == start);
        QVERIFY(!play->inputLocked());

        // a stale answer: the position changes while the engine thinks, and its move is dropped
        play->setHighlightDuration(0);
        QVERIFY(play->humanChop(first));
        QVERIFY(play->engineBusy());
        play->undoMove();
        QVERIFY(!play->engineBusy());
        QVERIFY(!QTest::qWaitFor([&] { return answered.count() > 1; }, 300));
        QCOMPARE(play->session().moveCount(), 0u);
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
            play->setFirstSide(firstSide);
            window->setPlayMode(true);
            QVERIFY(play->setMisere(misere));
            QSignalSpy over(play, &PlayController::gameOver);
            QTRY_VERIFY_WITH_TIMEOUT(play->session().over(), 60000);
            const bool firstWins = misere ? misereAnalyse(p).firstPlayerWins : analyse(p).value != 0;
            QCOMPARE(play->session().winner(), firstWins ? firstSide : 1 - firstSide);
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
        QVERIFY(!QTest::qWaitFor([&] { return play->session().moveCount() > 0; }, 200));
        QSignalSpy answered(play, &PlayController::answered);
        play->step();
        QTRY_COMPARE(answered.count(), 1);
        QCOMPARE(play->session().moveCount(), 1u);
        QVERIFY(!QTest::qWaitFor([&] { return play->session().moveCount() > 1; }, 200));
        play->setPaused(false);
        QTRY_VERIFY_WITH_TIMEOUT(play->session().over(), 60000);
    }

    void hintShowsEveryWinningMoveOrSaysNoneExists() {
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        window->document()->setPicture(stalks({1, 3, 3, 2}));  // value 1 ⊕ 3 ⊕ 3 ⊕ 2 = 3
        window->setPlayMode(true);
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
        QVERIFY(play->showHint().empty());      // after a winning move the opponent has none
        QVERIFY(play->hintText().contains(QStringLiteral("second player wins")));

        window->setPlayMode(false);
        window->document()->setPicture(twoStalks());
        window->setPlayMode(true);
        QVERIFY(play->showHint().empty());
        QVERIFY(window->playPanel()->hintLabel()->text().contains(QStringLiteral("every move loses")));
    }

    void misereDisabledAboveTheLimitWithTheReason() {
        Picture big;
        NodeId below = big.addNode(Point{0, 0}, true);
        for (int k = 0; k < 25; ++k) {
            NodeId up = big.addNode(Point{0, 1.0 + k});
            big.addEdge(below, up);
            below = up;
        }
        window->document()->setPicture(big);
        window->setPlayMode(true);
        PlayPanel* panel = window->playPanel();
        QVERIFY(!panel->misereBox()->isEnabled());
        QVERIFY(panel->misereBox()->toolTip().contains(QStringLiteral("25")));
        QVERIFY(panel->misereReason()->isVisibleTo(panel));
        QVERIFY(panel->misereReason()->text().contains(QStringLiteral("25")));
        QVERIFY(!play->setMisere(true));
        QVERIFY(!play->session().misere());

        window->setPlayMode(false);
        window->document()->setPicture(twoStalks());
        window->setPlayMode(true);
        QVERIFY(panel->misereBox()->isEnabled());
        QVERIFY(!panel->misereReason()->isVisibleTo(panel));
        panel->misereBox()->setChecked(true);
        QVERIFY(play->session().misere());
    }

private:
    MainWindow* window = nullptr;
    PlayController* play = nullptr;
};

QTEST_MAIN(TestPlay)
#include "tst_play.moc"
