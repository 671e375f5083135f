// Presentation mode (F5; Esc or F5 leaves; View → Presentation Mode): the window as a teacher shows
// it on a projector. Full screen; every number larger (TextScale's presentation boost on top of the
// user's text size); high contrast (thicker strokes, opaque rimmed label plates, darker text); the
// menu bar, the toolbar and the garden panel put away, and one row of large buttons with only what
// a demonstration needs: Draw / Select, Play, undo and redo (of the drawing or of the moves), Fit,
// Show Winning Moves and the way out; the status bar's value in large type. The picture is fitted
// to the screen. Leaving restores exactly what was there: the window state, each toolbar's and the
// menu bar's visibility, the garden panel, the fonts, and the fit.
//
// Esc does the innermost thing: an action that Esc ends inside the window (the collapse stepper's
// Done) is given the key while it is enabled, and only the next Esc leaves presentation mode.
//
//   auto* presentation = new PresentationMode(window);   // adds F5 and Esc to the window
//   viewMenu->addAction(presentation->toggleAction());
//   presentation->yieldEscapeTo(stepper->leaveAction());
#pragma once

#include <QFont>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QRect>

#include <utility>

class QAction;
class QLabel;
class QToolBar;

namespace homestead::gui {

class MainWindow;

class PresentationMode : public QObject {
    Q_OBJECT
public:
    // Pixel size of the status bar's value while presenting (times the user's text size).
    static constexpr double kValuePixels = 26;
    static constexpr int kIconPixels = 40;
    // How far the canvas keeps numbers and strokes from shrinking when a picture is fitted (see
    // PictureView::setReadableLimit): a 40-unit-wide picture on a 1280-pixel screen.
    static constexpr double kReadableLimit = 4.0;

    explicit PresentationMode(MainWindow* window);
    bool active() const { return active_; }
    void setActive(bool on);
    QAction* toggleAction() const { return toggle_; }  // F5, checkable
    QAction* leaveAction() const { return leave_; }    // Esc, enabled while presenting
    QToolBar* toolBar() const { return bar_; }         // the presentation's row of buttons
    // While `inner` is enabled, Esc is its key and not the way out of presentation mode.
    void yieldEscapeTo(QAction* inner);

signals:
    void activeChanged(bool on);

private:
    void enter();
    void exit();
    void keepToolbarsAway();
    void styleValue();
    void updateEscape();
    MainWindow* window_;
    QList<QPointer<QAction>> inner_;  // actions on Esc that come first (yieldEscapeTo)
    QAction* toggle_ = nullptr;
    QAction* leave_ = nullptr;
    QToolBar* bar_ = nullptr;
    bool active_ = false;
    // what entering changed, restored on leaving
    Qt::WindowStates state_;
    QRect geometry_;
    std::pair<Qt::ScrollBarPolicy, Qt::ScrollBarPolicy> scrollBars_{Qt::ScrollBarAsNeeded, Qt::ScrollBarAsNeeded};
    QHash<QToolBar*, bool> toolbars_;  // shown on the Hackenbush page when presenting began
    bool menuBar_ = true;
    bool garden_ = true;
    bool fitted_ = false;
    QHash<QLabel*, QFont> fonts_;
};

}  // namespace homestead::gui
