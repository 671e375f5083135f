// The board of transfinite Welter and Nim: geometry, painting and input (see transfinite_board_view.h).
#include "transfinite_board_view.h"

#include "board_colours.h"
#include "text_scale.h"

#include "homestead/transfinite_text.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace homestead::gui {

namespace {
constexpr int kMaxCell = 64;
constexpr double kTop = 0.35;  // room above the rows for the hint arrows, in cells
constexpr double kGap = 0.2;   // between rows, in cells
constexpr double kNumberRoom = 0.86;   // of a square's width a number may take
constexpr double kLeastSqueeze = 0.7;  // the narrowest a number is drawn, of its width

using namespace board;  // the boards' one palette (board_colours.h)

QString unicode(const Ordinal& o) { return QString::fromStdString(o.toUnicode()); }
}  // namespace

TransfiniteBoardView::TransfiniteBoardView(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Transfinite board"));
    rows_ = {Ordinal()};
    connect(TextScale::instance(), &TextScale::changed, this, [this] {
        updateGeometry();
        update();
    });
}

void TransfiniteBoardView::setBoard(std::vector<Ordinal> coins, const std::vector<Ordinal>& extraRows) {
    coins_ = std::move(coins);
    std::sort(coins_.begin(), coins_.end());
    std::vector<Ordinal> rows{Ordinal()};
    for (const Ordinal& c : coins_) rows.push_back(c.divideByOmega());
    rows.insert(rows.end(), extraRows.begin(), extraRows.end());
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    std::int64_t widest = kMinColumns - 2;
    for (const Ordinal& c : coins_) widest = std::max(widest, c.finitePart());
    for (const auto& m : hint_) widest = std::max(widest, m.to.finitePart());
    const int columns = int(widest) + 2;  // one free square past the rightmost coin
    if (rows != rows_ || columns != columns_) {
        rows_ = std::move(rows);
        columns_ = columns;
        updateGeometry();
    }
    if (selected_ && !coinCount(*selected_)) selected_.reset();
    if (pressed_ && !coinCount(*pressed_)) {
        pressed_.reset();
        drag_.dragging = false;
    }
    cursorRow_ = std::clamp(cursorRow_, 0, int(rows_.size()) - 1);
    cursorColumn_ = std::clamp(cursorColumn_, 0, columns_ - 1);
    update();
}

void TransfiniteBoardView::setHint(std::vector<transfinite::OrdinalMove> moves) {
    hint_ = std::move(moves);
    update();
}

void TransfiniteBoardView::setLastMove(std::optional<transfinite::OrdinalMove> move) {
    lastMove_ = std::move(move);
    update();
}

void TransfiniteBoardView::setInteractive(bool enabled) {
    interactive_ = enabled;
    if (!enabled) {
        selected_.reset();
        pressed_.reset();
        drag_.dragging = false;
    }
    QWidget::setCursor(enabled ? Qt::ArrowCursor : Qt::BusyCursor);
    update();
}

Ordinal TransfiniteBoardView::cursor() const { return squareOf(cursorRow_, cursorColumn_); }

int TransfiniteBoardView::coinCount(const Ordinal& square) const {
    const auto [a, b] = std::equal_range(coins_.begin(), coins_.end(), square);
    return int(b - a);
}

int TransfiniteBoardView::rowOf(const Ordinal& lambda) const {
    const auto it = std::lower_bound(rows_.begin(), rows_.end(), lambda);
    return it != rows_.end() && *it == lambda ? int(it - rows_.begin()) : -1;
}

Ordinal TransfiniteBoardView::squareOf(int row, int column) const {
    return rows_[std::size_t(std::clamp(row, 0, int(rows_.size()) - 1))].timesOmegaPlus(column);
}

// The numbers: at the application's text size; while presenting as tall as the back row needs.
QFont TransfiniteBoardView::numberFont() const {
    QFont f = font();
    f.setPixelSize(TextScale::pixels(15));
    f.setBold(true);
    return TextScale::backRow(f);
}

QString TransfiniteBoardView::rowLabel(int row) const {
    return QString::fromStdString(text::transfiniteRowName(rows_[std::size_t(row)])) + QStringLiteral(" +");
}

double TransfiniteBoardView::rowNamesLeft() const { return std::max(0, visibleRegion().boundingRect().left()); }

double TransfiniteBoardView::rowNamesWidth() const { return margin() + headerWidth(); }

double TransfiniteBoardView::headerWidth() const {
    const QFontMetricsF m(numberFont());
    double widest = 0;
    for (int r = 0; r < int(rows_.size()); ++r) widest = std::max(widest, m.horizontalAdvance(rowLabel(r)));
    return widest + 14;
}

// The smallest square: a digit stands clear of its top and bottom, and two digits fit it side by
// side drawn no narrower than kLeastSqueeze of their width (drawNumber narrows them), so that a
// presented board of 27 columns fits a 1280 px screen whole.
int TransfiniteBoardView::minimumCell() const {
    const QFont f = numberFont();
    const double twoDigits = QFontMetricsF(f).horizontalAdvance(QStringLiteral("88")) * kLeastSqueeze / kNumberRoom;
    return std::max(30, int(std::ceil(std::max(TextScale::digitHeight(f) * 1.3, twoDigits))));
}

int TransfiniteBoardView::cellSize() const {
    const int minCell = minimumCell();
    const double byWidth = (width() - 2 * margin() - headerWidth()) / columns_;
    const double byHeight = (height() - 2 * margin()) / (kTop + rows_.size() * (1 + kGap));
    return std::max(minCell, int(std::floor(std::min({byWidth, byHeight, double(kMaxCell)}))));
}

QRectF TransfiniteBoardView::cellRect(int row, int column) const {
    const double c = cellSize();
    const int fromTop = int(rows_.size()) - 1 - row;  // the largest λ on top
    return QRectF(margin() + headerWidth() + column * c, margin() + kTop * c + fromTop * c * (1 + kGap), c, c);
}

QRectF TransfiniteBoardView::squareRect(const Ordinal& square) const {
    const int row = rowOf(square.divideByOmega());
    const std::int64_t m = square.finitePart();
    if (row < 0 || m >= columns_) return {};
    return cellRect(row, int(m));
}

std::optional<Ordinal> TransfiniteBoardView::squareAt(QPointF pos) const {
    const double c = cellSize();
    const double left = margin() + headerWidth();
    if (pos.x() < rowNamesLeft() + rowNamesWidth()) return std::nullopt;  // under the rows' names
    const int column = int(std::floor((pos.x() - left) / c));
    if (column >= columns_) return std::nullopt;
    for (int row = 0; row < int(rows_.size()); ++row) {
        const QRectF r = cellRect(row, column);
        // the gap above a row counts as the row, so a drop between rows lands somewhere sensible
        if (pos.y() >= r.top() - c * kGap && pos.y() <= r.bottom()) return squareOf(row, column);
    }
    return std::nullopt;
}

QSize TransfiniteBoardView::sizeHint() const {
    const int c = std::max(44, minimumCell());
    return QSize(int(2 * margin() + headerWidth() + columns_ * c), int(2 * margin() + (kTop + rows_.size() * (1 + kGap)) * c));
}

QSize TransfiniteBoardView::minimumSizeHint() const {
    const int c = minimumCell();
    return QSize(int(2 * margin() + headerWidth() + columns_ * c), int(2 * margin() + (kTop + rows_.size() * (1 + kGap)) * c));
}

void TransfiniteBoardView::request(const Ordinal& from, const Ordinal& to) {
    selected_.reset();
    emit moveRequested(from, to);
    update();
}

void TransfiniteBoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const double c = cellSize();
    const QFont numbers = numberFont();
    const QFontMetricsF metrics(numbers);
    p.setFont(numbers);

    auto isHintTarget = [&](const Ordinal& s) {
        return std::any_of(hint_.begin(), hint_.end(), [&](const auto& m) { return m.to == s; });
    };
    auto isHintSource = [&](const Ordinal& s) {
        return std::any_of(hint_.begin(), hint_.end(), [&](const auto& m) { return m.from == s; });
    };
    // A number drawn narrower, not into its neighbours, when wider than its square; on a coin with a
    // rim of the coin's colour, so that digits wider than the coin stand clear of its edge.
    auto drawNumber = [&](const QRectF& r, const QString& text, const QColor& colour, const QColor& halo) {
        const double wide = metrics.horizontalAdvance(text), room = r.width() * kNumberRoom;
        const QPointF baseline(-wide / 2, metrics.ascent() - metrics.height() / 2);  // centred on the square
        p.save();
        p.translate(r.center());
        if (wide > room) p.scale(room / wide, 1.0);
        if (halo.isValid()) {
            QPainterPath outline;
            outline.addText(baseline, numbers, text);
            QPen rim(halo, std::max(3.5, c / 10), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
            rim.setCosmetic(true);  // as wide across as up, however narrowed the digits are
            p.strokePath(outline, rim);
        }
        p.setPen(colour);
        p.drawText(baseline, text);
        p.restore();
    };

    for (int row = 0; row < int(rows_.size()); ++row) {
        for (int k = 0; k < columns_; ++k) {
            const QRectF r = cellRect(row, k);
            const Ordinal s = squareOf(row, k);
            QColor fill = isHintTarget(s) ? kHintFill : kSquare;
            if (selected_ && s < *selected_ && !coinCount(s)) fill = fill.darker(104);  // where it may go
            p.setPen(QPen(kSquareBorder, std::max(1.2, c / 32)));
            p.setBrush(fill);
            p.drawRect(r);
        }
    }
    if (drag_.dragging) {
        if (const auto target = squareAt(drag_.dragPos); target && pressed_ && *target != *pressed_) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(kSelect, std::max(3.0, c / 12)));
            p.drawRect(squareRect(*target).adjusted(2, 2, -2, -2));
        }
    }
    if (hasFocus()) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kSelect, std::max(3.0, c / 14), Qt::DashLine));
        p.drawRect(cellRect(cursorRow_, cursorColumn_).adjusted(3, 3, -3, -3));
    }
    // The last move: a faint ring where the coin came from.
    if (lastMove_ && !coinCount(lastMove_->from))
        if (const QRectF r = squareRect(lastMove_->from); r.isValid()) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(kCoinEdge, std::max(1.5, c / 28), Qt::DotLine));
            p.drawEllipse(r.center(), c * 0.38, c * 0.38);
        }

    // Coins, each with its square's number on it; the dragged coin last, where the pointer is.
    const double radius = c * 0.45;  // room inside the rim for two digits
    auto drawCoin = [&](QPointF centre, const Ordinal& square, bool lifted) {
        p.setBrush(kCoin);  // flat: the number on it reads as well as on a square
        p.setPen(QPen(kCoinEdge, std::max(2.0, c / 24)));
        p.drawEllipse(centre, radius, radius);
        if (isHintSource(square) && !lifted) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(kHint, std::max(3.0, c / 12)));
            p.drawEllipse(centre, radius + c * 0.06, radius + c * 0.06);
        }
        if ((selected_ && *selected_ == square) || lifted) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(kSelect, std::max(3.0, c / 12)));
            p.drawEllipse(centre, radius + c * 0.06, radius + c * 0.06);
        }
    };
    for (int row = 0; row < int(rows_.size()); ++row)
        for (int k = 0; k < columns_; ++k) {
            const Ordinal s = squareOf(row, k);
            const QRectF r = cellRect(row, k);
            const int n = coinCount(s);
            const bool lifted = drag_.dragging && pressed_ && *pressed_ == s && n == 1;
            if (n > 0 && !lifted) drawCoin(r.center(), s, false);
            const bool onCoin = n > 0 && !lifted;
            drawNumber(r, QString::number(k), onCoin ? QColor(0x2a, 0x1c, 0x00) : kSquareBorder, onCoin ? kCoin : QColor());
            if (n > 1) {  // Nim: heaps of one size share the square
                QFont small = numbers;
                small.setPixelSize(std::max(10, numbers.pixelSize() * 2 / 3));
                p.setFont(small);
                p.setPen(kSelect);
                p.drawText(QRectF(r.right() - c * 0.5, r.top(), c * 0.5, c * 0.4), Qt::AlignRight | Qt::AlignTop,
                           QStringLiteral("×%1").arg(n));
                p.setFont(numbers);
            }
        }

    // The good moves: a green arrow from the coin to its target, bowed up and over the rows between.
    for (const auto& m : hint_) {
        const QRectF a = squareRect(m.from), b = squareRect(m.to);
        if (!a.isValid() || !b.isValid()) continue;
        const QPointF from(a.center().x(), a.top() + c * 0.1), to(b.center().x(), b.top() + c * 0.1);
        const double lift = c * 0.7;
        QPainterPath path;
        path.moveTo(from);
        path.cubicTo(from + QPointF(0, -lift), to + QPointF(0, -lift), to);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kHint, std::max(2.5, c / 14), Qt::SolidLine, Qt::RoundCap));
        p.drawPath(path);
        const double h = std::max(7.0, c / 5);
        QPolygonF head;
        head << to << to + QPointF(-h * 0.6, -h) << to + QPointF(h * 0.6, -h);
        p.setBrush(kHint);
        p.drawPolygon(head);
    }

    // The rows' names, on the left of what shows: a board scrolled sideways keeps them in sight, over
    // the squares that pass under them.
    const double namesLeft = rowNamesLeft();
    if (namesLeft > 0) p.fillRect(QRectF(namesLeft, 0, rowNamesWidth(), height()), palette().color(QPalette::Window));
    p.setPen(palette().color(QPalette::WindowText));
    for (int row = 0; row < int(rows_.size()); ++row)
        p.drawText(QRectF(namesLeft + margin(), cellRect(row, 0).top(), headerWidth() - 8, c), Qt::AlignRight | Qt::AlignVCenter,
                   rowLabel(row));

    if (drag_.dragging && pressed_) {
        const QRectF home = squareRect(*pressed_);
        p.setBrush(QColor(0, 0, 0, 30));
        p.setPen(Qt::NoPen);
        p.drawEllipse(home.center(), radius, radius);
        drawCoin(drag_.dragPos, *pressed_, true);
        drawNumber(QRectF(drag_.dragPos - QPointF(c / 2, c / 2), QSizeF(c, c)), QString::number(pressed_->finitePart()),
                   QColor(0x2a, 0x1c, 0x00), kCoin);
    }
    if (!interactive_) p.fillRect(rect(), QColor(255, 255, 255, 40));
}

void TransfiniteBoardView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mousePressEvent(e);
    setFocus(Qt::MouseFocusReason);
    const auto s = squareAt(e->position());
    drag_.press(e->position());
    pressed_.reset();
    if (s && interactive_ && coinCount(*s)) pressed_ = s;
    if (s) {
        cursorRow_ = rowOf(s->divideByOmega());
        cursorColumn_ = int(s->finitePart());
    }
    update();
    e->accept();
}

void TransfiniteBoardView::mouseMoveEvent(QMouseEvent* e) {
    if (!pressed_) return;
    if (drag_.follow(e->position())) selected_.reset();
    if (drag_.dragging) update();
    e->accept();
}

void TransfiniteBoardView::mouseReleaseEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mouseReleaseEvent(e);
    if (!interactive_) return;
    const auto s = squareAt(e->position());
    if (drag_.dragging && pressed_) {
        const Ordinal from = *pressed_;
        drag_.dragging = false;
        pressed_.reset();
        if (!s) emit moveRefused(tr("Dropped off the board: the coin stays on %1.").arg(unicode(from)));
        else if (*s != from) request(from, *s);
        update();
        return;
    }
    pressed_.reset();
    if (!s) return;
    if (coinCount(*s) && !(selected_ && *s < *selected_)) {
        // pick up a coin or put it down again (in Nim a click on a smaller heap's square moves there)
        selected_ = (selected_ && *selected_ == *s) ? std::nullopt : s;
        update();
    } else if (selected_) {
        request(*selected_, *s);
    }
}

void TransfiniteBoardView::keyPressEvent(QKeyEvent* e) {
    const int lastRow = int(rows_.size()) - 1;
    switch (e->key()) {
    case Qt::Key_Left: cursorColumn_ = std::max(0, cursorColumn_ - 1); break;
    case Qt::Key_Right: cursorColumn_ = std::min(columns_ - 1, cursorColumn_ + 1); break;
    case Qt::Key_Up: cursorRow_ = std::min(lastRow, cursorRow_ + 1); break;
    case Qt::Key_Down: cursorRow_ = std::max(0, cursorRow_ - 1); break;
    case Qt::Key_Home: cursorColumn_ = 0; break;
    case Qt::Key_End: cursorColumn_ = columns_ - 1; break;
    case Qt::Key_Escape:
        if (!selected_) return QWidget::keyPressEvent(e);
        selected_.reset();
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: {
        if (!interactive_) return QWidget::keyPressEvent(e);
        const Ordinal s = cursor();
        if (coinCount(s) && !(selected_ && s < *selected_))
            selected_ = (selected_ && *selected_ == s) ? std::nullopt : std::optional<Ordinal>(s);
        else if (selected_)
            request(*selected_, s);
        break;
    }
    default: return QWidget::keyPressEvent(e);
    }
    update();
    emit cursorMoved(cellRect(cursorRow_, cursorColumn_));
    e->accept();
}

bool TransfiniteBoardView::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const auto s = squareAt(help->pos());
        if (!s) {
            QToolTip::hideText();
            e->ignore();
            return true;
        }
        const int n = coinCount(*s);
        QString text = n == 0   ? tr("Square %1 (empty)").arg(unicode(*s))
                       : n == 1 ? tr("Square %1: drag this coin to any smaller square — left in its row, or into a row below")
                                      .arg(unicode(*s))
                                : tr("Square %1: %2 coins (Nim heaps of this size)").arg(unicode(*s)).arg(n);
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(e);
}

}  // namespace homestead::gui
