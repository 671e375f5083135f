// The canvas by keyboard alone: what the keys do to the item the keyboard focus is on
// (keyboard_focus.h). Like the mouse tools (canvas_tools.h) it edits nothing: it emits the scene's
// requests, which the window turns into undo commands, and in Play the scene's edgeClicked(), which
// the game takes as a click's chop.
//
//   Tab, Shift+Tab      the next / previous node or edge in reading order (out of the canvas past the last)
//   arrows              the nearest node or edge in that direction
//   Enter               Play: chop the focused edge; else select the focused item (Ctrl+Enter: add it
//                       to the selection or take it out); drawing an edge: end it on the focused node
//   Escape              stop drawing the edge, else clear the focus
//   A                   a node next to the focused one (above it), or at the view's centre; drawing an
//                       edge: the edge ends on such a new node
//   Shift+A             a base node on the ground, beside the focus or under the view's centre
//   L                   start an edge at the focused node (arrows to another node, Enter ends it there;
//                       Enter on the same node makes a loop)
//   Shift+arrows        move the focused node half a unit
//   Delete, Backspace   delete the focused item, when nothing is selected (else the selection goes)
// A focused edge is hovered as by the mouse (its load marked, Explain on it).
// New nodes take the focus, so a picture is drawn key after key: Shift+A, A, L, ↓, Enter, …
#pragma once

#include "homestead/picture.h"

#include <QObject>
#include <QPointF>

#include <optional>

class QKeyEvent;
class QPainter;
class QRectF;
class QTransform;

namespace homestead::gui {

class KeyboardFocus;
class PictureScene;
class PictureView;

class CanvasKeys : public QObject {
    Q_OBJECT
public:
    CanvasKeys(PictureView* view, KeyboardFocus* focus);

    // Whether the canvas takes this key before the window's shortcuts (a ShortcutOverride): Delete
    // and Backspace with an item focused and nothing selected, Escape with something to clear.
    bool claims(const QKeyEvent* event) const;
    // Acts on a key press; false when the key is not the canvas's.
    bool keyPress(QKeyEvent* event);
    // Tab / Shift+Tab: false past the last (first) item (the focus then leaves the canvas).
    bool tab(bool forward);
    // The focus on the item nearest to `at` that this mode visits (an edge in Play): where the
    // focus was in the scene shown before (entering or leaving Play), so it stays in sight.
    void focusNear(QPointF at);

    // The node an edge drawn by keys starts at (L), until Enter, A or Escape.
    std::optional<NodeId> edgeStart() const { return edgeStart_; }
    void cancelEdge();
    // The edge being drawn, as a dashed line from its start to the focused node, and the start's
    // ring (scene outline for KeyboardFocus::paintRing).
    void paintOver(QPainter& painter, const QTransform& toViewport) const;
    QRectF paintedRect(const QTransform& toViewport) const;

signals:
    void edgeStartChanged();

private:
    PictureScene* scene() const;
    void syncKinds();      // which items the focus visits in this mode
    void showFocus();      // scrolls the focused item into view
    bool enter(bool toggle);
    void addNode(bool ground);
    void moveNode(QPointF by);
    void deleteFocused();
    // A place for a new node near `near` with no node within half a unit: above it (or, on the
    // ground, beside it along the ground line), trying a few spots outwards.
    QPointF freeSpot(QPointF near, bool ground, bool besideFirst) const;
    QPointF viewCentre() const;
    void focusNewNode(NodeId id);
    void hoverFocusedEdge();

    PictureView* view_;
    KeyboardFocus* focus_;
    std::optional<NodeId> edgeStart_;
    PictureScene* hoverScene_ = nullptr;
    std::optional<EdgeId> hovered_;  // the edge hovered because it was focused
};

}  // namespace homestead::gui
