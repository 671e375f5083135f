// The window's tabs of GamePages. It tells a page when it comes into view and when it goes, shows
// the toolbar of the page in view (none while presenting), keeps the tab widget as wide as the page
// shown (not the widest page), and announces the change once the pages have been told, so whoever
// listens (the status line, presentation mode) sees the window as the new page has it.
// By keys: Ctrl+Page Down / Ctrl+Page Up (and Qt's Ctrl+Tab / Ctrl+Shift+Tab) go to the next or
// previous page from anywhere in the pages; each page puts the keyboard focus on its board as it
// comes into view (GamePage::setCurrent).
//
//   PageTabs tabs;  tabs.addPage(hackenbush, icon);  tabs.addPage(nim);
//   connect(&tabs, &PageTabs::currentPageChanged, ...);
#pragma once

#include <QHash>
#include <QIcon>
#include <QObject>
#include <QSizePolicy>

#include <vector>

class QTabWidget;
class QWidget;

namespace homestead::gui {

class GamePage;

class PageTabs : public QObject {
    Q_OBJECT
public:
    explicit PageTabs(QObject* parent = nullptr);

    QTabWidget* widget() const { return tabs_; }  // the window's central widget
    void addPage(GamePage* page, const QIcon& icon = {});
    const std::vector<GamePage*>& pages() const { return pages_; }
    GamePage* current() const { return current_; }
    void setCurrent(GamePage* page);
    // While presenting, no page's own toolbar shows; every page is told.
    void setPresenting(bool presenting);
    bool presenting() const { return presenting_; }

signals:
    void currentPageChanged(homestead::gui::GamePage* page);

private:
    void changed();
    void sizeToCurrentPage();
    void showToolBars();

    QTabWidget* tabs_ = nullptr;
    std::vector<GamePage*> pages_;
    GamePage* current_ = nullptr;
    bool presenting_ = false;
    QHash<QWidget*, QSizePolicy> policies_;  // each page's own size policy
};

}  // namespace homestead::gui
