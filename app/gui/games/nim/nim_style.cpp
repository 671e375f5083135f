// The fonts of the Nim page (see nim_style.h).
#include "nim_style.h"

#include "text_scale.h"

#include <QApplication>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace homestead::gui {

qreal nimTextFactor() { return TextScale::instance()->factor(); }

void applyNimFont(QWidget* widget, NimText role) {
    widget->setFont(nimFont(role));
    QObject::connect(TextScale::instance(), &TextScale::changed, widget, [widget, role] {
        widget->setFont(nimFont(role));
        widget->update();  // the counters and the board paint with nimFont too
    });
}

QFont nimFont(NimText role) {
    QFont f = QApplication::font();
    qreal points = 13;
    switch (role) {
    case NimText::Controls: points = std::max<qreal>(f.pointSizeF(), 9) * 1.15; break;
    case NimText::Body: points = 13; break;
    case NimText::Heading: points = 15; f.setBold(true); break;
    case NimText::Counter: points = 18; f.setBold(true); break;
    case NimText::Digits: points = 20; f.setFamily(QStringLiteral("monospace")); f.setStyleHint(QFont::Monospace); break;
    case NimText::Banner: points = 17; f.setBold(true); break;
    }
    // The table's digits start half as large again as the sentences: at a projector they grow by
    // the square root of the presentation's boost (20 pt -> 26 pt, 35 px), so that the table with its
    // nim-sum row fits beside the heaps at 1280x720 instead of scrolling.
    const bool digitsPresented = role == NimText::Digits && TextScale::instance()->presentation();
    f.setPointSizeF(points * nimTextFactor() / (digitsPresented ? std::sqrt(TextScale::kPresentationBoost) : 1.0));
    // and no number under the back row's size (the controls' words follow the text size alone)
    return role == NimText::Controls ? f : TextScale::backRow(f);
}

}  // namespace homestead::gui
