// A handout's legend: one row for every mark its picture uses, each drawn by the picture's own pens
// (picture_style.h) beside a line of text, so that the page says what its lines, dashes and numbers
// mean, in colour or printed in grey: the ground and its nodes, an edge, an edge in the air, the
// winning move, the concyclic classes, and the numbers beside the edges (pictureLegend's sentence,
// which tells the value through the numbers printed). A row is there only when the drawing has
// that mark. O(E) to find the marks, O(rows) to paint.
//
//   const HandoutLegend legend(picture, analysis, options);
//   const double h = legend.height(painter, width);
//   legend.paint(painter, QRectF(0, bottom - h, width, h), pictureScale);
#pragma once

#include "picture_renderer.h"

#include <QColor>
#include <QPainter>
#include <QPen>
#include <QRectF>
#include <QString>

#include <vector>

namespace homestead::render {

class HandoutLegend {
public:
    enum class Mark { Ground, Edge, Floating, Winning, Classes, Numbers };
    struct Row {
        Mark mark;
        std::vector<QPen> pens;  // the strokes drawn as its sample (the classes: one per look shown)
        QString sample;          // Numbers: the label shown as its sample ("5", "5 · 3", "w3")
        QString text;
    };

    HandoutLegend(const Picture& picture, const Analysis& analysis, const RenderOptions& options);
    const std::vector<Row>& rows() const { return rows_; }
    // Every row's text, one per line (what a reader of the PDF's text finds).
    QString text() const;
    // The height of the rows set in `width` points.
    double height(QPainter& painter, double width) const;
    // Paints the rows in `area` (points); `pictureScale` is the picture's points per scene pixel, so
    // a sample stroke has the width and dashes of the picture's.
    void paint(QPainter& painter, const QRectF& area, double pictureScale) const;

    static constexpr double kSampleWidth = 54;  // points given to a row's sample
    static constexpr double kRowGap = 3;
    static constexpr int kFontPixels = 8;

private:
    std::vector<Row> rows_;
    bool strong_ = false;
    double textScale_ = 1.0;
    QColor labelColour_;
};

}  // namespace homestead::render
