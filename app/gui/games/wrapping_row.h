// A row of controls that wraps like a line of words: left to right while they fit the width it is
// given, then on a new line below. A game page's rows of buttons and boxes ("Player 1 [Human]
// Player 2 [Engine — perfect] [Player 1 moves first] [Misère]") fit a 1280-pixel screen in
// presentation type but not a 1024-pixel one, where a box layout squeezes them and cuts their words;
// wrapped, every control keeps the width it asks for. Qt has no such layout of its own (its docs
// show one as an example), so this is a small QLayout with height-for-width.
//
//   auto* row = new WrappingRow(groupBox);
//   row->addWidget(button);
//   row->addWidget(together(label, box));  // a label and its box never split across lines
#pragma once

#include <QLayout>
#include <QList>

namespace homestead::gui {

class WrappingRow : public QLayout {
public:
    explicit WrappingRow(QWidget* parent = nullptr);
    ~WrappingRow() override;

    void addItem(QLayoutItem* item) override;
    int count() const override { return static_cast<int>(items_.size()); }
    QLayoutItem* itemAt(int index) const override { return items_.value(index); }
    QLayoutItem* takeAt(int index) override;

    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;     // every control on one line
    QSize minimumSize() const override;  // the widest control alone on its line
    void setGeometry(const QRect& rect) override;

private:
    // Lays the items out in `rect` (placing them when `place`); the height the lines take.
    int arrange(const QRect& rect, bool place) const;
    int gap() const;  // between items and between lines: the style's spacing
    QList<QLayoutItem*> items_;
};

// `first` and `second` side by side in a widget of their own, so a wrapping row keeps them on one line.
QWidget* together(QWidget* first, QWidget* second);

}  // namespace homestead::gui
