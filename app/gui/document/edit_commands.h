// The undoable edits of the workbench (Qt's Undo Framework): every change to the picture goes
// through one of these commands on the window's QUndoStack, and each restores exactly what it
// changed — same ids, positions, ground flags and names. Successive drags of the same nodes merge
// into one command (id()/mergeWith()), so one undo puts a node back where it started.
//
//   stack.push(new AddNodeCommand(&doc, Point{1, 2}, false));
//   stack.push(new AddEdgeCommand(&doc, a, b));
//   stack.undo();  // the edge is gone again
#pragma once

#include "picture_document.h"

#include <QUndoCommand>

#include <memory>
#include <vector>

namespace homestead::gui {

class AddNodeCommand : public QUndoCommand {
public:
    AddNodeCommand(PictureDocument* doc, Point position, bool ground, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    NodeId node() const { return node_.id; }

private:
    PictureDocument* doc_;
    Node node_;
};

// An edge between two existing nodes, or from a node to a new node created with it.
class AddEdgeCommand : public QUndoCommand {
public:
    AddEdgeCommand(PictureDocument* doc, NodeId from, NodeId to, QUndoCommand* parent = nullptr);
    AddEdgeCommand(PictureDocument* doc, NodeId from, Point newNode, bool ground, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    EdgeId edge() const { return edge_.id; }

private:
    PictureDocument* doc_;
    Edge edge_;
    std::optional<Node> newNode_;
};

// Removes nodes (with all their edges) and edges.
class RemoveCommand : public QUndoCommand {
public:
    RemoveCommand(PictureDocument* doc, std::vector<NodeId> nodes, std::vector<EdgeId> edges,
                  QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    PictureDocument* doc_;
    // what goes, each with its place in nodes()/edges() before, so undo restores the order too
    std::vector<std::pair<std::size_t, Node>> nodes_;
    std::vector<std::pair<std::size_t, Edge>> edges_;  // every edge removed, in picture order
};

// Moves and/or (un)grounds nodes. Consecutive commands on the same set of nodes merge.
struct NodeState {
    NodeId id = 0;
    std::optional<Point> position;
    bool ground = false;
    friend bool operator==(const NodeState&, const NodeState&) = default;
};

class SetNodesCommand : public QUndoCommand {
public:
    enum { Id = 0x4853 };
    SetNodesCommand(PictureDocument* doc, std::vector<NodeState> before, std::vector<NodeState> after,
                    const QString& text, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return Id; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    void apply(const std::vector<NodeState>& states);
    PictureDocument* doc_;
    std::vector<NodeState> before_, after_;
};

// Replaces the whole picture (paste, lay out, Delete of everything: the picture's emptied()). Redo and
// undo swap the revision kept here with the document's: revisions are shared, never copied.
class ReplacePictureCommand : public QUndoCommand {
public:
    ReplacePictureCommand(PictureDocument* doc, std::shared_ptr<const Picture> after, const QString& text,
                          QUndoCommand* parent = nullptr);
    ReplacePictureCommand(PictureDocument* doc, Picture after, const QString& text, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void swap();
    PictureDocument* doc_;
    std::shared_ptr<const Picture> other_;  // after, until redo; before, until undo
};

}  // namespace homestead::gui
