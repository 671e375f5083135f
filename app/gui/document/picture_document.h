// The document of the workbench: the picture being drawn, as one immutable revision at a time, its
// file name, and each revision's analysis. Views never edit items; they ask for edits, which undo
// commands carry out here, and they listen to the signals below (shaped like an item model's).
//
// Revisions: the picture is a std::shared_ptr<const Picture> (sharedPicture()); every reader — the
// analysis, the views, Play and its engine — holds the revision it was given, which never changes.
// An edit makes the next revision: in place while the document alone holds the picture, else on a
// copy (copy-on-write; picturesCopied() counts these), written into the memory of a revision nobody
// reads any more when one has come back. A new picture handed in as a shared_ptr (a file read on a
// worker, Play's position after a chop) is the next revision as it is.
//
// Analysis: one immutable artifact per revision (homestead::PictureAnalysis: numbers, garden, loads,
// matings on request), computed on a worker from the revision itself, so the window never computes
// and never waits. While it is pending the snapshot is the previous revision's artifact (views grey
// or hide what may be out of date); a result whose revision is no longer current is dropped and
// the newest revision analysed instead. Tests and benchmarks wait with waitForAnalysis(). An artifact
// is freed on a worker thread when its last reference is dropped (off_thread_release.h).
//
//   PictureDocument doc;
//   NodeId g = doc.picture().nextNodeId();
//   doc.insertNode({g, Point{0, 0}, true});
//   doc.waitForAnalysis();
//   doc.analysis().value;   // 0: nothing standing yet
#pragma once

#include "homestead/analysis.h"
#include "homestead/picture.h"
#include "homestead/picture_analysis.h"
#include "homestead/shared_picture.h"

#include <QObject>
#include <QString>

#include <cstddef>
#include <future>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace homestead::gui {

class LatestJob;

// The artifact of one revision, with that revision's number. `picture` and `analysis` point into
// the artifact (they share its lifetime); all three belong to the same picture, which may be a
// revision behind the document's while the next artifact is computed.
struct AnalysisSnapshot {
    std::shared_ptr<const PictureAnalysis> artifact;
    std::shared_ptr<const Picture> picture;
    std::shared_ptr<const Analysis> analysis;
    quint64 revision = 0;
    // The analysis of an edge by id, or nullptr if that picture had no such edge.
    const EdgeAnalysis* edge(EdgeId id) const { return artifact ? artifact->edge(id) : nullptr; }
    static AnalysisSnapshot of(std::shared_ptr<const PictureAnalysis> artifact, quint64 revision);
};

class PictureDocument : public QObject {
    Q_OBJECT
public:
    explicit PictureDocument(QObject* parent = nullptr);
    ~PictureDocument() override;

    const Picture& picture() const { return *picture_; }
    // The current revision's picture, shared: what a reader keeps instead of a copy.
    const std::shared_ptr<const Picture>& sharedPicture() const { return picture_.shared(); }
    quint64 revision() const { return revision_; }

    // Edits (called by undo commands). Each emits its signal and refreshes the analysis, unless
    // inside beginBatch()/endBatch(), which refreshes once at the end.
    void insertNode(const Node& node);
    void insertEdge(const Edge& edge);
    // Removes a node and its edges (edgeAboutToBeRemoved first for each); returns the edges.
    std::vector<Edge> removeNode(NodeId id);
    Edge removeEdge(EdgeId id);
    // Removes these nodes, these edges and the edges at these nodes in one O(V + E) step (a big
    // delete); the about-to-be-removed signals come first, edges before nodes — or, above
    // kRebuildAbove items, one manyAboutToBeRemoved() listing them all, so views drop them at once.
    // `after`, if given, is the picture after this removal, made already (Play's position after a
    // chop): it becomes the next revision as it is, nothing is removed here, and nothing is returned.
    std::vector<Edge> removeMany(const std::vector<NodeId>& nodes, const std::vector<EdgeId>& edges,
                                 std::shared_ptr<const Picture> after = nullptr);
    static constexpr std::size_t kRebuildAbove = 2000;
    // The inverse of removeMany (undo of a delete): puts nodes and edges back at their places in the
    // picture's order (Picture::insertAt), then nodeAdded/edgeAdded for each — or, above
    // kRebuildAbove items, one pictureReset().
    void insertMany(std::vector<std::pair<std::size_t, Node>> nodes, std::vector<std::pair<std::size_t, Edge>> edges);
    void setNode(NodeId id, std::optional<Point> position, bool ground);  // move and/or (un)ground
    void setTitle(const std::string& title);
    // Replaces everything (open, new, paste, lay out, Play's position after an undo): emits
    // pictureReset(). The picture given becomes the next revision as it is (a shared one is not
    // copied; once no one else holds it, an edit changes it in place, so it must not have been made
    // a const object: make_shared<Picture>, not make_shared<const Picture>). Returns the revision it
    // replaced (an undo command keeps it).
    std::shared_ptr<const Picture> setPicture(std::shared_ptr<const Picture> picture);
    std::shared_ptr<const Picture> setPicture(Picture picture);

    void beginBatch();
    void endBatch();

    // The artifact of the current picture, or of the latest analysed revision while one is pending.
    const AnalysisSnapshot& snapshot() const { return snapshot_; }
    const std::shared_ptr<const PictureAnalysis>& artifact() const { return snapshot_.artifact; }
    const Analysis& analysis() const { return *snapshot_.analysis; }
    bool analysisPending() const { return snapshot_.revision != revision_; }
    // The current revision's artifact, or null while it is pending (analysisChanged() brings it).
    std::shared_ptr<const PictureAnalysis> currentArtifact() const {
        return analysisPending() ? nullptr : snapshot_.artifact;
    }
    // The current revision's artifact as it comes, for a worker to wait on (the engine): given by
    // the analysing worker itself, so the wait needs nothing of the window's thread; ready at once if
    // it is there; null if the revision is replaced before it is analysed. The window never waits on it.
    std::shared_future<std::shared_ptr<const PictureAnalysis>> comingArtifact();
    // Waits for the worker and adopts its result: for tests and benchmarks only (the window never
    // waits; it hears analysisChanged()). The analysis still runs on the worker.
    void waitForAnalysis();
    // Results that came back for a revision already gone, and were thrown away (tests).
    int droppedResults() const { return dropped_; }
    // Pictures an edit copied because another reader still held the revision (copy-on-write), in
    // all; a new picture, a removal whose result is handed in, and an edit of a picture held by the
    // document alone copy none (tests, bench_edit).
    int picturesCopied() const { return copied_; }

    QString filePath() const { return filePath_; }
    void setFilePath(const QString& path);

signals:
    void nodeAdded(homestead::NodeId id);
    void nodeChanged(homestead::NodeId id);
    void nodeAboutToBeRemoved(homestead::NodeId id);
    void edgeAdded(homestead::EdgeId id);
    void edgeAboutToBeRemoved(homestead::EdgeId id);
    void manyAboutToBeRemoved(const std::vector<homestead::NodeId>& nodes, const std::vector<homestead::EdgeId>& edges);
    void titleChanged();
    void pictureReset();
    void analysisChanged();
    void analysisStarted();
    void filePathChanged();

private:
    Picture& editable();  // the next revision's picture, to change (copy-on-write)
    void edited();
    void nextRevision();  // the revision moves on: the coming artifact of the one before is null
    void refreshAnalysis();
    void startBackground();
    void backgroundFinished(AnalysisSnapshot result);

    struct Recycled;
    std::shared_ptr<Recycled> recycled_;
    SharedPicture picture_;
    quint64 revision_ = 0;
    int batch_ = 0;
    bool dirtyInBatch_ = false;
    int dropped_ = 0;
    int copied_ = 0;
    AnalysisSnapshot snapshot_;
    LatestJob* analysing_ = nullptr;  // one analysis at a time; the newest revision next
    struct Coming;
    std::shared_ptr<Coming> coming_;  // comingArtifact()'s, for revision_
    QString filePath_;
};

}  // namespace homestead::gui
