// core_shelf_fold: folding a row of boxes onto shelves (shelf_fold.h). The boxes keep their order,
// no shelf is wider than the fold says (nor holds a box twice), the heights add up, the result
// comes out near the wanted aspect for many equal boxes (with the shelves about equally full) and
// for random ones, and a fold is never asked for when the aspect is 0 or there is one box. Folded
// at a given width (foldOntoShelvesAt), shelves fill greedily.
#include <QtTest>

#include "homestead/shelf_fold.h"

#include <random>

using namespace homestead;

namespace {

// The empty space a fold leaves, a length in layout units (pixels): between neighbouring boxes on
// a shelf, and between one shelf and the next.
struct GapsInPixels {
    double betweenBoxes, betweenShelves;
};
constexpr GapsInPixels kExampleGaps{2, 4};  // the header's example
constexpr GapsInPixels kPanelGaps{4, 20};   // as the garden's side panel spaces stalks and ground lines
constexpr GapsInPixels kRandomGaps{3, 12};

// What is wrong with the fold of `boxes` made with `gaps`, recomputed from its shelves: boxes out of
// order or off their shelf, an empty shelf, a width or height that does not add up; empty when
// nothing is.
QString foldFaults(const std::vector<ShelfBox>& boxes, const ShelfFold& f, GapsInPixels gaps) {
    const double gap = gaps.betweenBoxes, shelfGap = gaps.betweenShelves;
    if (f.first.empty()) return boxes.empty() ? QString() : "no shelf";
    if (f.first.front() != 0) return "the first shelf does not start with box 0";
    double width = 0, height = 0;
    for (std::size_t s = 0; s < f.first.size(); ++s) {
        const int from = f.first[s], to = s + 1 < f.first.size() ? f.first[s + 1] : int(boxes.size());
        if (to <= from) return QString("shelf %1 is empty").arg(s);
        double used = 0, above = 0, below = 0;
        for (int i = from; i < to; ++i) {
            if (f.shelfOf(i) != int(s)) return QString("box %1 not on shelf %2").arg(i).arg(s);
            used += boxes[i].width + (i > from ? gap : 0);
            above = std::max(above, boxes[i].above);
            below = std::max(below, boxes[i].below);
        }
        width = std::max(width, used);
        height += above + below + (s > 0 ? shelfGap : 0);
    }
    if (std::abs(width - f.width) > 1e-6) return QString("width %1, the fold says %2").arg(width).arg(f.width);
    if (std::abs(height - f.height) > 1e-6) return QString("height %1, the fold says %2").arg(height).arg(f.height);
    return {};
}

}  // namespace

class TestShelfFold : public QObject {
    Q_OBJECT
private slots:
    void theHeadersExample() {
        const std::vector<ShelfBox> boxes(4, ShelfBox{10, 30, 2});
        const ShelfFold f = foldOntoShelves(boxes, kExampleGaps.betweenBoxes, kExampleGaps.betweenShelves, 0.3);
        QCOMPARE(f.first, (std::vector<int>{0, 2}));
        QCOMPARE(f.width, 22.0);
        QCOMPARE(f.height, 68.0);
        QVERIFY(foldFaults(boxes, f, kExampleGaps).isEmpty());
    }

    // At a given width: each shelf takes boxes while they fit, a box wider than the width alone.
    void atAWidth() {
        const std::vector<ShelfBox> boxes{{10, 5, 0}, {10, 8, 0}, {10, 3, 0}, {30, 4, 1}, {10, 2, 0}};
        const ShelfFold f = foldOntoShelvesAt(boxes, kExampleGaps.betweenBoxes, kExampleGaps.betweenShelves, 22);
        QCOMPARE(f.first, (std::vector<int>{0, 2, 3, 4}));
        QCOMPARE(f.width, 30.0);
        QCOMPARE(f.height, 8 + 4 + 3 + 4 + 5 + 4 + 2.0);
        QVERIFY(foldFaults(boxes, f, kExampleGaps).isEmpty());
        QCOMPARE(foldOntoShelvesAt(boxes, kExampleGaps.betweenBoxes, kExampleGaps.betweenShelves, 1000).first, std::vector<int>{0});
    }

    void oneRowWhenNotAsked() {
        const std::vector<ShelfBox> boxes(50, ShelfBox{10, 30, 2});
        for (double aspect : {0.0, -1.0}) {
            const ShelfFold f = foldOntoShelves(boxes, kExampleGaps.betweenBoxes, kExampleGaps.betweenShelves, aspect);
            QCOMPARE(f.first, std::vector<int>{0});
            QCOMPARE(f.width, 50 * 10 + 49 * 2.0);
            QCOMPARE(f.height, 32.0);
        }
        const ShelfFold lone = foldOntoShelves({{1000, 5, 0}}, kExampleGaps.betweenBoxes, kExampleGaps.betweenShelves, 0.1);
        QCOMPARE(lone.first, std::vector<int>{0});
        QVERIFY(foldOntoShelves({}, kExampleGaps.betweenBoxes, kExampleGaps.betweenShelves, 1).first.empty());
    }

    // Up to 30,000 equal boxes (a 10^5-edge garden's stalks) at the side panel's aspect and wider:
    // about sqrt(n · w · aspect / h) shelves, the ratio within a factor 1.2 of the aspect, the top
    // shelf about as full as the bottom one.
    void manyBoxesComeOutAtTheAspect() {
        for (int n : {1000, 9000, 30000})
        for (double aspect : {0.6, 1.0, 2.5}) {
            const std::vector<ShelfBox> boxes(n, ShelfBox{20, 400, 8});
            const ShelfFold f = foldOntoShelves(boxes, kPanelGaps.betweenBoxes, kPanelGaps.betweenShelves, aspect);
            QVERIFY2(foldFaults(boxes, f, kPanelGaps).isEmpty(), qPrintable(foldFaults(boxes, f, kPanelGaps)));
            const double ratio = f.width / f.height;
            QVERIFY2(ratio > aspect / 1.2 && ratio < aspect * 1.2, qPrintable(QString("ratio %1 for %2").arg(ratio).arg(aspect)));
            QVERIFY(f.first.size() >= 5);
            // as even as they go: the top shelf is not a stray box or two
            const int bottom = f.first[1] - f.first[0], top = int(boxes.size()) - f.first.back();
            QVERIFY2(top >= bottom * 0.9 && top <= bottom, qPrintable(QString("top shelf %1 boxes, bottom %2").arg(top).arg(bottom)));
        }
    }

    // Random widths and heights: consistent, in order, and the fold is at least as near the aspect
    // as one row and as one box a shelf.
    void randomBoxes() {
        std::mt19937 rng(7);
        std::uniform_real_distribution<double> w(1, 200), a(5, 500), b(0, 10);
        for (int k = 0; k < 300; ++k) {
            std::vector<ShelfBox> boxes(1 + rng() % 400);
            for (ShelfBox& box : boxes) box = {w(rng), a(rng), b(rng)};
            const double aspect = std::uniform_real_distribution<double>(0.2, 5)(rng);
            const ShelfFold f = foldOntoShelves(boxes, kRandomGaps.betweenBoxes, kRandomGaps.betweenShelves, aspect);
            QVERIFY2(foldFaults(boxes, f, kRandomGaps).isEmpty(), qPrintable(QString("case %1: ").arg(k) + foldFaults(boxes, f, kRandomGaps)));
            auto miss = [&](const ShelfFold& g) { return std::abs(std::log(g.width / g.height / aspect)); };
            QVERIFY(miss(f) <= miss(foldOntoShelves(boxes, kRandomGaps.betweenBoxes, kRandomGaps.betweenShelves, 0)) + 1e-9);
            ShelfFold column;
            double widest = 0, height = 0;
            for (std::size_t i = 0; i < boxes.size(); ++i) {
                column.first.push_back(int(i));
                widest = std::max(widest, boxes[i].width);
                height += boxes[i].above + boxes[i].below + (i > 0 ? kRandomGaps.betweenShelves : 0);
            }
            column.width = widest;
            column.height = height;
            QVERIFY(miss(f) <= miss(column) + 1e-9);
        }
    }
};

QTEST_MAIN(TestShelfFold)
#include "tst_shelf_fold.moc"
