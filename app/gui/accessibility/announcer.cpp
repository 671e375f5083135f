// Announcements to a screen reader (see announcer.h).
#include "announcer.h"

#include "screen_reader.h"

#include <QAccessible>
#include <QWidget>

namespace homestead::gui {

Announcer::Announcer(QWidget* status) : QObject(status), status_(status) {}

void Announcer::announce(const QString& sentence) {
    if (sentence.isEmpty()) return;
    last_ = sentence;
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    QAccessibleAnnouncementEvent event(status_, sentence);
    tellScreenReader(&event);
#else
    status_->setAccessibleName(sentence);  // Qt sends NameChanged from the status element
    QAccessibleEvent sent(status_, QAccessible::NameChanged);
    heardByScreenReader(&sent);
#endif
    emit announced(sentence);
}

void Announcer::quiet() {
    if (last_.isEmpty()) return;
    last_.clear();
#if QT_VERSION < QT_VERSION_CHECK(6, 8, 0)
    status_->setAccessibleName(QString());  // Qt sends NameChanged: the element's own text again
    QAccessibleEvent sent(status_, QAccessible::NameChanged);
    heardByScreenReader(&sent);
#endif
}

}  // namespace homestead::gui
