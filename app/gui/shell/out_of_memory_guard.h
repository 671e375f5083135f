// Running the window's work so that running out of memory is a message, not the end of the program.
// Qt aborts when an exception leaves an event handler; the guard catches std::bad_alloc around
// the delivery of an event (GuardedApplication::notify) or around any other big piece of work,
// drops what that piece was doing and says so once in the window's status line and in a dialog
// ("Not enough memory to … — your drawing is kept"). The document is never touched: the drawing
// stays as it was before the event that ran out.
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
// window's status line (or any top-level main window's) and a dialog that does not block.
// `what`: what could not be done ("open this picture"); empty: "finish that".
void reportOutOfMemory(const QString& what = {});

// The text reported (tests read it).
QString outOfMemoryMessage(const QString& what = {});

// How many times an out-of-memory was caught since the program started (tests).
int outOfMemoryCount();

}  // namespace homestead::gui
