// Every event delivered under the out-of-memory guard (see the header).
#include "guarded_application.h"

#include "out_of_memory_guard.h"

namespace homestead::gui {

GuardedApplication::GuardedApplication(int& argc, char** argv) : QApplication(argc, argv) {}

bool GuardedApplication::notify(QObject* receiver, QEvent* event) {
    return runGuarded([&] { return QApplication::notify(receiver, event); });
}

}  // namespace homestead::gui
