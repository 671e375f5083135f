// The View menu's text size actions: Larger Text (Ctrl+Shift+=, also Ctrl++ on keyboards where + is
// shifted), Smaller Text (Ctrl+Shift+-) and Reset Text Size (Ctrl+Shift+0). They change TextScale,
// which every view follows and which QSettings remembers; each is disabled at the end of its range.
//
//   addTextSizeActions(window, viewMenu);   // window-wide shortcuts, items at the end of the menu
#pragma once

class QMenu;
class QWidget;
class QAction;

namespace homestead::gui {

struct TextSizeActions {
    QAction* larger = nullptr;
    QAction* smaller = nullptr;
    QAction* reset = nullptr;
};

// Makes the three actions (children of `window`, named textLarger, textSmaller, textReset), adds
// their shortcuts to `window` and their items to `menu` (if given).
TextSizeActions addTextSizeActions(QWidget* window, QMenu* menu);

}  // namespace homestead::gui
