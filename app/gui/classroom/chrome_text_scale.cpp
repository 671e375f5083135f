// Tabs, dock titles, group boxes and buttons at the text size (see chrome_text_scale.h).
#include "chrome_text_scale.h"

#include "text_scale.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QFont>
#include <QFontInfo>
#include <QGroupBox>
#include <QTabBar>
#include <QVariant>
#include <QWidget>

namespace homestead::gui {

namespace {

// Marks the widgets whose font this file set (and may set again, or give back).
constexpr const char* kOwned = "homesteadChromeFont";

void scaleChrome(QWidget* w) {
    const bool owned = w->property(kOwned).toBool();
    if (w->testAttribute(Qt::WA_SetFont) && !owned) return;  // its page sets its font
    if (owned) {
        w->setFont(QFont());  // inherit again, and judge from what is inherited
        w->setProperty(kOwned, false);
    }
    const double factor = TextScale::instance()->factor();
    if (factor == 1.0) return;
    const QFont wanted = TextScale::scaled(QApplication::font(w), factor);
    if (QFontInfo(w->font()).pixelSize() >= QFontInfo(wanted).pixelSize()) return;  // as large already
    w->setFont(wanted);
    w->setProperty(kOwned, true);
}

void scaleAllChrome(QWidget* window) {
    for (QTabBar* w : window->findChildren<QTabBar*>()) scaleChrome(w);
    for (QDockWidget* w : window->findChildren<QDockWidget*>()) scaleChrome(w);
    for (QGroupBox* w : window->findChildren<QGroupBox*>()) scaleChrome(w);
    for (QAbstractButton* w : window->findChildren<QAbstractButton*>()) scaleChrome(w);
}

}  // namespace

void followTextScaleInChrome(QWidget* window) {
    scaleAllChrome(window);
    QObject::connect(TextScale::instance(), &TextScale::changed, window, [window] { scaleAllChrome(window); });
}

}  // namespace homestead::gui
