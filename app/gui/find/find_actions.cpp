// Edit → Find…, Find Next / Previous Winning Move: the actions, the bar under the canvas, the status
// line (see find_actions.h).
#include "find_actions.h"

#include "find_bar.h"
#include "picture_view.h"
#include "winning_move_stepper.h"

#include <QAction>
#include <QBoxLayout>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

namespace homestead::gui {

FindActions::FindActions(QMainWindow* window, PictureView* view, PlayController* play) : QObject(window) {
    bar_ = new FindBar(view);
    // under the canvas, above whatever panel shares its column (the collapse stepper's)
    if (auto* column = view->parentWidget() ? qobject_cast<QBoxLayout*>(view->parentWidget()->layout()) : nullptr)
        column->insertWidget(column->indexOf(view) + 1, bar_);
    stepper_ = new WinningMoveStepper(view, play, this);
    connect(stepper_, &WinningMoveStepper::messageChanged, window, [window](const QString& text) {
        window->statusBar()->showMessage(text);
    });
    // The find bar shows another item, and says which in its own line: F3's sentence about the
    // winning move it selected before goes (it stayed, naming an edge no longer selected).
    connect(bar_, &FindBar::itemShown, window, [this, window] {
        if (window->statusBar()->currentMessage() == stepper_->message()) window->statusBar()->clearMessage();
    });

    auto make = [window](const char* name, const QString& text, const QKeySequence& key, const QString& tip) {
        auto* a = new QAction(text, window);
        a->setObjectName(QString::fromLatin1(name));
        a->setShortcut(key);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        a->setStatusTip(tip);
        window->addAction(a);
        return a;
    };
    find_ = make("find", tr("&Find…"), QKeySequence::Find,
                 tr("Find an edge or node by id (e12, n3) or by name, and centre the canvas on it"));
    next_ = make("nextWinning", tr("Find &Next Winning Move"), QKeySequence(Qt::Key_F3),
                 tr("Select the next winning move and centre the canvas on it"));
    previous_ = make("previousWinning", tr("Find Pre&vious Winning Move"), QKeySequence(Qt::SHIFT | Qt::Key_F3),
                     tr("Select the previous winning move and centre the canvas on it"));
    connect(find_, &QAction::triggered, bar_, &FindBar::open);
    connect(next_, &QAction::triggered, stepper_, &WinningMoveStepper::next);
    connect(previous_, &QAction::triggered, stepper_, &WinningMoveStepper::previous);
}

void FindActions::addTo(QMenu* menu) const {
    menu->addAction(find_);
    menu->addAction(next_);
    menu->addAction(previous_);
}

}  // namespace homestead::gui
