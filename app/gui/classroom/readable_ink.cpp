// WCAG contrast and readable inks (see readable_ink.h).
#include "readable_ink.h"

#include <algorithm>
#include <cmath>

namespace homestead::gui {

double relativeLuminance(const QColor& c) {
    auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(QColor ink, std::initializer_list<QColor> grounds, double ratio) {
    auto enough = [&](const QColor& c) {
        return std::all_of(grounds.begin(), grounds.end(), [&](const QColor& g) { return contrastRatio(c, g) >= ratio; });
    };
    for (int step = 0; step < 40 && !enough(ink); ++step) ink = ink.darker(106);  // black at worst
    return enough(ink) ? ink : QColor(Qt::black);
}

}  // namespace homestead::gui
