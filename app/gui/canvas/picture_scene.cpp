// The canvas scene: wires its parts together (see the header) and answers for them.
#include "picture_scene.h"

#include "canvas_selection.h"
#include "canvas_tools.h"
#include "item_registry.h"
#include "label_layer.h"
#include "picture_document.h"
#include "picture_geometry.h"
#include "picture_style.h"
#include "picture_tile.h"
#include "scene_builder.h"
#include "text_scale.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGraphicsPathItem>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPen>

#include <cmath>

namespace homestead::gui {

using namespace homestead::render;

// No index: Qt 6 walks the top-level items for every paint and query anyway, and the tiles (each
// bounding its children) make that walk O(tiles) plus the children of the tiles met; Qt's BSP tree
// only added a walk of all its leaves after every geometry change.
PictureScene::PictureScene(PictureDocument* doc, QObject* parent) : QGraphicsScene(parent), doc_(doc) {
    setItemIndexMethod(NoIndex);
    // Qt activates every top-level item when a view in an active window starts showing a scene,
    // and deactivates them when it stops, each time through items() — every item, sorted.
    // Activated once while empty, the scene stays active, and views coming and going no longer walk
    // it (it has no panels or focus to activate).
    QEvent activate(QEvent::WindowActivate);
    QCoreApplication::sendEvent(this, &activate);
    registry_ = new ItemRegistry(this, doc, &stats_);
    builder_ = new SceneBuilder(this, doc, registry_, &stats_);
    highlights_ = new Highlights(doc, registry_, this);
    labels_ = new LabelLayer(this, doc, registry_, highlights_, builder_, &stats_);
    registry_->setScales(&labels_->scales());
    builder_->setLabels(labels_);
    selection_ = new CanvasSelection(this, doc, registry_, builder_, &stats_);
    drawTool_ = std::make_unique<DrawTool>(this);
    selectTool_ = std::make_unique<SelectTool>(this);
    chopTool_ = std::make_unique<ChopTool>(this);
    labels_->setGestureItems([this](const QGraphicsItem* it) { return tool().isGestureItem(it); });
    wire();
    // every number follows the application's text size (View → Larger / Smaller Text), and while
    // presenting its digits are as tall as the back row needs (TextScale::factorFor)
    const auto followTextScale = [this] { labels_->setTextScale(TextScale::factorFor(render::labelFont())); };
    followTextScale();
    connect(TextScale::instance(), &TextScale::changed, this, followTextScale);
    setSceneRect(-600, -500, 1200, 700);
    rebuild();
}

// Qt's own destructor deletes the items, and a selected item that goes makes the scene say its
// selection changed: a listener (what a screen reader is told) would then ask this scene's parts,
// already destroyed. From here on nobody hears it.
PictureScene::~PictureScene() { disconnect(this, &QGraphicsScene::selectionChanged, nullptr, nullptr); }

// The parts tell each other what changed through their signals; the document's changes come here.
void PictureScene::wire() {
    connect(registry_, &ItemRegistry::edgeAdded, labels_, &LabelLayer::edgeAdded);
    connect(registry_, &ItemRegistry::edgesMoved, labels_, &LabelLayer::placeMoved);
    connect(registry_, &ItemRegistry::groupRerouted, labels_, &LabelLayer::groupRerouted);
    connect(registry_, &ItemRegistry::edgeAboutToGo, this, [this](EdgeItem* e) {
        labels_->dropPass();  // it may hold this item
        highlights_->edgeGoing(e->id());
    });
    connect(registry_, &ItemRegistry::nodeAboutToGo, this, [this](NodeItem* n) {
        labels_->dropPass();
        for (CanvasTool* t : {drawTool_.get(), selectTool_.get(), chopTool_.get()}) t->nodeGoing(n);
    });
    connect(registry_, &ItemRegistry::manyAboutToGo, this, [this] {
        labels_->dropPass();
        for (CanvasTool* t : {drawTool_.get(), selectTool_.get(), chopTool_.get()}) t->cancel();
    });
    connect(registry_, &ItemRegistry::tileGone, builder_, &SceneBuilder::tileGone);
    connect(registry_, &ItemRegistry::selectionLeft, this, &QGraphicsScene::selectionChanged);
    connect(labels_, &LabelLayer::workQueued, builder_, &SceneBuilder::startJob);
    connect(labels_, &LabelLayer::labelsPlaced, builder_, &SceneBuilder::boundAgain);
    connect(labels_, &LabelLayer::labelItemMade, builder_, &SceneBuilder::labelItemMade);
    connect(labels_, &LabelLayer::placedInFrame, this, &PictureScene::labelsPlacedInFrame);
    connect(labels_, &LabelLayer::namesDropped, this, &PictureScene::labelsCrowded);
    connect(builder_, &SceneBuilder::buildProgress, this, &PictureScene::buildProgress);
    connect(builder_, &SceneBuilder::itemsBuilt, this, &PictureScene::itemsBuilt);
    connect(builder_, &SceneBuilder::buildFinished, this, &PictureScene::buildFinished);
    connect(builder_, &SceneBuilder::sceneRectDue, this,
            [this] { setSceneRect(sceneRect().united(contentsRect().adjusted(-400, -300, 400, 300))); });
    connect(builder_, &SceneBuilder::selectionRetired, this, &QGraphicsScene::selectionChanged);
    connect(highlights_, &Highlights::edgeHovered, this, &PictureScene::edgeHovered);
    connect(highlights_, &Highlights::hoverChanged, this, &PictureScene::hoverChanged);

    connect(doc_, &PictureDocument::nodeAdded, this, [this](NodeId id) {
        selection_->finishSelectAll();
        builder_->nodeAdded(id);
    });
    connect(doc_, &PictureDocument::edgeAdded, this, [this](EdgeId id) {
        selection_->finishSelectAll();
        builder_->edgeAdded(id);
    });
    connect(doc_, &PictureDocument::nodeAboutToBeRemoved, this, [this](NodeId id) {
        selection_->finishSelectAll();
        registry_->removeNode(id);
    });
    connect(doc_, &PictureDocument::edgeAboutToBeRemoved, this, [this](EdgeId id) {
        selection_->finishSelectAll();
        registry_->removeEdge(id);
    });
    connect(doc_, &PictureDocument::manyAboutToBeRemoved, this, &PictureScene::removeMany);
    connect(doc_, &PictureDocument::nodeChanged, this, [this](NodeId id) {
        selection_->finishSelectAll();
        registry_->nodeChanged(id);
    });
    connect(doc_, &PictureDocument::pictureReset, this, &PictureScene::rebuild);
    connect(doc_, &PictureDocument::analysisChanged, labels_, &LabelLayer::refreshLabels);
    // The hovered edge's load and tooltip come from the artifact: read them again from the new one.
    connect(doc_, &PictureDocument::analysisChanged, highlights_, &Highlights::reread);
}

void PictureScene::rebuild() {
    selection_->dropSelectAll();
    ++stats_.rebuilds;
    labels_->reset();
    highlights_->reset();
    for (CanvasTool* t : {drawTool_.get(), selectTool_.get(), chopTool_.get()}) t->cancel();
    sketchOverlay_ = nullptr;
    if (builder_->rebuild()) setSceneRect(contentsRect().adjusted(-400, -300, 400, 300));
}

// Many nodes and edges going at once: their items leave in place (in slices), the rest stay.
void PictureScene::removeMany(const std::vector<NodeId>& nodes, const std::vector<EdgeId>& edges) {
    selection_->finishSelectAll();
    registry_->depart(nodes, edges);  // (an id still queued for the build is skipped when it comes up)
    highlights_->forgetGone();
}

CanvasTool& PictureScene::tool() const {
    switch (mode_) {
    case Mode::Select: return *selectTool_;
    case Mode::Play: return *chopTool_;
    case Mode::Draw: break;
    }
    return *drawTool_;
}

void PictureScene::setMode(Mode mode) {
    if (mode != mode_) tool().cancel();
    mode_ = mode;
    highlights_->setInPlay(mode == Mode::Play);
}

void PictureScene::setSnapToGrid(bool on) {
    snap_ = on;
    update();
}

// ---- what is shown ----

void PictureScene::setLabelContent(render::LabelContent shown) {
    shown_ = shown;
    applyLabelContent();
}
void PictureScene::applyLabelContent() {
    LabelContent c = shown_;
    if (tagOf_) c.names = true;  // the tag leads every label
    if (numbersHidden_) c.stresses = c.weights = false;
    labels_->setContent(c);
}
void PictureScene::setShowStresses(bool on) { setLabelContent({on, shown_.weights, shown_.names}); }
void PictureScene::setShowWeights(bool on) { setLabelContent({shown_.stresses, on, shown_.names}); }
void PictureScene::setShowNames(bool on) { setLabelContent({shown_.stresses, shown_.weights, on}); }
void PictureScene::showLabelsAs(const PictureScene& other) { setLabelContent(other.shown_); }
bool PictureScene::showStresses() const { return shown_.stresses; }
bool PictureScene::showWeights() const { return shown_.weights; }
bool PictureScene::showNames() const { return shown_.names; }
void PictureScene::setShowClasses(bool on) { highlights_->setShowClasses(on); }
void PictureScene::setShowWinningMoves(bool on) { highlights_->setShowWinningMoves(on); }
void PictureScene::setEdgeTags(std::function<std::string(EdgeId)> tagOf) {
    tagOf_ = std::move(tagOf);
    labels_->setNamer(tagOf_);
    highlights_->setNamer(tagOf_);
    applyLabelContent();
}
void PictureScene::setNumbersHidden(bool hidden) {
    if (hidden == numbersHidden_) return;
    numbersHidden_ = hidden;
    highlights_->setNumbersHidden(hidden);
    applyLabelContent();
}
bool PictureScene::showClasses() const { return highlights_->showClasses(); }
bool PictureScene::showWinningMoves() const { return highlights_->showWinningMoves(); }

void PictureScene::setReadableScale(double scale, bool exactly) { labels_->setReadableScale(scale, exactly); }
double PictureScene::readableScale() const { return labels_->scales().readable; }
void PictureScene::setTextScale(double factor) { labels_->setTextScale(factor); }
double PictureScene::textScale() const { return labels_->scales().text; }
double PictureScene::labelScale() const { return labels_->scales().label(); }
void PictureScene::setHighContrast(bool on) { labels_->setHighContrast(on); }
void PictureScene::setPresenting(bool on) { labels_->setPresenting(on); }
bool PictureScene::presenting() const { return labels_->presenting(); }
bool PictureScene::labelsShedNames() const { return labels_->shedsNames(); }
bool PictureScene::highContrast() const { return labels_->scales().highContrast; }

void PictureScene::setLabelArea(const QRectF& area) { labels_->setLabelArea(area); }
void PictureScene::setLabelFrame(std::optional<QRectF> frame) { labels_->setFrame(frame); }
void PictureScene::setLabelFocusRing(const QPainterPath& ring) { labels_->setFocusRing(ring); }
std::size_t PictureScene::labelsBoxedIn() const { return labels_->boxedIn(); }
bool PictureScene::labelNamesGivenUp() const { return labels_->namesGivenUp(); }
std::optional<QRectF> PictureScene::labelArea() const { return labels_->labelArea(); }
bool PictureScene::labelsByArea() const { return labels_->labelsByArea(); }
bool PictureScene::spotTaken(const QRectF& spot, const EdgeItem* edge, bool labelsOnly) const {
    return labels_->spotTaken(spot, edge, labelsOnly);
}

// ---- items and selection ----

NodeItem* PictureScene::nodeItem(NodeId id) const { return registry_->node(id); }
EdgeItem* PictureScene::edgeItem(EdgeId id) const { return registry_->edge(id); }

PictureScene::Selection PictureScene::selection() const { return selection_->selection(); }
std::vector<NodeId> PictureScene::selectedNodes() const { return selection().nodes; }
std::vector<EdgeId> PictureScene::selectedEdges() const { return selection().edges; }
void PictureScene::selectAll() { selection_->selectAll(); }
bool PictureScene::selectingAll() const { return selection_->selectingAll(); }
PictureScene::SelectionGlance PictureScene::glanceAtSelection() const { return selection_->glance(); }
bool PictureScene::selectsEverything() const { return selection_->selectsEverything(); }

// ---- highlights ----

std::optional<EdgeId> PictureScene::hoveredEdge() const { return highlights_->hovered(); }
std::vector<EdgeId> PictureScene::highlightedLoad() const { return highlights_->highlightedLoad(); }
void PictureScene::hoverEdge(std::optional<EdgeId> id) { highlights_->hoverEdge(id); }
void PictureScene::setHoverOverlay(bool on) { highlights_->setHoverOverlay(on); }
bool PictureScene::hoverOverlay() const { return highlights_->hoverOverlay(); }
void PictureScene::markEdges(std::optional<EdgeId> x, std::optional<EdgeId> y) { highlights_->markEdges(x, y); }
std::optional<EdgeId> PictureScene::markedX() const { return highlights_->markedX(); }
std::optional<EdgeId> PictureScene::markedY() const { return highlights_->markedY(); }
QString PictureScene::edgeToolTip(EdgeId id) const { return highlights_->edgeToolTip(id); }
QString PictureScene::edgeToolTip(EdgeId id, std::size_t falls) const { return highlights_->edgeToolTip(id, falls); }
QString PictureScene::spokenEdge(EdgeId id, Language language) const { return highlights_->spokenEdge(id, language); }
QString PictureScene::spokenNode(NodeId id, Language language) const { return highlights_->spokenNode(id, language); }

// ---- the build ----

bool PictureScene::building() const { return builder_->building(); }
bool PictureScene::itemsPending() const { return builder_->itemsPending(); }
int PictureScene::buildPerMille() const { return builder_->perMille(); }
void PictureScene::setBuildBudget(int ms) { builder_->setBudget(ms); }
void PictureScene::setIncremental(bool on) { builder_->setIncremental(on); }
bool PictureScene::boundingTiles() const { return builder_->boundingTiles(); }

void PictureScene::finishItems() {
    registry_->finishDepartures();
    registry_->finishFans();
    builder_->finishBuild();
}

void PictureScene::finishBuild() {
    finishItems();
    while (labels_->placingBatch()) {  // (a batch put in place can have a fitted view fit again)
        labels_->finishPlacing();
        finishItems();
    }
}

void PictureScene::finishUntangling() { labels_->finishUntangling(); }
bool PictureScene::labelsSettling() const { return labels_->settling(); }

CanvasStats PictureScene::stats() const {
    CanvasStats s = stats_;
    s.itemsInQueue = builder_->itemsInQueue();
    s.tilesToBound = builder_->tilesToBound();
    s.itemsRetiring = builder_->itemsRetiring();
    s.itemsDeparting = registry_->itemsDeparting();
    s.readsSelectionFromTiles = selection_->readsFromTiles();
    return s;
}

// ---- geometry ----

QPointF PictureScene::snapped(QPointF p) const {
    if (!snap_) return p;
    return {std::round(p.x() / kGrid) * kGrid, std::round(p.y() / kGrid) * kGrid};
}

std::pair<Point, bool> PictureScene::dropPoint(QPointF scenePos) const {
    QPointF p = snapped(scenePos);
    const bool ground = std::abs(scenePos.y()) <= kGroundTolerance;
    if (ground) p.setY(0);
    Point q = fromScene(p);
    // keep coordinates tidy: twentieths of a unit (3 pixels at zoom 1)
    q.x = std::round(q.x * 20) / 20;
    q.y = std::round(q.y * 20) / 20;
    return {q, ground};
}

QRectF PictureScene::contentsRect() const { return extent(true); }
QRectF PictureScene::drawingRect() const { return extent(false); }
std::optional<QRectF> PictureScene::nodesExtent() const {
    if (doc_->picture().nodeCount() == 0) return std::nullopt;
    return ItemRegistry::nodesExtent(doc_->picture());
}

QRectF PictureScene::extent(bool labels) const {
    QRectF r;
    // Not all built, or big (its numbers placed only near the view): around the document's nodes,
    // with room for loops and labels, O(nodes) in memory order, not a walk of every item.
    if (builder_->itemsPending() || (builder_->incremental() && registry_->edges().size() > kSyncEdges)) {
        const double m = 30 * labelScale();
        if (doc_->picture().nodeCount() > 0) r = ItemRegistry::nodesExtent(doc_->picture()).adjusted(-m, -m, m, m);
    } else {
        for (NodeItem* n : registry_->nodes()) r |= n->sceneBoundingRect();
        for (EdgeItem* e : registry_->edges()) {
            r |= e->sceneBoundingRect();
            if (labels && e->labelShown()) r |= e->label()->sceneBoundingRect();
        }
    }
    if (r.isNull()) r = QRectF(-300, -300, 600, 330);
    r |= QRectF(r.left(), -1, 1, 2);  // include the ground line
    return r.adjusted(-30, -30, 30, 30);
}

int PictureScene::tileCount() const {
    int n = 0;
    for (QGraphicsItem* it : items()) n += it->type() == TileItem::Type;
    return n;
}

const std::vector<TileItem*>& PictureScene::tiles() const { return registry_->tiles(); }

// ---- painting ----

void PictureScene::setSketchOverlay(QGraphicsPathItem* item) { sketchOverlay_ = item; }

bool PictureScene::drawSketch(QPainter* painter, const QRectF& exposed, double zoom) {
    drawUnderSketch(painter, zoom);
    const bool complete = drawSketchTiles(painter, exposed, zoom);
    drawOverSketch(painter);
    return complete;
}

void PictureScene::drawUnderSketch(QPainter* painter, double zoom) const {
    if (!sketchOverlay_) return;
    QPen pen = sketchOverlay_->pen();  // a halo of at least 3 pixels, so that it shows that far out
    pen.setWidthF(std::max(3.0, pen.widthF() * zoom));
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(sketchOverlay_->path());
}

bool PictureScene::drawSketchTiles(QPainter* painter, const QRectF& exposed, double zoom) {
    int workBudget = kSketchItemsPerFrame;
    bool complete = true;
    for (bool nodes : {false, true})  // edges, then the nodes over them
        for (TileItem* tile : registry_->tiles())
            if (tile->holdsNodes() == nodes) complete = tile->paintSketch(*painter, exposed, zoom, &workBudget) && complete;
    return complete;
}

void PictureScene::drawOverSketch(QPainter* painter) const {
    tool().drawOverSketch(*painter);  // a gesture under way: the dashed edge being drawn, the rubber band
}

void PictureScene::drawBackground(QPainter* painter, const QRectF& rect) {
    painter->fillRect(rect, Qt::white);
    if (snap_) {
        painter->setPen(QPen(QColor(0xe4, 0xe9, 0xf0), 1));
        for (double x = std::floor(rect.left() / kGrid) * kGrid; x < rect.right(); x += kGrid)
            painter->drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()));
        for (double y = std::floor(rect.top() / kGrid) * kGrid; y < rect.bottom(); y += kGrid)
            painter->drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
    }
    if (rect.top() <= 4 && rect.bottom() >= -4) {
        painter->setRenderHint(QPainter::Antialiasing);
        QPen pen = groundPen();
        pen.setCosmetic(true);
        // The dots keep their places on the screen whatever part of it is repainted: their phase is
        // counted from the device's left edge, not from the repainted rectangle's (a seam where a
        // repaint began). A cosmetic pen's dashes are in pen widths of device pixels.
        double period = 0;
        for (double d : pen.dashPattern()) period += d;
        const double from = painter->transform().map(QPointF(rect.left(), 0)).x() / pen.widthF();
        if (period > 0) pen.setDashOffset(from - std::floor(from / period) * period);
        painter->setPen(pen);
        painter->drawLine(QPointF(rect.left(), 0), QPointF(rect.right(), 0));
    }
}

// ---- gestures: the tool of the mode ----

void PictureScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    event->accept();
    selection_->finishSelectAll();  // a Ctrl+click toggles one item of the whole selection
    tool().press(event);
}

void PictureScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    if (tool().drag(event)) return;
    QGraphicsScene::mouseMoveEvent(event);  // hover events for the edges
    const QPointF pos = event->scenePos();
    EdgeItem* e = nodeAt(*this, pos) ? nullptr : edgeAt(*this, pos);
    hoverEdge(e ? std::optional<EdgeId>(e->id()) : std::nullopt);
}

void PictureScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        QGraphicsScene::mouseReleaseEvent(event);
        return;
    }
    tool().release(event);
}

void PictureScene::contextMenuEvent(QGraphicsSceneContextMenuEvent* event) { tool().contextMenu(event); }

}  // namespace homestead::gui
