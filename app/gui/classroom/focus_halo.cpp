// The focus ring around the focused standard widget (see the header).
#include "focus_halo.h"

#include "focus_ring.h"

#include <QApplication>
#include <QFocusEvent>
#include <QMenuBar>
#include <QPaintEvent>
#include <QPainter>
#include <QTabBar>

#include <cmath>

namespace homestead::gui {

namespace {
constexpr const char* kOwnRing = "homesteadDrawsOwnFocusRing";
constexpr int kOutside = 4;  // pixels the ring's middle lies outside the widget

// The part of `w` the ring goes round: a tab bar's current tab, a menu bar's highlighted menu; else all of it.
QRect focusedPart(const QWidget* w) {
    if (const auto* bar = qobject_cast<const QTabBar*>(w); bar && bar->currentIndex() >= 0) return bar->tabRect(bar->currentIndex());
    if (const auto* menus = qobject_cast<const QMenuBar*>(w); menus && menus->activeAction())
        return menus->actionGeometry(menus->activeAction());
    return w->rect();
}
}  // namespace

// A transparent child of the focused widget's window, over everything in it, that only paints the ring.
class FocusHalo::Overlay : public QWidget {
public:
    explicit Overlay(QWidget* window) : QWidget(window) {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setAttribute(Qt::WA_TranslucentBackground);
        setFocusPolicy(Qt::NoFocus);
        setObjectName(QStringLiteral("focusHalo"));
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        focusRing::paintInside(p, rect(), 5);
    }
};

FocusHalo* FocusHalo::install() {
    static QPointer<FocusHalo> halo;
    if (!halo) {
        halo = new FocusHalo(qApp);
        qApp->installEventFilter(halo);
        connect(qApp, &QApplication::focusChanged, halo, [](QWidget*, QWidget* now) { halo->follow(now); });
    }
    return halo;
}

FocusHalo::FocusHalo(QObject* parent) : QObject(parent) {}

void FocusHalo::markOwnFocusRing(QWidget* widget) { widget->setProperty(kOwnRing, true); }

QWidget* FocusHalo::ringed() const { return overlay_ && overlay_->isVisible() ? followed_.data() : nullptr; }

QRect FocusHalo::ringedPart() const { return ringed() ? focusedPart(followed_) : QRect(); }

void FocusHalo::setKeyboard(bool on) {
    if (on == keyboard_) return;
    keyboard_ = on;
    place();
}

bool FocusHalo::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
        lastInputKey_ = false;
        setKeyboard(false);
        break;
    case QEvent::ShortcutOverride:  // (a key that a shortcut takes reaches no widget as a KeyPress)
        lastInputKey_ = true;
        break;
    case QEvent::KeyPress:
        lastInputKey_ = true;
        if (watched == followed_) setKeyboard(true);  // (once per key: the focus widget's own copy)
        break;
    case QEvent::FocusIn: {
        // A keyboard reason after a key only: a page hidden by a click on its tab passes its focus on
        // with Tab's reason, and a page coming into view may put its own there (Welter's strip).
        const Qt::FocusReason why = static_cast<QFocusEvent*>(event)->reason();
        if (lastInputKey_ && (why == Qt::TabFocusReason || why == Qt::BacktabFocusReason || why == Qt::ShortcutFocusReason ||
                              why == Qt::MenuBarFocusReason))  // (Alt alone: the menu bar's keys)
            setKeyboard(true);
        break;
    }
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::Show:
    case QEvent::Hide:
        for (const QPointer<QWidget>& w : watched_)
            if (w == watched) {
                place();
                break;
            }
        break;
    case QEvent::FontChange:  // larger text, presenting: a bar's tabs or menus resize within it
    case QEvent::StyleChange:
        if (watched == followed_) QMetaObject::invokeMethod(this, &FocusHalo::place, Qt::QueuedConnection);
        break;
    default: break;
    }
    return false;
}

void FocusHalo::follow(QWidget* widget) {
    followed_ = widget;
    watched_.clear();
    disconnect(partMoves_);
    if (auto* bar = qobject_cast<QTabBar*>(widget)) partMoves_ = connect(bar, &QTabBar::currentChanged, this, &FocusHalo::place);
    else if (auto* menus = qobject_cast<QMenuBar*>(widget)) partMoves_ = connect(menus, &QMenuBar::hovered, this, &FocusHalo::place);
    for (QWidget* w = widget; w; w = w->isWindow() ? nullptr : w->parentWidget()) watched_.emplace_back(w);
    place();
}

void FocusHalo::place() {
    QWidget* w = followed_;
    const bool show = keyboard_ && w && w->isVisible() && !w->property(kOwnRing).toBool() && !w->isWindow() &&
                      w->window()->windowType() != Qt::Popup;
    if (!show) {
        if (overlay_) overlay_->hide();
        return;
    }
    QWidget* window = w->window();
    if (!overlay_ || overlay_->parentWidget() != window) {
        delete overlay_;
        overlay_ = new Overlay(window);
    }
    // What shows of the widget or its focused part (a scroll area's child cut at its edge), grown by
    // the ring, and kept inside the window (the menu bar's top is the window's).
    const QRect seen = w->visibleRegion().intersected(focusedPart(w)).boundingRect();
    if (seen.isEmpty()) {
        overlay_->hide();
        return;
    }
    const int grow = kOutside + int(std::ceil(focusRing::kReach));
    const QRect area(w->mapTo(window, seen.topLeft()), seen.size());
    overlay_->setGeometry(area.adjusted(-grow, -grow, grow, grow).intersected(window->rect()));
    overlay_->raise();
    overlay_->show();
    overlay_->update();
}

}  // namespace homestead::gui
