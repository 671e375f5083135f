// gui_sparse_tiles: a sparse picture's tiles hold about kTileItems items each, as a dense one's do.
// Qt walks every top-level item (every tile) in each turn of the event loop in which an item
// changed, so a build of n items in slices pays O(tiles) per slice: tiles of a few items each made
// opening a laid-out 10^6-edge file quadratic (66,759 tiles of 30 items on average; docs/perf-notes).
// Counted, not timed: the tiles of a grid of edges spread far apart.
#include "gui_test_helpers.h"

#include "picture_document.h"
#include "picture_tile.h"

using namespace guitest;

namespace {

// `side`² edges, each a short vertical stroke of two nodes, `spacing` units apart each way: every
// patch of the picture's extent holds a few, none many (no ground: only the tiles are looked at).
Picture sparseGrid(int side, double spacing) {
    Picture p;
    for (int i = 0; i < side; ++i)
        for (int j = 0; j < side; ++j) {
            const NodeId a = p.addNode(Point{i * spacing, 1 + j * spacing});
            const NodeId b = p.addNode(Point{i * spacing, 1.5 + j * spacing});
            p.addEdge(a, b);
        }
    return p;
}

}  // namespace

class SparseTiles : public QObject {
    Q_OBJECT
private slots:
    void sparsePictureTilesAreNearlyFull() {
        PictureDocument doc;
        PictureScene scene(&doc);
        const int side = 60;
        doc.setPicture(sparseGrid(side, 36));  // ~170 scene pixels of extent per item: 4 × kTileSize patches hold ~20
        scene.finishBuild();
        const std::size_t items = 3u * side * side;  // two nodes and an edge each
        const std::size_t tiles = scene.tiles().size();
        // At least a quarter of kTileItems a tile on average (the patches at the picture's edges
        // are partly empty); before, 4 × kTileSize patches held about 20 items each.
        QVERIFY2(tiles * PictureScene::kTileItems <= 4 * items,
                 qPrintable(QStringLiteral("%1 tiles for %2 items").arg(tiles).arg(items)));
    }
};

QTEST_MAIN(SparseTiles)
#include "tst_sparse_tiles.moc"
