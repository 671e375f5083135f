// A Hackenbush picture to chop, for the puzzle mode: drawn by the one painting code
// (picture_renderer.h) with its edges named (a puzzle names every edge by its tag, edge_tags.h) and
// no numbers unless asked (setNumbersShown: "c: 5"), fitted to the widget (at most 2.2× the
// canvas's size). Hovering an edge darkens it and shows its name in a tooltip; a click on it (or
// Tab / Shift+Tab to pick an edge and Enter to chop it) emits chopRequested. The edge Tab picked
// wears the keyboard's focus ring (focus_ring.h); the whole board does until one is picked. The board decides and
// computes nothing: it shows a position analysed off the window's thread (its standing and floating
// edges, what a chop brings down), and the page asks the core what the chop is worth. O(E) per paint.
//
//   HackenbushBoard b;  b.setPosition(analysedOnAWorker);   // a shared PictureAnalysis
//   connect(&b, &HackenbushBoard::chopRequested, page, &PuzzlePage::chop);
#pragma once

#include "homestead/picture.h"
#include "homestead/picture_analysis.h"

#include <QColor>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QTransform>
#include <QWidget>

class QPainter;

#include <memory>
#include <vector>

namespace homestead::gui {

class HackenbushBoardAccessibility;

class HackenbushBoard : public QWidget {
    Q_OBJECT
public:
    explicit HackenbushBoard(QWidget* parent = nullptr);

    // The position to show: a picture and its analysis, made off the window's thread (null: none).
    void setPosition(std::shared_ptr<const PictureAnalysis> position);
    const Picture& picture() const;
    void setInteractive(bool enabled);
    // The stresses after the names (the puzzle's Hide numbers off); hidden at first.
    void setNumbersShown(bool shown);
    bool numbersShown() const { return numbersShown_; }
    bool interactive() const { return interactive_; }
    // Marks one edge (the student's chop) in the given colour and fades what would fall with it;
    // -1 clears both.
    void setMarked(EdgeId edge, QColor colour);

    // Geometry, for tests: the widget point at the middle of an edge, and the edge under a point
    // (-1 if none).
    QPointF edgePoint(EdgeId edge) const;
    EdgeId edgeAt(QPointF pos) const;
    EdgeId hovered() const { return hovered_; }
    // How many times their natural size the names and numbers are drawn on screen (labels × fit).
    double labelsOnScreen() const { return labelScale_ * toWidget_.m11(); }
    // The analysis of an edge of the position shown (null: none).
    const EdgeAnalysis* edgeAnalysis(EdgeId edge) const { return position_ ? position_->edge(edge) : nullptr; }

    QSize sizeHint() const override { return {640, 420}; }
    QSize minimumSizeHint() const override { return {320, 220}; }

signals:
    void chopRequested(EdgeId edge);

protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void leaveEvent(QEvent*) override;
    void focusInEvent(QFocusEvent*) override;
    void focusOutEvent(QFocusEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    bool focusNextPrevChild(bool next) override;
    void resizeEvent(QResizeEvent*) override;

private:
    void refit();
    void setHovered(EdgeId edge);
    void paintFocus(QPainter& p) const;

    std::shared_ptr<const PictureAnalysis> position_;
    std::vector<QPainterPath> paths_;  // scene coordinates, indexed like picture().edges()
    QRectF bounds_;
    QTransform toWidget_;
    EdgeId hovered_ = -1, marked_ = -1;
    std::vector<EdgeId> fallen_;  // what the marked chop brings down
    QColor markColour_;
    bool interactive_ = true;
    bool numbersShown_ = false;
    double labelScale_ = 1;  // the labels' size, times their natural one (refit)
    HackenbushBoardAccessibility* accessibility_;  // the picked edge for a screen reader
};

}  // namespace homestead::gui
