// The class matrix as a table model: cells read from the artifact's ClassMating on demand.
#include "class_matrix_model.h"
#include "window_language.h"

#include "homestead/class_matrix_text.h"

namespace homestead::gui {

void ClassMatrixModel::setMating(std::shared_ptr<const ClassMating> mating, QStringList names) {
    beginResetModel();
    mating_ = std::move(mating);
    names_ = std::move(names);
    endResetModel();
}

int ClassMatrixModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !mating_ ? 0 : static_cast<int>(mating_->edges.size());
}

int ClassMatrixModel::columnCount(const QModelIndex& parent) const { return rowCount(parent); }

QString ClassMatrixModel::cellSentence(int row, int column) const {
    if (!mating_ || row < 0 || column < 0 || row >= rowCount() || column >= rowCount()) return {};
    const std::optional<std::uint64_t> value =
        row == column ? std::nullopt : std::optional<std::uint64_t>(mating_->matrix[row][column]);
    return QString::fromStdString(text::classCell(name(row).toStdString(), name(column).toStdString(), value, windowLanguage()));
}

QVariant ClassMatrixModel::data(const QModelIndex& index, int role) const {
    if (!mating_ || !index.isValid()) return {};
    const int r = index.row(), c = index.column();
    switch (role) {
    case Qt::DisplayRole:
        ++dataRequests_;
        return r == c ? QStringLiteral("–") : QString::number(mating_->matrix[r][c]);
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case Qt::ToolTipRole: return cellSentence(r, c);
    default: return {};
    }
}

QVariant ClassMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const {
    ++headerRequests_;
    if (!mating_ || section < 0 || section >= rowCount()) return {};
    if (role == Qt::DisplayRole) return name(section);
    if (role == Qt::ToolTipRole)
        return orientation == Qt::Vertical ? tr("Row %1: the edge chopped").arg(name(section))
                                           : tr("Column %1: the edge weighed").arg(name(section));
    return {};
}

}  // namespace homestead::gui
