// The window's file dialogs (Open, Save As, Export Image, the handouts and exercise sheets). Where the
// desktop offers no native dialog, Qt's own opens, and at its own small size it cut its columns (size,
// type, date) at a projector's 1280×720: here it opens at 80% of the window (at least 800×500, within
// the screen), its file list in details with the name taking the width the other columns leave.
// A native dialog (chosen by Qt at run time) is left as the desktop sizes it.
//
//   const QString path = fileDialogs::openFileName(window, tr("Open a picture"), dir, filter);
//   QString filter;  fileDialogs::saveFileName(window, tr("Save the picture"), suggestion, filters, &filter);
#pragma once

#include <QString>

class QFileDialog;
class QWidget;

namespace homestead::gui::fileDialogs {

// As QFileDialog::getOpenFileName and getSaveFileName (`suggestion`: a folder or a file's path).
QString openFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter);
QString saveFileName(QWidget* parent, const QString& caption, const QString& suggestion, const QString& filter,
                     QString* selectedFilter = nullptr);

// Qt's own dialog sized to `dialog`'s parent window and its columns fitted, as above; a native one is
// left alone (false).
bool fitToWindow(QFileDialog* dialog);

}  // namespace homestead::gui::fileDialogs
