// nim_moves_heading: Nim's list of moves has a heading, as Welter's and the Transfinite page's have:
// a student saw a list of lines under the counters with nothing to say what they were, and a screen
// reader met an unlabelled list. In English, German, French and Spanish the page shows "Moves" in its
// language just above the list, tied to it as its label (its buddy), and the name a screen reader
// gives the list begins with the same word.
#include "nim_page.h"
#include "window_language.h"

#include <QAccessible>
#include <QLabel>
#include <QListWidget>
#include <QTest>

#include "hang_guard.h"

using namespace homestead;
using namespace homestead::gui;

class NimMovesHeadingTest : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { WindowLanguage::instance()->set(Language::English); }

    void theListHasAHeading_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("heading");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Moves");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Züge");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Coups");
        QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Jugadas");
    }
    void theListHasAHeading() {
        QFETCH(QString, code);
        QFETCH(QString, heading);
        QVERIFY(WindowLanguage::instance()->set(*languageFromCode(code.toStdString())));
        NimPage page;
        page.resize(1280, 720);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto* list = page.findChild<QListWidget*>(QStringLiteral("nimMoves"));
        QVERIFY(list && list->isVisible());
        QLabel* label = nullptr;
        for (QLabel* l : page.findChildren<QLabel*>())
            if (l->buddy() == list) label = l;
        QVERIFY2(label, "no label names the list of moves");
        QVERIFY(label->isVisible());
        QCOMPARE(label->text(), heading);
        // just above the list, over its left edge
        const QRect l = QRect(label->mapTo(&page, QPoint()), label->size()), m = QRect(list->mapTo(&page, QPoint()), list->size());
        QVERIFY2(l.bottom() < m.top() && m.top() - l.bottom() < 3 * label->height(), "the heading is not just above the list");
        QVERIFY(l.left() <= m.left() + 8 && l.right() > m.left());
        // a screen reader names the list with the heading's word ("Moves of this game")
        QAccessibleInterface* listFace = QAccessible::queryAccessibleInterface(list);
        QVERIFY(listFace);
        QVERIFY2(listFace->text(QAccessible::Name).startsWith(heading), qPrintable(listFace->text(QAccessible::Name)));
    }
};

QTEST_MAIN(NimMovesHeadingTest)
#include "tst_nim_moves_heading.moc"
