// The document of the workbench: the Picture being drawn (the one truth), its file name, and its
// analysis, kept current after every edit. Views never edit items; they ask for edits, which undo
// commands carry out here, and they listen to the signals below (shaped like an item model's).
//
// Analysis: one immutable artifact per revision (homestead::PictureAnalysis: numbers, garden, loads,
// matings on request), always computed by QtConcurrent on a copy of the picture, so the window
// never computes and never waits. The copy is made on the worker too, by replaying the document's
// edits on a spare picture there, readied after the last revision (analysis_pictures.h), so an edit
// copies no whole picture on its way to the numbers. While it is pending the snapshot is the previous revision's
// artifact (views grey or hide what may be out of date); a result whose revision is no longer
// current is dropped and the newest picture analysed instead. Tests and benchmarks wait with
// waitForAnalysis(). An artifact is freed on a worker thread when its last reference is dropped,
// wherever that happens (freeing 10^5 edges' worth is milliseconds; off_thread_release.h).
//
//   PictureDocument doc;
//   NodeId g = doc.picture().nextNodeId();
//   doc.insertNode({g, Point{0, 0}, true});
//   doc.waitForAnalysis();
//   doc.analysis().value;   // 0: nothing standing yet
#pragma once

#include "homestead/analysis.h"
#include "homestead/picture_analysis.h"
#include "homestead/picture.h"

#include "analysis_pictures.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace homestead::gui {

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

    const Picture& picture() const { return picture_; }
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
    std::vector<Edge> removeMany(const std::vector<NodeId>& nodes, const std::vector<EdgeId>& edges);
    static constexpr std::size_t kRebuildAbove = 2000;
    // The inverse of removeMany (undo of a delete): puts nodes and edges back at their places in the
    // picture's order (Picture::insertAt), then nodeAdded/edgeAdded for each — or, above
    // kRebuildAbove items, one pictureReset().
    void insertMany(std::vector<std::pair<std::size_t, Node>> nodes, std::vector<std::pair<std::size_t, Edge>> edges);
    void setNode(NodeId id, std::optional<Point> position, bool ground);  // move and/or (un)ground
    void setTitle(const std::string& title);
    // Replaces everything (open, new, paste, lay out): emits pictureReset(). `analysed`, if given, is
    // an equal copy of `picture` made elsewhere (the file loader's worker): the analysis takes it
    // instead of copying the picture on the window's thread (10^5 edges: 10–20 ms). Returns the
    // picture it replaced, moved out (an undo command keeps it instead of copying it first).
    Picture setPicture(Picture picture, std::shared_ptr<const Picture> analysed = nullptr);

    void beginBatch();
    void endBatch();

    // The artifact of the current picture, or of the latest analysed revision while one is pending.
    const AnalysisSnapshot& snapshot() const { return snapshot_; }
    const std::shared_ptr<const PictureAnalysis>& artifact() const { return snapshot_.artifact; }
    const Analysis& analysis() const { return *snapshot_.analysis; }
    // The analysis's copy of the picture as it is now, or null while its analysis is pending: what
    // may stand in for a copy made on the window's thread (Play's start, Lay Out's source, an undo
    // command's picture leaving).
    std::shared_ptr<const Picture> analysedPicture() const { return analysisPending() ? nullptr : snapshot_.picture; }
    bool analysisPending() const { return snapshot_.revision != revision_; }
    // Waits for the worker and adopts its result (tests, benchmarks, and an export that must
    // describe the picture as it is now).
    void waitForAnalysis();
    // Results that came back for a revision already gone, and were thrown away (tests).
    int droppedResults() const { return dropped_; }
    // Pictures copied on the window's thread for the analysis, in all (tests: an edit copies none;
    // only setPicture without a copy of its own does).
    int picturesCopiedHere() const { return copiedHere_; }
    // Whole pictures copied on the workers for the analysis, in all: on an edit's way to its numbers
    // (none once the spare is ready), and for the spare (none when an old revision's picture had
    // come back to be caught up). Tests.
    int picturesCopiedForAnalysis() const { return pictures_->copies(); }
    int spareCopies() const { return pictures_->spareCopies(); }

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
    void edited();
    void refreshAnalysis();
    void startBackground();
    void backgroundFinished();

    Picture picture_;
    quint64 revision_ = 0;
    int batch_ = 0;
    bool dirtyInBatch_ = false;
    int dropped_ = 0;
    AnalysisSnapshot snapshot_;
    QFutureWatcher<AnalysisSnapshot>* watcher_ = nullptr;
    // The analysis's pictures, kept on the workers, brought up to date by replaying the edits
    // logged since the last task. The
    // window's thread copies no picture for an edit (10^5 edges: 8-30 ms of every edit's turn).
    void log(std::function<void(Picture&)> edit);
    std::shared_ptr<AnalysisPictures> pictures_ = std::make_shared<AnalysisPictures>();
    std::vector<std::function<void(Picture&)>> edits_;  // since the last task began, in order
    std::shared_ptr<const Picture> base_;  // the last new picture's copy (setPicture), until a task takes it
    int copiedHere_ = 0;
    bool running_ = false;
    QString filePath_;
};

}  // namespace homestead::gui
