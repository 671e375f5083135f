// The Animating functions page driven headless: steps typed and clicked, every number and sentence
// shown compared with the core (animating_text.h), the graph's dots painted where the core's values
// put them (pixels read back), Conway's f = g, Compose, a bad step's message, zooming by keys, and
// the Welt opened on Welter's strip with its value equal to the Welt.
#include "hang_guard.h"
#include "gui_test_helpers.h"

#include "animating_graph_view.h"
#include "animating_page.h"
#include "function_editor.h"
#include "help_guide.h"
#include "page_tabs.h"
#include "text_scale.h"
#include "welter_strip_page.h"
#include "window_language.h"

#include "homestead/format_error.h"

#include "homestead/animating_text.h"
#include "homestead/welter.h"

#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>

using namespace homestead;
using namespace homestead::gui;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// Waits until the page shows what its current steps give.
void settle(AnimatingPage& page) {
    QTRY_VERIFY(!page.job()->busy());
    QCoreApplication::processEvents();
}

// Everything the page shows about f (which 0) or g (1) is the core's, word for word.
void checkShown(AnimatingPage& page, int which, const std::string& steps) {
    const auto fn = animating::parse(steps);
    const std::string name = which == 0 ? "f" : "g";
    QCOMPARE(page.canonicalText(which), q(animating::canonicalSentence(fn, name)));
    const QString details = page.detailsText(which);
    for (const auto& origin : animating::poleOrigins(fn)) QVERIFY(details.contains(q(animating::poleSentence(fn, origin))));
    QVERIFY(details.contains(q(animating::nimSentence(fn, name))));
    QVERIFY(details.contains(q(animating::weltSentence(fn, name))));
}

QToolButton* button(FunctionEditor* editor, const QString& text) {
    for (auto* b : editor->findChildren<QToolButton*>())
        if (b->text() == text) return b;
    return nullptr;
}

}  // namespace

class TestAnimatingPage : public QObject {
    Q_OBJECT
private slots:
    void opensOnConwaysExampleAsTheCoreSaysIt() {
        AnimatingPage page;
        page.resize(1280, 720);
        page.show();
        settle(page);
        const auto f = animating::parse("-2 ^3 +3 ^5"), g = animating::parse("+2 ^3 -1 ^5");
        checkShown(page, 0, "-2 ^3 +3 ^5");
        checkShown(page, 1, "+2 ^3 -1 ^5");
        QCOMPARE(page.canonicalText(0), QStringLiteral("f(x) = x \u2295 (x|-2) \u2295 (x|-1) \u2295 (x|1) \u2295 6"));
        QCOMPARE(page.comparisonText(), q(animating::comparisonSentence(f, g)));
        QVERIFY(page.comparisonText().startsWith(QStringLiteral("f = g")));
        QCOMPARE(page.compositionText(), q(animating::compositionSentence(f, g)));
        QVERIFY(page.compositionText().contains(QStringLiteral("6 \u2295 6 = 0")));
        QVERIFY(!page.welterButton(0)->isEnabled());  // Nim 6: no Welt
        QVERIFY(page.welterButton(0)->toolTip().contains(QStringLiteral("not 0")));
    }

    void stepsClickedAndTypedGiveTheCoresFunction() {
        AnimatingPage page;
        page.show();
        settle(page);
        FunctionEditor* f = page.fEditor();
        f->setSteps({});
        for (auto [amount, op] : {std::pair{2, QStringLiteral("\u2212a")}, {3, QStringLiteral("\u2295a")}, {3, QStringLiteral("+a")},
                                  {5, QStringLiteral("\u2295a")}}) {
            f->amountBox()->setValue(amount);
            QToolButton* b = button(f, op);
            QVERIFY(b);
            QTest::mouseClick(b, Qt::LeftButton);
        }
        QCOMPARE(f->steps(), QStringLiteral("-2 ^3 +3 ^5"));
        page.gEditor()->stepsEdit()->clear();
        page.gEditor()->stepsEdit()->setFocus();
        QTest::keyClicks(page.gEditor()->stepsEdit(), QStringLiteral("^1 -1 ^1 +4"));
        settle(page);
        checkShown(page, 0, "-2 ^3 +3 ^5");
        checkShown(page, 1, "^1 -1 ^1 +4");
        QVERIFY(page.comparisonText().startsWith(QStringLiteral("f \u2260 g")));
        QTest::mouseClick(button(page.gEditor(), QStringLiteral("Remove last")), Qt::LeftButton);
        QCOMPARE(page.gEditor()->steps(), QStringLiteral("^1 -1 ^1"));
        settle(page);
        checkShown(page, 1, "^1 -1 ^1");
    }

    // The pole numbers under the graph never overlap one another and stay in the graph below every
    // dot, at the desk and presenting: Conway's poles -2, -1 and 1 are a number's width apart when
    // presenting (the -2 was painted over the 1), and a crowded row of 16 poles takes more lines.
    void poleNumbersStandClear() {
        AnimatingPage page;
        page.resize(1280, 720);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        AnimatingGraphView* graph = page.graph();
        const auto check = [&](const QString& what) {
            std::vector<QRectF> all;
            double lowestDot = 0;
            for (int which : {0, 1}) {
                for (qint64 x = graph->first(); x <= graph->last(); ++x)
                    if (const auto point = graph->pointFor(which, x)) lowestDot = std::max(lowestDot, point->y());
                for (const QRectF& r : graph->poleLabelRects(which)) all.push_back(r);
            }
            QVERIFY2(!all.empty(), qPrintable(what));
            for (std::size_t i = 0; i < all.size(); ++i) {
                QVERIFY2(QRectF(graph->rect()).contains(all[i]), qPrintable(what));
                QVERIFY2(all[i].top() > lowestDot, qPrintable(what));
                for (std::size_t j = i + 1; j < all.size(); ++j) {
                    const QRectF both = all[i].intersected(all[j]);  // lines touch: a rounding's overlap is none
                    QVERIFY2(both.width() < 0.01 || both.height() < 0.01,
                             qPrintable(QStringLiteral("%1: %2 and %3 overlap").arg(what, guitest::toString(all[i]), guitest::toString(all[j]))));
                }
            }
        };
        for (const bool presenting : {false, true}) {
            TextScale::instance()->setPresentation(presenting);
            page.fEditor()->setSteps(QStringLiteral("-2 ^3 +3 ^5"));  // Conway's f = g
            page.gEditor()->setSteps(QStringLiteral("+2 ^3 -1 ^5"));
            settle(page);
            for (int which : {0, 1}) QCOMPARE(graph->poleLabelRects(which).size(), std::size_t(3));  // -2, -1, 1: all shown
            check(QStringLiteral("Conway's f = g, presenting %1").arg(presenting));
            page.fEditor()->setSteps(QStringLiteral("^3 +2 ^5 -7 ^9 +11 ^13 -4 ^6 +8 ^3"));  // 16 poles in -24…6
            settle(page);
            QVERIFY(graph->poleLabelRects(0).size() >= 8);
            check(QStringLiteral("16 poles, presenting %1").arg(presenting));
        }
        TextScale::instance()->setPresentation(false);
    }

    void theGraphPaintsTheCoresValues() {
        AnimatingPage page;
        page.resize(1280, 720);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        settle(page);
        AnimatingGraphView* graph = page.graph();
        QCOMPARE(graph->first(), qint64(-32));
        QCOMPARE(graph->last(), qint64(32));
        const auto f = animating::parse("-2 ^3 +3 ^5");
        const QImage image = graph->grab().toImage();
        int checked = 0;
        for (qint64 x = -32; x <= 32; x += 5) {
            const auto point = graph->pointFor(0, x);
            QVERIFY(point);
            QVERIFY(graph->valueAt(*point).contains(QStringLiteral("f(%1) = %2").arg(x).arg(q(toDecimal(f(x))))));
            bool blue = false;  // f's blue dot is painted there (g's square may ring it)
            for (int dx = -2; dx <= 2; ++dx)
                for (int dy = -2; dy <= 2; ++dy) {
                    const QColor ink = image.pixelColor((point->toPoint() + QPoint(dx, dy)) * image.devicePixelRatio());
                    blue = blue || (ink.blue() > 140 && ink.red() < 60);
                }
            QVERIFY2(blue, qPrintable(QStringLiteral("no dot at f(%1)").arg(x)));
            ++checked;
        }
        QCOMPARE(checked, 13);
        // zooming with the keyboard asks for a new window and the values follow it
        graph->setFocus();
        QTest::keyClick(graph, Qt::Key_Minus);
        QCOMPARE(graph->first(), qint64(-64));
        QCOMPARE(graph->last(), qint64(64));
        settle(page);
        const auto far = graph->pointFor(0, graph->last());
        QVERIFY(far);
        QVERIFY(graph->valueAt(*far).contains(QStringLiteral("f(%1) = %2").arg(graph->last()).arg(q(toDecimal(f(graph->last()))))));
        QTest::keyClick(graph, Qt::Key_Plus);
        QTest::keyClick(graph, Qt::Key_Plus);
        QCOMPARE(graph->first(), qint64(-16));
        QCOMPARE(graph->last(), qint64(16));
        QTest::keyClick(graph, Qt::Key_Right);
        QCOMPARE(graph->first(), qint64(-8));  // a quarter of the width to the right
    }

    void aBadStepIsNamed() {
        AnimatingPage page;
        page.show();
        settle(page);
        const int gTop = page.gEditor()->geometry().top();
        page.fEditor()->setSteps(QStringLiteral("+2 *4"));
        settle(page);
        page.layout()->activate();
        // f's problem line makes f taller, and g keeps its own height and place: its rows stay in
        // line with f's (stretched to the row's height, g's rows would drop to its middle)
        QVERIFY(page.fEditor()->geometry().height() > page.gEditor()->geometry().height());
        QCOMPARE(page.gEditor()->geometry().top(), gTop);
        try {
            animating::parse("+2 *4");
            QFAIL("the core took '*4'");
        } catch (const animating::AnimatingError& error) {
            QCOMPARE(page.fEditor()->problem(), QString::fromStdString(error.what()));
        }
        QVERIFY(page.fEditor()->problem().contains(QStringLiteral("step 2")));
        QVERIFY(!page.composeAction()->isEnabled());
        QVERIFY(page.comparisonText().isEmpty());
    }

    // In a German window the same bad step is named in German, from the core's catalogue.
    void aBadStepIsNamedInTheWindowsLanguage() {
        QVERIFY(WindowLanguage::instance()->set(Language::German));
        AnimatingPage page;
        page.show();
        settle(page);
        page.fEditor()->setSteps(QStringLiteral("+2 *4"));
        settle(page);
        const QString shown = page.fEditor()->problem();
        QVERIFY(WindowLanguage::instance()->set(Language::English));
        try {
            animating::parse("+2 *4");
            QFAIL("the core took '*4'");
        } catch (const animating::AnimatingError& error) {
            QCOMPARE(shown, QString::fromStdString(errorText(error, Language::German)));
            QVERIFY(shown != QString::fromStdString(error.what()));
        }
        QVERIFY(shown.contains(QStringLiteral("2")));
    }

    void composeIsOneClickAndTheNimsNimAdd() {
        AnimatingPage page;
        page.show();
        settle(page);
        page.fEditor()->setSteps(QStringLiteral("+1 ^6"));
        page.gEditor()->setSteps(QStringLiteral("-3 ^2"));
        settle(page);
        const auto f = animating::parse("+1 ^6"), g = animating::parse("-3 ^2");
        QCOMPARE(page.compositionText(), q(animating::compositionSentence(f, g)));
        page.composeAction()->trigger();
        QCOMPARE(page.fEditor()->steps(), QStringLiteral("-3 ^2 +1 ^6"));
        settle(page);
        const auto h = animating::parse("-3 ^2 +1 ^6");
        QCOMPARE(h.nim(), f.nim() ^ g.nim());
        checkShown(page, 0, "-3 ^2 +1 ^6");
        QVERIFY(page.detailsText(0).contains(q(toDecimal(h.nim()) + ".")));
    }

    void theGuidesLinksOpenThePage() {
        MainWindow* window = guitest::openWindow();
        QVERIFY(window);
        for (const char* term : {"animatingfunction", "carrybell", "pole", "functionnim", "welt"})
            QVERIFY2(guideHtml().contains(QStringLiteral("<a name=\"%1\">").arg(QLatin1String(term))), term);
        window->guide()->follow(QUrl(QStringLiteral("animating:-2 ^3 +3 ^5;+2 ^3 -1 ^5")));
        AnimatingPage* page = window->animatingPage();
        QTRY_VERIFY(page->isVisible());
        QCOMPARE(page->fEditor()->steps(), QStringLiteral("-2 ^3 +3 ^5"));
        QCOMPARE(page->gEditor()->steps(), QStringLiteral("+2 ^3 -1 ^5"));
        window->guide()->follow(QUrl(QStringLiteral("animating:-2")));
        QCOMPARE(page->fEditor()->steps(), QStringLiteral("-2"));
        QCOMPARE(page->gEditor()->steps(), QStringLiteral("+2 ^3 -1 ^5"));  // g is kept when the link gives none
        settle(*page);
        checkShown(*page, 0, "-2");
        guitest::closeWindow(window);
    }

    void theWeltOpensOnWeltersStrip() {
        MainWindow* window = guitest::openWindow();
        QVERIFY(window);
        AnimatingPage* page = window->animatingPage();
        QVERIFY(page);
        // x ⊕ (x|3) ⊕ (x|4), as the guide has it: Nim 0, Welt [3|4] = 6
        page->fEditor()->setSteps(QStringLiteral("^3 -1 ^3 ^5 -1 ^5"));
        settle(*page);
        const auto f = animating::parse("^3 -1 ^3 ^5 -1 ^5");
        QCOMPARE(f.poles(), (std::vector<Int128>{3, 4}));
        QCOMPARE(*f.welt(), Int128{6});
        QCOMPARE(f.nim(), Int128{0});
        QVERIFY(f.welt());
        QVERIFY(page->welterButton(0)->isEnabled());
        QTest::mouseClick(page->welterButton(0), Qt::LeftButton);
        WelterStripPage* welter = window->welterPage();
        QTRY_VERIFY(welter->isVisible());
        const std::vector<welter::Square> coins(welter->game()->coins().begin(), welter->game()->coins().end());
        std::vector<welter::Square> poles;
        for (const Int128 p : f.poles()) poles.push_back(welter::Square(p));
        QCOMPARE(coins, poles);
        QCOMPARE(Int128{welter::value(coins)}, *f.welt());  // the Welt is the Welter value of its poles
        QVERIFY(welter->valueText().contains(QString::number(qint64(*f.welt()))));
        guitest::closeWindow(window);
    }
};

QTEST_MAIN(TestAnimatingPage)
#include "tst_animating_page.moc"
