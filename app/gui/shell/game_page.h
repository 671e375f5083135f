// What the window asks of each page of its tabs (Hackenbush, Welter's game, Nim, Puzzles): the widget
// it shows, the page's message for the window's status line, the actions the presentation bar offers
// on it, and what it does when it comes into view or goes, and when presentation begins or ends. The
// window and presentation mode talk to the pages only through this, never to a page's own class.
//
//   class NimPage : public QWidget, public GamePage { ... QWidget* widget() override { return this; } };
//   tabs.addPage(nimPage);
#pragma once

#include <QList>
#include <QString>

#include <functional>

class QAction;
class QObject;
class QToolBar;
class QWidget;

namespace homestead::gui {

class GamePage {
public:
    virtual ~GamePage() = default;

    virtual QWidget* widget() = 0;
    virtual QString pageTitle() const = 0;  // the tab's text
    // The tab's text while presenting, when the type is large and the tabs share the width with
    // the side panels: one word ("Welter", "Animating").
    virtual QString shortTitle() const { return pageTitle(); }
    // The page's messages go to the host's status line (`show`, alive while `context` is) and no
    // longer to a line of the page's own. statusText(): the message of the moment, empty for none.
    virtual void routeStatus(QObject* context, std::function<void(const QString&)> show) = 0;
    virtual QString statusText() const = 0;
    // The few actions the presentation bar shows while this page is in view (the way out is added
    // by the bar itself).
    virtual QList<QAction*> presentationActions() const = 0;
    // The page's toolbar, at its top under the tabs (hidden while presenting), if it has one.
    virtual QToolBar* pageToolBar() const { return nullptr; }
    // The page comes into view (true) or goes (false).
    virtual void setCurrent(bool current) { (void)current; }
    // Presentation begins (true) or ends (false), whichever page is in view.
    virtual void setPresenting(bool presenting) { (void)presenting; }
};

}  // namespace homestead::gui
