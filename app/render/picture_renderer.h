// Drawing a Hackenbush picture with its numbers (QPainter): the images exported by the application
// and written by `homestead-cli render`. Nodes, edges and labels are painted by the canvas's own
// painting code (picture_style.h), so an export is the canvas: a dotted ground line, green edges
// with their stresses (and weights, class colours and winning moves when the options ask for them),
// floating edges faded and without numbers.
//
// Cost: O(E) to build the paths plus the label search, which checks each label against the
// edges and labels near it (LabelPlacer's grids: O(1) tests a label). Labels too small to read at
// the image's scale are neither placed nor drawn (label_legibility.h); a PNG that would be refused
// is refused before any label is placed.
//
//   Picture door = ...;
//   QString error;
//   if (!exportPicture(door, analyse(door), "door.svg", {}, &error)) qWarning() << error;
#pragma once

#include "picture_style.h"

#include "homestead/analysis.h"
#include "homestead/messages.h"
#include "homestead/picture.h"

#include <QPainter>
#include <QPainterPath>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <atomic>
#include <functional>
#include <optional>
#include <unordered_map>
#include <vector>

namespace homestead::render {

// What the image shows. The window's export passes the canvas's toggles (stresses, W, N, C, M); the
// command line keeps stresses only unless asked.
struct RenderOptions {
    bool stresses = true;    // label each standing edge with its stress
    bool weights = false;    // ... and/or with its weight
    bool classes = false;    // each concyclic class in its own colour and dashes
    bool winning = false;    // winning moves in thick orange dashes
    bool names = false;      // label each standing edge with its name first ("c", "c: 5"): the canvas's N, exercise sheets
    bool title = true;       // the picture's title and value above it
    double scale = 1.0;      // output pixels per scene pixel (PNG)
    double textScale = 1.0;  // labels this many times their natural size (the window's text size)
    bool strong = false;     // presentation mode's high contrast: opaque rimmed plates, darker text, thicker strokes
    double margin = 40.0;    // scene pixels around the picture
    bool analysisPage = false;  // PDF and print: a second page with the worked analysis (pdf_export.h)
    Language language = Language::English;  // the handout's sentences (the window's language; homestead-cli: --lang's)
    // Set (the window's exports): when it turns true the export stops between slices of its work (a
    // few thousand labels or strokes) and writes nothing; nothing is left of the file, and a file
    // already there is untouched. Never set by homestead-cli.
    const std::atomic<bool>* cancel = nullptr;
    // Whether `cancel` is set: an export looks between slices (setCancelProbe's probe sees each look).
    bool cancelled() const;
    // The same options, stopped by `flag` (FileWriter::writeCancellable's).
    RenderOptions cancelledBy(const std::atomic<bool>* flag) const {
        RenderOptions o = *this;
        o.cancel = flag;
        return o;
    }
    // What the labels show (labelText, labelColor).
    LabelContent labels() const { return {stresses, weights, names}; }
};
// Tests: `probe` is called with the flag each time an export with a flag (RenderOptions::cancel)
// looks at it, on the export's thread; it may block there, holding the export under way until the
// flag turns true. An empty probe removes it. Set it only while no export runs.
void setCancelProbe(std::function<void(const std::atomic<bool>& cancel)> probe);
// The same options with no labels (the edges and nodes alone).
inline RenderOptions withoutLabels(RenderOptions options) {
    options.stresses = options.weights = options.names = false;
    return options;
}

// The path of every edge (scene coordinates, indexed like picture.edges()) as paintPicture draws it:
// what a view needs to tell which edge was clicked. Every node must have a position.
std::vector<QPainterPath> edgePaths(const Picture& picture);

// The rectangle (scene coordinates) the drawing covers, labels and margins included. `analysis` must
// be analyse(picture) (the caller's: nothing is analysed here), for the labels' texts.
QRectF pictureBounds(const Picture& picture, const Analysis& analysis, const RenderOptions& options = {});

// Paints the picture in scene coordinates (see picture_geometry.h); the caller sets the transform.
// Every node must have a position. `analysis` must be analyse(picture).
void paintPicture(QPainter& painter, const Picture& picture, const Analysis& analysis,
                  const RenderOptions& options = {});

// The problem an export stopped by RenderOptions::cancel reports: never shown (the window that
// asked is closing), so not a message to translate.
QString cancelledProblem();
// "node 4 has no position (lay the picture out first)" for the first node without one, else "".
QString missingPositionProblem(const Picture& picture);
// The heading above an exported picture: "Hackenbush Homestead — value 10" ("value 10" untitled),
// the title cut as display_title.h says.
QString pictureHeading(const Picture& picture, const Analysis& analysis);
// The pen of edge number `edgeIndex` (as picture.edges()) at rest, with the C and M toggles given;
// `strong`: the high-contrast theme's (its colours, kStrongStroke times as thick).
QPen restingPen(const Analysis& analysis, std::size_t edgeIndex, LookToggles toggles, bool strong = false);

// What is drawn, placed once, in scene coordinates: what paintPicture paints (a handout places its
// picture once, sizes its page by it and paints it), and what writers that paint by other means
// (the TikZ export) take, so they place every edge, node and number exactly where the canvas does.
struct DrawnLabel {
    std::size_t edge = 0;  // index into picture.edges()
    QRectF textBox;        // the text's box, scaled by the text size
    QRectF plate;          // its plate: labelPlate(textBox), scaled
    QString text;
    std::optional<QPointF> leader;  // where its leader line meets its edge, if it sits away from it
};
struct PictureLayout {
    std::unordered_map<NodeId, QPointF> nodes;
    std::vector<QPainterPath> edges;  // indexed like picture.edges()
    std::vector<DrawnLabel> labels;
    QRectF bounds;                    // margins and title included
    long long placerTests = 0;        // tests the label placer made (LabelPlacer::itemTests): for tests
};
// One label placement (O(E) paths, then the placer's search): the labels if `options` ask for them.
PictureLayout placeDrawing(const Picture& picture, const Analysis& analysis, const RenderOptions& options = {});
// placeDrawing in two steps, for a caller that decides on the labels by the size of the drawing
// without them (an export leaves out numbers too small to read at its scale): the nodes and edges,
// `bounds` those of the edges and nodes alone, without margins (O(E)); then the labels, if
// `options` ask for them, and the margins. placeLabels returns false, the labels placed in part, if
// options.cancel stopped it.
PictureLayout placeEdgesAndNodes(const Picture& picture);
// `r` grown by the options' margins (and the title's band, if it is shown): what placeLabels adds.
QRectF withMargins(const QRectF& r, const RenderOptions& options);
bool placeLabels(PictureLayout& layout, const Picture& picture, const Analysis& analysis, const RenderOptions& options);
// Paints `placed` (placeDrawing's, with the same options) as paintPicture does, placing nothing.
void paintPicture(QPainter& painter, const Picture& picture, const Analysis& analysis, const PictureLayout& placed,
                  const RenderOptions& options);
// How many times this process has placed a picture's labels (placeDrawing, paintPicture, an
// export, pictureBounds with labels): tests count the placements an export makes.
long long labelPlacements();

// The largest PNG written: 16,384 pixels a side and 64 million pixels (256 MB) in all. A larger
// picture is drawn smaller, at the largest scale that fits (pngScale), unless that scale is under
// kLeastPngScale — the labels' 15-pixel type under 7 pixels high, too small to read — and then it is
// refused, naming that scale and pointing to SVG, which has no such limit.
inline constexpr int kMaxPngSide = 16384;
inline constexpr double kMaxPngPixels = 64e6;
inline constexpr double kLeastPngScale = 0.5;
// The scale a picture of `size` (scene pixels, margins and title included) is drawn at as a PNG:
// `wanted`, or the largest scale under it whose image fits the limits above.
double pngScale(QSizeF size, double wanted);

// The bytes of OUT.png or OUT.svg (the type chosen by the suffix of `path`, case-insensitive),
// encoded in memory. Every node needs a position (lay the picture out first). Returns false and
// sets `error` (naming the file and the problem) for a picture or type that cannot be drawn. A PNG
// drawn smaller than options.scale to fit its limits sets `note` (if given) to a sentence saying so.
bool encodePicture(const Picture& picture, const Analysis& analysis, const QString& path,
                   const RenderOptions& options, QByteArray* bytes, QString* error = nullptr, QString* note = nullptr);

// What encodePicture makes, streamed through writeFileSafelyStreaming (safe_file_writer.h), never
// held whole in memory (an SVG of 10^6 edges is ~1 GB): a full disk leaves no partial image and
// an existing file untouched. Returns false and sets `error` (naming the file and the problem) on
// failure; `writeFailed` (if given) tells a failed write from a picture that cannot be drawn;
// `note` as in encodePicture.
bool exportPicture(const Picture& picture, const Analysis& analysis, const QString& path,
                   const RenderOptions& options = {}, QString* error = nullptr, bool* writeFailed = nullptr,
                   QString* note = nullptr);

// The export's suggested file name (without the suffix) for a picture's title: lower case words
// joined by hyphens ("Hackenbush Homestead" → "hackenbush-homestead"); `fallback` when the title
// has no letter or digit. At most kMaxFileNameLetters characters, however long the title.
inline constexpr int kMaxFileNameLetters = 60;  // 180 bytes of UTF-8 at most for a BMP letter: under 255
QString fileNameForTitle(const QString& title, const QString& fallback);

}  // namespace homestead::render
