// "Hide numbers", the fair-play toggle of Play and the puzzle mode: a checkable action (Ctrl+Shift+H)
// with its tooltip, remembered under its own settings key (Play's off by default, the puzzles' on);
// a page shows it as a pageButton (game_controls.h). Its shortcut lives on the widget that owns it and acts while that widget
// is shown, so the Play panel's and the Puzzles page's never clash (one is hidden when the other shows).
//
//   QAction* hide = makeHideNumbersAction(panel, "play/hideNumbers", false);
//   connect(hide, &QAction::toggled, play, &PlayController::setHideNumbers);
//   layout->addWidget(pageButton(hide));
#pragma once

#include <QKeySequence>

class QAction;
class QWidget;

namespace homestead::gui {

inline QKeySequence hideNumbersKey() { return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H); }

// The action, checked as the settings remember (`byDefault` the first time); a toggle is remembered.
QAction* makeHideNumbersAction(QWidget* owner, const char* settingsKey, bool byDefault);

}  // namespace homestead::gui
