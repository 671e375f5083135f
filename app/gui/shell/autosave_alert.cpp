// Autosave failures in the status line and the window title (see autosave_alert.h).
#include "autosave_alert.h"

#include "autosaver.h"
#include "status_line.h"

#include <QStatusBar>
#include <QWidget>

namespace homestead::gui {

namespace {
const QString kSeparator = QStringLiteral(" — ");

// A reason of any length (a path in it may be long) cut in the middle to `chars`.
QString cut(const QString& reason, int chars) {
    if (reason.size() <= chars) return reason;
    return reason.left(chars / 2) + QStringLiteral("…") + reason.right(chars - chars / 2 - 1);
}
}  // namespace

AutosaveAlert::AutosaveAlert(QWidget* window, Autosaver* autosaver, StatusLine* status)
    : QObject(window), window_(window), status_(status) {
    connect(autosaver, &Autosaver::failureChanged, this, &AutosaveAlert::failureChanged);
    connect(window_, &QWidget::windowTitleChanged, this, &AutosaveAlert::keepInTitle);
}

void AutosaveAlert::failureChanged(const QString& error) {
    const QString old = text_;
    QString title = window_->windowTitle();
    if (!old.isEmpty() && title.endsWith(kSeparator + old)) title.chop(kSeparator.size() + old.size());
    text_ = error.isEmpty() ? QString() : tr("Autosave failed: %1 — save with Ctrl+S").arg(cut(error, kReasonChars));
    window_->setWindowTitle(text_.isEmpty() ? title : title + kSeparator + text_);
    if (!text_.isEmpty()) status_->show(text_);
    else if (status_->bar()->currentMessage() == old) status_->show(tr("Autosave works again"), 4000);
}

void AutosaveAlert::keepInTitle() {
    const QString title = window_->windowTitle();
    if (!text_.isEmpty() && !title.endsWith(kSeparator + text_)) window_->setWindowTitle(title + kSeparator + text_);
}

}  // namespace homestead::gui
