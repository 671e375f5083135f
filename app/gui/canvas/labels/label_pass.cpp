// The label layer's pass in steps (see label_pass.h): each function below is one kind of step.
#include "label_pass.h"

#include "canvas_limits.h"
#include "item_registry.h"
#include "items_by_id.h"
#include "picture_document.h"

#include <algorithm>
#include <string>
#include <unordered_set>

namespace homestead::gui {

namespace {
const std::string kNoName;
}  // namespace

// Forgets the pass under way; the labels it gave a new text are placed by the next one, and the new
// items it had not visited are visited by the next one.
void LabelLayer::dropPass() {
    if (!pass_) return;
    if (pass_->placer) stats_->labelQueries += pass_->placer->queries();
    for (EdgeItem* e : pass_->toPlace) carry_.insert(e->id());
    freshEdges_.insert(freshEdges_.end(), pass_->fresh.begin(), pass_->fresh.end());
    pass_.reset();
    dirty_ = true;
}

bool LabelLayer::passPlacing() const { return pass_ && pass_->placing; }

int LabelLayer::passPerMille() const {
    if (!pass_) return 0;
    const Pass& p = *pass_;
    if (!p.placing) return static_cast<int>(100 * p.next / std::max<std::size_t>(1, p.artifact->picture().edges().size()));
    const std::size_t work = 2 * p.all.size() + p.nodes.size() + p.toPlace.size() * 8;
    const std::size_t done = p.edgeStep + p.nodeStep + p.blockStep + p.placeStep * 8;
    return 100 + static_cast<int>(400 * done / std::max<std::size_t>(1, work));
}

bool LabelLayer::step() {
    if (rescale_) return rescaleStep();
    if (!dirty_ && !pass_) return false;
    const int queriedBefore = queriedLabels_;
    const long long visitedBefore = stats_->labelsVisited;
    if (!pass_) beginPass();
    else if (pass_->few) placeFewStep();
    else if (!pass_->placing) visitStep();
    else feedPlacerStep();
    stats_->mostQueriedLabelsInAStep = std::max(stats_->mostQueriedLabelsInAStep, queriedLabels_ - queriedBefore);
    stats_->mostLabelsVisitedInAStep = std::max(stats_->mostLabelsVisitedInAStep, stats_->labelsVisited - visitedBefore);
    return true;
}

bool LabelLayer::beginPass() {
    dirty_ = false;
    pass_ = std::make_unique<Pass>();
    Pass& p = *pass_;
    p.artifact = doc_->artifact();
    const ShownWith now{epoch_, labelArea_, scales_.label()};
    if (shown_ && shown_->with == now) p.before = shown_->artifact;
    shown_.reset();  // until this pass has visited every edge, the items are between two artifacts
    if (p.before) p.fresh.swap(freshEdges_);
    else freshEdges_.clear();  // every edge is visited
    return true;
}

// Up to kFewLabels labels: one a step, for in the crowd of a big picture one can take milliseconds.
bool LabelLayer::placeFewStep() {
    Pass& p = *pass_;
    placeLabel(p.toPlace[p.placeStep++]);
    if (p.placeStep == p.toPlace.size()) pass_.reset();
    return true;
}

// Texts and looks: the artifact's edges, then the fresh items, then the items it lacks, then what
// is to be placed.
bool LabelLayer::visitStep() {
    if (visitAnalysedEdges()) return true;
    if (visitFreshEdges()) return true;
    if (visitStrays()) return true;
    if (placeAll_) {
        if (gatherForNewScale()) return true;
    } else {
        carryOver();
    }
    placeAll_ = false;
    carry_.clear();
    return choosePlacement();
}

// kVisitPerStep edges, and any number that the artifact shown before analysed alike. True while
// edges are left.
bool LabelLayer::visitAnalysedEdges() {
    Pass& p = *pass_;
    const Picture& picture = p.artifact->picture();
    const std::vector<EdgeAnalysis>& analysed = p.artifact->analysis().edges;
    const std::size_t n = picture.edges().size();
    const Picture* old = p.before ? &p.before->picture() : nullptr;
    for (int k = 0; k < limits::kVisitPerStep && p.next < n; ++p.next) {
        const Edge& edge = picture.edges()[p.next];
        if (old && p.next < old->edges().size() && old->edges()[p.next].id == edge.id &&
            shownAlike(p.before->analysis().edges[p.next], analysed[p.next]) &&
            (!content_.names || old->edges()[p.next].name == edge.name))
            continue;  // its item shows this already
        ++k;
        if (EdgeItem* e = registry_->edge(edge.id))
            if (refreshLabel(e, &analysed[p.next], content_.names ? edge.name : kNoName)) p.toPlace.push_back(e);
    }
    return p.next < n;
}

// New items, which the skip above cannot tell from old ones. True when it did a step.
bool LabelLayer::visitFreshEdges() {
    Pass& p = *pass_;
    if (p.freshStep >= p.fresh.size()) return false;
    const Picture& picture = p.artifact->picture();
    const std::size_t end = std::min(p.fresh.size(), p.freshStep + limits::kVisitPerStep);
    for (; p.freshStep < end; ++p.freshStep) {
        const EdgeId id = p.fresh[p.freshStep];
        if (EdgeItem* e = registry_->edge(id); e && picture.hasEdge(id))
            if (refreshLabel(e, p.artifact->edge(id), content_.names ? picture.edge(id).name : kNoName)) p.toPlace.push_back(e);
    }
    return true;
}

// Items the artifact lacks (added since; every item while a new picture's analysis is still to
// come): no numbers. True when it did a step.
bool LabelLayer::visitStrays() {
    Pass& p = *pass_;
    if (p.strays) return false;
    const Picture& picture = p.artifact->picture();
    const auto& edges = registry_->edges();
    if (p.strayStep == 0 && static_cast<std::size_t>(edges.size()) != picture.edges().size())
        p.strayItems.assign(edges.begin(), edges.end());  // (a removal drops the pass)
    const std::size_t end = std::min(p.strayItems.size(), p.strayStep + limits::kVisitPerStep);
    for (; p.strayStep < end; ++p.strayStep)
        if (EdgeItem* e = p.strayItems[p.strayStep]; !picture.hasEdge(e->id()) && refreshLabel(e, nullptr, kNoName))
            p.toPlace.push_back(e);
    if (p.strayStep < p.strayItems.size()) return true;
    p.strays = true;
    p.strayItems = {};
    shown_ = Shown{p.artifact, {epoch_, labelArea_, scales_.label()}};
    return true;
}

// A new scale: every shown label is placed again (in the label area), gathered kGatherPerStep
// edges a step. True while edges are left.
bool LabelLayer::gatherForNewScale() {
    Pass& p = *pass_;
    const Picture& picture = p.artifact->picture();
    const std::size_t n = picture.edges().size();
    if (p.gathered == 0) p.toPlace.clear();
    const std::size_t gatheredBefore = p.gathered;
    // (an item the artifact lacks shows no label: visitStrays hid it)
    for (int k = 0; k < limits::kGatherPerStep && p.gathered < n; ++k, ++p.gathered)
        if (EdgeItem* e = registry_->edge(picture.edges()[p.gathered].id); e && e->labelShown()) {
            if (inLabelArea(e)) p.toPlace.push_back(e);
            else e->label()->setVisible(false);  // placed for another scale: again when the view comes near
        }
    stats_->mostGatheredInAStep = std::max(stats_->mostGatheredInAStep, static_cast<int>(p.gathered - gatheredBefore));
    return p.gathered < n;
}

// The labels a dropped pass gave a new text join this one's.
void LabelLayer::carryOver() {
    Pass& p = *pass_;
    const std::unordered_set<EdgeItem*> in(p.toPlace.begin(), p.toPlace.end());
    for (EdgeId id : carry_)
        if (EdgeItem* e = registry_->edge(id); e && e->labelShown() && !e->label()->text().isEmpty() && !in.count(e))
            p.toPlace.push_back(e);
}

// A small picture's labels at once (placeBatch); else none, a few (one by one against the scene)
// or many (a grid placer fed what is near the label area in a big picture: the rest cannot meet
// its labels).
bool LabelLayer::choosePlacement() {
    Pass& p = *pass_;
    if (thorough() && !p.toPlace.empty()) {  // a small picture: in one step, as a batch (rounds, callouts)
        std::vector<EdgeItem*> placed = std::move(p.toPlace);
        pass_.reset();
        placeBatch(placed);  // (on a worker: labelsPlaced when it is in place)
        return true;
    }
    if (p.toPlace.size() <= limits::kFewLabels) {
        if (p.toPlace.empty()) pass_.reset();
        else p.few = true;
        return true;
    }
    p.placing = true;
    p.moving.insert(p.toPlace.begin(), p.toPlace.end());
    if (labelsByArea()) {
        const double reach = 12 * 80.0 * scales_.label();
        const QRectF near = labelArea_->adjusted(-reach, -reach, reach, reach);
        for (EdgeItem* e : registry_->edges())
            if (e->boundingRect().intersects(near)) p.all.push_back(e);
        for (NodeItem* n : registry_->nodes())
            if (near.contains(n->scenePos())) p.nodes.push_back(n);
    } else {
        p.all.assign(registry_->edges().begin(), registry_->edges().end());
        p.nodes.assign(registry_->nodes().begin(), registry_->nodes().end());
    }
    p.placer = std::make_unique<render::LabelPlacer>(80.0 * scales_.label(), scales_.labelStroke());
    p.placer->setBounds(frameFor(!labelsByArea()));
    p.placer->setKeepClear(keepClear());
    p.placer->setLeaveOutCrowds(true);  // (their labels are buried: placeSome)
    sortById(p.toPlace);
    return true;
}

// What placeBatch does at once, a little at a time: the edges, the nodes and the labels that stay
// fed to the placer, then the labels placed.
bool LabelLayer::feedPlacerStep() {
    Pass& p = *pass_;
    if (p.edgeStep < p.all.size()) {
        for (int k = 0; k < 64 && p.edgeStep < p.all.size(); ++k, ++p.edgeStep)
            p.placer->addEdge(static_cast<int>(p.edgeStep), p.all[p.edgeStep]->path());
        return true;
    }
    if (p.nodeStep < p.nodes.size()) {
        for (int k = 0; k < 512 && p.nodeStep < p.nodes.size(); ++k, ++p.nodeStep)
            p.placer->addBlock(p.nodes[p.nodeStep]->sceneBoundingRect(), true);
        return true;
    }
    if (p.blockStep < p.all.size()) {
        for (int k = 0; k < 512 && p.blockStep < p.all.size(); ++k, ++p.blockStep) {
            EdgeItem* e = p.all[p.blockStep];
            if (!p.moving.count(e) && e->labelPainted()) blockFor(*p.placer, e);
        }
        return true;
    }
    placeSome();
    return true;
}

void LabelLayer::placeSome() {
    Pass& p = *pass_;
    for (int k = 0; k < 16 && p.placeStep < p.toPlace.size(); ++k, ++p.placeStep) {
        EdgeItem* e = p.toPlace[p.placeStep];
        const QPointF at = p.placer->place(0, e->path(), e->label()->boundingRect().size() * e->label()->scale());
        if (!p.placer->lastOnLabel()) {
            putLabel(e, at);
            continue;
        }
        e->label()->setCentre(at);  // no spot clear of the other labels: not painted, no leader
        e->label()->setBuried(true);
    }
    if (p.placeStep < p.toPlace.size()) return;
    stats_->labelQueries += p.placer->queries();
    const std::vector<EdgeItem*> placed = std::move(p.toPlace);
    pass_.reset();
    emit labelsPlaced(placed);
}

}  // namespace homestead::gui
