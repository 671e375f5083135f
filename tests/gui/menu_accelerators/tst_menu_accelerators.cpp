// menu_accelerators: in German, French and Spanish no two entries of one menu share an accelerator
// (the letter after &), so Alt and one letter always reach one entry: the menu bar's menus, each menu's
// actions and every submenu, as the translated window shows them. Entries without a letter (a recent
// file, an example's title) are not counted. Every menu of the bar has a letter in every language.
#include "gui_test_helpers.h"
#include "window_language.h"

#include "homestead/messages.h"

#include <QAction>
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

}  // namespace

class TestMenuAccelerators : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { WindowLanguage::instance()->set(Language::English); }

    void noTwoEntriesOfAMenuShareALetter_data() {
        QTest::addColumn<QString>("code");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("fr") << QStringLiteral("fr");
        QTest::newRow("es") << QStringLiteral("es");
    }
    void noTwoEntriesOfAMenuShareALetter() {
        QFETCH(QString, code);
        const auto language = languageFromCode(code.toStdString());
        QVERIFY(language);
        QVERIFY(WindowLanguage::instance()->set(*language));
        MainWindow* w = openWindow();
        QVERIFY(w);
        const QList<QAction*> bar = w->menuBar()->actions();
        QVERIFY(bar.size() >= 5);
        for (QAction* menu : bar) QVERIFY2(!accelerator(menu->text()).isEmpty(), qPrintable(menu->text()));
        QVERIFY2(!w->menuBar()->actions().first()->text().contains(QStringLiteral("File")), "the window is still English");
        const QStringList found = clashes(QStringLiteral("menu bar"), bar);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        closeWindow(w);
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
