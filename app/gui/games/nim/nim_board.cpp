// The puzzle mode's Nim board (see nim_board.h).
#include "nim_board.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace homestead::gui {

namespace {
constexpr double kLeft = 90;   // room for "heap 3 (12)"
constexpr double kRow = 46;
constexpr double kTop = 20;
const QColor kCounter{0xd9, 0xa4, 0x41}, kCounterEdge{0x5a, 0x45, 0x10}, kTaken{0xd6, 0x2f, 0x5a};
}  // namespace

NimBoard::NimBoard(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setToolTip(tr("Click a counter to take it and every counter to its right (Up/Down: heap, Left/Right: how many "
                  "stay, Enter: take)."));
}

void NimBoard::setHeaps(std::vector<std::int64_t> heaps) {
    heaps_ = std::move(heaps);
    hover_ = {};
    updateGeometry();
    update();
}

void NimBoard::setInteractive(bool enabled) {
    interactive_ = enabled;
    if (!enabled) hover_ = {};
    setCursor(enabled ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

double NimBoard::pitch() const {
    const std::int64_t most = heaps_.empty() ? 1 : std::max<std::int64_t>(1, *std::max_element(heaps_.begin(), heaps_.end()));
    return std::clamp((width() - kLeft - 20) / static_cast<double>(most), 12.0, 34.0);
}

QSize NimBoard::sizeHint() const { return {640, static_cast<int>(kTop * 2 + kRow * static_cast<double>(heaps_.size()))}; }

QPointF NimBoard::counterCentre(std::size_t heap, std::int64_t k) const {
    const double p = pitch();
    return {kLeft + (static_cast<double>(k) + 0.5) * p, kTop + (static_cast<double>(heap) + 0.5) * kRow};
}

NimBoard::Spot NimBoard::spotAt(QPointF pos) const {
    const int heap = static_cast<int>(std::floor((pos.y() - kTop) / kRow));
    if (heap < 0 || heap >= static_cast<int>(heaps_.size())) return {};
    const auto k = static_cast<std::int64_t>(std::floor((pos.x() - kLeft) / pitch()));
    if (k < 0 || k >= heaps_[static_cast<std::size_t>(heap)]) return {};
    return {heap, k};
}

void NimBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), Qt::white);
    const double r = std::min(pitch(), kRow) * 0.4;
    for (std::size_t h = 0; h < heaps_.size(); ++h) {
        const double y = kTop + static_cast<double>(h) * kRow;
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRectF(8, y, kLeft - 12, kRow), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("heap %1 (%2)").arg(h + 1).arg(heaps_[h]));
        for (std::int64_t k = 0; k < heaps_[h]; ++k) {
            const bool taken = hover_.heap == static_cast<int>(h) && k >= hover_.counter;
            p.setPen(QPen(taken ? kTaken : kCounterEdge, taken ? 2.0 : 1.0));
            p.setBrush(taken ? kCounter.lighter(130) : kCounter);
            p.drawEllipse(counterCentre(h, k), r, r);
        }
    }
}

void NimBoard::mouseMoveEvent(QMouseEvent* event) {
    if (!interactive_) return;
    const Spot s = spotAt(event->position());
    if (s.heap != hover_.heap || s.counter != hover_.counter) hover_ = s, update();
}

void NimBoard::mousePressEvent(QMouseEvent* event) {
    if (!interactive_ || event->button() != Qt::LeftButton) return;
    const Spot s = spotAt(event->position());
    if (s.heap >= 0) emit moveRequested(static_cast<std::size_t>(s.heap), heaps_[static_cast<std::size_t>(s.heap)], s.counter);
}

void NimBoard::leaveEvent(QEvent*) {
    hover_ = {};
    update();
}

void NimBoard::keyPressEvent(QKeyEvent* event) {
    if (!interactive_ || heaps_.empty()) return QWidget::keyPressEvent(event);
    Spot s = hover_.heap >= 0 ? hover_ : Spot{0, heaps_[0] - 1};
    const int n = static_cast<int>(heaps_.size());
    switch (event->key()) {
    case Qt::Key_Up: s.heap = (s.heap + n - 1) % n; break;
    case Qt::Key_Down: s.heap = (s.heap + 1) % n; break;
    case Qt::Key_Left: s.counter = std::max<std::int64_t>(0, s.counter - 1); break;
    case Qt::Key_Right: s.counter += 1; break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (hover_.heap >= 0) emit moveRequested(static_cast<std::size_t>(hover_.heap), heaps_[static_cast<std::size_t>(hover_.heap)], hover_.counter);
        return;
    default: return QWidget::keyPressEvent(event);
    }
    s.counter = std::clamp<std::int64_t>(s.counter, 0, heaps_[static_cast<std::size_t>(s.heap)] - 1);
    hover_ = s;
    update();
}

}  // namespace homestead::gui
