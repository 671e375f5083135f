// A picture with its numbers as a standalone LaTeX file (TikZ), for handouts and papers: the same
// drawing as the canvas and the PNG/SVG export — the geometry of picture_geometry.h (repeated edges
// as arcs, loops as petals), the numbers where placeDrawing() places them, the dotted ground line,
// the palette of picture_style.h — written as TikZ paths and nodes in picture units (y up, the ground
// at y = 0). Only `article` and `tikz` are needed (Debian: texlive-latex-base, texlive-pictures): the
// page is sized to the drawing with \pdfpagewidth/\pdfpageheight, so `pdflatex FILE.tex` makes a
// one-page PDF of just the picture. Each edge and each number carries a comment with the edge's id,
// so a reader (or a test) can match them; the tikzpicture can be pasted into another document.
// Cost: O(E) after the label placement of placeDrawing().
//
//   QString error;
//   if (!exportTikz(door, analyse(door), "door.tex", {}, &error)) qWarning() << error;
#pragma once

#include "picture_renderer.h"

#include <QByteArray>
#include <QString>

namespace homestead::render {

// Text made safe for LaTeX's text mode with only article's fonts (OT1): the ten special characters
// become commands, accented Latin letters become accent commands ("é" → "\'{e}"), dashes, quotes
// and a few symbols (·, ⊕, ×) their TeX forms, control characters a space, and any other character
// that article cannot typeset "?" — so every title compiles.
QString texEscape(const QString& text);

// The whole .tex file (UTF-8). Every node needs a position.
QByteArray tikzDocument(const Picture& picture, const Analysis& analysis, const RenderOptions& options = {});

// tikzDocument() written through writeFileSafely (safe_file_writer.h): nothing partial is left on
// a full disk. Returns false and sets `error` ("PATH: problem"); `writeFailed` (if given) tells a
// failed write from a picture that cannot be drawn (a node without a position).
bool exportTikz(const Picture& picture, const Analysis& analysis, const QString& path, const RenderOptions& options = {},
                QString* error = nullptr, bool* writeFailed = nullptr);

}  // namespace homestead::render
