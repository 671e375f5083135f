// Running the window's work so that running out of memory is a message, not the end of the program.
// The guard catches std::bad_alloc around a piece of work, drops what that piece was doing and says
// so once in the window's status line and on stderr ("Not enough memory to … — your drawing is
// kept"); the document keeps its picture. It sits around the delivery of every event
// (GuardedApplication::notify) and, since an exception cannot leave a Qt signal (the program ends
// there), inside the slots that do big work from a signal: a worker's job and its delivery
// (LatestJob), a slice of the canvas's build (SceneBuilder), the canvas's removals in steps.
//
//   if (!runGuarded([&] { return doBigThing(); }, QObject::tr("paste these edges"))) return;
#pragma once

#include <QString>

#include <functional>

namespace homestead::gui {

// Runs `work`; true when it returned true. A std::bad_alloc out of it is caught and reported
// (reportOutOfMemory(what)); false then.
bool runGuarded(const std::function<bool()>& work, const QString& what = {});

// Tells the user, once per turn of the event loop however often it happens: the active main
// window's status line (or any top-level main window's), and stderr.
// `what`: what could not be done ("open this picture"); empty: "finish that".
void reportOutOfMemory(const QString& what = {});

// The text reported (tests read it).
QString outOfMemoryMessage(const QString& what = {});

// How many times an out-of-memory was caught since the program started (tests).
int outOfMemoryCount();

}  // namespace homestead::gui
