// Hover, load, marks and looks on the canvas (see the header).
#include "highlights.h"
#include "window_language.h"

#include "item_registry.h"
#include "picture_document.h"
#include "picture_style.h"

#include "homestead/explanation.h"
#include "homestead/explanation_text.h"
#include "homestead/spoken_text.h"

#include <algorithm>
#include <iterator>
#include <string>
#include <utility>

namespace homestead::gui {

Highlights::Highlights(PictureDocument* doc, const ItemRegistry* registry, QObject* parent)
    : QObject(parent), doc_(doc), registry_(registry) {}

void Highlights::setShowClasses(bool on) {
    showClasses_ = on;
    refreshLooks();
}

void Highlights::setShowWinningMoves(bool on) {
    showWinning_ = on;
    refreshLooks();
}

void Highlights::setNumbersHidden(bool hidden) {
    numbersHidden_ = hidden;
    refreshLooks();
    if (hovered_) registry_->edge(*hovered_)->setToolTip(edgeToolTip(*hovered_));
}

EdgeItem::Look Highlights::restingLook(const EdgeItem* e, const EdgeAnalysis* a, QColor* color) const {
    if (hovered_ != e->id() && (markX_ == e->id() || markY_ == e->id())) {  // the class matrix's x and y
        *color = markX_ == e->id() ? kMarkX : kMarkY;
        return EdgeItem::Look::Class;
    }
    const bool hovered = !hoverOverlay_ && hovered_ == e->id(), inLoad = !hoverOverlay_ && load_.count(e->id()) != 0;
    return render::restingLook(a, {showClasses_, showWinning_ && !numbersHidden_}, hovered, inLoad, color);
}

void Highlights::refreshLooks() {
    const AnalysisSnapshot& s = doc_->snapshot();
    for (EdgeItem* e : registry_->edges()) {
        QColor c;
        const EdgeItem::Look look = restingLook(e, s.edge(e->id()), &c);
        e->setLook(look, c);
    }
}

void Highlights::restyle(EdgeId id) {
    if (EdgeItem* item = registry_->edge(id)) {
        QColor c;
        item->setLook(restingLook(item, doc_->snapshot().edge(id), &c), c);
    }
}

void Highlights::hoverEdge(std::optional<EdgeId> id) {
    if (id && !registry_->edge(*id)) id.reset();
    if (id == hovered_) return;
    // What falls, from the artifact the labels show: a range lookup, sorted here for the difference
    // below. A pending revision's edges that artifact lacks have no load yet.
    std::vector<EdgeId> newLoad;
    if (id) newLoad = doc_->artifact()->sortedLoad(*id);
    const std::optional<EdgeId> before = hovered_;
    hovered_ = id;
    if (id) registry_->edge(*id)->setToolTip(edgeToolTip(*id, newLoad.size()));
    // Only the edges whose look changes: moving along a big tree shifts its load by a few edges.
    std::vector<EdgeId> changed;
    std::set_symmetric_difference(load_.begin(), load_.end(), newLoad.begin(), newLoad.end(), std::back_inserter(changed));
    load_.clear();
    load_.insert(newLoad.begin(), newLoad.end());
    if (before) changed.push_back(*before);
    if (id) changed.push_back(*id);
    if (hoverOverlay_) emit hoverChanged(changed);
    else
        for (EdgeId e : changed) restyle(e);
    emit edgeHovered(id);
}

void Highlights::setHoverOverlay(bool on) {
    if (on == hoverOverlay_) return;
    hoverOverlay_ = on;
    std::vector<EdgeId> lit(load_.begin(), load_.end());
    if (hovered_) lit.push_back(*hovered_);
    for (EdgeId e : lit) restyle(e);
}

void Highlights::markEdges(std::optional<EdgeId> x, std::optional<EdgeId> y) {
    const std::optional<EdgeId> before[] = {std::exchange(markX_, x), std::exchange(markY_, y)};
    for (const std::optional<EdgeId>& id : {before[0], before[1], x, y})
        if (id) restyle(*id);
}

void Highlights::edgeGoing(EdgeId id) {
    if (hovered_ == id) hoverEdge(std::nullopt);
    load_.erase(id);
}

void Highlights::forgetGone() {
    if (hovered_ && !registry_->edge(*hovered_)) hoverEdge(std::nullopt);
    std::erase_if(load_, [this](EdgeId id) { return !registry_->edge(id); });
}

void Highlights::reset() {
    hovered_.reset();
    markX_.reset();
    markY_.reset();
    load_.clear();
}

void Highlights::reread() {
    if (const auto id = std::exchange(hovered_, std::nullopt)) hoverEdge(id);
}

QString Highlights::edgeToolTip(EdgeId id) const {
    return doc_->picture().hasEdge(id) ? edgeToolTip(id, doc_->artifact()->load(id).size()) : QString();
}

QString Highlights::edgeToolTip(EdgeId id, std::size_t falls) const {
    const Picture& p = doc_->picture();
    if (!p.hasEdge(id)) return {};
    const Edge& edge = p.edge(id);
    const QString name = nameOf_ ? QString::fromStdString(nameOf_(id))
                         : edge.name.empty() ? tr("edge %1").arg(id)
                                             : tr("edge %1 “%2”").arg(id).arg(QString::fromStdString(edge.name));
    const EdgeAnalysis* a = doc_->snapshot().edge(id);
    const QString html = QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped());
    if (!a) return html + tr("<br>being analysed…");
    if (!a->standing) return html + tr("<br>floating: not connected to the ground, so it takes no part in the game");
    // Hide numbers: what a chop brings down is on the canvas anyway; what it is worth is not said.
    if (numbersHidden_)
        return html + QStringLiteral("<br>") + QString::fromStdString(text::loadSentence(falls, windowLanguage())).toHtmlEscaped() +
               tr("<br><i>Numbers hidden while playing — show them with Hide numbers.</i>");
    // The words are the core's (explanation_text.h), as in the Explain panel and homestead-cli explain.
    const std::string how = text::stressSum(doc_->analysis().supported(*a), a->onCycle, edge.isLoop(), {}, windowLanguage());
    QString tip = html + tr("<br>stress <b>%1</b> = %2<br>weight <b>%3</b> = (%1|0)<br>%4")
                             .arg(a->stress)
                             .arg(QString::fromStdString(how).toHtmlEscaped())
                             .arg(a->weight)
                             .arg(QString::fromStdString(text::loadSentence(falls, windowLanguage())));
    // In Play, or with the winning moves shown: what chopping it leaves, so a losing move explains
    // itself too. O(depth) for a bridge; an edge on a cycle needs an analysis of the chopped
    // picture, done here only for a small picture (the Explain panel does it on a worker).
    if (inPlay_ || showWinning_) {
        if (const auto after = chopValueNow(*doc_->artifact(), id))
            tip += QStringLiteral("<br>") + QString::fromStdString(text::valueAfterChopSentence(*after, windowLanguage())).toHtmlEscaped();
        else
            tip += tr("<br>The Explain panel (E) works out what chopping it leaves.");
    }
    return tip;
}

std::optional<std::uint64_t> Highlights::chopValueNow(const PictureAnalysis& artifact, EdgeId id) const {
    if (choppedValueIsCheap(artifact, id) || artifact.picture().edgeCount() <= kSyncChopValueEdges)
        return valueAfterChop(artifact, id);
    return std::nullopt;
}

QString Highlights::spokenEdge(EdgeId id, Language language) const {
    const Picture& p = doc_->picture();
    if (!p.hasEdge(id)) return {};
    const Edge& edge = p.edge(id);
    const std::string name = nameOf_ ? nameOf_(id) : edge.name.empty() ? std::to_string(id) : edge.name;
    const auto artifact = doc_->currentArtifact();  // null while this revision is being analysed
    const EdgeAnalysis* a = artifact ? artifact->edge(id) : nullptr;
    const std::optional<std::uint64_t> after = a && a->standing && !numbersHidden_ ? chopValueNow(*artifact, id) : std::nullopt;
    return QString::fromStdString(text::spokenEdge(name, a, after, numbersHidden_, language));
}

QString Highlights::spokenNode(NodeId id, Language language) const {
    const Picture& p = doc_->picture();
    if (!p.hasNode(id)) return {};
    const Node& node = p.node(id);
    return QString::fromStdString(text::spokenNode(node.name.empty() ? std::to_string(id) : node.name, node.ground, language));
}

}  // namespace homestead::gui
