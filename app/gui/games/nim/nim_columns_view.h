// The nim-sum worked in binary columns, as Bouton, Gardner and the lecture notes do it by hand: one
// row per heap (its size and its binary digits under the columns 8s 4s 2s 1s), then how many 1s each
// column has and the nim-sum's digit (1 where that count is odd). The leftmost odd column is shaded
// and, in it, the 1s of the heaps that can use it are ringed. All numbers come from nimHeapColumns()
// (nim_columns.h, the model the Explain panel's working uses too); the view only lays them out.
// O(heaps × bits).
#pragma once

#include "homestead/nim_columns.h"

#include <QWidget>

namespace homestead::gui {

class NimColumnsView : public QWidget {
    Q_OBJECT
public:
    explicit NimColumnsView(QWidget* parent = nullptr);
    void setColumns(NimColumns columns);
    const NimColumns& columns() const { return columns_; }
    // The cell of heap `heap` (or, for heap == heaps.size(), of the nim-sum row) in column `bit`.
    QRectF digitRect(std::size_t heap, int bit) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent*) override;

private:
    qreal rowHeight() const;
    qreal digitWidth() const;
    qreal labelWidth() const;
    qreal nameWidth() const;
    NimColumns columns_;
};

}  // namespace homestead::gui
