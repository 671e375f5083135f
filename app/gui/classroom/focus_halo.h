// The keyboard focus made visible on every standard widget of the window (buttons, boxes, lists,
// tabs), at a desktop, at a projector (presentation mode) and in High Contrast alike: while the
// keyboard is in use, the focused widget wears the focus ring (focus_ring.h) drawn around it by one
// overlay that follows it. The style's own hint (a thin frame, or nothing at all for a scroll area
// or a list) is not enough at the back of a classroom.
//
// As browsers do for :focus-visible: the ring shows once focus moves by the keyboard (Tab, Shift+Tab,
// a shortcut, a key press) and hides at the next mouse press, so a click on a button draws no ring.
// A focus that moves with Tab's reason but after a click (a page's tab clicked: the page going out of
// view passes its focus on as Tab would) is not the keyboard's, and shows no ring.
// Widgets that draw their own keyboard focus inside them (the canvas's node or edge, the Welter
// strip's square, the Nim heap, the puzzle board's edge) say so (markOwnFocusRing) and are not ringed.
// On a tab bar or a menu bar, whose own keys (the arrows) move between its tabs or menus, the ring
// goes round the current tab or the highlighted menu and follows it: a ring round the whole bar
// would say nothing of which one the keys are on.
// One application-wide event filter; it reads the event's type and nothing else for every other event.
//
//   FocusHalo::install();                       // once, by the main window
//   FocusHalo::markOwnFocusRing(stripView);     // its focus is drawn by itself
#pragma once

#include <QObject>
#include <QPointer>
#include <QWidget>

namespace homestead::gui {

class FocusHalo : public QObject {
    Q_OBJECT
public:
    // The one halo of the application (made on first call; the application owns it).
    static FocusHalo* install();
    static void markOwnFocusRing(QWidget* widget);
    // The widget ringed now (null when none: the mouse is in use, or the focus draws its own).
    QWidget* ringed() const;
    bool keyboardInUse() const { return keyboard_; }
    // What the ring goes round, in the ringed widget's coordinates (empty when none is ringed).
    QRect ringedPart() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit FocusHalo(QObject* parent);
    void follow(QWidget* widget);  // rings it (or nothing), watching it and its parents move
    void place();                  // the overlay around the followed widget, as it is now
    void setKeyboard(bool on);

    class Overlay;
    QPointer<QWidget> followed_;
    QPointer<Overlay> overlay_;
    std::vector<QPointer<QWidget>> watched_;  // the followed widget and its parents
    QMetaObject::Connection partMoves_;       // a bar's current tab or menu changing
    bool keyboard_ = false;
    bool lastInputKey_ = false;  // the last input was a key, not a mouse button
};

}  // namespace homestead::gui
