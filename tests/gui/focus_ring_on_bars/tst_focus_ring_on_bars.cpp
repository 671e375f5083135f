// focus_ring_on_bars: a student on the keyboard alone sees which tab and which menu the keys are on.
// The tab bar reached by Tab wears the ring round its current tab only (not round the whole bar,
// which showed as lines across the window and said nothing of the tab); the ring follows the arrow
// keys along every tab, and the tabs' new sizes in larger text. The bar keeps the keys: a page
// coming into view (at once, or from the event loop as Nim's did) took them, so the second arrow
// moved inside the page instead of to the next tab. Alt alone puts the keys on the menu bar: the
// ring goes round the highlighted menu, inside the window, and follows the arrows to the next menu.
#include "gui_test_helpers.h"

#include "focus_halo.h"
#include "text_scale.h"

#include <QMenuBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>

#include "hang_guard.h"

using namespace guitest;

namespace {

QWidget* focused() { return QApplication::focusWidget(); }

// The overlay that draws the ring, in the window's coordinates.
QRect ringOnWindow(QWidget* window) {
    for (QWidget* w : window->findChildren<QWidget*>(QStringLiteral("focusHalo")))
        if (w->isVisible()) return w->geometry();
    return {};
}

QRect onWindow(QWidget* w, const QRect& r) { return QRect(w->mapTo(w->window(), r.topLeft()), r.size()); }

}  // namespace

class FocusRingOnBarsTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        window_ = openWindow();
        QVERIFY(window_);
        FocusHalo::install();
    }
    void cleanupTestCase() { closeWindow(window_); }

    void theRingGoesRoundTheCurrentTab() {
        QTabBar* bar = window_->tabs()->tabBar();
        window_->tabs()->setCurrentIndex(0);
        window_->activateWindow();
        bar->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(focused(), static_cast<QWidget*>(bar));
        QTest::keyClick(bar, Qt::Key_Right);  // the keys in use (as after Tab)
        QTest::keyClick(bar, Qt::Key_Left);
        FocusHalo* halo = FocusHalo::install();
        QCOMPARE(halo->ringed(), static_cast<QWidget*>(bar));
        for (int index = 0; index < bar->count(); ++index) {
            QCOMPARE(bar->currentIndex(), index);
            QCOMPARE(halo->ringedPart(), bar->tabRect(index));
            const QRect ring = ringOnWindow(window_);
            const QRect tab = onWindow(bar, bar->tabRect(index));
            QVERIFY2(ring.contains(tab), "the ring goes round the current tab");
            QVERIFY2(ring.width() < tab.width() + 2 * tab.height(),
                     qPrintable(QStringLiteral("a ring %1 px wide round a tab %2 px wide").arg(ring.width()).arg(tab.width())));
            for (int other = 0; other < bar->count(); ++other)
                if (other != index) QVERIFY2(!ring.contains(onWindow(bar, bar->tabRect(other))), "another tab inside the ring");
            if (index + 1 == bar->count()) break;
            QTest::keyClick(bar, Qt::Key_Right);
            QTest::qWait(20);  // (a page may take the focus from the event loop once shown)
            QVERIFY2(bar->hasFocus(), qPrintable(QStringLiteral("the page of “%1” took the keys from the tab bar").arg(bar->tabText(index + 1))));
        }
        // Larger text: the tabs grow within the bar, and the ring goes with the current one.
        const QRect before = bar->tabRect(bar->currentIndex());
        TextScale::instance()->larger();
        TextScale::instance()->larger();
        QTRY_VERIFY(bar->tabRect(bar->currentIndex()) != before);
        QTRY_COMPARE(ringOnWindow(window_).center(), onWindow(bar, bar->tabRect(bar->currentIndex())).center());
        TextScale::instance()->reset();
        QTRY_COMPARE(ringOnWindow(window_).center(), onWindow(bar, bar->tabRect(bar->currentIndex())).center());
        window_->tabs()->setCurrentIndex(0);
    }

    void theRingGoesRoundTheHighlightedMenu() {
        QMenuBar* menus = window_->menuBar();
        // the README promises that Alt alone reaches the menus: the window's style must offer it
        QVERIFY(menus->style()->styleHint(QStyle::SH_MenuBar_AltKeyNavigation, nullptr, menus));
        window_->activateWindow();
        window_->tabs()->tabBar()->setFocus(Qt::OtherFocusReason);
        QTest::keyPress(window_, Qt::Key_Alt, Qt::AltModifier);
        QTest::keyRelease(window_, Qt::Key_Alt, Qt::NoModifier);
        QTRY_COMPARE(focused(), static_cast<QWidget*>(menus));
        FocusHalo* halo = FocusHalo::install();
        QTRY_COMPARE(halo->ringed(), static_cast<QWidget*>(menus));
        const QList<QAction*> top = menus->actions();
        QVERIFY(top.size() >= 2);
        for (int i : {0, 1}) {
            QCOMPARE(menus->activeAction(), top[i]);
            const QRect item = onWindow(menus, menus->actionGeometry(top[i]));
            QCOMPARE(halo->ringedPart(), menus->actionGeometry(top[i]));
            const QRect ring = ringOnWindow(window_);
            QVERIFY2(window_->rect().contains(ring), "the ring stays inside the window");
            QVERIFY2(ring.left() < item.left() && ring.right() > item.right() && ring.bottom() > item.bottom(),
                     "the ring goes round the highlighted menu");
            QVERIFY2(ring.width() < item.width() + 2 * item.height(),
                     qPrintable(QStringLiteral("a ring %1 px wide round a menu %2 px wide").arg(ring.width()).arg(item.width())));
            QTest::keyClick(menus, Qt::Key_Right);
        }
        QTest::keyClick(menus, Qt::Key_Escape);
    }

private:
    MainWindow* window_ = nullptr;
};

QTEST_MAIN(FocusRingOnBarsTest)
#include "tst_focus_ring_on_bars.moc"
