// Undo commands: each records what it changes so that undo restores it exactly.
#include "edit_commands.h"

#include <QObject>

#include <algorithm>
#include <memory>
#include <utility>

namespace homestead::gui {

AddNodeCommand::AddNodeCommand(PictureDocument* doc, Point position, bool ground, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc) {
    node_.id = doc->picture().nextNodeId();
    node_.position = position;
    node_.ground = ground;
    setText(ground ? QObject::tr("add base node") : QObject::tr("add node"));
}

void AddNodeCommand::redo() { doc_->insertNode(node_); }
void AddNodeCommand::undo() { doc_->removeNode(node_.id); }

AddEdgeCommand::AddEdgeCommand(PictureDocument* doc, NodeId from, NodeId to, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc) {
    edge_.id = doc->picture().nextEdgeId();
    edge_.from = from;
    edge_.to = to;
    setText(from == to ? QObject::tr("add loop") : QObject::tr("add edge"));
}

AddEdgeCommand::AddEdgeCommand(PictureDocument* doc, NodeId from, Point newNode, bool ground, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc) {
    Node n;
    n.id = doc->picture().nextNodeId();
    n.position = newNode;
    n.ground = ground;
    newNode_ = n;
    edge_.id = doc->picture().nextEdgeId();
    edge_.from = from;
    edge_.to = n.id;
    setText(QObject::tr("add edge"));
}

void AddEdgeCommand::redo() {
    doc_->beginBatch();
    if (newNode_) doc_->insertNode(*newNode_);
    doc_->insertEdge(edge_);
    doc_->endBatch();
}

void AddEdgeCommand::undo() {
    doc_->beginBatch();
    doc_->removeEdge(edge_.id);
    if (newNode_) doc_->removeNode(newNode_->id);
    doc_->endBatch();
}

RemoveCommand::RemoveCommand(PictureDocument* doc, std::vector<NodeId> nodes, std::vector<EdgeId> edges,
                             QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc) {
    const Picture& p = doc->picture();
    const Picture::Removal going = p.removalOf(nodes, edges);
    nodes_.reserve(going.nodes.size());
    edges_.reserve(going.edges.size());
    for (std::size_t i : going.nodes) nodes_.emplace_back(i, p.nodes()[i]);
    for (std::size_t i : going.edges) edges_.emplace_back(i, p.edges()[i]);
    setText(QObject::tr("delete"));
}

void RemoveCommand::redo() {
    std::vector<NodeId> nodes;
    std::vector<EdgeId> edges;
    for (const auto& [at, n] : nodes_) nodes.push_back(n.id);
    for (const auto& [at, e] : edges_) edges.push_back(e.id);
    doc_->removeMany(nodes, edges);  // one step: a big delete stays linear
}

// back in their places: the picture, and so its file, is exactly what it was before the delete
void RemoveCommand::undo() { doc_->insertMany(nodes_, edges_); }

SetNodesCommand::SetNodesCommand(PictureDocument* doc, std::vector<NodeState> before,
                                 std::vector<NodeState> after, const QString& text, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), before_(std::move(before)), after_(std::move(after)) {
    setText(text);
}

void SetNodesCommand::apply(const std::vector<NodeState>& states) {
    doc_->beginBatch();
    for (const NodeState& s : states) doc_->setNode(s.id, s.position, s.ground);
    doc_->endBatch();
}

void SetNodesCommand::redo() { apply(after_); }
void SetNodesCommand::undo() { apply(before_); }

bool SetNodesCommand::mergeWith(const QUndoCommand* other) {
    auto* o = static_cast<const SetNodesCommand*>(other);
    if (o->doc_ != doc_ || o->after_.size() != after_.size() || o->text() != text()) return false;
    for (std::size_t i = 0; i < after_.size(); ++i)
        if (o->after_[i].id != after_[i].id) return false;
    after_ = o->after_;
    return true;
}

ReplacePictureCommand::ReplacePictureCommand(PictureDocument* doc, std::shared_ptr<const Picture> after,
                                             const QString& text, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), other_(std::move(after)) {
    setText(text);
}

ReplacePictureCommand::ReplacePictureCommand(PictureDocument* doc, Picture after, const QString& text, QUndoCommand* parent)
    : ReplacePictureCommand(doc, std::make_shared<Picture>(std::move(after)), text, parent) {}

void ReplacePictureCommand::swap() { other_ = doc_->setPicture(std::move(other_)); }

void ReplacePictureCommand::redo() { swap(); }
void ReplacePictureCommand::undo() { swap(); }

}  // namespace homestead::gui
