// Painting pictures with their numbers, and writing them as PNG or SVG.
#include "picture_renderer.h"

#include "picture_geometry.h"
#include "safe_file_writer.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QSvgGenerator>

#include <cmath>
#include <map>
#include <tuple>
#include <unordered_map>

namespace homestead::render {

QString fileNameForTitle(const QString& title, const QString& fallback) {
    QString name;
    bool gap = false;  // a run of other characters becomes one hyphen
    for (QChar c : title.normalized(QString::NormalizationForm_KD)) {
        if (c.isLetterOrNumber()) {
            if (gap && !name.isEmpty()) name += QLatin1Char('-');
            name += c.toLower();
            gap = false;
        } else if (c.category() != QChar::Mark_NonSpacing) {
            gap = true;
        }
    }
    return name.isEmpty() ? fallback : name;
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

// Everything drawn, placed once: the paths, the labels (placed on a LabelPlacer) and the rectangle
// they cover. exportPicture sizes the image by it and paints it; nothing is laid out twice.
struct Drawing {
    Drawn d;
    struct Label {
        QRectF rect;  // the text's box; its plate is labelPlate(rect)
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
        LabelPlacer placer;
        for (std::size_t i = 0; i < d.paths.size(); ++i) placer.addEdge(static_cast<int>(i), d.paths[i]);
        for (const auto& [id, p] : d.at) placer.addBlock(QRectF(p.x() - kNodeRadius, p.y() - kNodeRadius, 2 * kNodeRadius, 2 * kNodeRadius));
        for (std::size_t i = 0; i < edges.size(); ++i) {
            if (i >= analysis.edges.size() || !analysis.edges[i].standing) continue;
            QString text = labelText(analysis.edges[i], options.stresses, options.weights);
            const QRectF box = labelTextBox(text);
            const QPointF c = placer.place(static_cast<int>(i), d.paths[i], labelPlate(box).size());
            out.labels.push_back({box.translated(c - box.center()), std::move(text)});
            r |= labelPlate(out.labels.back().rect);
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

    painter.setPen(groundPen());
    painter.drawLine(QPointF(bounds.left() + 8, 0), QPointF(bounds.right() - 8, 0));

    // The canvas's z order: edges, then nodes, then labels; each painted by the canvas's code.
    const auto& edges = picture.edges();
    // Strokes of one pen are drawn as one path (an SVG gets one element per look, not one per edge),
    // in the order the looks first appear.
    const LookToggles toggles{options.classes, options.winning};
    std::vector<std::pair<QPen, QPainterPath>> strokes;
    std::map<std::tuple<QRgb, double, int>, std::size_t> strokeOf;
    for (std::size_t i = 0; i < edges.size(); ++i) {
        QColor classColour;
        const EdgeLook look = restingLook(i < analysis.edges.size() ? &analysis.edges[i] : nullptr, toggles, false, false, &classColour);
        const QPen pen = edgePen(look, classColour);
        const auto key = std::make_tuple(pen.color().rgba(), pen.widthF(), int(pen.style()));
        auto [it, added] = strokeOf.try_emplace(key, strokes.size());
        if (added) strokes.emplace_back(pen, QPainterPath());
        strokes[it->second].second.addPath(d.paths[i]);
    }
    for (const auto& [pen, path] : strokes) paintEdge(painter, path, pen, false);

    NodeGlyphs glyphs;
    for (const Node& n : picture.nodes()) glyphs.add(d.at.at(n.id), n.ground);
    glyphs.paint(painter);

    std::vector<QRectF> boxes;
    std::vector<QString> texts;
    boxes.reserve(drawing.labels.size());
    texts.reserve(drawing.labels.size());
    for (const auto& label : drawing.labels) {
        boxes.push_back(label.rect);
        texts.push_back(label.text);
    }
    paintLabels(painter, boxes, texts, labelColor(options.stresses));

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

bool encodePicture(const Picture& input, const Analysis& analysis, const QString& path,
                   const RenderOptions& options, QByteArray* bytes, QString* error) {
    auto fail = [&](const QString& message) {
        if (error) *error = path + QStringLiteral(": ") + message;
        return false;
    };
    for (const Node& n : input.nodes())
        if (!n.position) return fail(QStringLiteral("node %1 has no position (lay the picture out first)").arg(n.id));
    const Drawing drawing = prepare(input, analysis, options);
    const QRectF bounds = drawing.bounds;
    const QString suffix = QFileInfo(path).suffix().toLower();
    QBuffer buffer(bytes);
    buffer.open(QIODevice::WriteOnly);
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
        if (!image.save(&buffer, "PNG")) return fail(QStringLiteral("cannot encode the PNG image"));
        return true;
    }
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        // the nominal size in pixels, kept within int; the view box carries the real extent
        svg.setSize(QSize(int(std::min(bounds.width(), 1e9)), int(std::min(bounds.height(), 1e9))));
        svg.setViewBox(QRectF(QPointF(0, 0), bounds.size()));
        svg.setTitle(QString::fromStdString(input.title));
        svg.setDescription(QStringLiteral("Hackenbush picture drawn by Homestead"));
        QPainter painter;
        if (!painter.begin(&svg)) return fail(QStringLiteral("cannot encode the SVG drawing"));
        painter.translate(-bounds.topLeft());
        paintDrawing(painter, drawing, input, analysis, options);
        painter.end();
        return true;
    }
    return fail(QStringLiteral("unknown image type '.%1' (use .png or .svg)").arg(suffix));
}

bool exportPicture(const Picture& input, const Analysis& analysis, const QString& path,
                   const RenderOptions& options, QString* error, bool* writeFailed) {
    if (writeFailed) *writeFailed = false;
    QByteArray bytes;
    if (!encodePicture(input, analysis, path, options, &bytes, error)) return false;
    if (writeFileSafely(path, bytes, error)) return true;
    if (writeFailed) *writeFailed = true;
    return false;
}

}  // namespace homestead::render
