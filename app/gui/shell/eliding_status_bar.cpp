// The status bar whose message is cut with an ellipsis before the widgets on its right (see
// eliding_status_bar.h). It paints what QStatusBar paints, with the message cut.
#include "eliding_status_bar.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLayout>
#include <QPaintEvent>
#include <QPainter>
#include <QSizeGrip>
#include <QStyle>
#include <QStyleOption>
#include <QToolTip>

#include <algorithm>
#include <vector>

namespace homestead::gui {

namespace {

// The widgets in the bar's layouts (its normal and permanent widgets and the size grip).
void collectWidgets(const QLayout* layout, std::vector<QWidget*>& out) {
    for (int i = 0; layout && i < layout->count(); ++i) {
        QLayoutItem* item = layout->itemAt(i);
        if (QWidget* w = item->widget()) out.push_back(w);
        else collectWidgets(item->layout(), out);
    }
}

}  // namespace

QRect ElidingStatusBar::messageRect() const {
    const bool rtl = layoutDirection() == Qt::RightToLeft;
    int left = 6, right = width() - 12;  // QStatusBar's margins
    std::vector<QWidget*> widgets;
    collectWidgets(layout(), widgets);
    // While a message shows, the normal widgets are hidden: the ones shown are the permanent ones
    // and the size grip.
    for (const QWidget* w : widgets) {
        if (!w->isVisible()) continue;
        const bool grip = qobject_cast<const QSizeGrip*>(w) != nullptr;
        if (rtl) left = std::max(left, w->geometry().right() + 1 + (grip ? 0 : 2));
        else right = std::min(right, w->x() - (grip ? 0 : 2));
    }
    return QRect(left, 0, std::max(0, right - left), height());
}

QString ElidingStatusBar::shownMessage() const {
    const QString message = currentMessage();
    if (message.isEmpty()) return message;
    const int room = messageRect().width();
    if (fontMetrics().horizontalAdvance(message) <= room) return message;
    return fontMetrics().elidedText(message, Qt::ElideRight, room);
}

bool ElidingStatusBar::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip && messageCut()) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QRect rect = messageRect();
        if (rect.contains(help->pos())) {
            QToolTip::showText(help->globalPos(), currentMessage(), this, rect);
            return true;
        }
    }
    const bool done = QStatusBar::event(event);
    if (event->type() == QEvent::LayoutRequest) update();  // the room may have changed: cut again
    return done;
}

void ElidingStatusBar::paintEvent(QPaintEvent* event) {
    if (!messageCut()) {
        QStatusBar::paintEvent(event);
        return;
    }
    // What QStatusBar paints — the panel, a frame around each widget shown — and the message, cut.
    QPainter painter(this);
    QStyleOption panel;
    panel.initFrom(this);
    style()->drawPrimitive(QStyle::PE_PanelStatusBar, &panel, &painter, this);
    std::vector<QWidget*> widgets;
    collectWidgets(layout(), widgets);
    for (QWidget* w : widgets) {
        if (!w->isVisible() || qobject_cast<QSizeGrip*>(w)) continue;
        QStyleOption frame(0);
        frame.rect = w->geometry().adjusted(-2, -1, 2, 1);
        frame.palette = palette();
        frame.state = QStyle::State_None;
        if (event->rect().intersects(frame.rect)) style()->drawPrimitive(QStyle::PE_FrameStatusBarItem, &frame, &painter, w);
    }
    painter.setPen(palette().windowText().color());
    painter.drawText(messageRect(), Qt::AlignLeading | Qt::AlignVCenter | Qt::TextSingleLine, shownMessage());
}

}  // namespace homestead::gui
