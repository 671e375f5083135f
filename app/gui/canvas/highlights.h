// What the canvas lights up on top of the numbers: the hovered edge and its load (what would fall
// if it were chopped), the class matrix's marks x and y, the concyclic classes and winning moves
// when shown, and the edge's tooltip. It sets the items' looks; the view draws the hover itself
// over a big picture up close (setHoverOverlay), and then only hears which edges changed.
#pragma once

#include "picture_items.h"

#include "homestead/analysis.h"
#include "homestead/messages.h"
#include "homestead/picture_analysis.h"

#include <QColor>
#include <QObject>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace homestead::gui {

class ItemRegistry;
class PictureDocument;

class Highlights : public QObject {
    Q_OBJECT
public:
    static inline const QColor kMarkX{0xc6, 0x28, 0x28}, kMarkY{0x39, 0x49, 0xab};
    // An edge on a cycle gets "what chopping it leaves" in its tooltip only up to this many edges
    // (that needs an analysis of the chopped picture).
    static constexpr std::size_t kSyncChopValueEdges = 1000;

    Highlights(PictureDocument* doc, const ItemRegistry* registry, QObject* parent);

    void setShowClasses(bool on);
    void setShowWinningMoves(bool on);
    bool showClasses() const { return showClasses_; }
    bool showWinningMoves() const { return showWinning_; }
    void setInPlay(bool on) { inPlay_ = on; }  // tooltips tell what a chop leaves
    // A game's: tooltips titled by the edge's tag (edge_tags.h); empty: "edge 12 “trunk”".
    void setNamer(std::function<std::string(EdgeId)> nameOf) { nameOf_ = std::move(nameOf); }
    // Hide numbers: tooltips without stress, weight or value, winning moves not coloured.
    void setNumbersHidden(bool hidden);

    std::optional<EdgeId> hovered() const { return hovered_; }
    std::vector<EdgeId> highlightedLoad() const { return {load_.begin(), load_.end()}; }
    void hoverEdge(std::optional<EdgeId> id);
    void setHoverOverlay(bool on);
    bool hoverOverlay() const { return hoverOverlay_; }
    void markEdges(std::optional<EdgeId> x, std::optional<EdgeId> y);
    std::optional<EdgeId> markedX() const { return markX_; }
    std::optional<EdgeId> markedY() const { return markY_; }

    // The look an edge rests in with these highlights, from its analysis (null: none yet).
    EdgeItem::Look restingLook(const EdgeItem* e, const EdgeAnalysis* a, QColor* color) const;
    void refreshLooks();  // every edge's look again (a toggle)

    // The tooltip of an edge: its stress, weight, how the stress arises, its name; in Play or with
    // the winning moves shown, the value chopping it leaves.
    QString edgeToolTip(EdgeId id) const;
    QString edgeToolTip(EdgeId id, std::size_t falls) const;  // when the load's size is known
    // What a screen reader says of the edge or node the canvas's focus is on (spoken_text.h): "edge
    // trunk, stress 15, chopping it leaves 5: a losing move", named as the tooltip names it (a game's
    // tag, the edge's name, or its id); without numbers while they are hidden. "" for an id the
    // picture does not have.
    QString spokenEdge(EdgeId id, Language language) const;
    QString spokenNode(NodeId id, Language language) const;

    void edgeGoing(EdgeId id);  // an edge item about to go
    void forgetGone();          // after items left in bulk: drops what no longer has an item
    void reset();               // a new picture
    void reread();              // a new analysis: the hovered edge's load and tooltip again

signals:
    void edgeHovered(std::optional<homestead::EdgeId> id);
    void hoverChanged(const std::vector<homestead::EdgeId>& edges);  // setHoverOverlay(true) only

private:
    void restyle(EdgeId id);
    // The value chopping `id` leaves, if it can be had here: O(depth) for a bridge, an analysis of
    // the chopped picture for an edge on a cycle of a picture of up to kSyncChopValueEdges edges.
    std::optional<std::uint64_t> chopValueNow(const PictureAnalysis& artifact, EdgeId id) const;
    PictureDocument* doc_;
    const ItemRegistry* registry_;
    bool showClasses_ = false, showWinning_ = false, inPlay_ = false, numbersHidden_ = false;
    std::function<std::string(EdgeId)> nameOf_;
    std::optional<EdgeId> hovered_;
    bool hoverOverlay_ = false;
    std::optional<EdgeId> markX_, markY_;
    std::set<EdgeId> load_;
};

}  // namespace homestead::gui
