// play_new_game_key: F2 starts a new game in Hackenbush's Play as it does on the Welter, Nim and
// Transfinite pages — from the canvas and from the Play panel — so a game played to its end by the
// keyboard alone can be played again without the mouse. (It did nothing there.) Outside Play, F2
// changes nothing. At the end, the status line says so and how to play again.
#include "gui_test_helpers.h"

#include "keyboard_focus.h"
#include "play_controller.h"
#include "play_panel.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QStatusBar>

#include "hang_guard.h"
#include "tree_by_keys.h"

using namespace guitest;

class PlayNewGameKeyTest : public QObject {
    Q_OBJECT
private slots:
    void f2StartsAgain() {
        MainWindow* window = openTreeForKeys();
        QVERIFY(window);
        const Picture drawing = window->document()->picture();
        PictureView* view = window->view();
        PlayController* play = window->play();
        QTest::keyClick(view, Qt::Key_F2);  // outside Play: nothing
        QVERIFY(!play->active());
        QVERIFY(window->document()->picture() == drawing);

        QTest::keyClick(view, Qt::Key_P);
        QVERIFY(play->active());
        const std::optional<EdgeId> trunk = groundEdge(drawing);
        QVERIFY(trunk);
        view->keyboardFocus().focusEdge(*trunk);
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_VERIFY(play->isOver());

        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F2);  // from the canvas
        QVERIFY(!play->isOver());
        QCOMPARE(play->ply(), 0);
        QVERIFY(play->session().position() == drawing);

        view->keyboardFocus().focusEdge(*trunk);
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_VERIFY(play->isOver());
        QComboBox* box = window->playPanel()->playerBox(0);  // from the panel
        box->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(box->hasFocus());
        QTest::keyClick(box, Qt::Key_F2);
        QVERIFY(!play->isOver());
        QCOMPARE(play->ply(), 0);
        closeWindow(window);
    }

    // The status line's resting text in Play says how to chop while the game goes on, and its end
    // (the page's game-over sentence) and how to play again once it is over; Undo brings the
    // instruction back, and so does F2.
    void statusSaysTheEnd() {
        MainWindow* window = openTreeForKeys();
        QVERIFY(window);
        PictureView* view = window->view();
        PlayController* play = window->play();
        QTest::keyClick(view, Qt::Key_P);
        QVERIFY(play->active());
        auto* instruction = window->statusBar()->findChild<QLabel*>(QStringLiteral("playInstruction"));
        QVERIFY(instruction);
        const QString chopping = instruction->text();
        QVERIFY(chopping.contains(QStringLiteral("chop")));
        const std::optional<EdgeId> trunk = groundEdge(window->document()->picture());
        QVERIFY(trunk);
        view->keyboardFocus().focusEdge(*trunk);
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_VERIFY(play->isOver());
        QTRY_VERIFY(instruction->text() != chopping);
        QVERIFY2(instruction->text().startsWith(play->gameOverText()), qPrintable(instruction->text()));
        QVERIFY(instruction->text().contains(QStringLiteral("F2")));
        QVERIFY(instruction->text().contains(QStringLiteral("Ctrl+Z")));  // a chop to take back
        play->undo();
        QTRY_VERIFY(!play->isOver());
        QCOMPARE(instruction->text(), chopping);
        view->keyboardFocus().focusEdge(*trunk);
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_VERIFY(play->isOver());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F2);
        QVERIFY(!play->isOver());
        QCOMPARE(instruction->text(), chopping);
        closeWindow(window);
    }

    // A picture with no edge is over before a move: the end says how to play again, and offers no
    // move to take back.
    void anEmptyGameOffersNoUndo() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        window->document()->setPicture(Picture{});
        window->setPlayMode(true);
        PlayController* play = window->play();
        QVERIFY(play->active());
        QTRY_VERIFY(play->isOver());
        auto* instruction = window->statusBar()->findChild<QLabel*>(QStringLiteral("playInstruction"));
        QVERIFY(instruction);
        QTRY_VERIFY(instruction->text().startsWith(play->gameOverText()));
        QVERIFY(instruction->text().contains(QStringLiteral("F2")));
        QVERIFY2(!instruction->text().contains(QStringLiteral("Ctrl+Z")), qPrintable(instruction->text()));
        closeWindow(window);
    }
};

QTEST_MAIN(PlayNewGameKeyTest)
#include "tst_play_new_game_key.moc"
