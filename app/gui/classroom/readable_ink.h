// Text that every reader can read: WCAG 2's contrast ratio between two colours, and an ink made
// dark enough for text on a ground (AA: 4.5:1 for text). A view that writes in a colour chosen for
// its meaning (a term's colour, a class's) writes its words in readableOn(colour, ground): the same
// hue, darkened only as far as contrast needs, so the colour still says which term it is.
//
//   label->setText(QStringLiteral("<span style='color:%1'>5</span>").arg(readableOn(term, Qt::white).name()));
#pragma once

#include <QColor>

#include <initializer_list>

namespace homestead::gui {

// WCAG AA for ordinary text.
inline constexpr double kTextContrast = 4.5;

// WCAG 2 relative luminance (0 black … 1 white) of an opaque colour.
double relativeLuminance(const QColor& c);
// WCAG 2 contrast ratio, 1 (none) … 21 (black on white).
double contrastRatio(const QColor& a, const QColor& b);
// `ink`, darkened in small steps (hue kept) until it reaches `ratio` against every ground given.
QColor readableOn(QColor ink, std::initializer_list<QColor> grounds, double ratio = kTextContrast);

}  // namespace homestead::gui
