// How the window tells of a failure: a warning that says what failed (the title, also its headline),
// why (the file, the place, the problem) and what it means for the user's work (the consequence),
// window-modal but not blocking. The last message is kept for tests and scripts (lastError()).
//
//   errors.show(tr("Cannot save"), error, tr("The file on disk is unchanged."));
#pragma once

#include <QString>

class QWidget;

namespace homestead::gui {

class ErrorReport {
public:
    explicit ErrorReport(QWidget* window) : window_(window) {}
    void show(const QString& title, const QString& message, const QString& consequence);
    // A failure told elsewhere (the status line): only kept.
    void note(const QString& message) { last_ = message; }
    QString last() const { return last_; }

private:
    QWidget* window_;
    QString last_;
};

}  // namespace homestead::gui
