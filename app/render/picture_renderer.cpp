// Painting pictures with their numbers, and writing them as PNG or SVG.
#include "picture_renderer.h"

#include "display_title.h"
#include "label_legibility.h"
#include "long_stroke.h"
#include "message_language.h"
#include "picture_geometry.h"
#include "safe_file_writer.h"

#include "homestead/messages.h"

#include <QCoreApplication>
#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QPaintEngine>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>

namespace homestead::render {

namespace {
// The window installs its translators (window_language.h); homestead-cli installs the same catalogues for --lang (render_translation.h).
struct PictureRendererText {
    Q_DECLARE_TR_FUNCTIONS(PictureRenderer)
};
}  // namespace

QString fileNameForTitle(const QString& title, const QString& fallback) {
    QString name;
    bool gap = false;  // a run of other characters becomes one hyphen
    // a name a file system takes (at most kMaxFileNameLetters of it), from as much of the title as that needs
    for (QChar c : title.left(4 * kMaxFileNameLetters).normalized(QString::NormalizationForm_KD)) {
        if (name.size() >= kMaxFileNameLetters) break;
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
std::function<void(const std::atomic<bool>&)> cancelProbe;  // setCancelProbe's (tests)
}  // namespace

void setCancelProbe(std::function<void(const std::atomic<bool>& cancel)> probe) { cancelProbe = std::move(probe); }

bool RenderOptions::cancelled() const {
    if (!cancel) return false;
    if (cancelProbe) cancelProbe(*cancel);
    return cancel->load(std::memory_order_relaxed);
}

QString cancelledProblem() { return QStringLiteral("cancelled"); }

QRectF withMargins(const QRectF& r, const RenderOptions& options) {
    return r.adjusted(-options.margin, -options.margin - (options.title ? 30 : 0), options.margin, options.margin);
}

QString missingPositionProblem(const Picture& picture) {
    for (const Node& n : picture.nodes())
        if (!n.position) return renderMessage(Msg::RenderNoPosition, {std::to_string(n.id)});
    return {};
}

QString pictureHeading(const Picture& picture, const Analysis& analysis) {
    const QString value = PictureRendererText::tr("value %1").arg(analysis.value);
    return picture.title.empty() ? value : displayTitle(picture.title) + QStringLiteral(" — ") + value;
}

QPen restingPen(const Analysis& analysis, std::size_t edgeIndex, LookToggles toggles, bool strong) {
    QColor classColour;
    const EdgeLook look = restingLook(edgeIndex < analysis.edges.size() ? &analysis.edges[edgeIndex] : nullptr, toggles,
                                      false, false, &classColour);
    return edgePen(look, classColour, strong ? kStrongStroke : 1.0, strong);
}

namespace {

// Every node's place and every edge's path, scene coordinates: O(E).
void layoutPaths(const Picture& picture, PictureLayout& d) {
    for (const Node& n : picture.nodes()) d.nodes[n.id] = toScene(n.position.value_or(Point{}));
    std::unordered_map<NodeId, std::vector<QPointF>> neighbours;
    for (const Edge& e : picture.edges())
        if (!e.isLoop()) {
            neighbours[e.from].push_back(d.nodes[e.to]);
            neighbours[e.to].push_back(d.nodes[e.from]);
        }
    auto places = edgeSlots(picture);
    const auto& edges = picture.edges();
    d.edges.reserve(edges.size());
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const Edge& e = edges[i];
        if (e.isLoop()) {
            QPointF p = d.nodes[e.from];
            d.edges.push_back(loopPath(p, petalDirection(p, neighbours[e.from]), places[i].index, places[i].count));
        } else {
            d.edges.push_back(edgePath(d.nodes[e.from], d.nodes[e.to], places[i].index, places[i].count, e.from < e.to));
        }
    }
}

constexpr std::size_t kLabelSlice = 2048;  // labels placed between two looks at options.cancel
std::atomic<long long> placements{0};      // labelPlacements()

}  // namespace

PictureLayout placeEdgesAndNodes(const Picture& picture) {
    PictureLayout out;
    layoutPaths(picture, out);
    QRectF r;
    for (const auto& [id, p] : out.nodes) r |= QRectF(p, QSizeF(1, 1));
    for (const auto& path : out.edges) r |= path.boundingRect();
    r |= QRectF(r.left(), 0, 1, 1);  // the ground line is always shown
    out.bounds = r;
    return out;
}

// Greedy, against a grid of what is drawn (LabelPlacer).
bool placeLabels(PictureLayout& out, const Picture& picture, const Analysis& analysis, const RenderOptions& options) {
    QRectF r = out.bounds;
    const auto& edges = picture.edges();
    if (options.labels().any()) {
        placements.fetch_add(1, std::memory_order_relaxed);
        const double s = options.textScale;
        LabelPlacer placer(80.0 * s, std::max(5.0, kWidestEdgeStroke * (options.strong ? kStrongStroke : 1.0)));
        for (std::size_t i = 0; i < out.edges.size(); ++i) placer.addEdge(static_cast<int>(i), out.edges[i]);
        for (const auto& [id, p] : out.nodes) placer.addBlock(QRectF(p.x() - kNodeRadius, p.y() - kNodeRadius, 2 * kNodeRadius, 2 * kNodeRadius));
        for (std::size_t i = 0; i < edges.size(); ++i) {
            if (i % kLabelSlice == 0 && options.cancelled()) return false;
            if (i >= analysis.edges.size() || !analysis.edges[i].standing) continue;
            QString text = labelText(analysis.edges[i], edges[i].name, options.labels());
            if (text.isEmpty()) continue;
            const QRectF natural = labelTextBox(text);
            const QRectF box(natural.topLeft() * s, natural.size() * s);
            const QSizeF plateSize = labelPlate(natural).size() * s;
            const QPointF c = placer.place(static_cast<int>(i), out.edges[i], plateSize);
            const QRectF placed = box.translated(c - box.center());
            const QRectF plate(c - QPointF(plateSize.width(), plateSize.height()) / 2, plateSize);
            out.labels.push_back({i, placed, plate, std::move(text), leaderAnchor(out.edges[i], plate)});
            r |= plate;
        }
        out.placerTests = placer.itemTests();
    }
    out.bounds = withMargins(r, options);
    return true;
}

long long labelPlacements() { return placements.load(std::memory_order_relaxed); }

PictureLayout placeDrawing(const Picture& picture, const Analysis& analysis, const RenderOptions& options) {
    PictureLayout out = placeEdgesAndNodes(picture);
    placeLabels(out, picture, analysis, options);
    return out;
}

namespace {

// At most this many edges, nodes or labels are batched into one path (one drawPath call) and painted
// between two page breaks; see paintDrawing.
constexpr std::size_t kChunk = 4096;

// Painting many glyphs (nodes, labels) in groups: each group one path (one drawPath, one element of
// an SVG). An SVG or a PDF takes them in chunks of kChunk in their order. An image of more than a chunk
// takes them by place instead, in groups whose box stays within kGroupArea: Qt's rasterizer fills a
// path at a cost that grows with its box, and a chunk in id order spans the whole picture.
// `paintGroup(from, to)` gets ranges of `order` (the indices of `at`); it returns false to stop.
constexpr double kGroupArea = 64.0 * 64.0;  // scene pixels²
template <class F>
void forGroups(const std::vector<QPointF>& at, bool image, F&& paintGroup) {
    std::vector<std::size_t> order(at.size());
    for (std::size_t k = 0; k < at.size(); ++k) order[k] = k;
    const bool byPlace = image && at.size() > kChunk;
    if (byPlace) {  // rows of cells kGroupArea large, column by column in a row
        const double cell = std::sqrt(kGroupArea);
        const auto key = [&](std::size_t k) {
            return std::make_pair(std::floor(at[k].y() / cell), std::floor(at[k].x() / cell));
        };
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
    }
    for (std::size_t from = 0; from < order.size();) {
        std::size_t to = from;
        for (QRectF box; to < std::min(from + kChunk, order.size()); ++to) {
            box |= QRectF(at[order[to]], QSizeF(1, 1));
            if (byPlace && to > from && box.width() * box.height() > kGroupArea) break;
        }
        if (!paintGroup(order, from, to)) return;
        from = to;
    }
}

// Paints a prepared drawing. Strokes and shapes of one look are drawn as one path per chunk of
// kChunk (an SVG gets one element for up to kChunk standing edges, not one per edge with its own
// style). `pageBreak`, if given, is called between chunks with the painter's state saved; it may end
// the painter and begin it again on another device (the SVG export does, so that Qt's generator never
// holds more than a chunk of the document; see writeImage). Labels never overlap each other, so
// painting their plates and texts chunk by chunk looks the same as all plates, then all texts.
void paintDrawing(QPainter& painter, const PictureLayout& drawing, const Picture& picture, const Analysis& analysis,
                  const RenderOptions& options, const std::function<void()>& pageBreak = {}) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF bounds = drawing.bounds;
    // an image (the PNG export, the window's board); a PDF, a printer and an SVG are drawn in vectors
    const bool raster = painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster;
    // Between chunks: the next page of an SVG; false when options.cancel says to stop (the painter
    // is then restored and nothing more is painted).
    auto page = [&] {
        if (pageBreak) {
            painter.restore();
            pageBreak();
            painter.save();
            painter.setRenderHint(QPainter::Antialiasing);
        }
        if (!options.cancelled()) return true;
        painter.restore();
        return false;
    };
    painter.fillRect(bounds, Qt::white);

    painter.setPen(groundPen());
    painter.drawLine(QPointF(bounds.left() + 8, 0), QPointF(bounds.right() - 8, 0));

    // The canvas's z order: edges, then nodes, then labels; each painted by the canvas's code.
    const auto& edges = picture.edges();
    // Strokes of one pen are drawn as one path per chunk, in the order the looks first appear: one
    // element per chunk in an SVG, and in a PDF of a crowd (more than a chunk of edges), whose
    // strokes one by one would be a page of many times the bytes to write and compress. An image
    // strokes an opaque pen's edges one by one instead: Qt's rasterizer fills one path of many long
    // crossing strokes with all of them active on every scan line, many times the work of filling
    // them one at a time (docs/perf-notes/polish.md); a crowd's straight edges go faster still as
    // lines (long_stroke.h). A translucent pen keeps the one path, so that its crossings are not
    // darker. A PDF of a picture of ordinary size has its opaque strokes one by one, as an image.
    const bool crowd = edges.size() > kChunk;
    const LookToggles toggles{options.classes, options.winning};
    struct Stroke {
        QPen pen;
        std::vector<std::size_t> edges;
    };
    std::vector<Stroke> strokes;
    std::map<std::tuple<QRgb, double, int>, std::size_t> strokeOf;  // (a colour's dashes go with it)
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const QPen pen = restingPen(analysis, i, toggles, options.strong);
        const auto key = std::make_tuple(pen.color().rgba(), pen.widthF(), int(pen.style()));
        auto [it, added] = strokeOf.try_emplace(key, strokes.size());
        if (added) strokes.push_back({pen, {}});
        strokes[it->second].edges.push_back(i);
    }
    for (const Stroke& stroke : strokes) {
        if (!pageBreak && stroke.pen.color().alpha() == 255 && (raster || !crowd)) {
            const bool lines = raster && crowd && stroke.pen.style() == Qt::SolidLine;
            std::vector<const QPainterPath*> chunk;
            for (std::size_t from = 0; from < stroke.edges.size(); from += kChunk) {
                chunk.clear();
                for (std::size_t k = from; k < std::min(from + kChunk, stroke.edges.size()); ++k) chunk.push_back(&drawing.edges[stroke.edges[k]]);
                if (lines) paintCrowdedEdgesInImage(painter, chunk, stroke.pen);
                else
                    for (const QPainterPath* path : chunk) paintEdgeInImage(painter, *path, stroke.pen);
                if (!page()) return;
            }
            continue;
        }
        for (std::size_t from = 0; from < stroke.edges.size(); from += kChunk) {
            QPainterPath path;
            for (std::size_t k = from; k < std::min(from + kChunk, stroke.edges.size()); ++k) path.addPath(drawing.edges[stroke.edges[k]]);
            paintEdge(painter, path, stroke.pen, false);
            if (!page()) return;
        }
    }

    const auto& nodes = picture.nodes();
    std::vector<QPointF> nodeAt;
    nodeAt.reserve(nodes.size());
    for (const Node& n : nodes) nodeAt.push_back(drawing.nodes.at(n.id));
    bool painting = true;
    forGroups(nodeAt, raster, [&](const std::vector<std::size_t>& order, std::size_t from, std::size_t to) {
        NodeGlyphs glyphs;
        for (std::size_t k = from; k < to; ++k) glyphs.add(nodeAt[order[k]], nodes[order[k]].ground);
        glyphs.paint(painter);
        return painting = page();
    });
    if (!painting) return;

    const double s = options.textScale;
    for (const auto& label : drawing.labels)  // leaders under every plate
        if (label.leader)
            paintLeader(painter, label.plate, *label.leader, options.strong, s);
    std::vector<QPointF> labelAt;
    labelAt.reserve(drawing.labels.size());
    for (const auto& label : drawing.labels) labelAt.push_back(label.textBox.center());
    forGroups(labelAt, raster, [&](const std::vector<std::size_t>& order, std::size_t from, std::size_t to) {
        std::vector<QRectF> boxes;
        std::vector<QString> texts;
        for (std::size_t k = from; k < to; ++k) {
            boxes.push_back(drawing.labels[order[k]].textBox);
            texts.push_back(drawing.labels[order[k]].text);
        }
        paintLabels(painter, boxes, texts, labelColor(options.labels()), {s, options.strong});
        return painting = page();
    });
    if (!painting) return;

    if (options.title) {
        QFont tf(QStringLiteral("DejaVu Sans"));
        tf.setPixelSize(18);
        painter.setFont(tf);
        painter.setPen(QColor(0x33, 0x33, 0x33));
        painter.drawText(QRectF(bounds.left() + 10, bounds.top() + 6, bounds.width() - 20, 28),
                         Qt::AlignLeft | Qt::AlignVCenter, pictureHeading(picture, analysis));
    }
    painter.restore();
}

}  // namespace

std::vector<QPainterPath> edgePaths(const Picture& picture) {
    PictureLayout d;
    layoutPaths(picture, d);
    return std::move(d.edges);
}

QRectF pictureBounds(const Picture& picture, const Analysis& analysis, const RenderOptions& options) {
    return placeDrawing(picture, analysis, options).bounds;
}

void paintPicture(QPainter& painter, const Picture& picture, const Analysis& analysis,
                  const RenderOptions& options) {
    paintDrawing(painter, placeDrawing(picture, analysis, options), picture, analysis, options);
}

void paintPicture(QPainter& painter, const Picture& picture, const Analysis& analysis, const PictureLayout& placed,
                  const RenderOptions& options) {
    paintDrawing(painter, placed, picture, analysis, options);
}

namespace {

// What encodePicture and exportPicture check before anything is written: every node has a position,
// the type is known, and a PNG fits its limits — drawn smaller than asked if it must (options.scale
// is then the scale it is drawn at, and `note` says so). Returns the problem ("" if none);
// `drawing` is set when there is none.
QString prepareImage(const Picture& input, const Analysis& analysis, const QString& suffix, RenderOptions& options,
                     std::optional<PictureLayout>& drawing, QString* note) {
    if (QString problem = missingPositionProblem(input); !problem.isEmpty()) return problem;
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        return renderMessage(Msg::RenderUnknownImageType, {suffix.toStdString()});
    const bool png = suffix == QLatin1String("png");
    const double wanted = options.scale;
    // (in the render library's message language: the window's, homestead-cli's --lang)
    const Language language = messageLanguage();
    const auto number = [](double x, char format, int precision) { return QString::number(x, format, precision).toStdString(); };
    const std::string limits =
        message(language, Msg::PngLimits, {"PNG", std::to_string(kMaxPngSide), number(kMaxPngPixels / 1'000'000, 'g', 6)});
    // Checked as doubles: a picture with huge coordinates must not overflow the int of a QSize.
    const auto tooSmall = [&](QSizeF size, double scale) {
        drawing.reset();
        return QString::fromStdString(message(language, Msg::PngTooSmall,
                                              {number(std::ceil(size.width() * wanted), 'f', 0),
                                               number(std::ceil(size.height() * wanted), 'f', 0), limits, number(scale, 'g', 2), "SVG"}));
    };
    // The edges and nodes first: labels only make the picture larger, so a PNG refused without them
    // is refused with them, and labels too small to read at the largest scale it could be drawn at
    // are left out (label_legibility.h), as the canvas leaves them out of its sketch.
    drawing.emplace(placeEdgesAndNodes(input));
    const QSizeF bare = withMargins(drawing->bounds, options).size();
    const double largest = png ? pngScale(bare, wanted) : 1.0;  // an SVG is drawn at the screen's size
    if (png && largest < kLeastPngScale) return tooSmall(bare, largest);
    if (!labelsReadableAt(largest, options.textScale)) options = withoutLabels(options);
    if (!placeLabels(*drawing, input, analysis, options)) {
        drawing.reset();
        return cancelledProblem();
    }
    if (!png) return {};
    const QSizeF size = drawing->bounds.size();
    const double scale = pngScale(size, wanted);
    if (scale >= wanted) return {};
    if (scale < kLeastPngScale) return tooSmall(size, scale);
    options.scale = scale;
    if (note)
        *note = QString::fromStdString(message(language, Msg::PngDrawnSmaller,
                                               {number(scale, 'g', 3), number(wanted, 'g', 3), number(std::ceil(size.width() * scale), 'f', 0),
                                                number(std::ceil(size.height() * scale), 'f', 0), limits}));
    return {};
}

// Writes a prepared drawing as PNG or SVG to `out` (an SVG streams there as it is made, so an
// export never holds the document's bytes in memory). Returns the problem ("" if none).
QString writeImage(QIODevice& out, const PictureLayout& drawing, const Picture& input, const Analysis& analysis,
                   const QString& suffix, const RenderOptions& options) {
    const QRectF bounds = drawing.bounds;
    if (suffix == QLatin1String("png")) {
        const double width = std::ceil(bounds.width() * options.scale), height = std::ceil(bounds.height() * options.scale);
        QImage image(QSize(int(width), int(height)), QImage::Format_ARGB32_Premultiplied);
        if (image.isNull())
            return renderMessage(Msg::RenderNoMemoryForImage,
                                 {QStringLiteral("%1").arg(width).toStdString(), QStringLiteral("%1").arg(height).toStdString()});
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.scale(options.scale, options.scale);
        painter.translate(-bounds.topLeft());
        paintDrawing(painter, drawing, input, analysis, options);
        painter.end();
        if (options.cancelled()) return cancelledProblem();
        // Encoded in memory first: libpng writing to a full disk prints its own line on stderr.
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        if (!image.save(&buffer, "PNG")) return renderMessage(Msg::RenderImageNotEncoded, {"PNG"});
        if (out.write(png) != png.size()) return renderMessage(Msg::RenderImageNotWritten, {"PNG"});
        return {};
    }
    // Qt's generator keeps the whole body in memory as UTF-16 until end() and copies it twice while
    // writing it out (many times the file's size at peak). So each chunk is
    // painted on a generator of its own (a "page"), and the pages' bodies are written one after
    // another inside the first page's header: one document, in bounded memory. Every body sits in
    // groups with their own absolute transforms, so bodies can be joined; a page whose header is not
    // the first one's (e.g. it has definitions, which this drawing never makes) is refused.
    QByteArray page;
    QByteArray header;  // the first page's, up to and including the root <g ...> line
    QBuffer buffer(&page);
    std::optional<QSvgGenerator> svg;
    QPainter painter;
    QString problem;
    auto begin = [&] {
        page.clear();
        buffer.open(QIODevice::WriteOnly);
        svg.emplace();
        svg->setOutputDevice(&buffer);
        // the nominal size in pixels, kept within int; the view box carries the real extent
        svg->setSize(QSize(int(std::min(bounds.width(), 1e9)), int(std::min(bounds.height(), 1e9))));
        svg->setViewBox(QRectF(QPointF(0, 0), bounds.size()));
        svg->setTitle(displayTitle(input.title));
        svg->setDescription(PictureRendererText::tr("Hackenbush picture drawn by Homestead"));
        if (!painter.begin(&*svg)) return false;
        painter.translate(-bounds.topLeft());
        return true;
    };
    // Ends the page and writes its body (with the header first, on the first page; with the
    // trailer, on the last).
    auto flush = [&](bool last) {
        painter.end();
        buffer.close();
        static const QByteArray trailer("</g>\n</svg>\n");
        const qsizetype defs = page.indexOf("</defs>\n");
        const qsizetype root = defs < 0 ? -1 : page.indexOf(">\n", page.indexOf("<g ", defs));
        if (root < 0 || !page.endsWith(trailer)) {
            problem = renderMessage(Msg::RenderDrawingUnexpectedOutput, {"SVG"});
            return;
        }
        const qsizetype bodyFrom = root + 2;
        if (header.isEmpty()) {
            header = page.left(bodyFrom);
            if (out.write(header) != header.size()) problem = renderMessage(Msg::RenderDrawingNotWritten, {"SVG"});
        } else if (QByteArrayView(page.constData(), bodyFrom) != QByteArrayView(header)) {
            problem = renderMessage(Msg::RenderDrawingPagesDiffer, {"SVG"});
            return;
        }
        const qsizetype bodyTo = last ? page.size() : page.size() - trailer.size();
        if (out.write(page.constData() + bodyFrom, bodyTo - bodyFrom) != bodyTo - bodyFrom)
            problem = renderMessage(Msg::RenderDrawingNotWritten, {"SVG"});
    };
    if (!begin()) return renderMessage(Msg::RenderDrawingNotEncoded, {"SVG"});
    paintDrawing(painter, drawing, input, analysis, options, [&] {
        if (!problem.isEmpty()) return;  // painting goes on into the last page; nothing more is written
        flush(false);
        // A new page even when the write failed: painting goes on into it (and is dropped), so the
        // painter is never used ended (Qt would print warnings, a second line on the CLI's stderr).
        if (!begin() && problem.isEmpty()) problem = renderMessage(Msg::RenderDrawingNotEncoded, {"SVG"});
    });
    if (problem.isEmpty() && options.cancelled()) problem = cancelledProblem();
    if (problem.isEmpty()) flush(true);
    else if (painter.isActive()) painter.end();
    return problem;
}

}  // namespace

bool encodePicture(const Picture& input, const Analysis& analysis, const QString& path,
                   const RenderOptions& options, QByteArray* bytes, QString* error, QString* note) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    RenderOptions fitted = options;
    std::optional<PictureLayout> drawing;
    QString problem = prepareImage(input, analysis, suffix, fitted, drawing, note);
    if (problem.isEmpty()) {
        QBuffer buffer(bytes);
        buffer.open(QIODevice::WriteOnly);
        problem = writeImage(buffer, *drawing, input, analysis, suffix, fitted);
    }
    if (problem.isEmpty()) return true;
    if (error) *error = fileProblem(path, problem);
    return false;
}

bool exportPicture(const Picture& input, const Analysis& analysis, const QString& path,
                   const RenderOptions& options, QString* error, bool* writeFailed, QString* note) {
    if (writeFailed) *writeFailed = false;
    const QString suffix = QFileInfo(path).suffix().toLower();
    RenderOptions fitted = options;
    std::optional<PictureLayout> drawing;
    if (const QString problem = prepareImage(input, analysis, suffix, fitted, drawing, note); !problem.isEmpty()) {
        if (error) *error = fileProblem(path, problem);
        return false;
    }
    // Streamed into the safe writer: the image's bytes are never all in memory at once.
    return writeFileSafelyStreaming(
        path,
        [&](QIODevice& out, QString* problem) {
            *problem = writeImage(out, *drawing, input, analysis, suffix, fitted);
            return problem->isEmpty();
        },
        error, writeFailed);
}

double pngScale(QSizeF size, double wanted) {
    const auto fits = [&](double scale) {
        const double width = std::ceil(size.width() * scale), height = std::ceil(size.height() * scale);
        return width <= kMaxPngSide && height <= kMaxPngSide && width * height <= kMaxPngPixels;
    };
    if (fits(wanted)) return wanted;
    double scale = std::min({wanted, kMaxPngSide / size.width(), kMaxPngSide / size.height(),
                             std::sqrt(kMaxPngPixels / (size.width() * size.height()))});
    while (scale > 0 && !fits(scale)) scale *= 0.999;  // the pixels rounded up: a hair less
    return scale;
}

}  // namespace homestead::render
