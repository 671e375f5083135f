// The numbers on the canvas: each edge's label (render::labelText: a name first, "trunk: 5"), its
// look, where it sits, and the scales everything is drawn at.
//
// Refreshing labels after an analysis touches only labels whose text or look changed: O(E) cheap
// comparisons, and a big picture's pass skips the edges its last analysis showed alike. Placing a
// label costs a few collision queries of the scene and is done only when its edge moves or its
// text changes width. Three strategies: a few labels (kFewLabels) one by one against the scene
// (placeLabel, on the window's thread: a bounded amount); many at once on a worker (placeBatch,
// label_placing.cpp: the scene copied, placed by label_batch.h, put in place in one step when it
// comes, dropped and placed again if anything it was copied from changed meanwhile); a big picture's
// in a label pass, in steps of the build job (label_pass.cpp), on a grid placer fed step by step.
//
// Labels never lie about their edge: no label sits on another, on another edge or on another's
// leader, and no leader runs through a label. A small picture (thorough()) searches further for a
// clear spot and places a crowd in rounds, always in the order of the edges' ids (never the
// registry's hash order), so the same picture, view and texts give the same places. A fitted view
// frames the labels (setFrame): none is cut by its border, and a label boxed in near its edge
// becomes a callout in the view's margins outside the drawing, with a dashed leader to its edge
// (label_callouts.cpp); when some are boxed in even so (boxedIn), the view fits the drawing smaller
// while labels still clash once untangled, and keeps the margin whose layout was best (placedInFrame).
// Presenting (setPresenting) or in a fitted view, a label still boxed in shows its number without its
// name (zoomed in at the desk, every name shows again); and when the names
// leave leaders tangled even so, the labels are laid out as numbers and each name is put back only
// where it stands beside its edge (label_names.cpp). In a fitted view,
// once placed, a small picture's labels are untangled off the window's thread (label_untangling.cpp,
// leader_untangle.h): no two leaders crossing, none over a node, none longer than a few label
// heights, as far as the crowd allows.
//
// Level of detail: a view tells the layer what it shows (setLabelArea). In a big picture (above
// kSyncEdges edges, built incrementally) labels are placed and shown only for edges meeting that
// area; the rest keep their text current and are placed when the view comes near.
#pragma once

#include "canvas_scales.h"
#include "canvas_stats.h"
#include "layout_faults.h"
#include "picture_geometry.h"
#include "picture_items.h"

#include "homestead/analysis.h"
#include "homestead/picture_analysis.h"

#include <QLineF>
#include <QObject>
#include <QPainterPath>
#include <QRectF>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

class QGraphicsItem;
class QGraphicsScene;

namespace homestead::render {
class LabelPlacer;
}

namespace homestead::gui {

class Highlights;
class ItemRegistry;
class LatestJob;
class PictureDocument;
struct PlacedBatch;
class SceneBuilder;

class LabelLayer : public QObject {
    Q_OBJECT
public:
    LabelLayer(QGraphicsScene* scene, PictureDocument* doc, ItemRegistry* registry, const Highlights* highlights,
               const SceneBuilder* builder, CanvasStats* stats);
    ~LabelLayer() override;

    // What the labels show; a change refreshes them all.
    render::LabelContent content() const { return content_; }
    void setContent(render::LabelContent shown);
    // The name a label shows when names are shown: the picture's, or (a game) `nameOf`'s; the caller
    // sets the content after, which refreshes the labels.
    void setNamer(std::function<std::string(EdgeId)> nameOf) { nameOf_ = std::move(nameOf); }

    const CanvasScales& scales() const { return scales_; }
    // A change under a thousandth is ignored (labels are not placed again for it) unless `exactly`:
    // a fitted view sets the scale its zoom gives, so its layout does not depend on the zooms before.
    void setReadableScale(double scale, bool exactly = false);
    void setTextScale(double factor);
    void setHighContrast(bool on);
    // Presentation mode: with names shown, a name that finds no room is shed (label_names.cpp).
    void setPresenting(bool on);
    bool presenting() const { return presenting_; }
    // Whether names that find no room are shed now (names shown, presenting or in a fitted view).
    bool shedsNames() const;

    void setLabelArea(const QRectF& area);
    // What a fitted view shows (none when the view is not fitted): labels are placed whole inside it,
    // so none is cut by the viewport's border or a panel beside it. Not in a big picture (labelsByArea).
    void setFrame(std::optional<QRectF> frame);
    std::optional<QRectF> frame() const { return frame_; }
    // Labels of the last placement in the frame that found no clear spot even in its margins (0
    // when none, or no placement has been made in this frame yet): a fit leaves more margin then.
    std::size_t boxedIn() const { return boxedIn_; }
    // Presenting with names, the names left leaders tangled: the labels show numbers, and a name
    // only where it stands beside its edge (label_names.cpp); a fitted view leaves a numbers' margin.
    bool namesGivenUp() const { return numbersFirst(); }
    std::optional<QRectF> labelArea() const { return labelArea_; }
    bool labelsByArea() const;  // labels placed only in the label area (a big picture told by a view)

    // After an analysis or a change of what is shown: every label's text and look.
    void refreshLabels();
    // Labels whose edges moved (edgesMoved), and a group of parallel edges slotted again.
    void placeMoved(std::vector<EdgeItem*> moved);
    void groupRerouted(const std::vector<EdgeItem*>& group);
    void edgeAdded(EdgeItem* edge);  // its label comes with the next pass
    // Whether labels are placed as their edges move (off during a build: placed when all is in).
    void setPlacing(bool on) { placing_ = on; }
    // A new picture: passes, scales in progress and what was shown are forgotten.
    void reset();
    // Forgets the pass under way (it holds item pointers): before any item goes.
    void dropPass();
    // A batch being placed on a worker (placeBatch), and whatever its result starts (a fitted view's
    // fit again): waits for it and puts the labels in place now (tests, benchmarks, a window about to
    // be grabbed: the window never waits for it otherwise).
    void finishPlacing();
    bool placingBatch() const;
    // finishPlacing(), then the leader lines being untangled on a worker (untangle), until neither
    // is under way (tests only).
    void finishUntangling();
    bool settling() const;  // a batch being placed or leaders being untangled
    // A label pass is due (`placeAll`: every shown label placed again), in steps of the build job.
    void requestLabels(bool placeAll);

    // The label job, run by the build job's steps: a rescale, then a label pass.
    bool hasWork() const { return rescale_.has_value() || dirty_ || pass_ != nullptr; }
    bool step();  // one step; true while more is left
    int passPerMille() const;  // how far the pass is (0–500 while placing has not begun)
    bool passPlacing() const;

    // Whether a label spot (scene rectangle) meets the shape of an item other than `edge`, its
    // label and its leader: any visible label, and unless `labelsOnly` any node or edge.
    bool spotTaken(const QRectF& spot, const EdgeItem* edge, bool labelsOnly) const;
    // The keyboard's focus ring as the view draws it (scene coordinates; empty: none): labels keep
    // clear of it as of the ground line, so the ring hides no number. The labels it newly covers, or
    // covered before it moved, are placed again (a few, one by one).
    void setFocusRing(const QPainterPath& ring);
    const QPainterPath& focusRing() const { return focusRing_; }
    // Items of a gesture under way (the dashed edge, the rubber band), which labels ignore.
    void setGestureItems(std::function<bool(const QGraphicsItem*)> isGestureItem) { isGestureItem_ = std::move(isGestureItem); }

signals:
    void workQueued();                                  // the build job should run
    void labelsPlaced(const std::vector<homestead::gui::EdgeItem*>& placed);  // their tiles' rectangles changed
    void labelItemMade();                               // a new item in Qt's index
    // A placement in the frame is settled (a small picture's: untangled, names given up or grown):
    // `boxedIn` labels found no clear spot (boxedIn()), and the layout left `faults`.
    void placedInFrame(std::size_t boxedIn, homestead::gui::LayoutFaults faults);
    void namesDropped();  // names given up (namesGivenUp()): a fitted view fits again

private:
    struct Pass;
    struct ShownWith {
        quint64 epoch = 0;
        std::optional<QRectF> area;
        double scale = 1;
        bool operator==(const ShownWith&) const = default;
    };
    struct Shown {
        std::shared_ptr<const PictureAnalysis> artifact;
        ShownWith with;
    };
    // A new scale in a big picture: every node and stroke resized in steps.
    struct Rescale {
        std::vector<NodeId> nodes;  // only when `items`
        std::vector<EdgeId> edges;
        std::size_t next = 0;  // nodes first, then edges
        bool items = false;    // nodes and strokes too, not only the labels
    };

    bool big() const;  // above kSyncEdges edges, built incrementally
    bool building() const;
    bool incremental() const;
    bool inLabelArea(const EdgeItem* e) const;
    bool shownAlike(const EdgeAnalysis& a, const EdgeAnalysis& b) const;
    bool refreshLabel(EdgeItem* e, const EdgeAnalysis* a, const std::string& name);
    void placeInPass(const std::vector<EdgeItem*>& labelled);
    void placeLabel(EdgeItem* edge);
    bool leaderTaken(const QLineF& leader, const EdgeItem* edge) const;
    // A small picture (up to kThoroughEdges edges): each label tries every far spot, and labels boxed
    // in by a crowd go first in up to kCrowdRounds rounds of a batch.
    bool thorough() const;
    static constexpr int kCrowdRounds = 6;
    static constexpr std::size_t kThoroughEdges = 300;
    static void blockFor(render::LabelPlacer& placer, const EdgeItem* edge);
    // What a placement keeps clear of besides edges, nodes and labels: the focus ring (`ownPaths`:
    // copies a worker may use) and, with `ground`, the ground line at its drawn width. The ground is
    // kept clear where there is room: one by one, in a big picture's pass, and in a batch that it
    // costs no callout and no label boxed in; a crowd it would cost that (a projector's large type)
    // is placed as if there were no ground line, and the untangling ignores it, rather than send
    // more labels to the margins on crossing leaders.
    render::LabelKeepClear keepClear(bool ownPaths = false, bool ground = true) const;
    QPainterPath focusRing_;
    // Where a label goes: its centre, and where its leader meets its edge (none beside its edge).
    void putLabel(EdgeItem* edge, QPointF centre);  // its leader to the nearest point of its edge
    void putLabel(EdgeItem* edge, QPointF centre, std::optional<QPointF> anchor);
    // Many labels (label_placing.cpp): joined to the batch under way, copied and placed on a worker.
    void placeBatch(const std::vector<EdgeItem*>& toPlace);
    void startBatch();
    struct LabelsSeen;
    LabelsSeen labelsSeen() const;  // what a batch is copied from, to tell a stale result
    void applyBatch(const std::vector<EdgeId>& ids, const PlacedBatch& placed);
    // A small picture's labels just placed in a fitted view: their leaders untangled on a worker
    // (label_untangling.cpp), the result put in place if nothing was placed meanwhile.
    // False when there was nothing to untangle (no frame, no label shown): nothing comes of it.
    bool untangle(const std::vector<EdgeItem*>& placed);
    // Presenting with names (label_names.cpp): a name is shed (the label shows its number alone,
    // the name stays in its tooltip) when it finds no room. When names tried in a frame leave leaders
    // crossing or astray after untangling, they are given up (namesGivenUp) until what labels show or
    // their text size changes: labels are placed as numbers first, and each name grows back where its
    // whole label stands beside its edge.
    static bool shedName(EdgeItem* edge);  // its numbers alone (EdgeItem::labelNumbers)
    bool presenting_ = false;
    bool numbersFirst() const;
    struct NamesTried {
        quint64 epoch = 0;
        double text = 1;
        bool operator==(const NamesTried&) const = default;
    };
    NamesTried namesTriedNow() const { return {epoch_, scales_.text}; }
    std::optional<NamesTried> namesTangled_;  // names left leaders tangled: numbers first
    int placements_ = 0;                      // batches asked for (placeBatch)
    // After an untangling with `tangled` leaders (crossing, astray or clashing) left: true when the
    // names are given up and the labels placed again as numbers first (a new untangling under way).
    bool placeNumbersFirst(bool tangled);
    void growNames(const std::vector<EdgeItem*>& labelled);
    bool growName(EdgeItem* edge);
    void applyScales(bool items);
    void applyScale(EdgeItem* e, bool stroke);
    bool rescaleStep();
    // the label pass's steps (label_pass.cpp)
    bool beginPass();
    bool placeFewStep();
    bool visitStep();
    bool visitAnalysedEdges();
    bool visitFreshEdges();
    bool visitStrays();
    bool gatherForNewScale();
    void carryOver();
    bool choosePlacement();
    bool feedPlacerStep();
    void placeSome();

    QGraphicsScene* scene_;
    PictureDocument* doc_;
    ItemRegistry* registry_;
    const Highlights* highlights_;
    const SceneBuilder* builder_;
    CanvasStats* stats_;
    std::function<bool(const QGraphicsItem*)> isGestureItem_;
    std::function<std::string(EdgeId)> nameOf_;
    CanvasScales scales_;
    render::LabelContent content_;
    quint64 epoch_ = 1;  // bumped when what a label shows or its size changes (EdgeItem::LabelBasis)
    // What every edge's label and look were last made from, once a pass has visited them all.
    std::optional<Shown> shown_;
    std::vector<EdgeId> freshEdges_;  // items made since the last pass began
    bool placing_ = true;
    bool dirty_ = false;     // a label pass is due
    bool placeAll_ = false;  // ... and it places every shown label again (a new scale)
    std::unique_ptr<Pass> pass_;
    std::optional<Rescale> rescale_;
    std::set<EdgeId> carry_;  // labels given a new text by a dropped pass: still to be placed
    std::optional<QRectF> labelArea_;  // nullopt: everywhere
    std::optional<QRectF> frame_;      // nullopt: anywhere
    std::optional<QRectF> frameFor(bool small) const;
    int queriedLabels_ = 0;            // labels placed by placeLabel
    std::size_t boxedIn_ = 0;          // labels of the last batch left with no clear spot
    std::set<EdgeId> batch_;           // labels of the batch under way
    LatestJob* batching_;              // the batch under way, placed off this thread
    LatestJob* untangling_;            // the latest placement's leaders, untangled off this thread
    std::shared_ptr<std::atomic<bool>> untangleStop_;  // set when that is no longer wanted
    void stopUntangling();
};

}  // namespace homestead::gui
