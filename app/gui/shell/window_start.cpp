// The recovery offer, then the file named (see window_start.h).
#include "window_start.h"

#include "main_window.h"
#include "private_file.h"

#include <QSettings>

#include <utility>

namespace homestead::gui {

bool protectSettingsFile() {
    // created empty if need be: QSettings keeps the mode of a file it rewrites
    return restrictToOwner(QSettings().fileName(), true);
}

void startWindow(MainWindow& window, const QStringList& files, std::function<void()> ready) {
    protectSettingsFile();  // best effort: a settings file that cannot be made private still works
    auto done = [ready = std::move(ready)] {
        if (ready) ready();
    };
    QObject::connect(&window, &MainWindow::recoveryOffered, &window, [&window, files, done](bool restored) {
        if (restored || files.isEmpty()) {
            done();
            return;
        }
        QObject::connect(&window, &MainWindow::fileOpened, &window, done, Qt::SingleShotConnection);
        window.startOpening(files.first());  // read on a worker: the window is live
    }, Qt::SingleShotConnection);
    window.startRecoveryOffer();
}

}  // namespace homestead::gui
