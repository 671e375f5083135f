// Presentation mode (F5; Esc or F5 leaves; View → Presentation Mode): the window as a teacher shows
// it on a projector. Full screen, never wider than the screen; every number larger (TextScale's
// presentation boost on top of the user's text size); the menu bar and every toolbar put away, and
// one row of large buttons, the presentation bar: what the page in view offers for a demonstration
// (GamePage::presentationActions), then the window's Examples menu and Open (so a teacher can change
// pictures without leaving) and, always at its end, Leave. The page tabs stay in view. The bar follows the pages as the
// tabs switch, whichever page presentation began on; each page does its own part (the Hackenbush
// page's high contrast and fit: GamePage::setPresenting). The status line's value in large type.
// Leaving restores exactly what was there: the window state, each toolbar's and the menu bar's
// visibility, the fonts.
//
// Esc does the innermost thing: an action that Esc ends inside the window (the collapse stepper's
// Done) is given the key while it is enabled, and only the next Esc leaves presentation mode.
//
//   auto* presentation = new PresentationMode({window, &pageTabs, {valueLabel, partsLabel}, open, examplesMenu});
//   viewMenu->addAction(presentation->toggleAction());
//   presentation->yieldEscapeTo(stepper->leaveAction());
#pragma once

#include <QFont>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QRect>
#include <QSize>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class QToolBar;
class QWidgetAction;

namespace homestead::gui {

class GamePage;
class PageTabs;

class PresentationMode : public QObject {
    Q_OBJECT
public:
    // Pixel size of the status line's value while presenting (times the user's text size).
    static constexpr double kValuePixels = 26;
    static constexpr int kIconPixels = 40;
    static constexpr int kWordsPixels = 18;  // a button of the bar that says what it does in words
    // How far the canvas keeps numbers and strokes from shrinking when a picture is fitted (see
    // PictureView::setReadableLimit): a 40-unit-wide picture on a 1280-pixel screen.
    static constexpr double kReadableLimit = 4.0;
    // The most of the screen's width a page's side panel takes while presenting (Play's: what a
    // game needs then fits in 384 pixels of 1280), unless its controls need more.
    static constexpr int kSidePanelPercent = 30;
    // The narrowest screen on which a page's side panel stays beside the picture while presenting.
    // At 1280×720 the Homestead's 82 numbers have 990 pixels beside Play's 288-pixel panel and
    // settle clear of each other; at 1024×768 they would have 730 and tangle their leaders across
    // the picture, so there the panel starts folded away (its toggle brings it back).
    static constexpr int kSidePanelFromWidth = 1200;

    // What presentation mode works on: the window (its state, menu bar and toolbars), the pages,
    // and the labels shown in large type.
    struct Handles {
        QMainWindow* window;
        PageTabs* pages;
        QList<QLabel*> largeLabels;
        QAction* open = nullptr;     // the window's Open…, in the bar while presenting
        QMenu* examples = nullptr;   // the window's Examples menu, a button of the bar while presenting
    };
    explicit PresentationMode(Handles handles);
    bool active() const { return active_; }
    void setActive(bool on);
    QAction* toggleAction() const { return toggle_; }  // F5, checkable
    QAction* leaveAction() const { return leave_; }    // Esc, enabled while presenting
    QToolBar* toolBar() const { return bar_; }         // the presentation bar
    QAction* examplesAction() const { return examples_; }  // the bar's Examples button (its menu: Handles::examples)
    // While `inner` is enabled, Esc is its key and not the way out of presentation mode.
    void yieldEscapeTo(QAction* inner);

signals:
    void activeChanged(bool on);

private:
    void enter();
    void exit();
    void fillBar(GamePage* page);  // the page's actions, then Leave
    void sayInWords(QAction* action);
    void styleLabels();
    void updateEscape();
    void fitScreen();

    Handles h_;
    QList<QPointer<QAction>> inner_;  // actions on Esc that come first (yieldEscapeTo)
    QAction* toggle_ = nullptr;
    QAction* leave_ = nullptr;
    QToolBar* bar_ = nullptr;
    QWidgetAction* spacer_ = nullptr;
    QAction* examples_ = nullptr;  // opens Handles::examples
    bool active_ = false;
    // what entering changed, restored on leaving
    Qt::WindowStates state_;
    QRect geometry_;
    QSize maximumSize_;
    QHash<QToolBar*, bool> toolbars_;  // the other toolbars' own visibility (the page's toolbars: PageTabs')
    bool menuBar_ = true;
    QHash<QLabel*, QFont> fonts_;
};

}  // namespace homestead::gui
