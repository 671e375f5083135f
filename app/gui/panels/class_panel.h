// The side panel for one concyclic class (THEORY.md §6): the matrix (x|y) = weight of y after
// chopping x, the mating pairs (largest (x|y) first) and the spinster of an odd class — Conway's
// Theorem 85 made visible. Shown for the class of the selected edge.
//
// It reads only the document's artifact (homestead::PictureAnalysis). The mating of a class is
// asked of the artifact on a worker thread (a LatestJob; O(V + E + k^2), then cached there), so selecting an edge
// of a huge class never stalls the window: the panel says "Mating…" and fills in when the worker is
// done, showing whatever is selected then (a result for a class or picture no longer shown is left
// in its artifact's cache, never shown). Classes above kMostMatedEdges edges (concyclic.h) are not
// mated (the matrix alone would need k^2 words); the mating lists at most kMaxListedPairs pairs. The matrix
// is a QTableView on a ClassMatrixModel that points at the cached mating: only the visible cells
// are asked for and painted, so a 2,000-edge class shows its matrix as fast as a 5-edge one. Its
// rows and columns are headed by the edges' names in large type; the mouse over a cell emits
// cellHovered(x, y, sentence) (the window highlights x and y on the canvas and shows the core's
// sentence, class_matrix_text.h). The matrix and its text share a vertical splitter, the matrix
// taking about three parts in four (the handle's place is remembered). A new picture (open, New)
// forgets the edge shown. While the panel is hidden it does nothing; it catches up when shown.
//
//   panel.showClassOf(edgeId);
#pragma once

#include "latest_job.h"

#include "homestead/concyclic.h"
#include "homestead/picture.h"
#include "homestead/picture_analysis.h"

#include <QModelIndex>
#include <QString>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QLabel;
class QSplitter;
class QTableView;

namespace homestead::gui {

class ClassMatrixModel;
class PictureDocument;

class ClassPanel : public QWidget {
    Q_OBJECT
public:
    explicit ClassPanel(PictureDocument* doc, QWidget* parent = nullptr);
    // Shows the class of this edge (or a hint if it is a bridge, floating, or nothing).
    void showClassOf(std::optional<EdgeId> edge);
    // What the panel shows, for tests: the heading, the (x|y) table, the mating and spinster line.
    QLabel* heading() const { return heading_; }
    QTableView* table() const { return table_; }
    ClassMatrixModel* matrix() const { return model_; }
    QLabel* mating() const { return mating_; }
    QSplitter* splitter() const { return splitter_; }  // the matrix above, the mating text below

    static constexpr int kMaxListedPairs = 100;
    // A mating is being computed on the worker (tests wait for it with QTRY_VERIFY(!matingRunning())).
    bool matingRunning() const { return matingJob_.busy(); }
    // Waits for the worker and shows what it computed (tests and benchmarks).
    void waitForMating();

signals:
    // The mouse is over cell (x, y) of the matrix (row x chopped, column y weighed), with the core's
    // sentence for it; both empty when it leaves the matrix.
    void cellHovered(std::optional<homestead::EdgeId> x, std::optional<homestead::EdgeId> y, QString sentence);

protected:
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    void showMating(std::shared_ptr<const ClassMating> m, const std::function<QString(EdgeId)>& name);
    void hoverCell(const QModelIndex& index);
    void startMating(std::shared_ptr<const PictureAnalysis> artifact, int cls);
    PictureDocument* doc_;
    LatestJob matingJob_;    // one mating at a time; its end shows what is selected then
    std::optional<EdgeId> edge_;
    QLabel* heading_;
    QTableView* table_;
    ClassMatrixModel* model_;
    QModelIndex hoveredCell_;
    QLabel* mating_;
    QSplitter* splitter_;
    bool stale_ = false;  // changed while hidden: refreshed when shown
};

}  // namespace homestead::gui
