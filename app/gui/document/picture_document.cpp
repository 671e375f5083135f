// The document: edits, signals, and the artifact of each revision computed on a worker.
#include "picture_document.h"

#include "off_thread_release.h"


#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

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
// whose own artifact is not ready (computing it is a few allocations, on whichever thread first asks).
const std::shared_ptr<const PictureAnalysis>& emptyArtifact() {
    static const auto empty = PictureAnalysis::of(Picture{});
    return empty;
}
}  // namespace

PictureDocument::PictureDocument(QObject* parent) : QObject(parent) {
    watcher_ = new QFutureWatcher<AnalysisSnapshot>(this);
    connect(watcher_, &QFutureWatcher<AnalysisSnapshot>::finished, this, &PictureDocument::backgroundFinished);
    snapshot_ = AnalysisSnapshot::of(emptyArtifact(), 0);
}

// (A future whose result was taken is reset, not finished: it is waited for only while running.)
PictureDocument::~PictureDocument() {
    if (running_) watcher_->waitForFinished();
}

void PictureDocument::insertNode(const Node& node) {
    picture_.insertNode(node);
    log([node](Picture& p) { p.insertNode(node); });
    emit nodeAdded(node.id);
    edited();
}

void PictureDocument::insertEdge(const Edge& edge) {
    picture_.insertEdge(edge);
    log([edge](Picture& p) { p.insertEdge(edge); });
    emit edgeAdded(edge.id);
    edited();
}

std::vector<Edge> PictureDocument::removeNode(NodeId id) {
    for (const Edge& e : picture_.edges())
        if (e.from == id || e.to == id) emit edgeAboutToBeRemoved(e.id);
    emit nodeAboutToBeRemoved(id);
    auto removed = picture_.removeNode(id);
    log([id](Picture& p) { p.removeNode(id); });
    edited();
    return removed;
}

Edge PictureDocument::removeEdge(EdgeId id) {
    picture_.edge(id);  // throws before any signal if absent
    emit edgeAboutToBeRemoved(id);
    Edge e = picture_.removeEdge(id);
    log([id](Picture& p) { p.removeEdge(id); });
    edited();
    return e;
}

std::vector<Edge> PictureDocument::removeMany(const std::vector<NodeId>& nodes, const std::vector<EdgeId>& edges) {
    for (NodeId id : nodes) picture_.node(id);  // throws before any signal if absent
    for (EdgeId id : edges) picture_.edge(id);
    const std::vector<std::size_t> going = picture_.removalOf(nodes, edges).edges;
    std::vector<EdgeId> ids;  // (a slot may edit the picture: not read while emitting)
    for (std::size_t i : going) ids.push_back(picture_.edges()[i].id);
    if (going.size() + nodes.size() > kRebuildAbove) {  // one signal instead of one per item
        emit manyAboutToBeRemoved(nodes, ids);
    } else {
        for (EdgeId id : ids) emit edgeAboutToBeRemoved(id);
        for (NodeId id : nodes) emit nodeAboutToBeRemoved(id);
    }
    auto removed = picture_.removeMany(nodes, edges);
    log([nodes, edges](Picture& p) { p.removeMany(nodes, edges); });
    edited();
    return removed;
}

void PictureDocument::insertMany(std::vector<std::pair<std::size_t, Node>> nodes,
                                 std::vector<std::pair<std::size_t, Edge>> edges) {
    std::vector<NodeId> nodeIds;
    std::vector<EdgeId> edgeIds;
    for (const auto& [at, n] : nodes) nodeIds.push_back(n.id);
    for (const auto& [at, e] : edges) edgeIds.push_back(e.id);
    picture_.insertAt(nodes, edges);
    log([nodes = std::move(nodes), edges = std::move(edges)](Picture& p) { p.insertAt(nodes, edges); });
    edited();
    if (nodeIds.size() + edgeIds.size() > kRebuildAbove) {  // views rebuild once instead of item by item
        emit pictureReset();
        return;
    }
    for (NodeId id : nodeIds) emit nodeAdded(id);
    for (EdgeId id : edgeIds) emit edgeAdded(id);
}

void PictureDocument::setNode(NodeId id, std::optional<Point> position, bool ground) {
    picture_.setPosition(id, position);
    picture_.setGround(id, ground);
    log([id, position, ground](Picture& p) {
        p.setPosition(id, position);
        p.setGround(id, ground);
    });
    emit nodeChanged(id);
    edited();
}

void PictureDocument::setTitle(const std::string& title) {
    picture_.title = title;
    log([title](Picture& p) { p.title = title; });
    emit titleChanged();
    edited();  // the artifact carries the picture, title included (an export reads it)
}

Picture PictureDocument::setPicture(Picture picture, std::shared_ptr<const Picture> analysed) {
    Picture previous = std::exchange(picture_, std::move(picture));
    ++revision_;
    if (!analysed) {
        analysed = std::make_shared<const Picture>(picture_);
        ++copiedHere_;
    }
    base_ = std::move(analysed);  // the analysis's pictures start from it (edits are replayed from now on)
    edits_.clear();
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

void PictureDocument::edited() {
    ++revision_;
    if (batch_ > 0) {
        dirtyInBatch_ = true;
        return;
    }
    refreshAnalysis();
}

void PictureDocument::refreshAnalysis() {
    if (!running_) startBackground();
    // else: backgroundFinished() sees the revision moved on and starts again with the newest picture
}

void PictureDocument::log(std::function<void(Picture&)> edit) { edits_.push_back(std::move(edit)); }

// The task makes this revision's picture by replaying the edits since the last task on the spare
// the last task readied (after the new picture, if there is one), and analyses it. A new picture
// not edited since is analysed as it came (the loader's copy, or setPicture's).
void PictureDocument::startBackground() {
    running_ = true;
    std::vector<std::function<void(Picture&)>> edits = std::exchange(edits_, {});
    std::shared_ptr<const Picture> base = std::move(base_);
    const quint64 revision = revision_;
    emit analysisStarted();
    watcher_->setFuture(QtConcurrent::run([pictures = pictures_, base = std::move(base), edits = std::move(edits), revision]() mutable {
        std::shared_ptr<const Picture> picture = base;
        if (base) pictures->start(std::move(base));
        if (!picture || !edits.empty()) picture = pictures->next(std::move(edits));
        // freed on a worker when its last reference goes, wherever that is (off_thread_release.h)
        auto result = AnalysisSnapshot::of(releasedOffThread(std::make_unique<const PictureAnalysis>(std::move(picture))), revision);
        // The next edit's picture, readied once this result is out (off its way to the numbers); at
        // the analysis's priority, as the next task waits for it if it comes first.
        QThreadPool::globalInstance()->start([pictures] { pictures->prepare(); });
        return result;
    }));
}

void PictureDocument::backgroundFinished() {
    if (!running_) return;  // already collected by waitForAnalysis()
    running_ = false;
    // Taken out of the future, not copied: a copy left in the future's store would go with the
    // task, on its worker, and the last reference to this artifact could go there later (an edit
    // or two on, under load), freeing it beside the next analysis instead of in the background pool.
    AnalysisSnapshot result = watcher_->future().takeResult();
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
        if (running_) {
            watcher_->waitForFinished();
            backgroundFinished();
        } else {
            refreshAnalysis();
        }
    }
}

void PictureDocument::setFilePath(const QString& path) {
    filePath_ = path;
    emit filePathChanged();
}

}  // namespace homestead::gui
