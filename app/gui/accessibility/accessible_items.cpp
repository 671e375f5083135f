// Custom-painted widgets' items as accessible children (see accessible_items.h): the widget's
// interface (a QAccessibleWidget that lists the items before its child widgets), one interface per
// item (no QObject behind it, so registered with QAccessible and deleted when its item goes), and the
// factory that gives a widget with a provider the first.
#include "accessible_items.h"

#include "screen_reader.h"

#include <QAccessibleWidget>
#include <QHash>
#include <QPointer>
#include <QWidget>
#include <QWindow>

#include <utility>

namespace homestead::gui {

namespace {

// One item: everything it says is asked of the provider at the time, so it never goes stale.
class ItemInterface : public QAccessibleInterface {
public:
    ItemInterface(QWidget* widget, int index) : widget_(widget), index_(index) {}

    int index() const { return index_; }
    const QWidget* owner() const { return widget_; }

    bool isValid() const override {
        const AccessibleItems* items = provider();
        return items && index_ < items->count();
    }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return widget_ ? widget_->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override {
        return widget_ ? QAccessible::queryAccessibleInterface(widget_.data()) : nullptr;
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override {
        if (t != QAccessible::Name || !isValid()) return {};
        return provider()->itemText(index_);
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override {
        if (!isValid()) return {};
        const QRect r = provider()->itemRect(index_);
        return QRect(widget_->mapToGlobal(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override {
        const AccessibleItems* items = provider();
        return items ? items->itemRole() : QAccessible::NoRole;
    }
    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        const AccessibleItems* items = provider();
        s.focusable = true;
        s.focused = items->focusItem() == index_ && widget_->hasFocus();
        s.selectable = true;
        s.selected = items->itemSelected(index_);
        s.invisible = !widget_->isVisible();
        return s;
    }

private:
    const AccessibleItems* provider() const { return widget_ ? AccessibleItems::of(widget_.data()) : nullptr; }

    QPointer<QWidget> widget_;
    const int index_;
};

// The widget: its items first, then its child widgets (a view's viewport and scroll bars).
class ItemsWidgetInterface : public QAccessibleWidget {
public:
    ItemsWidgetInterface(QWidget* widget, AccessibleItems* items) : QAccessibleWidget(widget, items->role()), items_(items) {}
    ~ItemsWidgetInterface() override { dropFrom(0); }

    int itemCount() const { return items_ ? items_->count() : 0; }

    int childCount() const override { return itemCount() + QAccessibleWidget::childCount(); }
    QAccessibleInterface* child(int index) const override {
        const int n = itemCount();
        if (index < 0) return nullptr;
        return index < n ? item(index) : QAccessibleWidget::child(index - n);
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        if (const auto* it = dynamic_cast<const ItemInterface*>(child))
            return it->owner() == widget() && it->index() < itemCount() ? it->index() : -1;
        const int i = QAccessibleWidget::indexOfChild(child);
        return i < 0 ? -1 : i + itemCount();
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        const QPoint local = widget()->mapFromGlobal(QPoint(x, y));
        for (int i = 0, n = itemCount(); i < n; ++i)
            if (items_->itemRect(i).contains(local)) return item(i);
        return QAccessibleWidget::childAt(x, y);
    }
    QAccessibleInterface* focusChild() const override {
        if (items_ && widget()->hasFocus()) {
            const int f = items_->focusItem();
            if (f >= 0 && f < itemCount()) return item(f);
        }
        return QAccessibleWidget::focusChild();
    }
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Value && items_) return items_->value();
        return QAccessibleWidget::text(t);
    }

    // Drops the interfaces of items from `first` on (those items are gone).
    void dropFrom(int first) {
        for (auto it = ids_.begin(); it != ids_.end();) {
            if (it.key() < first) {
                ++it;
                continue;
            }
            QAccessible::deleteAccessibleInterface(it.value());
            it = ids_.erase(it);
        }
    }

private:
    QAccessibleInterface* item(int index) const {
        if (const auto found = ids_.constFind(index); found != ids_.constEnd())
            if (QAccessibleInterface* iface = QAccessible::accessibleInterface(found.value())) return iface;
        auto* iface = new ItemInterface(widget(), index);
        ids_.insert(index, QAccessible::registerAccessibleInterface(iface));
        return iface;
    }

    QPointer<AccessibleItems> items_;
    mutable QHash<int, QAccessible::Id> ids_;
};

QAccessibleInterface* itemsFactory(const QString&, QObject* object) {
    if (!object || !object->isWidgetType()) return nullptr;
    if (AccessibleItems* items = AccessibleItems::of(object)) return new ItemsWidgetInterface(static_cast<QWidget*>(object), items);
    return nullptr;
}

}  // namespace

AccessibleItems::AccessibleItems(QWidget* widget, QAccessible::Role role, QAccessible::Role itemRole)
    : QObject(widget), widget_(widget), role_(role), itemRole_(itemRole) {
    static const bool installed = (QAccessible::installFactory(itemsFactory), true);
    (void)installed;
    // An interface made before this provider existed (the widget named itself) knows no items.
    QAccessibleInterface* known = QAccessible::queryAccessibleInterface(widget);
    if (known && !dynamic_cast<ItemsWidgetInterface*>(known)) QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(known));
}

AccessibleItems::~AccessibleItems() = default;

AccessibleItems* AccessibleItems::of(const QObject* widget) {
    if (!widget) return nullptr;
    for (QObject* child : widget->children())
        if (auto* items = qobject_cast<AccessibleItems*>(child)) return items;
    return nullptr;
}

QString AccessibleItems::value() const {
    const int f = focusItem();
    return f >= 0 && f < count() ? itemText(f) : QString();
}

void AccessibleItems::focusChanged() {
    const int f = focusItem();
    if (f < 0 || f >= count()) return;
    if (widget_->hasFocus()) {
        QAccessibleEvent focus(widget_, QAccessible::Focus);
        focus.setChild(f);
        tellScreenReader(&focus);
    }
    QAccessibleEvent name(widget_, QAccessible::NameChanged);
    name.setChild(f);
    tellScreenReader(&name);
}

void AccessibleItems::refresh() {
    const int n = count();
    std::vector<std::int64_t> now = shown();
    if (n == toldCount_ && now == toldShown_) return;
    const bool relisted = n != toldCount_;
    toldCount_ = n;
    toldShown_ = std::move(now);
    if (relisted) itemsChanged();  // (announces the focus too)
    else focusChanged();
}

void AccessibleItems::itemsChanged() {
    if (auto* iface = dynamic_cast<ItemsWidgetInterface*>(QAccessible::queryAccessibleInterface(widget_)))
        iface->dropFrom(count());
    QAccessibleEvent reorder(widget_, QAccessible::ObjectReorder);
    tellScreenReader(&reorder);
    focusChanged();
}

}  // namespace homestead::gui
