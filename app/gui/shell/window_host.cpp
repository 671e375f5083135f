// The window, built again in a new language around the same drawing (see window_host.h).
#include "window_host.h"

#include "main_window.h"
#include "nim_game.h"
#include "nim_page.h"
#include "page_tabs.h"
#include "presentation_mode.h"
#include "window_language.h"
#include "welter_game.h"
#include "welter_strip_page.h"
#include "window_drawing.h"

#include <QTabWidget>

namespace homestead::gui {

namespace {

// What the new window shows of the old one, besides the drawing they share.
void carryOver(MainWindow& from, MainWindow& to, bool presenting) {
    to.welterPage()->game()->setLength(from.welterPage()->game()->length());
    to.welterPage()->game()->setCoins(from.welterPage()->game()->position());
    to.nimPage()->game()->setHeaps(from.nimPage()->game()->heaps());
    to.tabs()->setCurrentIndex(from.tabs()->currentIndex());
    to.restoreGeometry(from.saveGeometry());
    if (presenting) to.presentation()->setActive(true);
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
    window_ = new MainWindow(old->drawing());
    carryOver(*old, *window_, presenting);
    if (old->isVisible()) window_->show();
    // hidden, not closed: nothing to save (the drawing lives on in the new window); deleted once
    // the menu that asked for the switch has returned
    old->hide();
    old->deleteLater();
    emit windowReplaced(window_);
}

}  // namespace homestead::gui
