// The Welter strip widget: geometry, painting and input (see welter_strip_view.h).
#include "welter_strip_view.h"

#include "board_colours.h"
#include "focus_halo.h"
#include "focus_ring.h"
#include "text_scale.h"
#include "welter_strip_accessibility.h"

#include <QFocusEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QScrollArea>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace homestead::gui {

namespace {
constexpr int kMinCell = 44;     // smallest square where the height is short (the strip scrolls down)
constexpr int kLeastCell = 40;   // smallest square to fit the width: 24 squares in 1024 px, numbers readable
constexpr int kPreferredCell = 60;
constexpr int kMaxCell = 112;    // a short strip on a wide screen does not become absurd
constexpr double kTop = 0.55;    // room above the squares for hint arrows, in cells
constexpr double kLabels = 0.5;  // room below the squares for the numbers, in cells
constexpr double kArcs = 1.6;    // room below the numbers for the mating arcs, in cells
constexpr double kHeightCells = kTop + 1.0 + kLabels + kArcs;

using namespace board;  // the boards' one palette (board_colours.h)
}  // namespace

QColor welterPairColour(int index) {
    static const QColor colours[] = {QColor(0xd0, 0x3a, 0x2a), QColor(0x2a, 0x6f, 0xd0),
                                     QColor(0x8a, 0x3a, 0xc0), QColor(0x0f, 0x8f, 0x80),
                                     QColor(0xc0, 0x5a, 0x00), QColor(0xb0, 0x2a, 0x80),
                                     QColor(0x4a, 0x7a, 0x10), QColor(0x50, 0x50, 0x50)};
    return colours[static_cast<std::size_t>(index) % std::size(colours)];
}

WelterStripView::WelterStripView(QWidget* parent) : CursorBoardView(parent), accessibility_(new WelterStripAccessibility(this)) {
    setFocusPolicy(Qt::StrongFocus);
    FocusHalo::markOwnFocusRing(this);  // the cursor's square wears the ring
    setMouseTracking(true);  // moves arrive even if a synthetic drag reports no buttons
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Welter strip"));
    setAccessibleDescription(tr("Squares numbered from 0, some holding coins. Left and Right move along the strip; "
                                "Enter picks up the coin there and Enter again puts it down on an empty square to its left."));
    connect(TextScale::instance(), &TextScale::changed, this, qOverload<>(&QWidget::update));  // the numbers' size
    spring_.setDuration(180);
    spring_.setEasingCurve(QEasingCurve::OutBack);
    connect(&spring_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        springPos_ = v.toPointF();
        update();
    });
    connect(&spring_, &QVariantAnimation::finished, this, [this] {
        springCoin_ = -1;
        update();
    });
}

void WelterStripView::setStrip(int length, std::vector<int> coins) {
    const int newLength = std::max(1, length);
    if (newLength != length_) {
        length_ = newLength;
        updateGeometry();
    }
    coins_ = std::move(coins);
    std::sort(coins_.begin(), coins_.end());
    if (selected_ >= 0 && !hasCoin(selected_)) selected_ = -1;
    if (pressed_ >= 0 && !hasCoin(pressed_)) {
        pressed_ = -1;
        drag_.dragging = false;
    }
    cursor_ = std::clamp(cursor_, 0, length_ - 1);
    accessibility_->refresh();
    update();
}

void WelterStripView::setPairs(std::vector<std::pair<int, int>> pairs, int spinster) {
    pairs_ = std::move(pairs);
    spinster_ = spinster;
    update();
}

void WelterStripView::setHint(std::vector<std::pair<int, int>> moves) {
    hint_ = std::move(moves);
    update();
}

void WelterStripView::setSetupMode(bool setup) {
    setup_ = setup;
    selected_ = -1;
    pressed_ = -1;
    drag_.dragging = false;
    moveCursorTo(cursor_);
    update();
}

void WelterStripView::setInteractive(bool enabled) {
    interactive_ = enabled;
    if (!enabled) {
        selected_ = -1;
        pressed_ = -1;
        drag_.dragging = false;
    }
    accessibility_->refresh();
    QWidget::setCursor(enabled ? Qt::ArrowCursor : Qt::BusyCursor);
    update();
}

void WelterStripView::setLastMove(std::optional<std::pair<int, int>> move) {
    lastMove_ = move;
    update();
}

void WelterStripView::springBack() {
    if (!lastDrop_) return;
    const auto [from, dropPos] = *lastDrop_;
    lastDrop_.reset();
    if (!hasCoin(from)) return;
    springCoin_ = from;
    springPos_ = dropPos;
    spring_.stop();
    spring_.setStartValue(dropPos);
    spring_.setEndValue(coinCentre(from));
    spring_.start();
    update();
}

bool WelterStripView::hasCoin(int square) const {
    return std::binary_search(coins_.begin(), coins_.end(), square);
}

double WelterStripView::margin() const { return 12.0; }

int WelterStripView::cellSize() const {
    const double byWidth = (width() - 2 * margin()) / length_;
    const double byHeight = (height() - 2 * margin()) / kHeightCells;
    const double cell = std::min({byWidth, std::max(byHeight, double(kMinCell)), double(kMaxCell)});
    return std::max(kLeastCell, int(std::floor(cell)));
}

// The squares' numbers: at the application's text size, within the row beneath the squares; while
// presenting as tall as the back row needs (TextScale::backRow), the row growing to hold them and
// the numbers narrowed to their squares' width.
QFont WelterStripView::numberFont() const {
    const double c = cellSize();
    QFont f = font();
    f.setPixelSize(std::max(13, std::min(int(c * kLabels * 0.95), int(c * 0.3 * TextScale::instance()->factor()))));
    f.setBold(true);
    return TextScale::backRow(f);
}

double WelterStripView::numbersHeight() const {
    return std::max(kLabels * cellSize(), QFontMetricsF(numberFont()).height());
}

double WelterStripView::arcDepth() const {
    // The arcs use the height left under the numbers (at least kArcs cells, at most three).
    const double c = cellSize();
    const double below = height() - margin() - (margin() + (kTop + 1.0) * c + numbersHeight()) - 6;
    return std::clamp(below, kArcs * c, 3.0 * c);
}

QRectF WelterStripView::squareRect(int square) const {
    const double c = cellSize();
    const double x0 = std::max(margin(), (width() - c * length_) / 2.0);
    const double y0 = margin() + kTop * c;  // top-aligned: spare height goes to the arcs
    return QRectF(x0 + square * c, y0, c, c);
}

QPointF WelterStripView::coinCentre(int square) const { return squareRect(square).center(); }

int WelterStripView::squareAt(QPointF pos) const {
    const QRectF first = squareRect(0);
    const double c = first.width();
    // Generous vertically: anywhere from the hint band to the numbers counts as the square.
    if (pos.y() < first.top() - kTop * c || pos.y() > first.bottom() + numbersHeight()) return -1;
    const double k = std::floor((pos.x() - first.left()) / c);
    if (k < 0 || k >= length_) return -1;
    return int(k);
}

QSize WelterStripView::sizeHint() const {
    return QSize(int(length_ * kPreferredCell + 2 * margin()),
                 int(kHeightCells * kPreferredCell + 2 * margin()));
}

QSize WelterStripView::minimumSizeHint() const {
    return QSize(int(length_ * kLeastCell + 2 * margin()), int(kHeightCells * kMinCell + 2 * margin()));
}

void WelterStripView::select(int square) {
    selected_ = square;
    accessibility_->refresh();
    update();
}

void WelterStripView::moveCursorTo(int square) {
    cursor_ = std::clamp(square, 0, length_ - 1);
    emit cursorMoved(cursor_);
    accessibility_->refresh();
    update();
}

void WelterStripView::requestDrop(int from, int to, QPointF dropPos) {
    lastDrop_ = std::make_pair(from, dropPos);
    selected_ = -1;
    accessibility_->refresh();
    emit moveRequested(from, to);
    update();
}

void WelterStripView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const double c = cellSize();
    const QRectF first = squareRect(0);
    const QFont numbers = numberFont();

    // Squares, with their numbers beneath; hint targets filled green, the cursor framed in blue.
    for (int s = 0; s < length_; ++s) {
        const QRectF r = squareRect(s);
        QColor fill = kSquare;
        for (const auto& [from, to] : hint_)
            if (to == s) fill = kHintFill;
        if (selected_ >= 0 && s < selected_ && !hasCoin(s)) fill = fill.darker(104);
        p.setPen(QPen(kSquareBorder, std::max(1.5, c / 30)));
        p.setBrush(fill);
        p.drawRect(r);
        p.setFont(numbers);
        p.setPen(palette().color(QPalette::WindowText));
        // a number wider than its square drawn narrower, not run into its neighbours
        const QString number = QString::number(s);
        const double wide = QFontMetricsF(numbers).horizontalAdvance(number), room = c * 0.8;
        const QRectF cell(r.left(), r.bottom(), c, numbersHeight());
        p.save();
        p.translate(cell.center());
        if (wide > room) p.scale(room / wide, 1.0);
        p.drawText(QRectF(-std::max(wide, c) / 2, -cell.height() / 2, std::max(wide, c), cell.height()), Qt::AlignCenter, number);
        p.restore();
    }
    if (drag_.dragging) {
        // The square under the pointer, where the coin would land (legality is the core's to judge).
        const int target = squareAt(drag_.dragPos);
        if (target >= 0 && target != pressed_) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(kSelect, std::max(3.0, c / 12)));
            p.drawRect(squareRect(target).adjusted(2, 2, -2, -2));
        }
    }
    if (hasFocus() && cursor_ >= 0 && cursor_ < length_)  // the keyboard cursor: the focus ring, just inside its square
        focusRing::paintInside(p, squareRect(cursor_));

    // Mating arcs below the numbers: one colour per pair, depth growing with the span.
    const double arcTop = first.bottom() + numbersHeight();
    for (std::size_t i = 0; i < pairs_.size(); ++i) {
        const auto [a, b] = pairs_[i];
        if (a < 0 || b < 0 || a >= length_ || b >= length_) continue;
        const double xa = coinCentre(a).x();
        const double xb = coinCentre(b).x();
        const double span = std::abs(b - a) / double(std::max(1, length_ - 1));
        const double depth = arcDepth() * (0.35 + 0.6 * std::sqrt(span));
        QPainterPath path;
        path.moveTo(xa, arcTop);
        path.cubicTo(xa, arcTop + depth * 1.33, xb, arcTop + depth * 1.33, xb, arcTop);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(welterPairColour(int(i)), std::max(2.5, c / 16), Qt::SolidLine, Qt::RoundCap));
        p.drawPath(path);
    }
    if (spinster_ >= 0 && spinster_ < length_) {
        const QPointF centre(coinCentre(spinster_).x(), arcTop + c * 0.35);
        QFont f = numbers;
        f.setPixelSize(std::max(12, std::min(int(c * 0.4), int(c * 0.24 * TextScale::instance()->factor()))));
        f.setItalic(true);
        p.setFont(f);
        p.setPen(welterPairColour(int(pairs_.size())));
        p.drawText(QRectF(centre.x() - 2 * c, centre.y() - c * 0.2, 4 * c, c * 0.45), Qt::AlignCenter,
                   tr("spinster"));
    }

    // The last move: a faint ring where the coin came from.
    if (lastMove_ && lastMove_->first >= 0 && lastMove_->first < length_ && !hasCoin(lastMove_->first)) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kCoinEdge, std::max(1.5, c / 28), Qt::DotLine));
        p.drawEllipse(coinCentre(lastMove_->first), c * 0.36, c * 0.36);
    }

    // Hint arrows above the strip, from the coin to its target.
    for (const auto& [from, to] : hint_) {
        if (from < 0 || to < 0 || from >= length_ || to >= length_) continue;
        const double y = first.top() - 4;
        const double xa = coinCentre(from).x();
        const double xb = coinCentre(to).x();
        const double lift = std::min(kTop * c - 6, 0.2 * c + 0.1 * std::abs(xa - xb) / c * c / 4);
        QPainterPath path;
        path.moveTo(xa, y);
        path.cubicTo(xa, y - lift * 1.33, xb, y - lift * 1.33, xb, y);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kHint, std::max(2.5, c / 16), Qt::SolidLine, Qt::RoundCap));
        p.drawPath(path);
        const double h = std::max(6.0, c / 7);
        QPolygonF head;
        head << QPointF(xb, y) << QPointF(xb - h * 0.6, y - h) << QPointF(xb + h * 0.6, y - h);
        p.setBrush(kHint);
        p.drawPolygon(head);
    }

    // Coins. The dragged or springing coin is drawn last, where the pointer or animation puts it.
    const double radius = c * 0.36;
    auto drawCoin = [&](QPointF centre, int square, bool lifted) {
        QRadialGradient g(centre - QPointF(radius / 3, radius / 3), radius * 1.3);
        g.setColorAt(0, kCoin.lighter(150));
        g.setColorAt(1, kCoin);
        p.setBrush(g);
        p.setPen(QPen(kCoinEdge, std::max(2.0, c / 24)));
        if (lifted) p.setOpacity(0.9);
        p.drawEllipse(centre, radius, radius);
        p.setOpacity(1.0);
        bool hinted = false;
        for (const auto& [from, to] : hint_)
            if (from == square) hinted = true;
        if (hinted) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(kHint, std::max(3.0, c / 12)));
            p.drawEllipse(centre, radius + c * 0.07, radius + c * 0.07);
        }
        if (square == selected_ || lifted) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(kSelect, std::max(3.0, c / 12)));
            p.drawEllipse(centre, radius + c * 0.07, radius + c * 0.07);
        }
        if (square == spinster_) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(welterPairColour(int(pairs_.size())), std::max(2.0, c / 20), Qt::DashLine));
            p.drawEllipse(centre, radius * 0.55, radius * 0.55);
        }
    };
    const int lifted = drag_.dragging ? pressed_ : springCoin_;
    for (int s : coins_)
        if (s >= 0 && s < length_ && s != lifted) drawCoin(coinCentre(s), s, false);
    if (lifted >= 0 && hasCoin(lifted)) {
        // Leave a shadow on the home square so the player sees where the coin comes from.
        p.setBrush(QColor(0, 0, 0, 30));
        p.setPen(Qt::NoPen);
        p.drawEllipse(coinCentre(lifted), radius, radius);
        drawCoin(drag_.dragging ? drag_.dragPos : springPos_, lifted, drag_.dragging);
    }

    if (!interactive_) {
        p.fillRect(rect(), QColor(255, 255, 255, 40));
    }
}

void WelterStripView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mousePressEvent(e);
    setFocus(Qt::MouseFocusReason);
    const int s = squareAt(e->position());
    drag_.press(e->position());
    pressed_ = (!setup_ && interactive_ && s >= 0 && hasCoin(s)) ? s : -1;
    if (s >= 0) moveCursorTo(s);
    e->accept();
}

void WelterStripView::mouseMoveEvent(QMouseEvent* e) {
    if (pressed_ < 0) return;
    if (drag_.follow(e->position())) selected_ = -1;
    if (drag_.dragging) update();
    e->accept();
}

void WelterStripView::mouseReleaseEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mouseReleaseEvent(e);
    const int s = squareAt(e->position());
    if (setup_) {
        if (s >= 0 && s == squareAt(drag_.pressPos)) emit toggleRequested(s);
        return;
    }
    if (!interactive_) return;
    if (drag_.dragging && pressed_ >= 0) {
        const int from = pressed_;
        const QPointF drop = e->position();
        drag_.dragging = false;
        pressed_ = -1;
        if (s < 0) {
            lastDrop_ = std::make_pair(from, drop);
            emit moveRefused(tr("Dropped off the strip: the coin goes back to square %1.").arg(from));
            springBack();
        } else if (s == from) {
            update();  // put back where it was: not a move
        } else {
            requestDrop(from, s, drop);
        }
        return;
    }
    pressed_ = -1;
    // A click: pick up a coin, put it down again, or send the picked-up coin to a square.
    if (s < 0) return;
    if (hasCoin(s)) {
        select(s == selected_ ? -1 : s);
    } else if (selected_ >= 0) {
        requestDrop(selected_, s, coinCentre(s));
    }
}

void WelterStripView::keyPressEvent(QKeyEvent* e) {
    switch (e->key()) {
    case Qt::Key_Left: moveCursorTo(cursor_ - 1); break;
    case Qt::Key_Right: moveCursorTo(cursor_ + 1); break;
    case Qt::Key_Home: moveCursorTo(0); break;
    case Qt::Key_End: moveCursorTo(length_ - 1); break;
    case Qt::Key_Escape:
        if (selected_ < 0) return QWidget::keyPressEvent(e);
        select(-1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (setup_) {
            emit toggleRequested(cursor_);
        } else if (!interactive_) {
            return QWidget::keyPressEvent(e);
        } else if (hasCoin(cursor_)) {
            select(cursor_ == selected_ ? -1 : cursor_);
        } else if (selected_ >= 0) {
            requestDrop(selected_, cursor_, coinCentre(cursor_));
        }
        break;
    default: return QWidget::keyPressEvent(e);
    }
    e->accept();
}

void WelterStripView::placeCursor(Qt::FocusReason reason) {
    // Start the keyboard cursor on the rightmost coin: the usual first thing to pick up (not on a
    // coin on square 0, which can never move: the strip's first cursor was there in Conway's example).
    if (reason == Qt::TabFocusReason && !coins_.empty() && (!hasCoin(cursor_) || cursor_ == 0))
        cursor_ = std::clamp(coins_.back(), 0, length_ - 1);
}

bool WelterStripView::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const int s = squareAt(help->pos());
        if (s < 0) {
            QToolTip::hideText();
            e->ignore();
            return true;
        }
        QString text;
        if (setup_)
            text = hasCoin(s) ? tr("Square %1: click to remove the coin").arg(s)
                              : tr("Square %1: click to place a coin").arg(s);
        else if (hasCoin(s))
            text = tr("Square %1: drag this coin left onto an empty square, or click it and then "
                      "a square").arg(s);
        else
            text = tr("Square %1 (empty)").arg(s);
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(e);
}

void keepStripCursorInSight(QScrollArea* scroll, WelterStripView* view) {
    scroll->setFocusPolicy(Qt::NoFocus);
    QObject::connect(view, &WelterStripView::cursorMoved, scroll, [scroll, view](int square) {
        const QRectF r = view->squareRect(square);
        scroll->ensureVisible(int(r.center().x()), int(r.center().y()), int(r.width()), 0);
    });
}

}  // namespace homestead::gui
