// The window's tabs of GamePages (see page_tabs.h).
#include "page_tabs.h"

#include "game_page.h"

#include <QTabBar>
#include <QShortcut>
#include <QTabWidget>
#include <QToolBar>

#include <cstddef>
#include <utility>

namespace homestead::gui {

PageTabs::PageTabs(QObject* parent) : QObject(parent), tabs_(new QTabWidget) {
    tabs_->setDocumentMode(true);
    tabs_->setAccessibleName(tr("Pages"));
    tabs_->tabBar()->setAccessibleName(tr("Pages"));
    connect(tabs_, &QTabWidget::currentChanged, this, &PageTabs::changed);
    for (const auto& [key, by] : {std::pair{Qt::Key_PageDown, 1}, std::pair{Qt::Key_PageUp, -1}}) {
        auto* turn = new QShortcut(QKeySequence(Qt::CTRL | key), tabs_, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(turn, &QShortcut::activated, this, [this, by = by] {
            const int n = tabs_->count();
            if (n > 1) tabs_->setCurrentIndex((tabs_->currentIndex() + by + n) % n);
        });
    }
}

void PageTabs::addPage(GamePage* page, const QIcon& icon) {
    pages_.push_back(page);
    tabs_->addTab(page->widget(), icon, page->pageTitle());  // the first page added becomes current
    sizeToCurrentPage();
    showToolBars();
}

void PageTabs::setCurrent(GamePage* page) { tabs_->setCurrentWidget(page->widget()); }

void PageTabs::changed() {
    GamePage* next = nullptr;
    for (GamePage* p : pages_)
        if (p->widget() == tabs_->currentWidget()) next = p;
    if (next == current_) return;
    GamePage* previous = std::exchange(current_, next);
    sizeToCurrentPage();
    // A page in view takes the keys (its board, its canvas), except from the tab bar itself: there
    // the arrow keys walk the tabs, and the next arrow must find the bar still focused.
    QTabBar* bar = tabs_->tabBar();
    const bool keysOnTabs = bar->hasFocus();
    if (previous) previous->setCurrent(false);
    if (next) next->setCurrent(true);
    if (keysOnTabs && !bar->hasFocus()) bar->setFocus(Qt::OtherFocusReason);
    showToolBars();
    emit currentPageChanged(next);
}

// While presenting, the tabs show their short titles (the full one as a tooltip) and, should even
// those not fit beside the side panels, elide rather than scroll, so every page stays one click away.
void PageTabs::setPresenting(bool presenting) {
    presenting_ = presenting;
    for (GamePage* p : pages_) p->setPresenting(presenting);
    for (std::size_t i = 0; i < pages_.size(); ++i) {
        const int tab = tabs_->indexOf(pages_[i]->widget());
        tabs_->setTabText(tab, presenting ? pages_[i]->shortTitle() : pages_[i]->pageTitle());
        tabs_->setTabToolTip(tab, presenting ? pages_[i]->pageTitle() : QString());
    }
    tabs_->setUsesScrollButtons(!presenting);
    tabs_->setElideMode(presenting ? Qt::ElideRight : Qt::ElideNone);
    showToolBars();
}

void PageTabs::showToolBars() {
    for (GamePage* p : pages_)
        if (QToolBar* bar = p->pageToolBar()) bar->setVisible(p == current_ && !presenting_);
}

// A tab widget is as wide as its widest page, shown or not: a page out of sight asks for no room
// (Ignored: no minimum), so Nim's row of buttons does not push the Hackenbush page off a projector.
void PageTabs::sizeToCurrentPage() {
    for (int i = 0; i < tabs_->count(); ++i) {
        QWidget* page = tabs_->widget(i);
        if (!policies_.contains(page)) policies_.insert(page, page->sizePolicy());
        page->setSizePolicy(i == tabs_->currentIndex() ? policies_.value(page)
                                                       : QSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored));
    }
}

}  // namespace homestead::gui
