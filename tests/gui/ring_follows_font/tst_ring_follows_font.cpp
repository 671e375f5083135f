// ring_follows_font: the focus ring goes round the focused widget as it is after a font change. Larger
// text (View → Larger Text) and presenting send every widget a FontChange and grow it in its layout;
// the ring, placed for the old geometry, must move with it, or it would cut through the widget's new
// text at the back of a classroom. A line edit on the Nim page (whose fonts follow the text size) is
// reached by the keys; the text grows two steps and the ring is checked round the edit's new geometry,
// then again when the text is back to its size. The font change alone must place the ring again: a
// tab bar of a fixed size neither moves nor resizes as its font grows, yet its current tab (which the
// ring goes round) does.
#include "gui_test_helpers.h"

#include "focus_halo.h"
#include "focus_ring.h"
#include "halo_checks.h"
#include "nim_heaps_view.h"
#include "nim_page.h"
#include "text_scale.h"

#include <QLineEdit>
#include <QTabBar>
#include <QTabWidget>

#include <cmath>

#include "hang_guard.h"

using namespace guitest;

namespace {
// The ring, as FocusHalo places it, round `r` (window coordinates): the same centre, wider than `r` by
// the ring's band on each side and no more.
bool ringsRound(const QRect& ring, const QRect& r) {
    const int grow = 4 + int(std::ceil(focusRing::kReach));
    return ring == r.adjusted(-grow, -grow, grow, grow);
}
}  // namespace

class RingFollowsFontTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        window_ = openWindow();  // (the window installs the focus halo)
        QVERIFY(window_);
    }
    void cleanupTestCase() {
        TextScale::instance()->reset();
        closeWindow(window_);
    }

    void theRingFollowsTheWidgetsNewGeometry() {
        window_->activateWindow();
        window_->tabs()->setCurrentIndex(0);
        window_->view()->setFocus();
        window_->tabs()->setCurrentWidget(window_->nimPage());
        // the page puts the focus on its heaps from the event loop once shown: that done, the edit takes it
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window_->nimPage()->heapsView()));
        QLineEdit* edit = window_->nimPage()->heapsEdit();
        edit->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(edit->hasFocus());
        QTest::keyClick(edit, Qt::Key_End);  // the keys in use
        FocusHalo* halo = FocusHalo::install();
        QCOMPARE(halo->ringed(), static_cast<QWidget*>(edit));
        QVERIFY(ringsRound(ringOnWindow(window_), onWindow(edit, edit->rect())));

        const QRect before = onWindow(edit, edit->rect());
        const int fontBefore = edit->fontInfo().pixelSize();
        TextScale::instance()->larger();
        TextScale::instance()->larger();
        QTRY_VERIFY(edit->fontInfo().pixelSize() > fontBefore);  // the edit had its FontChange
        QTRY_VERIFY(onWindow(edit, edit->rect()) != before);     // and grew in its layout
        QTRY_VERIFY2(ringsRound(ringOnWindow(window_), onWindow(edit, edit->rect())),
                     qPrintable(QStringLiteral("ring %1,%2 %3×%4 round the edit at %5,%6 %7×%8")
                                    .arg(ringOnWindow(window_).x()).arg(ringOnWindow(window_).y())
                                    .arg(ringOnWindow(window_).width()).arg(ringOnWindow(window_).height())
                                    .arg(onWindow(edit, edit->rect()).x()).arg(onWindow(edit, edit->rect()).y())
                                    .arg(edit->width()).arg(edit->height())));
        QCOMPARE(halo->ringed(), static_cast<QWidget*>(edit));

        TextScale::instance()->reset();
        QTRY_VERIFY(edit->fontInfo().pixelSize() == fontBefore);
        QTRY_VERIFY(ringsRound(ringOnWindow(window_), onWindow(edit, edit->rect())));
    }

    void theFontChangeAlonePlacesTheRing() {
        QWidget top;
        top.resize(900, 300);
        auto* bar = new QTabBar(&top);
        for (const char* name : {"One", "Two", "Three"}) bar->addTab(QString::fromLatin1(name));
        bar->setGeometry(40, 60, 800, 120);  // room for the tabs at either size: the bar stays as it is
        top.show();
        QVERIFY(QTest::qWaitForWindowExposed(&top));
        top.activateWindow();
        bar->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(bar->hasFocus());
        QTest::keyClick(bar, Qt::Key_Right);  // the keys in use, on the second tab
        FocusHalo* halo = FocusHalo::install();
        QCOMPARE(halo->ringed(), static_cast<QWidget*>(bar));
        const QRect tabBefore = bar->tabRect(1);
        QVERIFY(ringsRound(ringOnWindow(&top), onWindow(bar, tabBefore)));
        const QRect barBefore = bar->geometry();
        QFont larger = bar->font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        bar->setFont(larger);  // a FontChange
        QCOMPARE(bar->geometry(), barBefore);
        QVERIFY(bar->tabRect(1) != tabBefore);
        QTRY_VERIFY(ringsRound(ringOnWindow(&top), onWindow(bar, bar->tabRect(1))));
    }

private:
    MainWindow* window_ = nullptr;
};

QTEST_MAIN(RingFollowsFontTest)
#include "tst_ring_follows_font.moc"
