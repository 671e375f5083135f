// What a custom-painted widget shows, told to a screen reader. The canvas, Welter's strip and Nim's
// heaps paint their edges, squares and heaps themselves, so Qt's accessibility sees one blank widget;
// an AccessibleItems attached to such a widget (a QObject child of it) lists those things, and Qt's
// accessibility interface of the widget (an interface factory installed here, QAccessible::installFactory)
// exposes them as its children: each with a name a screen reader speaks, a place on screen, and the
// one the keyboard is on as the focused child. The widget's own value (QAccessible::Value) is the
// focused item's sentence unless the provider says otherwise.
//
// The provider only reads its widget; the widget tells it when its focused item moved or changed its
// words (focusChanged: a Focus event on that child when the widget has the keyboard, a NameChanged
// always) and when items came or went (itemsChanged), or lets refresh() find out which, by comparing
// what the widget shows (count() and shown()) with what it told last. Costs: a child interface is
// made on a screen reader's first question about it and kept until its item goes; itemAt is O(items).
//
//   class StripItems : public AccessibleItems { ... count(), itemText(i), itemRect(i), focusItem(), shown() ... };
//   auto* items = new StripItems(strip);       // the strip's interface now lists its squares
//   items->focusChanged();                     // after the cursor moved
//   items->refresh();                          // after anything the strip shows changed
#pragma once

#include <QAccessible>
#include <QObject>
#include <QRect>
#include <QString>

#include <cstdint>
#include <vector>

class QWidget;

namespace homestead::gui {

class AccessibleItems : public QObject {
    Q_OBJECT
public:
    // The widget's role (QAccessible::Canvas, List, …) and its items' (Graphic, ListItem, …).
    AccessibleItems(QWidget* widget, QAccessible::Role role, QAccessible::Role itemRole);
    ~AccessibleItems() override;

    QWidget* widget() const { return widget_; }
    QAccessible::Role role() const { return role_; }
    QAccessible::Role itemRole() const { return itemRole_; }

    virtual int count() const = 0;
    virtual QString itemText(int index) const = 0;  // what a screen reader says of it
    virtual QRect itemRect(int index) const = 0;    // in the widget's coordinates
    virtual int focusItem() const = 0;              // the item the keyboard is on; -1: none
    virtual bool itemSelected(int /*index*/) const { return false; }
    // The widget's value: by default the focused item's sentence ("" when there is none).
    virtual QString value() const;

    // Tell the screen reader (see above).
    void focusChanged();
    void itemsChanged();
    // Tells it what changed since the last refresh(): nothing while count() and shown() are what it
    // told then; the items anew when their count changed, else the focused item.
    void refresh();

    // The provider attached to `widget`, if any.
    static AccessibleItems* of(const QObject* widget);

protected:
    // What the widget shows that a screen reader hears besides how many items there are, as numbers
    // (the cursor, the heaps, the coins): what refresh() compares.
    virtual std::vector<std::int64_t> shown() const { return {}; }

private:
    QWidget* widget_;
    QAccessible::Role role_, itemRole_;
    int toldCount_ = 0;                  // count() and shown() when refresh() last told
    std::vector<std::int64_t> toldShown_;
};

}  // namespace homestead::gui
