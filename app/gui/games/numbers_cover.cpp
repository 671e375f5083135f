// The note over a panel while numbers are hidden (see numbers_cover.h).
#include "numbers_cover.h"

#include "hide_numbers_action.h"

#include <QEvent>

namespace homestead::gui {

NumbersCover::NumbersCover(QWidget* covered) : QLabel(covered) {
    setObjectName(QStringLiteral("numbersCover"));
    setText(tr("Numbers hidden while playing — show them with Hide numbers (%1).")
                .arg(hideNumbersKey().toString(QKeySequence::NativeText)));
    setWordWrap(true);
    setAlignment(Qt::AlignCenter);
    setMargin(24);
    setAutoFillBackground(true);  // the panel's window colour, opaque: nothing shows through
    setGeometry(covered->rect());
    covered->installEventFilter(this);
    hide();
}

bool NumbersCover::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parent() && event->type() == QEvent::Resize) setGeometry(parentWidget()->rect());
    return QLabel::eventFilter(watched, event);
}

void NumbersCover::showEvent(QShowEvent* event) {
    raise();
    QLabel::showEvent(event);
}

}  // namespace homestead::gui
