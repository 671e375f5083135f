// Presentation mode: full screen, large type, high contrast, few controls (see presentation_mode.h).
#include "presentation_mode.h"

#include "main_window.h"
#include "picture_scene.h"
#include "picture_view.h"
#include "play_controller.h"
#include "text_scale.h"

#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>

namespace homestead::gui {

PresentationMode::PresentationMode(MainWindow* window) : QObject(window), window_(window) {
    toggle_ = new QAction(tr("&Presentation Mode"), window);
    toggle_->setObjectName(QStringLiteral("presentation"));
    toggle_->setCheckable(true);
    toggle_->setShortcut(QKeySequence(Qt::Key_F5));
    toggle_->setIcon(QIcon(QStringLiteral(":/icons/homestead.svg")));
    toggle_->setStatusTip(tr("Full screen, large type and high contrast for a projector; Esc leaves"));
    toggle_->setToolTip(tr("Presentation mode: full screen, large type, high contrast (F5; Esc leaves)"));
    connect(toggle_, &QAction::toggled, this, &PresentationMode::setActive);
    window->addAction(toggle_);

    leave_ = new QAction(tr("Leave Presentation (Esc)"), window);
    leave_->setObjectName(QStringLiteral("leavePresentation"));
    leave_->setShortcut(QKeySequence(Qt::Key_Escape));
    leave_->setToolTip(tr("Leave presentation mode (Esc)"));
    leave_->setEnabled(false);
    connect(leave_, &QAction::triggered, this, [this] { setActive(false); });
    window->addAction(leave_);

    // Switching to the Welter tab and back shows the window's toolbar again: keep it away.
    connect(window->tabs(), &QTabWidget::currentChanged, this, [this] {
        if (active_) keepToolbarsAway();
    });
    // A change of text size while presenting: the value follows.
    connect(TextScale::instance(), &TextScale::changed, this, [this] {
        if (active_) styleValue();
    });
}

void PresentationMode::yieldEscapeTo(QAction* inner) {
    inner_.append(inner);
    connect(inner, &QAction::changed, this, &PresentationMode::updateEscape);
    updateEscape();
}

// One action per key press: two enabled actions on Esc would be ambiguous and Qt would run neither.
void PresentationMode::updateEscape() {
    const bool taken = std::any_of(inner_.cbegin(), inner_.cend(), [](const QPointer<QAction>& a) { return a && a->isEnabled(); });
    const QKeySequence key = taken ? QKeySequence() : QKeySequence(Qt::Key_Escape);
    if (leave_->shortcut() != key) leave_->setShortcut(key);
}

void PresentationMode::setActive(bool on) {
    if (on == active_) return;
    on ? enter() : exit();
    toggle_->setChecked(on);  // (a no-op when it was the toggle)
    emit activeChanged(on);
}

void PresentationMode::enter() {
    active_ = true;
    state_ = window_->windowState();
    geometry_ = window_->normalGeometry();
    toolbars_.clear();
    // As the Hackenbush page has them (another page hides them all while it shows)
    const bool onHackenbush = window_->tabs()->currentIndex() == 0;
    for (QToolBar* t : window_->findChildren<QToolBar*>())
        if (t != bar_) toolbars_.insert(t, !onHackenbush || t->isVisible());
    menuBar_ = window_->menuBar()->isVisible();
    QAction* garden = window_->action(QStringLiteral("garden"));
    garden_ = garden && garden->isChecked();
    fitted_ = window_->view()->fitted();
    fonts_.clear();

    if (!bar_) {
        bar_ = new QToolBar(tr("Presentation"), window_);
        bar_->setObjectName(QStringLiteral("presentationToolBar"));
        bar_->setMovable(false);
        bar_->setFloatable(false);
        bar_->setIconSize(QSize(kIconPixels, kIconPixels));
        bar_->setToolButtonStyle(Qt::ToolButtonIconOnly);
        auto add = [this](const char* name) {
            if (QAction* a = window_->action(QString::fromLatin1(name))) bar_->addAction(a);
        };
        for (const char* n : {"drawMode", "selectMode", "playMode"}) add(n);
        bar_->addSeparator();
        for (const char* n : {"undo", "redo", "undoMove", "redoMove"}) add(n);
        bar_->addSeparator();
        for (const char* n : {"fit", "winning"}) add(n);
        auto* spacer = new QWidget;
        spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
        bar_->addWidget(spacer);
        bar_->addAction(leave_);
        if (auto* b = qobject_cast<QToolButton*>(bar_->widgetForAction(leave_))) {  // the way out, in words
            b->setToolButtonStyle(Qt::ToolButtonTextOnly);
            QFont f = b->font();
            f.setPixelSize(18);
            b->setFont(f);
        }
        window_->addToolBar(Qt::TopToolBarArea, bar_);
    }
    TextScale::instance()->setPresentation(true);
    window_->view()->setReadableLimit(kReadableLimit);
    for (PictureScene* s : window_->findChildren<PictureScene*>()) s->setHighContrast(true);  // the stepper's too
    keepToolbarsAway();
    window_->menuBar()->setVisible(false);
    if (garden) garden->setChecked(false);
    styleValue();
    leave_->setEnabled(true);
    PictureView* view = window_->view();  // nothing to scroll: the picture is fitted
    scrollBars_ = {view->horizontalScrollBarPolicy(), view->verticalScrollBarPolicy()};
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Without a window manager (a bare X server driving a projector) full screen is only a state:
    // the window is given the screen's size as well, first (a new geometry would end full screen).
    if (const QScreen* screen = window_->screen()) window_->setGeometry(screen->geometry());
    window_->showFullScreen();
    window_->view()->fitToContents();
    // once the full-screen layout has settled; the view refits itself on later resizes
    QTimer::singleShot(0, window_->view(), [view = QPointer<PictureView>(window_->view())] {
        if (view) view->fitToContents();
    });
}

void PresentationMode::exit() {
    active_ = false;
    leave_->setEnabled(false);
    bar_->setVisible(false);
    // The toolbars as the page now shown has them: the Hackenbush page as recorded, the others none.
    const bool onHackenbush = window_->tabs()->currentIndex() == 0;
    for (auto it = toolbars_.cbegin(); it != toolbars_.cend(); ++it)
        if (it.key()) it.key()->setVisible(onHackenbush && it.value());
    window_->menuBar()->setVisible(menuBar_);
    if (QAction* garden = window_->action(QStringLiteral("garden"))) garden->setChecked(garden_);
    for (auto it = fonts_.cbegin(); it != fonts_.cend(); ++it) it.key()->setFont(it.value());
    fonts_.clear();
    TextScale::instance()->setPresentation(false);
    window_->view()->setReadableLimit(PictureView::kReadableLimit);
    for (PictureScene* s : window_->findChildren<PictureScene*>()) s->setHighContrast(false);
    window_->view()->setHorizontalScrollBarPolicy(scrollBars_.first);
    window_->view()->setVerticalScrollBarPolicy(scrollBars_.second);
    window_->setWindowState(state_);
    if (!(state_ & (Qt::WindowFullScreen | Qt::WindowMaximized)) && geometry_.isValid()) window_->setGeometry(geometry_);
    if (fitted_) {
        window_->view()->fitToContents();
        QTimer::singleShot(0, window_->view(), [view = QPointer<PictureView>(window_->view())] {
            if (view && view->fitted()) view->fitToContents();
        });
    }
}

// Only the presentation's row of buttons, and that on the Hackenbush page (its actions are the canvas's).
void PresentationMode::keepToolbarsAway() {
    for (QToolBar* t : window_->findChildren<QToolBar*>())
        if (t != bar_) t->setVisible(false);
    bar_->setVisible(window_->tabs()->currentIndex() == 0);
}

// The status bar's labels (the value and the parts) in large bold type.
void PresentationMode::styleValue() {
    for (QLabel* l : window_->statusBar()->findChildren<QLabel*>()) {
        if (l->objectName() != QLatin1String("valueLabel") && l->objectName() != QLatin1String("partsLabel")) continue;
        if (!fonts_.contains(l)) fonts_.insert(l, l->font());
        QFont f = fonts_.value(l);
        f.setPixelSize(TextScale::pixels(kValuePixels / TextScale::kPresentationBoost));
        f.setBold(true);
        l->setFont(f);
    }
}

}  // namespace homestead::gui
