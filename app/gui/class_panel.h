// The side panel for one concyclic class (THEORY.md §6): the matrix (x|y) = weight of y after
// chopping x, the mating pairs (largest (x|y) first) and the spinster of an odd class — Conway's
// Theorem 85 made visible. Shown for the class of the selected edge.
//
// Cost: mateClass chops every edge of the class once, O(k·E); classes too large for that to be
// instant (k·E above a few million) are listed without the matrix, and the table is shown for up
// to kMaxTableEdges edges. While the panel is hidden it does nothing; it catches up when shown.
//
//   panel.showClassOf(edgeId);
#pragma once

#include "homestead/concyclic.h"
#include "homestead/picture.h"

#include <QWidget>

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

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void fillTable(const ClassMating& m, const QStringList& headers);
    PictureDocument* doc_;
    std::optional<EdgeId> edge_;
    QLabel* heading_;
    QTableWidget* table_;
    QLabel* mating_;
    bool stale_ = false;  // changed while hidden: refreshed when shown
};

}  // namespace homestead::gui
