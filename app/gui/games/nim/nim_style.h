// The type and colours of the Nim page, in one place, so that every number on the page can be made
// larger at once: nimFont() is the only source of the page's fonts. Sizes are for a teacher at a
// projector at 1280×720 (a counter's number is 20 pt, the binary columns 22 pt). The global text-size
// setting (text_scale.h, another change) hooks in here: nimTextFactor() is where its factor() goes.
//
//   painter.setFont(nimFont(NimText::Digits));
#pragma once

#include <QColor>
#include <QFont>

class QWidget;

namespace homestead::gui {

enum class NimText { Controls, Body, Heading, Counter, Digits, Banner };

// The window's text size (View → Larger Text; TextScale), which every Nim font follows.
qreal nimTextFactor();
QFont nimFont(NimText role);
// Sets `widget`'s font to `role` and keeps it so when the text size changes.
void applyNimFont(QWidget* widget, NimText role);

// The page's colours: a counter, one about to be taken, a winning move's hint, the leftmost odd
// column and the rings of the heaps that can use it.
namespace nimColour {
inline const QColor counter{0x2f, 0x5d, 0x8a};
inline const QColor taking{0xd0, 0x3a, 0x2f};
inline const QColor hint{0xc0, 0x1f, 0x9a};
inline const QColor oddColumn{0xff, 0xe0, 0x8a};
inline const QColor ring{0xe0, 0x7b, 0x00};
}  // namespace nimColour

}  // namespace homestead::gui
