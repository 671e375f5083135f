// The English of the errors the core's own types throw (PictureError, SearchTooLarge, ExerciseError), of
// the rules' reasons for refusing a move (IllegalMove), of homestead-cli's animating labels, of what a
// file write met (app/render's safe_file_writer) and of what app/render meets as it draws: what they
// always said, so scripts that read them keep working. The reasons a write failed are the system's own
// words (strerror), as they always were.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kEnglishErrors[] = {
    // picture.h, explanation.h
    {Msg::PictureNoNode, "no node with id {1}"},
    {Msg::PictureNoEdge, "no edge with id {1}"},
    {Msg::PictureNodeIdNegative, "node id {1} is negative"},
    {Msg::PictureEdgeIdNegative, "edge id {1} is negative"},
    {Msg::PictureNodeIdTaken, "node id {1} is taken"},
    {Msg::PictureEdgeIdTaken, "edge id {1} is taken"},
    {Msg::PictureNodePlace, "node {1}: place {2} is out of order or range"},
    {Msg::PictureEdgePlace, "edge {1}: place {2} is out of order or range"},
    {Msg::PictureEdgeFloating,
     "edge {1} is floating (not connected to the ground): it has no stress and takes no part in the game"},
    {Msg::PictureEdgeNotStanding, "edge {1} is not a standing edge of the picture"},
    // the rules: why a move is refused
    {Msg::RuleGameOver, "the game is over: no move is left"},
    {Msg::RuleEdgeNotInPosition, "edge {1} is not in the position"},
    {Msg::RuleEdgeNotStanding, "edge {1} is not connected to the ground, so it cannot be chopped"},
    {Msg::RuleNoHeap, "there is no heap {1} (there are {2})"},
    {Msg::RuleHeapHas, "heap {1} has {2}, not {3}"},
    {Msg::RuleTakeAtLeastOne, "a move must take at least one counter"},
    {Msg::RuleHeapBelowZero, "a heap cannot have fewer than 0 counters"},
    {Msg::RuleRetreatsOff, "counters can only be taken away (retreats are off)"},
    {Msg::RuleRetreatLimit, "the counter in column {1} can retreat only to a gap of {2} (the edge of the board)"},
    {Msg::RuleNoCoinOnSquare, "no coin on square {1}"},
    {Msg::RuleSquareNegative, "square {1} is negative"},
    {Msg::RuleSlidesLeft, "a coin only slides left, to a smaller square"},
    {Msg::RuleSquareOccupied, "square {1} is occupied"},
    {Msg::RuleIllegalWelterMove, "illegal move {1} -> {2}"},
    {Msg::RuleNoCoinOnOrdinal, "no coin stands on {1}"},
    {Msg::RuleSmallerOrdinal, "a coin moves only to a smaller ordinal, and {1} is not below {2}"},
    {Msg::RuleSquareTaken, "square {1} is taken: two coins may not share a square"},
    // search.h
    {Msg::SearchTooManyEdges, "the picture has {1} standing edges; exhaustive search is limited to {2}"},
    {Msg::SearchGaveUpPositions, "gave up after {1} positions"},
    {Msg::SearchGaveUpTime, "gave up after {1} of search ({2} positions)"},
    {Msg::SearchTooLarge, "{1}; the picture is too large to search exhaustively (the limits: {2})"},
    {Msg::SearchLimits, "{1} standing edges or {2} positions"},
    {Msg::SearchLimitsTimed, "{1} standing edges, {2} positions or {3} of search"},
    {Msg::SearchSeconds, "{1} second", "{1} seconds"},
    {Msg::DigitGroups, "{1},{2}"},  // a number's digits in threes: 1,000,000
    // exercises.h
    {Msg::ExerciseCountRange, "the count must be from 1 to {1}, not {2}"},
    {Msg::ExerciseEdgeRange, "the edge range must lie within 1..{1} with the smaller first, not {2}..{3}"},
    // homestead-cli animating: the labels of its lines
    {Msg::CliAnimSteps, "steps: "},
    {Msg::CliAnimPoles, "poles: "},
    {Msg::CliAnimNoPoles, "none"},  // (poles: none)
    {Msg::CliAnimNim, "Nim: "},
    {Msg::CliAnimWelt, "Welt: "},
    {Msg::CliAnimNoWelt, "none (the Nim is not 0)"},
    // writing a file: the step that failed, then the system's reason
    {Msg::WriteIsFolder, "is a folder, not a file"},
    {Msg::WriteNotRegular, "is not a regular file (a device or a pipe); choose a file name"},
    {Msg::WriteCannotCreate, "cannot create the file: {1}"},
    {Msg::WriteCannotWrite, "cannot write the file: {1}"},
    {Msg::WriteShort, "only {1} of {2} bytes were written"},
    {Msg::WriteNotMade, "the data could not be made"},
    {Msg::WriteNotFlushed, "the data could not be flushed"},
    {Msg::WriteNotCompleted, "it could not be completed"},
    {Msg::WriteNothingWritten, "{1}; nothing was written"},
    {Msg::WriteNoFolder, "No such file or directory"},
    {Msg::WriteNotAFolder, "Not a directory"},
    {Msg::WritePermissionDenied, "Permission denied"},
    {Msg::WriteNoSpace, "No space left on device"},
    {Msg::WriteReadOnly, "Read-only file system"},
    {Msg::WriteQuota, "Disk quota exceeded"},
    {Msg::WriteFileTooLarge, "File too large"},
    {Msg::WriteIsDirectory, "Is a directory"},
    {Msg::WriteIoError, "Input/output error"},
    // a PNG too large for its limits (render); the label of homestead-cli render's note
    {Msg::PngLimits, "a {1} is limited to {2} pixels a side and {3} million in all"},
    {Msg::PngTooSmall,
     "the image would be {1} × {2} pixels; {3}, and to fit it the picture would be drawn at {4} times the screen size, too small to read its numbers (export {5} instead)"},
    {Msg::PngDrawnSmaller,
     "the picture is drawn at {1} times the screen size instead of {2}, {3} × {4} pixels: {5}"},
    {Msg::RenderNote, "note"},
    // what else app/render meets as it draws a file ({1}: the format's name, PNG, SVG or PDF, as written)
    {Msg::RenderNoPosition, "node {1} has no position (lay the picture out first)"},
    {Msg::RenderUnknownImageType, "unknown image type '.{1}' (use .png or .svg)"},
    {Msg::RenderUnknownFileType, "unknown file type '.{1}' (use {2})"},
    {Msg::RenderNoMemoryForImage, "not enough memory for a {1} × {2} image"},
    {Msg::RenderImageNotEncoded, "cannot encode the {1} image"},
    {Msg::RenderImageNotWritten, "cannot write the {1} image"},
    {Msg::RenderDrawingNotEncoded, "cannot encode the {1} drawing"},
    {Msg::RenderDrawingUnexpectedOutput, "cannot encode the {1} drawing (unexpected generator output)"},
    {Msg::RenderDrawingPagesDiffer, "cannot encode the {1} drawing (pages differ in their headers)"},
    {Msg::RenderDrawingNotWritten, "cannot write the {1} drawing"},
    {Msg::RenderDocumentNotStarted, "cannot start the {1}"},
    {Msg::RenderDocumentNotDrawn, "the {1} could not be drawn"},
};

}  // namespace

std::span<const MessageTemplate> englishErrors() { return kEnglishErrors; }

}  // namespace homestead
