// Zoom, fit and pan for the canvas.
#include "picture_view.h"

#include "picture_scene.h"

#include <QKeyEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace homestead::gui {

PictureView::PictureView(PictureScene* scene, QWidget* parent) : QGraphicsView(scene, parent), scene_(scene) {
    // zoomed out, numbers and strokes keep a readable size on screen (up to 2.2 times larger)
    connect(this, &PictureView::zoomChanged, this,
            [this](double z) { scene_->setReadableScale(std::clamp(1.0 / z, 1.0, 2.2)); });
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setViewportUpdateMode(SmartViewportUpdate);
    setTransformationAnchor(AnchorUnderMouse);
    setDragMode(NoDrag);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setFrameShape(QFrame::NoFrame);
}

void PictureView::setPictureScene(PictureScene* scene) {
    const QPointF centre = mapToScene(viewport()->rect().center());
    scene_ = scene;
    scene->setSceneRect(scene->sceneRect().united(sceneRect()));  // same scroll range: nothing jumps
    setScene(scene);
    scene->setReadableScale(std::clamp(1.0 / zoom(), 1.0, 2.2));
    centerOn(centre);
}

void PictureView::zoomBy(double factor) {
    const double z = zoom();
    const double target = std::clamp(z * factor, 0.05, 8.0);
    if (std::abs(target - z) < 1e-12) return;
    scale(target / z, target / z);
    emit zoomChanged(zoom());
}

void PictureView::resetZoom() {
    setTransform(QTransform());
    emit zoomChanged(1.0);
}

void PictureView::fitToContents() {
    // Twice: the first zoom resizes the labels (readable scale), which changes what must fit.
    for (int pass = 0; pass < 2; ++pass) {
        QRectF r = scene_->contentsRect();
        QRectF sr = scene_->sceneRect();
        scene_->setSceneRect(sr.united(r.adjusted(-400, -300, 400, 300)));
        fitInView(r, Qt::KeepAspectRatio);
        if (zoom() > 2.0) {  // a tiny picture should not fill the screen with giant dots
            setTransform(QTransform::fromScale(2.0, 2.0));
            centerOn(r.center());
        }
        emit zoomChanged(zoom());
    }
}

void PictureView::wheelEvent(QWheelEvent* event) {
    if (event->modifiers() & Qt::ShiftModifier) {  // horizontal scroll
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - event->angleDelta().y());
        return;
    }
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0) zoomBy(std::pow(1.15, steps));
    event->accept();
}

void PictureView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::MiddleButton || (spaceHeld_ && event->button() == Qt::LeftButton)) {
        panning_ = true;
        panFrom_ = event->pos();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void PictureView::mouseMoveEvent(QMouseEvent* event) {
    if (panning_) {
        QPoint d = event->pos() - panFrom_;
        panFrom_ = event->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void PictureView::mouseReleaseEvent(QMouseEvent* event) {
    if (panning_) {
        panning_ = false;
        viewport()->setCursor(spaceHeld_ ? Qt::OpenHandCursor : Qt::ArrowCursor);
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void PictureView::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void PictureView::keyReleaseEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = false;
        viewport()->setCursor(Qt::ArrowCursor);
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void PictureView::leaveEvent(QEvent* event) {
    scene_->hoverEdge(std::nullopt);
    QGraphicsView::leaveEvent(event);
}

}  // namespace homestead::gui
