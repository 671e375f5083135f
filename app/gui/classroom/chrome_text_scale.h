// The window's own words follow the text size too: the tabs, the docks' titles, the group boxes'
// titles and the buttons are drawn at the application's font times TextScale's factor, so at a
// projector they grow with the numbers instead of staying at the desktop's size. A widget whose font
// is its own (set by its page: the presentation bar's words, the Nim page's controls) keeps it; one
// whose inherited font is already as large (a button in a panel that follows the text size) is left
// to inherit it. At the factor 1 nothing is set, so the desktop looks as it always has.
//
//   followTextScaleInChrome(window);   // once, after the window's widgets are made
#pragma once

class QWidget;

namespace homestead::gui {

// Applies now and on every change of TextScale, to the window's tab bars, dock widgets, group boxes
// and buttons that exist at that moment.
void followTextScaleInChrome(QWidget* window);

}  // namespace homestead::gui
