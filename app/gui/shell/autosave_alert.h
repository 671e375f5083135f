// Says when autosave fails, so unsaved work is never silently unprotected: "Autosave failed: WHY —
// save with Ctrl+S" once in the status line and, for as long as it fails, at the end of the window
// title (kept there whatever else changes the title). When a write works again the title loses it
// and the status line says so. The reason is cut to a readable length; the Autosaver retries.
//
//   new AutosaveAlert(window, autosaver, status);   // owned by the window
#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace homestead::gui {

class Autosaver;
class StatusLine;

class AutosaveAlert : public QObject {
    Q_OBJECT
public:
    AutosaveAlert(QWidget* window, Autosaver* autosaver, StatusLine* status);

    // The words shown while autosave fails; empty while it works.
    QString text() const { return text_; }
    static constexpr int kReasonChars = 120;

private:
    void failureChanged(const QString& error);
    void keepInTitle();

    QWidget* window_;
    StatusLine* status_;
    QString text_;
};

}  // namespace homestead::gui
