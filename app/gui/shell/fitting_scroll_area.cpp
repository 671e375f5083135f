// See fitting_scroll_area.h.
#include "fitting_scroll_area.h"

#include <QScreen>
#include <QScrollBar>

#include <algorithm>

namespace homestead::gui {

FittingScrollArea::FittingScrollArea(QWidget* panel, QWidget* parent) : QScrollArea(parent) {
    setWidget(panel);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // the sentences wrap instead
}

int FittingScrollArea::panelHeight() const { return widget()->sizeHint().height() + 2 * frameWidth(); }

QSize FittingScrollArea::sizeHint() const {
    if (!widget()) return QScrollArea::sizeHint();
    return {widget()->sizeHint().width() + 2 * frameWidth() + verticalScrollBar()->sizeHint().width(), panelHeight()};
}

QSize FittingScrollArea::minimumSizeHint() const {
    const QSize least = QScrollArea::minimumSizeHint();
    if (!widget()) return least;
    const int screenHeight = screen() ? screen()->availableGeometry().height() : 0;
    const int width = widget()->minimumSizeHint().width() + 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
    return {std::max(least.width(), width), std::max(least.height(), std::min(panelHeight(), screenHeight * 3 / 5))};
}

}  // namespace homestead::gui
