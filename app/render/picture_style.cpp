// The one painting code of pictures (see picture_style.h): the canvas and the exports call it alike.
#include "picture_style.h"

#include "picture_geometry.h"

#include <algorithm>
#include <cmath>
#include <span>

namespace homestead::render {

namespace {

// Okabe–Ito's blue (Tol's brighter one), reddish purple, bluish green and sky blue, then Tol's brick,
// indigo, purple and a dark bluish green: in an order where neighbours differ in lightness too.
const QColor kMarks[kMarkColours] = {QColor(0x00, 0x77, 0xbb), QColor(0xcc, 0x79, 0xa7), QColor(0x00, 0x9e, 0x73),
                                     QColor(0x56, 0xb4, 0xe9), QColor(0x8f, 0x24, 0x0c), QColor(0x33, 0x22, 0x88),
                                     QColor(0xaa, 0x33, 0x77), QColor(0x00, 0x57, 0x3f)};
// The high-contrast theme's: the same but the sky blue, too pale on white, in a deeper blue.
const QColor kStrongMarks[kMarkColours] = {kMarks[0], kMarks[1], kMarks[2], QColor(0x4a, 0x90, 0xe2),
                                           kMarks[4], kMarks[5], kMarks[6], kMarks[7]};

int markIndex(int index) { return ((index % kMarkColours) + kMarkColours) % kMarkColours; }

// The index of a colour in either palette, or -1.
int paletteIndex(const QColor& c) {
    for (int i = 0; i < kMarkColours; ++i)
        if (c.rgb() == kMarks[i].rgb() || c.rgb() == kStrongMarks[i].rgb()) return i;
    return -1;
}

}  // namespace

QColor markColor(int index, bool strong) { return (strong ? kStrongMarks : kMarks)[markIndex(index)]; }

QColor classColor(int index, bool strong) { return markColor(index, strong); }

QList<qreal> classDashes(const QColor& classColour) {
    const int i = paletteIndex(classColour);
    switch (i < 0 ? -1 : i % 3) {
    case 0: return {3.5, 1.8, 0.01, 1.8};                 // dash, dot
    case 1: return {3.5, 1.8, 0.01, 1.8, 0.01, 1.8};      // dash, dot, dot
    case 2: return {6, 1.8};                              // long dashes
    default: return {};
    }
}

QList<qreal> winningDashes() { return {2, 1}; }

EdgeLook restingLook(const EdgeAnalysis* analysis, LookToggles toggles, bool hovered, bool inLoad,
                     QColor* classColour) {
    if (hovered) return EdgeLook::Hovered;
    if (inLoad) return EdgeLook::Load;
    if (!analysis || !analysis->standing) return EdgeLook::Floating;
    if (toggles.winning && analysis->winning) return EdgeLook::Winning;
    if (toggles.classes && analysis->concyclicClass >= 0) {
        if (classColour) *classColour = classColor(analysis->concyclicClass);
        return EdgeLook::Class;
    }
    return EdgeLook::Normal;
}

QPen edgePen(EdgeLook look, QColor classColour, double widthScale, bool strong) {
    QColor c = colors::edge;
    double width = 3.2;
    QList<qreal> dashes;
    Qt::PenCapStyle cap = Qt::RoundCap;
    switch (look) {
    case EdgeLook::Normal: break;
    case EdgeLook::Floating: c = strong ? colors::strongFloating : colors::floating; break;
    case EdgeLook::Class: {
        const int i = paletteIndex(classColour);
        c = i >= 0 ? markColor(i, strong) : classColour;
        dashes = classDashes(c);
        width = 4;
        break;
    }
    case EdgeLook::Winning:
        c = strong ? colors::strongWinning : colors::winning;
        width = kWidestEdgeStroke;
        dashes = winningDashes();
        cap = Qt::FlatCap;  // even blocks: round caps would close the gaps
        break;
    case EdgeLook::Load: c = colors::load; width = 5; break;
    case EdgeLook::Hovered: c = colors::hovered; width = kWidestEdgeStroke; break;
    }
    QPen pen(c, width * widthScale, Qt::SolidLine, cap, Qt::RoundJoin);
    if (!dashes.isEmpty()) pen.setDashPattern(dashes);  // (makes it Qt::CustomDashLine)
    return pen;
}

void strokeEdgePath(QPainter& painter, const QPainterPath& path) {
    if (path.elementCount() == 2 && path.elementAt(0).isMoveTo() && path.elementAt(1).isLineTo())
        painter.drawLine(QLineF(path.elementAt(0), path.elementAt(1)));
    else painter.drawPath(path);
}

void paintEdge(QPainter& painter, const QPainterPath& path, const QPen& stroke, bool selected) {
    painter.setBrush(Qt::NoBrush);
    if (selected) {
        QColor halo = colors::selection;
        halo.setAlpha(120);
        painter.setPen(QPen(halo, stroke.widthF() + 6, Qt::SolidLine, Qt::RoundCap));
        strokeEdgePath(painter, path);
    }
    painter.setPen(stroke);
    strokeEdgePath(painter, path);
}

QPen markPen(EdgeMark mark) {
    switch (mark) {
    case EdgeMark::Hint: {
        // thick beads along the edge: a pattern no look and no class colour has
        QPen pen(colors::hint, 16, Qt::CustomDashLine, Qt::RoundCap, Qt::RoundJoin);
        pen.setDashPattern({0.9, 0.7});
        return pen;
    }
    case EdgeMark::EnginePick: return QPen(colors::enginePick, 14, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    }
    return {};
}

QPen groundPen() { return QPen(colors::ground, 2.5, Qt::DotLine, Qt::RoundCap); }

void paintNode(QPainter& painter, QPointF centre, bool ground, bool selected) {
    const double r = kNodeRadius;
    if (selected) {
        painter.setPen(QPen(colors::selection, 2.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(centre, r + 3, r + 3);
    }
    NodeGlyphs glyph;
    glyph.add(centre, ground);
    glyph.paint(painter);
}

void NodeGlyphs::add(QPointF centre, bool ground) {
    const double r = kNodeRadius;
    if (ground) grounds_.addRect(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r));
    else others_.addEllipse(centre, r, r);
}

void NodeGlyphs::paint(QPainter& painter) const {
    painter.setPen(Qt::NoPen);
    QPainterPath grounds = grounds_, others = others_;
    grounds.setFillRule(Qt::WindingFill);  // overlapping glyphs stay filled
    others.setFillRule(Qt::WindingFill);
    painter.setBrush(colors::ground);
    if (!grounds.isEmpty()) painter.drawPath(grounds);  // no empty element in an SVG
    painter.setBrush(colors::node);
    if (!others.isEmpty()) painter.drawPath(others);
}

const QFont& labelFont() {
    static const QFont font = [] {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPixelSize(15);
        f.setBold(true);
        return f;
    }();
    return font;
}

const QFontMetricsF& labelMetrics() {
    static const QFontMetricsF metrics(labelFont());
    return metrics;
}

QRectF labelTextBox(const QString& text) {
    return {0, 0, labelMetrics().horizontalAdvance(text), labelMetrics().height()};
}

QColor labelColor(LabelContent shown) {
    if (shown.stresses) return colors::label;
    return shown.weights ? colors::weight : colors::node;
}

QString labelText(const EdgeAnalysis& edge, const std::string& name, LabelContent shown) {
    QString numbers;
    if (shown.stresses && shown.weights) numbers = QStringLiteral("%1 · %2").arg(edge.stress).arg(edge.weight);
    else if (shown.weights) numbers = QStringLiteral("w%1").arg(edge.weight);
    else if (shown.stresses) numbers = QString::number(edge.stress);
    if (!shown.names || name.empty()) return numbers;
    const QString named = QString::fromStdString(name);
    return numbers.isEmpty() ? named : named + QStringLiteral(": ") + numbers;
}

QColor labelInk(QColor color, bool strong) { return strong ? color.darker(150) : color; }

namespace {
// A plate's pen and brush: soft white, or white outlined when strong.
constexpr double kPlateOutline = 1.2;  // the strong plate's outline

void setPlateLook(QPainter& painter, bool strong) {
    if (strong) {
        painter.setPen(QPen(QColor(0x22, 0x22, 0x22), kPlateOutline));
        painter.setBrush(Qt::white);
    } else {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(255, 255, 255, 215));
    }
}

// The plates, then the texts (boxes[i] holds texts[i]). The boxes come scaled by look.scale: painted at
// 1 in a scaled painter, as the canvas does. One plate is a rounded rectangle the painter draws itself:
// a path would be converted and kept by Qt for each label, most of the cost of a screenful of them.
// Many are one path, filled once, so that soft plates that overlap are not whiter where they do.
void paintLabelsIn(QPainter& painter, std::span<const QRectF> boxes, std::span<const QString> texts, QColor color,
                   LabelLook look) {
    const double s = look.scale > 0 ? look.scale : 1.0;
    const bool scaled = std::abs(s - 1.0) > 1e-9;
    if (scaled) {
        painter.save();
        painter.scale(s, s);
    }
    auto unscaled = [s](const QRectF& r) { return QRectF(r.topLeft() / s, r.size() / s); };
    setPlateLook(painter, look.strong);
    // the outline inside the plate, so that nothing is painted beyond it (a canvas repaints a
    // label's plate and no more: what spilled over would stay behind when it moves)
    const double in = look.strong ? kPlateOutline / 2 : 0;
    const auto plate = [&](const QRectF& box) { return labelPlate(unscaled(box)).adjusted(in, in, -in, -in); };
    if (boxes.size() == 1) {
        painter.drawRoundedRect(plate(boxes.front()), 3, 3);
    } else {
        QPainterPath plates;
        plates.setFillRule(Qt::WindingFill);
        for (const QRectF& box : boxes) plates.addRoundedRect(plate(box), 3, 3);
        painter.drawPath(plates);
    }
    painter.setFont(labelFont());
    painter.setPen(labelInk(color, look.strong));
    for (std::size_t i = 0; i < boxes.size() && i < texts.size(); ++i)
        painter.drawText(unscaled(boxes[i]), Qt::AlignCenter, texts[i]);
    if (scaled) painter.restore();
}
}  // namespace

void paintLabel(QPainter& painter, const QRectF& textBox, const QString& text, QColor color, LabelLook look) {
    paintLabelsIn(painter, {&textBox, 1}, {&text, 1}, color, look);
}

void paintLabels(QPainter& painter, const std::vector<QRectF>& textBoxes, const std::vector<QString>& texts, QColor color,
                 LabelLook look) {
    paintLabelsIn(painter, textBoxes, texts, color, look);
}

QLineF leaderLine(const QRectF& plate, QPointF anchor) {
    return {QPointF(std::clamp(anchor.x(), plate.left(), plate.right()), std::clamp(anchor.y(), plate.top(), plate.bottom())), anchor};
}

QPen leaderPen(bool strong, double scale) {
    QPen pen(labelInk(colors::leader, strong), (strong ? kStrongLeaderWidth : kLeaderWidth) * scale, Qt::CustomDashLine, Qt::FlatCap);
    pen.setDashPattern({4, 3});  // in widths: dashes 4 wide, gaps 3
    return pen;
}

namespace {
constexpr double kLeaderDot = 2.2;  // the dot's radius at the anchor, in leader widths
}  // namespace

void paintLeader(QPainter& painter, const QRectF& plate, QPointF anchor, bool strong, double scale) {
    const QPen pen = leaderPen(strong, scale);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawLine(leaderLine(plate, anchor));
    painter.setPen(Qt::NoPen);
    painter.setBrush(pen.color());
    const double dot = kLeaderDot * pen.widthF();
    painter.drawEllipse(anchor, dot, dot);
}

QRectF leaderBounds(const QRectF& plate, QPointF anchor, double scale) {
    const double reach = kLeaderDot * leaderPen(true, scale).widthF() + 1;  // the dot (wider than the line), antialiased
    const QLineF line = leaderLine(plate, anchor);
    return QRectF(line.p1(), line.p2()).normalized().adjusted(-reach, -reach, reach, reach);
}

}  // namespace homestead::render
