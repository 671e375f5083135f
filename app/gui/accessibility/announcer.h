// A sentence said to a screen reader without moving the keyboard focus: the engine's move, the end of
// a game. Qt 6.8 has an event for exactly this (QAccessibleAnnouncementEvent); with an older Qt the
// sentence becomes the accessible name of a status element of the page (the turn line), and Qt sends
// a NameChanged from it, the way a live region speaks. quiet() gives the element its own words back.
//
//   Announcer says(turnLabel);
//   says.announce(tr("Perfect engine chopped d. Your move."));
#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace homestead::gui {

class Announcer : public QObject {
    Q_OBJECT
public:
    explicit Announcer(QWidget* status);  // a child of the status element

    QWidget* status() const { return status_; }
    void announce(const QString& sentence);
    void quiet();  // the status element is read by its own text again
    // The last sentence announced ("" before the first, and after quiet()).
    QString last() const { return last_; }

signals:
    void announced(const QString& sentence);

private:
    QWidget* status_;
    QString last_;
};

}  // namespace homestead::gui
