// The look of a drawn picture, and the one painting code behind it: the palette, the label font and
// its plate, the node glyph, the stroke of an edge for each of its looks (normal, floating, class
// colour, winning move, load highlight, hovered) and the marks Play lays on edges (hint, engine pick).
// Meaning never rests on hue alone: a class's stroke has its dash pattern and the winning move its
// thick dashes, so a colour-blind eye and a greyscale print tell them apart; the high-contrast theme
// (`strong`) thickens every stroke and keeps to colours of at least 3:1 against white.
// The canvas items' paint() and the exported images (paintPicture: PNG, SVG, `homestead-cli render`)
// both call these functions, so an export is the canvas. Each function is O(1) (a label: O(text)).
//
//   painter.setPen(Qt::NoPen);
//   paintEdge(painter, path, edgePen(EdgeLook::Winning), /*selected=*/false);
//   paintNode(painter, {0, 0}, /*ground=*/true, false);
//   paintLabel(painter, labelTextBox("5").translated(c - labelTextBox("5").center()), "5", labelColor({}));
#pragma once

#include "homestead/analysis.h"

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QRectF>
#include <QString>

#include <QList>

#include <string>
#include <vector>

namespace homestead::render {

// The palette. Each colour means one thing, and the colours that mark edges differ from each other
// (tests/gui/tst_drawing_style checks it), so a student can tell at a glance what a mark says.
namespace colors {
inline const QColor edge{0x2a, 0x7a, 0x3a};      // a standing edge
inline const QColor floating{0xb8, 0xc4, 0xbc};  // an edge not connected to the ground: no part in the game
inline const QColor node{0x1d, 0x3b, 0x2a};
inline const QColor ground{0x7a, 0x5c, 0x3e};    // base nodes and the dotted ground line
inline const QColor label{0x1f, 0x3a, 0x8a};     // label text when it shows stresses
inline const QColor weight{0x9a, 0x4a, 0x10};    // label text when it shows only weights
// "Show Winning Moves" (M): every edge whose chop wins, in the analysis of the picture shown: Okabe–Ito's
// orange, which no term and no class colour comes near, even to colour-blind eyes, in thick dashes.
inline const QColor winning{0xe6, 0x9f, 0x00};   // orange
inline const QColor strongWinning{0xcc, 0x77, 0x00};    // the high-contrast theme's (3.4:1 on white)
inline const QColor strongFloating{0x7d, 0x8a, 0x82};   // the high-contrast theme's floating edge (3.6:1)
// The hovered edge's load: what would fall with it. A crimson that no eye takes for the edge
// green, a class colour, the winning orange or the hovered black (ΔE2000 ≥ 10 to normal and
// colour-blind eyes alike, tests/gui/colour_free_marks), 4.3:1 on white.
inline const QColor load{0xf0, 0x00, 0x5c};      // crimson
inline const QColor hovered{0x11, 0x11, 0x11};   // the edge under the mouse
inline const QColor selection{0x2f, 0x80, 0xed}; // selected nodes and edges (a halo)
// Play's Hint button: the winning moves of the position in play, as a thick beaded magenta halo
// that no other look uses, so it is unmistakable against green edges and class colours.
inline const QColor hint{0xe0, 0x11, 0x9d};      // magenta
// Play: the edge the engine is about to chop, shown for a moment before it goes. Not M's orange:
// "this edge wins" and "the engine chops this one now" are different news.
inline const QColor enginePick{0x5b, 0x2c, 0xc9};  // violet
// A leader line from a label set away from its edge: a deep blue-teal beside the numbers' ink (no
// edge look or class colour is near it in either theme; the numbers' own blue is near the classes'
// indigo), dashed and thinner than any edge, so it reads as the number's and never as an edge.
inline const QColor leader{0x0b, 0x3d, 0x6b};
// Hovering the garden lights the picture edges a garden edge came from, and the reverse: a halo.
inline const QColor counterpart{0x00, 0xa3, 0xc4, 150};  // translucent cyan
}  // namespace colors

// The colours of Explain's terms and of the concyclic classes: eight from Okabe–Ito's and Paul Tol's
// colour-blind-safe sets, chosen so that no two, and none of them and the winning orange or the edge
// green, come closer than ΔE2000 10 for normal, protanope, deuteranope or tritanope eyes (Machado
// 2009 simulation; tests/gui/back_row_palette checks it). `strong`: the high-contrast theme's, each
// at least 3:1 against white. Index i is colour i mod kMarkColours.
inline constexpr int kMarkColours = 8;
QColor markColor(int index, bool strong = false);
// A colour for concyclic class number `index` (markColor: the classes cycle through the eight).
QColor classColor(int index, bool strong = false);
// The dash pattern (in pen widths, as QPen::setDashPattern) that goes with a class colour of either
// theme: dash-dot, dash-dot-dot or long dashes, never solid, so a class reads in greyscale too;
// empty (solid) for a colour not in the palette.
QList<qreal> classDashes(const QColor& classColour);
// The winning move's dashes (in pen widths, flat caps): thick and even, a pattern no other look has.
QList<qreal> winningDashes();

// How an edge is drawn, weakest first; the strongest that applies wins (see restingLook).
enum class EdgeLook { Normal, Floating, Class, Winning, Load, Hovered };
// The widest stroke of any look, in scene pixels at width scale 1.
inline constexpr double kWidestEdgeStroke = 5.5;

// Which looks the analysis decides are shown (the canvas's C and M toggles).
struct LookToggles {
    bool classes = false;  // each concyclic class in its own colour and dashes
    bool winning = false;  // winning moves in thick orange dashes
};
// The look of an edge: hovered, then in the hovered edge's load, then floating (no analysis yet
// counts as floating), then a winning move, then its class colour (set in *classColour), else normal.
EdgeLook restingLook(const EdgeAnalysis* analysis, LookToggles toggles, bool hovered, bool inLoad,
                     QColor* classColour);

// The pen of an edge with that look; `widthScale` thickens it (the canvas zoomed far out, the
// high-contrast theme); `strong`: the high-contrast theme's colours (a class colour given in either
// theme's palette is drawn in the strong one's).
QPen edgePen(EdgeLook look, QColor classColour = {}, double widthScale = 1.0, bool strong = false);
// Paints an edge: the selection halo under it when selected, then its stroke. Sets the painter's
// pen and brush; antialiasing is the caller's.
void paintEdge(QPainter& painter, const QPainterPath& path, const QPen& stroke, bool selected);
// Strokes an edge's path with the painter's pen: a path of one straight line as a line (Qt keeps a
// converted copy beside every path it draws, as long as the path lives: 10^5 edges painted up close
// spent half their time building those copies), any other path as a path.
void strokeEdgePath(QPainter& painter, const QPainterPath& path);

// What Play lays on an edge, under its stroke.
enum class EdgeMark { Hint, EnginePick };
QPen markPen(EdgeMark mark);

// The dotted ground line at y = 0.
QPen groundPen();

// A node: a square on the ground, a disc in the air, ringed in blue when selected.
void paintNode(QPainter& painter, QPointF centre, bool ground, bool selected);
// Many nodes at once, as the same glyphs in two paths (an export of 10^6 nodes is two SVG elements).
class NodeGlyphs {
public:
    void add(QPointF centre, bool ground);
    void paint(QPainter& painter) const;
private:
    QPainterPath grounds_, others_;
};

// Labels: one font and its metrics (made on first use; a QGuiApplication must exist).
const QFont& labelFont();
const QFontMetricsF& labelMetrics();
// The box of a label's text at the origin (the text's advance, the font's height) and its plate,
// 3 pixels wider each side.
QRectF labelTextBox(const QString& text);
inline QRectF labelPlate(const QRectF& textBox) { return textBox.adjusted(-3, 0, 3, 0); }
// What labels show: the canvas's T, W and N toggles, an export's options (the one rule for both).
struct LabelContent {
    bool stresses = true;
    bool weights = false;
    bool names = false;
    bool any() const { return stresses || weights || names; }
};
// The colour of label text: stresses (with or without weights, names) in blue, weights alone (with
// or without names) in brown, names alone in the nodes' dark green.
QColor labelColor(LabelContent shown);
// The text of one edge's label: its name first when names are shown and it has one, then what is
// shown of its numbers: "trunk: 5 · 3", "trunk: 5", "trunk: w3", "trunk"; without a name "5 · 3",
// "5", "w3"; "" when nothing is shown (an unnamed edge with names alone).
QString labelText(const EdgeAnalysis& edge, const std::string& name, LabelContent shown);
// How labels are painted beyond their text and colour.
//  - scale: the label font times this (the text size setting, growing with the zoom); the boxes
//    given are then labelTextBox(text) scaled by it. The canvas scales its label items instead
//    and paints at 1; an export paints its scaled boxes with the scale here. Same pixels either way.
//  - strong: presentation mode's high contrast: an opaque plate with a dark rim and darker text.
struct LabelLook {
    double scale = 1.0;
    bool strong = false;
};
// The colour of label text in a look: darker when strong.
QColor labelInk(QColor color, bool strong);
// Paints a label: its soft white plate, then the text centred in `textBox`.
void paintLabel(QPainter& painter, const QRectF& textBox, const QString& text, QColor color, LabelLook look = {});
// Many labels at once: every plate in one path, then the texts (textBoxes[i] holds texts[i]).
void paintLabels(QPainter& painter, const std::vector<QRectF>& textBoxes, const std::vector<QString>& texts, QColor color,
                 LabelLook look = {});
// Presentation mode's high contrast thickens every stroke this many times.
inline constexpr double kStrongStroke = 1.5;
// A leader: a thin dashed line from a label's plate to the point of its edge it names, ending in a
// dot on the edge, for a label that had to sit away from its edge (edges crowd there), in
// colors::leader (darker when strong); `scale` is the label's (its stroke grows with the text).
// Its width is kLeaderWidth (kStrongLeaderWidth when strong) times the scale: thinner than any edge.
inline constexpr double kLeaderWidth = 1.2;
inline constexpr double kStrongLeaderWidth = 1.6;
QPen leaderPen(bool strong = false, double scale = 1.0);
void paintLeader(QPainter& painter, const QRectF& plate, QPointF anchor, bool strong = false, double scale = 1.0);
// The leader's line: from the point of the plate nearest the anchor to the anchor.
QLineF leaderLine(const QRectF& plate, QPointF anchor);
// Everything paintLeader paints, strong or not: the line with its width and the dot at the anchor.
QRectF leaderBounds(const QRectF& plate, QPointF anchor, double scale = 1.0);

}  // namespace homestead::render
