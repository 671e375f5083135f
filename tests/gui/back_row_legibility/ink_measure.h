// For the back-row suite: what a frame shows, measured in its pixels. WCAG 2 relative luminance and
// contrast ratio; the ink of a region (pixels that stand out from its most common colour) cut into
// connected pieces; and the digits of a label drawn alone (every other character blanked out, in
// the label's own fonts, colours and layout), so that the pieces of ink a label shows are its digits.
//
//   const QImage frame = view->viewport()->grab().toImage();
//   for (const InkPiece& d : digitPieces(frame, labelRect)) QVERIFY(d.box.height() >= 24);
#pragma once

#include <QColor>
#include <QHash>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QRect>
#include <QRegularExpression>
#include <QString>
#include <QTextDocument>

#include <algorithm>
#include <cmath>
#include <vector>

namespace backrow {

// WCAG 2.x: https://www.w3.org/TR/WCAG21/#dfn-relative-luminance
inline double luminance(QColor c) {
    auto lin = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}
inline double contrast(QColor a, QColor b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The most common colour of `region` in `image`.
inline QColor background(const QImage& image, QRect region) {
    QHash<QRgb, int> count;
    region &= image.rect();
    for (int y = region.top(); y <= region.bottom(); ++y)
        for (int x = region.left(); x <= region.right(); ++x) ++count[image.pixel(x, y) | 0xff000000u];
    QRgb best = 0xffffffffu;
    int most = -1;
    for (auto it = count.cbegin(); it != count.cend(); ++it)
        if (it.value() > most) most = it.value(), best = it.key();
    return QColor::fromRgb(best);
}

// A connected piece of ink: its box (image pixels) and the strongest contrast of its pixels against
// the background (the ink's own colour, where a stroke covers whole pixels).
struct InkPiece {
    QRect box;
    double contrast = 1;
};

// Pieces of one text as one: the box of them all (a line drawn across a digit cuts it in two).
inline std::vector<InkPiece> united(const std::vector<InkPiece>& pieces) {
    if (pieces.empty()) return {};
    InkPiece all = pieces.front();
    for (const InkPiece& p : pieces) all.box |= p.box, all.contrast = std::max(all.contrast, p.contrast);
    return {all};
}

// How far `c` is from the blends of `from` and `to` (an antialiased pixel of `to` drawn on `from`).
inline double offBlend(QColor c, QColor from, QColor to) {
    const double d[3] = {double(to.red() - from.red()), double(to.green() - from.green()), double(to.blue() - from.blue())};
    const double v[3] = {double(c.red() - from.red()), double(c.green() - from.green()), double(c.blue() - from.blue())};
    const double dd = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
    const double t = dd > 0 ? std::clamp((v[0] * d[0] + v[1] * d[1] + v[2] * d[2]) / dd, 0.0, 1.0) : 0.0;
    double e = 0;
    for (int i = 0; i < 3; ++i) e += (v[i] - t * d[i]) * (v[i] - t * d[i]);
    return std::sqrt(e);
}

// The pieces of ink in `region`: 8-connected pixels whose contrast with the region's most common
// colour is at least `threshold` (antialiased edges that are a quarter covered and more) and, when
// `ink` is given, that are that ink or a blend of it with the background (not a plate's dark rim,
// an edge's green, a leader's grey or an orange ring drawn over or around a digit). Pieces that
// touch the region's border are left out, and so is a piece inside another's box (the dot of a
// dotted zero): what is left are the glyphs.
inline std::vector<InkPiece> inkPieces(const QImage& source, QRect region, double threshold = 1.6, QColor ink = {}) {
    const QImage image = source.convertToFormat(QImage::Format_RGB32);
    region &= image.rect();
    // BACKROW_DUMP=dir keeps each region measured, to look at when a measure surprises
    if (const QString dir = qEnvironmentVariable("BACKROW_DUMP"); !dir.isEmpty()) {
        static int n = 0;
        image.copy(region).save(QStringLiteral("%1/region-%2.png").arg(dir).arg(n++, 3, 10, QLatin1Char('0')));
    }
    const QColor bg = background(image, region);
    const int w = region.width(), h = region.height();
    std::vector<char> isInk(std::size_t(w) * h), seen(std::size_t(w) * h);
    std::vector<double> c(std::size_t(w) * h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const QColor px = QColor::fromRgb(image.pixel(region.left() + x, region.top() + y));
            c[y * w + x] = contrast(px, bg);
            isInk[y * w + x] = c[y * w + x] >= threshold && (!ink.isValid() || offBlend(px, bg, ink) <= 16);
        }
    std::vector<InkPiece> pieces;
    std::vector<int> stack;
    for (int start = 0; start < w * h; ++start) {
        if (!isInk[start] || seen[start]) continue;
        int x0 = w, y0 = h, x1 = -1, y1 = -1;
        double strongest = 1;
        stack.assign(1, start);
        seen[start] = 1;
        while (!stack.empty()) {
            const int i = stack.back();
            stack.pop_back();
            const int x = i % w, y = i / w;
            x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
            strongest = std::max(strongest, c[i]);
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const int nx = x + dx, ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
                    const int j = ny * w + nx;
                    if (isInk[j] && !seen[j]) seen[j] = 1, stack.push_back(j);
                }
        }
        if (x0 == 0 || y0 == 0 || x1 == w - 1 || y1 == h - 1) continue;  // cut by the border
        pieces.push_back({QRect(QPoint(region.left() + x0, region.top() + y0), QPoint(region.left() + x1, region.top() + y1)), strongest});
    }
    std::vector<InkPiece> glyphs;
    for (const InkPiece& p : pieces) {
        const bool inside = std::any_of(pieces.cbegin(), pieces.cend(), [&](const InkPiece& q) { return &q != &p && q.box.contains(p.box); });
        if (!inside) glyphs.push_back(p);
    }
    return glyphs;
}

// `text` with every character but the digits blanked (spaces), tags and entities kept as they are
// in rich text, so that the label lays the digits out in its own fonts and sizes.
inline QString digitsOnly(const QString& text, bool rich) {
    QString out;
    out.reserve(text.size());
    bool inTag = false, inEntity = false;
    for (QChar ch : text) {
        if (rich && inTag) {
            out += ch;
            inTag = ch != QLatin1Char('>');
        } else if (rich && ch == QLatin1Char('<')) {
            out += ch;
            inTag = true;
        } else if (rich && inEntity) {
            inEntity = ch != QLatin1Char(';');
        } else if (rich && ch == QLatin1Char('&')) {
            out += QLatin1Char(' ');
            inEntity = true;
        } else {
            out += ch.isDigit() || ch.isSpace() ? ch : QLatin1Char(' ');
        }
    }
    return out;
}

// The digits `label` shows, drawn as it draws them (its size, fonts, colours, styles), the rest of
// its text blanked: the pieces of ink, each a digit (digits that touch make one piece).
inline std::vector<InkPiece> labelDigits(QLabel* label) {
    const QString text = label->text();
    const bool rich = label->textFormat() == Qt::RichText || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(text));
    label->setText(digitsOnly(text, rich));
    const QImage frame = label->grab().toImage().convertToFormat(QImage::Format_RGB32);
    label->setText(text);
    // a margin of the label's own background, so that a digit at its edge is not taken for a cut piece
    QImage padded(frame.size() + QSize(4, 4), QImage::Format_RGB32);
    padded.fill(background(frame, frame.rect()));
    QPainter(&padded).drawImage(2, 2, frame);
    return inkPieces(padded, padded.rect());
}

}  // namespace backrow
