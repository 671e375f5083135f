// labels_steady: the labels' layout is a function of the picture, the options, the scale and the
// frame, never of what was shown before. Fitting, zooming in and out, panning and fitting again
// puts every label on the spot (and with the text) it had after the first fit — on the desktop and
// presenting, with names and without. At the desk with names, a fitted view's leaders stay short (a
// name is shed for its number rather than led across the picture) and no label drops under the
// ground line; zoomed in, every name shows again. Structure only: nothing is timed.
#include "back_row_labels/leader_checks.h"
#include "example_pictures.h"
#include "label_layout_checks.h"
#include "presentation_mode.h"
#include "text_scale.h"

#include <QAction>
#include <QScrollBar>
#include <QTest>

#include <utility>

#include "../../hang_guard.h"
#include "presentation_screens.h"
#include "settled_labels.h"

using namespace guitest;

namespace {

struct Spot {
    EdgeId edge;
    QString text;
    QPointF centre;
    std::optional<QPointF> anchor;
    // the same text on the same spot with the same leader, to a thousandth of a pixel (a fit's zoom
    // settles to a billionth: the frame it gives may differ by as much)
    bool operator==(const Spot& o) const {
        const auto near = [](QPointF a, QPointF b) { return QLineF(a, b).length() < 1e-3; };
        return edge == o.edge && text == o.text && near(centre, o.centre) && anchor.has_value() == o.anchor.has_value() &&
               (!anchor || near(*anchor, *o.anchor));
    }
};

std::vector<Spot> spots(PictureScene* scene) {
    std::vector<Spot> out;
    for (EdgeItem* e : labelledEdges(scene)) out.push_back({e->id(), e->label()->text(), e->label()->centre(), e->label()->leaderAnchor()});
    return out;
}

QString describe(const Spot& s) {
    return QStringLiteral("edge %1 \"%2\" at (%3, %4)%5")
        .arg(s.edge)
        .arg(s.text)
        .arg(s.centre.x(), 0, 'f', 3)
        .arg(s.centre.y(), 0, 'f', 3)
        .arg(s.anchor ? QStringLiteral(" led to (%1, %2)").arg(s.anchor->x(), 0, 'f', 3).arg(s.anchor->y(), 0, 'f', 3) : QString());
}

// Every label that differs, one line each.
QStringList differences(const std::vector<Spot>& before, const std::vector<Spot>& after) {
    QStringList out;
    if (before.size() != after.size()) out << QStringLiteral("%1 labels, then %2").arg(before.size()).arg(after.size());
    for (std::size_t i = 0; i < std::min(before.size(), after.size()); ++i)
        if (!(before[i] == after[i])) out << describe(before[i]) + QStringLiteral(" → ") + describe(after[i]);
    return out;
}

// The longest leader wanted at the desk, in label heights: the untangler's own bound
// (label_untangling.cpp), room for a label to stand a few plates out of a crowd of edges, not to be
// led across the picture.
constexpr double kLeaderHeights = 4.0;

}  // namespace

class TestLabelsSteady : public QObject {
    Q_OBJECT
    MainWindow* window_ = nullptr;
    void settleLabels() { guitest::settleLabels(window_); }

private slots:
    void init() { TextScale::instance()->reset(); }
    void cleanup() { closeLabelWindow(std::exchange(window_, nullptr)); }

    void fitAgainGivesTheSameLayout_data() {
        QTest::addColumn<QString>("picture");
        QTest::addColumn<bool>("presenting");
        QTest::addColumn<bool>("names");
        for (const QString& name : {QStringLiteral("homestead"), QStringLiteral("girl-with-umbrella-a"), QStringLiteral("tree")}) {
            const QString file = QStringLiteral(HOMESTEAD_RESOURCES "/pictures/") + name + QStringLiteral(".json");
            if (!QFileInfo::exists(file)) continue;
            for (bool presenting : {false, true})
                for (bool names : {false, true})
                    QTest::newRow(qPrintable(QStringLiteral("%1 %2 %3").arg(name, presenting ? QStringLiteral("presenting") : QStringLiteral("desktop"),
                                                                            names ? QStringLiteral("names") : QStringLiteral("numbers"))))
                        << file << presenting << names;
        }
    }
    // Fit, note every label; zoom in, pan, zoom out, fit again: every label where it was.
    void fitAgainGivesTheSameLayout() {
        QFETCH(QString, picture);
        QFETCH(bool, presenting);
        QFETCH(bool, names);
        window_ = openWindow(picture);
        QVERIFY(window_);
        window_->actions().names->setChecked(names);
        const QSize screen(1280, 720);
        if (presenting) presentOn(window_, screen);
        else fitAtTheDesk(window_, screen);
        settleLabels();
        QVERIFY(window_->view()->fitted());
        const std::vector<Spot> first = spots(window_->scene());
        QVERIFY(!first.empty());
        PictureView* view = window_->view();
        const double zoom = view->transform().m11();
        const QRectF shown = view->visibleSceneRect();
        view->zoomBy(2.5);
        settleLabels();
        view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->value() + 120);
        view->verticalScrollBar()->setValue(view->verticalScrollBar()->value() - 80);
        settleLabels();
        view->zoomBy(0.3);
        settleLabels();
        view->fitToContents();
        settleLabels();
        QVERIFY(view->fitted());
        QVERIFY2(std::abs(view->transform().m11() - zoom) < 1e-6 * zoom, qPrintable(QStringLiteral("zoom %1, then %2").arg(zoom).arg(view->transform().m11())));
        QVERIFY(QLineF(view->visibleSceneRect().topLeft(), shown.topLeft()).length() < 1e-3);
        const QStringList moved = differences(first, spots(window_->scene()));
        QVERIFY2(moved.isEmpty(), qPrintable(moved.join(QLatin1Char('\n'))));
        // and once more: a second round trip changes nothing either
        view->zoomBy(1.7);
        settleLabels();
        view->fitToContents();
        settleLabels();
        const QStringList again = differences(first, spots(window_->scene()));
        QVERIFY2(again.isEmpty(), qPrintable(again.join(QLatin1Char('\n'))));
    }

    // The Homestead at the desk (1280×720) with names: no leader longer than kLeaderHeights label
    // heights, none crossing another, and no label under the ground line (there is room above it):
    // a name that finds no near spot is shed for its number, as presenting does, and grows back
    // where it stands beside its edge.
    void deskNamesStayNearTheirEdges() {
        window_ = openWindow(QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json"));
        QVERIFY(window_);
        window_->actions().names->setChecked(true);
        fitAtTheDesk(window_, QSize(1280, 720));
        settleLabels();
        QVERIFY(window_->view()->fitted());
        PictureScene* scene = window_->scene();
        QVERIFY(!scene->presenting());
        const LeaderFigures f = leaderFigures(scene);
        int named = 0;
        QStringList below;
        for (EdgeItem* e : labelledEdges(scene)) {
            named += e->label()->text().contains(QStringLiteral(": "));
            if (e->label()->sceneBoundingRect().top() >= 0)  // (the ground line is the scene's y = 0)
                below << QStringLiteral("label of edge %1 (\"%2\") sits below the ground line").arg(e->id()).arg(e->label()->text());
        }
        qInfo("%d leaders, %.0f px, longest %.1f label heights; %d callouts; %d names; %lld below the ground line", f.count, f.length, f.longest,
              f.callouts, named, static_cast<long long>(below.size()));
        if (qEnvironmentVariableIsSet("LABELS_STEADY_SHOTS"))  // to look at
            window_->grab().save(qEnvironmentVariable("LABELS_STEADY_SHOTS") + QStringLiteral("/desk names.png"));
        QVERIFY2(named > 0, "no name stands");
        const QStringList astray = leadersAstray(scene, kLeaderHeights);
        QVERIFY2(astray.isEmpty(), qPrintable(astray.join(QLatin1Char('\n'))));
        const QStringList crossings = leaderCrossings(scene);
        QVERIFY2(crossings.isEmpty(), qPrintable(crossings.join(QLatin1Char('\n'))));
        QVERIFY2(below.isEmpty(), qPrintable(below.join(QLatin1Char('\n'))));
        const QStringList faults = labelFaults(scene);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
        QVERIFY(named < static_cast<int>(labelledEdges(scene).size()));  // (some were shed)
        // zoomed in, the desk has room to read: every label shows its whole text again
        window_->view()->zoomBy(3.0);
        settleLabels();
        QVERIFY(!window_->view()->fitted());
        for (EdgeItem* e : labelledEdges(scene)) QCOMPARE(e->label()->text(), e->labelText);
    }
};

int main(int argc, char** argv) { return guitest::runOnProjectorScreens<TestLabelsSteady>(argc, argv); }
#include "tst_labels_steady.moc"
