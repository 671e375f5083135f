// The window's warnings (see error_report.h).
#include "error_report.h"

#include <QMessageBox>

namespace homestead::gui {

void ErrorReport::show(const QString& title, const QString& message, const QString& consequence) {
    last_ = message;
    auto* box = new QMessageBox(QMessageBox::Warning, title, QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()),
                                QMessageBox::Ok, window_);
    box->setInformativeText(message.toHtmlEscaped() + QStringLiteral("<br><br>") + consequence.toHtmlEscaped());
    // wide enough that a path and its problem read as one line, not a narrow column
    box->setStyleSheet(QStringLiteral("QLabel#qt_msgbox_informativelabel { min-width: 30em; }"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("errorDialog"));
    box->open();
}

}  // namespace homestead::gui
