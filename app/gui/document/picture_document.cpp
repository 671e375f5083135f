// The document: edits making revisions, signals, and the artifact of each revision computed on a worker.
#include "picture_document.h"

#include "latest_job.h"
#include "off_thread_release.h"

#include <mutex>
#include <utility>

namespace homestead::gui {

AnalysisSnapshot AnalysisSnapshot::of(std::shared_ptr<const PictureAnalysis> artifact, quint64 revision) {
    AnalysisSnapshot s;
    s.picture = artifact->sharedPicture();
    s.analysis = std::shared_ptr<const Analysis>(artifact, &artifact->analysis());
    s.artifact = std::move(artifact);
    s.revision = revision;
    return s;
}

namespace {
// The artifact of the empty picture, made once: the snapshot of a fresh document or of a picture
// whose own artifact is not ready (it analyses nothing: a few allocations).
const std::shared_ptr<const PictureAnalysis>& emptyArtifact() {
    static const auto empty = PictureAnalysis::of(Picture{});
    return empty;
}

void freeOffWindowThread(const Picture* p) {
    releaseOffWindowThread(p, [p] { delete p; });
}
}  // namespace

// Revisions nobody reads any more, kept (at most kKept) for their memory: an edit's copy of a
// revision still read elsewhere is written into one of them, whose pages are already touched, so the
// copy is a copy and not a run of page faults (bench_edit, docs/performance.md). A revision
// comes back here from whatever thread lets go of it last.
struct PictureDocument::Recycled {
    static constexpr std::size_t kKept = 2;
    std::mutex mutex;
    std::vector<Picture*> pictures;
    ~Recycled() {
        for (Picture* p : pictures) freeOffWindowThread(p);
    }
    // `picture` as a revision that comes back here when its last reader lets go of it.
    static std::shared_ptr<const Picture> revision(const std::shared_ptr<Recycled>& recycled, Picture* picture) {
        return std::shared_ptr<const Picture>(picture, [recycled](const Picture* p) {
            {
                std::lock_guard lock(recycled->mutex);
                if (recycled->pictures.size() < kKept) {
                    recycled->pictures.push_back(const_cast<Picture*>(p));  // (never made const)
                    return;
                }
            }
            freeOffWindowThread(p);
        });
    }
    // A copy of `source` as a new revision, in a recycled picture when there is one.
    static std::shared_ptr<const Picture> copy(const std::shared_ptr<Recycled>& recycled, const Picture& source) {
        Picture* target = nullptr;
        {
            std::lock_guard lock(recycled->mutex);
            if (!recycled->pictures.empty()) {
                target = recycled->pictures.back();
                recycled->pictures.pop_back();
            }
        }
        if (target) *target = source;  // copy-assigned: its vectors keep their memory
        else target = new Picture(source);
        return revision(recycled, target);
    }
    // Lets the kept pictures go (a new picture: the old one's memory is not wanted).
    void clear() {
        std::vector<Picture*> going;
        {
            std::lock_guard lock(mutex);
            going.swap(pictures);
        }
        for (Picture* p : going) freeOffWindowThread(p);
    }
};

// The artifact of one revision as it comes: given once, by the worker that analysed the revision or
// as null when the revision is replaced first, whichever is first; from any thread.
struct PictureDocument::Coming {
    std::mutex mutex;
    bool given = false;
    std::promise<std::shared_ptr<const PictureAnalysis>> promise;
    std::shared_future<std::shared_ptr<const PictureAnalysis>> future = promise.get_future().share();
    void give(std::shared_ptr<const PictureAnalysis> artifact) {
        std::lock_guard lock(mutex);
        if (std::exchange(given, true)) return;
        promise.set_value(std::move(artifact));
    }
};

PictureDocument::PictureDocument(QObject* parent)
    : QObject(parent), recycled_(std::make_shared<Recycled>()), coming_(std::make_shared<Coming>()) {
    analysing_ = new LatestJob(this);
    snapshot_ = AnalysisSnapshot::of(emptyArtifact(), 0);  // revision 0: the empty picture
    picture_ = SharedPicture(Recycled::revision(recycled_, new Picture));
}

PictureDocument::~PictureDocument() {
    analysing_->cancelAndWaitForWorkers();  // no analysis outlives the document
    nextRevision();  // a worker waiting for the artifact of the last revision wakes
}

Picture& PictureDocument::editable() {
    if (!picture_.sole()) {  // another reader holds this revision: the next one is a copy
        ++copied_;
        picture_ = SharedPicture(Recycled::copy(recycled_, *picture_));
    }
    return picture_.edit();  // held by the document alone: changed in place
}

void PictureDocument::insertNode(const Node& node) {
    editable().insertNode(node);
    emit nodeAdded(node.id);
    edited();
}

void PictureDocument::insertEdge(const Edge& edge) {
    editable().insertEdge(edge);
    emit edgeAdded(edge.id);
    edited();
}

std::vector<Edge> PictureDocument::removeNode(NodeId id) {
    picture().node(id);  // throws before any signal if absent
    std::vector<EdgeId> ids;  // (a slot may edit the picture: not read while emitting)
    for (const Edge& e : picture().edges())
        if (e.from == id || e.to == id) ids.push_back(e.id);
    for (EdgeId e : ids) emit edgeAboutToBeRemoved(e);
    emit nodeAboutToBeRemoved(id);
    auto removed = editable().removeNode(id);
    edited();
    return removed;
}

Edge PictureDocument::removeEdge(EdgeId id) {
    picture().edge(id);  // throws before any signal if absent
    emit edgeAboutToBeRemoved(id);
    Edge e = editable().removeEdge(id);
    edited();
    return e;
}

std::vector<Edge> PictureDocument::removeMany(const std::vector<NodeId>& nodes, const std::vector<EdgeId>& edges,
                                              std::shared_ptr<const Picture> after) {
    for (NodeId id : nodes) picture().node(id);  // throws before any signal if absent
    for (EdgeId id : edges) picture().edge(id);
    const std::vector<std::size_t> going = picture().removalOf(nodes, edges).edges;
    std::vector<EdgeId> ids;  // (a slot may edit the picture: not read while emitting)
    for (std::size_t i : going) ids.push_back(picture().edges()[i].id);
    if (going.size() + nodes.size() > kRebuildAbove) {  // one signal instead of one per item
        emit manyAboutToBeRemoved(nodes, ids);
    } else {
        for (EdgeId id : ids) emit edgeAboutToBeRemoved(id);
        for (NodeId id : nodes) emit nodeAboutToBeRemoved(id);
    }
    // The change itself: the picture handed in, or the removal made here.
    std::vector<Edge> removed;
    if (after) picture_ = SharedPicture(std::move(after));
    else removed = editable().removeMany(nodes, edges);
    edited();
    return removed;
}

void PictureDocument::insertMany(std::vector<std::pair<std::size_t, Node>> nodes,
                                 std::vector<std::pair<std::size_t, Edge>> edges) {
    std::vector<NodeId> nodeIds;
    std::vector<EdgeId> edgeIds;
    for (const auto& [at, n] : nodes) nodeIds.push_back(n.id);
    for (const auto& [at, e] : edges) edgeIds.push_back(e.id);
    editable().insertAt(std::move(nodes), std::move(edges));
    edited();
    if (nodeIds.size() + edgeIds.size() > kRebuildAbove) {  // views rebuild once instead of item by item
        emit pictureReset();
        return;
    }
    for (NodeId id : nodeIds) emit nodeAdded(id);
    for (EdgeId id : edgeIds) emit edgeAdded(id);
}

void PictureDocument::setNode(NodeId id, std::optional<Point> position, bool ground) {
    Picture& p = editable();
    p.setPosition(id, position);
    p.setGround(id, ground);
    emit nodeChanged(id);
    edited();
}

void PictureDocument::setTitle(const std::string& title) {
    editable().title = title;
    emit titleChanged();
    edited();  // the artifact carries the picture, title included (an export reads it)
}

std::shared_ptr<const Picture> PictureDocument::setPicture(Picture picture) {
    return setPicture(Recycled::revision(recycled_, new Picture(std::move(picture))));
}

std::shared_ptr<const Picture> PictureDocument::setPicture(std::shared_ptr<const Picture> picture) {
    std::shared_ptr<const Picture> previous = picture_.shared();
    picture_ = SharedPicture(std::move(picture));
    recycled_->clear();
    nextRevision();
    // The old numbers belong to another picture (ids may coincide): show none until the new ones.
    snapshot_ = AnalysisSnapshot::of(emptyArtifact(), snapshot_.revision);
    emit pictureReset();
    emit titleChanged();
    refreshAnalysis();
    return previous;
}

void PictureDocument::beginBatch() { ++batch_; }

void PictureDocument::endBatch() {
    if (--batch_ == 0 && dirtyInBatch_) {
        dirtyInBatch_ = false;
        refreshAnalysis();
    }
}

void PictureDocument::nextRevision() {
    ++revision_;
    coming_->give(nullptr);
    coming_ = std::make_shared<Coming>();
}

std::shared_future<std::shared_ptr<const PictureAnalysis>> PictureDocument::comingArtifact() {
    if (!analysisPending()) coming_->give(snapshot_.artifact);  // (revision 0's, analysed by no task)
    return coming_->future;
}

void PictureDocument::edited() {
    nextRevision();
    if (batch_ > 0) {
        dirtyInBatch_ = true;
        return;
    }
    refreshAnalysis();
}

void PictureDocument::refreshAnalysis() {
    if (!analysing_->busy()) startBackground();
    // else: backgroundFinished() sees the revision moved on and starts again with the newest picture
}

// The task analyses the revision itself: the worker reads the same picture the document holds.
// One task at a time (a drag does not start an analysis per step): the result comes back to
// backgroundFinished(), which analyses the newest revision next if the picture moved on meanwhile.
void PictureDocument::startBackground() {
    emit analysisStarted();
    analysing_->start<AnalysisSnapshot>(
        [picture = picture_.shared(), revision = revision_, coming = coming_] {
            // freed on a worker when its last reference goes, wherever that is (off_thread_release.h)
            auto artifact = releasedOffThread(std::make_unique<const PictureAnalysis>(picture));
            coming->give(artifact);  // (ignored if the revision was replaced meanwhile)
            return AnalysisSnapshot::of(std::move(artifact), revision);
        },
        [this](AnalysisSnapshot result) { backgroundFinished(std::move(result)); });
}

// (The job hands the result over taken out of its future, not copied: a copy left in the future's
// store would go with the task, on its worker, and the last reference to this artifact could go
// there later, freeing it beside the next analysis instead of in the background pool.)
void PictureDocument::backgroundFinished(AnalysisSnapshot result) {
    if (result.revision == revision_) {
        snapshot_ = std::move(result);
        emit analysisChanged();
        return;
    }
    // Stale: the picture changed while it was analysed. Drop it and analyse the newest.
    ++dropped_;
    refreshAnalysis();
}

void PictureDocument::waitForAnalysis() {
    while (analysisPending()) {
        if (analysing_->busy()) analysing_->wait();  // the work runs on its worker, never here
        else refreshAnalysis();
    }
}

void PictureDocument::setFilePath(const QString& path) {
    filePath_ = path;
    emit filePathChanged();
}

}  // namespace homestead::gui
