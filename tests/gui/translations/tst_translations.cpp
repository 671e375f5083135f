// translations: the window in German, French and Spanish (issue 40). The window is started in each
// language and every text a user meets is read — the menus and their actions, the toolbars, each
// page (Hackenbush with Explain on a selected edge, Welter with a slide the rules refuse, Nim,
// Puzzles with a verdict, Animating), a game of Play lost to the engine with its review, the
// collapse stepper, the exercise-sheet dialog, the guide (in the language, with the English one's
// links), the About box, the status line and tooltips — and none may hold an English word (numbers,
// ⊕, ω and proper names such as Hackenbush, Welter, Nim and Homestead are no English words). The
// English window, read the same way, must show plenty, so the check cannot pass by reading nothing.
// In German the Explain panel's climb is the core's German climb. The Language menu switches live:
// the window is built again in the new language around the same drawing, its undo history and its
// unsaved changes, and the choice is remembered.
#include "collapse_stepper.h"
#include "exercise_sheet_dialog.h"
#include "explain_panel.h"
#include "gui_test_helpers.h"
#include "help_guide.h"
#include "language_menu.h"
#include "page_tabs.h"
#include "play_panel.h"
#include "play_review.h"
#include "puzzle_page.h"
#include "animating_page.h"
#include "status_line.h"
#include "window_in_language.h"
#include "welter_game.h"
#include "welter_strip_page.h"
#include "welter_strip_view.h"
#include "window_host.h"
#include "window_language.h"

#include "homestead/explanation_text.h"
#include "homestead/messages.h"
#include "homestead/hackenbush_rules.h"
#include "homestead/picture_json.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QUndoStack>

#include "../hang_guard.h"

using namespace guitest;

namespace {

// Words of English that German, French and Spanish do not use: a text holding one was not translated.
// (Words the three share with English — "mode", "page", "position", "normal", "zoom", "text", "an",
// "on", "no", "or", "last", "all" — are left out.)
const QSet<QString> kEnglishWords = {
    QStringLiteral("the"), QStringLiteral("and"), QStringLiteral("of"), QStringLiteral("to"), QStringLiteral("is"),
    QStringLiteral("with"), QStringLiteral("for"), QStringLiteral("from"), QStringLiteral("this"), QStringLiteral("that"),
    QStringLiteral("your"), QStringLiteral("you"), QStringLiteral("it"), QStringLiteral("its"), QStringLiteral("by"),
    QStringLiteral("be"), QStringLiteral("are"), QStringLiteral("which"), QStringLiteral("what"), QStringLiteral("when"),
    QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("first"), QStringLiteral("off"), QStringLiteral("none"),
    QStringLiteral("more"), QStringLiteral("less"), QStringLiteral("edge"), QStringLiteral("edges"), QStringLiteral("node"),
    QStringLiteral("nodes"), QStringLiteral("ground"), QStringLiteral("picture"), QStringLiteral("drawing"),
    QStringLiteral("value"), QStringLiteral("weight"), QStringLiteral("load"), QStringLiteral("class"),
    QStringLiteral("garden"), QStringLiteral("move"), QStringLiteral("moves"), QStringLiteral("winning"),
    QStringLiteral("losing"), QStringLiteral("chop"), QStringLiteral("chops"), QStringLiteral("game"), QStringLiteral("new"),
    QStringLiteral("open"), QStringLiteral("save"), QStringLiteral("close"), QStringLiteral("quit"), QStringLiteral("undo"),
    QStringLiteral("redo"), QStringLiteral("copy"), QStringLiteral("paste"), QStringLiteral("delete"), QStringLiteral("select"),
    QStringLiteral("draw"), QStringLiteral("play"), QStringLiteral("show"), QStringLiteral("hide"), QStringLiteral("find"),
    QStringLiteral("next"), QStringLiteral("previous"), QStringLiteral("help"), QStringLiteral("about"),
    QStringLiteral("examples"), QStringLiteral("recent"), QStringLiteral("language"), QStringLiteral("larger"),
    QStringLiteral("smaller"), QStringLiteral("heap"), QStringLiteral("heaps"), QStringLiteral("coin"), QStringLiteral("coins"),
    QStringLiteral("square"), QStringLiteral("squares"), QStringLiteral("strip"), QStringLiteral("player"),
    QStringLiteral("engine"), QStringLiteral("perfect"), QStringLiteral("human"), QStringLiteral("hint"),
    QStringLiteral("answer"), QStringLiteral("try"), QStringLiteral("again"), QStringLiteral("level"),
    QStringLiteral("streak"), QStringLiteral("step"), QStringLiteral("steps"), QStringLiteral("explain"),
    QStringLiteral("print"), QStringLiteral("file"), QStringLiteral("edit"), QStringLiteral("view"),
    QStringLiteral("presentation"), QStringLiteral("contrast"), QStringLiteral("names"), QStringLiteral("numbers"),
    QStringLiteral("sheet"), QStringLiteral("exercise"), QStringLiteral("seed"), QStringLiteral("count"),
    QStringLiteral("wins"), QStringLiteral("loses"), QStringLiteral("whoever"), QStringLiteral("cannot"),
    QStringLiteral("stress"), QStringLiteral("stresses"), QStringLiteral("loop"), QStringLiteral("loops"),
    QStringLiteral("mating"), QStringLiteral("spinster"),
};

// English that stays English in every language: the title of Conway's book, and what the Find bar
// reads (its query words, "edge 12" and "node 3", are the same in every language).
const QStringList kKeptAsWritten = {QStringLiteral("On Numbers and Games"), QStringLiteral("edge 12"), QStringLiteral("node 3")};

// What a reader sees of a text: the words of its HTML, without the & of a shortcut letter.
QString plain(QString text) {
    if (text.contains(QLatin1Char('<'))) text = QTextDocumentFragment::fromHtml(text).toPlainText();
    return text.remove(QLatin1Char('&'));
}

QStringList englishWordsIn(const QString& text) {
    static const QRegularExpression notLetters(QStringLiteral("[^\\p{L}]+"));
    QString read = plain(text);
    for (const QString& kept : kKeptAsWritten) read.remove(kept);
    QStringList found;
    for (const QString& word : read.split(notLetters, Qt::SkipEmptyParts))
        if (kEnglishWords.contains(word.toLower())) found << word;
    return found;
}

// Every text of `root` and of the widgets and actions under it, each with where it was found.
class TextWalk {
public:
    void add(const QString& where, const QString& text) {
        if (text.trimmed().isEmpty()) return;
        const QString key = where + QLatin1Char('\t') + text;
        if (seen_.contains(key)) return;
        seen_.insert(key);
        texts_ << qMakePair(where, text);
    }

    void addAction(const QString& where, QAction* a) {
        if (a->isSeparator()) return;
        add(where + QStringLiteral(" text"), a->text());
        add(where + QStringLiteral(" tooltip"), a->toolTip());
        add(where + QStringLiteral(" status tip"), a->statusTip());
        add(where + QStringLiteral(" what's this"), a->whatsThis());
        if (QMenu* menu = a->menu()) addMenu(menu);
    }

    void addMenu(QMenu* menu) {
        const QString where = QStringLiteral("menu ") + menu->title();
        add(where + QStringLiteral(" title"), menu->title());
        for (QAction* a : menu->actions()) addAction(where + QStringLiteral(" / ") + a->objectName(), a);
    }

    void addWidget(QWidget* w) {
        const QString where = QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') + w->objectName();
        add(where + QStringLiteral(" tooltip"), w->toolTip());
        add(where + QStringLiteral(" status tip"), w->statusTip());
        add(where + QStringLiteral(" what's this"), w->whatsThis());
        add(where + QStringLiteral(" accessible name"), w->accessibleName());
        add(where + QStringLiteral(" accessible description"), w->accessibleDescription());
        if (w->isWindow() || qobject_cast<QDockWidget*>(w)) add(where + QStringLiteral(" title"), w->windowTitle());
        if (auto* l = qobject_cast<QLabel*>(w)) add(where, l->text());
        if (auto* b = qobject_cast<QAbstractButton*>(w)) add(where, b->text());
        if (auto* g = qobject_cast<QGroupBox*>(w)) add(where, g->title());
        if (auto* e = qobject_cast<QLineEdit*>(w)) add(where + QStringLiteral(" placeholder"), e->placeholderText());
        if (auto* s = qobject_cast<QSpinBox*>(w)) {
            add(where + QStringLiteral(" suffix"), s->suffix());
            add(where + QStringLiteral(" prefix"), s->prefix());
            add(where + QStringLiteral(" special"), s->specialValueText());
        }
        if (auto* s = qobject_cast<QDoubleSpinBox*>(w)) {
            add(where + QStringLiteral(" suffix"), s->suffix());
            add(where + QStringLiteral(" special"), s->specialValueText());
        }
        if (auto* c = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i) add(where + QStringLiteral(" item"), c->itemText(i));
        if (auto* t = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i) {
                add(where + QStringLiteral(" tab"), t->tabText(i));
                add(where + QStringLiteral(" tab tooltip"), t->tabToolTip(i));
            }
        if (auto* list = qobject_cast<QListWidget*>(w))
            for (int i = 0; i < list->count(); ++i) add(where + QStringLiteral(" row"), list->item(i)->text());
        if (auto* bar = qobject_cast<QStatusBar*>(w)) add(where + QStringLiteral(" message"), bar->currentMessage());
        if (auto* menu = qobject_cast<QMenu*>(w)) addMenu(menu);
        for (QAction* a : w->actions()) addAction(where + QStringLiteral(" action ") + a->objectName(), a);
    }

    // The window (or dialog) `root`: its menu bar, and every widget and action under it.
    void addTree(QWidget* root) {
        addWidget(root);
        for (QWidget* w : root->findChildren<QWidget*>()) addWidget(w);
        for (QAction* a : root->findChildren<QAction*>()) addAction(QStringLiteral("action ") + a->objectName(), a);
    }

    // The texts holding English words, each once, with the first place it was found.
    QStringList english() const {
        QStringList out;
        QSet<QString> said;
        for (const auto& [where, text] : texts_)
            if (const QStringList words = englishWordsIn(text); !words.isEmpty() && !said.contains(text)) {
                said.insert(text);
                out << QStringLiteral("%1: \"%2\" (%3)").arg(where, plain(text).simplified().left(160), words.join(QStringLiteral(", ")));
            }
        return out;
    }
    int size() const { return int(texts_.size()); }

private:
    QList<QPair<QString, QString>> texts_;
    QSet<QString> seen_;
};

// A small unnamed picture: a stalk of 3 and a triangle on the ground (worth 1), value 3 ⊕ 1 = 2, so
// Explain has a climb above the ground (the stalk must become 1: chop its middle edge), the class
// panel a class and the garden loops.
Picture smallPicture() {
    return readPictureJson(R"({"format": "homestead-picture", "version": 1, "nodes": [
        {"id": 0, "x": 0, "y": 0, "ground": true}, {"id": 1, "x": 0, "y": 1}, {"id": 2, "x": 0, "y": 2},
        {"id": 3, "x": 0, "y": 3}, {"id": 6, "x": 4, "y": 0, "ground": true}, {"id": 7, "x": 4, "y": 1},
        {"id": 8, "x": 5, "y": 1}],
      "edges": [{"id": 0, "from": 0, "to": 1}, {"id": 1, "from": 1, "to": 2}, {"id": 2, "from": 2, "to": 3},
        {"id": 4, "from": 6, "to": 7}, {"id": 5, "from": 7, "to": 8}, {"id": 6, "from": 8, "to": 6}]})",
                           "test");
}

// The one edge Explain shows a climb for: the winning chop above the ground (the middle of the 3-stalk).
EdgeId climbingEdge(MainWindow* w) {
    const Analysis& a = w->document()->analysis();
    for (EdgeId id : a.winningMoves)
        if (id == 1) return id;
    return a.winningMoves.empty() ? EdgeId(-1) : a.winningMoves.front();
}

// Play: you against the perfect engine, a losing first chop, then any edge until the game is over;
// read while it goes on and once the review of the lost game is there.
void playLostGame(MainWindow* w, TextWalk& walk) {
    PlayController* play = quickPlay(w);
    play->setPlayers(PlayerKind::Human, PlayerKind::EnginePerfect);
    QVERIFY(play->setFirstPlayer(0));
    w->setPlayMode(true);
    const Picture start = *play->startPicture();
    const EdgeId losing = firstLosingMove(start);
    QVERIFY(losing >= 0);
    QVERIFY(play->humanChop(losing));
    walk.addTree(w);
    while (!play->isOver()) {
        QTRY_VERIFY(play->isOver() || !play->inputLocked());
        if (play->isOver()) break;
        QVERIFY(play->humanChop(HackenbushRules::legalMoves(play->session().position()).front()));
    }
    QTRY_VERIFY(w->playPanel()->review()->available());
    walk.add(QStringLiteral("value line in play"), w->valueText());
    walk.addTree(w);
    w->setPlayMode(false);
}

// Reads everything the window shows in its language: each page, Explain on the climbing edge, the
// collapse stepper, the exercise-sheet dialog, the guide's window and the About box.
void readWindow(MainWindow* w, TextWalk& walk) {
    showBuilt(w, smallPicture());
    w->actions().explain->setChecked(true);
    w->actions().garden->setChecked(true);
    QTRY_VERIFY(w->explainPanel()->isVisible());
    const EdgeId edge = climbingEdge(w);
    QVERIFY(edge >= 0);
    w->scene()->clearSelection();
    w->scene()->edgeItem(edge)->setSelected(true);
    w->explainPanel()->waitForExplanation();
    QVERIFY(w->explainPanel()->explanation());
    walk.add(QStringLiteral("hover tooltip"), w->scene()->edgeToolTip(edge));
    walk.add(QStringLiteral("status value"), w->valueText());
    walk.add(QStringLiteral("status parts"), w->partsText());
    walk.addTree(w);
    walk.addMenu(w->recentMenu());
    for (GamePage* page : w->pages()->pages()) {  // each page shown, so that it fills its texts
        w->pages()->setCurrent(page);
        QCoreApplication::processEvents();
        if (page == w->puzzlePage()) {  // a puzzle, and the verdict on a claim that no move wins
            QTRY_VERIFY(w->puzzlePage()->ready());
            w->puzzlePage()->claimNoWinningMove();
            walk.add(QStringLiteral("puzzle feedback"), w->puzzlePage()->feedback());
        }
        if (page == w->animatingPage()) QTRY_VERIFY(!w->animatingPage()->canonicalText(0).isEmpty());
        if (page == w->welterPage()) {  // a slide the rules refuse: their reason, in the window's language
            const auto coins = w->welterPage()->game()->position();
            QVERIFY(!coins.empty());
            emit w->welterPage()->view()->moveRequested(int(coins.back()), int(coins.back()) + 1);
            QVERIFY(w->welterPage()->statusText().contains(QString::number(coins.back() + 1)));
        }
        walk.add(QStringLiteral("page status"), page->statusText());
        walk.addTree(w);
    }
    w->pages()->setCurrent(w->pages()->pages().front());
    playLostGame(w, walk);
    // the collapse stepper, its first step said
    w->collapseStepper()->action()->trigger();
    QTRY_VERIFY(w->collapseStepper()->steps());
    walk.addTree(w);
    w->collapseStepper()->leaveAction()->trigger();
    // File → New Exercise Sheet…, Help → Guide (its window; the guide's pages are documents of their own)
    QAction* sheet = w->findChild<QAction*>(QStringLiteral("exerciseSheet"));
    QVERIFY(sheet);
    sheet->trigger();
    auto* dialog = w->findChild<ExerciseSheetDialog*>();
    QVERIFY(dialog);
    walk.addTree(dialog);
    dialog->close();
    walk.addTree(w->guide());
    walk.add(QStringLiteral("guide"), guideHtml());
    // Help → About: a modal box, read and closed from inside its event loop
    bool aboutRead = false;
    QTimer::singleShot(0, w, [&] {
        QTRY_VERIFY(QApplication::activeModalWidget());
        QWidget* box = QApplication::activeModalWidget();
        walk.addTree(box);
        aboutRead = true;
        box->close();
    });
    w->actions().about->trigger();
    QVERIFY(aboutRead);
}

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { WindowLanguage::instance()->set(Language::English); }

    // The check reads something: in English the same walk finds English everywhere.
    void englishWindowIsEnglish() {
        QCOMPARE(windowLanguage(), Language::English);
        MainWindow* w = openWindow();
        QVERIFY(w);
        TextWalk walk;
        readWindow(w, walk);
        if (QTest::currentTestFailed()) return closeWindow(w);
        const QStringList english = walk.english();
        QVERIFY2(english.size() > 200, qPrintable(QString::number(english.size())));
        QVERIFY(english.join(QLatin1Char('\n')).contains(QStringLiteral("\"File\"")));
        closeWindow(w);
    }

    void noEnglishLeft_data() { addTranslatedLanguageRows(); }
    void noEnglishLeft() {
        QFETCH(QString, code);
        MainWindow* w = openWindowIn(code);
        QVERIFY(w);
        TextWalk walk;
        readWindow(w, walk);
        if (QTest::currentTestFailed()) return closeWindow(w);
        QVERIFY2(walk.size() > 300, qPrintable(QString::number(walk.size())));
        const QStringList english = walk.english();
        QVERIFY2(english.isEmpty(), qPrintable(QStringLiteral("%1 texts in English:\n").arg(english.size()) +
                                               english.mid(0, 60).join(QLatin1Char('\n'))));
        // the guide in this language opens the same examples and pages as the English one
        QVERIFY(guideHtml() != guideHtml(Language::English));
        QCOMPARE(guideLinks(), guideLinks(Language::English));
        closeWindow(w);
    }

    // In German the climb is the core's German climb, step by step.
    void germanClimb() {
        QVERIFY(WindowLanguage::instance()->set(Language::German));
        MainWindow* w = openWindow();
        QVERIFY(w);
        showBuilt(w, smallPicture());
        w->actions().explain->setChecked(true);
        QTRY_VERIFY(w->explainPanel()->isVisible());
        ExplainPanel* panel = w->explainPanel();
        const EdgeId edge = climbingEdge(w);
        QCOMPARE(edge, EdgeId(1));
        w->scene()->clearSelection();
        w->scene()->edgeItem(edge)->setSelected(true);
        panel->waitForExplanation();
        const EdgeExplanation* x = panel->explanation();
        QVERIFY(x && x->winning && !x->climb.empty());
        QVERIFY(panel->climbSteps() >= 2);
        const Picture& p = w->document()->picture();
        for (int i = 0; i < panel->climbSteps(); ++i) {
            const std::string german = text::climbStepSentence(p, x->climb, std::size_t(i), x->valueBefore, Language::German);
            const std::string english = text::climbStepSentence(p, x->climb, std::size_t(i), x->valueBefore);
            QVERIFY(german != english);
            const QString shown = plain(panel->climbStepLabel(i)->text());
            QVERIFY2(shown.contains(QString::fromStdString(german)), qPrintable(shown + QStringLiteral("\n") + QString::fromStdString(german)));
        }
        // its first step begins with the value that must become 0, in German
        QVERIFY2(plain(panel->climbStepLabel(0)->text()).contains(QStringLiteral("Wert 2")), qPrintable(panel->climbStepLabel(0)->text()));
        QVERIFY2(w->valueText().contains(QStringLiteral("Wert 2")), qPrintable(w->valueText()));
        closeWindow(w);
    }

    // Language → Deutsch: the window is built again in German around the same drawing, undo history
    // and unsaved changes; the choice is stored for the next start; the menu shows it checked.
    void switchesLive() {
        QSettings().remove(QLatin1String(WindowLanguage::kSettingsKey));
        WindowHost host;
        MainWindow* before = host.window();
        before->resize(1360, 860);
        before->show();
        QVERIFY(QTest::qWaitForWindowExposed(before));
        const QString englishFile = before->menuBar()->actions().front()->text();
        // an edit to undo: the picture set through the undo stack, as a paste would
        before->undoStack()->push(new QUndoCommand(QStringLiteral("test")));
        showBuilt(before, smallPicture());
        const int undoCount = before->undoStack()->count();
        before->welterPage()->game()->setCoins({1, 4, 6});
        before->pages()->setCurrent(before->welterPage());
        QSignalSpy replaced(&host, &WindowHost::windowReplaced);
        QAction* deutsch = before->findChild<QAction*>(QStringLiteral("language_de"));
        QVERIFY(deutsch);
        deutsch->trigger();
        QCOMPARE(replaced.count(), 1);
        MainWindow* after = host.window();
        QVERIFY(after != before);
        QTRY_VERIFY(!before->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(after));
        QCOMPARE(windowLanguage(), Language::German);
        QVERIFY(after->menuBar()->actions().front()->text() != englishFile);
        QCOMPARE(after->document()->picture().edgeCount(), smallPicture().edgeCount());
        QCOMPARE(after->undoStack()->count(), undoCount);
        QVERIFY(!after->undoStack()->isClean());
        QCOMPARE(after->pages()->current(), static_cast<GamePage*>(after->welterPage()));
        QCOMPARE(after->welterPage()->game()->position(), (WelterGame::Position{1, 4, 6}));
        after->document()->waitForAnalysis();
        QTRY_VERIFY(after->valueText().contains(QStringLiteral("Wert")));
        QCOMPARE(QSettings().value(QLatin1String(WindowLanguage::kSettingsKey)).toString(), QStringLiteral("de"));
        QCOMPARE(startLanguage(), Language::German);
        QVERIFY(after->findChild<QAction*>(QStringLiteral("language_de"))->isChecked());
        // and back
        after->findChild<QAction*>(QStringLiteral("language_en"))->trigger();
        QCOMPARE(replaced.count(), 2);
        QCOMPARE(host.window()->menuBar()->actions().front()->text(), englishFile);
        QCOMPARE(host.window()->undoStack()->count(), undoCount);
        host.window()->undoStack()->setClean();
        QSettings().remove(QLatin1String(WindowLanguage::kSettingsKey));
    }
};

}  // namespace

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
