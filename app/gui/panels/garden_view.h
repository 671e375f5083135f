// The side view of the garden: the picture collapsed (base nodes identified, every cycle shrunk to
// a node carrying its edges as loops), drawn as a tree standing on the ground with the stress of
// every bridge. It follows the document live (in Play, the game's position): the garden is the one
// in the document's artifact (homestead::PictureAnalysis, computed off the window's thread); this
// view only lays it out, while visible. A big garden (kBackgroundEdges and more) is laid out once the
// edits have settled (kSettleMs), by a LatestJob on the background pool (background_pool.h: below
// the next revision's analysis), so the window never waits; the old layout is freed there too.
//
// The layout is render::layoutGarden (app/render/garden_layout.h), computed at natural size so that
// no label meets another label, a petal or a node; this widget only draws it. It is asked for the
// view's shape: a garden whose tidy tree would be a thin strip in it (a big picture's garden has
// tens of thousands of stalks side by side) comes folded onto shelves of about the view's shape, and
// is folded again when the view's shape changes by half or more. By default the tree is fitted to
// the view whole, at any size; when that makes its numbers too small to read they are left out and a
// hint says how to zoom in to read them — except a garden that at a readable size spans only a few
// views (a classic picture in a narrow panel): it keeps its numbers and scrolls. Dragging pans a tree
// bigger than the view, Ctrl+wheel zooms, a double-click fits again. Zoomed so far out that strokes
// are under a pixel and a half, the tree is drawn as a sketch made once per layout: every bridge in
// one line list and every petal in one path, unantialiased, nodes as squares (a few draw calls, not
// one per edge). Hovering a bridge, or a fan of petals, says which picture edges it is (edgesHovered;
// garden_hover_link.h lights them on the canvas), and setHighlight() lights garden edges by the
// picture edges they came from (a halo in colors::counterpart); setMarks() colours them one by one
// (the Explain panel's terms).
//
//   GardenView garden(&doc);   // updates itself on analysisChanged()
#pragma once

#include "garden_layout.h"
#include "latest_job.h"

#include "homestead/garden.h"
#include "homestead/picture_analysis.h"

#include <QColor>
#include <QFont>
#include <QImage>
#include <QMetaObject>
#include <QPointF>
#include <QRegion>
#include <QLineF>
#include <QPainterPath>
#include <QTimer>
#include <QVector>
#include <QWidget>

#include <memory>
#include <utility>
#include <vector>

class QLabel;
class QScrollArea;

namespace homestead::gui {

class PictureDocument;
class GardenCanvas;

// What a far-out sketch is drawn from, made with the layout off the window's thread and shared,
// immutable, with the worker that draws the sketch's image: every bridge's segments, every petal
// in one path, the nodes and the ground lines (copies of the layout's, so a worker never reads a
// layout the window may replace).
struct GardenSketch {
    QVector<QLineF> lines;
    QPainterPath petals;
    QVector<QPointF> nodes;
    QVector<double> grounds;
};

class GardenView : public QWidget {
    Q_OBJECT
public:
    explicit GardenView(PictureDocument* doc, QWidget* parent = nullptr);
    // Waits for a layout under way (it measures text: it must not outlive the application's fonts).
    ~GardenView() override;
    // The garden drawn (from the artifact it was laid out from).
    const Garden& garden() const { return shown_->garden(); }
    // Follows another document from now on (the window's drawing, or the game's position in Play).
    void setDocument(PictureDocument* doc);
    PictureDocument* document() const { return doc_; }
    QSize sizeHint() const override { return {320, 260}; }

    // What is drawn, at natural size (up to date once the view has been shown).
    const render::GardenLayout& layout() const { return layout_; }
    // Pixels on screen per layout pixel; fitted unless the user zoomed.
    double scale() const { return scale_; }
    bool fitted() const { return fit_; }
    void zoomBy(double factor);
    void fitToView();

    static constexpr double kMaxFitScale = 1.6;  // a small tree is not blown up beyond this
    // The numbers are drawn at this scale (not under 6 pixels high); else the hint offers zooming in.
    bool numbersShown() const;
    // True when the tree is drawn as its sketch at the present scale (see above).
    bool sketching() const;

    // The picture edges drawn at `canvasPos` (canvas pixels): a bridge's one edge, or every loop of
    // a fan of petals (or of its "×k" label); empty elsewhere. O(bridges + petals).
    std::vector<EdgeId> edgesAt(QPointF canvasPos) const;
    // Lights the garden edges that are these picture edges (empty: none). O(E) comparisons; only
    // the halos that come or go are repainted (lastHighlightRepaint(), canvas pixels; empty: none).
    void setHighlight(const std::vector<EdgeId>& edges);
    QRegion lastHighlightRepaint() const { return lastHighlightRepaint_; }
    // Zoomed far out, the canvas keeps its sketch as an image and draws it again only when the
    // garden, the zoom, the scroll position or the size changes (tests: a hover does not). The image
    // is drawn on the background pool, never by the window's paint; until it comes the last image is
    // shown moved and scaled to where it now belongs, and one that comes for a garden, zoom or scroll
    // no longer shown is dropped. Counts images adopted.
    long long sketchImagesDrawn() const { return sketchesDrawn_; }
    long long sketchImagesDropped() const { return sketchesDropped_; }
    // How many sketch images were drawn on the application's thread, by every view (tests: none).
    static long long sketchesDrawnOnWindowThread();
    // Tests: waits for the sketch image under way, if any, and adopts (or drops) it now.
    void waitForSketch();
    // Tests: the image the canvas shows for its present sketch (null before one came), and the same
    // sketch drawn directly, now, by the same code.
    QImage sketchImage() const;
    QImage sketchDrawnNow() const;
    const std::vector<EdgeId>& highlight() const { return highlight_; }
    // Marks garden edges each in a colour of its own, by the picture edges they are (the Explain
    // panel's terms, in their terms' colours); a loop marks its node's fan of petals. Drawn under the
    // edges and under the hover halo; empty: none. O(E).
    using Mark = std::pair<EdgeId, QColor>;
    void setMarks(std::vector<Mark> marks);
    const std::vector<Mark>& marks() const { return marks_; }
    // The colour bridge `index` (of garden().bridges) or node `node`'s fan is marked in; invalid: none.
    QColor bridgeMark(std::size_t index) const { return index < markBridge_.size() ? markBridge_[index] : QColor(); }
    QColor fanMark(int node) const { return node >= 0 && std::size_t(node) < markNode_.size() ? markNode_[node] : QColor(); }
    QWidget* canvas() const;
    QPointF canvasPoint(QPointF layoutPoint) const;  // where a point of layout() is on canvas()

    // From this many edges on, the garden is laid out on a worker thread, once the edits have
    // settled: after an edit's numbers come it waits kSettleMs, and longer while a newer revision is
    // being analysed, so a run of edits is laid out once, for its last revision (a big layout costs
    // several analyses, and one per edit would compete with the next edit's analysis).
    static constexpr int kBackgroundEdges = 4000;
    static constexpr int kSettleMs = 150;
    // A layout under way or waiting for the edits to settle.
    bool computing() const { return layingOut_.busy() || settle_->isActive(); }
    // Layouts started on a worker, in all (tests).
    long long layoutsStarted() const { return layoutsStarted_; }
    // The font of its numbers: 13 pixels times the application's text size (TextScale).
    const QFont& labelFont() const { return labelFont_; }

signals:
    void edgesHovered(std::vector<homestead::EdgeId> edges);

protected:
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    friend class GardenCanvas;
    // A layout and its sketch (every bridge's segments, every petal in one path).
    struct Computed {
        std::shared_ptr<const PictureAnalysis> artifact;
        render::GardenLayout layout;
        std::shared_ptr<const GardenSketch> sketch;
        double aspect = 0;  // the view's width / height it was laid out for
        static Computed of(std::shared_ptr<const PictureAnalysis> artifact, const QFont& font, double aspect);
    };
    void recompute();
    void adopt(Computed c);
    void applyScale();
    void applyTextScale();
    double viewAspect() const;  // the scroll area's width / height (the size hint's before it has one)
    LatestJob layingOut_;       // a big garden's layout, on the background pool
    QTimer* settle_ = nullptr;  // a big garden's wait for the edits to settle
    long long layoutsStarted_ = 0;
    PictureDocument* doc_ = nullptr;
    QMetaObject::Connection follow_;
    std::shared_ptr<const PictureAnalysis> shown_;  // the artifact whose garden is drawn
    render::GardenLayout layout_;
    double layoutAspect_ = 0;  // the view's shape it was laid out for
    QFont labelFont_;
    double scale_ = 1;
    bool fit_ = true;
    bool stale_ = true;
    QPoint dragFrom_, dragScroll_;
    std::vector<EdgeId> highlight_, hovered_;
    std::vector<char> litBridge_, litNode_;  // per bridge, per garden node: in the highlight
    QRegion lastHighlightRepaint_;
    std::vector<Mark> marks_;
    std::vector<QColor> markBridge_, markNode_;  // per bridge, per garden node: its mark's colour
    std::shared_ptr<const GardenSketch> sketch_ = std::make_shared<GardenSketch>();  // made with the layout
    quint64 layoutGeneration_ = 0;  // counts adopted layouts: the canvas's sketch image is of one
    long long sketchesDrawn_ = 0;   // how many sketch images the canvas adopted (tests)
    long long sketchesDropped_ = 0; // and dropped as out of date
    QLabel* heading_ = nullptr;
    QLabel* hint_ = nullptr;  // how to see all of a garden that does not fit (at the text size)
    QScrollArea* scroll_ = nullptr;
    GardenCanvas* canvas_ = nullptr;
};

}  // namespace homestead::gui
