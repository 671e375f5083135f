// The bar that says the picture's file changed on disk (see file_changed_bar.h).
#include "file_changed_bar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace homestead::gui {

FileChangedBar::FileChangedBar(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("fileChangedBar"));
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(QStringLiteral("#fileChangedBar { background: #fff4d6; border-bottom: 1px solid #e0c27a; }"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(10, 5, 6, 5);
    row->setSpacing(6);
    label_ = new QLabel;
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::PlainText);  // a file name is shown as it is, never as markup
    reload_ = new QPushButton(tr("&Reload"));
    reload_->setToolTip(tr("Open the file as it is on disk now; the drawing shown is replaced"));
    keep_ = new QPushButton(tr("&Keep Mine"));
    keep_->setToolTip(tr("Keep the drawing shown; saving it will ask before writing over the file on disk"));
    row->addWidget(label_, 1);
    row->addWidget(reload_);
    row->addWidget(keep_);
    connect(reload_, &QPushButton::clicked, this, [this] {
        hide();
        emit reloadRequested();
    });
    connect(keep_, &QPushButton::clicked, this, [this] {
        hide();
        emit keepRequested();
    });
    hide();
}

void FileChangedBar::showChange(const QString& name, bool removed) {
    label_->setText(removed ? tr("“%1” was removed or renamed on disk. Your drawing is still here; Save writes it there again.").arg(name)
                            : tr("“%1” was changed on disk by another program or window.").arg(name));
    removed_ = removed;
    reload_->setEnabled(reloadAllowed_ && !removed_);
    show();
}

void FileChangedBar::setReloadAllowed(bool allowed) {
    reloadAllowed_ = allowed;
    reload_->setEnabled(reloadAllowed_ && !removed_);
}

QString FileChangedBar::text() const { return label_->text(); }

}  // namespace homestead::gui
