// delay_in_language: the engine delay is written as the window's language writes a number. "0.6 s"
// kept the system's decimal point whatever language was chosen in the app; German, French and
// Spanish write "0,6 s". The system's locale here is English (C), so each language must bring its own
// mark; a box made before a switch follows it too, and typing the language's decimal sets the delay.
#include "engine_delay_box.h"
#include "engine_runner.h"
#include "window_language.h"

#include <QDoubleSpinBox>
#include <QTest>

#include <memory>

#include "hang_guard.h"

using namespace homestead;
using namespace homestead::gui;

class DelayInLanguageTest : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { WindowLanguage::instance()->set(Language::English); }

    void theDelayIsWrittenInTheLanguage_data() {
        QTest::addColumn<int>("language");
        QTest::addColumn<QString>("decimal");
        QTest::newRow("en") << int(Language::English) << QStringLiteral(".");
        QTest::newRow("de") << int(Language::German) << QStringLiteral(",");
        QTest::newRow("fr") << int(Language::French) << QStringLiteral(",");
        QTest::newRow("es") << int(Language::Spanish) << QStringLiteral(",");
    }
    void theDelayIsWrittenInTheLanguage() {
        QFETCH(int, language);
        QFETCH(QString, decimal);
        QVERIFY(WindowLanguage::instance()->set(Language(language)));
        EngineRunner runner;
        runner.setDelay(600);
        std::unique_ptr<QDoubleSpinBox> box(engineDelayBox(&runner));
        QCOMPARE(box->cleanText(), QStringLiteral("0") + decimal + QStringLiteral("6"));
        QVERIFY2(box->text().startsWith(QStringLiteral("0") + decimal + QStringLiteral("6")), qPrintable(box->text()));
        // typed as the language writes it, it is read so
        box->selectAll();
        QTest::keyClicks(box.get(), QStringLiteral("1") + decimal + QStringLiteral("5"));
        box->interpretText();
        QCOMPARE(runner.delay(), 1500);
    }

    void aSwitchRewritesTheDelay() {
        EngineRunner runner;
        runner.setDelay(600);
        std::unique_ptr<QDoubleSpinBox> box(engineDelayBox(&runner));
        QCOMPARE(box->cleanText(), QStringLiteral("0.6"));
        QVERIFY(WindowLanguage::instance()->set(Language::German));
        QCOMPARE(box->cleanText(), QStringLiteral("0,6"));
    }
};

QTEST_MAIN(DelayInLanguageTest)
#include "tst_delay_in_language.moc"
