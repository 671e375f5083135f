// The Animating functions page (see animating_page.h).
#include "animating_page.h"
#include "window_language.h"

#include "animating_graph_view.h"
#include "function_editor.h"
#include "text_scale.h"

#include "homestead/format_error.h"

#include <QAction>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

#include <cmath>

namespace homestead::gui {

namespace {

// The strip's squares a Welter position can use (the Welter page's longest strip).
constexpr Int128 kStripSquares = 400;

QLabel* wrappingLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return label;
}

QString text(const std::string& s) { return QString::fromStdString(s); }

// Why the Welt's position cannot go on the strip, or empty when it can.
QString whyNoStrip(const animating::AnimatingReport& r) {
    if (r.function.nim() != 0) return AnimatingPage::tr("It has no Welt: its Nim is not 0.");
    if (r.function.poles().empty()) return AnimatingPage::tr("It has no poles: the strip would have no coins.");
    for (const Int128 p : r.function.poles())
        if (p < 0 || p >= kStripSquares)
            return AnimatingPage::tr("Pole %1 is not a square of the strip (0 to %2).")
                .arg(text(toDecimal(p)))
                .arg(qint64(kStripSquares - 1));
    return {};
}

}  // namespace

AnimatingPage::AnimatingPage(QWidget* parent) : QWidget(parent) {
    setWindowTitle(pageTitle());
    job_ = new LatestJob(this);
    f_ = new FunctionEditor(QStringLiteral("f"), this);
    g_ = new FunctionEditor(QStringLiteral("g"), this);
    graph_ = new AnimatingGraphView(this);

    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    // Made in the order they are read, which is Tab's: the two buttons on top, then f's and g's words.
    auto* exampleButton = new QPushButton(side);
    auto* composeButton = new QPushButton(side);
    for (int which : {0, 1}) {
        canonical_[which] = wrappingLabel(side);
        canonical_[which]->setAccessibleName(which == 0 ? tr("Canonical form of f") : tr("Canonical form of g"));
        details_[which] = wrappingLabel(side);
        details_[which]->setAccessibleName(which == 0 ? tr("Why f has its poles, Nim and Welt") : tr("Why g has its poles, Nim and Welt"));
        auto* button = new QPushButton(tr("Welt on Welter's strip"), side);
        button->setToolTip(tr("Open Welter's game with a coin on each pole: the Welter value of that position is the Welt"));
        connect(button, &QPushButton::clicked, this, [this, which] {
            const auto& r = which == 0 ? shown_.f : shown_.g;
            if (!r || !whyNoStrip(*r).isEmpty()) return;
            std::vector<int> coins;
            for (const Int128 p : r->function.poles()) coins.push_back(int(p));
            emit welterRequested(coins);
        });
        (which == 0 ? fWelter_ : gWelter_) = button;
        sideLayout->addWidget(canonical_[which]);
        sideLayout->addWidget(details_[which]);
        sideLayout->addWidget(button, 0, Qt::AlignLeft);
    }
    comparison_ = wrappingLabel(side);
    comparison_->setAccessibleName(tr("Whether f equals g"));
    composition_ = wrappingLabel(side);
    composition_->setAccessibleName(tr("The composition f\u2218g"));
    sideLayout->addWidget(comparison_);
    sideLayout->addWidget(composition_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(exampleButton);
    buttons->addWidget(composeButton);
    buttons->addStretch(1);
    sideLayout->insertLayout(0, buttons);  // on top: in sight whatever the sentences' length
    sideLayout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setAccessibleName(tr("f and g compared"));
    scroll->setWidget(side);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // the sentences wrap instead
    // No Tab stop of its own: Tab goes to its buttons and sentences (selectable by keys), each
    // scrolled into sight as it takes the focus.
    scroll->setFocusPolicy(Qt::NoFocus);

    compose_ = new QAction(tr("&Compose f\u2218g"), this);
    compose_->setToolTip(tr("Put f\u2218g (g's steps, then f's) in f: its Nim is the nim-sum of theirs"));
    compose_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(compose_, &QAction::triggered, this, &AnimatingPage::compose);
    composeButton->setText(compose_->text().remove(QLatin1Char('&')));
    composeButton->setToolTip(compose_->toolTip());
    connect(composeButton, &QPushButton::clicked, compose_, &QAction::trigger);
    example_ = new QAction(tr("Conway's &f = g"), this);
    example_->setToolTip(tr("f(x) = (((x \u2212 2) \u2295 3) + 3) \u2295 5 and g(x) = (((x + 2) \u2295 3) \u2212 1) \u2295 5: "
                            "the same poles and Nim, so the same function"));
    connect(example_, &QAction::triggered, this, [this] {
        f_->setSteps(QStringLiteral("-2 ^3 +3 ^5"));
        g_->setSteps(QStringLiteral("+2 ^3 -1 ^5"));
    });
    zoomIn_ = new QAction(tr("Zoom &In"), this);
    zoomIn_->setToolTip(tr("Show half as many integers (also the wheel, or + on the graph)"));
    connect(zoomIn_, &QAction::triggered, graph_, &AnimatingGraphView::zoomIn);
    zoomOut_ = new QAction(tr("Zoom &Out"), this);
    zoomOut_->setToolTip(tr("Show twice as many integers (also the wheel, or - on the graph)"));
    connect(zoomOut_, &QAction::triggered, graph_, &AnimatingGraphView::zoomOut);
    // On the presentation bar (their only place) as the canvas's zoom icons: in words, German's and
    // French's pushed Leave Presentation into the bar's overflow at 1024×768.
    zoomIn_->setIcon(QIcon(QStringLiteral(":/icons/zoom-in.svg")));
    zoomOut_->setIcon(QIcon(QStringLiteral(":/icons/zoom-out.svg")));
    addActions({compose_, example_});

    exampleButton->setText(example_->text().remove(QLatin1Char('&')));
    exampleButton->setToolTip(example_->toolTip());
    connect(exampleButton, &QPushButton::clicked, example_, &QAction::trigger);
    auto* editors = new QHBoxLayout;  // f beside g: two rows each (function_editor.h)
    editors->addWidget(f_, 1, Qt::AlignTop);  // a problem line under one keeps the other where it is
    editors->addSpacing(16);
    editors->addWidget(g_, 1, Qt::AlignTop);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(graph_);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({560, 440});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(editors);
    layout->addWidget(splitter, 1);

    connect(f_, &FunctionEditor::stepsChanged, this, &AnimatingPage::recompute);
    connect(g_, &FunctionEditor::stepsChanged, this, &AnimatingPage::recompute);
    connect(graph_, &AnimatingGraphView::windowRequested, this, &AnimatingPage::recompute);
    TextScale::follow(this, [this] { applyTextScale(); });
    applyTextScale();
    example_->trigger();  // a page that opens on Conway's example has something to look at
}

AnimatingPage::~AnimatingPage() { job_->cancel(); }

QString AnimatingPage::pageTitle() const { return tr("Animating functions"); }

void AnimatingPage::routeStatus(QObject* context, std::function<void(const QString&)> show) {
    showStatus_ = std::move(show);
    connect(context, &QObject::destroyed, this, [this] { showStatus_ = nullptr; });
}

QList<QAction*> AnimatingPage::presentationActions() const { return {example_, compose_, zoomIn_, zoomOut_}; }

void AnimatingPage::say(const QString& message) {
    status_ = message;
    if (showStatus_) showStatus_(message);
}

void AnimatingPage::recompute() {
    const std::string fSteps = f_->steps().toStdString(), gSteps = g_->steps().toStdString();
    const qint64 first = graph_->first(), last = graph_->last();
    job_->start<Shown>(
        [fSteps, gSteps, first, last, language = windowLanguage()] {
            Shown shown;
            const auto build = [&](const std::string& steps, const char* name, QString& problem)
                -> std::optional<animating::AnimatingReport> {
                try {
                    return animating::describe(animating::parse(steps), first, last, name, language);
                } catch (const animating::AnimatingError& error) {
                    problem = QString::fromStdString(errorText(error, language));
                    return std::nullopt;
                }
            };
            shown.f = build(fSteps, "f", shown.fProblem);
            shown.g = build(gSteps, "g", shown.gProblem);
            if (shown.f && shown.g) {
                shown.comparison = text(animating::comparisonSentence(shown.f->function, shown.g->function, language));
                try {
                    shown.composition = text(animating::compositionSentence(shown.f->function, shown.g->function, language));
                } catch (const animating::AnimatingError& error) {  // f∘g rings too often to find its poles
                    shown.composition = tr("f\u2218g: %1").arg(QString::fromStdString(errorText(error, language)));
                }
            }
            return shown;
        },
        [this](Shown shown) { display(shown); });
}

void AnimatingPage::display(const Shown& shown) {
    shown_ = shown;
    f_->setProblem(shown.fProblem);
    g_->setProblem(shown.gProblem);
    for (int which : {0, 1}) {
        const auto& r = which == 0 ? shown.f : shown.g;
        QPushButton* button = which == 0 ? fWelter_ : gWelter_;
        if (!r) {
            canonical_[which]->setText(which == 0 ? tr("f: see the problem with its steps above")
                                                  : tr("g: see the problem with its steps above"));
            details_[which]->clear();
            button->setEnabled(false);
            continue;
        }
        canonical_[which]->setText(text(r->canonical));
        QStringList lines;
        for (const std::string& sentence : r->poleSentences) lines << text(sentence);
        if (r->poles.empty()) lines << tr("No poles: the carry bell never rings an odd number of times.");
        lines << text(r->nim) << text(r->welt);
        details_[which]->setText(lines.join(QLatin1Char('\n')));
        const QString why = whyNoStrip(*r);
        button->setEnabled(why.isEmpty());
        button->setToolTip(why.isEmpty() ? tr("Open Welter's game with a coin on each pole: the Welter value of that "
                                              "position is the Welt")
                                         : why);
    }
    comparison_->setText(shown.comparison);
    composition_->setText(shown.composition);
    compose_->setEnabled(shown.f && shown.g);
    graph_->setReports(shown.f ? &*shown.f : nullptr, shown.g ? &*shown.g : nullptr);
    say(shown.f && shown.g ? shown.comparison : tr("Fix the steps to see the function."));
}

void AnimatingPage::compose() {
    if (!shown_.f || !shown_.g) return;  // g's steps first, then f's: no computing here
    const QString inner = text(shown_.g->function.stepsText()), outer = text(shown_.f->function.stepsText());
    f_->setSteps(inner.isEmpty() ? outer : outer.isEmpty() ? inner : inner + QLatin1Char(' ') + outer);
}

void AnimatingPage::applyTextScale() {
    const double k = TextScale::instance()->factor();
    for (QLabel* label : canonical_) {
        QFont big = font();
        big.setPixelSize(int(std::lround(26 * k)));
        big.setBold(true);
        label->setFont(big);
    }
    graph_->update();
}

QString AnimatingPage::canonicalText(int which) const { return canonical_[which]->text(); }
QString AnimatingPage::detailsText(int which) const { return details_[which]->text(); }
QString AnimatingPage::comparisonText() const { return comparison_->text(); }
QString AnimatingPage::compositionText() const { return composition_->text(); }

}  // namespace homestead::gui
