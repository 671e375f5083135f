// back_row_labels: the numbers on the canvas never lie about which edge they belong to. Every
// example picture, at a projector's 1280×720 and at 1920×1080, on the desktop and presenting (F5),
// with names on and off and the Explain panel open: no two label plates meet, no edge and no other
// label's leader line crosses a plate, every label sits whole inside the canvas's viewport, and a
// label away from its edge has a leader to it (label_layout_checks.h). Leaders are drawn so they
// cannot be taken for edges (dashed, thinner than any edge, in a colour no edge look uses). A loop
// drawn with the mouse beside existing edges turns into the free side of its node. Structure only:
// nothing is timed.
#include "example_pictures.h"
#include "label_layout_checks.h"
#include "presentation_mode.h"
#include "text_scale.h"

#include <QAction>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QPainterPathStroker>
#include <QTest>

#include "../../hang_guard.h"
#include "presentation_screens.h"

using namespace guitest;

namespace {

QStringList examples() {
    QStringList files;
    for (const QFileInfo& f : QDir(QStringLiteral(HOMESTEAD_RESOURCES "/pictures")).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files << f.absoluteFilePath();
    return files;
}

// The faults of the canvas's labels as the viewer sees them: those of label_layout_checks.h and
// any label not whole inside the viewport.
QStringList faultsOnScreen(MainWindow* window) {
    PictureScene* scene = window->scene();
    QStringList faults = labelFaults(scene);
    const QRectF shown = window->view()->visibleSceneRect();
    for (EdgeItem* e : labelledEdges(scene))
        if (!shown.contains(e->label()->sceneBoundingRect()))
            faults << QStringLiteral("label of edge %1 (\"%2\") is cut by the viewport's border").arg(e->id()).arg(e->label()->text());
    return faults;
}

}  // namespace

class TestBackRowLabels : public QObject {
    Q_OBJECT
    MainWindow* window_ = nullptr;

    void settleLabels() {
        window_->document()->waitForAnalysis();
        window_->scene()->finishBuild();
        QCoreApplication::processEvents();
        window_->scene()->finishBuild();
    }

private slots:
    void init() { TextScale::instance()->reset(); }
    void cleanup() {
        if (window_)
            if (auto* p = window_->findChild<PresentationMode*>()) p->setActive(false);
        closeWindow(window_);
        window_ = nullptr;
    }

    void everyExample_data() {
        QTest::addColumn<QString>("picture");
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<bool>("presenting");
        QTest::addColumn<bool>("names");
        for (const QString& file : examples())
            for (QSize screen : {QSize(1280, 720), QSize(1920, 1080)})
                for (bool presenting : {false, true})
                    for (bool names : {false, true})
                        QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3 %4 %5")
                                                     .arg(QFileInfo(file).baseName())
                                                     .arg(screen.width())
                                                     .arg(screen.height())
                                                     .arg(presenting ? QStringLiteral("presenting") : QStringLiteral("desktop"),
                                                          names ? QStringLiteral("names") : QStringLiteral("numbers"))))
                            << file << screen << presenting << names;
    }
    void everyExample() {
        QFETCH(QString, picture);
        QFETCH(QSize, screen);
        QFETCH(bool, presenting);
        QFETCH(bool, names);
        window_ = openWindow(picture);
        QVERIFY(window_);
        window_->actions().names->setChecked(names);
        window_->actions().explain->setChecked(true);
        if (presenting) {
            presentOn(window_, screen);
        } else {
            window_->showNormal();
            window_->resize(screen);
            QTRY_COMPARE(window_->size(), screen);
            QCoreApplication::processEvents();
            window_->view()->fitToContents();
        }
        settleLabels();
        QVERIFY(window_->view()->fitted());
        QVERIFY(!labelledEdges(window_->scene()).empty());
        const QStringList faults = faultsOnScreen(window_);
        if (!faults.isEmpty() && qEnvironmentVariableIsSet("BACK_ROW_SHOTS"))  // what failed, to look at
            window_->grab().save(qEnvironmentVariable("BACK_ROW_SHOTS") + QLatin1Char('/') + QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".png"));
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
    }

    // A leader is dashed, thinner than any edge look (plain or in presentation's strong strokes),
    // and in a colour that no edge look, class colour or Play mark uses.
    void leadersCannotBeTakenForEdges() {
        using render::EdgeLook;
        for (bool strong : {false, true}) {
            const QPen leader = render::leaderPen(strong);
            QVERIFY(leader.style() != Qt::SolidLine && leader.style() != Qt::NoPen);
            std::vector<QColor> edgeColours;
            for (EdgeLook look : {EdgeLook::Normal, EdgeLook::Floating, EdgeLook::Winning, EdgeLook::Load, EdgeLook::Hovered}) {
                const QPen edge = render::edgePen(look, {}, strong ? render::kStrongStroke : 1.0);
                QVERIFY2(leader.widthF() < 0.6 * edge.widthF(), qPrintable(QStringLiteral("look %1").arg(int(look))));
                edgeColours.push_back(edge.color());
            }
            for (int k = 0; k < 8; ++k) edgeColours.push_back(render::classColor(k));
            for (render::EdgeMark mark : {render::EdgeMark::Hint, render::EdgeMark::EnginePick}) edgeColours.push_back(render::markPen(mark).color());
            for (const QColor& c : edgeColours) {
                const double distance = std::abs(c.red() - leader.color().red()) + std::abs(c.green() - leader.color().green()) +
                                        std::abs(c.blue() - leader.color().blue());
                QVERIFY2(distance > 60, qPrintable(c.name() + QStringLiteral(" vs ") + leader.color().name()));
            }
        }
    }

    // A loop drawn with the mouse at a node with an edge above and one below (dragged upwards,
    // along the edge above) turns to a free side: its petal crosses no other edge away from the
    // node, and no label; the labels keep apart.
    void aLoopDrawnWithTheMouseTurnsToTheFreeSide() {
        window_ = openWindow();
        QVERIFY(window_);
        Picture p;
        p.insertNode(Node{0, Point{0, 0}, true, {}});
        p.insertNode(Node{1, Point{0, 1.5}, false, {}});
        p.insertNode(Node{2, Point{0, 3}, false, {}});
        p.insertEdge(Edge{0, 0, 1});
        p.insertEdge(Edge{1, 1, 2});
        showBuilt(window_, p);
        window_->view()->fitToContents();
        settleLabels();
        window_->actions().drawMode->trigger();
        dragLoop(window_->view(), Point{0, 1.5}, -1.57);
        settleLabels();
        QCOMPARE(window_->document()->picture().edgeCount(), std::size_t(3));
        EdgeItem* loop = nullptr;
        for (const Edge& e : window_->document()->picture().edges())
            if (e.from == e.to) loop = window_->scene()->edgeItem(e.id);
        QVERIFY(loop);
        const QPointF node = window_->scene()->nodeItem(1)->scenePos();
        QPainterPathStroker stroker;
        stroker.setWidth(loop->stroke().widthF());
        QPainterPath away;
        away.addRect(window_->scene()->sceneRect());
        QPainterPath nearNode;
        nearNode.addEllipse(node, 12, 12);
        const QPainterPath petal = stroker.createStroke(loop->path()).subtracted(nearNode);
        for (EdgeId id : {EdgeId(0), EdgeId(1)}) {
            EdgeItem* edge = window_->scene()->edgeItem(id);
            QPainterPathStroker s;
            s.setWidth(edge->stroke().widthF());
            QVERIFY2(!petal.intersects(s.createStroke(edge->path())), qPrintable(QStringLiteral("the loop lies on edge %1").arg(id)));
        }
        for (EdgeItem* e : labelledEdges(window_->scene()))
            if (e != loop) QVERIFY2(!petal.intersects(e->label()->sceneBoundingRect()), qPrintable(QStringLiteral("the loop crosses the label of edge %1").arg(e->id())));
        const QStringList faults = labelFaults(window_->scene());
        QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
    }
};

int main(int argc, char** argv) { return guitest::runOnTwoScreens<TestBackRowLabels>(argc, argv); }
#include "tst_back_row_labels.moc"
