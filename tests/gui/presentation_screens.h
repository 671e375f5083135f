// For tests: a window in presentation mode on the offscreen screen of a given size (see the GUI
// tests' main: the offscreen platform has one screen of each size tested), fitted and built.
// Include after ../hang_guard.h, whose QTRY_* it uses.
//
//   presentOn(window, QSize(1280, 720));
#pragma once

#include "main_window.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "presentation_mode.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QScreen>
#include <QTest>
#include <QWindow>

namespace guitest {

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

}  // namespace guitest
