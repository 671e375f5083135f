// The graph of one or two animating functions, x ↦ f(x), on a window of integers (−32…32 at first;
// the wheel, + and − zoom, Left and Right pan), each value a dot: f as filled circles, g as hollow
// squares (shape as well as colour), the diagonal y = x faint behind them, and every pole marked under
// the axis with a bell and its number, in its function's colour and shape (crowded numbers move aside
// on a leader, then take up to three lines; a pole crowded off all three keeps its dotted line, its
// tooltip and its sentence). It
// paints the reports it is given (animating_text.h) and computes nothing; a new window is asked for
// with windowRequested(), and the page hands back the reports for it.
//
//   view->setReports(&fReport, &gReport);   // either may be null (nothing to draw for it)
//   connect(view, &AnimatingGraphView::windowRequested, page, &AnimatingPage::setWindow);
#pragma once

#include "homestead/animating_text.h"

#include <QFontMetricsF>
#include <QRectF>
#include <QWidget>

#include <functional>
#include <vector>

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
    // Where the pole numbers of f (which 0) or g (which 1) are painted, one rectangle per number shown
    // (a pole crowded off every line shows none): they never overlap.
    std::vector<QRectF> poleLabelRects(int which) const;
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
    static constexpr int kPoleLines = 3;  // lines of pole numbers under the graph, per function
    struct PoleLabel {
        qint64 pole = 0;
        QString number;
        int line = -1;  // -1: no room on any line
        QRectF rect;    // the mark and the number
    };
    struct Frame;  // the mapping from (x, y) to pixels for the current size and values
    Frame frame() const;
    QFont textFont() const;
    static QPointF poleMark(const PoleLabel& label, const QFontMetricsF& metrics);  // where its bell is drawn
    std::vector<PoleLabel> placePoleLabels(const animating::AnimatingReport& report, const std::function<double(double)>& X,
                                           const QFontMetricsF& metrics, double lo, double hi) const;

    qint64 first_ = -32, last_ = 32;
    std::optional<animating::AnimatingReport> f_, g_;
};

}  // namespace homestead::gui
