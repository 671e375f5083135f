// back_row_legibility: presentation mode at a projector's 1280×720, read from the back row. Every
// number is measured where it is drawn, in grabbed frames: the height of each digit's ink (not the
// font's nominal size) on the canvas's stress labels, in the garden, on the Welter, Nim and Puzzles
// pages and in the Explain panel must be at least 24 pixels, and each digit's ink must stand out
// from its background by WCAG AA's 4.5:1. The Explain panel's colours (its terms, the cancelled and
// the zero digits of its binary columns, the climb's steps to come) are each checked against the
// backgrounds they are drawn on, cancellation being a stroke through a readable digit, not a fade.
// Tabs, dock titles, group box titles and buttons grow with the presentation's text size.
// Pixels and structure only; nothing is timed.
#include "explain_panel.h"
#include "garden_view.h"
#include "hackenbush_board.h"
#include "picture_style.h"
#include "label_layout_checks.h"
#include "nim_columns_view.h"
#include "nim_heaps_view.h"
#include "nim_page.h"
#include "presentation_mode.h"
#include "puzzle_page.h"
#include "text_scale.h"
#include "welter_strip_page.h"
#include "welter_strip_view.h"

#include "homestead/picture_analysis.h"

#include <QDockWidget>
#include <QGroupBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>

#include <algorithm>
#include <climits>

#include "../hang_guard.h"
#include "presentation_screens.h"
#include "ink_measure.h"

using namespace guitest;
using backrow::InkPiece;

namespace {

constexpr int kDigitPixels = 24;   // the promise: a digit at least this tall as drawn
constexpr double kAA = 4.5;        // WCAG AA for text

// Checks each digit piece: tall enough and dark enough. `where` names it in a failure; the shortest
// digit seen is kept in *shortest (for the report).
bool readable(const std::vector<InkPiece>& digits, const QString& where, int* shortest) {
    bool ok = true;
    for (const InkPiece& d : digits) {
        *shortest = std::min(*shortest, d.box.height());
        if (d.box.height() < kDigitPixels) {
            qWarning("%s: a digit %d px tall (at %d,%d)", qPrintable(where), d.box.height(), d.box.x(), d.box.y());
            ok = false;
        }
        if (d.contrast < kAA) {
            qWarning("%s: a digit at contrast %.2f:1", qPrintable(where), d.contrast);
            ok = false;
        }
    }
    return ok;
}

// A label that says a number (the players' names, "Player 1", are names, not numbers).
bool hasDigit(const QString& s) {
    static const QRegularExpression digit(QStringLiteral("\\d")), player(QStringLiteral("Player \\d"));
    return digit.match(QString(s).remove(player)).hasMatch();
}

}  // namespace

class TestBackRowLegibility : public QObject {
    Q_OBJECT
    MainWindow* window_ = nullptr;
    PresentationMode* presentation() { return window_->findChild<PresentationMode*>(); }

    template <class Page>
    Page* presentPage(QSize screen = QSize(1280, 720)) {
        presentOn(window_, screen);
        auto* page = window_->findChild<Page*>();
        if (page) window_->tabs()->setCurrentWidget(page);
        QCoreApplication::processEvents();
        return page;
    }
    // Every label shown on `page` that says a number: its digits, each readable.
    bool labelsReadable(QWidget* page, const QString& where, int* shortest, int* counted = nullptr) {
        bool ok = true;
        for (QLabel* l : page->findChildren<QLabel*>()) {
            if (!l->isVisibleTo(window_) || !hasDigit(l->text())) continue;
            const std::vector<InkPiece> digits = backrow::labelDigits(l);
            if (digits.empty()) {
                qWarning("%s: no digit ink in \"%s\"", qPrintable(where), qPrintable(l->text().left(60)));
                ok = false;
            }
            if (counted) *counted += int(digits.size());
            ok = readable(digits, QStringLiteral("%1, \"%2\"").arg(where, l->text().left(60)), shortest) && ok;
        }
        return ok;
    }

private slots:
    void init() {
        window_ = openToPresent(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/girl-on-one-foot.json"));
        QVERIFY(window_);
    }
    void cleanup() {
        closePresented(window_);
        window_ = nullptr;
    }

    // The canvas: each stress label's digits, found as the ink inside its plate on the viewport.
    void canvasStresses() {
        presentOn(window_, QSize(1280, 720));
        PictureView* view = window_->view();
        const QImage frame = view->viewport()->grab().toImage();
        const std::vector<EdgeItem*> labelled = labelledEdges(window_->scene());
        QVERIFY(!labelled.empty());
        int shortest = INT_MAX;
        const QColor ink = render::labelInk(render::labelColor({}), /*strong=*/true);
        for (EdgeItem* e : labelled) {
            // the label's ink only (a leader or an edge drawn across it is not a digit); its digits
            // together, from the top of the tallest to the foot of the lowest
            const QRect plate = view->mapFromScene(e->label()->sceneBoundingRect()).boundingRect().adjusted(-4, -4, 4, 4);
            std::vector<InkPiece> pieces = backrow::inkPieces(frame, plate, 1.6, ink);
            std::erase_if(pieces, [](const InkPiece& p) { return p.contrast < 3; });  // faint blends at a plate's edge
            QVERIFY(!pieces.empty());
            // the label's ink together (a line across a digit cuts it in pieces)
            const std::vector<InkPiece> digits = backrow::united(pieces);
            QVERIFY(readable(digits, QStringLiteral("canvas, edge %1 \"%2\"").arg(e->id()).arg(e->label()->text()), &shortest));
        }
        qInfo("canvas: shortest stress digit %d px", shortest);
    }

    // The garden beside the canvas (G while presenting): its numbers on their plates.
    void garden() {
        presentOn(window_, QSize(1280, 720));
        window_->actions().garden->setChecked(true);
        GardenView* garden = window_->gardenView();
        QTRY_VERIFY(garden->isVisible() && !garden->computing());
        QCoreApplication::processEvents();
        QVERIFY(garden->numbersShown());
        const QImage frame = garden->canvas()->grab().toImage();
        int shortest = INT_MAX, measured = 0;
        for (const render::GardenLabel& label : garden->layout().labels) {
            if (label.text.isEmpty() || !std::all_of(label.text.cbegin(), label.text.cend(), [](QChar c) { return c.isDigit(); })) continue;
            const QRect box = QRectF(garden->canvasPoint(label.rect.topLeft()), garden->canvasPoint(label.rect.bottomRight())).toAlignedRect();
            const std::vector<InkPiece> digits = backrow::inkPieces(frame, box.adjusted(-4, -4, 4, 4));
            QCOMPARE(int(digits.size()), int(label.text.size()));
            QVERIFY(readable(digits, QStringLiteral("garden \"%1\"").arg(label.text), &shortest));
            ++measured;
        }
        QVERIFY(measured > 0);
        qInfo("garden: shortest digit %d px over %d numbers", shortest, measured);
    }

    // Explain, for the whole picture (the ground's stresses in binary columns, with cancelled 1s)
    // and for a winning edge (its climb, with steps still to come).
    void explainPanel() {
        presentOn(window_, QSize(1280, 720));
        window_->actions().explain->setChecked(true);
        ExplainPanel* explain = window_->explainPanel();
        QTRY_VERIFY(explain->isVisible());
        explain->waitForExplanation();
        QVERIFY(explain->pictureExplanation());
        QCoreApplication::processEvents();
        int shortest = INT_MAX, counted = 0;
        QVERIFY(labelsReadable(explain, QStringLiteral("Explain, whole picture"), &shortest, &counted));
        QVERIFY(coloursReadable(explain));
        // an edge whose columns cancel a pair of 1s: struck through, in a readable ink
        bool cancelled = false;
        for (const Edge& e : window_->document()->picture().edges()) {
            window_->scene()->clearSelection();
            window_->scene()->edgeItem(e.id)->setSelected(true);
            explain->waitForExplanation();
            if (!explain->columnsLabel()->text().contains(QStringLiteral("<s>"))) continue;
            cancelled = true;
            QCoreApplication::processEvents();
            QVERIFY(labelsReadable(explain, QStringLiteral("Explain, edge %1").arg(e.id), &shortest, &counted));
            QVERIFY(coloursReadable(explain));
            break;
        }
        QVERIFY(cancelled);
        // a winning edge and its climb
        const auto& winning = window_->document()->artifact()->analysis().winningMoves;
        QVERIFY(!winning.empty());
        for (EdgeId w : winning) {  // the longest climb there is: steps still to come, in their own colour
            window_->scene()->clearSelection();
            window_->scene()->edgeItem(w)->setSelected(true);
            explain->waitForExplanation();
            if (explain->climbSteps() > 1) break;
        }
        QVERIFY(explain->explanation());
        QVERIFY(explain->climbSteps() >= 1);
        QCoreApplication::processEvents();
        QVERIFY(labelsReadable(explain, QStringLiteral("Explain, a winning edge"), &shortest, &counted));
        QVERIFY(coloursReadable(explain));
        qInfo("Explain: shortest digit %d px over %d digits", shortest, counted);
    }

    // Welter: the squares' numbers under the strip, and every number the page says; on a 1280×720
    // projector and on an older 1024×768 one, every square of the 24 in view without scrolling (a
    // coin on square 23 was off the screen at 1024).
    void welterPage_data() {
        QTest::addColumn<QSize>("screen");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1024x768") << QSize(1024, 768);
    }
    void welterPage() {
        QFETCH(QSize, screen);
        auto* welter = presentPage<WelterStripPage>(screen);
        QVERIFY(welter);
        WelterStripView* strip = welter->view();
        QCOMPARE(strip->length(), 24);
        QVERIFY(strip->parentWidget());
        QVERIFY2(strip->squareRect(strip->length() - 1).right() <= strip->parentWidget()->width(),
                 qPrintable(QStringLiteral("the strip ends at x %1 of a view %2 wide")
                                .arg(strip->squareRect(strip->length() - 1).right()).arg(strip->parentWidget()->width())));
        const QImage frame = strip->grab().toImage();
        int shortest = INT_MAX;
        for (int s = 0; s < strip->length(); ++s) {
            const QRectF square = strip->squareRect(s);
            // the number's row under the square, down to where the mating arcs begin
            const QRect row = QRectF(square.left(), square.bottom() + 2, square.width(), strip->numbersHeight() - 3).toAlignedRect();
            const std::vector<InkPiece> digits = backrow::inkPieces(frame, row);
            QCOMPARE(int(digits.size()), int(QString::number(s).size()));
            QVERIFY(readable(digits, QStringLiteral("Welter square %1").arg(s), &shortest));
        }
        QVERIFY(labelsReadable(welter, QStringLiteral("Welter"), &shortest));
        qInfo("Welter: shortest digit %d px", shortest);
    }

    // Nim: the binary table's digits, each heap's count, and every number the page says.
    void nimPage() {
        auto* nim = presentPage<NimPage>();
        QVERIFY(nim);
        int shortest = INT_MAX;
        NimColumnsView* table = nim->columnsView();
        const QImage columns = table->grab().toImage();
        const NimColumns& c = table->columns();
        QVERIFY(!c.rows.empty());
        for (std::size_t heap = 0; heap <= c.rows.size(); ++heap)
            for (int bit : c.powers) {
                const bool ringed = heap < c.rows.size() && c.leftmostOdd == bit && ((c.rows[heap] >> bit) & 1);
                if (ringed) continue;  // the same digits, in an orange ring
                const QRect cell = table->digitRect(heap, bit).toAlignedRect().adjusted(-1, -1, 1, 1);
                const std::vector<InkPiece> digits = backrow::inkPieces(columns, cell);
                QCOMPARE(int(digits.size()), 1);
                QVERIFY(readable(digits, QStringLiteral("Nim table, row %1, column %2").arg(heap).arg(bit), &shortest));
            }
        QVERIFY(heapCountsReadable(nim->heapsView(), QStringLiteral("Nim heaps"), &shortest));
        QVERIFY(labelsReadable(nim, QStringLiteral("Nim"), &shortest));
        qInfo("Nim: shortest digit %d px", shortest);
    }

    // Puzzles: a Nim puzzle (its heaps' counts) and every number the page says.
    void puzzlesPage() {
        auto* puzzles = presentPage<PuzzlePage>();
        QVERIFY(puzzles);
        puzzles->setSeed(7);
        puzzles->setSource(PuzzlePage::Source::Nim);
        QTRY_VERIFY(puzzles->ready());
        QCoreApplication::processEvents();
        int shortest = INT_MAX;
        QVERIFY(heapCountsReadable(puzzles->nimBoard(), QStringLiteral("Puzzle heaps"), &shortest));
        QVERIFY(labelsReadable(puzzles, QStringLiteral("Puzzles"), &shortest));
        qInfo("Puzzles: shortest digit %d px", shortest);
        // a Hackenbush puzzle with its numbers shown: the board fits a small picture in a short strip,
        // yet draws its names and stresses at the back row's height
        puzzles->setSource(PuzzlePage::Source::Hackenbush);
        QTRY_VERIFY(puzzles->ready());
        HackenbushBoard* board = puzzles->hackenbushBoard();
        board->setNumbersShown(true);
        QCoreApplication::processEvents();
        const double digit = TextScale::digitHeight(render::labelFont()) * board->labelsOnScreen();
        QVERIFY2(digit >= 0.97 * TextScale::kPresentationDigitPixels * TextScale::instance()->userFactor(),
                 qPrintable(QStringLiteral("puzzle board digits %1 px").arg(digit)));
    }

    // The window's own chrome grows with the text: the page tabs, the dock titles, the group boxes'
    // titles and the buttons are drawn at the presentation's size, not the desktop's.
    void tabsTitlesAndButtonsGrow() {
        window_->actions().explain->setChecked(true);
        auto pixels = [](QWidget* w) { return QFontInfo(w->font()).pixelSize(); };
        auto* welter = window_->findChild<WelterStripPage*>();
        QVERIFY(welter);
        auto* group = welter->findChild<QGroupBox*>();
        auto* dock = window_->findChild<QDockWidget*>(QStringLiteral("explainDock"));
        auto* button = window_->findChild<PuzzlePage*>()->findChild<QPushButton*>();
        QVERIFY(group && dock && button);
        QList<QWidget*> chrome{window_->tabs()->tabBar(), window_->sideTabs()->tabBar(), dock, group, button};
        QList<int> before;
        for (QWidget* w : chrome) before << pixels(w);
        const int tabHeight = window_->tabs()->tabBar()->sizeHint().height();
        presentOn(window_, QSize(1280, 720));
        for (int i = 0; i < chrome.size(); ++i) {
            const double grown = double(pixels(chrome[i])) / before[i];
            QVERIFY2(grown >= TextScale::kPresentationBoost - 0.1 && pixels(chrome[i]) >= 20,
                     qPrintable(QStringLiteral("%1: %2 px, was %3").arg(chrome[i]->metaObject()->className()).arg(pixels(chrome[i])).arg(before[i])));
        }
        QVERIFY(window_->tabs()->tabBar()->sizeHint().height() > tabHeight);
        presentation()->setActive(false);
        for (int i = 0; i < chrome.size(); ++i) QCOMPARE(pixels(chrome[i]), before[i]);
    }

private:
    // A heaps view: each heap's count, the last piece of ink left of its first counter.
    bool heapCountsReadable(NimHeapsView* heaps, const QString& where, int* shortest) {
        if (!heaps || !heaps->isVisible() || heaps->heaps().empty()) {
            qWarning("%s: no heaps shown", qPrintable(where));
            return false;
        }
        const QImage frame = heaps->grab().toImage();
        for (std::size_t h = 0; h < heaps->heaps().size(); ++h) {
            const QRectF row = heaps->rowRect(h);
            const double countersFrom = heaps->heaps()[h] > 0 ? heaps->counterRect(h, 0).left() - 2 : row.right();
            const QRect labels = QRectF(QPointF(row.left(), row.top() - 1), QPointF(countersFrom, row.bottom() + 1)).toAlignedRect();
            std::vector<InkPiece> pieces = backrow::inkPieces(frame, labels);
            if (pieces.empty()) return false;
            // the count is written last, right-aligned: its digits are the rightmost pieces
            std::sort(pieces.begin(), pieces.end(), [](const InkPiece& a, const InkPiece& b) { return a.box.left() < b.box.left(); });
            const int digits = int(QString::number(heaps->heaps()[h]).size());
            if (!readable({pieces.end() - std::min<int>(digits, int(pieces.size())), pieces.end()}, QStringLiteral("%1, heap %2").arg(where).arg(h), shortest))
                return false;
        }
        return true;
    }

    // Every colour the panel writes text in, against every background it writes on (its own, the
    // highlighted rows' and the current step's), at WCAG AA.
    bool coloursReadable(ExplainPanel* explain) {
        // (a swatch, ■ in a term's colour, is a mark and not text: WCAG asks 3:1 of it, not 4.5)
        static const QRegularExpression swatch(QStringLiteral("<span style='color:#[0-9a-fA-F]{6}'>■</span>"));
        static const QRegularExpression color(QStringLiteral("(background-color|color)\\s*:\\s*(#[0-9a-fA-F]{6})"));
        bool ok = true;
        for (QLabel* l : explain->findChildren<QLabel*>()) {
            if (!l->isVisibleTo(window_) || l->text().isEmpty()) continue;
            QList<QColor> inks{l->palette().color(QPalette::WindowText)}, grounds;
            const QImage frame = l->grab().toImage();
            grounds << backrow::background(frame, frame.rect());
            for (auto it = color.globalMatch(QString(l->text()).remove(swatch) + l->styleSheet()); it.hasNext();) {
                const auto m = it.next();
                (m.captured(1) == QStringLiteral("color") ? inks : grounds) << QColor(m.captured(2));
            }
            for (const QColor& ink : inks)
                for (const QColor& ground : grounds)
                    if (backrow::contrast(ink, ground) < kAA) {
                        qWarning("Explain: %s on %s, %.2f:1, in \"%s\"", qPrintable(ink.name()), qPrintable(ground.name()),
                                 backrow::contrast(ink, ground), qPrintable(l->text().left(80)));
                        ok = false;
                    }
        }
        return ok;
    }
};

// The projector's 1280×720 screen (and a 1920×1080 beside it: presentation_screens.h).
int main(int argc, char** argv) { return guitest::runOnProjectorScreens<TestBackRowLegibility>(argc, argv); }
#include "tst_back_row_legibility.moc"
