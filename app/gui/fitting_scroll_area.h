// A scroll area for a dock's panel of wrapped sentences: it asks for the height its panel needs at
// the width it has (the panel's heightForWidth), and insists on it up to three fifths of the
// screen, so a dock beside others (Explain below Play) gives the panel all its lines when there is
// room, and the panel scrolls instead of cutting its sentences when there is not (a projector's
// text size at 1280×720). A dock lays a bare panel out by size hints alone, which cut the Play
// panel's misère note to two of its three lines with Explain open below; a plain QScrollArea asks
// for at most 24 lines and lets a neighbour take the rest.
//
//   dock->setWidget(new FittingScrollArea(panel));
#pragma once

#include <QScrollArea>

namespace homestead::gui {

class FittingScrollArea : public QScrollArea {
    Q_OBJECT
public:
    explicit FittingScrollArea(QWidget* panel, QWidget* parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    int panelHeight() const;  // the panel's height at the viewport's width (its hint's before it has one)
};

}  // namespace homestead::gui
