// typed_numbers_worded: a number typed for a Nim heap that is too big to count is called too big,
// not "not a number". A student typing 99999999999999999999 was told it is not a number, which it
// is: the reason now names the heaps' range, as for 20 or −4; a word that is not a number is still
// called so, and the heaps are left as they were.
#include "nim_game.h"

#include <QTest>

#include "hang_guard.h"

using namespace homestead::gui;

class TypedNumbersWordedTest : public QObject {
    Q_OBJECT
private slots:
    void aHugeHeapIsOutOfRange_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("reason");
        QTest::newRow("huge") << QStringLiteral("3 99999999999999999999 5") << QStringLiteral("Heap 2: 99999999999999999999 is not between 0 and 15.");
        QTest::newRow("huge, signed") << QStringLiteral("+99999999999") << QStringLiteral("Heap 1: +99999999999 is not between 0 and 15.");
        QTest::newRow("too big") << QStringLiteral("3 20") << QStringLiteral("Heap 2: 20 is not between 0 and 15.");
        QTest::newRow("negative") << QStringLiteral("3 -4 5") << QStringLiteral("Heap 2: -4 is not between 0 and 15.");
        QTest::newRow("a word") << QStringLiteral("3 x") << QStringLiteral("Heap 2: 'x' is not a number.");
        QTest::newRow("digits and a word") << QStringLiteral("12ab") << QStringLiteral("Heap 1: '12ab' is not a number.");
    }
    void aHugeHeapIsOutOfRange() {
        QFETCH(QString, typed);
        QFETCH(QString, reason);
        NimGame game;
        QVERIFY(game.setHeapsText(QStringLiteral("3 4 5")));
        QVERIFY(!game.setHeapsText(typed));
        QCOMPARE(game.lastError(), reason);
    }
};

QTEST_MAIN(TypedNumbersWordedTest)
#include "tst_typed_numbers_worded.moc"
