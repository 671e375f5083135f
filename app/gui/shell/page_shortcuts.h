// The one-key shortcuts of a game page (Welter's, Nim's) inside a host window that binds the same
// keys (Ctrl+Z for its own undo): while the focus is in the page, the page's enabled actions claim
// their keys (ShortcutOverride) and a key press triggers the action. One place for both pages, and
// the one way they make their actions (addPageAction), each kept in a named member of the page's
// actions struct (game_actions.h).
//
//   actions_.hint = addPageAction(this, tr("Hint"), {QKeySequence(Qt::Key_H)}, tr("Show the winning moves"));
//   bool Page::event(QEvent* e) { return claimPageShortcut(e, QWidget::actions()) || QWidget::event(e); }
#pragma once

#include <QAction>
#include <QKeyEvent>
#include <QList>
#include <QWidget>

namespace homestead::gui {

// A ShortcutOverride for one of `actions`' keys: accepted, true.
inline bool claimPageShortcut(QEvent* e, const QList<QAction*>& actions) {
    if (e->type() != QEvent::ShortcutOverride) return false;
    const QKeySequence seq(static_cast<QKeyEvent*>(e)->keyCombination());
    for (QAction* a : actions)
        if (a->isEnabled() && a->shortcuts().contains(seq)) {
            e->accept();
            return true;
        }
    return false;
}

// A key press of one of `actions`' keys: that action triggered, true.
inline bool triggerPageShortcut(QKeyEvent* e, const QList<QAction*>& actions) {
    const QKeySequence seq(e->keyCombination());
    for (QAction* a : actions)
        if (a->isEnabled() && a->shortcuts().contains(seq)) {
            a->trigger();
            e->accept();
            return true;
        }
    return false;
}

// An action of `page` (in page->actions(), the list the two functions above are given): its keys act
// while the focus is in the page, its tooltip ends with the first key ("Take back the last move (Ctrl+Z)").
inline QAction* addPageAction(QWidget* page, const QString& text, const QList<QKeySequence>& keys, const QString& tip) {
    auto* a = new QAction(text, page);
    a->setShortcuts(keys);
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    a->setToolTip(keys.isEmpty() ? tip
                                 : tip + QStringLiteral(" (%1)").arg(keys.front().toString(QKeySequence::NativeText)));
    page->addAction(a);
    return a;
}

}  // namespace homestead::gui
