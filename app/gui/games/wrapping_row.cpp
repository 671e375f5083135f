// WrappingRow (wrapping_row.h): items at their size hints, left to right, a new line when the next
// would pass the right edge; a line as tall as its tallest item, its items centred on it.
#include "wrapping_row.h"

#include <QHBoxLayout>
#include <QWidget>

#include <algorithm>

namespace homestead::gui {

WrappingRow::WrappingRow(QWidget* parent) : QLayout(parent) {}

WrappingRow::~WrappingRow() {
    while (QLayoutItem* item = takeAt(0)) delete item;
}

void WrappingRow::addItem(QLayoutItem* item) { items_.append(item); }

QLayoutItem* WrappingRow::takeAt(int index) {
    if (index < 0 || index >= items_.size()) return nullptr;
    invalidate();
    return items_.takeAt(index);
}

int WrappingRow::gap() const { return spacing() >= 0 ? spacing() : 6; }

int WrappingRow::heightForWidth(int width) const { return arrange(QRect(0, 0, width, 0), false); }

QSize WrappingRow::sizeHint() const {
    int width = 0, height = 0, shown = 0;
    for (const QLayoutItem* item : items_) {
        if (item->isEmpty()) continue;
        const QSize hint = item->sizeHint();
        width += hint.width() + (shown++ > 0 ? gap() : 0);
        height = std::max(height, hint.height());
    }
    const QMargins m = contentsMargins();
    return QSize(width + m.left() + m.right(), height + m.top() + m.bottom());
}

QSize WrappingRow::minimumSize() const {
    QSize least;
    for (const QLayoutItem* item : items_)
        if (!item->isEmpty()) least = least.expandedTo(item->sizeHint());
    const QMargins m = contentsMargins();
    return least + QSize(m.left() + m.right(), m.top() + m.bottom());
}

void WrappingRow::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int WrappingRow::arrange(const QRect& rect, bool place) const {
    const QRect area = rect.marginsRemoved(contentsMargins());
    // the lines: which items each holds, and how tall it is
    struct Line {
        qsizetype first = 0, end = 0;
        int height = 0;
    };
    QList<Line> lines;
    int x = area.left();
    for (qsizetype i = 0; i < items_.size(); ++i) {
        if (items_[i]->isEmpty()) continue;
        const QSize hint = items_[i]->sizeHint();
        const bool newLine = lines.isEmpty() || (x + hint.width() > area.right() + 1 && x > area.left());
        if (newLine) {
            lines.append(Line{i, i, 0});
            x = area.left();
        }
        lines.last().end = i + 1;
        lines.last().height = std::max(lines.last().height, hint.height());
        x += hint.width() + gap();
    }
    int y = area.top();
    for (const Line& line : lines) {
        if (place) {
            int left = area.left();
            for (qsizetype i = line.first; i < line.end; ++i) {
                if (items_[i]->isEmpty()) continue;
                const QSize hint = items_[i]->sizeHint();
                const int width = std::min(hint.width(), area.width());
                items_[i]->setGeometry(QRect(left, y + (line.height - hint.height()) / 2, width, hint.height()));
                left += hint.width() + gap();
            }
        }
        y += line.height + gap();
    }
    const int linesHeight = lines.isEmpty() ? 0 : y - gap() - area.top();
    const QMargins m = contentsMargins();
    return linesHeight + m.top() + m.bottom();
}

QWidget* together(QWidget* first, QWidget* second) {
    auto* pair = new QWidget;
    auto* row = new QHBoxLayout(pair);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(first);
    row->addWidget(second);
    return pair;
}

}  // namespace homestead::gui
