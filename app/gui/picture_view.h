// The canvas view: zoom with the wheel (about the cursor) or Ctrl +/−, fit to window, pan with the
// middle button or by dragging with Space held, and scroll bars. Antialiased; zoom is limited to a
// sensible range so labels never vanish or fill the screen.
//
//   PictureView view(&scene);  view.fitToContents();
#pragma once

#include <QGraphicsView>

namespace homestead::gui {

class PictureScene;

class PictureView : public QGraphicsView {
    Q_OBJECT
public:
    explicit PictureView(PictureScene* scene, QWidget* parent = nullptr);
    double zoom() const { return transform().m11(); }
    void zoomBy(double factor);
    void resetZoom();
    void fitToContents();
    // Shows another scene (Play mode swaps its game in and the drawing back).
    void setPictureScene(PictureScene* scene);

signals:
    void zoomChanged(double zoom);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    PictureScene* scene_;
    bool panning_ = false;
    bool spaceHeld_ = false;
    QPoint panFrom_;
};

}  // namespace homestead::gui
