// A Hackenbush picture to chop, for the puzzle mode: drawn by the one painting code
// (picture_renderer.h) with its edges named and no numbers, fitted to the widget (at most 2.2× the
// canvas's size). Hovering an edge darkens it and shows its name in a tooltip; a click on it (or
// Tab / Shift+Tab to pick an edge and Enter to chop it) emits chopRequested. The board decides
// nothing: the page asks the core what the chop is worth. O(E) per paint.
//
//   HackenbushBoard b;  b.setPicture(puzzle.picture);
//   connect(&b, &HackenbushBoard::chopRequested, page, &PuzzlePage::chop);
#pragma once

#include "homestead/analysis.h"
#include "homestead/picture.h"

#include <QPainterPath>
#include <QTransform>
#include <QWidget>

#include <vector>

namespace homestead::gui {

class HackenbushBoard : public QWidget {
    Q_OBJECT
public:
    explicit HackenbushBoard(QWidget* parent = nullptr);

    void setPicture(Picture picture);
    const Picture& picture() const { return picture_; }
    void setInteractive(bool enabled);
    bool interactive() const { return interactive_; }
    // Marks one edge (the student's chop) in the given colour and fades what would fall with it;
    // -1 clears both.
    void setMarked(EdgeId edge, QColor colour);

    // Geometry, for tests: the widget point at the middle of an edge, and the edge under a point
    // (-1 if none).
    QPointF edgePoint(EdgeId edge) const;
    EdgeId edgeAt(QPointF pos) const;
    EdgeId hovered() const { return hovered_; }

    QSize sizeHint() const override { return {640, 420}; }
    QSize minimumSizeHint() const override { return {320, 220}; }

signals:
    void chopRequested(EdgeId edge);

protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void leaveEvent(QEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    bool focusNextPrevChild(bool next) override;
    void resizeEvent(QResizeEvent*) override;

private:
    void refit();
    void setHovered(EdgeId edge);

    Picture picture_;
    Analysis analysis_;
    std::vector<QPainterPath> paths_;  // scene coordinates, indexed like picture_.edges()
    QRectF bounds_;
    QTransform toWidget_;
    EdgeId hovered_ = -1, marked_ = -1;
    std::vector<EdgeId> fallen_;  // what the marked chop brings down
    QColor markColour_;
    bool interactive_ = true;
};

}  // namespace homestead::gui
