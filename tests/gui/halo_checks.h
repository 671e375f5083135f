// Reading the focus halo (focus_halo.h) as a user sees it: the overlay that draws the ring, where it
// is in the window, and where a widget is in the same coordinates.
//
//   QVERIFY(ringOnWindow(window).contains(onWindow(edit, edit->rect())));
#pragma once

#include <QRect>
#include <QString>
#include <QWidget>

namespace guitest {

// The shown overlay's geometry in its window's coordinates; an invalid rect when no ring shows.
inline QRect ringOnWindow(QWidget* window) {
    for (QWidget* w : window->findChildren<QWidget*>(QStringLiteral("focusHalo")))
        if (w->isVisible()) return w->geometry();
    return {};
}

// `r` (in `w`'s coordinates) in the coordinates of w's window.
inline QRect onWindow(const QWidget* w, const QRect& r) { return QRect(w->mapTo(w->window(), r.topLeft()), r.size()); }

}  // namespace guitest
