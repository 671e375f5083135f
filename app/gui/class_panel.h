// The side panel for one concyclic class (THEORY.md §6): the matrix (x|y) = weight of y after
// chopping x, the mating pairs (largest (x|y) first) and the spinster of an odd class — Conway's
// Theorem 85 made visible. Shown for the class of the selected edge.
//
// It reads only the document's artifact (homestead::PictureAnalysis). The mating of a class is
// asked of the artifact on a worker thread (O(V + E + k^2), then cached there), so selecting an edge
// of a huge class never stalls the window: the panel says "Mating…" and fills in when the worker is
// done, showing whatever is selected then (a result for a class or picture no longer shown is left
// in its artifact's cache, never shown). Classes above kMaxMatingEdges edges are not mated (the
// matrix alone would need k^2 words); the table is shown for up to kMaxTableEdges edges and the
// mating lists at most kMaxListedPairs pairs. A new picture (open, New) forgets the edge shown.
// While the panel is hidden it does nothing; it catches up when shown.
//
//   panel.showClassOf(edgeId);
#pragma once

#include "homestead/concyclic.h"
#include "homestead/picture.h"

#include "homestead/picture_analysis.h"

#include <QFutureWatcher>
#include <QWidget>

#include <memory>

#include <functional>
#include <optional>

class QLabel;
class QTableWidget;

namespace homestead::gui {

class PictureDocument;

class ClassPanel : public QWidget {
    Q_OBJECT
public:
    explicit ClassPanel(PictureDocument* doc, QWidget* parent = nullptr);
    // Shows the class of this edge (or a hint if it is a bridge, floating, or nothing).
    void showClassOf(std::optional<EdgeId> edge);
    // What the panel shows, for tests: the heading, the (x|y) table, the mating and spinster line.
    QLabel* heading() const { return heading_; }
    QTableWidget* table() const { return table_; }
    QLabel* mating() const { return mating_; }

    static constexpr int kMaxTableEdges = 60;  // a larger class shows its mating without the matrix
    static constexpr int kMaxMatingEdges = 2500;
    static constexpr int kMaxListedPairs = 100;
    // A mating is being computed on the worker (tests wait for it with QTRY_VERIFY(!matingRunning())).
    bool matingRunning() const { return awaiting_; }
    // Waits for the worker and shows what it computed (tests and benchmarks).
    void waitForMating();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void fillTable(const ClassMating& m, const QStringList& headers);
    void showMating(const ClassMating& m, const std::function<QString(EdgeId)>& name);
    void startMating(std::shared_ptr<const PictureAnalysis> artifact, int cls);
    PictureDocument* doc_;
    QFutureWatcher<void>* watcher_;
    bool awaiting_ = false;  // a mating was asked of the worker and its end not yet handled
    std::optional<EdgeId> edge_;
    QLabel* heading_;
    QTableWidget* table_;
    QLabel* mating_;
    bool stale_ = false;  // changed while hidden: refreshed when shown
};

}  // namespace homestead::gui
