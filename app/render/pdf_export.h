// A handout of a picture (File → Export PDF…, File → Print…, `homestead-cli render -o OUT.pdf`): page 1
// is the picture with its numbers, drawn by the one painting code of the canvas and the PNG/SVG
// export (paintPicture), under a title and the outcome sentence, with a legend for every mark and
// number it shows (handout_legend.h); page 2, when asked for, is the worked analysis of worked_analysis.h: the garden
// (drawn by paintGarden, as the Garden tab draws it), the value in binary columns and each winning
// move with its reason. Every sentence comes from the core. The same function paints the PDF and a
// printer's pages (a print preview is the PDF), in points, on any QPagedPaintDevice; a long list
// that does not fit its page is cut with "…", never drawn off the page.
// Cost: O(E) to lay out and paint, after the label placement (one, placeHandoutPicture).
//
//   QString error;
//   if (!exportPdf(*PictureAnalysis::of(door), "door.pdf", {.analysisPage = true}, &error)) ...
#pragma once

#include "picture_renderer.h"

#include "homestead/picture_analysis.h"

#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QString>

namespace homestead::render {

// 1, or 2 with options.analysisPage.
int handoutPageCount(const RenderOptions& options);

// What page 1 draws: `options` without the picture's title (the page has its own), and without
// numbers when they could not be read even across the page's longer side (label_legibility.h: a
// 10^5-edge picture fitted on A4 shows its edges and nodes, as the canvas's sketch does, and the
// legend then explains no numbers).
RenderOptions handoutPictureOptions(const PictureAnalysis& artifact, const RenderOptions& options);

// Page 1's picture, placed once: what it draws (handoutPictureOptions) and where (placeDrawing).
// The page's orientation and the painting both take it, so a handout places its labels once.
struct HandoutPicture {
    RenderOptions options;
    PictureLayout layout;
};
HandoutPicture placeHandoutPicture(const PictureAnalysis& artifact, const RenderOptions& options);

// A4 with 15 mm margins, landscape when the picture is wider than tall.
QPageLayout handoutPageLayout(const HandoutPicture& picture);

// Paints the handout on `device` (its page layout as it is: a printer's may be the user's choice),
// with `painter` active on it; starts each page after the first with device.newPage(). Returns the
// number of pages painted (handoutPageCount(options)). `picture` is placeHandoutPicture(artifact,
// options). Every node needs a position.
int paintHandout(QPainter& painter, QPagedPaintDevice& device, const PictureAnalysis& artifact, const RenderOptions& options,
                 const HandoutPicture& picture);

// The handout as a vector PDF (QPdfWriter), streamed through writeFileSafelyStreaming: a full disk
// leaves no partial file and an existing file untouched. Returns false and sets `error` ("PATH:
// problem"); `writeFailed` (if given) tells a failed write from a picture that cannot be drawn.
bool exportPdf(const PictureAnalysis& artifact, const QString& path, const RenderOptions& options = {}, QString* error = nullptr,
               bool* writeFailed = nullptr);

}  // namespace homestead::render
