// The file dialogs at a size that shows their columns (see file_dialogs.h).
#include "file_dialogs.h"

#include <QFileDialog>
#include <QHeaderView>
#include <QScreen>
#include <QTreeView>
#include <QUrl>


namespace homestead::gui::fileDialogs {

namespace {
constexpr QSize kLeast{800, 500};
constexpr double kShare = 0.8;  // of the parent window's width and height

QString chosen(QFileDialog& dialog, QString* selectedFilter) {
    fitToWindow(&dialog);
    if (dialog.exec() != QDialog::Accepted) return {};
    if (selectedFilter) *selectedFilter = dialog.selectedNameFilter();
    const QList<QUrl> urls = dialog.selectedUrls();
    return urls.isEmpty() ? QString() : urls.front().toLocalFile();
}
}  // namespace

bool fitToWindow(QFileDialog* dialog) {
    auto* list = dialog->findChild<QTreeView*>(QStringLiteral("treeView"));
    if (!list) return false;  // a native dialog: Qt made none of its own widgets
    const QWidget* window = dialog->parentWidget() ? dialog->parentWidget()->window() : nullptr;
    QSize size = window ? QSize(int(window->width() * kShare), int(window->height() * kShare)) : kLeast;
    size = size.expandedTo(kLeast);
    if (const QScreen* screen = window ? window->screen() : dialog->screen())
        size = size.boundedTo(screen->availableGeometry().size());
    dialog->resize(size.expandedTo(dialog->minimumSizeHint()));
    dialog->setViewMode(QFileDialog::Detail);
    // The name takes what the size, type and date leave; those are as wide as their words.
    QHeaderView* header = list->header();
    header->setStretchLastSection(false);
    for (int column = 1; column < header->count(); ++column) header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    return true;
}

QString openFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter) {
    QFileDialog dialog(parent, caption, dir, filter);
    dialog.setFileMode(QFileDialog::ExistingFile);
    return chosen(dialog, nullptr);
}

QString saveFileName(QWidget* parent, const QString& caption, const QString& suggestion, const QString& filter,
                     QString* selectedFilter) {
    QFileDialog dialog(parent, caption, suggestion, filter);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    if (selectedFilter && !selectedFilter->isEmpty()) dialog.selectNameFilter(*selectedFilter);
    return chosen(dialog, selectedFilter);
}

}  // namespace homestead::gui::fileDialogs
