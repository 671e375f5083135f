// Shared by gui_large_picture and large_picture_view: the big random picture their tests build,
// how to wait until it is built and analysed, and BuildWatch, which watches an incremental build's
// slices (the work each did, the progress reported, the event loop turning between two of them).
#pragma once

#include "gui_test_helpers.h"
#include "picture_io.h"
#include "picture_tile.h"

#include "../core/random_picture.h"

#include <QTimer>

#include <algorithm>
#include <cstddef>

#include "../hang_guard.h"

namespace largepicture {

using namespace guitest;

constexpr int kEdges = 5000;  // above PictureScene::kSyncEdges: built in slices; above kBurstLimit:
static_assert(kEdges > PictureScene::kSyncEdges);  // an undo of all of it is queued
static_assert(kEdges > PictureScene::kBurstLimit);
using homestead::testing::kHangGuardMs;

// Watches a scene's incremental build: the most work one slice did, how many slices reported
// progress, whether the progress of making items ever went back, and whether the event loop (a 0-ms timer standing for
// painting and input) turned between two slices.
class BuildWatch {
public:
    explicit BuildWatch(PictureScene* scene) : scene_(scene), queuedAtLastReport_(scene->stats().itemsInQueue) {
        ticker_.setInterval(0);
        QObject::connect(&ticker_, &QTimer::timeout, [this] { ++turns_; });
        ticker_.start();
        connection_ = QObject::connect(scene, &PictureScene::buildProgress, [this](int perMille) {
            const PictureScene::Slice slice = scene_->stats().lastSlice;
            mostItems_ = std::max(mostItems_, slice.items);
            mostSteps_ = std::max(mostSteps_, slice.steps);
            if (slice.items > slice.steps * PictureScene::kItemsPerStep) ++overfull_;
            // a new picture's ids come into the build's queue a few at a time too (the reset's turn,
            // reporting 0, queues none)
            const std::size_t queued = scene_->stats().itemsInQueue;
            const std::size_t bound = static_cast<std::size_t>(std::max(1, slice.steps)) * PictureScene::kGroupPerStep;
            if (queued > queuedAtLastReport_ + bound) ++overQueued_;
            queuedAtLastReport_ = queued;
            // edges routed (given their paths) in the slice: in steps too, not all at the end
            const long long adjusted = paintCounters().adjustments - adjustmentsAtLastReport_;
            adjustmentsAtLastReport_ = paintCounters().adjustments;
            if (adjusted > (slice.steps + 1) * 2LL * PictureScene::kItemsPerStep) ++overRouted_;
            // The items half never goes back (0 is a new build); the labels half may start again
            // when a new analysis comes in during the label pass.
            if (perMille < last_ && perMille != 0 && perMille < 500) ++backwards_;
            last_ = perMille;
            if (reports_ > 0 && turns_ == turnsAtLastReport_) ++noTurn_;
            turnsAtLastReport_ = turns_;
            ++reports_;
        });
    }
    ~BuildWatch() { QObject::disconnect(connection_); }
    BuildWatch(const BuildWatch&) = delete;
    BuildWatch& operator=(const BuildWatch&) = delete;

    // Until the scene is built and the document's analysis is in.
    [[nodiscard]] bool waitUntilBuilt(PictureDocument* doc) const {
        return QTest::qWaitFor([&] { return !scene_->building() && !doc->analysisPending(); }, kHangGuardMs);
    }
    // Empty when every slice was bounded, progress grew to 1000 and the window turned between slices.
    QString problems(int minReports) const {
        QStringList out;
        if (reports_ < minReports) out << QStringLiteral("%1 progress reports, expected %2 at least").arg(reports_).arg(minReports);
        if (overfull_) out << QStringLiteral("%1 slices made more than %2 items a step").arg(overfull_).arg(PictureScene::kItemsPerStep);
        if (overQueued_) out << QStringLiteral("%1 slices queued more than %2 ids a step").arg(overQueued_).arg(PictureScene::kGroupPerStep);
        if (overRouted_) out << QStringLiteral("%1 slices routed more than %2 edges a step").arg(overRouted_).arg(2 * PictureScene::kItemsPerStep);
        if (backwards_) out << QStringLiteral("the items' progress went back %1 times").arg(backwards_);
        if (last_ != 1000) out << QStringLiteral("the last progress report was %1, not 1000").arg(last_);
        if (noTurn_) out << QStringLiteral("%1 of %2 slices ran without the event loop turning between them").arg(noTurn_).arg(reports_);
        return out.join(QStringLiteral("; "));
    }
    int mostItems() const { return mostItems_; }
    int mostSteps() const { return mostSteps_; }

private:
    PictureScene* scene_;
    QTimer ticker_;
    QMetaObject::Connection connection_;
    int turns_ = 0, turnsAtLastReport_ = 0, reports_ = 0;
    int mostItems_ = 0, mostSteps_ = 0, overfull_ = 0, overRouted_ = 0, overQueued_ = 0, backwards_ = 0, noTurn_ = 0, last_ = -1;
    std::size_t queuedAtLastReport_ = 0;
    long long adjustmentsAtLastReport_ = paintCounters().adjustments;
};

// The tiles bound what they hold: Qt skips a tile whose rectangle misses what it paints or looks
// for (picture_tile.h), so a node, edge or shown label outside its tile's rectangle would vanish
// from the screen and from hover. Returns the first such item (empty when none).
inline QString itemsOutsideTheirTiles(PictureScene* scene) {
    for (TileItem* tile : scene->tiles()) {
        const QRectF bounds = tile->sceneBoundingRect().adjusted(-0.01, -0.01, 0.01, 0.01);
        for (QGraphicsItem* child : tile->childItems()) {
            if (!bounds.contains(child->sceneBoundingRect()))
                return QStringLiteral("an item of type %1 at %2, %3 is outside its tile").arg(child->type()).arg(child->x()).arg(child->y());
            for (QGraphicsItem* label : child->childItems())
                if (label->isVisible() && !bounds.contains(label->sceneBoundingRect()))
                    return QStringLiteral("a label at %1, %2 is outside its tile").arg(label->sceneBoundingRect().x()).arg(label->sceneBoundingRect().y());
        }
    }
    return {};
}

// A large random picture, laid out, in the window, built and analysed.
inline void showBuilt(MainWindow* window, unsigned seed) {
    Picture p = homestead::testing::randomLargePicture(seed, kEdges);
    io::layOutIfNeeded(p);
    guitest::showBuilt(window, p);
}

// Every slice done, the analysis in, and the label pass it starts; true when nothing is left.
inline bool settled(MainWindow* window) {
    window->scene()->finishBuild();
    window->document()->waitForAnalysis();
    window->scene()->finishBuild();
    return !window->scene()->building() && !window->document()->analysisPending();
}

}  // namespace largepicture
