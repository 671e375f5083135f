// For tests: a window in presentation mode on the offscreen screen of a given size (see the GUI
// tests' main: the offscreen platform has one screen of each size tested), fitted and built.
// Include after ../hang_guard.h, whose QTRY_* it uses. runOnProjectorScreens<T> is such a suite's
// main: the offscreen platform given a projector's 1280×720, a 1920×1080 screen and an older
// projector's 1024×768, side by side.
//
//   presentOn(window, QSize(1280, 720));
//   int main(int argc, char** argv) { return guitest::runOnProjectorScreens<TestPresentation>(argc, argv); }
#pragma once

#include "gui_test_helpers.h"
#include "main_window.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "presentation_mode.h"
#include "text_scale.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QGuiApplication>
#include <QScreen>
#include <QTest>
#include <QWindow>

namespace guitest {

// A presentation suite's set-up: the text size back to 1 and `picture` open in a window that has
// presentation mode (null if either fails); and its tear-down, presentation left first.
[[nodiscard]] inline homestead::gui::MainWindow* openToPresent(const QString& picture) {
    homestead::gui::TextScale::instance()->reset();
    homestead::gui::MainWindow* window = openWindow(picture);
    if (window && !window->findChild<homestead::gui::PresentationMode*>()) {
        closeWindow(window);
        return nullptr;
    }
    return window;
}
inline void closePresented(homestead::gui::MainWindow* window) {
    if (!window) return;
    window->findChild<homestead::gui::PresentationMode*>()->setActive(false);
    closeWindow(window);
}

inline void presentOn(homestead::gui::MainWindow* window, QSize size) {
    QScreen* screen = nullptr;
    for (QScreen* s : QGuiApplication::screens())
        if (s->geometry().size() == size) screen = s;
    QVERIFY2(screen, "no screen of that size");
    window->move(screen->geometry().topLeft() + QPoint(20, 20));
    window->windowHandle()->setScreen(screen);
    window->findChild<homestead::gui::PresentationMode*>()->setActive(true);
    QTRY_COMPARE(window->geometry(), screen->geometry());
    QTRY_COMPARE(window->view()->window()->size(), size);
    QCoreApplication::processEvents();
    window->view()->fitToContents();
    window->scene()->finishBuild();
    QCoreApplication::processEvents();
}

template <class Test>
int runTest(int argc, char** argv) {
    Test test;
    return QTest::qExec(&test, argc, argv);
}

// Runs each test object in turn (one program may hold several); the sum of their failures.
template <class... Tests>
int runOnProjectorScreens(int argc, char** argv) {
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)) return 2;
    // (the offscreen platform made "old projector" the primary screen, and makes "projector" it
    // while that name sorts first: the suites' windows open on the 1280×720 projector)
    file.write(R"({"screens": [
        {"name": "projector", "x": 0, "y": 0, "width": 1280, "height": 720, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "projector-xga", "x": 3200, "y": 0, "width": 1024, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "wide", "x": 1280, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", QStringLiteral("offscreen:configfile=%1").arg(config).toLocal8Bit());
    QApplication app(argc, argv);
    int failed = 0;
    ((failed += runTest<Tests>(argc, argv)), ...);  // in order
    return failed;
}

}  // namespace guitest
