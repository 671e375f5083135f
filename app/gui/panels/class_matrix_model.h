// The (x|y) matrix of one concyclic class as a Qt table model: rows x (the edge chopped), columns
// y (the edge weighed), headed by the edges' names. It only points at the artifact's cached
// ClassMating, so a class of 2,000 edges costs no more than one of 5: a QTableView asks for the
// cells it paints (O(visible cells)), never for the k^2 of them, and nothing is copied.
// dataRequests() counts the display texts handed out (tests check that a view asks for the
// visible cells only).
//
//   ClassMatrixModel model;  model.setMating(artifact->cachedMating(c), names);  view.setModel(&model);
#pragma once

#include "homestead/concyclic.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <memory>

namespace homestead::gui {

class ClassMatrixModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;
    // Shows this mating (nullptr: nothing); names[i] heads row and column i (mating->edges order).
    void setMating(std::shared_ptr<const ClassMating> mating, QStringList names);
    const ClassMating* mating() const { return mating_.get(); }
    // The edges of row (column) i, and the sentence that explains cell (row, column) (in the core's words).
    EdgeId edgeAt(int i) const { return mating_->edges[static_cast<std::size_t>(i)]; }
    QString name(int i) const { return names_.value(i); }
    QString cellSentence(int row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    long long dataRequests() const { return dataRequests_; }
    void resetDataRequests() { dataRequests_ = 0; }
    // Header cells asked for (tests: the headers measure and paint only a few sections).
    long long headerRequests() const { return headerRequests_; }
    void resetHeaderRequests() { headerRequests_ = 0; }

private:
    std::shared_ptr<const ClassMating> mating_;
    QStringList names_;
    mutable long long dataRequests_ = 0;
    mutable long long headerRequests_ = 0;
};

}  // namespace homestead::gui
