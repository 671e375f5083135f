// controls_explained: every control a student meets says what it does and how to reach it by keys.
// On every page, every button shown (the tool bar's, the pages' rows) has a tooltip: the
// Transfinite page's Examples button had none, so pointing at it told nothing. And the File menu's
// Save As… and Quit have a key on every desktop: with no key theme (neither KDE's nor GNOME's) Qt
// gives Save As none, and a student on the keyboard alone could not save under a new name.
#include "gui_test_helpers.h"

#include "window_actions.h"

#include <QAbstractButton>
#include <QTabWidget>

#include "hang_guard.h"

using namespace guitest;

class ControlsExplainedTest : public QObject {
    Q_OBJECT
private slots:
    // Every page in turn, every button shown on it and in the tool bar.
    void everyButtonHasATooltip() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        QStringList bare;
        for (int index = 0; index < window->tabs()->count(); ++index) {
            window->tabs()->setCurrentIndex(index);
            QCoreApplication::processEvents();
            int seen = 0;
            for (QAbstractButton* b : window->findChildren<QAbstractButton*>()) {
                if (!b->isVisibleTo(window) || b->window() != window) continue;
                ++seen;
                if (b->toolTip().trimmed().isEmpty())
                    bare << QStringLiteral("%1: %2 “%3”").arg(window->tabs()->tabText(index), QString::fromLatin1(b->metaObject()->className()), b->text());
            }
            QVERIFY2(seen >= 5, qPrintable(window->tabs()->tabText(index)));
        }
        closeWindow(window);
        QVERIFY2(bare.isEmpty(), qPrintable(QStringLiteral("without a tooltip: ") + bare.join(QStringLiteral(", "))));
    }

    void saveAsAndQuitHaveKeys() {
        MainWindow* window = openWindow();
        QVERIFY(window);
        const WindowActions& a = window->actions();
        for (QAction* action : {a.saveAs, a.quit}) {
            QVERIFY2(!action->shortcut().isEmpty(), qPrintable(action->text()));
            QVERIFY2(action->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText)), qPrintable(action->toolTip()));
        }
        QVERIFY(a.saveAs->shortcut() != a.save->shortcut());
        closeWindow(window);
    }
};

QTEST_MAIN(ControlsExplainedTest)
#include "tst_controls_explained.moc"
