// Catching and reporting running out of memory in the window (see the header).
#include "out_of_memory_guard.h"

#include <QApplication>
#include <QCoreApplication>
#include <QMainWindow>
#include <QPointer>
#include <QStatusBar>
#include <QTimer>
#include <QWidget>

#include <cstdio>
#include <new>
#include <utility>

namespace homestead::gui {

namespace {

int caught = 0;
bool reportQueued = false;
bool telling = false;  // a report being shown: running out again there is not reported again
QString pendingWhat;

QMainWindow* windowToTell() {
    if (auto* active = qobject_cast<QMainWindow*>(QApplication::activeWindow())) return active;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* main = qobject_cast<QMainWindow*>(w); main && main->isVisible()) return main;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* main = qobject_cast<QMainWindow*>(w)) return main;
    return nullptr;
}

// In the next turn, once the stack that ran out has unwound and freed what it held.
void tell() {
    reportQueued = false;
    struct Telling {
        Telling() { telling = true; }
        ~Telling() { telling = false; }
    } scope;
    const QString text = outOfMemoryMessage(std::exchange(pendingWhat, QString()));
    // The status line only, no new widget: a widget made while memory runs short can leave Qt's list
    // of widgets half updated (its insertion runs out), and the next walk of that list crashes.
    if (QMainWindow* window = windowToTell()) window->statusBar()->showMessage(text);
    std::fprintf(stderr, "%s\n", qPrintable(text));
}

}  // namespace

QString outOfMemoryMessage(const QString& what) {
    const QString doing = what.isEmpty() ? QCoreApplication::translate("OutOfMemory", "finish that") : what;
    return QCoreApplication::translate("OutOfMemory", "Not enough memory to %1 — your drawing is kept.").arg(doing);
}

int outOfMemoryCount() { return caught; }

void reportOutOfMemory(const QString& what) {
    ++caught;
    if (telling || reportQueued || !QCoreApplication::instance()) return;
    pendingWhat = what;
    reportQueued = true;
    QTimer::singleShot(0, QCoreApplication::instance(), tell);
}

bool runGuarded(const std::function<bool()>& work, const QString& what) {
    try {
        return work();
    } catch (const std::bad_alloc&) {
        reportOutOfMemory(what);
        return false;
    }
}

}  // namespace homestead::gui
