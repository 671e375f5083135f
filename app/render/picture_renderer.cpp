// Painting pictures with their numbers, and writing them as PNG or SVG.
#include "picture_renderer.h"

#include "picture_geometry.h"

#include <QFileInfo>
#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QSvgGenerator>

#include <cmath>
#include <unordered_map>

namespace homestead::render {

QColor classColor(int index) {
    // golden-angle hues with alternating lightness: neighbours in the sequence differ clearly
    const int hue = static_cast<int>(std::fmod(index * 137.508 + 10, 360.0));
    const int value = (index % 3 == 0) ? 200 : (index % 3 == 1 ? 160 : 120);
    return QColor::fromHsv(hue, 220, value);
}

QString labelText(const EdgeAnalysis& edge, bool stresses, bool weights) {
    if (stresses && weights) return QStringLiteral("%1 · %2").arg(edge.stress).arg(edge.weight);
    if (weights) return QStringLiteral("w%1").arg(edge.weight);
    return QString::number(edge.stress);
}

namespace {

struct Drawn {
    std::unordered_map<NodeId, QPointF> at;
    std::vector<QPainterPath> paths;  // indexed like picture.edges()
};

Drawn layoutPaths(const Picture& picture) {
    Drawn d;
    for (const Node& n : picture.nodes()) d.at[n.id] = toScene(n.position.value_or(Point{}));
    std::unordered_map<NodeId, std::vector<QPointF>> neighbours;
    for (const Edge& e : picture.edges())
        if (!e.isLoop()) {
            neighbours[e.from].push_back(d.at[e.to]);
            neighbours[e.to].push_back(d.at[e.from]);
        }
    auto places = edgeSlots(picture);
    const auto& edges = picture.edges();
    d.paths.reserve(edges.size());
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const Edge& e = edges[i];
        if (e.isLoop()) {
            QPointF p = d.at[e.from];
            d.paths.push_back(loopPath(p, petalDirection(p, neighbours[e.from]), places[i].index, places[i].count));
        } else {
            d.paths.push_back(edgePath(d.at[e.from], d.at[e.to], places[i].index, places[i].count, e.from < e.to));
        }
    }
    return d;
}

QFont labelFont() {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(15);
    f.setBold(true);
    return f;
}

// Everything drawn, placed once: the paths, the labels (placed on a LabelPlacer) and the rectangle
// they cover. exportPicture sizes the image by it and paints it; nothing is laid out twice.
struct Drawing {
    Drawn d;
    struct Label {
        QRectF rect;
        QString text;
    };
    std::vector<Label> labels;
    QRectF bounds;  // margins and title included
};

Drawing prepare(const Picture& picture, const Analysis& analysis, const RenderOptions& options) {
    Drawing out;
    out.d = layoutPaths(picture);
    const Drawn& d = out.d;
    QRectF r;
    for (const auto& [id, p] : d.at) r |= QRectF(p, QSizeF(1, 1));
    for (const auto& path : d.paths) r |= path.boundingRect();
    const auto& edges = picture.edges();
    if (options.stresses || options.weights) {  // greedy placement against a grid of what is drawn
        QFontMetricsF metrics(labelFont());
        LabelPlacer placer;
        for (std::size_t i = 0; i < d.paths.size(); ++i) placer.addEdge(static_cast<int>(i), d.paths[i]);
        for (const auto& [id, p] : d.at) placer.addBlock(QRectF(p.x() - kNodeRadius, p.y() - kNodeRadius, 2 * kNodeRadius, 2 * kNodeRadius));
        for (std::size_t i = 0; i < edges.size(); ++i) {
            if (i >= analysis.edges.size() || !analysis.edges[i].standing) continue;
            QString text = labelText(analysis.edges[i], options.stresses, options.weights);
            QSizeF size(metrics.horizontalAdvance(text) + 6, metrics.height() + 1);
            QPointF c = placer.place(static_cast<int>(i), d.paths[i], size);
            out.labels.push_back({QRectF(c.x() - size.width() / 2, c.y() - size.height() / 2, size.width(), size.height()), std::move(text)});
            r |= out.labels.back().rect;
        }
    }
    r |= QRectF(r.left(), 0, 1, 1);  // the ground line is always shown
    out.bounds = r.adjusted(-options.margin, -options.margin - (options.title ? 30 : 0), options.margin, options.margin);
    return out;
}

// Paints a prepared drawing. Strokes and shapes of one look are drawn as one path each (an SVG
// gets one element for all the standing edges, not one per edge with its own style).
void paintDrawing(QPainter& painter, const Drawing& drawing, const Picture& picture, const Analysis& analysis,
                  const RenderOptions& options) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const Drawn& d = drawing.d;
    const QRectF bounds = drawing.bounds;
    painter.fillRect(bounds, Qt::white);

    QPen groundPen(colors::ground, 2.5, Qt::DotLine, Qt::RoundCap);
    painter.setPen(groundPen);
    painter.drawLine(QPointF(bounds.left() + 8, 0), QPointF(bounds.right() - 8, 0));

    const auto& edges = picture.edges();
    QPainterPath standing, floating;
    for (std::size_t i = 0; i < edges.size(); ++i)
        (i < analysis.edges.size() && analysis.edges[i].standing ? standing : floating).addPath(d.paths[i]);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colors::floating, 3.2, Qt::SolidLine, Qt::RoundCap));
    painter.drawPath(floating);
    painter.setPen(QPen(colors::edge, 3.2, Qt::SolidLine, Qt::RoundCap));
    painter.drawPath(standing);

    QPainterPath grounds, others;
    grounds.setFillRule(Qt::WindingFill);
    others.setFillRule(Qt::WindingFill);
    for (const Node& n : picture.nodes()) {
        QPointF p = d.at.at(n.id);
        if (n.ground)
            grounds.addRect(QRectF(p.x() - kNodeRadius, p.y() - kNodeRadius, 2 * kNodeRadius, 2 * kNodeRadius));
        else
            others.addEllipse(p, kNodeRadius, kNodeRadius);
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(colors::ground);
    painter.drawPath(grounds);
    painter.setBrush(colors::node);
    painter.drawPath(others);

    QPainterPath plates;
    plates.setFillRule(Qt::WindingFill);
    for (const auto& label : drawing.labels) plates.addRoundedRect(label.rect, 3, 3);
    painter.setBrush(QColor(255, 255, 255, 215));
    painter.drawPath(plates);
    painter.setFont(labelFont());
    painter.setPen(options.stresses ? colors::label : colors::weight);
    for (const auto& label : drawing.labels) painter.drawText(label.rect, Qt::AlignCenter, label.text);

    if (options.title) {
        QFont tf(QStringLiteral("DejaVu Sans"));
        tf.setPixelSize(18);
        painter.setFont(tf);
        painter.setPen(QColor(0x33, 0x33, 0x33));
        QString heading = QString::fromStdString(picture.title);
        QString value = QStringLiteral("value %1").arg(analysis.value);
        heading = heading.isEmpty() ? value : heading + QStringLiteral(" — ") + value;
        painter.drawText(QRectF(bounds.left() + 10, bounds.top() + 6, bounds.width() - 20, 28),
                         Qt::AlignLeft | Qt::AlignVCenter, heading);
    }
    painter.restore();
}

}  // namespace

QRectF pictureBounds(const Picture& picture, const RenderOptions& options) {
    return prepare(picture, analyse(picture), options).bounds;
}

void paintPicture(QPainter& painter, const Picture& picture, const Analysis& analysis,
                  const RenderOptions& options) {
    paintDrawing(painter, prepare(picture, analysis, options), picture, analysis, options);
}

bool exportPicture(const Picture& input, const Analysis& analysis, const QString& path,
                   const RenderOptions& options, QString* error) {
    auto fail = [&](const QString& message) {
        if (error) *error = path + QStringLiteral(": ") + message;
        return false;
    };
    for (const Node& n : input.nodes())
        if (!n.position) return fail(QStringLiteral("node %1 has no position (lay the picture out first)").arg(n.id));
    const Drawing drawing = prepare(input, analysis, options);
    const QRectF bounds = drawing.bounds;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) {
        // Checked as doubles: a picture with huge coordinates must not overflow the int of a QSize.
        const double width = std::ceil(bounds.width() * options.scale), height = std::ceil(bounds.height() * options.scale);
        if (width > kMaxPngSide || height > kMaxPngSide || width * height > kMaxPngPixels)
            return fail(QStringLiteral("the image would be %1 × %2 pixels; a PNG is limited to %3 pixels a side and "
                                       "%4 million in all (export SVG instead)")
                            .arg(width, 0, 'f', 0)
                            .arg(height, 0, 'f', 0)
                            .arg(kMaxPngSide)
                            .arg(kMaxPngPixels / 1'000'000));
        QImage image(QSize(int(width), int(height)), QImage::Format_ARGB32_Premultiplied);
        if (image.isNull()) return fail(QStringLiteral("not enough memory for a %1 × %2 image").arg(width).arg(height));
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.scale(options.scale, options.scale);
        painter.translate(-bounds.topLeft());
        paintDrawing(painter, drawing, input, analysis, options);
        painter.end();
        if (!image.save(path, "PNG")) return fail(QStringLiteral("cannot write the PNG file"));
        return true;
    }
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(path);
        // the nominal size in pixels, kept within int; the view box carries the real extent
        svg.setSize(QSize(int(std::min(bounds.width(), 1e9)), int(std::min(bounds.height(), 1e9))));
        svg.setViewBox(QRectF(QPointF(0, 0), bounds.size()));
        svg.setTitle(QString::fromStdString(input.title));
        svg.setDescription(QStringLiteral("Hackenbush picture drawn by Homestead"));
        QPainter painter;
        if (!painter.begin(&svg)) return fail(QStringLiteral("cannot write the SVG file"));
        painter.translate(-bounds.topLeft());
        paintDrawing(painter, drawing, input, analysis, options);
        painter.end();
        if (!QFileInfo(path).exists()) return fail(QStringLiteral("cannot write the SVG file"));
        return true;
    }
    return fail(QStringLiteral("unknown image type '.%1' (use .png or .svg)").arg(suffix));
}

}  // namespace homestead::render
