// language_switch_geometry: the Language menu builds the window again (window_host.h), and the new
// window stands exactly where the old one stood, at its size: a window filling the screen (as a
// window without a window manager, at 1280×720, does) does not come back lower and shorter, nor does
// one placed anywhere else move by a pixel. A maximized window comes back maximized. On the offscreen
// platform's 1280×720 screen (presentation_screens.h), where the shift showed as it does under Xvfb.
#include "gui_test_helpers.h"
#include "presentation_screens.h"

#include "window_host.h"
#include "window_language.h"

#include <QAction>
#include <QRect>
#include <QScreen>
#include <QSettings>

#include "hang_guard.h"

using namespace guitest;

namespace {

bool switchTo(MainWindow* w, const char* code) {
    QAction* language = w->findChild<QAction*>(QStringLiteral("language_%1").arg(QLatin1String(code)));
    if (!language) return false;
    language->trigger();
    return true;
}

QString describe(const QRect& r) { return QStringLiteral("%1×%2 at (%3, %4)").arg(r.width()).arg(r.height()).arg(r.x()).arg(r.y()); }

}  // namespace

class LanguageSwitchGeometryTest : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { QSettings().remove(QLatin1String(WindowLanguage::kSettingsKey)); }

    void geometryIsKept_data() {
        QTest::addColumn<bool>("wholeScreen");
        QTest::newRow("the whole screen") << true;
        QTest::newRow("a part of it") << false;
    }
    void geometryIsKept() {
        QFETCH(bool, wholeScreen);
        WindowHost host;
        MainWindow* before = host.window();
        const QRect screen = before->screen()->availableGeometry();
        const QRect placed = wholeScreen ? screen
                                         : QRect(screen.topLeft() + QPoint(37, 45), QSize(screen.width() * 3 / 4, screen.height() * 3 / 4));
        before->setGeometry(placed);
        before->show();
        QVERIFY(QTest::qWaitForWindowExposed(before));
        const QRect geometry = before->geometry(), frame = before->frameGeometry();
        for (const char* code : {"de", "fr", "es", "en"}) {
            QVERIFY(switchTo(host.window(), code));
            MainWindow* after = host.window();
            QVERIFY(QTest::qWaitForWindowExposed(after));
            QVERIFY2(after->geometry() == geometry, qPrintable(QStringLiteral("%1: %2, was %3").arg(QLatin1String(code), describe(after->geometry()), describe(geometry))));
            QVERIFY2(after->frameGeometry() == frame, qPrintable(QStringLiteral("%1: frame %2, was %3").arg(QLatin1String(code), describe(after->frameGeometry()), describe(frame))));
        }
    }

    void maximizedStaysMaximized() {
        WindowHost host;
        MainWindow* before = host.window();
        const QRect screen = before->screen()->availableGeometry();
        const QRect normal(screen.topLeft() + QPoint(20, 30), QSize(screen.width() / 2, screen.height() / 2));
        before->setGeometry(normal);
        before->showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(before));
        QTRY_VERIFY(before->isMaximized());
        const QRect maximized = before->geometry();
        QVERIFY(switchTo(before, "de"));  // (the old window goes once the switch has returned)
        MainWindow* after = host.window();
        QVERIFY(QTest::qWaitForWindowExposed(after));
        QTRY_VERIFY(after->isMaximized());
        QTRY_COMPARE(after->geometry(), maximized);
    }
};

int main(int argc, char** argv) { return guitest::runOnProjectorScreens<LanguageSwitchGeometryTest>(argc, argv); }
#include "tst_language_switch_geometry.moc"
