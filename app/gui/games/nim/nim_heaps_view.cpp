// Nim's heaps as rows of counters, for the Nim and Puzzles pages (see nim_heaps_view.h).
#include "nim_heaps_view.h"

#include "nim_heaps_accessibility.h"
#include "focus_halo.h"
#include "focus_ring.h"
#include "nim_style.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPen>
#include <QToolTip>

#include <algorithm>

namespace homestead::gui {

namespace {
constexpr qreal kMargin = 14;
constexpr qreal kMaxDiameter = 60;
}  // namespace

NimHeapsView::NimHeapsView(QWidget* parent) : CursorBoardView(parent), accessibility_(new NimHeapsAccessibility(this)) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    FocusHalo::markOwnFocusRing(this);  // the heap the keys are on wears the ring
    setObjectName(QStringLiteral("nimHeaps"));
    setAccessibleName(tr("Nim heaps"));
    setAccessibleDescription(tr("Rows of counters, one row per heap. Up and Down choose a heap, Left and Right how "
                                "many counters stay, Enter takes the rest."));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void NimHeapsView::setHeaps(std::vector<std::int64_t> heaps) {
    heaps_ = std::move(heaps);
    hover_ = hasFocus() && interactive_ ? firstCursor() : Hit{};  // the keys keep a place to start from
    updateGeometry();
    update();
    accessibility_->refresh();
}

void NimHeapsView::setHint(std::vector<nim::NimMove> moves) {
    hint_ = std::move(moves);
    update();
}

void NimHeapsView::setRinged(std::vector<std::size_t> heaps) {
    ringed_ = std::move(heaps);
    update();
}

void NimHeapsView::setInteractive(bool on) {
    interactive_ = on;
    setCursor(on ? Qt::PointingHandCursor : Qt::ArrowCursor);
    if (!on) setHover({});
    update();
}

void NimHeapsView::setHover(Hit hit) {
    hover_ = hit;
    update();
    accessibility_->refresh();
}

qreal NimHeapsView::labelWidth() const { return QFontMetricsF(nimFont(NimText::Heading)).horizontalAdvance(tr("Heap %1").arg(8) + QStringLiteral("  15")) + 16; }

qreal NimHeapsView::diameter() const {
    std::int64_t most = 1;
    for (auto h : heaps_) most = std::max(most, h);
    const qreal across = (width() - labelWidth() - 2 * kMargin) / (qreal(most) * 1.25);
    const qreal down = heaps_.empty() ? kMaxDiameter : (height() - 2 * kMargin) / (qreal(heaps_.size()) * 1.45);
    return std::clamp(std::min(across, down), 14.0, kMaxDiameter);
}

QRectF NimHeapsView::rowRect(std::size_t heap) const {
    const qreal d = diameter();
    const qreal rowH = d * 1.45;
    return {kMargin, kMargin + qreal(heap) * rowH, width() - 2 * kMargin, rowH};
}

QRectF NimHeapsView::counterRect(std::size_t heap, std::int64_t k) const {
    const qreal d = diameter();
    const QRectF row = rowRect(heap);
    return {row.left() + labelWidth() + qreal(k) * d * 1.25, row.center().y() - d / 2, d, d};
}

QSize NimHeapsView::sizeHint() const { return {840, int(2 * kMargin + std::max<std::size_t>(heaps_.size(), 3) * 64)}; }
QSize NimHeapsView::minimumSizeHint() const { return {420, int(2 * kMargin + heaps_.size() * 22)}; }

NimHeapsView::Hit NimHeapsView::hitAt(QPointF p) const {
    for (std::size_t i = 0; i < heaps_.size(); ++i) {
        if (!rowRect(i).contains(p)) continue;
        for (std::int64_t k = 0; k < heaps_[i]; ++k)
            if (counterRect(i, k).adjusted(-4, -6, 4, 6).contains(p)) return {i, k};
    }
    return {};
}

bool NimHeapsView::pointsAtCounter(const Hit& h) const { return h.k >= 0 && h.heap < heaps_.size() && h.k < heaps_[h.heap]; }

NimHeapsView::Hit NimHeapsView::firstCursor() const {
    const auto first = std::find_if(heaps_.begin(), heaps_.end(), [](std::int64_t n) { return n > 0; });
    if (first == heaps_.end()) return {};
    return {std::size_t(first - heaps_.begin()), *first - 1};
}

std::optional<std::pair<std::size_t, std::int64_t>> NimHeapsView::pointed() const {
    if (!pointsAtCounter(hover_)) return std::nullopt;
    return std::make_pair(hover_.heap, hover_.k);
}

void NimHeapsView::placeCursor(Qt::FocusReason) {
    if (interactive_ && !pointsAtCounter(hover_)) hover_ = firstCursor();
}

void NimHeapsView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const qreal d = diameter();
    for (std::size_t i = 0; i < heaps_.size(); ++i) {
        const QRectF row = rowRect(i);
        if (std::find(ringed_.begin(), ringed_.end(), i) != ringed_.end()) {
            p.setPen(QPen(nimColour::ring, 4));
            p.setBrush(Qt::NoBrush);
            const qreal right = heaps_[i] > 0 ? counterRect(i, heaps_[i] - 1).right() + d * 0.3 : row.left() + labelWidth();
            p.drawRoundedRect(QRectF(row.left(), row.top() + 3, right - row.left(), row.height() - 6), 14, 14);
        }
        p.setPen(palette().color(QPalette::Text));
        p.setFont(nimFont(NimText::Heading));
        p.drawText(QRectF(row.left() + 10, row.top(), labelWidth() - 10, row.height()), Qt::AlignVCenter | Qt::AlignLeft,
                   tr("Heap %1").arg(i + 1));
        p.setFont(nimFont(NimText::Counter));
        p.drawText(QRectF(row.left(), row.top(), labelWidth() - 12, row.height()), Qt::AlignVCenter | Qt::AlignRight,
                   QString::number(heaps_[i]));
        std::int64_t hintTo = -1;
        for (const auto& m : hint_)
            if (m.heap == i && m.to < m.from) hintTo = m.to;
        for (std::int64_t k = 0; k < heaps_[i]; ++k) {
            const QRectF r = counterRect(i, k);
            const bool taking = interactive_ && hover_.k >= 0 && hover_.heap == i && k >= hover_.k;
            p.setPen(QPen(palette().color(QPalette::Base).darker(170), 1.5));
            p.setBrush(taking ? nimColour::taking : nimColour::counter);
            p.drawEllipse(r);
            if (taking) {  // crossed out as well as red: what a take removes reads without its colour
                const qreal inset = r.width() * 0.3;
                p.setPen(QPen(Qt::white, std::max<qreal>(3.0, r.width() / 12), Qt::SolidLine, Qt::RoundCap));
                const QRectF x = r.adjusted(inset, inset, -inset, -inset);
                p.drawLine(x.topLeft(), x.bottomRight());
                p.drawLine(x.topRight(), x.bottomLeft());
            }
            if (hintTo >= 0 && k >= hintTo) {
                p.setPen(QPen(nimColour::hint, 5, Qt::SolidLine));
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(r.adjusted(-5, -5, 5, 5));
            }
        }
        if (heaps_[i] == 0) {
            p.setPen(palette().color(QPalette::PlaceholderText));
            p.setFont(nimFont(NimText::Body));
            p.drawText(QRectF(row.left() + labelWidth(), row.top(), row.width(), row.height()), Qt::AlignVCenter,
                       tr("(empty)"));
        }
    }
    if (hasFocus()) {  // the heap the keys are on (or the whole view when no heap can be taken from)
        const QRectF r = pointsAtCounter(hover_) ? rowRect(hover_.heap) : QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
        focusRing::paintRect(p, r.adjusted(-focusRing::kReach + 4, 1, focusRing::kReach - 4, -1), 10);
    }
}

void NimHeapsView::mouseMoveEvent(QMouseEvent* e) {
    const Hit h = interactive_ ? hitAt(e->position()) : Hit{};
    if (h.heap != hover_.heap || h.k != hover_.k) setHover(h);
}

void NimHeapsView::leaveEvent(QEvent*) { setHover({}); }

void NimHeapsView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton || !interactive_) return;
    const Hit h = hitAt(e->position());
    if (h.k >= 0) emit takeRequested(h.heap, h.k);
}

void NimHeapsView::keyPressEvent(QKeyEvent* e) {
    const auto nonEmpty = [this](std::size_t heap) { return heaps_[heap] > 0; };
    if (!interactive_ || std::none_of(heaps_.begin(), heaps_.end(), [](std::int64_t h) { return h > 0; }))
        return QWidget::keyPressEvent(e);
    Hit h = hover_;
    if (!pointsAtCounter(h)) h = firstCursor();  // no cursor yet
    const std::size_t n = heaps_.size();
    switch (e->key()) {
    case Qt::Key_Up:
        do h.heap = (h.heap + n - 1) % n;
        while (!nonEmpty(h.heap));
        break;
    case Qt::Key_Down:
        do h.heap = (h.heap + 1) % n;
        while (!nonEmpty(h.heap));
        break;
    case Qt::Key_Left: h.k -= 1; break;
    case Qt::Key_Right: h.k += 1; break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (pointsAtCounter(h)) emit takeRequested(h.heap, h.k);
        return;
    default: return QWidget::keyPressEvent(e);
    }
    h.k = std::clamp<std::int64_t>(h.k, 0, heaps_[h.heap] - 1);
    setHover(h);
}

bool NimHeapsView::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const Hit h = hitAt(help->pos());
        if (h.k >= 0) {
            const std::int64_t n = heaps_[h.heap] - h.k;
            QToolTip::showText(help->globalPos(),
                               (n == 1 ? tr("Take 1 counter from heap %2 (%3 → %4)") : tr("Take %1 counters from heap %2 (%3 → %4)"))
                                   .arg(n).arg(h.heap + 1).arg(heaps_[h.heap]).arg(h.k),
                               this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(e);
}

}  // namespace homestead::gui
