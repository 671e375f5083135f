// How a window starts: work a crashed or killed Homestead left unsaved is offered first (its files
// read on a worker, the window painted meanwhile); then the file named, if any, is opened on a
// worker — unless a drawing was restored, which the file does not replace. `ready` runs once that
// is done (the file open or refused). The application and test programs start a window alike.
// The settings file (recent files name private paths) is made readable by its owner only (0600).
//
//   MainWindow window;  window.show();  startWindow(window, parser.positionalArguments());
#pragma once

#include <QStringList>

#include <functional>

namespace homestead::gui {

class MainWindow;

void startWindow(MainWindow& window, const QStringList& files, std::function<void()> ready = {});
// Makes the settings file (QSettings().fileName()) 0600, creating it empty if it is not there yet.
bool protectSettingsFile();

}  // namespace homestead::gui
