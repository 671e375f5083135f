// The Explain panel: lays out the core's explanation of an edge or of the picture (see
// explain_panel.h), asks for it on a worker, and marks the terms and the climb on the canvas with
// one item drawn under the edges.
#include "explain_panel.h"
#include "window_language.h"

#include "garden_view.h"
#include "picture_document.h"
#include "picture_items.h"
#include "picture_scene.h"
#include "picture_style.h"
#include "readable_ink.h"
#include "test_hook.h"
#include "text_scale.h"

#include "homestead/explanation_text.h"
#include "homestead/format_error.h"
#include "homestead/messages.h"
#include "homestead/outcome_text.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFontDatabase>
#include <QFontInfo>
#include <QMainWindow>
#include <QGraphicsItem>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include <exception>
#include <span>

namespace homestead::gui {

// Halos under the explained edges: each term's edge in its colour, its load washed in it, the
// climb in gold. One item for all, under the edges (z 0.5; edges are at 1), owned by the scene.
class ExplainHighlight : public QGraphicsItem {
public:
    explicit ExplainHighlight(PictureScene* scene) : scene_(scene) { setZValue(0.5); setAcceptedMouseButtons(Qt::NoButton); }
    struct Mark { EdgeId edge; QColor color; double width; };
    void setMarks(std::vector<Mark> marks) {
        prepareGeometryChange();
        marks_ = std::move(marks);
        rect_ = QRectF();
        for (const Mark& m : marks_)
            if (const EdgeItem* e = scene_->edgeItem(m.edge))
                rect_ |= e->mapToScene(e->path()).boundingRect().adjusted(-m.width, -m.width, m.width, m.width);
        update();
    }
    QRectF boundingRect() const override { return rect_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override {
        painter->setRenderHint(QPainter::Antialiasing);
        for (const Mark& m : marks_) {
            const EdgeItem* e = scene_->edgeItem(m.edge);
            if (!e) continue;
            QPen pen(m.color, m.width * scene_->readableScale(), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
            painter->strokePath(e->mapToScene(e->path()), pen);
        }
    }

private:
    PictureScene* scene_;
    std::vector<Mark> marks_;
    QRectF rect_;
};

namespace {

TestHook<> explainHook;  // (setExplainHook)

const QColor kClimb{0xfa, 0xb0, 0x05};     // gold: the way up to the winning chop
constexpr double kLeastWidth = 360, kMostWidth = 560;  // the panel's width, as its type grows
// Every word and digit meets WCAG AA (4.5:1) on the panel and on its highlighted rows: a cancelled 1
// is struck through in a readable slate (the stroke says it, not a fade), a 0 and the steps still
// to come are a lighter grey that still reads.
const QColor kHighlightRow{0xff, 0xf3, 0xbf};  // the result row and the current step
const QColor kCancelled{0x49, 0x50, 0x57};
const QColor kDone{0x49, 0x50, 0x57};      // the climb's steps already taken
const QColor kLater{0x5c, 0x63, 0x6a};     // the climb's steps still to come: readable, but behind
const QColor kZero{0x5c, 0x63, 0x6a};
const QColor kWins{0x2b, 0x8a, 0x3e};      // "chopping it leaves 0: a winning move"

// A colour that means something (a term's), as ink for text: as dark as contrast needs.
QColor textInk(const QColor& c) { return readableOn(c, {QColor(Qt::white), QApplication::palette().color(QPalette::Window), kHighlightRow}); }

// Smaller type for the columns' headings and counts, except while presenting: there every digit is
// as large as the back row needs (TextScale::backRow).
QString smallType() { return TextScale::instance()->presentation() ? QString() : QStringLiteral("font-size:small"); }

QString html(const std::string& text) { return QString::fromStdString(text).toHtmlEscaped(); }
QString lines(const std::string& text) { return html(text).trimmed().replace(QLatin1Char('\n'), QStringLiteral("<br>")); }

QColor withAlpha(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}

// The columns as a table: the numbers (in their terms' colours), then one cell per power of 2 — a
// one kept bold, a cancelled one struck through — and the result row.
QString columnsHtml(const NimColumns& c, std::span<const QColor> rowColors, const std::vector<RowRun>& runs) {
    if (c.rows.size() < 2) return {};
    QString out = QStringLiteral("<table cellspacing='0' cellpadding='3'><tr><td></td><td></td>");
    for (int k : c.powers)
        out += QStringLiteral("<td align='center' style='color:%1; %2'>%3</td>").arg(kZero.name(), smallType()).arg(1ULL << k);
    out += QStringLiteral("</tr>");
    // Rows alike and not coloured as terms of their own (the Homestead's 26 ones at the ground)
    // are one row with their count, as the sentence below says them (runs: alikeRows).
    for (const RowRun& run : runs) {
        const std::size_t r = run.first;
        const QColor color = r < rowColors.size() ? textInk(rowColors[r]) : QColor(Qt::black);
        const QString count = run.count > 1 ? QStringLiteral(" <span style='%1'>%2</span>").arg(smallType(), QCoreApplication::translate("homestead::gui::ExplainPanel", "(%n of them)", "alike rows of the Nim columns", int(run.count))) : QString();
        out += QStringLiteral("<tr><td align='right' style='color:%1'><b>%2</b>%3</td><td>=</td>").arg(color.name()).arg(c.rows[r]).arg(count);
        for (auto cell : c.cells[r]) {
            if (cell == NimColumns::Cell::Zero) out += QStringLiteral("<td align='center' style='color:%1'>0</td>").arg(kZero.name());
            else if (cell == NimColumns::Cell::One) out += QStringLiteral("<td align='center'><b>1</b></td>");
            else out += QStringLiteral("<td align='center' style='color:%1'><s>1</s></td>").arg(kCancelled.name());
        }
        out += QStringLiteral("</tr>");
    }
    out += QStringLiteral("<tr style='background-color:%1'><td align='right'><b>⊕ %2</b></td><td>=</td>").arg(kHighlightRow.name()).arg(c.result);
    for (bool kept : c.kept) out += kept ? QStringLiteral("<td align='center'><b>1</b></td>") : QStringLiteral("<td align='center'>0</td>");
    return out + QStringLiteral("</tr></table>");
}

// The columns, or a note when even with alike rows grouped they would be more than kMaxColumnRows
// rows. The first rowColors.size() rows are coloured as terms of their own.
QString columnsOrNote(const NimColumns& c, std::span<const QColor> rowColors) {
    const std::vector<RowRun> runs = alikeRows(c, 3, rowColors.size());
    if (runs.size() <= std::size_t(ExplainPanel::kMaxColumnRows)) return columnsHtml(c, rowColors, runs);
    return QCoreApplication::translate("ExplainPanel", "<i>%1 stresses: too many to set out in columns here.</i>").arg(c.rows.size());
}

QString swatch(const QColor& c) { return QStringLiteral("<span style='color:%1'>■</span>").arg(c.name()); }

}  // namespace

// The colour-blind-safe palette of the picture's marks (render::markColor): no term is orange, the
// winning move's colour, and no two terms are confused by colour-blind eyes.
QColor ExplainPanel::termColor(int index) {
    static_assert(kDistinctTermColors <= std::size_t(render::kMarkColours), "each term its own colour");
    return render::markColor(index);
}

QColor ExplainPanel::termInk(int index) { return textInk(termColor(index)); }

ExplainPanel::ExplainPanel(QWidget* parent) : QWidget(parent) {
    setMinimumWidth(kLeastWidth);  // the columns and the climb's sentences need room to read
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    scroll_ = new QScrollArea(this);
    scroll_->setAccessibleName(tr("Explanation"));
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll_);
    auto* body = new QWidget;
    scroll_->setWidget(body);
    auto* layout = new QVBoxLayout(body);
    auto label = [&](double scale) {
        auto* l = new QLabel(body);
        l->setWordWrap(true);
        l->setTextFormat(Qt::RichText);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        scaled_.push_back({l, scale});
        layout->addWidget(l);
        return l;
    };
    title_ = label(1.1);
    whole_ = new QPushButton(tr("Whole picture"), body);
    whole_->setToolTip(tr("Explain the value of the whole picture instead of one edge"));
    whole_->hide();
    connect(whole_, &QPushButton::clicked, this, &ExplainPanel::showWholePicture);
    layout->addWidget(whole_, 0, Qt::AlignLeft);
    stress_ = label(1.6);
    columns_ = new QLabel(body);
    columns_->setTextFormat(Qt::RichText);
    columns_->setWordWrap(true);  // "20000 stresses at the ground: too many…" widened the panel past its view
    columns_->setToolTip(tr("The nim-sum worked in binary: in each column, pairs of 1s cancel (struck out); "
                            "an odd 1 left over is a 1 of the result"));
    layout->addWidget(columns_);
    details_ = label(1.1);
    climbBox_ = new QWidget(body);
    auto* climbLayout = new QVBoxLayout(climbBox_);
    climbLayout->setContentsMargins(0, 6, 0, 0);
    climb_ = new QLabel(climbBox_);
    climb_->setWordWrap(true);
    climb_->setTextFormat(Qt::RichText);
    scaled_.push_back({climb_, 1.1});
    auto* buttons = new QHBoxLayout;
    back_ = new QPushButton(tr("◀ Back"), climbBox_);
    next_ = new QPushButton(tr("Next ▶"), climbBox_);
    back_->setToolTip(tr("The step before: one edge nearer the ground (Page Up)"));
    next_->setToolTip(tr("The next step of the climb: one edge further up (Page Down)"));
    back_->setAccessibleName(tr("Step back"));  // without the arrows a screen reader would spell out
    next_->setAccessibleName(tr("Next step"));
    back_->setShortcut(QKeySequence(Qt::Key_PageUp));
    next_->setShortcut(QKeySequence(Qt::Key_PageDown));
    buttons->addWidget(back_);
    buttons->addWidget(next_);
    buttons->addStretch(1);
    // The buttons above the steps: they stay where they are while the steps' text changes.
    climbLayout->addLayout(buttons);
    climbLayout->addWidget(climb_);
    stepsLayout_ = new QVBoxLayout;
    stepsLayout_->setSpacing(4);
    climbLayout->addLayout(stepsLayout_);
    layout->addWidget(climbBox_);
    layout->addStretch(1);
    connect(back_, &QPushButton::clicked, this, &ExplainPanel::previousStep);
    connect(next_, &QPushButton::clicked, this, &ExplainPanel::nextStep);
    climbBox_->hide();

    TextScale::follow(this, [this] { applyTextScale(); });
    applyTextScale();

    title_->setText(tr("<b>Explain</b><br>Hover or select an edge to see why its numbers are what they are."));
}

ExplainPanel::~ExplainPanel() {
    if (scene_ && highlight_) delete highlight_;
}

// Each label at its own size relative to the panel's font, which follows the text size; the columns
// in a fixed-width font as large as the stress line. While presenting, none under the back row's
// size (TextScale::backRow), and the columns' headings as large as their digits.
void ExplainPanel::applyTextScale() {
    for (const auto& [l, scale] : scaled_) {
        QFont f = font();
        f.setPointSizeF(f.pointSizeF() * scale);
        l->setFont(TextScale::backRow(f));
    }
    for (QLabel* l : stepLabels_) l->setFont(climb_->font());
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(font().pointSizeF() * 1.6);
    columns_->setFont(TextScale::backRow(mono));
    if (!columnsShown_.rows.empty()) setColumns(columnsShown_, columnColors_);
    // Wider as its type grows (by the square root: the canvas keeps most of a projector's width),
    // so that the back row's sentences are not a word a line.
    const double grown = double(QFontInfo(title_->font()).pixelSize()) / std::max(1, QFontInfo(QApplication::font()).pixelSize());
    setMinimumWidth(int(std::min(kMostWidth, kLeastWidth * std::sqrt(std::max(1.0, grown / 1.1)))));
}

void ExplainPanel::setColumns(const NimColumns& columns, std::vector<QColor> rowColors) {
    columnsShown_ = columns;
    columnColors_ = std::move(rowColors);
    columns_->setText(columnsShown_.rows.empty() ? QString() : columnsOrNote(columnsShown_, columnColors_));
    columns_->setVisible(!columns_->text().isEmpty());
}

void ExplainPanel::setNamingPicture(std::shared_ptr<const Picture> naming) {
    naming_ = std::move(naming);
    refresh();
}

const Picture& ExplainPanel::namesOf() const { return naming_ ? *naming_ : shown_.artifact->picture(); }

void ExplainPanel::setScene(PictureScene* scene) {
    if (scene == scene_) return;
    for (auto& c : sceneConnections_) disconnect(c);
    clearHighlights();
    if (scene_ && highlight_) delete highlight_;
    highlight_ = nullptr;
    scene_ = scene;
    if (scene) {
        sceneConnections_[0] = connect(scene, &PictureScene::edgeHovered, this, [this](std::optional<EdgeId> id) {
            if (id) lastHovered_ = id;
            refresh();
        });
        sceneConnections_[1] = connect(scene, &QGraphicsScene::selectionChanged, this, [this] {
            lastHovered_.reset();
            refresh();
        });
        sceneConnections_[2] = connect(scene->document(), &PictureDocument::analysisChanged, this, [this] { refresh(); });
        // A new picture: the scene deletes its own items (in steps, for a big one), not this one.
        // A new picture, or a big delete or chop: the highlight may stand over edges that are gone.
        const auto dropHighlight = [this] {
            delete highlight_;
            highlight_ = nullptr;
            refresh();
        };
        sceneConnections_[3] = connect(scene->document(), &PictureDocument::pictureReset, this, dropHighlight);
        sceneConnections_[4] = connect(scene->document(), &PictureDocument::manyAboutToBeRemoved, this, dropHighlight);
    }
    shown_ = {};
    lastHovered_.reset();
    refresh();
}

void ExplainPanel::showWholePicture() {
    lastHovered_.reset();
    if (scene_) scene_->clearSelection();
    refresh();
}

ExplainPanel::Request ExplainPanel::wanted() const {
    Request r;
    if (!scene_) return r;
    r.artifact = scene_->document()->artifact();
    std::optional<EdgeId> edge = scene_->hoveredEdge();
    if (!edge) edge = lastHovered_;
    if (!edge) {
        const auto selected = scene_->selectedEdges();
        if (selected.size() == 1) edge = selected.front();
    }
    // Only an edge the artifact knows and that stands (a floating edge has nothing to explain).
    if (edge && r.artifact) {
        const EdgeAnalysis* a = r.artifact->edge(*edge);
        if (a && a->standing) r.edge = edge;
    }
    return r;
}

void ExplainPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    refresh();
}

void ExplainPanel::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    clearHighlights();  // a closed panel leaves no marks on the canvas
    shown_ = {};
}

void ExplainPanel::refresh() {
    if (!isVisible()) return;  // caught up when shown
    const Request r = wanted();
    if (!r.artifact) return;
    if (r == shown_ && (edgeResult_ || pictureResult_)) return;
    start(r);
}

void ExplainPanel::setExplainHook(std::function<void()> hook) { explainHook.set(std::move(hook)); }

void ExplainPanel::start(const Request& request) {
    if (explaining_.busy()) return;  // its end asks again for what is wanted then
    explaining_.start<Result>(
        [request, language = windowLanguage()] {  // (the language when the job starts)
            Result result{request, {}, {}, {}};
            try {
                explainHook.call();
                if (request.edge) result.edge = explainEdge(*request.artifact, *request.edge);
                else result.picture = explainPicture(*request.artifact);
            } catch (const std::exception& e) {
                result.error = QString::fromStdString(errorText(e, language));
            }
            return result;
        },
        [this](Result result) { finished(std::move(result)); });
}

void ExplainPanel::finished(Result result) {
    if (!(result.request == wanted()) && isVisible()) {
        ++dropped_;  // the mouse moved on, or a new revision came: explain what is wanted now
        refresh();
        return;
    }
    show(std::move(result));
}

void ExplainPanel::waitForExplanation() {
    refresh();
    explaining_.wait();  // (and what its end asked for)
}

void ExplainPanel::show(Result result) {
    // The keyboard focus on a control hidden here (the climb's buttons, Whole picture) waits on the
    // panel's text rather than leaving the panel, and goes back to the climb's buttons if they show.
    const QWidget* focused = window()->focusWidget();
    const bool onClimb = focused && climbBox_->isAncestorOf(focused);
    if (onClimb || focused == whole_) scroll_->setFocus(Qt::OtherFocusReason);
    shown_ = result.request;
    edgeResult_ = std::move(result.edge);
    pictureResult_ = std::move(result.picture);
    step_ = -1;
    climbBox_->hide();
    whole_->setVisible(result.request.edge.has_value());
    if (!result.error.isEmpty()) {
        title_->setText(tr("<b>Nothing to explain</b><br>%1").arg(result.error.toHtmlEscaped()));
        stress_->clear();
        setColumns({}, {});
        details_->clear();
        clearHighlights();
        return;
    }
    const Picture& picture = namesOf();
    if (edgeResult_) showEdge(picture, *edgeResult_);
    else if (pictureResult_) showPicture(*pictureResult_);
    setHighlights();
    if (onClimb && climbBox_->isVisibleTo(this) && (next_->isEnabled() || back_->isEnabled()))
        (next_->isEnabled() ? next_ : back_)->setFocus(Qt::OtherFocusReason);
}

void ExplainPanel::showEdge(const Picture& picture, const EdgeExplanation& x) {
    const Language language = windowLanguage();
    title_->setText(QStringLiteral("<b>%1</b>").arg(html(text::edgeName(picture, x.edge, language))));
    std::vector<std::uint64_t> stresses;
    std::vector<QColor> colors;
    for (std::size_t i = 0; i < x.terms.size(); ++i) {
        stresses.push_back(x.terms[i].stress);
        colors.push_back(termColor(int(i)));
    }
    const std::string sum = text::stressSum(stresses, x.onCycle, x.loop, [&](std::size_t i, const std::string& n) {
        return QStringLiteral("<span style='color:%1'><b>%2</b></span>").arg(termInk(int(i)).name(), QString::fromStdString(n)).toStdString();
    }, language);
    stress_->setText(tr("Stress <b>%1</b> = %2").arg(x.stress).arg(QString::fromStdString(sum)));
    // The columns colour the first terms as the canvas does; the rest, uncoloured, group when alike
    // (a stalk under 3000 loops made a table of 3000 rows).
    setColumns(x.columns, {colors.begin(), colors.begin() + std::min(colors.size(), kDistinctTermColors)});
    QString d;
    if (!x.terms.empty()) {
        d += tr("It immediately supports:") + QStringLiteral("<br>");
        for (std::size_t i = 0; i < x.terms.size() && i < std::size_t(kMaxColumnRows); ++i)
            d += QStringLiteral("&nbsp;&nbsp;%1 %2: <b>%3</b>%4<br>")
                     .arg(swatch(colors[i]), html(text::edgeName(picture, x.terms[i].edge, language)))
                     .arg(x.terms[i].stress)
                     .arg(x.terms[i].loop ? tr(" (a loop)") : QString());
        if (x.terms.size() > std::size_t(kMaxColumnRows)) d += tr("&nbsp;&nbsp;… and %1 more<br>").arg(x.terms.size() - kMaxColumnRows);
    }
    d += QStringLiteral("<p>%1</p>").arg(html(text::weightSentence(x.stress, language)));
    d += QStringLiteral("<p>%1.</p>").arg(html(message(language, Msg::LoadLabel) + text::loadSentence(x.load.size(), language)));
    const QString after = html(text::valueAfterChopSentence(x.valueAfterChop, language));
    d += QStringLiteral("<p style='color:%1'><b>%2</b></p>").arg(x.winning ? textInk(kWins).name() : QStringLiteral("#212529"), after);
    if (x.cycle) {
        d += QStringLiteral("<p>%1</p>").arg(lines(text::cycleSentences(picture, x.edge, *x.cycle, language)));
        if (x.cycle->mated && (!x.cycle->pairs.empty() || x.cycle->members.size() > 1))
            d += tr("<p>On the canvas: each mating pair in a colour of its own, the spinster in gold.</p>");
    }
    details_->setText(d);
    if (x.winning && !x.climb.empty()) {
        step_ = 0;
        climbBox_->show();
        showClimbStep();
    }
}

void ExplainPanel::showPicture(const PictureExplanation& x) {
    title_->setText(tr("<b>The whole picture</b> (hover or select an edge to explain it)"));
    // Coloured rows only when the canvas shows the same colours (see setHighlights).
    std::vector<QColor> colors;
    if (x.terms.size() <= kDistinctTermColors)
        for (std::size_t i = 0; i < x.terms.size(); ++i) colors.push_back(termColor(int(i)));
    // Who wins first, then how the value is made: the columns of a big ground are long.
    const Language language = windowLanguage();
    stress_->setText(html(text::valueOutcome(static_cast<std::int64_t>(x.value), language)));
    setColumns(x.columns, colors);
    QString d = QStringLiteral("<p>%1</p>").arg(html(text::pictureSentence(x, language)));
    if (const std::string parts = text::partsSentence(x.parts, language); !parts.empty())  // the status line's sum
        d += QStringLiteral("<p>%1</p>").arg(html(parts));
    if (!x.winningMoves.empty()) {
        QStringList names;
        for (std::size_t i = 0; i < x.winningMoves.size() && i < 10; ++i)
            names << html(text::edgeName(namesOf(), x.winningMoves[i], language));
        if (x.winningMoves.size() > 10) names << tr("… %1 in all").arg(x.winningMoves.size());
        d += tr("<p>Winning moves: %1. Hover one to see why it wins.</p>").arg(names.join(QStringLiteral(", ")));
    }
    details_->setText(d);
}

int ExplainPanel::climbSteps() const { return edgeResult_ && step_ >= 0 ? int(edgeResult_->climb.size()) : 0; }

void ExplainPanel::nextStep() {
    if (step_ < 0 || step_ + 1 >= climbSteps()) return;
    ++step_;
    showClimbStep();
    bringStepIntoView();
    setHighlights();
}

void ExplainPanel::previousStep() {
    if (step_ <= 0) return;
    --step_;
    showClimbStep();
    bringStepIntoView();
    setHighlights();
}

// The steps in labels of their own, the current one marked, so that the scroll area can bring it
// into view. A long climb (a stalk of thousands) shows kClimbStepsShown steps around the current one.
void ExplainPanel::showClimbStep() {
    const EdgeExplanation& x = *edgeResult_;
    const Picture& picture = namesOf();
    const int n = int(x.climb.size());
    firstStepShown_ = std::clamp(step_ - kClimbStepsShown / 2, 0, std::max(0, n - kClimbStepsShown));
    const int shown = std::min(n - firstStepShown_, kClimbStepsShown);
    QString head = tr("<b>Why it wins: the climb from the ground</b> (step %1 of %2)").arg(step_ + 1).arg(n);
    if (firstStepShown_ > 0) head += tr("<br>… %1 steps before these").arg(firstStepShown_);
    climb_->setText(head);
    while (int(stepLabels_.size()) < shown) {
        auto* l = new QLabel(climbBox_);
        l->setWordWrap(true);
        l->setTextFormat(Qt::RichText);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        l->setFont(climb_->font());
        stepsLayout_->addWidget(l);
        stepLabels_.push_back(l);
    }
    for (int k = 0; k < int(stepLabels_.size()); ++k) {
        QLabel* l = stepLabels_[k];
        l->setVisible(k < shown);
        if (k >= shown) continue;
        const int i = firstStepShown_ + k;
        const QString s = QStringLiteral("%1. %2").arg(i + 1).arg(html(text::climbStepSentence(picture, x.climb, i, x.valueBefore, windowLanguage())));
        const bool current = i == step_;
        l->setText(current ? QStringLiteral("<b>%1</b>").arg(s)
                           : QStringLiteral("<span style='color:%1'>%2</span>").arg(i < step_ ? kDone.name() : kLater.name(), s));
        l->setStyleSheet(current ? QStringLiteral("QLabel { background-color: %1; padding: 3px; }").arg(kHighlightRow.name())
                                 : QStringLiteral("QLabel { padding: 3px; }"));
    }
    if (firstStepShown_ + shown < n) {
        stepLabels_.back()->setText(stepLabels_.back()->text() + tr("<br>… %1 steps more").arg(n - firstStepShown_ - shown));
    }
    enableStepButtons(step_ > 0, step_ + 1 < n);
}

// A keyboard user keeps their place: the focused button, about to be disabled (Next at the last
// step, Back at the first), first hands the focus to the other one, or to the panel's text when
// neither is on; disabled with the focus, Qt would pass it down the tab chain, out of the panel.
void ExplainPanel::enableStepButtons(bool back, bool next) {
    const QWidget* focused = window()->focusWidget();
    if ((focused == back_ && !back) || (focused == next_ && !next)) {
        QWidget* heir = focused == back_ ? (next ? next_ : nullptr) : (back ? back_ : nullptr);
        (heir ? heir : scroll_)->setFocus(Qt::OtherFocusReason);
    }
    back_->setEnabled(back);
    next_->setEnabled(next);
}

void ExplainPanel::bringStepIntoView() {
    QLabel* l = climbStepLabel(step_);
    if (!l || !isVisible()) return;
    // The labels' new heights first, then the scroll: now, and once more when the layout has settled.
    scroll_->widget()->layout()->activate();
    climbBox_->layout()->activate();
    scroll_->ensureWidgetVisible(l, 0, 8);
    QTimer::singleShot(0, this, [this, l = QPointer<QLabel>(l)] {
        if (l && l == climbStepLabel(step_)) scroll_->ensureWidgetVisible(l, 0, 8);
    });
}

QLabel* ExplainPanel::climbStepLabel(int i) const {
    const int k = i - firstStepShown_;
    if (step_ < 0 || k < 0 || k >= int(stepLabels_.size()) || !stepLabels_[k]->isVisibleTo(climbBox_)) return nullptr;
    return stepLabels_[k];
}

ExplainHighlight* ExplainPanel::highlight() {
    if (!highlight_ && scene_) {
        highlight_ = new ExplainHighlight(scene_);
        scene_->addItem(highlight_);
    }
    return highlight_;
}

void ExplainPanel::clearHighlights() {
    strong_.clear();
    wash_.clear();
    class_.clear();
    marked_.clear();
    if (highlight_) highlight_->setMarks({});
    emit highlightsChanged();
}

std::vector<std::pair<EdgeId, QColor>> ExplainPanel::gardenMarks() const { return marked_; }

void ExplainPanel::setHighlights() {
    strong_.clear();
    wash_.clear();
    class_.clear();
    marked_.clear();
    std::vector<ExplainHighlight::Mark> marks;
    if (edgeResult_ && edgeResult_->cycle && edgeResult_->cycle->members.size() > 1) {
        const CycleExplanation& c = *edgeResult_->cycle;
        for (std::size_t i = 0; i < c.pairs.size() && i < kDistinctTermColors; ++i)
            for (EdgeId e : {c.pairs[i].first, c.pairs[i].second}) class_.insert(e, termColor(int(i)));
        if (c.spinster) class_.insert(*c.spinster, kClimb);
        for (auto it = class_.cbegin(); it != class_.cend(); ++it) marks.push_back({it.key(), withAlpha(it.value(), 190), 11});
    }
    auto terms = edgeResult_ ? &edgeResult_->terms : pictureResult_ ? &pictureResult_->terms : nullptr;
    if (terms) {
        // The whole picture is coloured by its terms only while each has a colour of its own (the
        // Homestead's ground has 20 terms: coloured, the canvas would be a rainbow that says nothing).
        const std::size_t shown = edgeResult_ || terms->size() <= kDistinctTermColors ? terms->size() : 0;
        for (std::size_t i = 0; i < shown; ++i) {
            const StressTerm& t = (*terms)[i];
            const QColor c = termColor(int(i));
            for (EdgeId e : t.standsFor)
                if (e != t.edge) {
                    wash_.insert(e, c);
                    marks.push_back({e, withAlpha(c, 70), 9});
                }
            strong_.insert(t.edge, c);
        }
        for (std::size_t i = 0; i < shown; ++i) {
            marks.push_back({(*terms)[i].edge, withAlpha(termColor(int(i)), 200), 12});
            marked_.emplace_back((*terms)[i].edge, termColor(int(i)));
        }
    }
    // The explained edge itself, in a dark halo (the mouse may have left it).
    if (edgeResult_) {
        marks.push_back({edgeResult_->edge, withAlpha(QColor(kExplainedEdge), 110), 12});
        marked_.emplace_back(edgeResult_->edge, QColor(kExplainedEdge));
    }
    if (edgeResult_ && step_ >= 0)
        for (int i = 0; i <= step_ && i < int(edgeResult_->climb.size()); ++i) {
            marks.push_back({edgeResult_->climb[i].edge, withAlpha(kClimb, i == step_ ? 255 : 150), i == step_ ? 16.0 : 11.0});
            marked_.emplace_back(edgeResult_->climb[i].edge, kClimb);
        }
    if (ExplainHighlight* h = highlight()) h->setMarks(std::move(marks));
    emit highlightsChanged();
}

void showTermsInGarden(ExplainPanel* panel, GardenView* garden) {
    QObject::connect(panel, &ExplainPanel::highlightsChanged, garden, [panel, garden] { garden->setMarks(panel->gardenMarks()); });
}

QAction* addExplainDock(QMainWindow* window, ExplainPanel* panel) {
    auto* dock = new QDockWidget(ExplainPanel::tr("Explain"), window);
    dock->setObjectName(QStringLiteral("explainDock"));
    dock->setWidget(panel);
    window->addDockWidget(Qt::RightDockWidgetArea, dock);
    dock->hide();
    QAction* toggle = dock->toggleViewAction();
    // setChecked() shows and hides it too (Qt's toggle action only answers triggered()).
    QObject::connect(toggle, &QAction::toggled, dock, [dock](bool on) {
        if (dock->isVisible() != on) dock->setVisible(on);
    });
    toggle->setText(ExplainPanel::tr("&Explain"));
    toggle->setShortcut(QKeySequence(Qt::Key_E));
    const QString tip = ExplainPanel::tr("Explain the edge under the mouse or selected: its stress worked out, its "
                                         "weight and load, and why a winning move wins");
    toggle->setToolTip(tip + QStringLiteral(" (E)"));
    toggle->setStatusTip(tip);
    return toggle;
}

}  // namespace homestead::gui
