// What the window tells a screen reader goes through tellScreenReader(): QAccessible's own
// updateAccessibility(), which Qt passes on only while a screen reader listens (QAccessible::isActive()),
// and a hook a test sets to hear every event without one (a headless platform has no accessibility
// bridge, so Qt would drop them). Events Qt sends by itself (a widget's setAccessibleName) are handed
// to the hook with heardByScreenReader().
//
//   QAccessibleEvent focus(widget, QAccessible::Focus);  focus.setChild(3);
//   tellScreenReader(&focus);
//   screenReaderHook().set([](QAccessibleEvent* e) { ... });   // tests
#pragma once

#include "test_hook.h"

class QAccessibleEvent;

namespace homestead::gui {

void tellScreenReader(QAccessibleEvent* event);
void heardByScreenReader(QAccessibleEvent* event);  // the hook alone: Qt has sent it already
TestHook<QAccessibleEvent*>& screenReaderHook();

}  // namespace homestead::gui
