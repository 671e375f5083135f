// Issue 37, item 7: the window's memory for big pictures is bounded, and running out of it is a
// message, not an abort. A fan of loops at one node has items for a bounded number of petals
// however many loops it has (ItemRegistry's fans; the bound is set small here so that a cheap
// picture proves it), and what the canvas does with the loops hidden between them still works:
// selecting, Select All, deleting, chopping one, finding one. A std::bad_alloc out of an event
// handler is caught by the guard (out_of_memory_guard.h), reported in the status line, and the
// drawing stays; so is one out of a worker's job or its delivery.
#include "hardening_suite.h"
#include "hang_guard.h"

#include "item_registry.h"
#include "latest_job.h"
#include "main_window.h"
#include "out_of_memory_guard.h"
#include "picture_document.h"
#include "picture_geometry.h"
#include "picture_items.h"
#include "picture_scene.h"

#include "homestead/picture.h"

#include <QCoreApplication>
#include <QEvent>
#include <QStatusBar>
#include <QTest>

#include <new>

using namespace homestead;
using namespace homestead::gui;

namespace {

// `loops` loops on one base node (ids 0..loops-1) and a stalk beside it.
Picture fanOfLoops(int loops) {
    Picture p;
    p.insertNode(Node{0, Point{0, 0}, true, {}});
    p.insertNode(Node{1, Point{2, 1}, false, {}});
    for (int i = 0; i < loops; ++i) p.insertEdge(Edge{i, 0, 0});
    p.insertEdge(Edge{loops, 0, 1});
    return p;
}

int itemsOfType(const QGraphicsScene& scene, int type) {
    int n = 0;
    for (const QGraphicsItem* it : scene.items()) n += it->type() == type ? 1 : 0;
    return n;
}

// Every petal item is in its slot of the fan as it is now.
bool petalsInTheirSlots(const PictureScene& scene, int loops) {
    const NodeItem* root = scene.nodeItem(0);
    for (const EdgeItem* e : scene.itemRegistry().edges())
        if (e->isLoop() && e->path() != render::loopPath(root->pos(), root->petalDirection(), e->slot(), loops)) return false;
    return true;
}

// A document showing `loops` loops on one node, and its canvas built.
struct Built {
    PictureDocument doc;
    PictureScene scene{&doc};
    explicit Built(int loops) {
        doc.setPicture(fanOfLoops(loops));
        scene.finishBuild();
    }
};

class ThrowsOutOfMemory : public QObject {
public:
    bool event(QEvent* e) override {
        if (e->type() == QEvent::User) throw std::bad_alloc();
        return QObject::event(e);
    }
};

}  // namespace

class WindowMemoryTest : public QObject {
    Q_OBJECT
    static constexpr int kMost = 64;  // petal items of a fan, for these tests

private slots:
    void init() { ItemRegistry::setMostPetalItems(kMost); }
    void cleanup() { ItemRegistry::setMostPetalItems(limits::kMostPetalItems); }

    // The canvas of 16 and of 160 times the bound loops on one node holds the same number of
    // items (edges, labels, leaders, tiles, all): the bound's petals, the last petal and the stalk;
    // every loop counts.
    void aFanOfLoopsHasItemsForABoundedNumberOfPetals() {
        std::vector<int> itemCounts;
        for (int loops : {16 * kMost, 160 * kMost}) {
            PictureDocument doc;
            PictureScene scene(&doc);
            doc.setPicture(fanOfLoops(loops));
            doc.waitForAnalysis();
            QTRY_VERIFY(!doc.analysisPending());
            scene.finishBuild();
            QVERIFY(!scene.building());
            const int edgeItems = itemsOfType(scene, EdgeItem::Type);
            QCOMPARE(edgeItems, kMost + 2);
            QCOMPARE(scene.itemRegistry().edgeCount(), std::size_t(loops) + 1);
            QCOMPARE(scene.itemRegistry().hiddenLoops(), std::size_t(loops + 1 - edgeItems));
            QVERIFY(petalsInTheirSlots(scene, loops));
            itemCounts.push_back(static_cast<int>(scene.items().size()));
        }
        QCOMPARE(itemCounts[0], itemCounts[1]);  // independent of the number of loops
    }

    // Below the bound every loop has its item, as before.
    void aSmallFanHasAnItemPerLoop() {
        Built built(kMost);
        PictureScene& scene = built.scene;
        QCOMPARE(itemsOfType(scene, EdgeItem::Type), kMost + 1);
        QCOMPARE(scene.itemRegistry().hiddenLoops(), std::size_t(0));
    }

    // A petal stands for the hidden loops after it: selecting it selects them; Select All selects
    // every loop, and deleting the selection deletes them all.
    void selectingAPetalSelectsTheLoopsItStandsFor() {
        const int loops = 1000;
        Built built(loops);
        PictureDocument& doc = built.doc;
        PictureScene& scene = built.scene;
        const int stride = ItemRegistry::fanStride(loops);
        QVERIFY(stride > 1);
        EdgeItem* first = scene.edgeItem(0);
        QVERIFY(first);
        first->setSelected(true);
        std::vector<EdgeId> expected;
        for (int i = 0; i < stride; ++i) expected.push_back(i);
        QCOMPARE(scene.selectedEdges(), expected);
        QVERIFY(!scene.glanceAtSelection().onlyEdge);  // more than one edge is selected
        scene.clearSelection();
        scene.selectAll();
        QCOMPARE(scene.selectedEdges().size(), std::size_t(loops) + 1);
        QVERIFY(scene.selectsEverything());
        const PictureScene::Selection all = scene.selection();
        doc.removeMany(all.nodes, all.edges);
        scene.finishBuild();
        QCOMPARE(doc.picture().edgeCount(), std::size_t(0));
        QCOMPARE(scene.itemRegistry().edgeCount(), std::size_t(0));
        QCOMPARE(itemsOfType(scene, EdgeItem::Type), 0);
    }

    // Removing loops one at a time (a chop, a delete), shown or hidden, slots the fan again and
    // keeps it bounded; removing many at once too.
    void removingLoopsKeepsTheFanBoundedAndSlotted() {
        int loops = 2000;
        Built built(loops);
        PictureDocument& doc = built.doc;
        PictureScene& scene = built.scene;
        QVERIFY(scene.edgeItem(0));
        QVERIFY(!scene.edgeItem(1));  // hidden
        doc.removeEdge(0);
        doc.removeEdge(1);
        loops -= 2;
        QVERIFY(scene.itemRegistry().fansDue());  // a big fan is slotted again once, at the next turn
        scene.finishBuild();
        QCOMPARE(scene.itemRegistry().edgeCount(), std::size_t(loops) + 1);
        QVERIFY(itemsOfType(scene, EdgeItem::Type) <= kMost + 2);
        QVERIFY(petalsInTheirSlots(scene, loops));
        std::vector<EdgeId> half;
        for (int i = 2; i < 1002; ++i) half.push_back(i);
        doc.removeMany({}, half);
        loops -= 1000;
        scene.finishBuild();
        QCOMPARE(scene.itemRegistry().edgeCount(), std::size_t(loops) + 1);
        QVERIFY(itemsOfType(scene, EdgeItem::Type) <= kMost + 2);
        QVERIFY(petalsInTheirSlots(scene, loops));
    }

    // A hidden loop that is gone to (Find) gets an item of its own, in its slot.
    void aHiddenLoopIsRevealedOnDemand() {
        const int loops = 1000;
        Built built(loops);
        PictureScene& scene = built.scene;
        QVERIFY(!scene.edgeItem(5));
        EdgeItem* revealed = scene.itemRegistry().reveal(5);
        QVERIFY(revealed);
        QCOMPARE(scene.edgeItem(5), revealed);
        QCOMPARE(revealed->slot(), 5);
        QVERIFY(petalsInTheirSlots(scene, loops));
    }

    // An event handler running out of memory: caught, told in the status line, and the drawing is
    // still there.
    void outOfMemoryInAnEventIsReportedAndTheDrawingKept() {
        MainWindow window;
        window.show();
        window.document()->setPicture(fanOfLoops(3));
        ThrowsOutOfMemory thrower;
        const int before = outOfMemoryCount();
        QEvent event(QEvent::User);
        const bool delivered = runGuarded([&] { return QCoreApplication::sendEvent(&thrower, &event); });
        QVERIFY(!delivered);
        QCOMPARE(outOfMemoryCount(), before + 1);
        QTRY_VERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("Not enough memory")));
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("your drawing is kept")));
        QCOMPARE(window.document()->picture().edgeCount(), std::size_t(4));
    }

    // A worker running out of memory, or what its result is delivered to: nothing is delivered, it
    // is reported, and the program goes on (out of takeResult() or Qt's signal it would end it).
    void aWorkerRunningOutOfMemoryIsReported() {
        LatestJob job;
        bool delivered = false;
        int before = outOfMemoryCount();
        job.start<int>([]() -> int { throw std::bad_alloc(); }, [&](int) { delivered = true; });
        QTRY_COMPARE(outOfMemoryCount(), before + 1);
        QVERIFY(!delivered);
        before = outOfMemoryCount();
        job.start<int>([] { return 1; }, [&](int) {
            delivered = true;
            throw std::bad_alloc();
        });
        QTRY_COMPARE(outOfMemoryCount(), before + 1);
        QVERIFY(delivered);
    }
};

HOMESTEAD_HARDENING_TEST(WindowMemoryTest)
#include "window_memory.moc"
