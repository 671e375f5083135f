// play_edit_menu_keys: in Play the Edit menu's Undo Move and Redo Move are reached by the keyboard as
// the drawing's Undo and Redo are, whose place they take. They had no letter: Alt+E then U, which undoes
// an edit, did nothing while playing, and the menu showed the two entries without an underlined key.
// In English, German, French and Spanish each has a letter no other entry of the Edit menu has, and
// shows its shortcut (Ctrl+Z, Ctrl+Shift+Z, the keys that take a move back and replay it in Play); the
// letter, typed in the open menu, takes the move back and replays it.
#include "gui_test_helpers.h"
#include "window_in_language.h"
#include "window_language.h"

#include "homestead/hackenbush_rules.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>

#include "hang_guard.h"

using namespace guitest;

namespace {

// The letter after a single & ("" when none), lower case.
QString letterOf(const QString& text) {
    static const QRegularExpression amp(QStringLiteral("&([^&\\s])"));
    const QRegularExpressionMatch m = amp.match(QString(text).replace(QStringLiteral("&&"), QString()));
    return m.hasMatch() ? m.captured(1).toLower() : QString();
}

QMenu* menuHolding(MainWindow* window, QAction* action) {
    for (QAction* top : window->menuBar()->actions())
        if (top->menu() && top->menu()->actions().contains(action)) return top->menu();
    return nullptr;
}

}  // namespace

class PlayEditMenuKeysTest : public QObject {
    Q_OBJECT
private slots:
    void cleanup() {
        closeWindow(window_);
        window_ = nullptr;
        WindowLanguage::instance()->set(Language::English);
    }

    void theMovesHaveLettersAndKeys_data() {
        QTest::addColumn<QString>("code");
        for (const char* code : {"en", "de", "fr", "es"}) QTest::newRow(code) << QString::fromLatin1(code);
    }
    void theMovesHaveLettersAndKeys() {
        QFETCH(QString, code);
        window_ = openWindowIn(code);
        QVERIFY(window_);
        QVERIFY(window_->openFile(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/door.json")));
        window_->document()->waitForAnalysis();
        PlayController* play = quickPlay(window_);
        window_->setPlayMode(true);
        const WindowActions& a = window_->actions();
        QMenu* edit = menuHolding(window_, a.undoMove);
        QVERIFY(edit);
        for (QAction* move : {a.undoMove, a.redoMove}) {
            QVERIFY(move->isVisible());
            QVERIFY2(!letterOf(move->text()).isEmpty(), qPrintable(move->text() + QStringLiteral(" has no letter")));
            QVERIFY2(!move->shortcut().isEmpty(), qPrintable(move->text() + QStringLiteral(" shows no key")));
            for (QAction* entry : edit->actions())
                if (entry != move && !entry->isSeparator() && entry->isVisible())
                    QVERIFY2(letterOf(entry->text()) != letterOf(move->text()),
                             qPrintable(QStringLiteral("%1 and %2 share a letter").arg(move->text(), entry->text())));
        }
        QCOMPARE(a.undoMove->shortcut(), QKeySequence(QKeySequence::Undo));
        QCOMPARE(a.redoMove->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));

        // The letters act in the open menu, as Alt+E and the letter reach them.
        QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->session().position()).front()));
        QTRY_VERIFY(a.undoMove->isEnabled() && !play->engineThinking());
        for (QAction* move : {a.undoMove, a.redoMove}) {
            QTRY_VERIFY(move->isEnabled());
            const std::size_t before = play->session().ply();
            edit->popup(window_->mapToGlobal(QPoint(20, 20)));
            QVERIFY(QTest::qWaitForWindowExposed(edit));
            QTest::keyClick(edit, letterOf(move->text()).at(0).toLatin1());
            if (move == a.undoMove) QTRY_VERIFY(play->session().ply() < before);
            else QTRY_VERIFY(play->session().ply() > before);
            QTRY_VERIFY(!edit->isVisible());
        }
        window_->setPlayMode(false);
    }

private:
    MainWindow* window_ = nullptr;
};

QTEST_MAIN(PlayEditMenuKeysTest)
#include "tst_play_edit_menu_keys.moc"
