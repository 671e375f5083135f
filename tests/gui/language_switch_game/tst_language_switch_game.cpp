// The Language menu builds the window again (window_host.h); a game of Hackenbush in progress goes
// on in the new window: the same moves made (and the one undone, still to redo), by the same players,
// at the same position shown on the canvas, the next move the same game's. The drawing's selection,
// the zoom and the place in view are the same too.
#include "gui_test_helpers.h"
#include "stalk_pictures.h"

#include "play_controller.h"
#include "window_host.h"
#include "window_language.h"

#include <QAction>
#include <QSettings>
#include <QSignalSpy>

#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "hang_guard.h"

using namespace guitest;

namespace {

// A fan of stalks on the ground: plenty of moves, none ending the game at once.
Picture stalks() {
    Picture p;
    for (int s = 0; s < 5; ++s) addStalk(p, 3.0 * s, s + 2, 2.0, "s" + std::to_string(s) + "e");
    return p;
}

// The host's window, shown at a desktop's size with the stalks built.
MainWindow* showStalks(WindowHost& host) {
    MainWindow* w = host.window();
    w->resize(1360, 860);
    w->show();
    if (!QTest::qWaitForWindowExposed(w)) return nullptr;
    showBuilt(w, stalks());
    return w;
}

// The view of `w` at `zoom`, on the same place as `centre` (within a pixel or two: the new window's
// canvas may be a little narrower, its panels' words longer).
bool sameView(MainWindow* w, double zoom, QPointF centre) {
    const QPointF at = w->view()->visibleSceneRect().center();
    if (std::abs(w->view()->zoom() - zoom) < 1e-9 && std::abs(at.x() - centre.x()) <= 2 && std::abs(at.y() - centre.y()) <= 2) return true;
    qWarning("zoom %g at (%g, %g), was %g at (%g, %g)", w->view()->zoom(), at.x(), at.y(), zoom, centre.x(), centre.y());
    return false;
}

std::vector<EdgeId> edgeIds(const Picture& p) {
    std::vector<EdgeId> ids;
    for (const Edge& e : p.edges()) ids.push_back(e.id);
    return ids;
}

bool switchTo(MainWindow* w, const char* code) {
    QAction* language = w->findChild<QAction*>(QStringLiteral("language_%1").arg(QLatin1String(code)));
    if (!language) return false;
    language->trigger();
    return true;
}

}  // namespace

class LanguageSwitchGameTest : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { QSettings().remove(QLatin1String(WindowLanguage::kSettingsKey)); }

    void aGameInProgressGoesOn() {
        WindowHost host;
        MainWindow* before = showStalks(host);
        QVERIFY(before);
        // a game: two humans, three moves, the last undone
        const Picture& drawn = before->document()->picture();
        before->setPlayMode(true);
        PlayController* play = quickPlay(before);
        play->setPlayers(PlayerKind::Human, PlayerKind::Human);
        for (int k : {0, 5, 12}) QVERIFY2(play->humanChop(drawn.edges()[std::size_t(k)].id), qPrintable(play->lastError()));
        play->undo();
        QCOMPARE(play->ply(), 2);
        QVERIFY(play->canRedo());
        settle(before->view());
        // zoomed in on a place of the game's canvas
        before->view()->zoomBy(1.8);
        before->view()->centerOn(QPointF(60, -40));
        const double zoom = before->view()->zoom();
        const QPointF centre = before->view()->visibleSceneRect().center();
        const auto history = play->session().history();
        const std::vector<EdgeId> position = edgeIds(play->position());
        const QStringList movesInEnglish = play->moveTexts();

        QSignalSpy replaced(&host, &WindowHost::windowReplaced);
        QVERIFY(switchTo(before, "de"));
        QCOMPARE(replaced.count(), 1);
        MainWindow* after = host.window();
        QVERIFY(after != before);
        QVERIFY(QTest::qWaitForWindowExposed(after));
        PlayController* now = after->play();
        // the same game, at the same position, shown
        QVERIFY(now->active());
        QCOMPARE(now->ply(), 2);
        QVERIFY(now->canRedo());
        QCOMPARE(now->session().history().size(), history.size());
        for (std::size_t i = 0; i < history.size(); ++i) {
            QCOMPARE(now->session().history()[i].move, history[i].move);
            QCOMPARE(now->session().history()[i].side, history[i].side);
            QCOMPARE(now->session().history()[i].by, history[i].by);
        }
        QCOMPARE(now->players(), (std::array<PlayerKind, 2>{PlayerKind::Human, PlayerKind::Human}));
        QCOMPARE(edgeIds(now->position()), position);
        QCOMPARE(after->view()->scene(), static_cast<QGraphicsScene*>(now->scene()));
        QCOMPARE(edgeIds(now->document()->picture()), position);
        QCOMPARE(now->moveTexts().size(), movesInEnglish.size());
        QVERIFY(now->moveTexts() != movesInEnglish);  // in German
        QVERIFY(sameView(after, zoom, centre));
        // and it goes on: the move undone is redone, then a new one
        now->redo();
        QCOMPARE(now->ply(), 3);
        QCOMPARE(now->session().moves().back().move, history.back().move);
        const EdgeId next = now->position()->edges().back().id;
        QVERIFY2(now->humanChop(next), qPrintable(now->lastError()));
        QCOMPARE(now->ply(), 4);
        after->undoStack()->setClean();
    }

    // Without a game (entering Play clears the drawing's selection): the drawing's selection, the zoom
    // and the place in view.
    void theDrawingsViewAndSelection() {
        WindowHost host;
        MainWindow* before = showStalks(host);
        QVERIFY(before);
        const Picture& drawn = before->document()->picture();
        const std::vector<EdgeId> selected{drawn.edges()[2].id, drawn.edges()[7].id};
        for (EdgeId e : selected) before->scene()->edgeItem(e)->setSelected(true);
        before->view()->zoomBy(0.7);
        before->view()->centerOn(QPointF(100, -60));
        const double zoom = before->view()->zoom();
        const QPointF centre = before->view()->visibleSceneRect().center();
        QVERIFY(switchTo(before, "fr"));
        MainWindow* after = host.window();
        QVERIFY(after != before);
        QVERIFY(!after->play()->active());
        after->scene()->finishBuild();
        QTRY_COMPARE(after->scene()->selectedEdges(), selected);
        QVERIFY(!after->view()->fitted());
        QVERIFY(sameView(after, zoom, centre));
        after->undoStack()->setClean();
    }
};

QTEST_MAIN(LanguageSwitchGameTest)
#include "tst_language_switch_game.moc"
