// The graph of one or two animating functions, x ↦ f(x), on a window of integers (−32…32 at first;
// the wheel, + and − zoom, Left and Right pan), each value a dot: f as filled circles, g as hollow
// squares (shape as well as colour), the diagonal y = x faint behind them, and every pole marked under
// the axis with a bell and its number, in its function's colour and shape. It paints the reports it is
// given (animating_text.h) and computes nothing; a new window is asked for with windowRequested(),
// and the page hands back the reports for it.
//
//   view->setReports(&fReport, &gReport);   // either may be null (nothing to draw for it)
//   connect(view, &AnimatingGraphView::windowRequested, page, &AnimatingPage::setWindow);
#pragma once

#include "homestead/animating_text.h"

#include <QWidget>

#include <optional>

namespace homestead::gui {

class AnimatingGraphView : public QWidget {
    Q_OBJECT
public:
    explicit AnimatingGraphView(QWidget* parent = nullptr);

    // The window shown: x from first to last (inclusive).
    qint64 first() const { return first_; }
    qint64 last() const { return last_; }
    void setWindow(qint64 first, qint64 last);
    void zoomIn();   // half as wide, about the middle (at least 9 integers)
    void zoomOut();  // twice as wide (at most kMaxGraphPoints integers)
    void pan(int direction);  // a quarter of the width left (−1) or right (+1)
    void setReports(const animating::AnimatingReport* f, const animating::AnimatingReport* g);
    // What the dot under `pos` is ("f(5) = 3"), empty off every dot; shown as the tooltip.
    QString valueAt(QPointF pos) const;
    // Where the dot of f(x) (which 0) or g(x) (which 1) is painted; nullopt when it is not shown.
    std::optional<QPointF> pointFor(int which, qint64 x) const;
    QSize sizeHint() const override { return {520, 420}; }
    QSize minimumSizeHint() const override { return {240, 200}; }

signals:
    void windowRequested(qint64 first, qint64 last);

protected:
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;  // tooltips

private:
    struct Frame;  // the mapping from (x, y) to pixels for the current size and values
    Frame frame() const;

    qint64 first_ = -32, last_ = 32;
    std::optional<animating::AnimatingReport> f_, g_;
};

}  // namespace homestead::gui
