// One entry point for writing a picture to any file type Homestead exports, chosen by the file's
// suffix (case-insensitive): .png and .svg (picture_renderer.h), .pdf (pdf_export.h: the handout),
// .tex (tikz_export.h: standalone TikZ). Every one goes through the safe writer: nothing partial is
// ever left. Used by `homestead-cli render`; the window calls the writers themselves.
//
//   QString error;
//   exportFile(*PictureAnalysis::of(door), "door.tex", {}, &error);
#pragma once

#include "picture_renderer.h"

#include "homestead/messages.h"
#include "homestead/picture_analysis.h"

#include <QString>
#include <QStringList>

namespace homestead::render {

// The suffixes, in the order a message lists them: png, svg, pdf, tex.
const QStringList& exportSuffixes();
// ".png, .svg, .pdf or .tex", for messages (German ".png, .svg, .pdf oder .tex").
QString exportSuffixesText(Language language = Language::English);

// Writes `path` by its suffix. Returns false and sets `error` ("PATH: problem") for an unknown
// suffix, a picture that cannot be drawn or a failed write; `writeFailed` (if given) is true only
// for the last. `note` (if given) says how a written image differs from what was asked (a PNG drawn
// smaller to fit its limits: exportPicture), and is empty otherwise.
bool exportFile(const PictureAnalysis& artifact, const QString& path, const RenderOptions& options = {},
                QString* error = nullptr, bool* writeFailed = nullptr, QString* note = nullptr);

}  // namespace homestead::render
