// menu_accelerators: in German, French and Spanish no two entries of one menu share an accelerator
// (the letter after &), so Alt and one letter always reach one entry: the menu bar's menus, each menu's
// actions and every submenu, as the translated window shows them. Entries without a letter (a recent
// file, an example's title) are not counted. Every menu of the bar has a letter in every language.
// The same holds on each page (its buttons and labelled fields, with the docks beside it and the menu
// bar, which Alt reaches from anywhere) and in the exercise-sheet dialog.
#include "exercise_sheet_dialog.h"
#include "game_page.h"
#include "gui_test_helpers.h"
#include "page_tabs.h"
#include "window_in_language.h"
#include "window_language.h"

#include "homestead/messages.h"

#include <QAbstractButton>
#include <QAction>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QHash>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStringList>
#include <QTest>

using namespace homestead;
using namespace homestead::gui;
using namespace guitest;

namespace {

// The accelerator of a text: the letter after a single &, lower case ("" when it has none).
QString accelerator(const QString& text) {
    static const QRegularExpression amp(QStringLiteral("&([^&\\s])"));
    const QRegularExpressionMatch m = amp.match(QString(text).replace(QStringLiteral("&&"), QString()));
    return m.hasMatch() ? m.captured(1).toLower() : QString();
}

// The entries of `actions` that share an accelerator, "menu: 'A' and 'B' (x)", and the same for every submenu.
QStringList clashes(const QString& menu, const QList<QAction*>& actions) {
    QStringList found;
    QHash<QString, QString> seen;
    for (QAction* a : actions) {
        if (a->isSeparator() || !a->isVisible()) continue;
        const QString key = accelerator(a->text());
        if (!key.isEmpty()) {
            if (seen.contains(key))
                found << QStringLiteral("%1: \"%2\" and \"%3\" (%4)").arg(menu, seen.value(key), a->text(), key);
            else
                seen.insert(key, a->text());
        }
        if (a->menu()) found << clashes(a->text(), a->menu()->actions());
    }
    return found;
}

// The texts Alt reaches inside `root`: its buttons, its group boxes and the labels that name a field
// (a label's & works only with a buddy), leaving out what is hidden.
QStringList mnemonicTexts(const QWidget* root) {
    QStringList texts;
    for (const QAbstractButton* b : root->findChildren<QAbstractButton*>())
        if (!b->isHidden()) texts << b->text();
    for (const QGroupBox* g : root->findChildren<QGroupBox*>())
        if (!g->isHidden()) texts << g->title();
    for (const QLabel* l : root->findChildren<QLabel*>())
        if (!l->isHidden() && l->buddy()) texts << l->text();
    return texts;
}

QStringList clashesAmong(const QString& where, const QStringList& texts) {
    QStringList found;
    QHash<QString, QString> seen;
    for (const QString& text : texts) {
        const QString key = accelerator(text);
        if (key.isEmpty()) continue;
        if (seen.contains(key))
            found << QStringLiteral("%1: \"%2\" and \"%3\" (%4)").arg(where, seen.value(key), text, key);
        else
            seen.insert(key, text);
    }
    return found;
}

}  // namespace

class TestMenuAccelerators : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { WindowLanguage::instance()->set(Language::English); }

    void noTwoEntriesOfAMenuShareALetter_data() {
        addTranslatedLanguageRows();
        QTest::newRow("en") << QStringLiteral("en");
    }
    void noTwoEntriesOfAMenuShareALetter() {
        QFETCH(QString, code);
        MainWindow* w = openWindowIn(code);
        QVERIFY(w);
        const QList<QAction*> bar = w->menuBar()->actions();
        QStringList found = clashes(QStringLiteral("menu bar"), bar);
        const bool english = code == QLatin1String("en");
        if (bar.size() < 5 || bar.first()->text().contains(QStringLiteral("File")) != english)
            found << QStringLiteral("not the menu bar of the language asked for");
        for (QAction* menu : bar)
            if (accelerator(menu->text()).isEmpty()) found << QStringLiteral("no letter: ") + menu->text();
        QStringList barTexts, docks;
        for (QAction* menu : bar) barTexts << menu->text();
        for (const QDockWidget* dock : w->findChildren<QDockWidget*>()) docks << mnemonicTexts(dock);
        for (GamePage* page : w->pages()->pages())
            found << clashesAmong(page->pageTitle(), barTexts + docks + mnemonicTexts(page->widget()));
        {
            ExerciseSheetDialog sheet(w);
            found << clashesAmong(QStringLiteral("exercise sheet"), mnemonicTexts(&sheet));
        }
        closeWindow(w);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // The check can fail: two entries given the same letter are found.
    void aClashIsFound() {
        QMenu menu;
        menu.addAction(QStringLiteral("&Open"));
        menu.addAction(QStringLiteral("Save && &Close"));
        QCOMPARE(clashes(QStringLiteral("m"), menu.actions()), QStringList());
        menu.addAction(QStringLiteral("Re&open"));
        QCOMPARE(clashes(QStringLiteral("m"), menu.actions()).size(), 1);
    }
};

QTEST_MAIN(TestMenuAccelerators)
#include "tst_menu_accelerators.moc"
