// The binary columns of the nim-sum (see nim_columns_view.h).
#include "nim_columns_view.h"

#include "nim_style.h"
#include "readable_ink.h"

#include <QPainter>

namespace homestead::gui {

NimColumnsView::NimColumnsView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("nimHeapColumns"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void NimColumnsView::setColumns(NimColumns columns) {
    columns_ = std::move(columns);
    updateGeometry();
    update();
}

qreal NimColumnsView::rowHeight() const { return QFontMetricsF(nimFont(NimText::Digits)).height() * 1.05; }
// A column is wide enough for its digit and for the widest header over the columns ("512s" in the
// sentences' font), so the headers never run together: at a projector the sentences' font grows
// more than the digits' (nim_style.cpp), and large heaps have long headers at any size.
qreal NimColumnsView::digitWidth() const {
    const qreal digit = QFontMetricsF(nimFont(NimText::Digits)).horizontalAdvance(QLatin1Char('0')) * 2.2;
    const QString widest = QString::number(std::int64_t(1) << std::max(columns_.shownBits() - 1, 0)) + QStringLiteral("s");
    return std::max(digit, QFontMetricsF(nimFont(NimText::Body)).horizontalAdvance(widest) + 10);
}
qreal NimColumnsView::nameWidth() const {
    return QFontMetricsF(nimFont(NimText::Heading)).horizontalAdvance(tr("nim-sum")) + 8;
}
qreal NimColumnsView::labelWidth() const {
    return nameWidth() + QFontMetricsF(nimFont(NimText::Digits)).horizontalAdvance(QStringLiteral("15")) + 24;
}

QRectF NimColumnsView::digitRect(std::size_t heap, int bit) const {
    const qreal row = rowHeight();
    const qreal top = row * 0.9;  // the header row: 8s 4s 2s 1s
    const qreal x = labelWidth() + qreal(columns_.shownBits() - 1 - bit) * digitWidth();
    const qreal y = top + qreal(heap) * row + (heap == columns_.rows.size() ? row * 0.35 : 0);
    return {x, y, digitWidth(), row};
}

QSize NimColumnsView::sizeHint() const {
    const qreal h = rowHeight() * (qreal(columns_.rows.size()) + 2.3);  // the header, the rows, the gap, the sum
    return {int(labelWidth() + digitWidth() * columns_.shownBits() + 12), int(h)};
}
QSize NimColumnsView::minimumSizeHint() const { return sizeHint(); }

void NimColumnsView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const NimColumns& c = columns_;
    const std::size_t n = c.rows.size();
    const QColor text = palette().color(QPalette::WindowText);
    // a 0 lighter than a 1, but readable (WCAG AA) on the page and in the shaded column
    const QColor ground = palette().color(QPalette::Window), faint = palette().color(QPalette::PlaceholderText);
    const double a = faint.alphaF();  // (a placeholder colour may be translucent: its look on the page)
    const QColor seen = QColor::fromRgbF(faint.redF() * a + ground.redF() * (1 - a), faint.greenF() * a + ground.greenF() * (1 - a),
                                         faint.blueF() * a + ground.blueF() * (1 - a));
    const QColor zero = readableOn(seen, {ground, nimColour::oddColumn});
    if (c.leftmostOdd) {  // the leftmost odd column, shaded from the header to the nim-sum
        const QRectF col = digitRect(0, *c.leftmostOdd).united(digitRect(n, *c.leftmostOdd));
        p.fillRect(col.adjusted(2, -rowHeight() * 0.8, -2, 0), nimColour::oddColumn);
    }
    p.setPen(text);
    p.setFont(nimFont(NimText::Body));
    for (int b = 0; b < c.shownBits(); ++b) {
        const QRectF r = digitRect(0, b).translated(0, -rowHeight() * 0.85);
        p.drawText(r, Qt::AlignCenter, QString::number(std::int64_t(1) << b) + QStringLiteral("s"));
    }
    for (std::size_t i = 0; i <= n; ++i) {
        const bool sumRow = i == n;
        const std::uint64_t value = sumRow ? c.result : c.rows[i];
        const QRectF first = digitRect(i, c.shownBits() - 1);
        p.setPen(text);
        p.setFont(nimFont(sumRow ? NimText::Heading : NimText::Body));
        p.drawText(QRectF(0, first.top(), nameWidth(), first.height()), Qt::AlignVCenter | Qt::AlignLeft,
                   sumRow ? tr("nim-sum") : tr("heap %1").arg(i + 1));
        p.setFont(nimFont(NimText::Digits));
        p.drawText(QRectF(0, first.top(), labelWidth() - 16, first.height()), Qt::AlignVCenter | Qt::AlignRight,
                   QString::number(value));
        for (int b = 0; b < c.shownBits(); ++b) {
            const QRectF r = digitRect(i, b);
            const bool one = (value >> b) & 1;
            p.setPen(one ? text : zero);
            p.drawText(r, Qt::AlignCenter, one ? QStringLiteral("1") : QStringLiteral("0"));
            if (!sumRow && one && c.leftmostOdd == b) {
                p.setPen(QPen(nimColour::ring, 3));
                p.setBrush(Qt::NoBrush);
                const qreal s = std::min(r.width(), r.height()) * 0.92;
                p.drawEllipse(QRectF(r.center().x() - s / 2, r.center().y() - s / 2, s, s));
            }
        }
        if (i + 1 == n) {  // the rule above the sum, as in a sum done by hand
            const qreal y = digitRect(n, 0).top() - rowHeight() * 0.18;
            p.setPen(QPen(text, 2));
            p.drawLine(QPointF(nameWidth(), y), QPointF(digitRect(0, 0).right(), y));
        }
    }
}

}  // namespace homestead::gui
