// The "Animating functions" page (ONAG ch. 13, first section; THEORY.md §4). Two functions f and g
// are built from steps (typed as the CLI takes them, or with the +a, −a and ⊕a buttons); the graph
// shows both on a window of integers with their poles; beside it, for each, the canonical form
// x ⊕ (x|p1) ⊕ … ⊕ N in large type, why each pole is one (which step rang the carry bell, with what
// value), how the Nim is found, and the Welt when the Nim is 0, with a button that opens Welter's
// strip with coins on the poles. Below: whether f = g (Conway's worked example is one click, in
// Examples), and f∘g with the Nims nim-adding (Compose puts f∘g in f).
// The page computes nothing on the window's thread: parsing and the reports (animating_text.h) run
// in a LatestJob, and every sentence shown is the core's.
//
//   auto* page = new AnimatingPage;  tabs->addPage(page);
//   connect(page, &AnimatingPage::welterRequested, window, &MainWindow::openWelterWithCoins);
#pragma once

#include "game_page.h"
#include "latest_job.h"

#include "homestead/animating_text.h"

#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QLabel;
class QPushButton;

namespace homestead::gui {

class AnimatingGraphView;
class FunctionEditor;

class AnimatingPage : public QWidget, public GamePage {
    Q_OBJECT
public:
    explicit AnimatingPage(QWidget* parent = nullptr);
    ~AnimatingPage() override;

    FunctionEditor* fEditor() const { return f_; }
    FunctionEditor* gEditor() const { return g_; }
    AnimatingGraphView* graph() const { return graph_; }
    LatestJob* job() const { return job_; }
    // What the page shows now (plain text), for tests and the status line.
    QString canonicalText(int which) const;   // 0: f, 1: g
    QString detailsText(int which) const;     // the poles' sentences, the Nim's, the Welt's
    QString comparisonText() const;
    QString compositionText() const;
    QPushButton* welterButton(int which) const { return which == 0 ? fWelter_ : gWelter_; }
    QAction* composeAction() const { return compose_; }
    QAction* exampleAction() const { return example_; }

    QWidget* widget() override { return this; }
    QString pageTitle() const override;
    QString shortTitle() const override { return tr("Animating"); }
    void routeStatus(QObject* context, std::function<void(const QString&)> show) override;
    QString statusText() const override { return status_; }
    QList<QAction*> presentationActions() const override;

signals:
    // Open Welter's strip with coins on these squares (the poles of a function of Nim 0).
    void welterRequested(const std::vector<int>& coins);

private:
    struct Shown {  // what one computation gave, for the reports' window
        std::optional<animating::AnimatingReport> f, g;
        QString fProblem, gProblem, comparison, composition;
    };
    void recompute();
    void display(const Shown& shown);
    void compose();
    void applyTextScale();
    void say(const QString& text);

    FunctionEditor* f_ = nullptr;
    FunctionEditor* g_ = nullptr;
    AnimatingGraphView* graph_ = nullptr;
    QLabel* canonical_[2] = {};
    QLabel* details_[2] = {};
    QPushButton* fWelter_ = nullptr;
    QPushButton* gWelter_ = nullptr;
    QLabel* comparison_ = nullptr;
    QLabel* composition_ = nullptr;
    QAction* compose_ = nullptr;
    QAction* example_ = nullptr;
    QAction* zoomIn_ = nullptr;
    QAction* zoomOut_ = nullptr;
    LatestJob* job_ = nullptr;
    Shown shown_;
    QString status_;
    std::function<void(const QString&)> showStatus_;
};

}  // namespace homestead::gui
