// Larger / Smaller / Reset Text: the View menu's handle on TextScale (see text_size_actions.h).
#include "text_size_actions.h"

#include "text_scale.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace homestead::gui {

TextSizeActions addTextSizeActions(QWidget* window, QMenu* menu) {
    TextScale* scale = TextScale::instance();
    auto make = [&](const char* name, const QString& text, QList<QKeySequence> keys, const QString& tip, void (TextScale::*slot)()) {
        auto* a = new QAction(text, window);
        a->setObjectName(QLatin1String(name));
        a->setShortcuts(keys);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tip, keys.first().toString(QKeySequence::NativeText)));
        a->setStatusTip(tip);
        QObject::connect(a, &QAction::triggered, scale, slot);
        window->addAction(a);
        if (menu) menu->addAction(a);
        return a;
    };
    TextSizeActions out;
    out.larger = make("textLarger", QObject::tr("&Larger Text"),
                      {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Plus)},
                      QObject::tr("Make every number larger: the canvas, the garden, the class matrix, the game pages"),
                      &TextScale::larger);
    out.smaller = make("textSmaller", QObject::tr("Smaller Te&xt"),
                       {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Minus), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Underscore)},
                       QObject::tr("Make every number smaller"), &TextScale::smaller);
    out.reset = make("textReset", QObject::tr("&Reset Text Size"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_0)},
                     QObject::tr("Back to the normal text size"), &TextScale::reset);
    auto update = [out, scale] {
        out.larger->setEnabled(scale->canGrow());
        out.smaller->setEnabled(scale->canShrink());
        out.reset->setEnabled(scale->userFactor() != 1.0);
    };
    QObject::connect(scale, &TextScale::changed, out.larger, update);
    update();
    return out;
}

}  // namespace homestead::gui
