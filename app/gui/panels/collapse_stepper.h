// Cycle collapsing, step by step, on the canvas (THEORY.md §6): View → Collapse Step by
// Step… (F6), or the button beside the Garden tab, turns the drawing into its garden one animated
// step at a time — the base nodes slide together into one ground, then each cycle, largest first,
// fuses its nodes and its edges become petals; then the garden stands up exactly where the Garden
// side view draws it (garden_placement.h: its layout, its label font) and the petals become twigs
// (Gardner's flower-girl becoming a tree) — with the stresses shown at every step and the step's
// sentence (core: collapse_steps.h) in a panel under the canvas (at the text size, TextScale, and
// wrapped: the status bar, beside the value, would cut it off at 1280 px; it shows the keys instead).
// Back / Next / Play and the keys ← → step; Esc or Done leaves (Space stays the canvas's hold-to-pan).
// It stands the garden up exactly as the side view shows it, then turns its loops into twigs.
//
// The drawing is never touched: like Play, the stepper shows its own document (one state of the
// collapse at a time) in its own scene on the window's canvas, and puts the drawing's scene back on
// leaving; no undo entry, no `*`. An edit to the drawing meanwhile (an undo from the menu) leaves the
// stepper, so the canvas always shows the drawing as it is. The steps and their states are computed
// by the core on a worker thread (a LatestJob: entering again drops an older result); the window only moves node items during the animation
// (a QVariantAnimation over the fused nodes, from where they stand to the common point) and then
// shows the next state. The two last steps add nodes (feet, twig tops): they show the new state at
// once with every node where it stood before (a new one on the node it grows out of) and move them.
//
//   CollapseStepper stepper(&doc, &view, &window);
//   stepper.enter(); stepper.next(); stepper.finishAnimation();   // the base nodes are one ground
#pragma once

#include "garden_layout.h"
#include "latest_job.h"

#include "homestead/collapse_steps.h"

#include <QPointF>
#include <QPointer>
#include <QTransform>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QLabel;
class QTabWidget;
class QToolButton;
class QMainWindow;
class QPushButton;
class QTimer;
class QToolButton;
class QVariantAnimation;

namespace homestead::gui {

class GardenView;
class PictureDocument;
class PictureScene;
class PictureView;

class CollapseStepper : public QWidget {
    Q_OBJECT
public:
    // The panel of controls and the step's sentence; hidden until entered. Put it under the canvas
    // with canvasWithPanel().
    CollapseStepper(PictureDocument* drawing, PictureView* view, QMainWindow* window);
    ~CollapseStepper() override;
    // The side view whose layout (and label font) the garden stands up in.
    void followGarden(GardenView* garden);

    QAction* action() const { return enterAction_; }  // View → Collapse Step by Step… (F6)
    QAction* nextAction() const { return nextAction_; }  // → ; backAction(): ←
    QAction* backAction() const { return backAction_; }
    QAction* leaveAction() const { return leaveAction_; }  // Done, Esc: enabled while stepping
    // The action as a button for the corner of `tabs` (beside the Garden tab): "Step by step" with
    // its icon, or the icon alone when the tabs need the room (a narrow side panel, as beside
    // Explain), so no tab is cut off behind scroll arrows. The tooltip names it either way.
    QToolButton* makeButton(QTabWidget* tabs);
    QWidget* canvasWithPanel();  // the canvas with this panel under it, for the window's splitter
    bool active() const { return active_; }
    bool computing() const;                          // the steps are being worked out
    int step() const { return step_; }               // the state shown (0: the picture)
    int count() const;                               // states in all (0 until computed)
    QString sentence() const;                        // of the step shown
    QLabel* sentenceLabel() const { return text_; }  // the panel's line for it
    static QString statusLine();                     // the status bar's line while stepping: the keys
    const CollapseSteps* steps() const { return result_ ? &result_->steps : nullptr; }
    PictureDocument* stateDocument() const { return doc_; }  // the state shown
    // The side view's layout the garden stands up in, and how it was carried onto the picture.
    const render::GardenLayout* gardenLayout() const { return result_ ? &result_->layout : nullptr; }
    QTransform gardenToPicture() const { return result_ ? result_->toPicture : QTransform(); }
    PictureScene* scene() const { return scene_; }
    QVariantAnimation* animation() const { return anim_; }
    bool playing() const;

    // From this many edge-states on (edges × steps) the stepper declines and says why.
    static constexpr long long kMaxWork = 4'000'000;
    static constexpr int kStepMs = 900;    // one animated step
    static constexpr int kPauseMs = 1600;  // Play: the pause between steps, to read the sentence

public slots:
    void enter();
    void leave();
    void next();
    void back();
    void setPlaying(bool on);
    void finishAnimation();  // jumps to the end of a running step (tests; a key pressed twice)
    void waitForSteps();     // blocks until the worker is done (tests)

signals:
    void activeChanged(bool active);
    void stepShown(int step);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Result {
        CollapseSteps steps;
        std::vector<CollapseState> states;
        QString refusal;  // non-empty: too big to step through
        render::GardenLayout layout;  // the side view's, which the garden stands up in
        QTransform toPicture;
    };
    void computed(std::shared_ptr<Result> r);
    void showState(int k);
    void animate(int k, bool forward);
    void animateGrowing(int k, bool forward);
    void startAnimation(int k, bool forward);
    void applyTextScale();
    void applyFrame(double t);
    void settled();
    void fitState();
    void fitSentenceHeight();
    void updateControls();
    void showMessage();

    PictureDocument* drawing_;
    PictureView* view_;
    QPointer<GardenView> garden_;
    QMainWindow* window_;
    PictureDocument* doc_ = nullptr;
    PictureScene* scene_ = nullptr;
    QPointer<PictureScene> editScene_;
    LatestJob computing_;  // the steps of the last enter()
    std::shared_ptr<Result> result_;
    QVariantAnimation* anim_ = nullptr;
    QTimer* playTimer_ = nullptr;
    bool active_ = false;
    bool wasFitted_ = false;  // how the drawing was seen before: given back on leaving
    double zoomBefore_ = 1;
    QPointF centreBefore_;
    bool playing_ = false;
    int step_ = 0;
    // the step being animated: which nodes move where, which edges fade
    struct Mover {
        qint64 id;
        QPointF from, to;
    };
    int animStep_ = 0;
    bool animForward_ = true;
    bool animGrowing_ = false;  // the step's state is shown while it animates (animateGrowing)
    std::vector<Mover> movers_;
    std::vector<qint64> fadingEdges_, fadingNodes_;

    QAction* enterAction_ = nullptr;
    QAction* nextAction_ = nullptr;
    QAction* backAction_ = nullptr;
    QAction* playAction_ = nullptr;
    QAction* leaveAction_ = nullptr;
    QLabel* counter_ = nullptr;
    QLabel* text_ = nullptr;
    QPushButton* backButton_ = nullptr;
    QPushButton* nextButton_ = nullptr;
    QPushButton* playButton_ = nullptr;
    std::vector<QToolButton*> buttons_;  // Back, Next, Play, Done
};

}  // namespace homestead::gui
