// Presentation mode: full screen, large type, one bar with the page's few controls and Leave (see
// presentation_mode.h).
#include "presentation_mode.h"

#include "game_page.h"
#include "high_contrast.h"
#include "page_tabs.h"
#include "text_scale.h"

#include <QAction>
#include <QIcon>
#include <QLabel>
#include <QLayout>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QToolBar>
#include <QToolButton>
#include <QWidgetAction>

#include <algorithm>
#include <utility>

namespace homestead::gui {

PresentationMode::PresentationMode(Handles handles) : QObject(handles.window), h_(std::move(handles)) {
    QMainWindow* window = h_.window;
    toggle_ = new QAction(tr("Presentation Mo&de"), window);
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

    bar_ = new QToolBar(tr("Presentation"), window);
    bar_->setObjectName(QStringLiteral("presentationToolBar"));
    bar_->setMovable(false);
    bar_->setFloatable(false);
    bar_->setIconSize(QSize(kIconPixels, kIconPixels));
    window->addToolBar(Qt::TopToolBarArea, bar_);
    bar_->hide();
    auto* spacer = new QWidget;  // between the page's controls and Leave
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    spacer_ = new QWidgetAction(bar_);
    spacer_->setDefaultWidget(spacer);

    if (h_.examples) {
        // A button that drops the window's own menu: QToolButton::setMenu leaves the menu where it is
        // (QAction::setMenu would take the menu bar's Examples entry over).
        auto* button = new QToolButton;
        button->setObjectName(QStringLiteral("presentationExamples"));
        button->setText(tr("Examples"));
        button->setToolTip(tr("Open one of the example pictures"));
        button->setMenu(h_.examples);
        button->setPopupMode(QToolButton::InstantPopup);
        auto* action = new QWidgetAction(bar_);
        action->setText(button->text());
        action->setDefaultWidget(button);
        examples_ = action;
    }

    // Another page in view: its controls in the bar (PageTabs has told the pages already).
    connect(h_.pages, &PageTabs::currentPageChanged, this, [this](GamePage* page) {
        if (active_) fillBar(page);
    });
    // A change of text size while presenting: the value follows.
    connect(TextScale::instance(), &TextScale::changed, this, [this] {
        if (active_) styleLabels();
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

void PresentationMode::sayInWords(QAction* action) {
    if (auto* b = qobject_cast<QToolButton*>(bar_->widgetForAction(action))) {
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        QFont f = b->font();
        f.setPixelSize(kWordsPixels);
        b->setFont(f);
    }
}

void PresentationMode::fillBar(GamePage* page) {
    bar_->clear();
    if (page) {
        for (QAction* a : page->presentationActions()) {
            bar_->addAction(a);
            if (a->icon().isNull()) sayInWords(a);  // an action without an icon says what it does in words
        }
    }
    // Another picture without leaving: the window's own Examples menu and Open.
    if (examples_) {
        bar_->addAction(examples_);
        sayInWords(examples_);
        if (QWidget* button = bar_->widgetForAction(examples_))  // as the menu bar's entry: off while another page shows
            button->setEnabled(h_.examples->isEnabled() && h_.examples->menuAction()->isEnabled());
    }
    if (h_.open) {
        bar_->addAction(h_.open);
        sayInWords(h_.open);
    }
    bar_->addAction(spacer_);
    bar_->addAction(leave_);
    sayInWords(leave_);  // the way out, in words
    bar_->setVisible(true);
}

void PresentationMode::enter() {
    QMainWindow* window = h_.window;
    active_ = true;
    state_ = window->windowState();
    geometry_ = window->normalGeometry();
    maximumSize_ = window->maximumSize();
    // the toolbars that are not a page's keep their own visibility; PageTabs hides the pages'
    toolbars_.clear();
    QList<QToolBar*> pageBars;
    for (GamePage* p : h_.pages->pages())
        if (QToolBar* t = p->pageToolBar()) pageBars << t;
    for (QToolBar* t : window->findChildren<QToolBar*>())
        if (t != bar_ && !pageBars.contains(t)) {
            toolbars_.insert(t, t->isVisible());
            t->setVisible(false);
        }
    menuBar_ = window->menuBar()->isVisible();
    window->menuBar()->setVisible(false);
    fonts_.clear();
    TextScale::instance()->setPresentation(true);
    HighContrast::instance()->setPresentation(true);
    styleLabels();
    leave_->setEnabled(true);
    fillBar(h_.pages->current());
    fitScreen();
    h_.pages->setPresenting(true);
}

// Full screen on the window's screen, and never wider or taller than it, whatever a page asks for.
void PresentationMode::fitScreen() {
    QMainWindow* window = h_.window;
    if (const QScreen* screen = window->screen()) {
        window->setMaximumSize(screen->geometry().size());
        // and a page that asks for more room than the screen has is squeezed, not the window widened
        window->layout()->setSizeConstraint(QLayout::SetNoConstraint);
        // Without a window manager (a bare X server driving a projector) full screen is only a
        // state: the window is given the screen's size as well, first (a new geometry would end
        // full screen).
        window->setGeometry(screen->geometry());
    }
    window->showFullScreen();
}

void PresentationMode::exit() {
    QMainWindow* window = h_.window;
    active_ = false;
    leave_->setEnabled(false);
    bar_->setVisible(false);
    for (auto it = toolbars_.cbegin(); it != toolbars_.cend(); ++it)
        if (it.key()) it.key()->setVisible(it.value());
    window->menuBar()->setVisible(menuBar_);
    for (auto it = fonts_.cbegin(); it != fonts_.cend(); ++it) it.key()->setFont(it.value());
    fonts_.clear();
    TextScale::instance()->setPresentation(false);
    HighContrast::instance()->setPresentation(false);
    window->layout()->setSizeConstraint(QLayout::SetDefaultConstraint);
    window->setMaximumSize(maximumSize_);
    window->setWindowState(state_);
    if (!(state_ & (Qt::WindowFullScreen | Qt::WindowMaximized)) && geometry_.isValid()) window->setGeometry(geometry_);
    h_.pages->setPresenting(false);
}

// The large labels (the value and the parts) in large bold type.
void PresentationMode::styleLabels() {
    for (QLabel* l : h_.largeLabels) {
        if (!fonts_.contains(l)) fonts_.insert(l, l->font());
        QFont f = fonts_.value(l);
        f.setPixelSize(TextScale::pixels(kValuePixels / TextScale::kPresentationBoost));
        f.setBold(true);
        l->setFont(f);
    }
}

}  // namespace homestead::gui
