// The concyclic class panel: matrix, mating pairs, spinster.
#include "class_panel.h"

#include "picture_document.h"
#include "picture_renderer.h"

#include "homestead/concyclic.h"

#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace homestead::gui {

ClassPanel::ClassPanel(PictureDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
    auto* layout = new QVBoxLayout(this);
    heading_ = new QLabel(this);
    heading_->setWordWrap(true);
    heading_->setTextFormat(Qt::RichText);
    table_ = new QTableWidget(this);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Sized once after filling: ResizeToContents would measure every column again on each cell set,
    // cubic in the size of the class.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    mating_ = new QLabel(this);
    mating_->setWordWrap(true);
    mating_->setTextFormat(Qt::RichText);
    layout->addWidget(heading_);
    layout->addWidget(table_, 1);
    layout->addWidget(mating_);
    connect(doc, &PictureDocument::analysisChanged, this, &ClassPanel::refresh);
    refresh();
}

void ClassPanel::showClassOf(std::optional<EdgeId> edge) {
    edge_ = edge;
    refresh();
}

void ClassPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (stale_) refresh();
}

void ClassPanel::refresh() {
    // Hidden (the Garden tab in front, the side panel closed): only remember to refresh when shown.
    stale_ = !isVisible();
    if (stale_) return;
    const Picture& picture = doc_->picture();
    const AnalysisSnapshot& s = doc_->snapshot();
    table_->clear();
    table_->setRowCount(0);
    table_->setColumnCount(0);
    mating_->clear();
    const EdgeAnalysis* a = edge_ ? s.edge(*edge_) : nullptr;
    if (!a || !picture.hasEdge(*edge_)) {
        heading_->setText(tr("<b>Concyclic classes</b><br>Select an edge on a cycle to see its class: "
                             "the matrix (x|y) — the weight of y after chopping x — its mating pairs "
                             "and its spinster."));
        return;
    }
    if (a->concyclicClass < 0 || a->concyclicClass >= static_cast<int>(s.analysis->classes.size())) {
        heading_->setText(a->standing ? tr("<b>Edge %1 is a bridge</b><br>It lies on no cycle, so it has no class.").arg(*edge_)
                                      : tr("<b>Edge %1 is floating</b>").arg(*edge_));
        return;
    }
    const auto& cls = s.analysis->classes[a->concyclicClass];
    for (EdgeId id : cls)
        if (!picture.hasEdge(id)) return;  // analysis is catching up
    // An edge is shown by its name, or its id when it has none; a name that two edges of the class
    // share (the door's two posts) carries the id too, so the rows can be told apart.
    QHash<QString, int> uses;
    for (EdgeId id : cls) ++uses[QString::fromStdString(picture.edge(id).name)];
    auto name = [&](EdgeId id) {
        const QString given = QString::fromStdString(picture.edge(id).name);
        if (given.isEmpty()) return QString::number(id);
        return uses.value(given) > 1 ? QStringLiteral("%1 (%2)").arg(given).arg(id) : given;
    };
    QColor color = render::classColor(a->concyclicClass);
    // Numbered from 1, as `homestead-cli analyse` numbers them.
    heading_->setText(tr("<b><span style='color:%1'>■</span> Concyclic class %2</b> — %3")
                          .arg(color.name())
                          .arg(a->concyclicClass + 1)
                          .arg(cls.size() == 1 ? tr("1 edge") : tr("%1 edges").arg(cls.size())));
    if (static_cast<double>(cls.size()) * picture.edgeCount() > 4e6) {
        mating_->setText(tr("Too large to tabulate here (%1 edges).").arg(cls.size()));
        return;
    }
    ClassMating m = mateClass(picture, cls);
    const int k = static_cast<int>(m.edges.size());
    QString text;
    if (k <= kMaxTableEdges) {
        QStringList headers;
        for (EdgeId id : m.edges) headers << name(id);
        fillTable(m, headers);
    } else {
        text = tr("The matrix is shown for classes of up to %1 edges.<br>").arg(kMaxTableEdges);
    }
    QStringList pairs;
    for (auto [x, y] : m.pairs) {
        int i = std::find(m.edges.begin(), m.edges.end(), x) - m.edges.begin();
        int j = std::find(m.edges.begin(), m.edges.end(), y) - m.edges.begin();
        pairs << QStringLiteral("{%1, %2} (%3)").arg(name(x).toHtmlEscaped(), name(y).toHtmlEscaped()).arg(m.matrix[i][j]);
    }
    text += tr("<b>Mating:</b> %1").arg(pairs.isEmpty() ? tr("none") : pairs.join(QStringLiteral(", ")));
    text += m.spinster ? tr("<br><b>Spinster:</b> %1").arg(name(*m.spinster).toHtmlEscaped())
                       : tr("<br>No spinster (even class).");
    mating_->setText(text);
}

void ClassPanel::fillTable(const ClassMating& m, const QStringList& headers) {
    const int k = static_cast<int>(m.edges.size());
    table_->setUpdatesEnabled(false);
    table_->setRowCount(k);
    table_->setColumnCount(k);
    table_->setHorizontalHeaderLabels(headers);
    table_->setVerticalHeaderLabels(headers);
    for (int i = 0; i < k; ++i)
        for (int j = 0; j < k; ++j) {
            auto* item = new QTableWidgetItem(i == j ? QStringLiteral("–") : QString::number(m.matrix[i][j]));
            item->setTextAlignment(Qt::AlignCenter);
            table_->setItem(i, j, item);
        }
    table_->resizeColumnsToContents();
    table_->resizeRowsToContents();
    table_->setUpdatesEnabled(true);
}

}  // namespace homestead::gui
