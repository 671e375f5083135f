// The window's QApplication, with every event delivered under the out-of-memory guard
// (out_of_memory_guard.h): a std::bad_alloc thrown by an event handler is reported ("Not enough
// memory to finish that — your drawing is kept") instead of aborting the program with the drawing
// in it. (Slots run by a signal guard themselves: see the guard.) Other exceptions are not caught:
// they are bugs.
//
//   GuardedApplication app(argc, argv);  ...  return app.exec();
#pragma once

#include <QApplication>

namespace homestead::gui {

class GuardedApplication : public QApplication {
    Q_OBJECT
public:
    GuardedApplication(int& argc, char** argv);
    bool notify(QObject* receiver, QEvent* event) override;
};

}  // namespace homestead::gui
