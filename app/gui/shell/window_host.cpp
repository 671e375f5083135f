// The window, built again in a new language around the same drawing (see window_host.h).
#include "window_host.h"

#include "canvas_state.h"
#include "main_window.h"
#include "nim_game.h"
#include "nim_page.h"
#include "page_tabs.h"
#include "play_controller.h"
#include "play_panel.h"
#include "presentation_mode.h"
#include "window_language.h"
#include "welter_game.h"
#include "welter_strip_page.h"
#include "window_drawing.h"

#include <QRect>
#include <QTabWidget>

namespace homestead::gui {

namespace {

// The same place and size, and maximized or full screen if it was. Not restoreGeometry(): it guesses a
// title bar's height and moves a window that fills the screen down by it (and shrinks it by as much),
// where there is no window manager to say where the frame is.
void keepGeometry(const MainWindow& from, MainWindow& to) {
    const Qt::WindowStates states = from.windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen);
    const QRect normal = states ? from.normalGeometry() : from.geometry();
    if (normal.isValid()) to.setGeometry(normal);
    to.setWindowState(states);
}

// What the new window shows of the old one, besides the drawing they share: the pages, the geometry
// and a game of Hackenbush in progress (the same game, at the same position).
void carryOver(MainWindow& from, MainWindow& to) {
    to.welterPage()->game()->setLength(from.welterPage()->game()->length());
    to.welterPage()->game()->setCoins(from.welterPage()->game()->position());
    to.nimPage()->game()->setHeaps(from.nimPage()->game()->heaps());
    if (from.play()->active()) {  // (on the Hackenbush page, before the page shown is)
        to.setPlayMode(true);
        to.play()->continueGame(*from.play());
        to.playPanel()->refreshSettings();
    }
    to.tabs()->setCurrentIndex(from.tabs()->currentIndex());
    keepGeometry(from, to);
}

}  // namespace

WindowHost::WindowHost(QObject* parent) : QObject(parent), window_(new MainWindow) {
    connect(WindowLanguage::instance(), &WindowLanguage::changed, this, &WindowHost::rebuild);
}

WindowHost::~WindowHost() { delete window_.data(); }

void WindowHost::rebuild() {
    MainWindow* old = window_;
    // The old window hears the drawing no more: the new one's views alone build from it. (The
    // autosave, part of the drawing, keeps listening.)
    const WindowDrawing& drawing = *old->drawing();
    for (QObject* o : old->findChildren<QObject*>() << old) {
        drawing.document.disconnect(o);
        drawing.stack.disconnect(o);
    }
    const bool presenting = old->presentation()->active();
    old->presentation()->setActive(false);  // its full screen and theme end with it
    const CanvasState canvas = canvasState(*old->view(), *old->scene());
    window_ = new MainWindow(old->drawing());
    carryOver(*old, *window_);
    if (old->isVisible()) window_->show();
    restoreCanvasState(*window_->view(), *window_->scene(), canvas);  // the view at its size first
    if (presenting) window_->presentation()->setActive(true);
    // hidden, not closed: nothing to save (the drawing lives on in the new window); deleted once
    // the menu that asked for the switch has returned
    old->hide();
    old->deleteLater();
    emit windowReplaced(window_);
}

}  // namespace homestead::gui
