// Events for a screen reader, and the hook that lets a test hear them (screen_reader.h).
#include "screen_reader.h"

#include <QAccessible>

namespace homestead::gui {

TestHook<QAccessibleEvent*>& screenReaderHook() {
    static TestHook<QAccessibleEvent*> hook;
    return hook;
}

void tellScreenReader(QAccessibleEvent* event) {
    QAccessible::updateAccessibility(event);
    heardByScreenReader(event);
}

void heardByScreenReader(QAccessibleEvent* event) { screenReaderHook().call(event); }

}  // namespace homestead::gui
