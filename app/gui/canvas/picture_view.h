// The canvas view: zoom with the wheel (about the cursor) or Ctrl +/−, fit to window (kept while the
// view resizes, until the user zooms or pans), pan with the middle button or by dragging with Space
// held, and scroll bars. Antialiased. Fit shows the whole picture at any size; the wheel zooms out
// as far as that and no further than needed.
//
// The view tells its scene what it shows (PictureScene::setLabelArea), so a big picture's numbers
// are placed only where they can be read: none while sketching, those around the view when near.
//
// Zoomed so far out that no number could be read (sketching()), the view draws the scene's sketch
// (PictureScene::drawSketch: a few batched strokes per tile) instead of letting Qt visit every item:
// a big picture fitted to the window is a frame of a few draw calls per tile, not a paint per
// item. The items stay in the scene meanwhile (hover, clicks and selection work as ever). While
// the scene builds a big picture (items or numbers), the view shows the sketch too. The tiles'
// part of it is kept as one image of the viewport (sketch_frame.h), copied by every repaint until
// a tile or the transform changes: a label pass's slices repaint without drawing a line.
//
// Up close on a big picture (PictureScene::labelsByArea(), not sketching), the view keeps what Qt
// painted as an image, its frame, and draws the hover over it (PictureScene::setHoverOverlay): the
// hovered edge and its load in their looks, then the nodes at their ends. A hover then copies the
// frame and strokes a few paths; it paints no item (Qt would paint every item under the hovered
// edge's repaint, thousands for a spread load).
// The frame is painted again by Qt only where the scene says it changed (QGraphicsScene::changed),
// where a scroll uncovered it, and all of it after a zoom or a resize: as Qt paints a view, on the
// window, then copied from it (QGraphicsView::render would list and style every item in the area).
//
// While its scene builds a large picture in slices (PictureScene::building()), the view shows the
// progress in a small plate at its bottom left corner, and a fit asked for before every item exists
// is done again once they do (unless the user has zoomed meanwhile). An empty drawing shows a hint
// on how to start in the middle of the canvas.
//
// The keyboard: a focus on one node or edge, ringed over whatever is painted (keyboard_focus.h),
// moved by Tab and the arrows, and the keys that act on it (canvas_keys.h: Enter chops in Play,
// selects otherwise; keys draw).
//
//   PictureView view(&scene);  view.fitToContents();
#pragma once

#include <functional>

#include "homestead/picture.h"
#include "layout_faults.h"
#include "sketch_frame.h"

#include <QElapsedTimer>
#include <QGraphicsView>
#include <QImage>

#include <cstdint>
#include <optional>
#include <vector>

namespace homestead::gui {

class CanvasAccessibility;
class CanvasKeys;
class KeyboardFocus;
class PictureScene;

class PictureView : public QGraphicsView {
    Q_OBJECT
public:
    // The zoom range: the wheel zooms out to kMinZoom, or to half the zoom that shows the whole
    // scene if that is smaller (a huge picture); fit to window goes as far as it must.
    static constexpr double kMinZoom = 0.05;
    static constexpr double kMaxZoom = 8.0;
    double minZoom() const;
    // True when the numbers are too small to read at this zoom (a label plate under
    // LabelItem::kReadablePixels high): the view then draws the scene's sketch.
    bool sketching() const;
    // The last sketch drawn showed some tiles' images of an earlier zoom, scaled (another frame is
    // on its way: PictureScene::drawSketch).
    bool sketchIncomplete() const { return sketchIncomplete_; }
    // The far-out sketch as last drawn over the whole viewport (sketch_frame.h): its counters.
    const SketchFrame& sketchFrame() const { return sketchFrame_; }
    // Zoomed out, labels, nodes and strokes are drawn 1/zoom times larger, so they keep their size
    // on screen, up to this many times (further out they shrink with the picture). Presentation
    // mode raises it: a big picture fitted to a projector keeps its numbers large.
    static constexpr double kReadableLimit = 2.2;
    double readableLimit() const { return readableLimit_; }
    void setReadableLimit(double limit);
    double readableScaleAt(double zoom) const;  // the scene's readable scale at that zoom

    explicit PictureView(PictureScene* scene, QWidget* parent = nullptr);
    double zoom() const { return transform().m11(); }
    void zoomBy(double factor);
    void resetZoom();
    void fitToContents();
    // True from a fit until the user zooms or pans: meanwhile the picture is fitted again whenever
    // the view changes size (a side panel or the Play dock opening, the window resized). Such a
    // refit keeps the area that was fitted in view, grown by whatever has been drawn since: when a
    // chop in Play leaves one node standing, the view does not zoom in on it.
    bool fitted() const { return fitted_; }
    // The last fit's search for room for a crowd of labels (fitArea): the faults each extra margin's
    // settled layout left (index: the margin, in label heights), and the margin it kept.
    struct CrowdFitRecord {
        std::vector<LayoutFaults> faults;
        int kept = 0;
    };
    const CrowdFitRecord& lastCrowdFit() const { return lastCrowdFit_; }
    // Fits again if fitted (see above): the labels changed what must fit (names or weights shown).
    void refitIfFitted() {
        if (fitted_) fitArea(true);
    }
    bool spaceHeld() const { return spaceHeld_; }  // Space down: a left drag pans
    // An empty drawing shows a short how-to in the canvas (what a first click and drag do) until
    // its first node exists.
    bool showsEmptyHint() const;
    QFont emptyHintFont() const;  // at the application's text size (larger at a projector)
    // Shows another scene (Play mode swaps its game in and the drawing back).
    void setPictureScene(PictureScene* scene);

    // Showing one place of the scene (an item found, a winning move, the engine's move). centreOnRect
    // centres the view on `rect` (scene coordinates), zooming in to actual size if it would show
    // smaller than kSmallOnScreen pixels and out if it does not fit; bringIntoView only pans (zooming
    // out if it must), and only when `rect` is not wholly in view — it returns whether it moved.
    // Either ends a fit (as a pan does).
    static constexpr double kSmallOnScreen = 40.0;
    void centreOnRect(const QRectF& rect);
    bool bringIntoView(const QRectF& rect);
    QRectF visibleSceneRect() const;  // the part of the scene the viewport shows

    // The canvas as a screen reader sees it: its focused edge in words (canvas_accessibility.h).
    CanvasAccessibility* accessibility() const { return accessibility_; }

    // The frame (see above) is in use now (paintCounters().frameRenders: Qt's paints into it).
    bool framed() const;

    // The keyboard focus (at most one of the two), for the keys and for assistive technology;
    // keyboardFocusChanged() whenever it moves, is cleared, or its item goes.
    std::optional<EdgeId> focusedEdge() const;
    std::optional<NodeId> focusedNode() const;
    KeyboardFocus& keyboardFocus() const { return *keyFocus_; }
    CanvasKeys& canvasKeys() const { return *keys_; }
    // The focus ring's rectangle in viewport pixels (empty when nothing is focused).
    QRect keyboardFocusRect() const;

signals:
    void zoomChanged(double zoom);
    void keyboardFocusChanged();

protected:
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;
    bool focusNextPrevChild(bool next) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void follow(PictureScene* scene);
    // Tells the scene where numbers must be placed (PictureScene::setLabelArea): what the view
    // shows, grown by half a view each side; nothing while sketching.
    void updateLabelArea();
    void leaveFit();  // the user zoomed or panned: no longer fitted, labels free of the frame
    // A fitted view fits again once the window's layout has settled, when its size or its scene
    // changed since the last fit: one fit for a burst of resizes and a change of scene.
    void refitSoon();
    bool onItem(QPoint viewPos) const;  // a node, edge or label is there (a tile is not an item to the user)
    void fitArea(bool keepFittedArea);
    void fitWithMargin(bool keepFittedArea, int extraMargin);  // label heights beyond the plain margin
    static constexpr int kMostCrowdMargin = 5;
    static constexpr int kMostFitPasses = 12;  // zooms a fit tries until the zoom holds
    bool fitting_ = false;
    // A fit under way whose labels, placed and untangled on a worker, may still leave faults: the
    // margin it has reached, whether it keeps the fitted area, the faults of each margin tried, and
    // (once the search is over) the margin it went back to.
    struct CrowdFit {
        bool keepFittedArea = false;
        int extraMargin = 0;
        std::vector<LayoutFaults> faults;
        std::optional<int> settlingAt;
    };
    std::optional<CrowdFit> crowdFit_;
    CrowdFitRecord lastCrowdFit_;
    bool marginAtMost_ = false;  // the last fit's margin was a quarter of the view: more would be the same
    void labelsPlacedInFrame(std::size_t boxedIn, LayoutFaults faults);
    void endCrowdFit(int kept);
    QMetaObject::Connection labelsCrowded_, labelsPlaced_;
    void paintFramed(QPaintEvent* event);
    const QImage* paintedWindow();
    // Qt's painting of the scene over `area` (viewport pixels): plain strokes if the last frame
    // was crowded, and whether this one is (EdgeItem::PlainStrokes). A frame not known to be
    // crowded that turns out to be (EdgeItem::InkBudget) is painted again, plain, at once.
    void paintScene(const QRect& area, const std::function<void()>& paint);
    bool crowded_ = false;  // the last frame's strokes covered it kCrowded times over, or more
    static constexpr double kCrowded = 4;
    void syncFrame();
    void paintHover(QPainter& painter, const QRegion& region) const;
    void syncFrameMode();
    void hoverChanged(const std::vector<std::int64_t>& edges);  // EdgeIds
    void sceneChanged(const QList<QRectF>& rects);
    QImage frame_;             // the scene as Qt painted it, without the hover: viewport pixels
    QTransform frameTransform_;  // the viewport transform it was painted at
    QRegion stale_;            // where Qt must paint it again (viewport coordinates)
    QMetaObject::Connection changed_, hover_;
    void showRect(const QRectF& rect, bool zoomInIfSmall);
    QPointF centreKeepingWhole(const QRectF& rect, double zoom) const;
    QRect progressRect() const;
    void drawEmptyHint(QPainter* painter);
    void showProgress(int perMille);
    void paintKeyboardFocus(const QRegion& region);  // the ring and an edge drawn by keys, over all else
    void updateKeyboardFocus();                      // repaints where the ring was and is now
    void ringToLabels();                             // the labels keep clear of the ring where it is now
    PictureScene* scene_;
    CanvasAccessibility* accessibility_;
    KeyboardFocus* keyFocus_ = nullptr;
    CanvasKeys* keys_ = nullptr;
    QRect ringShown_;  // where the ring and the keys' edge were last painted (viewport pixels)
    QMetaObject::Connection progress_, built_;
    std::vector<QMetaObject::Connection> documentWatch_;  // edits that may empty or fill the drawing
    bool hintShown_ = false;  // as last painted: the viewport is repainted when it flips
    bool fitWhenBuilt_ = false;
    bool fitted_ = false, refitQueued_ = false;
    bool redrawQueued_ = false;  // the sketch showed some images of the old zoom: drawn again next turn
    bool sketchIncomplete_ = false;
    SketchFrame sketchFrame_;  // the tiles' sketch over the viewport, copied while nothing changed
    QSize fittedSize_;   // the viewport's size at the last fit
    const PictureScene* framedScene_ = nullptr;  // the scene the last fit gave its labels' frame (compared only)
    std::optional<QRectF> fittedNodes_;  // the nodes' span (PictureScene::nodesExtent) at the last explicit fit
    QElapsedTimer sincePlate_;
    bool paintedBuilding_ = false;  // a frame (plate, sketch) painted since the scene began building
    double readableLimit_ = kReadableLimit;
    bool panning_ = false;
    bool spaceHeld_ = false;
    // A click on empty canvas that only gives the canvas the keyboard focus (from a panel, a box,
    // another tab) draws nothing: focusClick_ is set by that focus-in, and the press and its
    // release are swallowed, so no stray node and no change to the drawing.
    bool focusClick_ = false;
    bool swallowRelease_ = false;
    QPoint panFrom_;
};

}  // namespace homestead::gui
