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
    void initTestCase() {
        window_ = openWindow();
        QVERIFY(window_);
    }
    void cleanupTestCase() { closeWindow(window_); }

    void everyButtonHasATooltip_data() {
        QTest::addColumn<int>("index");
        for (int i = 0; i < window_->tabs()->count(); ++i) QTest::newRow(qPrintable(window_->tabs()->tabText(i))) << i;
    }
    void everyButtonHasATooltip() {
        QFETCH(int, index);
        window_->tabs()->setCurrentIndex(index);
        QCoreApplication::processEvents();
        int seen = 0;
        QStringList bare;
        for (QAbstractButton* b : window_->findChildren<QAbstractButton*>()) {
            if (!b->isVisibleTo(window_) || b->window() != window_) continue;
            ++seen;
            if (b->toolTip().trimmed().isEmpty())
                bare << QStringLiteral("%1 “%2”").arg(QString::fromLatin1(b->metaObject()->className()), b->text());
        }
        QVERIFY(seen >= 5);
        QVERIFY2(bare.isEmpty(), qPrintable(QStringLiteral("without a tooltip: ") + bare.join(QStringLiteral(", "))));
    }

    void saveAsAndQuitHaveKeys() {
        const WindowActions& a = window_->actions();
        for (QAction* action : {a.saveAs, a.quit}) {
            QVERIFY2(!action->shortcut().isEmpty(), qPrintable(action->text()));
            QVERIFY2(action->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText)), qPrintable(action->toolTip()));
        }
        QVERIFY(a.saveAs->shortcut() != a.save->shortcut());
    }

private:
    MainWindow* window_ = nullptr;
};

QTEST_MAIN(ControlsExplainedTest)
#include "tst_controls_explained.moc"
