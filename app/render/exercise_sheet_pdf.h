// An exercise sheet as a PDF: the questions on the first pages — each Hackenbush picture
// drawn by the one painting code (picture_renderer.h) with its edges named a, b, c, … and no numbers,
// Welter positions as a strip of squares with coins, Nim positions as rows of counters, animating
// functions and transfinite positions (ordinals) written out in the question line — then, from a
// new page, the answer key: the value and the winning moves of each exercise, the worked reasoning,
// and the picture again with its stresses and its winning moves in thick orange dashes (Welter: the
// coins that win ringed in dashes, their target squares green). A4 portrait, vector, with a footer giving the seed so the
// sheet can be made again. Written through writeFileSafelyStreaming: nothing partial is ever left.
// Cost: O(total edges) plus one label placement per picture.
//
//   QString error;
//   if (!writeExerciseSheetPdf(exercises::makeSheet(options), "sheet.pdf", &error)) report(error);
#pragma once

#include "homestead/exercises.h"

#include <QString>

#include <vector>

namespace homestead::render {

// Which exercises go on which page: question pages first, then answer pages (indices into
// sheet.exercises). Needs a QGuiApplication (fonts).
struct SheetPlan {
    std::vector<std::vector<int>> questionPages;
    std::vector<std::vector<int>> answerPages;
    int pageCount() const { return static_cast<int>(questionPages.size() + answerPages.size()); }
};
SheetPlan planExerciseSheet(const exercises::Sheet& sheet);

// "Exercise sheet: Hackenbush" (the heading of the first page and the PDF's title).
QString exerciseSheetTitle(const exercises::Sheet& sheet);

// Writes the sheet to `path` (a .pdf). Returns false and sets `error` ("PATH: what happened") if it
// cannot be written; the old file, if any, is then untouched. `writeFailed` as in exportPicture.
bool writeExerciseSheetPdf(const exercises::Sheet& sheet, const QString& path, QString* error = nullptr,
                           bool* writeFailed = nullptr);

}  // namespace homestead::render
