// hide_numbers: fair play in Play and Puzzles (issue 38). Play on the girl on one foot, Hide numbers
// turned on: every label is the edge's tag alone (no stress, no digit), a hovered edge's tooltip and
// the value line say no value, Show Winning Moves (M) and F3 are off, the garden and Explain are
// covered by a note — and the Hint still marks the winning moves when asked. The move list names the
// moves by the very tags their edges wore on the canvas; turning it off (and the game's end) shows the
// numbers again; the setting is remembered and Ctrl+Shift+H toggles it. Puzzles start with numbers
// hidden (shown once answered, hidden again for a retry), and every edge of a puzzle carries the tag
// its verdict names it by.
#include "explain_panel.h"
#include "garden_view.h"
#include "gui_test_helpers.h"
#include "hackenbush_board.h"
#include "numbers_cover.h"
#include "play_panel.h"
#include "puzzle_page.h"
#include "tagged_label_checks.h"

#include "homestead/edge_tags.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>

#include <map>
#include <set>

#include "../hang_guard.h"

using namespace guitest;

namespace {
const QRegularExpression kDigit(QStringLiteral("[0-9]"));

// What a hover shows of edge `id`: the tooltip its item gets.
QString hoverTip(PictureScene* scene, EdgeId id) {
    scene->hoverEdge(id);
    const QString tip = scene->edgeItem(id)->toolTip();
    scene->hoverEdge(std::nullopt);
    return tip;
}

// The label text of every standing edge now shown, by id.
std::map<EdgeId, QString> labelsShown(PictureScene* scene, const Picture& picture) {
    std::map<EdgeId, QString> out;
    for (const Edge& e : picture.edges())
        if (EdgeItem* item = scene->edgeItem(e.id); item && item->labelShown()) out[e.id] = item->label()->text();
    return out;
}
}  // namespace

class HideNumbers : public QObject {
    Q_OBJECT
    MainWindow* window = nullptr;
    PlayController* play = nullptr;

    PlayPanel* panel() const { return window->playPanel(); }
    QAction* hide() const { return panel()->hideNumbersAction(); }
    void settleGame() {
        play->waitForNaming();  // the game's tags come from a worker
        play->document()->waitForAnalysis();
        play->scene()->finishBuild();
    }
    QString labelProblem(bool numbers) {
        settleGame();
        return checkTaggedLabels(play->scene(), play->document()->picture(), [this](EdgeId id) { return play->edgeTag(id); }, numbers);
    }

private slots:
    void init() {
        QSettings().remove(QStringLiteral("play/hideNumbers"));
        QSettings().remove(QStringLiteral("puzzles/hideNumbers"));
        QVERIFY((window = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/girl-on-one-foot.json"))));
        play = quickPlay(window);
        play->setPlayers(PlayerKind::Human, PlayerKind::EnginePerfect);
        window->setPlayMode(true);
        settleGame();
    }
    void cleanup() { closeWindow(window); }

    void playHidesEveryNumberUntilAsked() {
        QVERIFY(!hide()->isChecked());  // off at first in Play
        QVERIFY2(labelProblem(true).isEmpty(), qPrintable(labelProblem(true)));  // "b: 1": tag and stress
        hide()->trigger();
        QVERIFY(play->hidingNumbers());
        QVERIFY(QSettings().value(QStringLiteral("play/hideNumbers")).toBool());  // remembered
        QVERIFY2(labelProblem(false).isEmpty(), qPrintable(labelProblem(false)));
        const Picture& position = play->document()->picture();
        const std::map<EdgeId, QString> labels = labelsShown(play->scene(), position);
        QCOMPARE(labels.size(), position.edgeCount());  // every edge shows its tag
        for (const auto& [id, text] : labels) QVERIFY2(!text.contains(kDigit), qPrintable(text));
        for (const Edge& e : position.edges()) {
            const QString tip = hoverTip(play->scene(), e.id);
            QVERIFY2(tip.contains(play->edgeTag(e.id).toHtmlEscaped()), qPrintable(tip));
            for (const char* giveaway : {"stress", "weight", "value", "winning", "losing"})
                QVERIFY2(!tip.contains(QLatin1String(giveaway), Qt::CaseInsensitive), qPrintable(tip));
            QVERIFY2(!window->statusBar()->currentMessage().contains(QStringLiteral("value"), Qt::CaseInsensitive),
                     qPrintable(window->statusBar()->currentMessage()));
        }
        QVERIFY2(!panel()->valueLabel()->text().contains(kDigit), qPrintable(panel()->valueLabel()->text()));
        // Nothing else gives the answer away: M and F3 are off, the garden and Explain covered.
        const WindowActions& a = window->actions();
        QVERIFY(!a.winning->isEnabled());
        QVERIFY(!a.nextWinning->isEnabled() && !a.previousWinning->isEnabled());
        a.winning->setChecked(true);  // even if it was on before the game
        for (const Edge& e : position.edges())
            QVERIFY(play->scene()->edgeItem(e.id)->look() != EdgeItem::Look::Winning);
        a.winning->setChecked(false);
        for (QWidget* covered : {static_cast<QWidget*>(window->gardenView()), static_cast<QWidget*>(window->explainPanel())}) {
            auto* cover = covered->findChild<NumbersCover*>();
            QVERIFY(cover && cover->isVisibleTo(covered));
            QVERIFY(cover->text().contains(QStringLiteral("hidden while playing")));
        }
        // The Hint is asking: it marks the winning moves.
        QVERIFY(panel()->hintButton()->isEnabled());
        panel()->hintButton()->click();
        std::vector<EdgeId> marked = play->markedEdges(), wins = play->document()->analysis().winningMoves;
        std::sort(marked.begin(), marked.end());
        QVERIFY(!wins.empty());
        QCOMPARE(marked, wins);
        for (EdgeId w : wins)  // and names them by their tags, as the canvas does
            QVERIFY2(panel()->hintLabel()->text().contains(play->edgeTag(w)), qPrintable(panel()->hintLabel()->text()));

        // Off again: the numbers, M and the panels come back.
        hide()->trigger();
        QVERIFY(!play->hidingNumbers());
        QVERIFY2(labelProblem(true).isEmpty(), qPrintable(labelProblem(true)));
        QVERIFY(a.winning->isEnabled() && a.nextWinning->isEnabled());
        QVERIFY(!window->gardenView()->findChild<NumbersCover*>()->isVisibleTo(window->gardenView()));
        QVERIFY(panel()->valueLabel()->text().contains(kDigit));
        const EdgeId any = position.edges().front().id;
        QVERIFY(hoverTip(play->scene(), any).contains(QStringLiteral("stress")));
    }

    // The move list names each move by the tag its edge wore on the canvas, the engine's too.
    void theMoveListSaysTheCanvasTags() {
        hide()->trigger();
        play->setHighlightDuration(0);
        QString engineLabel;
        connect(play, &PlayController::engineChose, this, [&](EdgeId id) {
            engineLabel = play->scene()->edgeItem(id)->label()->text();  // still on the canvas, marked
        });
        const EdgeId top = HackenbushRules::legalMoves(play->session().position()).back();  // the game goes on
        const QString mine = play->scene()->edgeItem(top)->label()->text();
        QVERIFY(!mine.isEmpty() && !mine.contains(kDigit));
        QVERIFY(play->humanChop(top));
        QTRY_COMPARE(play->session().ply(), 2u);
        const QStringList lines = play->moveTexts();
        QVERIFY2(lines[0] == QStringLiteral("1. You: ") + mine || lines[0].startsWith(QStringLiteral("1. You: %1, ").arg(mine)),
                 qPrintable(lines[0] + QStringLiteral(" / ") + mine));
        QVERIFY(!engineLabel.isEmpty());
        QVERIFY2(lines[1].startsWith(QStringLiteral("2. Perfect engine: ") + engineLabel), qPrintable(lines[1] + QStringLiteral(" / ") + engineLabel));
        QCOMPARE(panel()->moveList()->item(0)->text(), lines[0]);
        QVERIFY2(labelProblem(false).isEmpty(), qPrintable(labelProblem(false)));  // still hidden after the moves
    }

    // The end of the game shows everything again; Ctrl+Shift+H toggles while playing.
    void theEndShowsTheNumbersAndTheKeyToggles() {
        QTest::keySequence(window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
        QVERIFY(hide()->isChecked());
        QVERIFY(play->hidingNumbers());
        play->setPlayers(PlayerKind::EnginePerfect, PlayerKind::EnginePerfect);
        play->setHighlightDuration(0);
        QTRY_VERIFY(play->isOver());
        QVERIFY(!play->hidingNumbers());
        QVERIFY(hide()->isChecked());  // the setting stays for the next game
        QVERIFY(window->actions().winning->isEnabled());
        play->setPlayers(PlayerKind::Human, PlayerKind::EnginePerfect);
        play->newGame();
        QVERIFY(play->hidingNumbers());  // a new game hides them again
        QVERIFY2(labelProblem(false).isEmpty(), qPrintable(labelProblem(false)));
        window->setPlayMode(false);  // the drawing keeps its numbers
        QVERIFY(!play->hidingNumbers());
        QVERIFY(window->actions().winning->isEnabled());
        QVERIFY(!window->scene()->numbersHidden());
    }

    // Puzzles start with numbers hidden; every edge of a puzzle (a classic picture too) wears the tag
    // its verdict names it by; an answer shows the numbers its verdict cites, a retry hides them
    // again, and turning Hide numbers off puts the stresses on the board.
    void puzzlesStartWithNumbersHidden() {
        PuzzlePage page;
        page.setSeed(38);
        page.resize(1100, 680);
        page.show();
        QVERIFY(page.hideNumbersAction()->isChecked());
        QVERIFY(!page.hackenbushBoard()->numbersShown());
        page.setSource(PuzzlePage::Source::Examples);
        for (int n = 0; n < 4; ++n, page.newPuzzle()) {
            QTRY_VERIFY(page.ready());
            const Picture& p = page.puzzle().picture;
            const EdgeTags tags(std::make_shared<const Picture>(p));
            std::set<std::string> names;
            for (const Edge& e : p.edges()) {
                QVERIFY(!e.name.empty());
                QCOMPARE(tags.tag(e.id), e.name);  // named by its tags
                names.insert(e.name);
            }
            QCOMPARE(names.size(), p.edgeCount());  // one edge each
            QVERIFY(!page.hackenbushBoard()->numbersShown());
            page.chop(p.edges().back().id);
            const QString said = page.feedback();
            QVERIFY2(said.contains(QStringLiteral("hopping %1").arg(QString::fromStdString(p.edges().back().name))), qPrintable(said));
            QVERIFY(page.hackenbushBoard()->numbersShown());  // answered: the numbers it cites are shown
            page.tryAgain();
            QVERIFY(!page.hackenbushBoard()->numbersShown());  // hidden again for another try
        }
        page.hideNumbersAction()->trigger();
        QVERIFY(page.hackenbushBoard()->numbersShown());
        QVERIFY(!QSettings().value(QStringLiteral("puzzles/hideNumbers")).toBool());
    }
};

QTEST_MAIN(HideNumbers)
#include "tst_hide_numbers.moc"
