// The window's status bar, whose message never runs under the widgets on its right: a message
// longer than the room left of the first permanent widget shown (the drawing's value, at a
// projector's 1280 pixels in presentation mode's large type) is drawn cut with an ellipsis, and its
// tooltip there says it whole. currentMessage() stays the message as shown by showMessage().
//
//   window->setStatusBar(new ElidingStatusBar);   // before anything adds widgets to it
#pragma once

#include <QStatusBar>

namespace homestead::gui {

class ElidingStatusBar : public QStatusBar {
    Q_OBJECT
public:
    using QStatusBar::QStatusBar;

    // Where the message is drawn: from the left margin to the first permanent widget shown (or the
    // size grip, or the right margin), as QStatusBar lays it out.
    QRect messageRect() const;
    // The current message as drawn: cut with an ellipsis when wider than messageRect().
    QString shownMessage() const;
    bool messageCut() const { return shownMessage() != currentMessage(); }

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
};

}  // namespace homestead::gui
