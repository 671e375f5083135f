// Fitting the canvas to its picture and bringing a part of it into view: Fit to Window (with the
// search for room for a crowd of labels, below) and the moves Find and the keyboard make. The rest
// of PictureView (painting, the frame, input) is in picture_view.cpp.
#include "picture_view.h"

#include "picture_scene.h"
#include "picture_style.h"

#include <QTimer>

#include <algorithm>
#include <cmath>
#include <utility>

namespace homestead::gui {

void PictureView::fitToContents() { fitArea(false); }

// The drawing without its labels is fitted with a margin of a few label heights on screen each
// side, then the labels are placed inside what the view shows (LabelLayer::setFrame), so none is
// cut by the border or a panel: fitting the labels' own extent instead chased labels set far out,
// shrinking the picture among ever larger numbers. When some labels find no clear spot even in
// callouts in the margins (a crowd of presentation's large numbers), the drawing is fitted again
// smaller, a label height (or a 25th of the view) more margin at a time, up to kMostCrowdMargin
// times: the numbers keep their size. The labels are placed and untangled on a worker, so each next
// margin comes when the last layout is settled (labelsPlacedInFrame), with the faults it left: the
// search goes on while labels clash (a label that lies about its edge), judged once untangled — the
// untangling often finds room for labels the placer left boxed in. More margin is not always
// better: a drawing fitted smaller leaves a crowd less room beside its edges, and sends more labels
// to callouts whose leaders cross. So the view then goes back to the margin whose layout had the
// fewest faults (LayoutFaults: clashes first, then tangles; the least margin among equals). Each
// fit starts from the plain margin, so where labels end up depends only on what is shown, not on
// the fits before: going back to a margin gives its layout again.
void PictureView::fitArea(bool keepFittedArea) {
    fitWhenBuilt_ = scene_->itemsPending();  // around the nodes now, around the items once they exist
    const bool outermost = !std::exchange(fitting_, true);
    crowdFit_ = CrowdFit{keepFittedArea, 0};
    fitWithMargin(keepFittedArea, 0);
    if (outermost) fitting_ = false;
}

// A placement in the frame has settled: a fit under way goes on with more margin while labels clash,
// then goes back to the best margin it tried; with none under way, new numbers (an analysis) that
// leave labels boxed in are fitted anew.
void PictureView::labelsPlacedInFrame(std::size_t boxedIn, LayoutFaults faults) {
    if (!fitted_ || fitting_) return;
    if (!crowdFit_) {  // new numbers in this frame: a search anew if some found no spot
        if (boxedIn > 0) fitArea(true);
        return;
    }
    if (crowdFit_->settlingAt) return endCrowdFit(*crowdFit_->settlingAt);  // the best layout, again
    std::vector<LayoutFaults>& tried = crowdFit_->faults;
    tried.push_back(faults);
    const int best = static_cast<int>(std::min_element(tried.begin(), tried.end()) - tried.begin());
    const int margin = crowdFit_->extraMargin;
    if (faults.clashes > 0 && margin < kMostCrowdMargin && !marginAtMost_) {  // (at most: more is the same)
        fitting_ = true;
        fitWithMargin(crowdFit_->keepFittedArea, ++crowdFit_->extraMargin);
        fitting_ = false;
        return;
    }
    if (best == margin) return endCrowdFit(margin);
    crowdFit_->settlingAt = best;
    fitting_ = true;
    fitWithMargin(crowdFit_->keepFittedArea, best);
    fitting_ = false;
}

void PictureView::endCrowdFit(int kept) {
    lastCrowdFit_ = CrowdFitRecord{crowdFit_->faults, kept};
    crowdFit_.reset();
}

void PictureView::fitWithMargin(bool keepFittedArea, int extraMargin) {
    scene_->setLabelFrame(std::nullopt);
    // Until the zoom holds: each zoom resizes the labels, nodes and strokes (readable scale, set
    // exactly here), which changes what must fit. The zoom it settles on depends on the drawing, the
    // view's size and the margin alone, not on the zoom the fit started from (nor on the fits before):
    // every fit starts from zoom 1 at its scale, so it settles on the same zoom to the last bit — the
    // labels' places (a search among leaders, label_untangling.cpp) can tell apart zooms that
    // differ by a billionth.
    setTransform(QTransform());
    scene_->setReadableScale(readableScaleAt(1.0), true);
    double settledZoom = 0;
    for (int pass = 0; pass < kMostFitPasses; ++pass) {
        QRectF r = scene_->drawingRect();
        // The area kept is the nodes' span of the explicit fit with the room the items need around
        // the nodes at this scale: what it was fitted at does not enlarge it.
        // (a span may have no height or width: the nodes left on the ground line, or a single node)
        const std::optional<QRectF> nodes = scene_->nodesExtent();
        if (keepFittedArea && fittedNodes_ && nodes && r.isValid())
            r |= fittedNodes_->adjusted(r.left() - nodes->left(), r.top() - nodes->top(), r.right() - nodes->right(), r.bottom() - nodes->bottom());
        if (!keepFittedArea) fittedNodes_ = nodes;  // an explicit fit sets the area to keep
        QRectF sr = scene_->sceneRect();
        scene_->setSceneRect(sr.united(r.adjusted(-400, -300, 400, 300)));
        const QSizeF room = viewport()->size();
        const double labelPixels = render::labelTextBox(QStringLiteral("0")).height() * scene_->labelScale() * zoom();
        const double step = std::max(labelPixels, 0.04 * std::min(room.width(), room.height()));  // more for a crowd
        const double wanted = (scene_->showNames() && !scene_->labelNamesGivenUp() ? 3 : 2) * labelPixels + extraMargin * step;
        const double most = 0.25 * std::min(room.width(), room.height());
        const double margin = std::min(wanted, most);
        marginAtMost_ = wanted >= most;
        const double z = std::min((room.width() - 2 * margin) / std::max(1.0, r.width()), (room.height() - 2 * margin) / std::max(1.0, r.height()));
        setTransform(QTransform::fromScale(std::max(z, 1e-6), std::max(z, 1e-6)));
        centerOn(r.center());
        if (zoom() > 2.0) {  // a tiny picture should not fill the screen with giant dots
            setTransform(QTransform::fromScale(2.0, 2.0));
            centerOn(r.center());
        }  // a huge one is fitted whole, however small: far out it is sketched (see paintEvent)
        emit zoomChanged(zoom());
        scene_->setReadableScale(readableScaleAt(zoom()), true);
        if (std::abs(zoom() - std::exchange(settledZoom, zoom())) <= 1e-9 * zoom()) break;
    }
    fitted_ = true;
    fittedSize_ = viewport()->size();
    framedScene_ = scene_;
    scene_->setLabelFrame(visibleSceneRect().adjusted(2, 2, -2, -2));
}

void PictureView::refitSoon() {
    if (!fitted_ || refitQueued_) return;
    refitQueued_ = true;
    QTimer::singleShot(0, this, [this] {
        refitQueued_ = false;
        // Back at the size and the scene it was fitted at (a page shown again, its scroll bars
        // back): the fit stands. Fitting again would move the zoom a hair (a fit's margin follows
        // the labels' size at the zoom before) and draw the whole sketch and every label again.
        if (fitted_ && (viewport()->size() != fittedSize_ || scene_ != framedScene_)) fitArea(true);
    });
}

void PictureView::leaveFit() {
    fitted_ = false;
    crowdFit_.reset();
    scene_->setLabelFrame(std::nullopt);
}

QRectF PictureView::visibleSceneRect() const { return mapToScene(viewport()->rect()).boundingRect(); }

void PictureView::centreOnRect(const QRectF& rect) { showRect(rect, true); }

bool PictureView::bringIntoView(const QRectF& rect) {
    if (!rect.isValid() || visibleSceneRect().contains(rect)) return false;
    showRect(rect, false);
    return true;
}

void PictureView::showRect(const QRectF& rect, bool zoomInIfSmall) {
    if (!rect.isValid()) return;
    const double z = zoom();
    double target = z;
    if (zoomInIfSmall && std::max(rect.width(), rect.height()) * z < kSmallOnScreen) target = std::max(z, 1.0);
    // it fits with a margin of a tenth of the viewport each side
    const QSizeF room = QSizeF(viewport()->size()) * 0.8;
    if (rect.width() > 0 && rect.height() > 0)
        target = std::min(target, std::min(room.width() / rect.width(), room.height() / rect.height()));
    target = std::clamp(target, kMinZoom, 8.0);
    fitWhenBuilt_ = false;
    leaveFit();
    if (std::abs(target - z) > 1e-12) {
        setTransform(QTransform::fromScale(target, target));
        emit zoomChanged(zoom());
    }
    // room to scroll so that the rectangle can be in the middle even at the scene's border
    const QSizeF half = QSizeF(viewport()->size()) / (2 * target);
    scene_->setSceneRect(scene_->sceneRect().united(rect.adjusted(-half.width(), -half.height(), half.width(), half.height())));
    centerOn(centreKeepingWhole(rect, target));
}

// Where to centre the view on `rect` at `zoom`: on the rectangle, except along an axis on which the
// whole picture (labels too) fits the view; there on the picture's middle, so going to the foot of
// a small picture does not push its head out of sight. The rectangle stays in view either way.
QPointF PictureView::centreKeepingWhole(const QRectF& rect, double zoom) const {
    QPointF centre = rect.center();
    const QRectF whole = scene_->contentsRect();
    if (!whole.isValid() || !whole.contains(rect)) return centre;
    const QSizeF shown = QSizeF(viewport()->size()) / zoom;
    if (whole.width() <= shown.width()) centre.setX(whole.center().x());
    if (whole.height() <= shown.height()) centre.setY(whole.center().y());
    return centre;
}

}  // namespace homestead::gui
