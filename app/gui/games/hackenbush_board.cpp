// The puzzle mode's Hackenbush board (see hackenbush_board.h).
#include "hackenbush_board.h"

#include "hackenbush_board_accessibility.h"

#include "focus_halo.h"
#include "focus_ring.h"
#include "picture_geometry.h"
#include "picture_renderer.h"
#include "picture_style.h"
#include "text_scale.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPathStroker>
#include <QPen>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

namespace homestead::gui {

namespace {
render::RenderOptions boardOptions(bool numbers, double labelScale) {
    render::RenderOptions o;
    o.textScale = labelScale;
    o.stresses = numbers;  // the puzzle is to find the move, not to read it off (unless asked)
    o.names = true;
    o.title = false;
    o.margin = 24;
    return o;
}
constexpr double kMaxScale = 2.2;
constexpr double kPickWidth = 14;  // widget pixels either side that still pick an edge
constexpr double kRingGap = 9;     // widget pixels from an edge's line to the middle of its focus ring
}  // namespace

HackenbushBoard::HackenbushBoard(QWidget* parent) : QWidget(parent), accessibility_(new HackenbushBoardAccessibility(this)) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Puzzle picture"));
    setAccessibleDescription(tr("The Hackenbush picture of the puzzle. Tab picks an edge, Enter chops it."));
    FocusHalo::markOwnFocusRing(this);  // the edge Tab picked wears the ring
    setAttribute(Qt::WA_OpaquePaintEvent);
    setToolTip(tr("Click an edge to chop it (Tab picks an edge, Enter chops it)."));
    connect(TextScale::instance(), &TextScale::changed, this, [this] {
        refit();
        update();
    });
}

const Picture& HackenbushBoard::picture() const {
    static const Picture none;
    return position_ ? position_->picture() : none;
}

void HackenbushBoard::setPosition(std::shared_ptr<const PictureAnalysis> position) {
    position_ = std::move(position);
    paths_ = render::edgePaths(picture());
    hovered_ = marked_ = -1;
    fallen_.clear();
    refit();
    update();
    accessibility_->refresh();
}

void HackenbushBoard::setNumbersShown(bool shown) {
    if (shown == numbersShown_) return;
    numbersShown_ = shown;
    refit();
    update();
    accessibility_->focusChanged();  // the picked edge's words gain or lose its stress
}

void HackenbushBoard::setInteractive(bool enabled) {
    interactive_ = enabled;
    if (!enabled) setHovered(-1);
    setCursor(enabled ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void HackenbushBoard::setMarked(EdgeId edge, QColor colour) {
    marked_ = edge;
    markColour_ = colour;
    fallen_ = position_ && edge >= 0 && picture().hasEdge(edge) ? position_->sortedLoad(edge) : std::vector<EdgeId>{};
    update();
}

// The drawing fitted to the widget, its names and numbers drawn at least as large as the application's
// text size asks (digits kPresentationDigitPixels tall while presenting), however small the fit:
// larger labels widen the bounds and so shrink the fit, so the labels' scale is found in a few rounds.
void HackenbushBoard::refit() {
    bounds_ = QRectF();
    if (!position_) return;
    const double wanted = TextScale::factorFor(render::labelFont());  // on screen, labels × fit
    labelScale_ = 1;
    double s = 1;
    for (int round = 0; round < 6; ++round) {
        bounds_ = render::pictureBounds(picture(), position_->analysis(), boardOptions(numbersShown_, labelScale_));
        if (bounds_.isEmpty()) return;
        s = std::min({kMaxScale, width() / bounds_.width(), height() / bounds_.height()});
        if (s <= 0 || labelScale_ * s >= wanted * 0.999) break;
        labelScale_ = wanted / s;
    }
    toWidget_ = QTransform();
    toWidget_.translate((width() - bounds_.width() * s) / 2, (height() - bounds_.height() * s) / 2);
    toWidget_.scale(s, s);
    toWidget_.translate(-bounds_.left(), -bounds_.top());
}

void HackenbushBoard::resizeEvent(QResizeEvent*) { refit(); }

QPointF HackenbushBoard::edgePoint(EdgeId edge) const {
    const std::size_t i = picture().indexOfEdge(edge);
    return toWidget_.map(paths_[i].pointAtPercent(0.5));
}

EdgeId HackenbushBoard::edgeAt(QPointF pos) const {
    const double s = toWidget_.m11() > 0 ? toWidget_.m11() : 1;
    QPainterPathStroker stroker;
    stroker.setWidth(2 * kPickWidth / s);
    const QPointF at = toWidget_.inverted().map(pos);
    EdgeId best = -1;
    double bestDistance = 1e300;
    for (std::size_t i = 0; i < paths_.size(); ++i) {
        if (!stroker.createStroke(paths_[i]).contains(at)) continue;
        double d = 1e300;  // the nearest of a few points along it: parallel arcs and petals told apart
        for (int k = 0; k <= 20; ++k) {
            const QPointF p = paths_[i].pointAtPercent(k / 20.0) - at;
            d = std::min(d, std::hypot(p.x(), p.y()));
        }
        if (d < bestDistance) bestDistance = d, best = picture().edges()[i].id;
    }
    return best;
}

void HackenbushBoard::setHovered(EdgeId edge) {
    if (edge == hovered_) return;
    hovered_ = edge;
    update();
    accessibility_->refresh();
}

void HackenbushBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), Qt::white);
    if (!position_ || picture().empty()) return;
    p.setTransform(toWidget_);
    render::paintPicture(p, picture(), position_->analysis(), boardOptions(numbersShown_, labelScale_));
    p.setRenderHint(QPainter::Antialiasing);
    auto overlay = [&](EdgeId id, const QPen& pen) {
        if (id < 0 || !picture().hasEdge(id)) return;
        render::paintEdge(p, paths_[picture().indexOfEdge(id)], pen, false);
    };
    for (EdgeId id : fallen_) overlay(id, render::edgePen(render::EdgeLook::Floating));  // falls with the chop
    if (marked_ >= 0) {
        QPen pen = render::edgePen(render::EdgeLook::Hovered);
        pen.setColor(markColour_);
        pen.setWidthF(pen.widthF() * 1.6);
        overlay(marked_, pen);
    }
    if (interactive_) overlay(hovered_, render::edgePen(render::EdgeLook::Hovered));
    if (hasFocus()) paintFocus(p);
}

// The keyboard's edge ringed (focus_ring.h), or the whole board while Tab has not picked one yet.
void HackenbushBoard::paintFocus(QPainter& p) const {
    if (interactive_ && hovered_ >= 0 && picture().hasEdge(hovered_)) {
        QPainterPathStroker around;  // wide enough to pass round the nodes at its ends
        around.setWidth(2 * std::max(kRingGap, render::kNodeRadius * toWidget_.m11() + 6));
        around.setCapStyle(Qt::RoundCap);
        const QPainterPath edge = toWidget_.map(paths_[picture().indexOfEdge(hovered_)]);
        focusRing::paint(p, around.createStroke(edge).united(edge));
    } else {
        focusRing::paintInside(p, rect());
    }
}

void HackenbushBoard::focusInEvent(QFocusEvent* event) {
    update();
    QWidget::focusInEvent(event);
}

void HackenbushBoard::focusOutEvent(QFocusEvent* event) {
    update();
    QWidget::focusOutEvent(event);
}

void HackenbushBoard::mouseMoveEvent(QMouseEvent* event) {
    if (!interactive_) return;
    const EdgeId e = edgeAt(event->position());
    setHovered(e);
    if (e >= 0) QToolTip::showText(event->globalPosition().toPoint(), tr("Chop %1").arg(picture().edge(e).name.empty() ? tr("edge #%1").arg(e)
                                                                                     : QString::fromStdString(picture().edge(e).name)), this);
    else QToolTip::hideText();
}

void HackenbushBoard::mousePressEvent(QMouseEvent* event) {
    if (!interactive_ || event->button() != Qt::LeftButton) return;
    const EdgeId e = edgeAt(event->position());
    if (e >= 0) emit chopRequested(e);
}

void HackenbushBoard::leaveEvent(QEvent*) { setHovered(-1); }

bool HackenbushBoard::focusNextPrevChild(bool next) {
    if (!interactive_ || picture().edges().empty()) return QWidget::focusNextPrevChild(next);
    const auto& edges = picture().edges();
    const int n = static_cast<int>(edges.size());
    int i = hovered_ >= 0 ? static_cast<int>(picture().indexOfEdge(hovered_)) : (next ? -1 : n);
    i += next ? 1 : -1;
    if (i < 0 || i >= n) {  // past the last edge: leave the board as Tab normally does
        setHovered(-1);
        return QWidget::focusNextPrevChild(next);
    }
    setHovered(edges[static_cast<std::size_t>(i)].id);
    return true;
}

void HackenbushBoard::keyPressEvent(QKeyEvent* event) {
    if (interactive_ && hovered_ >= 0 && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        emit chopRequested(hovered_);
        return;
    }
    QWidget::keyPressEvent(event);
}

}  // namespace homestead::gui
