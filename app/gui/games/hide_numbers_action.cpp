// The Hide numbers toggle (see hide_numbers_action.h).
#include "hide_numbers_action.h"

#include <QAction>
#include <QSettings>
#include <QString>
#include <QWidget>

namespace homestead::gui {

QAction* makeHideNumbersAction(QWidget* owner, const char* settingsKey, bool byDefault) {
    auto* action = new QAction(QWidget::tr("Hide numbers"), owner);
    action->setObjectName(QStringLiteral("hideNumbers"));
    action->setCheckable(true);
    action->setShortcut(hideNumbersKey());
    action->setShortcutContext(Qt::WindowShortcut);  // while `owner` is shown
    action->setToolTip(QWidget::tr("Play fair: no stresses, weights or values on the edges, in tooltips or beside "
                                   "the game, and no winning moves unless you ask for a hint. Edges keep their "
                                   "letters. (%1)")
                           .arg(hideNumbersKey().toString(QKeySequence::NativeText)));
    const QString key = QString::fromLatin1(settingsKey);
    action->setChecked(QSettings().value(key, byDefault).toBool());
    QObject::connect(action, &QAction::toggled, action, [key](bool on) { QSettings().setValue(key, on); });
    owner->addAction(action);
    return action;
}

}  // namespace homestead::gui
