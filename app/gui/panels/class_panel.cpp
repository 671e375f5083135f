// The concyclic class panel: matrix, mating pairs, spinster, read from the artifact; the mating
// computed on a worker the first time a class is shown.
#include "class_panel.h"
#include "window_language.h"

#include "homestead/explanation_text.h"

#include "text_scale.h"
#include "class_matrix_model.h"

#include "picture_document.h"
#include "picture_renderer.h"

#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QEvent>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QFontMetrics>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>
#include <memory>
#include <utility>

namespace homestead::gui {

namespace {
// Where the splitter's sizes (matrix, text) are remembered between sessions.
constexpr auto kSplitterKey = "classPanel/splitterSizes";

// A header whose size hint the panel sets from the names it shows (measured once, O(k)), instead
// of QHeaderView's own, which asks the style to measure 200 sections from the model each time the
// matrix changes (half of the relayout after a 2,000-edge class comes).
class NameHeader : public QHeaderView {
public:
    using QHeaderView::QHeaderView;
    void setHint(QSize hint) {
        hint_ = hint;
        updateGeometry();
    }
    QSize sizeHint() const override { return hint_.isValid() ? hint_ : QHeaderView::sizeHint(); }

private:
    QSize hint_;
};
}  // namespace

ClassPanel::ClassPanel(PictureDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
    auto* layout = new QVBoxLayout(this);
    heading_ = new QLabel(this);
    heading_->setWordWrap(true);
    heading_->setTextFormat(Qt::RichText);
    table_ = new QTableView(this);
    table_->setHorizontalHeader(new NameHeader(Qt::Horizontal, table_));
    table_->setVerticalHeader(new NameHeader(Qt::Vertical, table_));
    model_ = new ClassMatrixModel(this);
    table_->setModel(model_);
    table_->setObjectName(QStringLiteral("classMatrix"));
    table_->setAccessibleName(tr("Class matrix"));
    table_->setAccessibleDescription(tr("Row x, column y: the weight of edge y once edge x is chopped, (x|y)."));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    // Large type, readable from the back of a room; cells of one size, so nothing measures the k^2
    // cells (ResizeToContents would ask every cell of the class for its text).
    QFont big = table_->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    table_->setFont(big);
    table_->horizontalHeader()->setFont(big);
    table_->verticalHeader()->setFont(big);
    const int cell = QFontMetrics(big).height() * 2;
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->horizontalHeader()->setDefaultSectionSize(cell);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->verticalHeader()->setDefaultSectionSize(QFontMetrics(big).height() + 8);
    table_->setToolTip(tr("(x|y): the weight of column y after row x is chopped. Point at a cell to see x and y on the canvas."));
    table_->setMouseTracking(true);
    table_->viewport()->installEventFilter(this);
    connect(table_, &QTableView::entered, this, &ClassPanel::hoverCell);
    mating_ = new QLabel;
    mating_->setWordWrap(true);
    mating_->setTextFormat(Qt::RichText);
    mating_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // The mating of a large class is a wall of text: it scrolls in its own part of the splitter.
    auto* text = new QScrollArea;
    text->setObjectName(QStringLiteral("classText"));
    text->setAccessibleName(tr("Mating of the class"));
    text->setWidget(mating_);
    text->setWidgetResizable(true);
    text->setFrameShape(QFrame::NoFrame);
    // The matrix and its text share the height; the matrix takes about three parts in four unless
    // the user drags the handle (remembered in QSettings). With no matrix the text takes it all.
    splitter_ = new QSplitter(Qt::Vertical, this);
    splitter_->setObjectName(QStringLiteral("classSplitter"));
    splitter_->setChildrenCollapsible(false);
    splitter_->addWidget(table_);
    splitter_->addWidget(text);
    splitter_->setStretchFactor(0, 3);
    splitter_->setStretchFactor(1, 1);
    QList<int> sizes{3000, 1000};
    const QVariantList stored = QSettings().value(QLatin1String(kSplitterKey)).toList();
    if (stored.size() == 2 && stored[0].toInt() > 0 && stored[1].toInt() > 0) sizes = {stored[0].toInt(), stored[1].toInt()};
    splitter_->setSizes(sizes);
    connect(splitter_, &QSplitter::splitterMoved, this, [this] {
        const QList<int> now = splitter_->sizes();
        QSettings().setValue(QLatin1String(kSplitterKey), QVariantList{now.value(0), now.value(1)});
    });
    layout->addWidget(heading_);
    layout->addWidget(splitter_, 1);
    TextScale::follow(this, [this] { refresh(); });  // the matrix and its text at the application's text size
    connect(doc, &PictureDocument::analysisChanged, this, &ClassPanel::refresh);
    // Another picture (open, New, a big paste): the edge shown belonged to the old one.
    connect(doc, &PictureDocument::pictureReset, this, [this] { showClassOf(std::nullopt); });
    // A big delete or chop: the edge shown may be among those going.
    connect(doc, &PictureDocument::manyAboutToBeRemoved, this,
            [this](const std::vector<NodeId>&, const std::vector<EdgeId>& edges) {
                if (edge_ && std::find(edges.begin(), edges.end(), *edge_) != edges.end()) showClassOf(std::nullopt);
            });
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
    // Everything from one artifact: the picture it describes, its numbers, its classes.
    const std::shared_ptr<const PictureAnalysis> artifact = doc_->artifact();
    const Picture& picture = artifact->picture();
    const Analysis& analysis = artifact->analysis();
    hoverCell({});
    model_->setMating(nullptr, {});
    table_->hide();  // shown with a matrix: no empty box under a bridge, a huge class or a mating under way
    mating_->clear();
    const EdgeAnalysis* a = edge_ ? artifact->edge(*edge_) : nullptr;
    if (!a) {
        heading_->setText(tr("<b>Concyclic classes</b><br>Select an edge on a cycle to see its class: "
                             "the matrix (x|y) — the weight of y after chopping x — its mating pairs "
                             "and its spinster."));
        return;
    }
    if (a->concyclicClass < 0) {
        heading_->setText(a->standing ? tr("<b>Edge %1 is a bridge</b><br>It lies on no cycle, so it has no class.").arg(*edge_)
                                      : tr("<b>Edge %1 is floating</b>").arg(*edge_));
        return;
    }
    const auto& cls = analysis.classes[a->concyclicClass];
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
    if (cls.size() > kMostMatedEdges) {
        mating_->setText(QString::fromStdString(text::unmatedSentence(cls.size(), windowLanguage())));
        return;
    }
    if (auto m = artifact->cachedMating(a->concyclicClass)) {
        // held through its artifact, so that the matrix is freed with it, off the window's thread
        showMating(std::shared_ptr<const ClassMating>(artifact, m.get()), name);
        return;
    }
    mating_->setText(tr("Mating the class…"));
    startMating(artifact, a->concyclicClass);
}

void ClassPanel::startMating(std::shared_ptr<const PictureAnalysis> artifact, int cls) {
    if (matingJob_.busy()) return;  // its end refreshes, which asks again for what is shown then
    // Done: the mating is in its artifact's cache; show whatever is selected now (which may start
    // the mating of another class).
    matingJob_.start<bool>([artifact = std::move(artifact), cls] { return artifact->mating(cls) != nullptr; },
                            [this](bool) { refresh(); });
}

void ClassPanel::waitForMating() { matingJob_.wait(); }  // (and the mating its refresh() started)

void ClassPanel::showMating(std::shared_ptr<const ClassMating> m, const std::function<QString(EdgeId)>& name) {
    const int k = static_cast<int>(m->edges.size());
    QStringList headers;
    headers.reserve(k);
    for (EdgeId id : m->edges) headers << name(id);
    QHash<EdgeId, int> row;
    for (int i = 0; i < k; ++i) row.insert(m->edges[i], i);
    QStringList pairs;
    for (std::size_t p = 0; p < m->pairs.size() && p < kMaxListedPairs; ++p) {
        auto [x, y] = m->pairs[p];
        pairs << QStringLiteral("{%1, %2} (%3)").arg(name(x).toHtmlEscaped(), name(y).toHtmlEscaped()).arg(m->matrix[row[x]][row[y]]);
    }
    if (m->pairs.size() > kMaxListedPairs) pairs << tr("… and %1 more pairs").arg(m->pairs.size() - kMaxListedPairs);
    QString text = tr("<b>Mating:</b> %1").arg(pairs.isEmpty() ? tr("none") : pairs.join(QStringLiteral(", ")));
    text += m->spinster ? tr("<br><b>Spinster:</b> %1").arg(name(*m->spinster).toHtmlEscaped())
                        : tr("<br>No spinster (even class).");
    mating_->setText(text);
    // Headed by name; the column width fits the widest name once, not by measuring cells.
    int widest = table_->horizontalHeader()->defaultSectionSize();
    const QFontMetrics fm(table_->horizontalHeader()->font());
    for (const QString& h : headers) widest = std::max(widest, fm.horizontalAdvance(h) + 16);
    widest = std::min(widest, 12 * fm.height());
    table_->horizontalHeader()->setDefaultSectionSize(widest);
    // the row names' column as wide as the widest name; the column names' row one line high
    static_cast<NameHeader*>(table_->verticalHeader())->setHint(QSize(widest, table_->verticalHeader()->defaultSectionSize()));
    static_cast<NameHeader*>(table_->horizontalHeader())->setHint(QSize(widest, fm.height() + 12));
    model_->setMating(std::move(m), std::move(headers));
    table_->show();
}

void ClassPanel::hoverCell(const QModelIndex& index) {
    if (index == hoveredCell_) return;
    hoveredCell_ = index;
    if (!index.isValid() || !model_->mating()) {
        emit cellHovered(std::nullopt, std::nullopt, QString());
        return;
    }
    emit cellHovered(model_->edgeAt(index.row()), model_->edgeAt(index.column()),
                     model_->cellSentence(index.row(), index.column()));
}

bool ClassPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == table_->viewport() && event->type() == QEvent::Leave) hoverCell({});
    return QWidget::eventFilter(watched, event);
}

}  // namespace homestead::gui
