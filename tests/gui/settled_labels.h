// For label suites (back_row_labels, labels_steady): a window's labels as a viewer ends up seeing
// them — placed, then untangled, with whatever that starts (names given up, a fit anew) settled too
// — and a window fitted at the desk at a given size. Include after ../hang_guard.h (QTRY_*).
//
//   fitAtTheDesk(window, QSize(1280, 720));
//   settleLabels(window);
#pragma once

#include "gui_test_helpers.h"
#include "main_window.h"
#include "picture_document.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "presentation_mode.h"

#include <QCoreApplication>
#include <QSize>
#include <QTest>

namespace guitest {

// The labels as placed, then untangled (the worker's spots put in place), twice over: an
// untangling that gives names up places them again.
inline void settleLabels(homestead::gui::MainWindow* window) {
    window->document()->waitForAnalysis();
    window->scene()->finishBuild();
    QCoreApplication::processEvents();
    window->scene()->finishBuild();
    window->scene()->finishUntangling();
    QCoreApplication::processEvents();
    window->scene()->finishUntangling();
}

// The window on the desktop (not presenting) at `size`, its view fitted.
inline void fitAtTheDesk(homestead::gui::MainWindow* window, QSize size) {
    window->showNormal();
    window->resize(size);
    QTRY_COMPARE(window->size(), size);
    QCoreApplication::processEvents();
    window->view()->fitToContents();
}

// A suite's cleanup: presentation left, the window closed.
inline void closeLabelWindow(homestead::gui::MainWindow* window) {
    if (window)
        if (auto* p = window->findChild<homestead::gui::PresentationMode*>()) p->setActive(false);
    closeWindow(window);
}

}  // namespace guitest
