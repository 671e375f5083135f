// A scroll area for a dock's panel: it asks for its panel's whole height, and insists on it up to
// three fifths of the screen, so a dock beside others (Explain below Play) gives the panel all of
// it when there is room, and the panel scrolls instead of being squeezed when there is not (a
// projector's text size at 1280×720). A plain QScrollArea asks for at most 24 lines and lets a
// neighbour take the rest. (The panel makes its wrapped sentences as tall as their lines: a
// layout in a dock goes by size hints, not by height for width; see PlayPanel::fitMessages.)
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
    // As narrow as the panel's controls allow with the scroll bar beside them (there is no
    // horizontal scroll bar: a narrower dock would cut them), and as tall as said above.
    QSize minimumSizeHint() const override;

private:
    int panelHeight() const;  // the panel's hinted height, with the frame
};

}  // namespace homestead::gui
