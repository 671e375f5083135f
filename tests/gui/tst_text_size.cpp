// gui_text_size: the text size setting (View → Larger Text Ctrl+Shift+=, Smaller Text Ctrl+Shift+-,
// Reset) scales every number by its factor — canvas labels, the garden, the class matrix, the Welter
// page, the Play and Explain panels, the collapse stepper's panel, the Puzzles page, the garden's hint, the export — and QSettings remembers it; canvas numbers grow when zooming in and keep a
// readable minimum when zooming out. Sizes and structure only; nothing is timed.
#include "garden_view.h"
#include "class_panel.h"
#include "collapse_stepper.h"
#include "explain_panel.h"
#include "play_panel.h"
#include "puzzle_page.h"
#include "label_layout_checks.h"
#include "text_scale.h"
#include "welter_strip_page.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTest>

using namespace guitest;

class TestTextSize : public QObject {
    Q_OBJECT
    MainWindow* window_ = nullptr;
    QAction* act(const char* name) { return window_->findChild<QAction*>(QString::fromLatin1(name)); }

private slots:
    void init() {
        TextScale::instance()->reset();
        window_ = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(window_);
        for (const char* n : {"textLarger", "textSmaller", "textReset"}) QVERIFY2(act(n), n);
    }
    void cleanup() {
        closeWindow(window_);
        window_ = nullptr;
        TextScale::instance()->reset();
    }

    void largerScalesEveryLabelByTheFactor() {
        PictureScene* scene = window_->scene();
        std::map<EdgeId, double> before;
        for (EdgeItem* e : labelledEdges(scene)) before[e->id()] = e->label()->scale();
        QVERIFY(!before.empty());
        const int gardenPixels = window_->gardenView()->labelFont().pixelSize();
        auto* gardenHint = window_->gardenView()->findChild<QLabel*>(QStringLiteral("gardenHint"));
        QVERIFY(gardenHint);
        const double gardenHintPoints = QFontInfo(gardenHint->font()).pointSizeF();
        const double classPoints = QFontInfo(window_->classPanel()->font()).pointSizeF();
        auto* welter = window_->findChild<WelterStripPage*>();
        QVERIFY(welter);
        const double welterPoints = welter->font().pointSizeF();
        // the Play and Explain panels' words, each at its own emphasis
        PlayPanel* play = window_->playPanel();
        const double turnPoints = play->turnLabel()->font().pointSizeF();
        const double announcePoints = play->announcementLabel()->font().pointSizeF();
        const double movesPoints = play->moveList()->font().pointSizeF();
        QVERIFY(play->turnLabel()->font().bold());
        QVERIFY(announcePoints > turnPoints);
        ExplainPanel* explain = window_->explainPanel();
        const double stressPoints = explain->stressLabel()->font().pointSizeF();
        const double columnPoints = explain->columnsLabel()->font().pointSizeF();
        QLabel* stepSentence = window_->collapseStepper()->sentenceLabel();
        const double stepPoints = stepSentence->font().pointSizeF();
        const int stepHeight = stepSentence->height();
        // the Puzzles page: its words, its buttons, and the streak and feedback a little larger
        auto* puzzles = window_->findChild<PuzzlePage*>();
        QVERIFY(puzzles);
        auto* streak = puzzles->findChild<QLabel*>(QStringLiteral("streak"));
        auto* feedback = puzzles->findChild<QLabel*>(QStringLiteral("feedback"));
        auto* button = puzzles->findChild<QPushButton*>();
        QVERIFY(streak && feedback && button);
        const double puzzlePoints = puzzles->font().pointSizeF(), buttonPoints = button->font().pointSizeF();
        const double streakPoints = streak->font().pointSizeF(), feedbackPoints = feedback->font().pointSizeF();
        QVERIFY(streakPoints > puzzlePoints && feedbackPoints > puzzlePoints && streak->font().bold());
        QTest::keyClick(window_, Qt::Key_Equal, Qt::ControlModifier | Qt::ShiftModifier);  // Larger Text
        const double f = TextScale::instance()->factor();
        QCOMPARE(f, TextScale::kSteps[3]);  // one step up from 1
        for (EdgeItem* e : labelledEdges(scene)) QVERIFY(std::abs(e->label()->scale() - before[e->id()] * f) < 1e-9);
        QCOMPARE(window_->gardenView()->labelFont().pixelSize(), static_cast<int>(std::lround(gardenPixels * f)));
        QVERIFY2(std::abs(QFontInfo(gardenHint->font()).pointSizeF() - gardenHintPoints * f) < 0.6,
                 qPrintable(QStringLiteral("garden hint %1 pt, was %2").arg(QFontInfo(gardenHint->font()).pointSizeF()).arg(gardenHintPoints)));
        QVERIFY(std::abs(QFontInfo(window_->classPanel()->font()).pointSizeF() - classPoints * f) < 0.6);
        QVERIFY(std::abs(welter->font().pointSizeF() - welterPoints * f) < 1e-6);
        QVERIFY(std::abs(play->turnLabel()->font().pointSizeF() - turnPoints * f) < 1e-6);
        QVERIFY(play->turnLabel()->font().bold());
        QVERIFY(std::abs(play->announcementLabel()->font().pointSizeF() - announcePoints * f) < 1e-6);
        QVERIFY(std::abs(play->moveList()->font().pointSizeF() - movesPoints * f) < 1e-6);
        QVERIFY(std::abs(explain->stressLabel()->font().pointSizeF() - stressPoints * f) < 1e-6);
        QVERIFY(std::abs(explain->columnsLabel()->font().pointSizeF() - columnPoints * f) < 1e-6);
        QVERIFY(std::abs(stepSentence->font().pointSizeF() - stepPoints * f) < 1e-6);
        QVERIFY(stepSentence->height() > stepHeight);  // still three lines of the larger text
        for (auto [now, was] : {std::pair{puzzles->font().pointSizeF(), puzzlePoints}, {button->font().pointSizeF(), buttonPoints},
                                {streak->font().pointSizeF(), streakPoints}, {feedback->font().pointSizeF(), feedbackPoints}})
            QVERIFY2(std::abs(now - was * f) < 1e-6, qPrintable(QStringLiteral("%1 pt, was %2").arg(now).arg(was)));
        QVERIFY(streak->font().bold());
        scene->finishBuild();  // (placed on a worker)
        const QStringList faults = labelFaults(scene);  // placed again at the new size
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
        QTest::keyClick(window_, Qt::Key_Minus, Qt::ControlModifier | Qt::ShiftModifier);  // Smaller Text
        QCOMPARE(TextScale::instance()->factor(), 1.0);
        for (EdgeItem* e : labelledEdges(scene)) QVERIFY(std::abs(e->label()->scale() - before[e->id()]) < 1e-9);
    }

    void theSettingIsRemembered() {
        act("textLarger")->trigger();
        act("textLarger")->trigger();
        const double f = TextScale::instance()->userFactor();
        QCOMPARE(f, TextScale::kSteps[4]);
        QCOMPARE(QSettings().value(QLatin1String(TextScale::kSettingsKey)).toDouble(), f);
        // as at the next start: the stored size is read again
        QSettings().setValue(QLatin1String(TextScale::kSettingsKey), TextScale::kSteps[6]);
        TextScale::instance()->reload();
        QCOMPARE(TextScale::instance()->factor(), TextScale::kSteps[6]);
        QSettings().setValue(QLatin1String(TextScale::kSettingsKey), QStringLiteral("huge"));  // a bad value: the default
        TextScale::instance()->reload();
        QCOMPARE(TextScale::instance()->factor(), 1.0);
        act("textLarger")->trigger();
        act("textReset")->trigger();
        QCOMPARE(QSettings().value(QLatin1String(TextScale::kSettingsKey)).toDouble(), 1.0);
        QVERIFY(!act("textReset")->isEnabled());
    }

    void theRangeEnds() {
        for (int i = 0; i < 20; ++i) act("textLarger")->trigger();
        QCOMPARE(TextScale::instance()->factor(), std::end(TextScale::kSteps)[-1]);
        QVERIFY(!act("textLarger")->isEnabled());
        for (int i = 0; i < 20; ++i) act("textSmaller")->trigger();
        QCOMPARE(TextScale::instance()->factor(), TextScale::kSteps[0]);
        QVERIFY(!act("textSmaller")->isEnabled());
        QVERIFY(act("textLarger")->isEnabled());
    }

    void numbersGrowWhenZoomingIn() {
        PictureView* view = window_->view();
        view->resetZoom();
        EdgeItem* e = labelledEdges(window_->scene()).front();
        const double atOne = paintedFontPixels(view, e);
        QCOMPARE(atOne, double(render::labelFont().pixelSize()));
        view->zoomBy(2.0);
        QVERIFY(std::abs(paintedFontPixels(view, e) - 2 * atOne) < 1e-6);
        // zoomed out, down to the view's readable limit, they keep their size on screen
        view->resetZoom();
        view->zoomBy(1 / PictureView::kReadableLimit);
        QVERIFY(std::abs(paintedFontPixels(view, e) - atOne) < 1e-6);
        // and with a larger text size, larger at every zoom
        act("textLarger")->trigger();
        QVERIFY(std::abs(paintedFontPixels(view, e) - atOne * TextScale::instance()->factor()) < 1e-6);
    }

    void theExportHonoursTheTextSize() {
        // one upright edge: its label sits beside it, so the image is wider by the label's growth
        Picture p;
        p.insertNode(Node{0, Point{0, 0}, true, {}});
        p.insertNode(Node{1, Point{0, 3}, false, {}});
        p.insertEdge(Edge{0, 0, 1});
        render::RenderOptions options;
        options.title = false;
        const double plate = render::labelPlate(render::labelTextBox(QStringLiteral("1"))).width();
        const QRectF one = render::pictureBounds(p, analyse(p), options);
        options.textScale = 2.5;
        const QRectF big = render::pictureBounds(p, analyse(p), options);
        QVERIFY2(std::abs(big.width() - one.width() - 1.5 * plate) < 1.0,
                 qPrintable(QStringLiteral("%1 → %2 (plate %3)").arg(one.width()).arg(big.width()).arg(plate)));
        // the window's export passes the canvas's text size
        act("textLarger")->trigger();
        QCOMPARE(window_->scene()->textScale(), TextScale::instance()->factor());
    }
};

QTEST_MAIN(TestTextSize)
#include "tst_text_size.moc"
