// The canvas told to a screen reader (accessible_items.h): the view's accessible value, and its one
// accessible child, is the edge or node the canvas's focus is on, in the core's words (spoken_text.h):
// "edge trunk, stress 15, chopping it leaves 5: a losing move", "node 4, on the ground". The focus is
// the keyboard's (PictureView::focusedEdge/focusedNode), or else the edge selected alone (a click,
// Find, the winning-move stepper). A new focus, a new analysis of the picture (its numbers) and
// another scene shown (Play's game) are announced as the focused child's Focus and NameChanged.
// Nothing is computed here: the sentence is the scene's (Highlights::spokenEdge), asked for when a
// screen reader asks.
//
//   new CanvasAccessibility(view);   // in the view's constructor; follow(scene) when it shows another
#pragma once

#include "accessible_items.h"

#include "homestead/picture.h"

#include <QMetaObject>

#include <cstdint>

#include <optional>
#include <vector>

namespace homestead::gui {

class PictureScene;
class PictureView;

class CanvasAccessibility : public AccessibleItems {
    Q_OBJECT
public:
    explicit CanvasAccessibility(PictureView* view);

    void follow(PictureScene* scene);
    // What is spoken: an edge or a node, by id.
    struct Focus {
        bool edge = true;
        std::int64_t id = 0;
        friend bool operator==(const Focus&, const Focus&) = default;
    };
    std::optional<Focus> focus() const;

    int count() const override { return focus() ? 1 : 0; }
    QString itemText(int index) const override;
    QRect itemRect(int index) const override;
    int focusItem() const override { return count() - 1; }
    bool itemSelected(int index) const override { return index == 0; }

private:
    void refresh(bool wordsChanged);

    PictureView* view_;
    PictureScene* scene_ = nullptr;
    std::vector<QMetaObject::Connection> watch_;
    std::optional<Focus> shown_;  // the focus last announced
};

}  // namespace homestead::gui
