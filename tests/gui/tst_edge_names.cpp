// gui_edge_names: View → Show Names (N) labels each named standing edge with its name first, on
// the canvas exactly as in an export ("trunk: 15", "trunk" with the numbers off; an unnamed edge
// keeps its numbers, or no label when only names are shown). One rule: every canvas label's text and
// colour equal render::labelText / labelColor and the text the export places for that edge, for
// every combination of stresses, weights and names; the exported SVG carries the names exactly when
// they are shown. With names on, the Homestead and the girl keep their labels apart (no two meet, none
// covers another edge, a leader for every label set away), at the window's size and in presentation
// mode at 1280×720 and 1920×1080. Play and the collapse stepper show what the drawing's canvas shows.
// Structure and geometry only; nothing is timed.
#include "collapse_stepper.h"
#include "label_layout_checks.h"
#include "play_controller.h"
#include "presentation_mode.h"
#include "text_scale.h"

#include <QAction>
#include <QFile>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QWindow>
#include <QXmlStreamReader>

#include <functional>

#include "../hang_guard.h"
#include "presentation_screens.h"

using namespace guitest;

namespace {

const QString kHomestead = QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json");
const QString kGirl = QStringLiteral(HOMESTEAD_RESOURCES "/pictures/girl-on-both-feet.json");

// The texts of every <text> element of an SVG file (entities resolved).
QStringList svgTexts(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    QStringList out;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            out << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
    return out;
}

// What the canvas's labels show now, as the label rule's argument.
render::LabelContent shownBy(const PictureScene* scene) {
    return {scene->showStresses(), scene->showWeights(), scene->showNames()};
}

// Every edge's canvas label against the one rule: a standing edge's shown text is labelText(...) in
// labelColor(...) (hidden when that is ""), a floating edge has none. Returns the first mismatch, "" if none.
// In Play (`tagOf` given) every label is led by the game's tag of its edge, whatever N says. With
// `shedNames` (presenting, or a fitted view) a label crowded out of every clear spot may show its numbers without
// its name, and that counts as following the rule.
QString labelRuleProblem(PictureScene* scene, const std::function<std::string(EdgeId)>& tagOf = {}, bool shedNames = false) {
    scene->finishBuild();
    const std::shared_ptr<const PictureAnalysis> artifact = scene->document()->artifact();
    const Picture& picture = artifact->picture();
    for (const Edge& edge : picture.edges()) {
        EdgeItem* item = scene->edgeItem(edge.id);
        if (!item) return QStringLiteral("edge %1 has no item").arg(edge.id);
        const EdgeAnalysis* a = artifact->edge(edge.id);
        render::LabelContent rule = shownBy(scene);
        if (tagOf) rule.names = true;
        const QString expected = a && a->standing ? render::labelText(*a, tagOf ? tagOf(edge.id) : edge.name, rule) : QString();
        const bool shown = item->labelShown() && !item->label()->text().isEmpty();
        const QString got = shown ? item->label()->text() : QString();
        render::LabelContent unnamed = rule;
        unnamed.names = false;
        const bool shed = shedNames && a && a->standing && unnamed.any() && got == render::labelText(*a, {}, unnamed);
        if (got != expected && !shed)
            return QStringLiteral("edge %1: canvas \"%2\", rule \"%3\"").arg(edge.id).arg(got, expected);
        if (shown && item->label()->color() != render::labelColor(rule))
            return QStringLiteral("edge %1: label colour %2").arg(edge.id).arg(item->label()->color().name());
    }
    return {};
}

}  // namespace

class TestEdgeNames : public QObject {
    Q_OBJECT
    MainWindow* window_ = nullptr;
    QAction* names() { return window_->actions().names; }
    PresentationMode* presentation() { return window_->findChild<PresentationMode*>(); }

    void open(const QString& path) {
        closeWindow(window_);
        window_ = openWindow(path);
        QVERIFY(window_);
        window_->scene()->finishBuild();
    }

    void present(QSize size) { presentOn(window_, size); }

private slots:
    void init() {
        TextScale::instance()->reset();
        open(kHomestead);
    }
    void cleanup() {
        if (window_ && presentation()) presentation()->setActive(false);
        closeWindow(window_);
        window_ = nullptr;
        TextScale::instance()->reset();
    }

    // The action: checkable, off at first, N, in the View menu and the toolbar, with a tooltip.
    void theToggle() {
        QVERIFY(names());
        QVERIFY(names()->isCheckable());
        QVERIFY(!names()->isChecked());
        QVERIFY(!window_->scene()->showNames());
        QCOMPARE(names()->shortcut(), QKeySequence(Qt::Key_N));
        QVERIFY(names()->toolTip().contains(QStringLiteral("(N)")));
        QVERIFY(window_->toolBar()->actions().contains(names()));
        QTest::keyClick(window_->view(), Qt::Key_N);
        QVERIFY(names()->isChecked());
        QVERIFY(window_->scene()->showNames());
        QTest::keyClick(window_->view(), Qt::Key_N);
        QVERIFY(!window_->scene()->showNames());
    }

    // On the Homestead: N puts each named standing edge's name before its stress; N again takes it away.
    // A fitted view fits again when names come: none is left off screen (a teacher turning names
    // on should not have to press Fit).
    void aFittedViewKeepsEveryNameInView() {
        window_->resize(1280, 720);
        QCoreApplication::processEvents();
        window_->view()->fitToContents();
        QCoreApplication::processEvents();
        names()->setChecked(true);
        window_->scene()->finishBuild();
        QCoreApplication::processEvents();
        QVERIFY(window_->view()->fitted());
        const QRectF seen = window_->view()->visibleSceneRect();
        int shown = 0;
        for (const Edge& e : window_->document()->picture().edges()) {
            const EdgeItem* item = window_->scene()->edgeItem(e.id);
            if (!item->labelShown() || e.name.empty()) continue;
            const LabelItem* label = item->label();
            ++shown;
            QVERIFY2(seen.contains(label->sceneBoundingRect()), qPrintable(label->text() + QStringLiteral(" is off screen")));
        }
        QVERIFY(shown > 50);
    }

    void showingAndHidingNames() {
        PictureScene* scene = window_->scene();
        const Picture& picture = window_->document()->picture();
        const std::shared_ptr<const PictureAnalysis> artifact = window_->document()->artifact();
        int named = 0;
        names()->setChecked(true);
        scene->finishBuild();
        for (const Edge& e : picture.edges()) {
            const EdgeAnalysis* a = artifact->edge(e.id);
            QVERIFY(a);
            if (e.name.empty() || !a->standing) continue;
            ++named;
            QVERIFY(scene->edgeItem(e.id)->labelShown());
            const QString label = scene->edgeItem(e.id)->label()->text();
            QCOMPARE(label, QString::fromStdString(e.name) + QStringLiteral(": ") + QString::number(a->stress));
        }
        QVERIFY2(named >= 50, qPrintable(QString::number(named)));  // the Homestead names almost every edge
        names()->setChecked(false);
        scene->finishBuild();
        for (const Edge& e : picture.edges()) {
            const EdgeAnalysis* a = artifact->edge(e.id);
            if (!a->standing) continue;
            QVERIFY(scene->edgeItem(e.id)->labelShown());
            QCOMPARE(scene->edgeItem(e.id)->label()->text(), QString::number(a->stress));
        }
    }

    // Every combination of T, W and N: the canvas label of every edge is the rule's, on both pictures.
    void canvasLabelsFollowTheOneRule_data() {
        QTest::addColumn<QString>("picture");
        QTest::newRow("Homestead") << kHomestead;
        QTest::newRow("girl") << kGirl;
    }
    void canvasLabelsFollowTheOneRule() {
        QFETCH(QString, picture);
        open(picture);
        for (int mask = 0; mask < 8; ++mask) {
            window_->actions().stresses->setChecked(mask & 1);
            window_->actions().weights->setChecked(mask & 2);
            names()->setChecked(mask & 4);
            // (a fitted view sheds a name that finds no near spot, as presenting does)
            const QString problem = labelRuleProblem(window_->scene(), {}, window_->scene()->labelsShedNames());
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("T%1 W%2 N%3: ").arg(mask & 1).arg(bool(mask & 2)).arg(bool(mask & 4)) + problem));
        }
        // names alone: an unnamed standing edge has no label, a named one its name alone, in the nodes' green
        window_->actions().stresses->setChecked(false);
        window_->actions().weights->setChecked(false);
        names()->setChecked(true);
        window_->scene()->finishBuild();
        const std::shared_ptr<const PictureAnalysis> artifact = window_->document()->artifact();
        for (const Edge& e : artifact->picture().edges()) {
            if (!artifact->edge(e.id)->standing) continue;
            const EdgeItem* item = window_->scene()->edgeItem(e.id);
            if (e.name.empty()) {
                QVERIFY(!item->labelShown() || item->label()->text().isEmpty());
            } else {
                QVERIFY(item->labelShown());
                const LabelItem* label = item->label();
                QCOMPARE(label->text(), QString::fromStdString(e.name));
                QCOMPARE(label->color(), render::colors::node);
            }
        }
    }

    // The canvas and the export place the same texts: each canvas label is the export's label of that edge.
    void theExportLabelsAsTheCanvas() {
        names()->setChecked(true);
        window_->actions().weights->setChecked(true);
        PictureScene* scene = window_->scene();
        scene->finishBuild();
        const std::shared_ptr<const PictureAnalysis> artifact = window_->document()->artifact();
        render::RenderOptions options;
        options.stresses = scene->showStresses();
        options.weights = scene->showWeights();
        options.names = scene->showNames();
        const render::PictureLayout layout = render::placeDrawing(artifact->picture(), artifact->analysis(), options);
        std::map<EdgeId, QString> exported;
        for (const render::DrawnLabel& l : layout.labels) exported[artifact->picture().edges()[l.edge].id] = l.text;
        const std::vector<EdgeItem*> labelled = labelledEdges(scene);
        QCOMPARE(labelled.size(), exported.size());
        for (EdgeItem* e : labelled)  // (or its numbers alone: a fitted view sheds a name with no near spot)
            if (!(scene->labelsShedNames() && e->label()->text() == e->labelNumbers)) QCOMPARE(e->label()->text(), exported[e->id()]);
    }

    // Export from the window (SVG): the names are in the image exactly when they are shown.
    void exportCarriesTheNames() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::shared_ptr<const PictureAnalysis> artifact = window_->document()->artifact();
        QStringList expected;  // "trunk: 15", ...
        for (const Edge& e : artifact->picture().edges())
            if (!e.name.empty() && artifact->edge(e.id)->standing)
                expected << QString::fromStdString(e.name) + QStringLiteral(": ") + QString::number(artifact->edge(e.id)->stress);
        QVERIFY(expected.contains(QStringLiteral("trunk: 15")));

        const QString with = dir.filePath(QStringLiteral("with.svg"));
        names()->setChecked(true);
        QVERIFY(window_->exportImage(with));
        const QStringList textsWith = svgTexts(with);
        for (const QString& t : expected) QVERIFY2(textsWith.contains(t), qPrintable(t));

        const QString without = dir.filePath(QStringLiteral("without.svg"));
        names()->setChecked(false);
        QVERIFY(window_->exportImage(without));
        const QStringList textsWithout = svgTexts(without);
        QVERIFY(textsWithout.contains(QStringLiteral("15")));
        for (const Edge& e : artifact->picture().edges())
            if (!e.name.empty())
                for (const QString& t : textsWithout) QVERIFY2(!t.contains(QString::fromStdString(e.name)), qPrintable(t));
    }

    // Long names ("twig bearing the highest apple: 2") keep apart from each other and from the edges.
    void namedLabelsKeepApart_data() {
        QTest::addColumn<QString>("picture");
        QTest::addColumn<bool>("weights");
        QTest::newRow("Homestead") << kHomestead << false;
        QTest::newRow("Homestead, weights") << kHomestead << true;
        QTest::newRow("girl") << kGirl << false;
    }
    void namedLabelsKeepApart() {
        QFETCH(QString, picture);
        QFETCH(bool, weights);
        open(picture);
        window_->actions().weights->setChecked(weights);
        names()->setChecked(true);
        window_->scene()->finishBuild();
        window_->scene()->finishUntangling();  // (a fit judges its margins untangled)
        const QStringList faults = labelFaults(window_->scene());
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
    }

    // Presentation mode with names on: the labels read as the rule says, large (24 px at least), in
    // high contrast and apart; the text size grows them too.
    void presentationWithNames_data() {
        QTest::addColumn<QString>("picture");
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<bool>("apart");
        QTest::newRow("girl 1280x720") << kGirl << QSize(1280, 720) << true;
        QTest::newRow("girl 1920x1080") << kGirl << QSize(1920, 1080) << true;
    }
    void presentationWithNames() {
        QFETCH(QString, picture);
        QFETCH(QSize, screen);
        QFETCH(bool, apart);
        open(picture);
        names()->setChecked(true);
        present(screen);
        PictureScene* scene = window_->scene();
        QVERIFY(scene->highContrast());
        QVERIFY(scene->showNames());
        for (int larger = 0; larger < 2; ++larger) {
            if (larger) {
                const double before = scene->labelScale();
                window_->findChild<QAction*>(QStringLiteral("textLarger"))->trigger();
                scene->finishBuild();
                QVERIFY(scene->labelScale() > before);
            }
            QVERIFY2(labelRuleProblem(scene, {}, true).isEmpty(), qPrintable(labelRuleProblem(scene, {}, true)));
            for (EdgeItem* e : labelledEdges(scene)) {
                QVERIFY(e->label()->strong());
                QVERIFY2(paintedFontPixels(window_->view(), e) >= 24, qPrintable(e->label()->text()));
            }
            const QStringList faults = labelFaults(scene);
            if (apart) QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
        }
    }

    // Play and the collapse stepper show names when the drawing's canvas does, and toggling N in Play
    // reaches its scene; Play's labels are led by the game's tags (the names its sentences use).
    void playAndStepperFollow() {
        names()->setChecked(true);
        window_->actions().playMode->setChecked(true);
        window_->play()->waitForNaming();  // the game's tags come from a worker
        PictureScene* game = window_->play()->scene();
        const auto tagOf = [this](EdgeId id) { return window_->play()->edgeTag(id).toStdString(); };
        QVERIFY(game->showNames());
        settle(window_->view());
        QVERIFY2(labelRuleProblem(game, tagOf).isEmpty(), qPrintable(labelRuleProblem(game, tagOf)));
        names()->setChecked(false);
        QVERIFY(!game->showNames());
        QVERIFY2(labelRuleProblem(game, tagOf).isEmpty(), qPrintable(labelRuleProblem(game, tagOf)));
        names()->setChecked(true);
        window_->actions().playMode->setChecked(false);

        CollapseStepper* stepper = window_->collapseStepper();
        stepper->action()->trigger();
        QVERIFY(stepper->scene()->showNames());
        stepper->scene()->document()->waitForAnalysis();
        QVERIFY2(labelRuleProblem(stepper->scene()).isEmpty(), qPrintable(labelRuleProblem(stepper->scene())));
    }
};

// Two screens, a projector's 1280×720 and a 1920×1080 (presentation_screens.h).
int main(int argc, char** argv) { return guitest::runOnProjectorScreens<TestEdgeNames>(argc, argv); }
#include "tst_edge_names.moc"
