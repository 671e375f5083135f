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

int FittingScrollArea::panelHeight() const {
    const QWidget* panel = widget();
    const QSize wanted = panel->sizeHint();
    const int width = viewport()->width() > 0 ? viewport()->width() : wanted.width();
    return std::max(panel->hasHeightForWidth() ? panel->heightForWidth(width) : 0, wanted.height()) + 2 * frameWidth();
}

QSize FittingScrollArea::sizeHint() const {
    if (!widget()) return QScrollArea::sizeHint();
    return {widget()->sizeHint().width() + 2 * frameWidth() + verticalScrollBar()->sizeHint().width(), panelHeight()};
}

QSize FittingScrollArea::minimumSizeHint() const {
    const QSize least = QScrollArea::minimumSizeHint();
    if (!widget()) return least;
    const int screenHeight = screen() ? screen()->availableGeometry().height() : 0;
    return {least.width(), std::max(least.height(), std::min(panelHeight(), screenHeight * 3 / 5))};
}

}  // namespace homestead::gui
