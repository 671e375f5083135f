// A note laid over a panel whose numbers would give a game away (the garden, Explain) while Hide
// numbers is on: it covers the panel whole, follows its size, and takes the mouse, so hovering
// reveals nothing either. "Numbers hidden while playing — show them with Hide numbers (Ctrl+Shift+H)."
//
//   auto* cover = new NumbersCover(gardenView);   cover->setVisible(play->hidingNumbers());
#pragma once

#include <QLabel>

namespace homestead::gui {

class NumbersCover : public QLabel {
    Q_OBJECT
public:
    explicit NumbersCover(QWidget* covered);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;  // above the panel's other children
};

}  // namespace homestead::gui
