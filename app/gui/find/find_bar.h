// The find bar under the canvas (Edit → Find…, Ctrl+F), as a browser's: type an id ("e12", "n3",
// "12") or a name ("trunk": any part of it, any case) and the first match is selected and centred
// at once; Enter goes to the next, Shift+Enter to the previous (both wrap), Esc closes the bar and
// gives the canvas the keyboard back. The bar says "3 of 7 — the trunk (edge 12)", or in red what
// found nothing ("No edge or node named 'trunk'.", the core's sentence: find_text.h).
//
// It searches the picture of the scene the view shows (the drawing, or the position in Play), and
// computes nothing itself: the core's findInPicture runs on a worker thread over the immutable
// artifact's picture of the latest revision (the newest query wins; an older answer is dropped and
// counted), and again whenever a new revision is analysed, keeping the item shown if it is still
// found. An Enter pressed before the answer is there is done when it comes.
//
//   FindBar bar(view);  bar.open();  bar.setQuery("trunk");   // the trunk is selected and centred
#pragma once

#include "homestead/picture_find.h"

#include "latest_job.h"
#include "picture_document.h"

#include <QMetaObject>
#include <QPointer>
#include <QString>
#include <QWidget>

#include <vector>

class QLabel;
class QLineEdit;
class QToolButton;

namespace homestead::gui {

class PictureView;

class FindBar : public QWidget {
    Q_OBJECT
public:
    explicit FindBar(PictureView* view, QWidget* parent = nullptr);

    QLineEdit* lineEdit() const { return edit_; }
    // Ctrl+F: shows the bar, focuses the box and selects what is in it (typing replaces it).
    void open();
    // Esc: hides it; the canvas gets the keyboard back; the selection stays.
    void close();
    // As if typed (tests; the Help guide could use it too).
    void setQuery(const QString& text);

    void findNext();      // Enter
    void findPrevious();  // Shift+Enter

    // The matches of the current query in the picture shown, and the one shown (-1: none yet).
    const std::vector<FoundItem>& matches() const { return matches_; }
    int current() const { return current_; }
    QString statusText() const;  // what the bar says: "3 of 7 — the trunk (edge 12)", "No edge or node named 'x'."
    bool searching() const { return searching_ || waitingForAnalysis_; }
    void waitForMatches();       // tests: until the answer for the current query is in
    int droppedResults() const { return search_.droppedCount(); }

signals:
    void itemShown(homestead::FoundItem item);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void search(bool jump);
    void arrived(std::vector<FoundItem> matches);
    void step(int direction);
    void goTo(int index);
    void refresh();
    void follow(PictureDocument* doc);

    PictureView* view_;
    QLineEdit* edit_ = nullptr;
    QLabel* status_ = nullptr;
    QToolButton* previous_ = nullptr;
    QToolButton* next_ = nullptr;
    LatestJob search_;  // the newest query's matches
    QPointer<PictureDocument> followed_;
    QMetaObject::Connection analysed_;
    FindQuery query_;
    std::vector<FoundItem> matches_;
    std::vector<FoundItem> shownBefore_;  // the item shown, kept across a new revision's search
    int current_ = -1;
    bool searching_ = false;
    bool waitingForAnalysis_ = false;
    bool jumpWhenDone_ = false;  // the answer to a typed query goes to its first match
    int pendingSteps_ = 0;       // Enter / Shift+Enter pressed while searching
};

}  // namespace homestead::gui
