// The Language menu (see language_menu.h).
#include "language_menu.h"

#include "window_language.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QString>
#include <QWidget>

namespace homestead::gui {

QMenu* makeLanguageMenu(QWidget* window) {
    auto* menu = new QMenu(QObject::tr("La&nguage"), window);
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    group->setExclusive(true);
    for (const Language language : kLanguages) {
        const std::string_view name = languageName(language), code = languageCode(language);
        QAction* a = menu->addAction(QString::fromUtf8(name.data(), qsizetype(name.size())));
        a->setObjectName(QStringLiteral("language_") + QString::fromLatin1(code.data(), qsizetype(code.size())));
        a->setCheckable(true);
        a->setChecked(language == windowLanguage());
        a->setStatusTip(QObject::tr("Show Homestead in this language"));
        group->addAction(a);
        QObject::connect(a, &QAction::triggered, menu, [language] { WindowLanguage::instance()->choose(language); });
    }
    // switched elsewhere (a second window, a test): the check follows
    QObject::connect(WindowLanguage::instance(), &WindowLanguage::changed, menu, [group](Language language) {
        const QList<QAction*> actions = group->actions();
        for (qsizetype i = 0; i < actions.size(); ++i) actions[i]->setChecked(kLanguages[i] == language);
    });
    return menu;
}

}  // namespace homestead::gui
