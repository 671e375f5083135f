// labels_off_thread: the canvas's labels never hold the window's thread. Many labels at once (a
// toggle, F5's large type and fits, a resize) are placed on a worker from a copy of the scene and
// put in place in one step (label_placing.cpp): what the window's thread does itself is bounded —
// the few labels placed one by one against the scene — whatever the crowd. A placement whose scene
// changed while it ran is dropped and placed again, and the labels keep their guarantees
// (label_layout_checks.h). A fit settles on the same zoom whatever zoom it starts from. Presenting,
// not high contrast, sheds names, and a shed name leaves the numbers the label was made from. Structure only: counters of the work, never a duration.
#include "label_layout_checks.h"
#include "presentation_mode.h"
#include "high_contrast.h"
#include "picture_document.h"
#include "text_scale.h"
#include "window_actions.h"

#include <QAction>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineF>
#include <QTimer>

#include <cmath>

#include "../../hang_guard.h"
#include "presentation_screens.h"

using namespace guitest;

namespace {

const QString kHomestead = QStringLiteral(HOMESTEAD_RESOURCES "/pictures/homestead.json");

// Label spots the window's thread may test in one turn of the event loop: the few labels placed
// one by one against the scene (kFewLabels), each a bounded search of its spots near and far.
constexpr long long kQueriesPerLabel = 2000;
constexpr long long kMostQueriesInATurn = static_cast<long long>(limits::kFewLabels) * kQueriesPerLabel;

long long queriesOnThisThread(const PictureScene* scene) {
    const CanvasStats s = scene->stats();
    return s.labelQueries - s.labelQueriesOffThread;
}

// Turns the event loop until the scene is built and its labels are in place, untangled; the most
// label spots the window's thread tested in one turn meanwhile.
long long settleCountingTurns(MainWindow* window) {
    PictureScene* scene = window->scene();
    long long most = 0, last = queriesOnThisThread(scene);
    QTimer ticker;
    ticker.setInterval(0);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const long long now = queriesOnThisThread(scene);
        most = std::max(most, now - last);
        last = now;
    });
    ticker.start();
    QCoreApplication::processEvents();  // what is queued (a resize's fit) starts, and counts
    const bool settled = QTest::qWaitFor([&] { return !scene->building() && !scene->labelsSettling() && !window->document()->analysisPending(); },
                                         homestead::testing::kHangGuardMs);
    QCoreApplication::processEvents();
    if (!settled) return -1;  // (the callers see a hang as a failure)
    return std::max(most, queriesOnThisThread(scene) - last);
}

QScreen* screenOf(QSize size) {
    for (QScreen* s : QGuiApplication::screens())
        if (s->geometry().size() == size) return s;
    return nullptr;
}

// The Homestead with every edge's name holding ": " and a number ("trunk" → "trunk: 0").
QByteArray homesteadWithColonNames() {
    QFile file(kHomestead);
    if (!file.open(QIODevice::ReadOnly)) return {};
    QJsonObject picture = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray edges = picture.value(QStringLiteral("edges")).toArray();
    for (qsizetype i = 0; i < edges.size(); ++i) {
        QJsonObject e = edges[i].toObject();
        e.insert(QStringLiteral("name"), QStringLiteral("part: %1").arg(e.value(QStringLiteral("id")).toInt()));
        edges[i] = e;
    }
    picture.insert(QStringLiteral("edges"), edges);
    return QJsonDocument(picture).toJson();
}

}  // namespace

class TestLabelsOffThread : public QObject {
    Q_OBJECT
    MainWindow* window_ = nullptr;

    PresentationMode* presentation() const { return window_->findChild<PresentationMode*>(); }

private slots:
    void init() {
        TextScale::instance()->reset();
        HighContrast::instance()->setUserOn(false);
    }
    void cleanup() {
        if (window_ && presentation()) presentation()->setActive(false);
        closeWindow(window_);
        window_ = nullptr;
        HighContrast::instance()->setUserOn(false);
    }

    // F5 with names on the Homestead at a projector's 1280×720: entering presentation mode places
    // nothing of the crowd on the window's thread (its fits ask for placements, which run on a
    // worker), and no turn of the event loop until the labels are settled tests more spots than
    // the few labels placed one by one may; the labels placed keep every guarantee.
    void presentingPlacesOnAWorker() {
        window_ = openToPresent(kHomestead);
        QVERIFY(window_);
        window_->actions().names->setChecked(true);
        QVERIFY(settleCountingTurns(window_) >= 0);
        PictureScene* scene = window_->scene();
        QScreen* screen = screenOf(QSize(1280, 720));
        QVERIFY(screen);
        window_->move(screen->geometry().topLeft() + QPoint(20, 20));
        window_->windowHandle()->setScreen(screen);
        const int placedBefore = scene->stats().labelBatchesPlaced;
        const long long before = queriesOnThisThread(scene);
        presentation()->setActive(true);  // high contrast, large type, a fit: many labels to place
        const long long duringF5 = queriesOnThisThread(scene) - before;
        QVERIFY2(duringF5 <= kMostQueriesInATurn, qPrintable(QString::number(duringF5)));
        const long long mostInATurn = settleCountingTurns(window_);
        QVERIFY2(mostInATurn >= 0 && mostInATurn <= kMostQueriesInATurn, qPrintable(QString::number(mostInATurn)));
        QVERIFY(scene->stats().labelBatchesPlaced > placedBefore);  // placed, by a worker
        QVERIFY(window_->view()->fitted());
        QVERIFY(!labelledEdges(scene).empty());
        const QStringList faults = labelFaults(scene);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
    }

    // A resize of a fitted window with names on: the fits it makes place their labels on a worker.
    void resizePlacesOnAWorker() {
        window_ = openWindow(kHomestead);
        QVERIFY(window_);
        window_->actions().names->setChecked(true);
        window_->view()->fitToContents();
        QVERIFY(settleCountingTurns(window_) >= 0);
        const int placedBefore = window_->scene()->stats().labelBatchesPlaced;
        window_->resize(1000, 600);
        QTRY_COMPARE(window_->size(), QSize(1000, 600));
        const long long mostInATurn = settleCountingTurns(window_);
        QVERIFY2(mostInATurn >= 0 && mostInATurn <= kMostQueriesInATurn, qPrintable(QString::number(mostInATurn)));
        QVERIFY(window_->scene()->stats().labelBatchesPlaced > placedBefore);
        const QStringList faults = labelFaults(window_->scene());
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
    }

    // Names turned on ask for a batch; a node moved before it comes changes the scene it was copied
    // from: its result is dropped (never put in place over the moved edges), the batch is placed
    // again as the scene now is, and the labels have no fault.
    void staleBatchIsDropped() {
        window_ = openWindow(kHomestead);
        QVERIFY(window_);
        window_->view()->fitToContents();
        QVERIFY(settleCountingTurns(window_) >= 0);
        PictureScene* scene = window_->scene();
        const int droppedBefore = scene->stats().labelBatchesDropped;
        window_->actions().names->setChecked(true);  // every label wider: a batch on a worker
        QVERIFY(scene->labelsSettling());
        const Node moved = window_->document()->picture().node(1);  // the trunk's top
        window_->document()->setNode(moved.id, Point{moved.position->x + 0.6, moved.position->y}, moved.ground);
        QVERIFY(settleCountingTurns(window_) >= 0);
        QVERIFY2(scene->stats().labelBatchesDropped > droppedBefore, "a batch copied before the move was put in place");
        const QStringList faults = labelFaults(scene);
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
    }

    // A fit depends on the picture and the window alone: fitted again from a zoom further in or
    // further out, presenting at 1280×720, the view settles on the same zoom, label scale and shown
    // area (the labels' frame), however the readable scale was left by the zooms before.
    void fitIsTheSameFromAnyZoom() {
        window_ = openToPresent(kHomestead);
        QVERIFY(window_);
        presentOn(window_, QSize(1280, 720));
        QVERIFY(settleCountingTurns(window_) >= 0);
        PictureView* view = window_->view();
        const auto shown = [view] { return view->mapToScene(view->viewport()->rect()).boundingRect(); };
        const double zoom = view->zoom(), labelScale = window_->scene()->labelScale();
        const QRectF area = shown();
        for (double factor : {0.6, 2.5}) {
            view->zoomBy(factor);
            QVERIFY(settleCountingTurns(window_) >= 0);
            view->fitToContents();
            QVERIFY(settleCountingTurns(window_) >= 0);
            QVERIFY2(std::abs(view->zoom() - zoom) <= 1e-8 * zoom, qPrintable(QStringLiteral("%1 %2").arg(view->zoom(), 0, 'g', 12).arg(zoom, 0, 'g', 12)));
            const double nowScale = window_->scene()->labelScale();
            QVERIFY2(std::abs(nowScale - labelScale) <= 1e-8 * labelScale, qPrintable(QStringLiteral("%1 %2").arg(nowScale, 0, 'g', 12).arg(labelScale, 0, 'g', 12)));
            QVERIFY(QLineF(shown().topLeft(), area.topLeft()).length() < 0.01 && QLineF(shown().bottomRight(), area.bottomRight()).length() < 0.01);
        }
    }

    // High contrast at the desk is a look, not presenting: zoomed in, names are not shed (a fitted
    // view sheds them at the desk as presenting does, high contrast or not); presenting sheds them.
    void highContrastAloneKeepsNames() {
        window_ = openToPresent(kHomestead);
        QVERIFY(window_);
        window_->actions().names->setChecked(true);
        HighContrast::instance()->setUserOn(true);
        window_->view()->zoomBy(1.5);
        QVERIFY(settleCountingTurns(window_) >= 0);
        PictureScene* scene = window_->scene();
        QVERIFY(scene->highContrast());
        QVERIFY(!scene->presenting());
        QVERIFY(!window_->view()->fitted());
        QVERIFY(!scene->labelsShedNames());
        for (EdgeItem* e : labelledEdges(scene)) QCOMPARE(e->label()->text(), e->labelText);
        presentOn(window_, QSize(1280, 720));
        QVERIFY(scene->presenting());
        QVERIFY(scene->labelsShedNames());
    }

    // Presenting names alone ("part: 3", numbers off) in a crowd: a label sheds its name only to
    // show the numbers it was made from, so a name holding ": " is never cut into a false number.
    void shedNameLeavesItsNumbers() {
        window_ = openToPresent(QString());
        QVERIFY(window_);
        QVERIFY(window_->openText(homesteadWithColonNames(), QStringLiteral("colon names")));
        window_->document()->waitForAnalysis();
        window_->actions().names->setChecked(true);
        window_->actions().stresses->setChecked(true);
        presentOn(window_, QSize(1280, 720));
        QVERIFY(settleCountingTurns(window_) >= 0);
        PictureScene* scene = window_->scene();
        QVERIFY(scene->labelsShedNames());
        int shed = 0;
        for (EdgeItem* e : labelledEdges(scene)) {  // names and stresses: a label shows both or its stress
            QVERIFY2(e->label()->text() == e->labelText || e->label()->text() == e->labelNumbers, qPrintable(e->label()->text()));
            shed += e->label()->text() == e->labelNumbers;
        }
        QVERIFY(shed > 0);  // the crowd sheds names here
        window_->actions().stresses->setChecked(false);  // names alone: nothing to shed them to
        QVERIFY(settleCountingTurns(window_) >= 0);
        for (EdgeItem* e : labelledEdges(scene)) {
            QVERIFY(e->labelNumbers.isEmpty());
            QCOMPARE(e->label()->text(), e->labelText);
        }
    }
};

int main(int argc, char** argv) { return guitest::runOnProjectorScreens<TestLabelsOffThread>(argc, argv); }

#include "tst_labels_off_thread.moc"
