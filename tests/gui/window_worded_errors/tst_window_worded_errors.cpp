// window_worded_errors: the core's errors the window shows are in the window's language, not English
// whatever it speaks: a picture the loader cannot take (PictureError), a problem the Explain panel
// meets, a move the rules refuse in a game (Welter's strip, Nim: IllegalMove's reason), the exercise
// sheet's bad options (ExerciseError) and a sheet that cannot be written (its folder missing). Each is
// checked in German against the core's catalogue, and in English against what it always said.
#include "gui_test_helpers.h"

#include "exercise_sheet_dialog.h"
#include "explain_panel.h"
#include "nim_game.h"
#include "picture_loader.h"
#include "welter_strip_page.h"
#include "welter_strip_view.h"
#include "window_language.h"

#include "homestead/format_error.h"
#include "homestead/messages.h"

#include <QFileInfo>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <initializer_list>
#include <string_view>
#include <variant>

#include "../hang_guard.h"

using namespace guitest;

namespace {

// The catalogue's sentence in German.
QString german(Msg id, std::initializer_list<std::string_view> arguments = {}) {
    return QString::fromStdString(message(Language::German, id, arguments));
}

// Whether a label of `w` shows `text`.
bool showsLabel(QWidget* w, const QString& text) {
    for (QLabel* label : w->findChildren<QLabel*>())
        if (label->text().contains(text)) return true;
    return false;
}

}  // namespace

class WindowWordedErrors : public QObject {
    Q_OBJECT
private slots:
    void cleanup() {
        PictureLoader::setReadHook({});
        ExplainPanel::setExplainHook({});
        WindowLanguage::instance()->set(Language::English);
    }

    // Opening a file: what the reader throws is told in the window's language.
    void loaderTellsAPictureErrorInTheWindowsLanguage() {
        const QString door = QStringLiteral(HOMESTEAD_RESOURCES "/pictures/door.json");
        PictureLoader::setReadHook([](const QString&) { throw PictureError(ErrorPhrase(Msg::PictureNoEdge, {"7"})); });
        const auto english = PictureLoader::read(door, Language::English);
        QCOMPARE(std::get<QString>(english), QStringLiteral("no edge with id 7"));
        QVERIFY(WindowLanguage::instance()->set(Language::German));
        PictureLoader loader;
        QSignalSpy failed(&loader, &PictureLoader::failed);
        loader.load(door);  // (the window's language when the load starts)
        loader.wait();
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.front().at(1).toString(), german(Msg::PictureNoEdge, {"7"}));
    }

    // The Explain panel's problem ("Nothing to explain") in the window's language.
    void explainPanelTellsItsProblemInTheWindowsLanguage() {
        QVERIFY(WindowLanguage::instance()->set(Language::German));
        MainWindow* w = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/door.json"));
        QVERIFY(w);
        w->actions().explain->setChecked(true);
        QTRY_VERIFY(w->explainPanel()->isVisible());
        ExplainPanel::setExplainHook([] { throw PictureError(ErrorPhrase(Msg::PictureEdgeNotStanding, {"2"})); });
        w->scene()->clearSelection();
        w->scene()->edgeItem(w->document()->picture().edges().front().id)->setSelected(true);
        w->explainPanel()->waitForExplanation();
        const QString said = german(Msg::PictureEdgeNotStanding, {"2"});
        QVERIFY2(showsLabel(w->explainPanel(), said), qPrintable(said));
        QVERIFY(!showsLabel(w->explainPanel(), QStringLiteral("is not a standing edge")));
        closeWindow(w);
    }

    // A slide Welter's rules refuse, and a Nim move: the reason in the window's language.
    void refusedMovesInTheWindowsLanguage() {
        {
            WelterStripPage page;
            page.show();
            QVERIFY(page.game()->setCoins({1, 4, 6}));
            QVERIFY(!page.game()->play({4, 1}));
            QCOMPARE(page.game()->lastError(), QStringLiteral("square 1 is occupied"));
        }
        QVERIFY(WindowLanguage::instance()->set(Language::German));
        WelterStripPage page;
        page.show();
        page.game()->setEngineDelay(0);
        page.game()->setPlayer(1, PlayerKind::Human);
        QVERIFY(page.game()->setCoins({1, 4, 6}));
        emit page.view()->moveRequested(4, 1);  // as a drag onto square 1 asks
        QCOMPARE(page.game()->lastError(), german(Msg::RuleSquareOccupied, {"1"}));
        QVERIFY2(page.statusText().contains(german(Msg::RuleSquareOccupied, {"1"})), qPrintable(page.statusText()));
        NimGame nim;
        QVERIFY(nim.setHeaps({3, 5}));
        QVERIFY(!nim.play({0, 3, 3}));
        QCOMPARE(nim.lastError(), german(Msg::RuleTakeAtLeastOne));
    }

    // The exercise sheet: bad options, and a folder that is not there, said in the sheet's language.
    void exerciseSheetTellsItsProblemInTheWindowsLanguage() {
        QTemporaryDir dir;
        exercises::SheetOptions bad;
        bad.count = 0;
        const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
        const auto english = ExerciseSheetDialog::write(bad, sheet);
        QVERIFY(!english.ok);
        QVERIFY2(english.message.contains(QStringLiteral("the count must be from 1 to 100, not 0")), qPrintable(english.message));
        QVERIFY(WindowLanguage::instance()->set(Language::German));
        bad.language = Language::German;  // (as the dialog's options() gives it: the window's)
        const auto written = ExerciseSheetDialog::write(bad, sheet);
        QVERIFY(!written.ok);
        QVERIFY2(written.message.contains(german(Msg::ExerciseCountRange, {"100", "0"})), qPrintable(written.message));
        // a folder that does not exist: the sheet's file named, the problem in German
        exercises::SheetOptions good;
        good.count = 1;
        good.language = Language::German;
        const QString missing = dir.filePath(QStringLiteral("missing/sheet.pdf"));
        const auto unwritten = ExerciseSheetDialog::write(good, missing);
        QVERIFY(!unwritten.ok);
        QVERIFY2(unwritten.message.contains(missing + QStringLiteral(": ") + german(Msg::WriteCannotCreate, {message(Language::German, Msg::WriteNoFolder)})),
                 qPrintable(unwritten.message));
        QVERIFY(!QFileInfo::exists(missing));
    }
};

QTEST_MAIN(WindowWordedErrors)
#include "tst_window_worded_errors.moc"
