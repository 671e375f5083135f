// Drawing the artifact's garden laid out by render::layoutGarden, fitted to the view or scrolled
// and zoomed.
#include "garden_view.h"

#include "background_pool.h"
#include "latest_job.h"
#include "off_thread_release.h"
#include "text_scale.h"
#include "garden_painter.h"
#include "picture_document.h"
#include "picture_renderer.h"

#include <QCoreApplication>
#include <QImage>
#include <QThread>
#include <QLabel>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRegion>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <utility>

namespace homestead::gui {

using namespace homestead::render;

namespace {
const QColor kBackground(0xfb, 0xfc, 0xf8);
constexpr double kLabelPixels = 13;     // the labels' font size at scale 1
constexpr double kSmallestText = 6;     // labels smaller than this on screen are left out
constexpr double kReadableText = 9;     // Fit shrinks no further than this while a little scrolling shows all,
constexpr double kMostViews = 3;        // that is, while the tree at that size spans at most this many views
constexpr double kMaxCanvas = 4.0e6;    // screen pixels; a bigger canvas is zoomed out to fit
constexpr double kRefoldDrift = 1.5;    // a folded garden is folded again when the view's shape changes more
}  // namespace

// The scrolled surface: draws the view's layout at the view's scale, only what is exposed.
class GardenCanvas : public QWidget {
public:
    explicit GardenCanvas(GardenView* view) : QWidget(view), view_(view) {
        setAttribute(Qt::WA_OpaquePaintEvent);
    }
    // Where layout point (0, 0) is on the canvas: the tree centred, its ground near the bottom.
    QPointF origin() const {
        const GardenLayout& l = view_->layout_;
        const double s = view_->scale_;
        const double spareX = std::max(0.0, width() - l.bounds.width() * s);
        const double spareY = std::max(0.0, height() - l.bounds.height() * s);
        return QPointF(spareX / 2, spareY) - l.bounds.topLeft() * s;
    }

protected:
    void paintEvent(QPaintEvent* event) override {
        const GardenLayout& l = view_->layout_;
        const double s = view_->scale_;
        QPainter p(this);
        p.fillRect(event->rect(), kBackground);
        p.setRenderHint(QPainter::Antialiasing);
        const QPointF o = origin();
        p.translate(o);
        p.scale(s, s);
        const QRectF seen = QRectF(event->rect()).translated(-o).adjusted(-2, -2, 2, 2);
        const QRectF visible(seen.topLeft() / s, seen.size() / s);
        const double thin = 1.2 / s;  // pens never thinner than about a pixel
        p.setBrush(Qt::NoBrush);
        if (!view_->marks_.empty()) {  // the Explain panel's terms, each in its colour
            auto pen = [](QColor c) {
                c.setAlpha(200);
                return QPen(c, kGardenEdgeWidth + 9, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
            };
            for (std::size_t b = 0; b < l.bridges.size() && b < view_->markBridge_.size(); ++b)
                if (view_->markBridge_[b].isValid()) {
                    p.setPen(pen(view_->markBridge_[b]));
                    p.drawPolyline(l.bridges[b]);
                }
            for (std::size_t i = 0; i < l.petals.size(); ++i) {
                const QColor c = view_->fanMark(l.petalNode[i]);
                if (!c.isValid()) continue;
                p.setPen(pen(c));
                p.drawPath(l.petals[i]);
            }
        }
        if (!view_->highlight_.empty()) {  // the halo under the edges hovered on the canvas
            p.setPen(QPen(colors::counterpart, kGardenEdgeWidth + 7, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            for (std::size_t b = 0; b < l.bridges.size() && b < view_->litBridge_.size(); ++b)
                if (view_->litBridge_[b]) p.drawPolyline(l.bridges[b]);
            for (std::size_t i = 0; i < l.petals.size(); ++i)
                if (std::size_t(l.petalNode[i]) < view_->litNode_.size() && view_->litNode_[l.petalNode[i]]) p.drawPath(l.petals[i]);
        }
        if (view_->sketching()) {  // far out: a few batched calls (see the header), kept as an image
            paintCachedSketch(p, event->rect(), o, s);
            return;
        }
        // only the exposed part is painted; labels too small to read are left out (zoom in)
        paintGarden(p, l, visible, view_->labelFont_, thin, view_->numbersShown());
    }

public:
    // Where and how a sketch image is drawn: for one adopted layout, at one scale, of the part of the
    // canvas the scroll area shows, at one device pixel ratio, the layout's origin at `origin`.
    struct SketchKey {
        quint64 layout = 0;
        double scale = 0;
        QRect seen;
        qreal dpr = 0;
        QPointF origin;
        bool operator==(const SketchKey&) const = default;
    };
    // The sketch (see the header) of the canvas part key.seen, transparent, so the halos painted
    // before it show under the edges. The one drawing of a sketch: on the background pool for the
    // canvas, or directly (tests). Counts drawings on the application's thread.
    static QImage drawSketch(const GardenSketch& sk, const SketchKey& key) {
        if (QCoreApplication::instance() && QThread::currentThread() == QCoreApplication::instance()->thread())
            ++windowThreadSketches;
        QImage image(key.seen.size() * key.dpr, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(key.dpr);
        image.fill(Qt::transparent);
        QPainter p(&image);
        const double s = key.scale;
        p.translate(key.origin - QPointF(key.seen.topLeft()));
        p.scale(s, s);
        const QRectF area = QRectF(key.seen).translated(-key.origin).adjusted(-2, -2, 2, 2);
        const QRectF visible(area.topLeft() / s, area.size() / s);
        QPen ground(colors::ground, 1, Qt::DotLine);
        ground.setCosmetic(true);
        p.setPen(ground);
        for (double y : sk.grounds) p.drawLine(QPointF(visible.left(), y), QPointF(visible.right(), y));
        QPen stroke(colors::edge, 1);
        stroke.setCosmetic(true);
        p.setPen(stroke);
        p.setBrush(Qt::NoBrush);
        p.drawLines(sk.lines);
        p.drawPath(sk.petals);
        p.setPen(Qt::NoPen);
        p.setBrush(colors::node);
        const double r = std::max(kGardenNodeRadius, 0.75 / s);  // a pixel and a half at least
        QVector<QRectF> squares;
        squares.reserve(sk.nodes.size());
        for (qsizetype v = 1; v < sk.nodes.size(); ++v)
            if (visible.contains(sk.nodes[v])) squares.append(QRectF(sk.nodes[v].x() - r, sk.nodes[v].y() - r, 2 * r, 2 * r));
        p.drawRects(squares);
        return image;
    }
    static inline std::atomic<long long> windowThreadSketches{0};

    // Tests: waits for the image under way and takes it now (drawn on the pool all the same).
    void waitForSketch() { drawing_.wait(); }
    const QImage& sketchImage() const { return sketch_; }
    SketchKey keyNow() const {
        return {view_->layoutGeneration_, view_->scale_, visibleRegion().boundingRect(), devicePixelRatioF(), origin()};
    }

private:
    // The sketch of the part of the canvas the scroll area shows, kept as an image and copied from
    // it on each paint: a hover lights a halo under a few edges, and must not draw every line of a
    // big garden again. When the garden, the zoom, the scroll position or the size changes, the
    // image is drawn again on the background pool, never in a paint; meanwhile the last image is
    // shown where its strokes now are (scaled and moved by the change of scale and origin), or
    // nothing over the background.
    void paintCachedSketch(QPainter& p, const QRect& exposed, QPointF origin, double s) {
        const SketchKey key = keyNow();
        p.resetTransform();
        if (!(key == sketchKey_) || sketch_.isNull()) {
            requestSketch(key);
            if (sketch_.isNull() || sketchKey_.scale <= 0) return;
            const double k = s / sketchKey_.scale;
            const QPointF at = origin + (QPointF(sketchKey_.seen.topLeft()) - sketchKey_.origin) * k;
            p.setClipRect(exposed);
            p.drawImage(QRectF(at, QSizeF(sketchKey_.seen.size()) * k), sketch_);
            return;
        }
        const QRect& seen = key.seen;
        const qreal dpr = key.dpr;
        const QRect part = exposed & seen;
        p.drawImage(part, sketch_, QRectF(QPointF(part.topLeft() - seen.topLeft()) * dpr, QSizeF(part.size()) * dpr));
    }
    // Starts drawing the image for `key` on the pool, unless it is under way; one at a time (the
    // newest key wanted is drawn when the one under way comes).
    void requestSketch(const SketchKey& key) {
        wanted_ = key;
        if (drawing_.busy()) return;
        drawingKey_ = key;
        drawing_.start<QImage>([sk = view_->sketch_, key] { return drawSketch(*sk, key); },
                               [this](QImage image) { sketchDrawn(std::move(image)); }, backgroundPool());
    }
    // The image came: shown if it is still the one wanted for the garden shown, else dropped (and
    // the one wanted now is started).
    void sketchDrawn(QImage image) {
        if (drawingKey_ == wanted_ && drawingKey_.layout == view_->layoutGeneration_) {
            sketch_ = std::move(image);
            sketchKey_ = drawingKey_;
            ++view_->sketchesDrawn_;
            update(sketchKey_.seen);
            return;
        }
        ++view_->sketchesDropped_;
        if (wanted_.layout == view_->layoutGeneration_ && view_->sketching()) requestSketch(wanted_);
    }
    SketchKey sketchKey_;   // the image's
    QImage sketch_;
    LatestJob drawing_;     // one image at a time, on the background pool
    SketchKey drawingKey_;  // the one under way
    SketchKey wanted_;      // the newest one a paint wanted

    GardenView* view_;
};

GardenView::GardenView(PictureDocument* doc, QWidget* parent) : QWidget(parent), shown_(doc->artifact()) {
    setMinimumSize(220, 180);
    setAccessibleName(tr("Garden"));
    setToolTip(tr("The garden: base nodes made one, every cycle shrunk to a node with its edges as loops.\n"
                  "Its value equals the picture's (cycle collapsing).\n"
                  "A garden far wider than the view stands on several ground lines, one above another.\n"
                  "Ctrl+wheel zooms, dragging moves a big garden, a double-click fits it to the view."));
    labelFont_ = font();
    labelFont_.setBold(true);

    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, kBackground);
    setPalette(pal);
    heading_ = new QLabel;
    heading_->setStyleSheet(QStringLiteral("color: #333333"));
    heading_->setContentsMargins(10, 6, 10, 2);
    hint_ = new QLabel(tr("Drag to see the whole garden; Ctrl+wheel zooms, double-click fits."));
    hint_->setObjectName(QStringLiteral("gardenHint"));
    hint_->setWordWrap(true);
    hint_->setStyleSheet(QStringLiteral("color: #777777"));
    hint_->setContentsMargins(10, 0, 10, 2);
    TextScale::follow(hint_);  // at the text size (its style sheet would have frozen the font it inherits)
    hint_->hide();
    scroll_ = new QScrollArea;
    scroll_->setAccessibleName(tr("Garden"));
    scroll_->setAccessibleDescription(tr("The picture with its base nodes made one and every cycle shrunk to a node "
                                         "with its edges as loops: its value equals the picture's."));
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setWidgetResizable(false);
    scroll_->setPalette(pal);
    canvas_ = new GardenCanvas(this);
    scroll_->setWidget(canvas_);
    canvas_->installEventFilter(this);
    canvas_->setMouseTracking(true);  // hovering lights the picture's edges
    scroll_->installEventFilter(this);  // its size changes with the panel and with the hint
    auto* box = new QVBoxLayout(this);
    box->setContentsMargins(0, 0, 0, 0);
    box->setSpacing(0);
    box->addWidget(heading_);
    box->addWidget(hint_);
    box->addWidget(scroll_, 1);
    settle_ = new QTimer(this);
    settle_->setSingleShot(true);
    settle_->setInterval(kSettleMs);
    connect(settle_, &QTimer::timeout, this, [this] {
        // a newer revision on its way: its analysisChanged starts the wait again
        if (stale_ && isVisible() && !doc_->analysisPending()) recompute();
    });
    applyTextScale();
    connect(TextScale::instance(), &TextScale::changed, this, &GardenView::applyTextScale);
    setDocument(doc);
}

GardenView::~GardenView() { layingOut_.cancelAndWaitForWorkers(); }

// The numbers and the heading at the application's text size (text_scale.h); laid out again.
void GardenView::applyTextScale() {
    labelFont_.setPixelSize(TextScale::pixels(kLabelPixels));
    labelFont_ = TextScale::backRow(labelFont_);  // while presenting, digits the back row reads
    QFont headingFont = font();
    headingFont.setPixelSize(TextScale::pixels(15));
    headingFont.setBold(true);
    heading_->setFont(headingFont);
    stale_ = true;
    if (isVisible()) recompute();
}

void GardenView::setDocument(PictureDocument* doc) {
    if (doc == doc_) return;
    disconnect(follow_);
    doc_ = doc;
    follow_ = connect(doc, &PictureDocument::analysisChanged, this, [this] {
        stale_ = true;
        if (!isVisible()) return;
        // A big garden waits for the edits to settle (see kSettleMs); a small one is laid out now.
        if (static_cast<int>(doc_->artifact()->picture().edgeCount()) >= kBackgroundEdges) settle_->start();
        else recompute();
    });
    stale_ = true;
    if (isVisible()) recompute();
}

void GardenView::showEvent(QShowEvent* event) {
    if (stale_) recompute();
    QWidget::showEvent(event);
}

void GardenView::recompute() {
    stale_ = false;
    settle_->stop();
    std::shared_ptr<const PictureAnalysis> artifact = doc_->artifact();
    const double aspect = viewAspect();
    if (static_cast<int>(artifact->picture().edgeCount()) < kBackgroundEdges) {
        layingOut_.cancel();  // a big garden's layout under way is out of date
        adopt(Computed::of(std::move(artifact), labelFont_, aspect));
        return;
    }
    // Big: lay out on a worker (a pure function of the shared, immutable garden); the old drawing
    // stays until the result, which is dropped if a newer artifact came meanwhile (one waiting for
    // the pool's thread is skipped).
    ++layoutsStarted_;
    layingOut_.start<Computed>(
        [artifact = std::move(artifact), font = labelFont_, aspect] { return Computed::of(artifact, font, aspect); },
        [this](Computed c) { adopt(std::move(c)); }, backgroundPool());
}

GardenView::Computed GardenView::Computed::of(std::shared_ptr<const PictureAnalysis> artifact, const QFont& font,
                                              double aspect) {
    Computed c;
    c.layout = layoutGarden(artifact->garden(), font, aspect);
    c.aspect = aspect;
    c.artifact = std::move(artifact);
    auto sketch = std::make_shared<GardenSketch>();
    for (const QPolygonF& line : c.layout.bridges)
        for (qsizetype i = 1; i < line.size(); ++i) sketch->lines.append(QLineF(line[i - 1], line[i]));
    for (const QPainterPath& petal : c.layout.petals) sketch->petals.addPath(petal);
    sketch->nodes = QVector<QPointF>(c.layout.nodes.begin(), c.layout.nodes.end());
    sketch->grounds = QVector<double>(c.layout.grounds.begin(), c.layout.grounds.end());
    c.sketch = std::move(sketch);
    return c;
}

void GardenView::adopt(Computed c) {
    // The old drawing is freed on a worker (10^5 bridges' polygons, labels and petals).
    auto old = std::make_unique<Computed>();
    old->artifact = std::exchange(shown_, std::move(c.artifact));
    old->layout = std::exchange(layout_, std::move(c.layout));
    layoutAspect_ = c.aspect;
    old->sketch = std::exchange(sketch_, std::move(c.sketch));  // (or freed by a worker drawing it)
    Computed* gone = old.release();
    releaseOffWindowThread(gone, [gone] { delete gone; });
    ++layoutGeneration_;
    setHighlight(highlight_);  // the same picture edges, in the new garden
    setMarks(std::move(marks_));
    heading_->setText(tr("Garden — value %1").arg(shown_->garden().value()));
    applyScale();
}

void GardenView::zoomBy(double factor) {
    fit_ = false;
    scale_ = std::clamp(scale_ * factor, std::min(scale_, 0.02), 4.0);  // (a huge tree fits below 0.02)
    applyScale();
}

void GardenView::fitToView() {
    fit_ = true;
    applyScale();
}

// The scale (fitted, or the user's), then the canvas: at least as big as the view, so the ground
// runs from side to side, and as big as the tree at that scale.
void GardenView::applyScale() {
    const QSizeF tree = layout_.bounds.size();
    if (tree.isEmpty()) return;
    const QSize room = scroll_->maximumViewportSize();
    if (fit_) {  // the whole tree, however big, unless that makes a small garden unreadable
        const double whole = std::min(room.width() / tree.width(), room.height() / tree.height());
        // A classic garden in a narrow panel (the Explain dock open at 1280x720) keeps its numbers
        // and scrolls a little; a garden of many views at that size (10^5 edges) is fitted whole.
        // While presenting the numbers' natural size is the back row's (TextScale::backRow): no smaller.
        const double readable = TextScale::instance()->presentation() ? 1.0 : kReadableText / labelFont_.pixelSize();
        const bool fewViews = tree.width() * readable <= kMostViews * room.width() &&
                              tree.height() * readable <= kMostViews * room.height();
        scale_ = std::min(whole < readable && fewViews ? readable : whole, kMaxFitScale);
    }
    scale_ = std::min(scale_, kMaxCanvas / std::max(tree.width(), tree.height()));
    // whole pixels, rounded up, but not for a rounding error: a tree fitted to 424 px comes out
    // 424.00000000001 px tall, and one pixel more would show a scroll bar (and the "drag" hint)
    const auto pixels = [](double length) { return static_cast<int>(std::ceil(length - 1e-6)); };
    const QSize content(pixels(tree.width() * scale_), pixels(tree.height() * scale_));
    QSize view = room;
    const bool wide = content.width() > room.width(), tall = content.height() > room.height();
    if (wide) view.rheight() -= scroll_->horizontalScrollBar()->sizeHint().height();
    if (tall) view.rwidth() -= scroll_->verticalScrollBar()->sizeHint().width();
    // a tall garden scrolls with its ground in sight, and stays so while it grows
    QScrollBar* vertical = scroll_->verticalScrollBar();
    const bool atGround = vertical->value() == vertical->maximum();
    canvas_->resize(std::max(content.width(), view.width()), std::max(content.height(), view.height()));
    if (atGround) vertical->setValue(vertical->maximum());
    canvas_->setCursor(wide || tall ? Qt::OpenHandCursor : Qt::ArrowCursor);
    const bool unreadable = !numbersShown();
    hint_->setText(wide || tall ? tr("Drag to see the whole garden; Ctrl+wheel zooms, double-click fits.")
                                : tr("Too small to read its numbers: Ctrl+wheel zooms in, double-click fits again."));
    hint_->setVisible(wide || tall || unreadable);
    canvas_->update();
}

bool GardenView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == scroll_ && event->type() == QEvent::Resize) {
        // a folded garden is folded again for a view of another shape (a classic one never folds)
        const double drift = layoutAspect_ > 0 ? viewAspect() / layoutAspect_ : 1;
        if (layout_.folded() && !stale_ && (drift > kRefoldDrift || drift < 1 / kRefoldDrift)) {
            stale_ = true;
            if (isVisible()) recompute();
        }
        applyScale();
        return false;
    }
    if (watched == canvas_ && event->type() == QEvent::Wheel) {
        auto* wheel = static_cast<QWheelEvent*>(event);
        if (!(wheel->modifiers() & Qt::ControlModifier) || wheel->angleDelta().y() == 0) return false;
        // zoom about the point under the mouse
        const QPointF at = (wheel->position() - canvas_->origin()) / scale_;
        const QPoint onView = canvas_->mapTo(scroll_->viewport(), wheel->position().toPoint());
        zoomBy(std::pow(1.0015, wheel->angleDelta().y()));
        const QPointF now = canvas_->origin() + at * scale_;
        scroll_->horizontalScrollBar()->setValue(static_cast<int>(now.x() - onView.x()));
        scroll_->verticalScrollBar()->setValue(static_cast<int>(now.y() - onView.y()));
        return true;
    }
    if (watched == canvas_ && event->type() == QEvent::MouseButtonPress) {  // drag to pan
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() != Qt::LeftButton) return false;
        dragFrom_ = mouse->globalPosition().toPoint();
        dragScroll_ = {scroll_->horizontalScrollBar()->value(), scroll_->verticalScrollBar()->value()};
        return true;
    }
    if (watched == canvas_ && (event->type() == QEvent::Leave ||
                               (event->type() == QEvent::MouseMove && !(static_cast<QMouseEvent*>(event)->buttons() & Qt::LeftButton)))) {
        std::vector<EdgeId> now = event->type() == QEvent::Leave ? std::vector<EdgeId>{}
                                                                 : edgesAt(static_cast<QMouseEvent*>(event)->position());
        if (now != hovered_) {
            hovered_ = now;
            setHighlight(now);
            emit edgesHovered(std::move(now));
        }
        return false;
    }
    if (watched == canvas_ && event->type() == QEvent::MouseMove) {
        auto* mouse = static_cast<QMouseEvent*>(event);
        const QPoint moved = mouse->globalPosition().toPoint() - dragFrom_;
        scroll_->horizontalScrollBar()->setValue(dragScroll_.x() - moved.x());
        scroll_->verticalScrollBar()->setValue(dragScroll_.y() - moved.y());
        return true;
    }
    if (watched == canvas_ && event->type() == QEvent::MouseButtonDblClick) {
        fitToView();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

double GardenView::viewAspect() const {
    const QSize room = scroll_->maximumViewportSize();
    return room.width() > 0 && room.height() > 0 ? double(room.width()) / room.height()
                                                 : double(sizeHint().width()) / sizeHint().height();
}

bool GardenView::numbersShown() const { return labelFont_.pixelSize() * scale_ >= kSmallestText; }

bool GardenView::sketching() const { return scale_ * kGardenPetalWidth < 1.5; }

long long GardenView::sketchesDrawnOnWindowThread() { return GardenCanvas::windowThreadSketches; }
void GardenView::waitForSketch() { canvas_->waitForSketch(); }
QImage GardenView::sketchImage() const { return canvas_->sketchImage(); }
QImage GardenView::sketchDrawnNow() const { return GardenCanvas::drawSketch(*sketch_, canvas_->keyNow()); }

QWidget* GardenView::canvas() const { return canvas_; }
QPointF GardenView::canvasPoint(QPointF layoutPoint) const { return canvas_->origin() + layoutPoint * scale_; }

std::vector<EdgeId> GardenView::edgesAt(QPointF canvasPos) const {
    if (layout_.bounds.isEmpty() || scale_ <= 0) return {};
    const Garden& g = shown_->garden();
    const QPointF at = (canvasPos - canvas_->origin()) / scale_;
    const double reach = 5.0 / scale_;  // pixels on screen either side of a stroke
    auto near = [&](const QPainterPath& path) {
        QPainterPathStroker stroker;
        stroker.setWidth(2 * reach);
        return path.controlPointRect().adjusted(-reach, -reach, reach, reach).contains(at) &&
               stroker.createStroke(path).contains(at);
    };
    auto loopsOf = [&](int node) {
        std::vector<EdgeId> ids = node >= 0 && node < g.nodeCount ? g.loops.copy(node) : std::vector<EdgeId>{};
        std::sort(ids.begin(), ids.end());
        return ids;
    };
    for (const GardenLabel& label : layout_.labels)
        if (label.rect.contains(at)) {
            if (label.bridge >= 0 && std::size_t(label.bridge) < g.bridges.size()) return {g.bridges[label.bridge].edge};
            if (label.node >= 0) return loopsOf(label.node);
        }
    for (std::size_t b = 0; b < layout_.bridges.size() && b < g.bridges.size(); ++b) {
        QPainterPath line;
        line.addPolygon(layout_.bridges[b]);
        if (near(line)) return {g.bridges[b].edge};
    }
    for (std::size_t i = 0; i < layout_.petals.size(); ++i)
        if (layout_.petals[i].contains(at) || near(layout_.petals[i])) return loopsOf(layout_.petalNode[i]);
    return {};
}

void GardenView::setMarks(std::vector<Mark> marks) {
    marks_ = std::move(marks);
    const Garden& g = shown_->garden();
    const Picture& picture = shown_->picture();
    markBridge_.assign(g.bridges.size(), QColor());
    markNode_.assign(g.nodeCount, QColor());
    for (const auto& [id, color] : marks_) {
        if (!picture.hasEdge(id)) continue;
        const std::size_t e = picture.indexOfEdge(id);
        const int node = g.edgeNode[e];
        if (node < 0) continue;
        QColor& slot = g.isBridge[e] ? markBridge_[g.bridgeToParent[node]] : markNode_[node];
        if (!slot.isValid()) slot = color;  // the first mark of a fan colours it
    }
    canvas_->update();
}

void GardenView::setHighlight(const std::vector<EdgeId>& edges) {
    highlight_ = edges;
    const Garden& g = shown_->garden();
    const Picture& picture = shown_->picture();
    const std::vector<char> bridgesBefore = std::exchange(litBridge_, std::vector<char>(g.bridges.size(), 0));
    const std::vector<char> nodesBefore = std::exchange(litNode_, std::vector<char>(g.nodeCount, 0));
    for (EdgeId id : edges) {
        if (!picture.hasEdge(id)) continue;
        const std::size_t e = picture.indexOfEdge(id);
        const int node = g.edgeNode[e];
        if (node < 0) continue;
        if (g.isBridge[e]) litBridge_[g.bridgeToParent[node]] = 1;
        else litNode_[node] = 1;
    }
    // Repaint only the halos that come or go: a hover lights one bridge or one fan, and a garden of
    // 10^5 edges is not drawn again for it. O(bridges + petals) comparisons, no drawing.
    auto changed = [](const std::vector<char>& before, const std::vector<char>& now, std::size_t i) {
        return (i < before.size() && before[i]) != (i < now.size() && now[i]);
    };
    const double halo = (kGardenEdgeWidth + 7) / 2 + 2;  // the halo's half width, and antialiasing
    QRegion dirty;
    auto add = [&](const QRectF& inLayout) {
        const QRectF onCanvas(canvasPoint(inLayout.topLeft()), inLayout.size() * scale_);
        const double m = halo * scale_ + 2;
        dirty += onCanvas.adjusted(-m, -m, m, m).toAlignedRect();
    };
    for (std::size_t b = 0; b < layout_.bridges.size(); ++b)
        if (changed(bridgesBefore, litBridge_, b)) add(layout_.bridges[b].boundingRect());
    for (std::size_t i = 0; i < layout_.petals.size(); ++i)
        if (changed(nodesBefore, litNode_, std::size_t(layout_.petalNode[i]))) add(layout_.petals[i].boundingRect());
    lastHighlightRepaint_ = dirty;
    if (!dirty.isEmpty()) canvas_->update(dirty);
}

}  // namespace homestead::gui
