// The Explain panel, "every number explains itself": for the edge under the mouse, or the
// one selected, its stress as 1 + (a ⊕ b ⊕ …) with each supported edge highlighted on the canvas in
// the colour of its term, the nim-sum in large binary columns with the cancelled pairs struck out,
// its weight and load in words, the value chopping it leaves, and why: for a winning bridge Conway's
// climb from the ground, step by step (Back / Next) with the edge of each step marked on the canvas
// (the terms and the climb are marked in the garden side view too, showTermsInGarden);
// for an edge on a cycle its class, the (x|y) values, the mating and the spinster. With no edge: the
// picture's value as the ⊕ of the stresses at the ground, in the same columns, and who wins.
//
// Its text follows the application's text size (TextScale). It lays out what the core says
// (explanation.h; the sentences of explanation_text.h) and computes nothing itself: the explanation
// of an edge is asked of the core on a worker thread (a LatestJob; an edge on a cycle needs an
// analysis of the chopped picture), one at a time, the newest request winning; a result for an edge
// or revision no longer shown is dropped. It follows one scene at a time (the
// drawing's, or Play's) and the artifact of that scene's document.
//
//   ExplainPanel panel;  panel.setScene(scene);   // then hover or select an edge
#pragma once

#include "latest_job.h"

#include "homestead/explanation.h"
#include "homestead/picture_analysis.h"

#include <QColor>
#include <QMap>
#include <QMetaObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QAction;
class QLabel;
class QMainWindow;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace homestead::gui {

class PictureScene;
class ExplainHighlight;
class GardenView;

class ExplainPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExplainPanel(QWidget* parent = nullptr);
    ~ExplainPanel() override;

    // Follows this scene: its hovered edge, else the edge last hovered (so the mouse can go on to the
    // panel's buttons), else its one selected edge, else the whole picture. A change of selection
    // forgets the edge last hovered; so does showWholePicture(), which also clears the selection.
    void setScene(PictureScene* scene);
    PictureScene* scene() const { return scene_; }
    // The picture whose names the sentences give the edges (a game's start named by the canvas's
    // tags, holding every edge of its positions); null: the names of the picture explained.
    void setNamingPicture(std::shared_ptr<const Picture> naming);
    void showWholePicture();

    // What is shown: the edge (nullopt: the whole picture), and the core's explanation of it.
    std::optional<EdgeId> shownEdge() const { return shown_.edge; }
    const EdgeExplanation* explanation() const { return edgeResult_ ? &*edgeResult_ : nullptr; }
    const PictureExplanation* pictureExplanation() const { return pictureResult_ ? &*pictureResult_ : nullptr; }
    // A worker is explaining something; waitForExplanation() waits and shows the newest (tests).
    bool computing() const { return explaining_.busy(); }
    void waitForExplanation();
    // Tests: called on the worker just before it explains (what it throws is shown as the panel's
    // problem, in the window's language). Empty: none.
    static void setExplainHook(std::function<void()> hook);
    int droppedResults() const { return dropped_; }

    // The canvas highlights: each term's edge in its term's colour (strong), the edges it stands for
    // (its load) washed in the same colour, and the climb's edges up to the current step.
    QMap<EdgeId, QColor> termHighlights() const { return strong_; }
    QMap<EdgeId, QColor> loadHighlights() const { return wash_; }
    // For an edge on a cycle: its class's mating pairs, each pair in a colour of its own (the first
    // kDistinctTermColors pairs), and the spinster in gold.
    QMap<EdgeId, QColor> classHighlights() const { return class_; }
    // What the garden side view marks (GardenView::setMarks), in this order: each term's edge in its
    // term's colour, the explained edge in a dark grey, the climb's edges up to the step in gold.
    std::vector<std::pair<EdgeId, QColor>> gardenMarks() const;
    static constexpr QRgb kExplainedEdge = 0x212529;
    // The climb, step by step: the step shown (0-based; -1 without a climb) and how many there are.
    int climbStep() const { return step_; }
    int climbSteps() const;
    void nextStep();
    void previousStep();

    // The pieces, for tests and for the screenshot: the stress line, the columns, the sentences, the
    // climb's heading ("step 2 of 4") and the label of climb step i (nullptr when not shown: a long
    // climb shows kClimbStepsShown steps around the current one). Back and Next scroll the panel
    // so that the current step's label is in view.
    QLabel* stressLabel() const { return stress_; }
    QLabel* columnsLabel() const { return columns_; }
    QLabel* detailsLabel() const { return details_; }
    QLabel* climbLabel() const { return climb_; }
    QLabel* climbStepLabel(int i) const;
    QScrollArea* scrollArea() const { return scroll_; }
    QPushButton* backButton() const { return back_; }
    QPushButton* nextButton() const { return next_; }
    static constexpr int kClimbStepsShown = 40;

    // A term's colour: the i-th term of any explanation (the first kDistinctTermColors are a
    // hand-picked palette, the rest spread hues).
    static QColor termColor(int index);
    // The same term's colour as ink for its numbers and words: darkened only as far as WCAG AA
    // (4.5:1) asks on the panel and on its highlighted rows (readable_ink.h).
    static QColor termInk(int index);
    static constexpr std::size_t kDistinctTermColors = 8;
    // Rows of columns shown at most (a ground with thousands of loops says so instead).
    static constexpr int kMaxColumnRows = 40;

signals:
    void highlightsChanged();  // the canvas's highlights changed: gardenMarks() too

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    struct Request {
        std::shared_ptr<const PictureAnalysis> artifact;
        std::optional<EdgeId> edge;
        bool operator==(const Request& o) const { return artifact == o.artifact && edge == o.edge; }
    };
    struct Result {
        Request request;
        std::optional<EdgeExplanation> edge;
        std::optional<PictureExplanation> picture;
        QString error;
    };
    Request wanted() const;
    void refresh();
    void start(const Request& request);
    void finished(Result result);
    void show(Result result);
    void showEdge(const Picture& picture, const EdgeExplanation& x);
    void showPicture(const PictureExplanation& x);
    void showClimbStep();
    void enableStepButtons(bool back, bool next);  // keeping the keyboard focus in the panel
    void bringStepIntoView();
    void setHighlights();
    void clearHighlights();
    void applyTextScale();
    void setColumns(const NimColumns& columns, std::vector<QColor> rowColors);  // the binary columns, kept to set again
    ExplainHighlight* highlight();

    QPointer<PictureScene> scene_;
    std::optional<EdgeId> lastHovered_;
    QMetaObject::Connection sceneConnections_[5];
    LatestJob explaining_;  // one explanation at a time; its end asks for what is wanted then
    Request shown_;
    std::shared_ptr<const Picture> naming_;
    const Picture& namesOf() const;  // naming_, else the picture explained
    std::optional<EdgeExplanation> edgeResult_;
    std::optional<PictureExplanation> pictureResult_;
    int dropped_ = 0;
    int step_ = -1;
    QMap<EdgeId, QColor> strong_, wash_, class_;
    std::vector<std::pair<EdgeId, QColor>> marked_;  // gardenMarks()
    ExplainHighlight* highlight_ = nullptr;  // in the scene; deleted here on a new picture

    QLabel* title_;
    QPushButton* whole_;
    QLabel* stress_;
    QLabel* columns_;
    QLabel* details_;
    QWidget* climbBox_;
    QLabel* climb_;
    QVBoxLayout* stepsLayout_ = nullptr;
    std::vector<QLabel*> stepLabels_;  // one per step shown, from firstStepShown_
    int firstStepShown_ = 0;
    QScrollArea* scroll_ = nullptr;
    QPushButton* back_;
    QPushButton* next_;
    std::vector<std::pair<QLabel*, double>> scaled_;
    NimColumns columnsShown_;
    std::vector<QColor> columnColors_;  // a label and its size relative to the panel's
};

// Puts the panel in a dock on the window's right (hidden at first) and returns the action that shows
// and hides it: View → Explain, key E (the window decides where the key applies).
QAction* addExplainDock(QMainWindow* window, ExplainPanel* panel);

// The garden side view marks what the panel highlights on the canvas, in the same colours.
void showTermsInGarden(ExplainPanel* panel, GardenView* garden);

}  // namespace homestead::gui
