// The collapse stepper: its own document and scene on the window's canvas, the core's states from a
// worker, one animation per step. See collapse_stepper.h.
#include "collapse_stepper.h"
#include "window_language.h"

#include "garden_placement.h"
#include "garden_view.h"
#include "picture_document.h"
#include "picture_geometry.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "text_scale.h"

#include <QAction>
#include <QBoxLayout>
#include <QEvent>
#include <QFontMetrics>
#include <QResizeEvent>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <memory>
#include <unordered_map>

namespace homestead::gui {

CollapseStepper::CollapseStepper(PictureDocument* drawing, PictureView* view, QMainWindow* window)
    : QWidget(nullptr), drawing_(drawing), view_(view), window_(window) {
    doc_ = new PictureDocument(this);
    scene_ = new PictureScene(doc_, this);
    scene_->setMode(PictureScene::Mode::Play);  // nothing can be edited; a click chops nothing here

    anim_ = new QVariantAnimation(this);
    anim_->setDuration(kStepMs);
    anim_->setEasingCurve(QEasingCurve::InOutCubic);
    connect(anim_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) { applyFrame(v.toDouble()); });
    connect(anim_, &QAbstractAnimation::finished, this, &CollapseStepper::settled);
    playTimer_ = new QTimer(this);
    playTimer_->setSingleShot(true);
    connect(playTimer_, &QTimer::timeout, this, &CollapseStepper::next);

    enterAction_ = new QAction(QIcon(QStringLiteral(":/icons/garden.svg")), tr("Collapse &Step by Step…"), window);
    enterAction_->setShortcut(QKeySequence(Qt::Key_F6));
    enterAction_->setStatusTip(tr("Turn the picture into its garden on the canvas, one fusion at a time (the drawing is not changed)"));
    enterAction_->setToolTip(enterAction_->statusTip() + QStringLiteral(" (F6)"));
    connect(enterAction_, &QAction::triggered, this, &CollapseStepper::enter);
    window->addAction(enterAction_);

    auto make = [this](const QString& text, QStyle::StandardPixmap icon, QKeySequence key, const QString& tip) {
        auto* a = new QAction(style()->standardIcon(icon), text, this);
        a->setShortcut(key);
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        a->setToolTip(key.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        addAction(a);
        view_->addAction(a);  // the keys work with the canvas focused too
        return a;
    };
    backAction_ = make(tr("Back"), QStyle::SP_MediaSeekBackward, QKeySequence(Qt::Key_Left), tr("One step back"));
    nextAction_ = make(tr("Next"), QStyle::SP_MediaSeekForward, QKeySequence(Qt::Key_Right), tr("The next fusion"));
    playAction_ = make(tr("Play"), QStyle::SP_MediaPlay, QKeySequence(), tr("Play every step to the garden"));
    playAction_->setCheckable(true);
    leaveAction_ = make(tr("Done"), QStyle::SP_DialogCloseButton, QKeySequence(Qt::Key_Escape),
                        tr("Leave: the canvas shows the drawing again"));
    connect(backAction_, &QAction::triggered, this, &CollapseStepper::back);
    connect(nextAction_, &QAction::triggered, this, &CollapseStepper::next);
    connect(playAction_, &QAction::toggled, this, &CollapseStepper::setPlaying);
    connect(leaveAction_, &QAction::triggered, this, &CollapseStepper::leave);

    auto button = [this](QAction* a) {
        auto* b = new QToolButton;
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        buttons_.push_back(b);
        return b;
    };
    counter_ = new QLabel;
    text_ = new QLabel;
    text_->setWordWrap(true);
    text_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(8, 2, 8, 4);
    column->setSpacing(2);
    auto* row = new QHBoxLayout;
    for (QAction* a : {backAction_, nextAction_, playAction_}) row->addWidget(button(a));
    row->addSpacing(10);
    row->addWidget(counter_);
    row->addStretch(1);
    row->addWidget(button(leaveAction_));
    column->addLayout(row);
    column->addWidget(text_);
    setAutoFillBackground(true);
    TextScale::follow(this, [this] { applyTextScale(); });  // larger text, and presentation mode's
    applyTextScale();
    hide();

    // An edit to the drawing (an undo from the menu, say) ends the stepping: the canvas shows it.
    auto edited = [this] {
        if (active_) leave();
    };
    connect(drawing_, &PictureDocument::pictureReset, this, edited);
    connect(drawing_, &PictureDocument::manyAboutToBeRemoved, this, edited);
    connect(drawing_, &PictureDocument::nodeAdded, this, edited);
    connect(drawing_, &PictureDocument::nodeChanged, this, edited);
    connect(drawing_, &PictureDocument::nodeAboutToBeRemoved, this, edited);
    connect(drawing_, &PictureDocument::edgeAdded, this, edited);
    connect(drawing_, &PictureDocument::edgeAboutToBeRemoved, this, edited);
    // A state's numbers come with its analysis: a fitted view fits them in.
    connect(doc_, &PictureDocument::analysisChanged, this, [this] { fitState(); });
    // A menu's status tip clears the status bar when it goes: the stepper's line comes back.
    connect(window_->statusBar(), &QStatusBar::messageChanged, this, [this](const QString& text) {
        if (text.isEmpty() && active_) showMessage();
    });
    updateControls();
}

CollapseStepper::~CollapseStepper() {
    anim_->stop();
    if (active_ && editScene_) view_->setPictureScene(editScene_.data());
    delete scene_;  // before the document it shows
    scene_ = nullptr;
}

void CollapseStepper::followGarden(GardenView* garden) { garden_ = garden; }

// The panel's words at the application's text size (TextScale), each part at its own emphasis.
void CollapseStepper::applyTextScale() {
    auto scaled = [this](double factor, bool bold = false) {
        QFont f = font();
        f.setPointSizeF(f.pointSizeF() * factor);
        f.setBold(bold);
        return f;
    };
    const int icon = int(std::lround(22 * TextScale::instance()->factor()));
    for (QToolButton* b : buttons_) {
        b->setFont(scaled(1.15));
        b->setIconSize(QSize(icon, icon));
    }
    counter_->setFont(scaled(1.2, true));
    counter_->setMinimumWidth(counter_->fontMetrics().horizontalAdvance(tr("Step 88 of 88")) + 8);
    text_->setFont(scaled(1.3));
    fitSentenceHeight();
}

// Room for the longest sentence of the steps at the label's width (three lines at least), the same
// for every step: the canvas above does not jump from step to step, and no sentence is cut.
void CollapseStepper::fitSentenceHeight() {
    const QFontMetrics metrics = text_->fontMetrics();
    int lines = 3 * metrics.lineSpacing();
    const int width = std::max(text_->width(), 200);
    auto need = [&](const QString& text) {
        return metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text).height();
    };
    if (result_ && result_->refusal.isEmpty())
        for (const CollapseStep& step : result_->steps.steps()) lines = std::max(lines, need(QString::fromStdString(step.sentence)));
    else if (result_)
        lines = std::max(lines, need(result_->refusal));
    if (text_->height() != lines + 4) text_->setFixedHeight(lines + 4);
}

void CollapseStepper::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitSentenceHeight();
}

bool CollapseStepper::computing() const { return computing_.busy(); }
int CollapseStepper::count() const { return result_ && result_->refusal.isEmpty() ? result_->steps.count() : 0; }
bool CollapseStepper::playing() const { return playing_; }

QString CollapseStepper::sentence() const {
    if (!result_) return tr("Working out the steps…");
    if (!result_->refusal.isEmpty()) return result_->refusal;
    // while a step is animated forward, its sentence says what is happening
    const int k = anim_->state() == QAbstractAnimation::Running && animForward_ ? animStep_ : step_;
    return QString::fromStdString(result_->steps.step(k).sentence);
}

QWidget* CollapseStepper::canvasWithPanel() {
    auto* box = new QWidget;
    auto* column = new QVBoxLayout(box);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(view_, 1);
    column->addWidget(this);
    return box;
}

namespace {

// Keeps a tab widget's corner button to its icon while the tabs and the button with its text do
// not fit side by side. The width with the text is measured while the text shows (and again when
// the font changes), so deciding never switches the style back and forth.
class CornerFit : public QObject {
public:
    CornerFit(QTabWidget* tabs, QToolButton* button) : QObject(button), tabs_(tabs), button_(button) {
        tabs->installEventFilter(this);
        button->installEventFilter(this);
    }
    void fit() {
        if (button_->toolButtonStyle() == Qt::ToolButtonTextBesideIcon) withText_ = button_->sizeHint().width();
        const bool room = tabs_->tabBar()->sizeHint().width() + withText_ <= tabs_->width();
        button_->setToolButtonStyle(room ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly);  // no-op if unchanged
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == button_ && event->type() == QEvent::FontChange) {
            button_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);  // to measure it at the new size
            fit();
        } else if (watched == tabs_) {
            switch (event->type()) {
            case QEvent::Resize:
            case QEvent::Show:
            case QEvent::LayoutRequest:  // the tabs' text size changed, say (presentation mode)
                fit();
                break;
            default:
                break;
            }
        }
        return false;
    }

private:
    QTabWidget* tabs_;
    QToolButton* button_;
    int withText_ = 0;
};

}  // namespace

QToolButton* CollapseStepper::makeButton(QTabWidget* tabs) {
    auto* b = new QToolButton;
    b->setDefaultAction(enterAction_);
    b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    b->setAutoRaise(true);
    b->setText(tr("Step by step"));
    auto* fit = new CornerFit(tabs, b);
    connect(enterAction_, &QAction::changed, b, [b, fit] {
        b->setText(tr("Step by step"));
        fit->fit();
    });
    return b;
}

void CollapseStepper::enter() {
    if (active_ || !view_->isVisibleTo(window_) || !enterAction_->isEnabled()) return;  // not on the Welter tab
    editScene_ = qobject_cast<PictureScene*>(view_->scene());
    if (editScene_) scene_->showLabelsAs(*editScene_);
    active_ = true;
    step_ = 0;
    result_.reset();
    const std::shared_ptr<const Picture> revision = drawing_->sharedPicture();  // shared, not copied
    doc_->setPicture(revision);
    wasFitted_ = view_->fitted();
    zoomBefore_ = view_->zoom();
    centreBefore_ = view_->mapToScene(view_->viewport()->rect().center());
    view_->setPictureScene(scene_);
    show();
    view_->fitToContents();  // the whole picture, under the panel too (a fitted view refits as it resizes)
    view_->setFocus();
    const QFont gardenFont = garden_ ? garden_->labelFont() : font();
    computing_.start<std::shared_ptr<Result>>([revision, gardenFont, language = windowLanguage()] {
        const Picture& picture = *revision;
        // the garden laid out as the side view lays it out, to stand up in at the end
        const Garden garden = collapse(picture);
        render::GardenLayout layout = render::layoutGarden(garden, gardenFont);
        PlacedGarden placed = placeLikeSideView(garden, layout, picture);
        auto r = std::make_shared<Result>(Result{CollapseSteps(picture, std::move(placed.placement), language), {}, {},
                                                 std::move(layout), placed.toPicture});
        const long long work = static_cast<long long>(picture.edgeCount() + picture.nodeCount()) * r->steps.count();
        if (work > kMaxWork) {
            r->refusal = tr("This picture has %1 fusions over %2 edges: too many to show one by one. "
                            "The Garden tab shows where they end.")
                             .arg(r->steps.count() - 1)
                             .arg(picture.edgeCount());
            return r;
        }
        r->states.reserve(r->steps.count());
        for (int k = 0; k < r->steps.count(); ++k) r->states.push_back(r->steps.state(k));
        return r;
    }, [this](std::shared_ptr<Result> r) { computed(std::move(r)); });
    updateControls();
    showMessage();
    emit activeChanged(true);
}

void CollapseStepper::computed(std::shared_ptr<Result> r) {
    if (!active_ || !r) return;  // left since
    result_ = std::move(r);
    step_ = 0;
    fitSentenceHeight();
    updateControls();
    showMessage();
    emit stepShown(0);
}

void CollapseStepper::waitForSteps() { computing_.wait(); }

void CollapseStepper::leave() {
    if (!active_) return;
    animGrowing_ = false;
    active_ = false;  // first: the animation's finished() is ignored now
    computing_.cancel();  // and the worker's result dropped
    playing_ = false;
    playTimer_->stop();
    anim_->stop();
    playAction_->setChecked(false);
    if (editScene_) view_->setPictureScene(editScene_.data());
    hide();
    if (wasFitted_) {  // the drawing as it was seen before
        view_->fitToContents();
    } else {
        view_->zoomBy(zoomBefore_ / view_->zoom());
        view_->centerOn(centreBefore_);
    }
    doc_->setPicture(Picture{});
    result_.reset();
    movers_.clear();
    window_->statusBar()->clearMessage();
    updateControls();
    view_->setFocus();
    emit activeChanged(false);
}

void CollapseStepper::next() {
    if (!active_ || count() == 0) return;
    if (anim_->state() == QAbstractAnimation::Running) {
        finishAnimation();  // a second press: jump to the end of this step
        return;
    }
    if (step_ + 1 >= count()) return;
    animate(step_ + 1, true);
}

void CollapseStepper::back() {
    if (!active_ || count() == 0) return;
    if (anim_->state() == QAbstractAnimation::Running) finishAnimation();
    setPlaying(false);
    if (step_ == 0) return;
    animate(step_, false);
}

void CollapseStepper::setPlaying(bool on) {
    if (playAction_->isChecked() != on) {
        playAction_->setChecked(on);  // toggled() comes back here
        return;
    }
    playing_ = on && active_ && count() > 1;
    playTimer_->stop();
    if (playing_) {
        if (step_ + 1 >= count() && anim_->state() != QAbstractAnimation::Running) showState(0);  // again from the start
        if (anim_->state() != QAbstractAnimation::Running) next();
    }
    updateControls();
}

void CollapseStepper::finishAnimation() {
    if (anim_->state() == QAbstractAnimation::Running) anim_->setCurrentTime(anim_->duration());
}

void CollapseStepper::showState(int k) {
    anim_->stop();
    step_ = k;
    doc_->setPicture(result_->states[k].picture);
    updateControls();
    showMessage();
    emit stepShown(k);
}

// Moves every node of state k - 1 from where it stands to where its node is in state k (the fused
// ones to their common point; all of them when the garden is straightened out), or back, going
// backwards: state k - 1 is shown at once with its nodes where state k has them.
void CollapseStepper::animate(int k, bool forward) {
    const CollapseStep& s = result_->steps.step(k);
    animGrowing_ = s.kind == CollapseStep::Kind::StandUp || s.kind == CollapseStep::Kind::Twigs;
    if (animGrowing_) return animateGrowing(k, forward);
    const CollapseState& before = result_->states[k - 1];
    const CollapseState& after = result_->states[k];
    if (!forward) {
        step_ = k - 1;
        doc_->setPicture(before.picture);
        scene_->finishItems();
    }
    std::unordered_map<NodeId, NodeId> becomes;  // node of state k - 1 -> node of state k
    for (std::size_t i = 0; i < before.nodeOf.size(); ++i)
        if (before.nodeOf[i] >= 0 && after.nodeOf[i] >= 0) becomes[before.nodeOf[i]] = after.nodeOf[i];
    movers_.clear();
    for (const Node& n : before.picture.nodes()) {
        const auto it = becomes.find(n.id);
        if (it == becomes.end() || !n.position || !after.picture.node(it->second).position) continue;
        const QPointF from = render::toScene(*n.position), to = render::toScene(*after.picture.node(it->second).position);
        if (from != to) movers_.push_back({n.id, from, to});
    }
    fadingEdges_.assign(s.setAside.begin(), s.setAside.end());
    fadingNodes_.assign(s.setAsideNodes.begin(), s.setAsideNodes.end());
    startAnimation(k, forward);
}

// A step that adds nodes (the feet, the twig tops): state k is shown at once, every node where it
// stood in state k - 1 (a new one on the node it grows out of), and moves to its place; going back,
// the reverse, and state k - 1 at the end.
void CollapseStepper::animateGrowing(int k, bool forward) {
    const CollapseStep& s = result_->steps.step(k);
    const CollapseState& before = result_->states[k - 1];
    const CollapseState& after = result_->states[k];
    if (!forward) step_ = k - 1;
    doc_->setPicture(after.picture);
    scene_->finishItems();
    std::unordered_map<NodeId, NodeId> origin(s.grownFrom.begin(), s.grownFrom.end());
    movers_.clear();
    for (const Node& n : after.picture.nodes()) {
        NodeId was = n.id;
        if (!before.picture.hasNode(was)) {
            const auto it = origin.find(n.id);
            if (it == origin.end()) continue;
            was = it->second;
        }
        const auto& from = before.picture.node(was).position;
        if (!from || !n.position) continue;
        movers_.push_back({n.id, render::toScene(*from), render::toScene(*n.position)});
    }
    fadingEdges_.clear();
    fadingNodes_.clear();
    startAnimation(k, forward);
}

// Runs the movers of step k from its start to its end (or back).
void CollapseStepper::startAnimation(int k, bool forward) {
    animStep_ = k;
    animForward_ = forward;
    anim_->setStartValue(forward ? 0.0 : 1.0);
    anim_->setEndValue(forward ? 1.0 : 0.0);
    applyFrame(forward ? 0.0 : 1.0);
    anim_->start();
    updateControls();
    showMessage();
}

void CollapseStepper::applyFrame(double t) {
    for (const Mover& m : movers_)
        if (NodeItem* n = scene_->nodeItem(m.id)) n->setPos(m.from + (m.to - m.from) * t);
    for (qint64 id : fadingEdges_)
        if (EdgeItem* e = scene_->edgeItem(id)) e->setOpacity(1 - t);
    for (qint64 id : fadingNodes_)
        if (NodeItem* n = scene_->nodeItem(id)) n->setOpacity(1 - t);
}

void CollapseStepper::settled() {
    if (!active_ || !result_) return;
    movers_.clear();
    fadingEdges_.clear();
    fadingNodes_.clear();
    if (animForward_) {
        step_ = animStep_;
        doc_->setPicture(result_->states[step_].picture);
    } else if (animGrowing_) {  // state k was shown while its nodes went back: now state k - 1
        doc_->setPicture(result_->states[step_].picture);
    }
    fitState();
    updateControls();
    showMessage();
    emit stepShown(step_);
    if (playing_) {
        if (step_ + 1 < count()) playTimer_->start(kPauseMs);
        else setPlaying(false);
    }
}

// A fitted view keeps the state shown whole: the garden standing up (and its twigs) has a shape of
// its own and is fitted afresh, so its numbers have the whole canvas (presentation mode's large ones
// above all) instead of the picture's scale; a fusion keeps the area fitted, grown by whatever its
// state needs (its numbers come with its analysis, after the animation).
void CollapseStepper::fitState() {
    if (!active_ || !result_ || !view_->fitted() || anim_->state() == QAbstractAnimation::Running) return;
    scene_->finishItems();
    const CollapseStep::Kind kind = result_->steps.step(step_).kind;
    if (kind == CollapseStep::Kind::StandUp || kind == CollapseStep::Kind::Twigs) view_->fitToContents();
    else view_->refitIfFitted();
}

void CollapseStepper::updateControls() {
    const bool ready = active_ && count() > 0;
    backAction_->setEnabled(ready && (step_ > 0 || anim_->state() == QAbstractAnimation::Running));
    nextAction_->setEnabled(ready && step_ + 1 < count());
    playAction_->setEnabled(ready && count() > 1);
    leaveAction_->setEnabled(active_);
    playAction_->setIcon(style()->standardIcon(playing_ ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    playAction_->setText(playing_ ? tr("Pause") : tr("Play"));
    if (!active_) {
        counter_->clear();
    } else if (!ready) {
        counter_->setText(result_ ? QString() : tr("…"));
    } else {
        const bool moving = anim_->state() == QAbstractAnimation::Running && animForward_;
        const int k = moving ? animStep_ : step_;
        counter_->setText(k == 0 ? tr("The picture") : tr("Step %1 of %2").arg(k).arg(count() - 1));
    }
    text_->setText(active_ ? sentence() : QString());
}

QString CollapseStepper::statusLine() { return tr("Step by step: ← and → step, Esc leaves"); }

void CollapseStepper::showMessage() {
    text_->setText(sentence());
    window_->statusBar()->showMessage(statusLine());
}

}  // namespace homestead::gui
