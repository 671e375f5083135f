// Gardner's chessboard view of the Nim page (see nim_board_view.h).
#include "nim_board_view.h"

#include "focus_halo.h"
#include "focus_ring.h"
#include "nim_style.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace homestead::gui {

namespace {
constexpr qreal kMargin = 12;
constexpr qreal kLabelRows = 1.3;  // under the board: the gap of each column
const QColor kLight{0xf0, 0xd9, 0xb5}, kDark{0xb5, 0x88, 0x63};
const QColor kPlayer1{0xfa, 0xfa, 0xf5}, kPlayer2{0x30, 0x2c, 0x2a};
}  // namespace

NimBoardView::NimBoardView(QWidget* parent) : CursorBoardView(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    FocusHalo::markOwnFocusRing(this);  // the cursor's square wears the ring
    setObjectName(QStringLiteral("nimBoard"));
    setAccessibleName(tr("Nim chessboard"));
    setAccessibleDescription(tr("Each heap as a column between two counters, Player 1's below and Player 2's above; "
                                "the empty squares between them are the heap."));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void NimBoardView::setPosition(const NimPosition& position) {
    position_ = position;
    // the keys' cursor stays where it was, if the board still has that square
    if (!hasFocus() || !hover_ || hover_->first >= position_.heaps.size() || hover_->second >= position_.rows) hover_.reset();
    update();
}

void NimBoardView::setHint(std::vector<nim::NimMove> moves) {
    hint_ = std::move(moves);
    update();
}

void NimBoardView::setAnswer(std::optional<nim::NimMove> answer) {
    answer_ = answer;
    update();
}

void NimBoardView::setInteractive(bool on) {
    interactive_ = on;
    setCursor(on ? Qt::PointingHandCursor : Qt::ArrowCursor);
    if (!on) hover_.reset();
    update();
}

qreal NimBoardView::cell() const {
    const qreal columns = std::max<qreal>(1, qreal(position_.heaps.size()));
    const qreal rows = std::max<qreal>(1, qreal(position_.rows)) + kLabelRows;
    return std::clamp(std::min((width() - 2 * kMargin) / columns, (height() - 2 * kMargin) / rows), 12.0, 72.0);
}

QPointF NimBoardView::origin() const {
    const qreal c = cell();
    const qreal w = c * qreal(position_.heaps.size());
    return {(width() - w) / 2, kMargin};
}

QRectF NimBoardView::squareRect(std::size_t column, std::int64_t row) const {
    const qreal c = cell();
    const QPointF o = origin();
    // Row 0 (Player 1's edge) at the bottom.
    return {o.x() + qreal(column) * c, o.y() + qreal(position_.rows - 1 - row) * c, c, c};
}

QRectF NimBoardView::counterRect(std::size_t column, int side) const {
    const std::int64_t row = side == 0 ? position_.low[column] : position_.high(column);
    const QRectF s = squareRect(column, row);
    return s.adjusted(s.width() * 0.12, s.height() * 0.12, -s.width() * 0.12, -s.height() * 0.12);
}

std::int64_t NimBoardView::drawnGap(std::size_t column) const {
    const qreal c = cell();
    return std::llround((counterRect(column, 0).center().y() - counterRect(column, 1).center().y()) / c) - 1;
}

QSize NimBoardView::sizeHint() const { return {640, 560}; }
QSize NimBoardView::minimumSizeHint() const { return {280, 280}; }

std::optional<nim::NimMove> NimBoardView::moveTo(std::size_t column, std::int64_t row) const {
    if (column >= position_.heaps.size() || row < 0 || row >= position_.rows) return std::nullopt;
    const std::int64_t low = position_.low[column], high = position_.high(column), heap = position_.heaps[column];
    std::int64_t gap = 0;
    if (position_.mover == 0) {
        if (row >= high || row == low) return std::nullopt;
        gap = high - row - 1;
    } else {
        if (row <= low || row == high) return std::nullopt;
        gap = row - low - 1;
    }
    nim::NimMove move{column, heap, gap};
    if (NimRules::whyIllegal(position_, move)) return std::nullopt;
    return move;
}

QRectF NimBoardView::targetRect(const nim::NimMove& m) const {
    const std::int64_t row = position_.mover == 0 ? position_.high(m.heap) - m.to - 1 : position_.low[m.heap] + m.to + 1;
    return squareRect(m.heap, row);
}

bool NimBoardView::squareAt(QPointF p, std::size_t& column, std::int64_t& row) const {
    const qreal c = cell();
    const QPointF o = origin();
    if (p.x() < o.x() || p.y() < o.y()) return false;
    column = std::size_t((p.x() - o.x()) / c);
    const std::int64_t fromTop = std::int64_t((p.y() - o.y()) / c);
    row = position_.rows - 1 - fromTop;
    return column < position_.heaps.size() && row >= 0 && row < position_.rows;
}

void NimBoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const qreal c = cell();
    for (std::size_t col = 0; col < position_.heaps.size(); ++col) {
        for (std::int64_t row = 0; row < position_.rows; ++row)
            p.fillRect(squareRect(col, row), (std::int64_t(col) + row) % 2 ? kLight : kDark);
        // The gap: the heap, shaded and numbered under the column.
        const std::int64_t low = position_.low[col], high = position_.high(col);
        if (high - low > 1) {
            const QRectF top = squareRect(col, high - 1), bottom = squareRect(col, low + 1);
            p.fillRect(top.united(bottom).adjusted(c * 0.38, 0, -c * 0.38, 0), QColor(0x2f, 0x5d, 0x8a, 70));
        }
        p.setPen(palette().color(QPalette::Text));
        p.setFont(nimFont(NimText::Counter));
        const QRectF under = squareRect(col, 0).translated(0, c);
        p.drawText(QRectF(under.left(), under.top(), c, c * kLabelRows), Qt::AlignCenter,
                   QString::number(position_.heaps[col]));
    }
    auto ring = [&](const QRectF& r, const QColor& colour) {
        p.setPen(QPen(colour, std::max(3.0, c * 0.08)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r.adjusted(c * 0.1, c * 0.1, -c * 0.1, -c * 0.1));
    };
    for (const auto& m : hint_) ring(targetRect(m), nimColour::hint);
    if (answer_) ring(targetRect(*answer_), nimColour::ring);
    for (std::size_t col = 0; col < position_.heaps.size(); ++col)
        for (int side = 0; side < 2; ++side) {
            const QRectF r = counterRect(col, side);
            p.setPen(QPen(side == 0 ? QColor(0x55, 0x55, 0x55) : QColor(0x10, 0x10, 0x10), 2));
            p.setBrush(side == 0 ? kPlayer1 : kPlayer2);
            p.drawEllipse(r);
            if (side == position_.mover && interactive_) {  // the counters that move next
                p.setPen(QPen(nimColour::counter, 3));
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(r.adjusted(-2, -2, 2, 2));
            }
        }
    if (hover_ && interactive_) {
        if (const auto m = moveTo(hover_->first, hover_->second)) {
            const QRectF r = targetRect(*m).adjusted(c * 0.12, c * 0.12, -c * 0.12, -c * 0.12);
            p.setPen(QPen(m->to < m->from ? nimColour::taking : nimColour::ring, 3, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(r);
        }
    }
    if (hasFocus() && hover_ && hover_->first < position_.heaps.size())
        focusRing::paintInside(p, squareRect(hover_->first, hover_->second));
}

void NimBoardView::mouseMoveEvent(QMouseEvent* e) {
    std::size_t col = 0;
    std::int64_t row = 0;
    if (interactive_ && squareAt(e->position(), col, row)) pointAt(col, row);
    else if (hover_) {
        hover_.reset();
        update();
    }
}

void NimBoardView::pointAt(std::size_t column, std::int64_t row) {
    const std::pair<std::size_t, std::int64_t> h(column, row);
    if (h == hover_) return;
    hover_ = h;
    const auto m = moveTo(column, row);
    setToolTip(m ? (m->to < m->from ? tr("Advance: the gap %1 becomes %2").arg(m->from).arg(m->to)
                                    : tr("Retreat: the gap %1 becomes %2").arg(m->from).arg(m->to))
                 : QString());
    update();
}

// The keys' cursor starts in the first column, on the square just ahead of the mover's counter.
void NimBoardView::placeCursor(Qt::FocusReason) {
    if (!hover_ && !position_.heaps.empty() && position_.rows > 0) {
        const std::int64_t ahead = position_.mover == 0 ? position_.low[0] + 1 : position_.high(0) - 1;
        hover_ = std::make_pair(std::size_t(0), std::clamp<std::int64_t>(ahead, 0, position_.rows - 1));
    }
}

void NimBoardView::keyPressEvent(QKeyEvent* e) {
    if (!interactive_ || position_.heaps.empty() || position_.rows <= 0) return QWidget::keyPressEvent(e);
    const std::int64_t columns = std::int64_t(position_.heaps.size());
    std::int64_t col = hover_ ? std::int64_t(hover_->first) : 0, row = hover_ ? hover_->second : 0;
    switch (e->key()) {
    case Qt::Key_Left: --col; break;
    case Qt::Key_Right: ++col; break;
    case Qt::Key_Up: ++row; break;  // (row 0 is at the bottom)
    case Qt::Key_Down: --row; break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (hover_) pressSquare(hover_->first, hover_->second);
        return;
    default: return QWidget::keyPressEvent(e);
    }
    pointAt(std::size_t(std::clamp<std::int64_t>(col, 0, columns - 1)), std::clamp<std::int64_t>(row, 0, position_.rows - 1));
}

void NimBoardView::leaveEvent(QEvent*) {
    hover_.reset();
    update();
}

void NimBoardView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton || !interactive_) return;
    std::size_t col = 0;
    std::int64_t row = 0;
    if (squareAt(e->position(), col, row)) pressSquare(col, row);
}

void NimBoardView::pressSquare(std::size_t col, std::int64_t row) {
    if (const auto m = moveTo(col, row)) {
        emit moveRequested(*m);
        return;
    }
    const std::int64_t low = position_.low[col], high = position_.high(col);
    const bool behind = position_.mover == 0 ? row < low : row > high;
    if (behind && !position_.retreats) emit refused(tr("Retreats are off: turn on Northcott's retreats (R) to move a counter back."));
    else if (position_.mover == 0 ? row >= high : row <= low) emit refused(tr("A counter cannot jump over the other one."));
    else emit refused(tr("Click an empty square of the column to move your counter there."));
}

}  // namespace homestead::gui
