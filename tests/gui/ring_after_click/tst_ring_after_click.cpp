// ring_after_click: the focus ring shows for the keyboard only. A click on a page's tab (Animating,
// Transfinite) showed the ring round a widget of the new page: the page that went out of view had the
// focus, and Qt passed it on as if Tab had been pressed (a Tab focus reason with no key at all). Every
// page is clicked in turn, from the one before it: no ring. Tab then still brings the ring back.
#include "gui_test_helpers.h"

#include "focus_halo.h"
#include "halo_checks.h"

#include <QTabBar>
#include <QTabWidget>

#include "hang_guard.h"

using namespace guitest;

class RingAfterClickTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        window_ = openWindow();  // (the window installs the focus halo)
        QVERIFY(window_);
        window_->activateWindow();
        QTRY_VERIFY(QApplication::focusWidget());
    }
    void cleanupTestCase() { closeWindow(window_); }

    void aClickedTabRingsNothing() {
        QTabBar* bar = window_->tabs()->tabBar();
        FocusHalo* halo = FocusHalo::install();
        QVERIFY(bar->count() >= 2);
        for (int round = 0; round < 2; ++round)  // the second round: each page has had the focus once
            for (int index = 0; index < bar->count(); ++index) {
                const int from = (index + bar->count() - 1) % bar->count();
                if (bar->currentIndex() != from) QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(from).center());
                QCOMPARE(bar->currentIndex(), from);
                QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(index).center());
                QCOMPARE(bar->currentIndex(), index);
                QCoreApplication::sendPostedEvents();  // (a page may take the focus from the event loop)
                QCoreApplication::processEvents();
                const QString where = QStringLiteral("after a click on the tab “%1”, from “%2”: ").arg(bar->tabText(index), bar->tabText(from));
                QVERIFY2(!halo->keyboardInUse(), qPrintable(where + QStringLiteral("the keyboard counted as in use")));
                QVERIFY2(!halo->ringed(), qPrintable(where + QStringLiteral("%1 is ringed").arg(QString::fromLatin1(
                                                         halo->ringed() ? halo->ringed()->metaObject()->className() : ""))));
                QVERIFY2(!ringOnWindow(window_).isValid(), qPrintable(where + QStringLiteral("the ring shows")));
            }
        // The keyboard brings the ring back: Tab to the tab bar.
        bar->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(bar->hasFocus());
        QVERIFY(!halo->ringed());
        QTest::keyClick(bar, Qt::Key_Left);
        QCOMPARE(halo->ringed(), static_cast<QWidget*>(bar));
        QVERIFY(ringOnWindow(window_).isValid());
    }

private:
    MainWindow* window_ = nullptr;
};

QTEST_MAIN(RingAfterClickTest)
#include "tst_ring_after_click.moc"
