// The canvas: its painting (the far-out sketch, the frame up close, the hover over it), the keyboard
// focus and input; fitting and bringing things into view are in picture_view_fit.cpp.
#include "picture_view.h"

#include "canvas_accessibility.h"
#include "canvas_keys.h"
#include "focus_halo.h"
#include "keyboard_focus.h"
#include "picture_document.h"
#include "picture_items.h"
#include "picture_scene.h"
#include "picture_tile.h"
#include "picture_style.h"
#include "text_scale.h"

#include <QBackingStore>
#include <QKeyEvent>
#include <QPaintEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace homestead::gui {

PictureView::PictureView(PictureScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), scene_(scene), accessibility_(new CanvasAccessibility(this)) {
    setAccessibleName(tr("Canvas"));
    setAccessibleDescription(tr("The picture: its nodes and edges. Tab and the arrow keys move the focus from edge to "
                                "edge; the focused edge is read out with its stress and what chopping it leaves."));
    // zoomed out, numbers and strokes keep a readable size on screen (up to readableLimit() times larger)
    connect(this, &PictureView::zoomChanged, this, [this](double z) {
        scene_->setReadableScale(readableScaleAt(z));
        updateLabelArea();
        ringToLabels();  // (the ring keeps its pixels: in the scene it grows or shrinks)
    });
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setViewportUpdateMode(SmartViewportUpdate);
    setTransformationAnchor(AnchorUnderMouse);
    setDragMode(NoDrag);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setFrameShape(QFrame::NoFrame);
    // every item sets the pen, brush and hints it paints with: no save/restore per item
    setOptimizationFlags(DontSavePainterState | DontAdjustForAntialiasing);
    connect(TextScale::instance(), &TextScale::changed, this, [this] {
        if (hintShown_ || showsEmptyHint()) viewport()->update();  // the how-to at the new size
    });
    setFocusPolicy(Qt::StrongFocus);
    FocusHalo::markOwnFocusRing(this);  // the ring goes round the focused node or edge instead
    keyFocus_ = new KeyboardFocus(this);
    keys_ = new CanvasKeys(this, keyFocus_);
    connect(keyFocus_, &KeyboardFocus::changed, this, [this] {
        updateKeyboardFocus();
        emit keyboardFocusChanged();
    });
    connect(keys_, &CanvasKeys::edgeStartChanged, this, &PictureView::updateKeyboardFocus);
    follow(scene);
}

// Progress while the scene builds a large picture; the pending fit once every item exists.
void PictureView::follow(PictureScene* scene) {
    accessibility_->follow(scene);
    disconnect(progress_);
    disconnect(built_);
    disconnect(labelsCrowded_);
    disconnect(labelsPlaced_);
    crowdFit_.reset();
    for (const auto& c : documentWatch_) disconnect(c);
    fitWhenBuilt_ = false;
    // The hint is painted over the scene, so the scene's own updates do not clear or draw it: the
    // document's edits do. (Not QGraphicsScene::changed: a receiver there sends every item update
    // of the scene down Qt's slower compatibility path.)
    const auto check = [this] {
        if (showsEmptyHint() != hintShown_) viewport()->update();
    };
    PictureDocument* doc = scene->document();
    documentWatch_ = {connect(doc, &PictureDocument::nodeAdded, this, check),
                      connect(doc, &PictureDocument::pictureReset, this, check),
                      connect(doc, &PictureDocument::analysisStarted, this, check),
                      connect(doc, &PictureDocument::analysisChanged, this, check),
                      // a node moved: the ring follows it (its edges', a loop's)
                      connect(doc, &PictureDocument::nodeChanged, this, [this] {
                          if (keyFocus_->any()) updateKeyboardFocus();
                      })};
    keys_->cancelEdge();
    // The keyboard's focus goes on in the new scene (Play, the stepper, the drawing back) from where
    // it was: the ring stays in sight rather than vanishing while the canvas keeps the keys.
    const std::optional<QPointF> focusedAt = keyFocus_->scene() != scene && keyFocus_->any() ? keyFocus_->point() : std::nullopt;
    keyFocus_->setScene(scene);
    if (focusedAt) keys_->focusNear(*focusedAt);
    disconnect(std::exchange(changed_, {}));  // (QGraphicsView::setScene drops Qt's own)
    disconnect(hover_);
    hover_ = connect(scene, &PictureScene::hoverChanged, this, &PictureView::hoverChanged);
    progress_ = connect(scene, &PictureScene::buildProgress, this, [this](int perMille) { showProgress(perMille); });
    built_ = connect(scene, &PictureScene::itemsBuilt, this, [this] {
        if (fitWhenBuilt_) fitToContents();
        viewport()->update();
    });
    labelsCrowded_ = connect(scene, &PictureScene::labelsCrowded, this, [this] {
        if (fitted_ && !fitting_) fitArea(true);  // names given up: fitted anew with a numbers' margin
    });
    labelsPlaced_ = connect(scene, &PictureScene::labelsPlacedInFrame, this, &PictureView::labelsPlacedInFrame);
    showProgress(scene->buildPerMille());
}

// While building, the scene changes a little every few milliseconds, and each repaint of a huge
// picture (no index yet: every item is visited) costs far more than the slice of work before it: the
// view repaints only the progress plate, a few times a second, and the whole picture when every item
// exists and when all is done.
void PictureView::showProgress(int perMille) {
    const bool building = perMille < 1000;
    const ViewportUpdateMode mode = building ? NoViewportUpdate : SmartViewportUpdate;
    // A frame painted while the scene built shows the plate and the sketch: once done, the whole
    // view is painted again, though a job of one slice never turned updates off (the plate stayed,
    // and no number came, until something else repainted).
    const bool stale = !building && std::exchange(paintedBuilding_, false);  // (reset by any end of a build)
    if (viewportUpdateMode() != mode || stale) {
        syncFrameMode();  // (off while building: the sketch is shown; on again at its end, up close)
        setViewportUpdateMode(mode);
        viewport()->update();
        return;
    }
    if (building && (!sincePlate_.isValid() || sincePlate_.elapsed() > 150)) {
        viewport()->update(progressRect());
        sincePlate_.start();
    }
}

QRect PictureView::progressRect() const {
    const QRect v = viewport()->rect();
    return QRect(v.left() + 12, v.bottom() - 44, 260, 32);
}

bool PictureView::showsEmptyHint() const {
    return scene_->mode() != PictureScene::Mode::Play && scene_->document()->picture().empty();
}

QFont PictureView::emptyHintFont() const { return TextScale::scaled(font(), 1.25 * TextScale::instance()->factor()); }

void PictureView::drawEmptyHint(QPainter* painter) {
    painter->save();
    painter->resetTransform();
    painter->setFont(emptyHintFont());
    painter->setPen(QColor(0x6b, 0x72, 0x80));
    const QRect area = viewport()->rect().adjusted(24, 24, -24, -24);
    const QRect upper(area.left(), area.top() + area.height() / 5, area.width(), area.height() / 2);
    painter->drawText(upper, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                      tr("Click on the dotted ground line to place a base node,\n"
                         "then drag upwards from it to draw an edge.\n\n"
                         "Drag from a node out and back onto it for a loop.\n"
                         "Conway's pictures are in the Examples menu.\n\n"
                         "By keys: Shift+A a base node, A a node above it, L an edge (see Help → Guide)."));
    painter->restore();
}

void PictureView::drawForeground(QPainter* painter, const QRectF&) {
    hintShown_ = showsEmptyHint();
    if (hintShown_) drawEmptyHint(painter);
    if (!scene_->building()) return;
    painter->save();
    painter->resetTransform();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRect r = progressRect();
    painter->setPen(QPen(QColor(0xc8, 0xd0, 0xdc), 1));
    painter->setBrush(Qt::white);  // opaque: a repaint of the plate alone draws nothing under it
    painter->drawRoundedRect(QRectF(r).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    const int perMille = scene_->buildPerMille();
    const QRect bar(r.left() + 10, r.bottom() - 9, r.width() - 20, 4);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0xe4, 0xe9, 0xf0));
    painter->drawRect(bar);
    painter->setBrush(QColor(0x2f, 0x80, 0xed));
    painter->drawRect(QRect(bar.left(), bar.top(), bar.width() * perMille / 1000, bar.height()));
    painter->setPen(QColor(0x33, 0x3a, 0x44));
    const QString what = scene_->itemsPending() ? tr("Drawing the picture… %1 %") : tr("Placing the numbers… %1 %");
    painter->drawText(r.adjusted(10, 3, -10, -12), Qt::AlignLeft | Qt::AlignVCenter, what.arg(perMille / 10));
    painter->restore();
}

void PictureView::setPictureScene(PictureScene* scene) {
    const QPointF centre = mapToScene(viewport()->rect().center());
    if (scene_ != scene) scene_->setHoverOverlay(false);  // its hover shown by its items again
    if (scene_ != scene) scene_->setLabelFocusRing({});    // (its labels placed again without it)
    scene_ = scene;
    follow(scene);
    scene->setSceneRect(scene->sceneRect().united(sceneRect()));  // same scroll range: nothing jumps
    setScene(scene);
    scene->setReadableScale(readableScaleAt(zoom()));
    centerOn(centre);
    updateLabelArea();
    // A fitted view shows the new scene fitted too, its labels in the frame: Play entered with its
    // panel folded away changes no size, and its scene's labels had no frame to keep to.
    refitSoon();
}

void PictureView::updateLabelArea() {
    if (scene() != scene_) return;  // the scene is going (a window closing) or not shown yet
    if (sketching()) {
        scene_->setLabelArea({});
    } else {
        const QRectF shown = visibleSceneRect();
        scene_->setLabelArea(shown.adjusted(-shown.width() / 2, -shown.height() / 2, shown.width() / 2, shown.height() / 2));
    }
    syncFrameMode();
}

// ---- the frame and the hover drawn over it (see the header) ----

bool PictureView::framed() const { return !sketching() && !scene_->building() && scene_->labelsByArea(); }

// The scene draws its hover on its items, or leaves it to this view's frame; and the frame learns
// what changed from QGraphicsScene::changed. A receiver there sends every item update of the scene
// down Qt's compatibility path (scene rectangles, the old geometry of an item that moves too), which
// costs the far-out sketch and a build for nothing: connected only while the frame is in use. Qt
// then connects the view's updateScene() too, once per scene; sceneChanged() calls it instead, so
// that once the frame is left, no receiver is left and the scene updates the view directly again.
void PictureView::syncFrameMode() {
    if (scene() != scene_) return;
    const bool on = framed();
    scene_->setHoverOverlay(on);
    if (on == static_cast<bool>(changed_)) return;
    if (on) {
        stale_ = QRegion(viewport()->rect());  // what changed meanwhile is not known
        changed_ = connect(scene_, &QGraphicsScene::changed, this, &PictureView::sceneChanged);
    } else {
        disconnect(std::exchange(changed_, {}));
        disconnect(scene_, &QGraphicsScene::changed, this, &QGraphicsView::updateScene);
    }
}

void PictureView::sceneChanged(const QList<QRectF>& rects) {
    disconnect(scene_, &QGraphicsScene::changed, this, &QGraphicsView::updateScene);
    updateScene(rects);
    if (!framed() || frame_.isNull()) return;  // (made whole on its next use)
    syncFrame();  // the rectangles are mapped at today's transform: the frame follows a scroll first
    if (rects.size() > 64) {  // a label pass, an edit: one rectangle around them
        QRectF all;
        for (const QRectF& r : rects) all |= r;
        stale_ += mapFromScene(all).boundingRect().adjusted(-2, -2, 2, 2);
        return;
    }
    for (const QRectF& r : rects) stale_ += mapFromScene(r).boundingRect().adjusted(-2, -2, 2, 2);
}

// Repaints where the hover's strokes come or go: their bands, and the nodes at their ends.
void PictureView::hoverChanged(const std::vector<std::int64_t>& edges) {
    QRegion region;
    QRect bounds;
    int rects = 0;
    auto add = [&](const QRectF& sceneRect) {
        const QRect r = mapFromScene(sceneRect).boundingRect().adjusted(-2, -2, 2, 2) & viewport()->rect();
        if (r.isEmpty()) return;
        bounds |= r;
        if (++rects <= 64) region += r;  // more: their bounding rectangle (QRegion unions cost O(n^2))
    };
    const QRectF shown = visibleSceneRect();
    for (EdgeId id : edges) {
        const EdgeItem* e = scene_->edgeItem(id);
        if (!e || !e->boundingRect().intersects(shown)) continue;
        for (const QRectF& band : e->strokeBands()) add(band);
        add(e->from()->sceneBoundingRect());
        add(e->to()->sceneBoundingRect());
    }
    viewport()->update(rects > 64 ? QRegion(bounds) : region);
}

// Fits the frame to the viewport and the view's transform: a scroll moves what it holds, and
// leaves the uncovered strip to paint; a zoom or a new size, all of it.
void PictureView::syncFrame() {
    const qreal dpr = viewport()->devicePixelRatioF();
    const QSize pixels = viewport()->size() * dpr;
    const QTransform now = viewportTransform();
    if (frame_.size() != pixels || frame_.devicePixelRatio() != dpr) {
        frame_ = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        frame_.setDevicePixelRatio(dpr);
        stale_ = QRegion(viewport()->rect());
    } else if (now != frameTransform_) {
        const QPointF shift(now.dx() - frameTransform_.dx(), now.dy() - frameTransform_.dy());
        const QPoint by = shift.toPoint();
        const bool scrolled = now.m11() == frameTransform_.m11() && now.m22() == frameTransform_.m22() &&
                              !now.isRotating() && QPointF(by) == shift;
        if (scrolled && !stale_.contains(viewport()->rect())) {
            const QImage before = frame_.copy();
            QPainter p(&frame_);
            p.setCompositionMode(QPainter::CompositionMode_Source);
            p.drawImage(QPointF(by), before);
            stale_.translate(by);
            stale_ += QRegion(viewport()->rect()) - QRegion(viewport()->rect().translated(by));
        } else {
            stale_ = QRegion(viewport()->rect());
        }
    }
    frameTransform_ = now;
    stale_ &= viewport()->rect();
}

void PictureView::paintFramed(QPaintEvent* event) {
    syncFrame();
    const QRegion asked = event->region();
    const QRegion redo = stale_ & asked;
    QRegion shownOnWindow;  // painted on the window already, as the frame keeps it
    if (!redo.isEmpty()) {  // Qt paints the scene there into the frame
        ++paintCounters().frameRenders;
        const QRect r = redo.boundingRect();
        const qreal dpr = frame_.devicePixelRatio();
        if (const QImage* window = paintedWindow()) {
            // Qt's own paint of a view, on the window, then kept: it visits the tiles in view and
            // their items there, where render() lists and styles every item in the area first
            const QRect frameInWindow(viewport()->mapTo(viewport()->window(), QPoint(0, 0)) * dpr, frame_.size());
            EdgeItem::StrokesWithin whole(frameInWindow);  // what a paint of all of it shows there
            QPaintEvent part(redo);
            paintScene(r, [&] { QGraphicsView::paintEvent(&part); });
            // (only the part painted: a scroll's strip is a few pixels of a whole view)
            QImage shown = window->copy(QRect(frameInWindow.topLeft() + r.topLeft() * dpr, r.size() * dpr));
            shown.setDevicePixelRatio(dpr);
            QPainter p(&frame_);
            p.setCompositionMode(QPainter::CompositionMode_Source);
            p.setClipRegion(redo);
            p.drawImage(QPointF(r.topLeft()), shown);
            shownOnWindow = redo;
        } else {  // a grab's or render()'s paint
            EdgeItem::StrokesWithin whole(frame_.rect());
            QPainter p(&frame_);
            p.setRenderHints(renderHints());
            p.setClipRegion(redo);
            paintScene(r, [&] { render(&p, QRectF(r), r, Qt::IgnoreAspectRatio); });
        }
        stale_ -= redo;
    }
    QPainter painter(viewport());
    if (const QRegion kept = asked - shownOnWindow; !kept.isEmpty()) {
        painter.setClipRegion(kept);
        painter.drawImage(QPointF(0, 0), frame_);
    }
    painter.setClipRegion(asked);
    paintHover(painter, asked);
}

// The window's pixels when this paint goes there and they are an image (a raster backing store),
// so what Qt paints on the viewport can be read back; null for a paint into a grab or render().
const QImage* PictureView::paintedWindow() {
    QBackingStore* store = viewport()->backingStore();
    QPaintDevice* device = store ? store->paintDevice() : nullptr;
    if (!device || device->devType() != QInternal::Image) return nullptr;
    QPainter probe(viewport());
    const bool there = probe.paintEngine() && probe.paintEngine()->paintDevice() == device;
    probe.end();
    return there ? static_cast<const QImage*>(device) : nullptr;
}

void PictureView::paintScene(const QRect& area, const std::function<void()>& paint) {
    // Judged on frames of a quarter of the view or more (a hover repaints a few pixels), with
    // hysteresis, so that panning across the edge of a dense region does not flicker.
    const double pixels = double(area.width()) * area.height();
    const bool judged = pixels >= 0.25 * viewport()->width() * viewport()->height();
    const bool was = crowded_;
    double inkBefore = paintCounters().inkStroked;
    bool ranOut = false;
    {
        EdgeItem::PlainStrokes plain(crowded_);
        // a frame not known to be crowded stops antialiasing when it is, and is painted again plain
        std::optional<EdgeItem::InkBudget> budget;
        if (judged && !crowded_) budget.emplace(kCrowded * pixels);
        paint();
        ranOut = budget && budget->exceeded();
    }
    if (ranOut) {
        crowded_ = true;
        inkBefore = paintCounters().inkStroked;
        EdgeItem::PlainStrokes plain(true);
        paint();
    }
    if (!judged) return;
    const double overdraw = (paintCounters().inkStroked - inkBefore) / pixels;
    if (overdraw >= kCrowded) crowded_ = true;
    else if (overdraw < kCrowded / 2) crowded_ = false;
    // all of it again, so that no part of the view keeps the other look (unless all of it was plain again)
    if (crowded_ != was && !(ranOut && area.contains(viewport()->rect()))) {
        stale_ = QRegion(viewport()->rect());
        viewport()->update();
    }
}

// The hovered edge and its load in their looks, over the frame, then the nodes at their ends (as
// the items would be drawn, above their edges).
void PictureView::paintHover(QPainter& painter, const QRegion& region) const {
    const std::optional<EdgeId> hovered = scene_->hoveredEdge();
    if (!scene_->hoverOverlay() || !hovered) return;
    const QTransform view = viewportTransform();
    painter.setWorldTransform(view);
    const QRectF exposed = mapToScene(region.boundingRect()).boundingRect();
    std::vector<const NodeItem*> ends;
    auto stroke = [&](EdgeId id, EdgeItem::Look look) {
        const EdgeItem* e = scene_->edgeItem(id);
        if (!e || !e->isVisible() || !e->boundingRect().intersects(exposed)) return;
        EdgeItem::paintStroke(painter, e->path(), e->strokeFor(look), e->isSelected());
        ends.push_back(e->from());
        ends.push_back(e->to());
    };
    for (EdgeId id : scene_->highlightedLoad()) stroke(id, EdgeItem::Look::Load);
    stroke(*hovered, EdgeItem::Look::Hovered);
    std::sort(ends.begin(), ends.end());
    ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
    for (const NodeItem* n : ends) {
        if (!n->isVisible() || !n->sceneBoundingRect().intersects(exposed)) continue;
        painter.setWorldTransform(n->sceneTransform() * view);
        NodeItem::paintGlyph(painter, n->ground(), n->isSelected());
    }
}

bool PictureView::onItem(QPoint viewPos) const {
    const QList<QGraphicsItem*> under = items(viewPos);
    return std::any_of(under.begin(), under.end(), [](const QGraphicsItem* it) { return it->type() != TileItem::Type; });
}

void PictureView::scrollContentsBy(int dx, int dy) {
    QGraphicsView::scrollContentsBy(dx, dy);
    ringShown_.translate(dx, dy);  // (the pixels scrolled with it)
    updateLabelArea();
}

double PictureView::readableScaleAt(double zoom) const { return std::clamp(1.0 / zoom, 1.0, readableLimit_); }

void PictureView::setReadableLimit(double limit) {
    readableLimit_ = limit;
    scene_->setReadableScale(readableScaleAt(zoom()));
    if (fitted_) fitArea(true);  // the labels' size changed what must fit
}

double PictureView::minZoom() const {
    const QRectF r = scene_->sceneRect();  // kept around the contents by the scene and by fits: O(1)
    const QSizeF room = viewport()->size();
    if (r.isEmpty() || room.isEmpty()) return kMinZoom;
    return std::min(kMinZoom, 0.5 * std::min(room.width() / r.width(), room.height() / r.height()));
}

bool PictureView::sketching() const {
    return zoom() * scene_->labelScale() * render::labelMetrics().height() < LabelItem::kReadablePixels;
}

// Far out, the sketch instead of the items (see the header); near, Qt's own painting. While the
// scene builds, the sketch too: the index is off then, and Qt would walk every item of every tile
// for each repaint of the progress plate; the numbers come at the end.
void PictureView::paintEvent(QPaintEvent* event) {
    if (!sketching() && !scene_->building()) {
        // Whatever changed it since (a build's end, a new label scale), the frame is on or off before
        // this paint: left to the next turn, the first paint up close was Qt's of every item in view,
        // and the frame was painted again whole by the next hover or scroll.
        if (framed() != static_cast<bool>(changed_)) syncFrameMode();
        if (framed() && changed_ && scene_->hoverOverlay()) paintFramed(event);
        else {
            ++paintCounters().unframedPaints;
            paintScene(event->region().boundingRect(), [&] { QGraphicsView::paintEvent(event); });
        }
        paintKeyboardFocus(event->region());
        return;
    }
    paintedBuilding_ = paintedBuilding_ || scene_->building();
    QPainter painter(viewport());
    painter.setRenderHints(renderHints());
    painter.setWorldTransform(viewportTransform());
    const QRectF exposed = mapToScene(event->region().boundingRect()).boundingRect();
    drawBackground(&painter, exposed);
    // The build's progress plate alone (a few times a second): it is opaque, and what lies under it
    // is not drawn (the sketch of a picture half built would ask every tile for its rectangle).
    if (scene_->building() && progressRect().contains(event->region().boundingRect())) {
        painter.setWorldTransform(viewportTransform());
        drawForeground(&painter, exposed);
        return;
    }
    const double z = zoom();
    scene_->drawUnderSketch(&painter, z);
    const SketchFrame::Key key{scene_, viewportTransform(), viewport()->size(), viewport()->devicePixelRatioF(),
                               TileItem::sketchChanges()};
    sketchIncomplete_ = !sketchFrame_.paint(painter, event->region(), viewport()->rect(), key,
                                            [&](QPainter& p) { return scene_->drawSketchTiles(&p, exposed, z); });
    scene_->drawOverSketch(&painter);
    if (sketchIncomplete_ && !redrawQueued_) {  // images of the old zoom, scaled
        redrawQueued_ = true;
        QTimer::singleShot(0, this, [this] {
            redrawQueued_ = false;
            viewport()->update();
        });
    }
    painter.setWorldTransform(viewportTransform());
    drawForeground(&painter, exposed);
    painter.end();
    paintKeyboardFocus(event->region());
}

// ---- the keyboard focus (keyboard_focus.h, canvas_keys.h) ----

std::optional<EdgeId> PictureView::focusedEdge() const { return keyFocus_->edge(); }
std::optional<NodeId> PictureView::focusedNode() const { return keyFocus_->node(); }

QRect PictureView::keyboardFocusRect() const {
    return KeyboardFocus::ringRect(keyFocus_->outline(), viewportTransform(), keyFocus_->outlineHalfWidth() * zoom()).toAlignedRect();
}

// Over the scene, the frame and the sketch alike, so the ring shows at every zoom and in every mode.
void PictureView::paintKeyboardFocus(const QRegion& region) {
    if (!keyFocus_->any() && !keys_->edgeStart()) {
        ringShown_ = QRect();
        return;
    }
    // where it is at this transform (a zoom or a scroll repaints it all, or moves it with the pixels)
    ringShown_ = keyboardFocusRect() | keys_->paintedRect(viewportTransform()).toAlignedRect();
    QPainter painter(viewport());
    painter.setClipRegion(region);
    keys_->paintOver(painter, viewportTransform());
    KeyboardFocus::paintRing(painter, keyFocus_->outline(), viewportTransform(), keyFocus_->outlineHalfWidth() * zoom());
}

void PictureView::updateKeyboardFocus() {
    viewport()->update(ringShown_ | keyboardFocusRect() | keys_->paintedRect(viewportTransform()).toAlignedRect());
    ringToLabels();
}

void PictureView::ringToLabels() {
    scene_->setLabelFocusRing(KeyboardFocus::ringArea(keyFocus_->outline(), zoom(), keyFocus_->outlineHalfWidth()));
}

bool PictureView::event(QEvent* event) {
    // (before QGraphicsView's, which hands every ShortcutOverride to the scene)
    if (event->type() == QEvent::ShortcutOverride && keys_->claims(static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    return QGraphicsView::event(event);
}

bool PictureView::focusNextPrevChild(bool next) { return keys_->tab(next) || QGraphicsView::focusNextPrevChild(next); }

void PictureView::zoomBy(double factor) {
    const double z = zoom();
    const double target = std::clamp(z * factor, std::min(z, minZoom()), std::max(z, kMaxZoom));
    if (std::abs(target - z) < 1e-12) return;
    fitWhenBuilt_ = false;
    leaveFit();
    scale(target / z, target / z);
    emit zoomChanged(zoom());
}

void PictureView::resetZoom() {
    fitWhenBuilt_ = false;
    leaveFit();
    setTransform(QTransform());
    emit zoomChanged(1.0);
}

void PictureView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    updateLabelArea();
    refitSoon();
}

void PictureView::wheelEvent(QWheelEvent* event) {
    if (event->modifiers() & Qt::ShiftModifier) {  // horizontal scroll
        leaveFit();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - event->angleDelta().y());
        return;
    }
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0) zoomBy(std::pow(1.15, steps));
    event->accept();
}

void PictureView::mousePressEvent(QMouseEvent* event) {
    const bool focusing = std::exchange(focusClick_, false);
    if (focusing && event->button() == Qt::LeftButton && !spaceHeld_ && !onItem(event->pos())) {
        swallowRelease_ = true;
        event->accept();
        return;
    }
    if (event->button() == Qt::MiddleButton || (spaceHeld_ && event->button() == Qt::LeftButton)) {
        panning_ = true;
        leaveFit();
        panFrom_ = event->pos();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void PictureView::mouseMoveEvent(QMouseEvent* event) {
    if (panning_) {
        QPoint d = event->pos() - panFrom_;
        panFrom_ = event->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void PictureView::mouseReleaseEvent(QMouseEvent* event) {
    if (std::exchange(swallowRelease_, false)) {
        event->accept();
        return;
    }
    if (panning_) {
        panning_ = false;
        viewport()->setCursor(spaceHeld_ ? Qt::OpenHandCursor : Qt::ArrowCursor);
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void PictureView::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    if (keys_->keyPress(event)) {
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void PictureView::keyReleaseEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = false;
        viewport()->setCursor(Qt::ArrowCursor);
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void PictureView::focusInEvent(QFocusEvent* event) {
    focusClick_ = event->reason() == Qt::MouseFocusReason;
    // Tabbed into: the first item (Shift+Tab: the last), so the ring shows where the keys will act.
    if ((event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason) && !keyFocus_->any())
        keys_->tab(event->reason() == Qt::TabFocusReason);
    QGraphicsView::focusInEvent(event);
}

void PictureView::focusOutEvent(QFocusEvent* event) {
    // Space released elsewhere (after Alt+Tab) never reaches the view: stop panning with the left
    // button, or every later click would pan instead of drawing.
    spaceHeld_ = false;
    if (!panning_) viewport()->setCursor(Qt::ArrowCursor);
    QGraphicsView::focusOutEvent(event);
}

void PictureView::leaveEvent(QEvent* event) {
    scene_->hoverEdge(std::nullopt);
    QGraphicsView::leaveEvent(event);
}

}  // namespace homestead::gui
