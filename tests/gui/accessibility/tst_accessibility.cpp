// accessibility: the window as a screen reader meets it, headless (Qt's accessibility interfaces are
// asked directly; the window's screen-reader hook records what it sends, screen_reader.h).
//
// - Every interactive widget of every page, of Play's panel, the collapse stepper, the find bar, the
//   Help guide and the exercise-sheet dialog has an accessible name. Interactive: a button, slider,
//   spin box, combo box, line edit, item view or tab bar, or any widget that takes the keyboard focus
//   (focus policy not NoFocus); a focusable label only when it has text (its name is its text). Qt's own parts
//   of a composite widget (a spin box's line edit, a line edit's clear button, a scroll area's
//   viewport and scroll bars, a tab bar's scroll arrows, a table's headers) speak through their owner
//   and are left out. Hidden widgets are walked too (the pages not shown, Nim's chessboard). A box or a list that shows a value (combo, spin box, line edit, item view, slider, tab bar) is
//   named by its accessible name or by the label that is its buddy: on Linux Qt would read its value
//   instead, which says what is chosen, not what is chosen there.
// - The canvas's focused edge reads, through QAccessible::queryAccessibleInterface, as the core's
//   sentence (spoken_text.h), both as the view's value and as its focused child, and its change is
//   sent as Focus and NameChanged on that child.
// - The engine's move and the game's outcome are announced in Play, Welter and Nim.
// - Welter's squares and Nim's heaps are accessible children with their words, the keyboard's one
//   focused; so is the puzzle board's picked edge.
#include "gui_test_helpers.h"

#include "accessible_items.h"
#include "announcer.h"
#include "canvas_accessibility.h"
#include "collapse_stepper.h"
#include "exercise_sheet_dialog.h"
#include "find_actions.h"
#include "game_controls.h"
#include "help_guide.h"
#include "keyboard_focus.h"
#include "nim_game.h"
#include "nim_heaps_view.h"
#include "nim_page.h"
#include "page_tabs.h"
#include "play_controller.h"
#include "play_panel.h"
#include "puzzle_page.h"
#include "hackenbush_board.h"
#include "window_language.h"
#include "screen_reader.h"
#include "welter_game.h"
#include "welter_strip_page.h"
#include "welter_strip_view.h"

#include "classic_pictures.h"
#include "homestead/explanation.h"
#include "homestead/spoken_text.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QTabBar>

#include <vector>

#include "../hang_guard.h"

using namespace guitest;

namespace {

// What the update handler saw: the events a screen reader would hear, with the words of the object
// (or child) they came from at that moment.
struct Heard {
    QAccessible::Event type;
    QObject* object;
    int child;
    QString text;
};
std::vector<Heard> heard;

void record(QAccessibleEvent* event) {
    const QAccessible::Event type = event->type();
    if (type != QAccessible::Focus && type != QAccessible::NameChanged
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
        && type != QAccessible::Announcement
#endif
    )
        return;
    QString text;
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    if (type == QAccessible::Announcement) text = static_cast<QAccessibleAnnouncementEvent*>(event)->message();
    else
#endif
        if (QAccessibleInterface* iface = event->accessibleInterface())
        text = iface->text(QAccessible::Name);
    heard.push_back({type, event->object(), event->child(), text});
}

// Whether some event from `object` said `words` (an announcement, or a status element's new name).
bool said(const QObject* object, const QString& words) {
    return std::any_of(heard.begin(), heard.end(), [&](const Heard& h) { return h.object == object && h.text.contains(words); });
}

bool showsValue(const QWidget* w) {
    return qobject_cast<const QComboBox*>(w) || qobject_cast<const QAbstractSpinBox*>(w) || qobject_cast<const QLineEdit*>(w) ||
           qobject_cast<const QAbstractItemView*>(w) || qobject_cast<const QAbstractSlider*>(w) || qobject_cast<const QTabBar*>(w);
}

bool interactive(const QWidget* w) {
    if (const auto* label = qobject_cast<const QLabel*>(w))  // selectable text or links: read by its text
        return label->focusPolicy() != Qt::NoFocus && !label->text().isEmpty();
    return qobject_cast<const QAbstractButton*>(w) || showsValue(w) || w->focusPolicy() != Qt::NoFocus;
}

// Qt's own parts of a composite widget, which speak through their owner.
bool partOfQtWidget(const QWidget* w) {
    const QWidget* parent = w->parentWidget();
    if (!parent) return false;
    if (qobject_cast<const QAbstractSpinBox*>(parent) || qobject_cast<const QComboBox*>(parent)) return true;  // their line edit
    if (qobject_cast<const QLineEdit*>(parent)) return true;  // its clear button
    if (qobject_cast<const QTabBar*>(parent)) return true;  // its scroll arrows
    if (qobject_cast<const QAbstractItemView*>(parent)) return true;  // a table's headers and corner button
    if (parent->objectName().startsWith(QLatin1String("qt_scrollarea_"))) return true;  // a scroll area's bars
    if (w->objectName().startsWith(QLatin1String("qt_"))) return true;  // Qt's named internals (dock buttons, toolbar extension)
    if (const auto* area = qobject_cast<const QAbstractScrollArea*>(parent); area && area->viewport() == w) return true;
    return w->inherits("QComboBoxPrivateContainer") || (parent && parent->inherits("QComboBoxPrivateContainer"));
}

QString buddyText(const QWidget* w) {
    for (const QLabel* label : w->window()->findChildren<QLabel*>())
        if (label->buddy() == w) return label->text();
    return {};
}

// The name a screen reader says for `w` ("" when it has none worth the name).
QString spokenName(QWidget* w) {
    if (!w->accessibleName().isEmpty()) return w->accessibleName();
    if (showsValue(w)) return buddyText(w);
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(w);
    return iface ? iface->text(QAccessible::Name) : QString();
}

QString describe(const QWidget* w) {
    QStringList path;
    for (const QObject* o = w; o; o = o->parent())
        path.prepend(QString::fromLatin1(o->metaObject()->className()) +
                     (o->objectName().isEmpty() ? QString() : QStringLiteral("#") + o->objectName()));
    QString tip = w->toolTip().left(60);
    return path.join(QLatin1Char('/')) + (tip.isEmpty() ? QString() : QStringLiteral(" (tooltip: %1)").arg(tip));
}

// Engines play a game on to its end, which is announced from the turn line.
void endAnnounced(GameController* game, GameControls* controls) {
    game->setPlayer(0, PlayerKind::EnginePerfect);
    game->setPlayer(1, PlayerKind::EnginePerfect);
    QTRY_VERIFY(game->isOver());
    QTRY_VERIFY(said(controls->turnLabel, game->gameOverText()));
}

int checked = 0;  // interactive widgets looked at

QStringList unnamedUnder(QWidget* top) {
    QStringList out;
    std::vector<QWidget*> all{top};
    for (QWidget* w : top->findChildren<QWidget*>()) all.push_back(w);
    for (QWidget* w : all) {
        if (!interactive(w) || partOfQtWidget(w)) continue;
        ++checked;
        if (!spokenName(w).trimmed().isEmpty()) continue;
        out << describe(w);
        qWarning("no accessible name: %s", qPrintable(out.back()));
    }
    return out;
}

}  // namespace

class Accessibility : public QObject {
    Q_OBJECT
    MainWindow* window = nullptr;

private slots:
    // Headless, Qt has no screen reader to send to (QAccessible::isActive() is false, and Qt's update
    // handler is not called): the window's hook hears what it sends.
    void initTestCase() { screenReaderHook().set(record); }
    void init() {
        heard.clear();
        window = openWindow(QString::fromStdString(homestead::testing::classicPicturePath("homestead")));
        QVERIFY(window);
    }
    void cleanup() {
        closeWindow(window);
        window = nullptr;
    }

    // Every page, Play's panel, the stepper, the find bar, the guide and the exercise sheet dialog.
    void everyInteractiveWidgetHasAName() {
        QStringList unnamed = unnamedUnder(window);
        window->findActions()->findAction()->trigger();  // the find bar
        window->setPlayMode(true);                     // Play's panel
        unnamed += unnamedUnder(window);
        window->setPlayMode(false);
        window->collapseStepper()->action()->trigger();  // the stepper's controls
        unnamed += unnamedUnder(window);
        window->collapseStepper()->leaveAction()->trigger();
        unnamed += unnamedUnder(window->guide());
        ExerciseSheetDialog sheet(window);
        unnamed += unnamedUnder(&sheet);
        unnamed.removeDuplicates();
        QVERIFY(checked > 100);  // the walk saw the window's widgets
        QVERIFY2(unnamed.isEmpty(), qPrintable(QStringLiteral("%1 interactive widgets without an accessible name (listed above)")
                                                   .arg(unnamed.size())));
    }

    // The canvas speaks its focused edge in the core's words, as its value and its focused child.
    void canvasReadsTheFocusedEdge() {
        PictureView* view = window->view();
        QAccessibleInterface* canvas = QAccessible::queryAccessibleInterface(view);
        QVERIFY(canvas);
        QCOMPARE(canvas->text(QAccessible::Name), view->accessibleName());
        QVERIFY(canvas->text(QAccessible::Value).isEmpty());  // nothing focused yet
        const Picture& picture = window->document()->picture();
        EdgeId trunk = -1;
        for (const Edge& e : picture.edges())
            if (e.name == "trunk") trunk = e.id;
        QVERIFY(trunk >= 0);
        view->setFocus();
        QTRY_VERIFY(view->hasFocus());
        heard.clear();
        view->keyboardFocus().focusEdge(trunk);  // as Tab and the arrows do

        const auto artifact = window->document()->currentArtifact();
        QVERIFY(artifact);
        const std::string expected = text::spokenEdge("trunk", artifact->edge(trunk), valueAfterChop(*artifact, trunk), false,
                                                      windowLanguage());
        QVERIFY(QString::fromStdString(expected).startsWith(QStringLiteral("edge trunk, stress ")));
        QCOMPARE(canvas->text(QAccessible::Value), QString::fromStdString(expected));
        QAccessibleInterface* focused = canvas->focusChild();
        QVERIFY(focused);
        QCOMPARE(focused->text(QAccessible::Name), QString::fromStdString(expected));
        QCOMPARE(canvas->indexOfChild(focused), 0);
        QVERIFY(focused->state().focused);
        QVERIFY(view->rect().contains(view->mapFromGlobal(focused->rect().center())));
        // the change was sent: the focus on the edge, and its new words
        const auto from = [&](QAccessible::Event type) {
            return std::any_of(heard.begin(), heard.end(), [&](const Heard& h) {
                return h.type == type && h.object == view && h.child == 0 && h.text == QString::fromStdString(expected);
            });
        };
        QVERIFY(from(QAccessible::Focus));
        QVERIFY(from(QAccessible::NameChanged));

        // a node: its words; no keyboard focus: the edge selected alone; nothing: no child, no value
        const NodeId base = picture.edge(trunk).from;
        view->keyboardFocus().focusNode(base);
        const Node& node = picture.node(base);
        QCOMPARE(canvas->text(QAccessible::Value),
                 QString::fromStdString(text::spokenNode(node.name.empty() ? std::to_string(base) : node.name, node.ground,
                                                         windowLanguage())));
        view->keyboardFocus().clear();
        QVERIFY(canvas->text(QAccessible::Value).isEmpty());
        const int children = canvas->childCount();
        window->scene()->edgeItem(trunk)->setSelected(true);
        QCOMPARE(canvas->text(QAccessible::Value), QString::fromStdString(expected));
        QCOMPARE(canvas->childCount(), children + 1);
        window->scene()->clearSelection();
        QVERIFY(canvas->text(QAccessible::Value).isEmpty());
        QCOMPARE(canvas->childCount(), children);
    }

    // Play: the engine's move and the end of the game are announced from the turn line.
    void playAnnouncesTheEngineAndTheOutcome() {
        PlayController* play = quickPlay(window);
        play->setHighlightDuration(0);
        play->setFallDuration(0);
        play->setPlayers(PlayerKind::EnginePerfect, PlayerKind::EnginePerfect);
        window->setPlayMode(true);
        QTRY_VERIFY(play->session().over());
        GameControls* controls = window->playPanel()->controls();
        QTRY_VERIFY(controls->announcer->last().contains(play->gameOverText()));
        QVERIFY(said(controls->turnLabel, play->gameOverText()));
        const QStringList moves = play->moveTexts();
        QVERIFY(!moves.isEmpty());
        QVERIFY(said(controls->turnLabel, moves.first()));  // the engine's first move
        QVERIFY(said(controls->turnLabel, moves.last()));
    }

    // Welter: the squares as children, the cursor's focused; the engine's move announced.
    void welterSquaresAndAnnouncements() {
        WelterStripPage* page = window->welterPage();
        window->pages()->setCurrent(page);
        WelterGame* game = page->game();
        game->setEngineDelay(0);
        QVERIFY(game->setCoins({2, 7}));
        WelterStripView* strip = page->view();
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(strip);
        QVERIFY(iface);
        QVERIFY(iface->childCount() >= strip->length());
        QCOMPARE(iface->child(7)->text(QAccessible::Name), QStringLiteral("coin on square 7"));
        QCOMPARE(iface->child(5)->text(QAccessible::Name), QStringLiteral("square 5, empty"));
        strip->setFocus();
        QTRY_VERIFY(strip->hasFocus());
        heard.clear();
        QTest::keyClick(strip, Qt::Key_Home);
        while (strip->cursor() < 7) QTest::keyClick(strip, Qt::Key_Right);
        QCOMPARE(iface->focusChild()->text(QAccessible::Name), QStringLiteral("coin on square 7"));
        QVERIFY(iface->focusChild()->state().focused);
        QVERIFY(said(strip, QStringLiteral("coin on square 7")));
        QTest::keyClick(strip, Qt::Key_Return);  // picked up
        QCOMPARE(iface->child(7)->text(QAccessible::Name), QStringLiteral("coin on square 7, picked up"));

        game->setPlayer(1, PlayerKind::EnginePerfect);
        QVERIFY(game->play({7, 5}));
        QTRY_COMPARE(game->ply(), 2);
        GameControls* controls = page->controls();
        QTRY_VERIFY(controls->announcer->last().contains(game->moveTexts().at(1)));
        QVERIFY(said(controls->turnLabel, game->moveTexts().at(1)));
        endAnnounced(game, controls);
    }

    // Nim: the heaps as children ("heap 3: 5 counters"), the keyboard's heap focused; the engine's
    // move and the outcome announced.
    void nimHeapsAndAnnouncements() {
        NimPage* page = window->nimPage();
        window->pages()->setCurrent(page);
        NimGame* game = page->game();
        game->setEngineDelay(0);
        QVERIFY(game->setHeaps({3, 1, 5}));
        NimHeapsView* heaps = page->heapsView();
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(heaps);
        QVERIFY(iface);
        QCOMPARE(iface->child(2)->text(QAccessible::Name), QStringLiteral("heap 3: 5 counters"));
        QCOMPARE(iface->child(1)->text(QAccessible::Name), QStringLiteral("heap 2: 1 counter"));
        heaps->setFocus();
        QTRY_VERIFY(heaps->hasFocus());
        heard.clear();
        QTest::keyClick(heaps, Qt::Key_Down);
        QTest::keyClick(heaps, Qt::Key_Down);  // heap 3
        QCOMPARE(iface->indexOfChild(iface->focusChild()), 2);
        QVERIFY(iface->focusChild()->text(QAccessible::Name).startsWith(QStringLiteral("heap 3: 5 counters")));
        QVERIFY(said(heaps, QStringLiteral("heap 3: 5 counters")));

        game->setPlayer(1, PlayerKind::EnginePerfect);
        QVERIFY(game->play(nim::NimMove{0, 3, 2}));
        QTRY_COMPARE(game->ply(), 2);
        GameControls* controls = page->controls();
        QTRY_VERIFY(said(controls->turnLabel, game->moveTexts().at(1)));
        endAnnounced(game, controls);
    }

    // The puzzle's board: Tab picks an edge, read by its tag alone (its stress only with the numbers
    // shown, and never what chopping it leaves: that is the answer).
    void puzzleBoardReadsThePickedEdge() {
        PuzzlePage* page = window->puzzlePage();
        window->pages()->setCurrent(page);
        page->setSource(PuzzlePage::Source::Hackenbush);
        QTRY_VERIFY(page->ready());
        HackenbushBoard* board = page->hackenbushBoard();
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(board);
        QVERIFY(iface);
        QCOMPARE(iface->text(QAccessible::Name), board->accessibleName());
        board->setFocus();
        QTRY_VERIFY(board->hasFocus());
        heard.clear();
        QTest::keyClick(board, Qt::Key_Tab);  // the first edge
        QVERIFY(board->hovered() >= 0);
        const Edge& edge = board->picture().edge(board->hovered());
        QAccessibleInterface* picked = iface->focusChild();
        QVERIFY(picked);
        const std::string tag = edge.name.empty() ? std::to_string(edge.id) : edge.name;
        const std::string words = text::spokenEdge(tag, board->edgeAnalysis(edge.id), std::nullopt, !board->numbersShown(),
                                                   windowLanguage());
        QCOMPARE(picked->text(QAccessible::Name), QString::fromStdString(words));
        QVERIFY(!picked->text(QAccessible::Name).contains(QStringLiteral("chopping")));
        QVERIFY(said(board, QString::fromStdString(words)));
    }
};

QTEST_MAIN(Accessibility)
#include "tst_accessibility.moc"
