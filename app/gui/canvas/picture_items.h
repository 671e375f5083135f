// The graphics items that show a picture on the canvas (after Qt's Elastic Nodes example): a
// NodeItem per node, an EdgeItem per edge with its label as a child item. They paint with the
// painting code the exported images use (render/picture_style.h), so an export is the canvas. Items only show the
// document; they never change it. A node tells its edges to adjust() when it moves, and adjust()
// calls prepareGeometryChange() before the path changes. The label is placed by the scene, which
// knows what else is nearby.
//
//   auto* n = new NodeItem(3, false);  scene.addItem(n);  n->setPos(toScene({1, 2}));
#pragma once

#include "canvas_stats.h"
#include "label_legibility.h"
#include "picture_style.h"

#include "homestead/picture.h"

#include <QGraphicsPathItem>
#include <QPen>

#include <functional>
#include <limits>
#include <optional>
#include <vector>

namespace homestead::gui {

class EdgeItem;

class NodeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 1 };
    NodeItem(NodeId id, bool ground);
    int type() const override { return Type; }
    NodeId id() const { return id_; }
    bool ground() const { return ground_; }
    void setGround(bool ground);
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    // What paint() draws, centred at the painter's origin (a view's hover overlay draws it so).
    static void paintGlyph(QPainter& painter, bool ground, bool selected);

    std::vector<EdgeItem*> edges;                // every edge touching this node, loops included
    std::function<void(NodeItem*)> onMoved;      // set by the scene: re-route edges and loops

    // The direction its petals point (render::petalDirection of its neighbours), computed once and
    // kept until invalidatePetals(): the node moved (done here), a neighbour moved, or an edge other
    // than a loop came or went (done by the scene). A node with n loops re-routes them in O(n), not O(n²).
    double petalDirection() const;
    void invalidatePetals() { petalDirection_.reset(); }

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    NodeId id_;
    bool ground_;
    mutable std::optional<double> petalDirection_;
};

// A stress label: text on a soft white plate so it stays readable over edges and the grid (painted by
// render::paintLabel, as in the exported images). It draws
// its own text, so that a new text of the same size (a stress 3 becoming 5) is a repaint and not a
// change of geometry, which Qt pays for in its walks (after an edit, thousands of labels change).
class LabelItem : public QGraphicsItem {
public:
    enum { Type = UserType + 3 };
    // A label whose plate would be fewer device pixels high than this is not drawn (unreadable);
    // the canvas sketches the picture once every label is (PictureView::sketching()).
    static constexpr double kReadablePixels = render::kReadableLabelPixels;
    explicit LabelItem(QGraphicsItem* parent);
    int type() const override { return Type; }
    QRectF boundingRect() const override;  // the plate: the text's box, 3 pixels wider each side
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    QString text() const { return text_; }
    void setText(const QString& text);
    void setBrush(const QColor& color);  // the colour of the text
    // Shows `text` centred on `centre` (scene coordinates; the edge item sits at the origin).
    void show(const QString& text, QPointF centre);
    void setCentre(QPointF centre);
    QPointF centre() const { return centre_; }
    QColor color() const { return color_; }
    // Presentation mode's high contrast (render::LabelLook::strong).
    void setStrong(bool strong);
    bool strong() const { return strong_; }
    // The leader line to its edge (render::leaderAnchor): set after each placement; none when the
    // label sits beside its edge. A child item, so it hides and scales with the label.
    void setLeader(std::optional<QPointF> sceneAnchor);
    bool hasLeader() const;
    std::optional<QPointF> leaderAnchor() const;  // scene coordinates
    // A label of a big picture that found no spot clear of the other labels is buried: it keeps its
    // place but is not painted, has no leader and blocks no later label (EdgeItem::labelPainted):
    // under the labels it would sit on it was never readable, and painting a crowd of them made each
    // frame up close paint tens of thousands of labels nobody could see. Placed again, judged again.
    void setBuried(bool buried);
    bool buried() const { return flags() & ItemHasNoContents; }
    // Where it is painted: its plate and its leader, in scene coordinates.
    QRectF paintedRect() const;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    // Its tile clips its children's updates to the tile's rectangle (ItemContainsChildrenInShape),
    // made anew from where the children are now: a label that moves, shrinks, loses its leader or
    // hides would leave its old paint outside it (a callout in the margins after a move in Play). So
    // the label has the scene repaint where it was before such a change (where it is after, the tile
    // holds: Qt repaints that itself).
    void repaintWhereItIs();
    QString text_;
    QRectF textBox_;  // at the origin: the text's advance and the font's height
    QColor color_;
    QPointF centre_;
    bool strong_ = false;
    class LeaderItem* leader_ = nullptr;  // made on first need
};

// A label's leader: a thin line from its plate to its edge (render::paintLeader), in the label's
// coordinates.
class LeaderItem : public QGraphicsItem {
public:
    enum { Type = UserType + 4 };
    explicit LeaderItem(LabelItem* label) : QGraphicsItem(label) { setAcceptedMouseButtons(Qt::NoButton); }
    int type() const override { return Type; }
    void setAnchor(QPointF local);  // in the label's coordinates
    void plateChanging() { prepareGeometryChange(); }  // before its label's plate changes size
    QPointF anchor() const { return anchor_; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;  // the line itself: other labels may sit beside it
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QPointF anchor_;
};

class EdgeItem : public QGraphicsPathItem {
public:
    enum { Type = UserType + 2 };
    // How the edge is drawn (render::EdgeLook; the strongest that applies: the hovered edge, its
    // load, a winning move, its class). Its pen and painting are the exports' too (picture_style.h).
    using Look = render::EdgeLook;

    EdgeItem(EdgeId id, NodeItem* from, NodeItem* to);
    int type() const override { return Type; }
    EdgeId id() const { return id_; }
    NodeItem* from() const { return from_; }
    NodeItem* to() const { return to_; }
    bool isLoop() const { return from_ == to_; }
    QPainterPath shape() const override;  // wider than the stroke, so edges are easy to hover
    // The path's box grown by half the extent pen: O(1), where Qt's own took the box of shape(),
    // stroking every path the first time.
    QRectF boundingRect() const override;

    // Recomputes the path from the nodes' positions. Slot: place among parallel edges or loops;
    // `itemStride`: a fan of loops thinned to every few petals has items for each itemStride-th.
    void setSlot(int index, int count, int itemStride = 1);
    int slot() const { return slot_; }
    void adjust();
    // (adjust(), paint() and the strokes are counted in paintCounters(): canvas_stats.h.)
    // While one lives, paths are stroked without antialiasing. A view holds one while Qt paints a
    // frame after a crowded one: in the middle of a dense picture a frame strokes thousands of long
    // edges that cover it many times over, where antialiasing costs far more than the plain
    // stroke and shows nothing in the solid mass.
    class PlainStrokes {
    public:
        explicit PlainStrokes(bool on) : was_(plain_) { plain_ = on; }
        ~PlainStrokes() { plain_ = was_; }
        PlainStrokes(const PlainStrokes&) = delete;
        PlainStrokes& operator=(const PlainStrokes&) = delete;

    private:
        bool was_;
    };
    // While one lives, a long edge is cut to `frame` (device pixels of the device painted on), not
    // to the painter's clip (see paintStroke). A view holds one while Qt paints a part of its frame
    // again (an edge selected, labels moved): the part must be what a paint of the whole frame shows
    // there, and a piece cut at the part's border is rasterised a hair off the whole stroke (its
    // antialiased rim off by up to 62 levels, red, green and blue summed). It strokes at most the
    // frame's width of each edge.
    class StrokesWithin {
    public:
        explicit StrokesWithin(QRect frame) : was_(within_) { within_ = frame; }
        ~StrokesWithin() { within_ = was_; }
        StrokesWithin(const StrokesWithin&) = delete;
        StrokesWithin& operator=(const StrokesWithin&) = delete;

    private:
        std::optional<QRect> was_;
    };
    // While one lives, edges stop stroking once `limit` device pixels of ink have been stroked since
    // it began (exceeded() then says so): a view holds one while Qt paints a frame not known to be
    // crowded, and paints it again plain if it ran out: the first frame up close in a dense middle
    // (Actual Size after the sketch, which measures no ink) costs 3-4 times as much antialiased.
    class InkBudget {
    public:
        explicit InkBudget(double limit) : was_(inkLimit_), wasExceeded_(inkExceeded_) {
            inkLimit_ = paintCounters().inkStroked + limit;
            inkExceeded_ = false;
        }
        ~InkBudget() {
            inkLimit_ = was_;
            inkExceeded_ = wasExceeded_;
        }
        bool exceeded() const { return inkExceeded_; }
        InkBudget(const InkBudget&) = delete;
        InkBudget& operator=(const InkBudget&) = delete;

    private:
        double was_;
        bool wasExceeded_;
    };
    // Whether it strokes its path at this zoom: all but the petals of a fan too dense to tell
    // apart that render::petalStride leaves out (the item's paint and its tile's sketch).
    bool drawnAt(double devicePixelsPerScenePixel) const;

    void setLook(Look look, QColor classColor = {});
    // Thicker strokes when zoomed out, so the picture stays readable (see PictureScene::setReadableScale);
    // `strong`: the high-contrast theme's colours (render::edgePen).
    void setWidthScale(double scale, bool strong = false);
    Look look() const { return look_; }
    // The pen the edge is painted with (its look). The item's own pen() is only its extent: fixed
    // at the widest look plus the selection halo, so a change of look is a repaint, not a change of
    // geometry that Qt must propagate to the item's tile (hovering the root of 20,000 edges restyles
    // them all).
    const QPen& stroke() const { return stroke_; }
    // The pen of another look at the edge's width, and how the item strokes a path (thin lines far
    // out, a long chord only where the painter can draw): a view's hover overlay draws them so.
    QPen strokeFor(Look look) const;
    static void paintStroke(QPainter& painter, const QPainterPath& path, const QPen& pen, bool selected);
    // The scene rectangles a change of its stroke repaints: its box, or for a long straight edge a
    // band of boxes along its line (kMostBands at most).
    std::vector<QRectF> strokeBands() const;
    // The label item, made when the label is first shown (makeLabel): a picture seen from far out
    // has none, so its build, its retirement and Qt's walks over it have a third fewer items.
    // Null until then; hidden again, it stays.
    LabelItem* label() const { return label_; }
    bool labelShown() const { return label_ && label_->isVisible(); }
    // Shown and not buried (LabelItem::setBuried): what later labels keep clear of.
    bool labelPainted() const { return labelShown() && !label_->buried(); }
    LabelItem* makeLabel();  // label(), made hidden at the edge if there was none

    // Cached numbers shown on the label, so that an unchanged label is not touched.
    QString labelText;
    // The same numbers without a name (render::labelText with no name): what the label shows when
    // its name is shed; empty when it shows no numbers.
    QString labelNumbers;
    // What the label was last made from (LabelLayer::refreshLabel): the edge's numbers, whether
    // the label was near the view and shown, and the label epoch (what is shown, the text size).
    // A pass over a big picture skips an edge whose basis is unchanged: an edit changes few
    // numbers, and making every text to compare it would cost far more.
    struct LabelBasis {
        std::uint64_t stress = 0, weight = 0;
        bool standing = false, nearView = false, shown = false;
        quint64 epoch = 0;  // 0: never made
        bool operator==(const LabelBasis&) const = default;
    };
    LabelBasis labelBasis;

private:
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;
    EdgeId id_;
    NodeItem* from_;
    NodeItem* to_;
    int slot_ = 0, slotCount_ = 1, itemStride_ = 1;
    void applyLook();
    void repaintStroke();
    static constexpr double kBandLength = 48;  // scene pixels: a shorter or flatter edge repaints its box
    static constexpr int kMostBands = 24;      // the views merge more rectangles than ~50 into one
    void setExtent();
    void updateBox();
    QRectF box_;  // boundingRect(): made when the path or the extent changes
    Look look_ = Look::Normal;
    double widthScale_ = 1.0;
    bool strong_ = false;
    QColor classColor_;
    QPen stroke_;
    mutable QPainterPath shape_;  // shape() of the current path, made on first use
    LabelItem* label_ = nullptr;
    static inline bool plain_ = false;
    static inline std::optional<QRect> within_;
    static inline double inkLimit_ = std::numeric_limits<double>::infinity();
    static inline bool inkExceeded_ = false;
};

}  // namespace homestead::gui
