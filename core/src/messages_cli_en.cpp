// The English of homestead-cli's usage errors and failures, of Welter's bad squares (welter.h) and of
// the Python module's own errors, and of an ordinal or an animating step that cannot be read: what
// they always said, so scripts that read them keep working. Options (--target) and what a user types
// ('homestead-cli welter 0 2 5 7') stay as they are in every language; the placeholders (FILE,
// STRING) are translated as in the help (messages_cli_help_xx.cpp).
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kEnglishCli[] = {
    // welter.h: squares
    {Msg::WelterSquareTwice, "square {1} appears twice (at most one coin per square)"},
    {Msg::WelterSquareNegative, "square {1} is negative (squares are 0, 1, 2, ...)"},
    {Msg::WelterSquareTooLarge, "square {1} is 2^62 or more (squares must be below 2^62)"},
    {Msg::WelterEmptySquare, "empty square (expected a natural number)"},
    {Msg::WelterNotASquare, "{1} is not a square (expected a natural number)"},
    {Msg::WelterNumber, "number {1}"},
    {Msg::WelterNotASquareShort, "not a square"},
    {Msg::WelterSquareTwiceShort, "square {1} appears twice"},
    // homestead-cli: the command line as a whole
    {Msg::UseNoCommand, "no command given (try 'homestead-cli --help')"},
    {Msg::UseUnknownCommand, "unknown command {1} (try 'homestead-cli --help')"},
    {Msg::UseCannotWrite, "cannot write the output to standard output"},
    {Msg::UseNoMemory, "not enough memory for this input and its answer on this machine"},
    {Msg::UseUsageLine, "usage: homestead-cli {1}"},
    {Msg::UseUnknownOptionSee, "unknown option {1} (see 'homestead-cli {2} --help')"},
    {Msg::UseUnknownOptionTry, "unknown option {1} (try 'homestead-cli help {2}')"},
    {Msg::UseUnknownArgumentSee, "unknown argument {1} (see 'homestead-cli {2} --help')"},
    {Msg::UseNeedsValue, "{1} needs a value"},
    {Msg::UseNeedsValueSee, "{1} needs a value (see 'homestead-cli {2} --help')"},
    // the picture a command reads
    {Msg::UseCgsuiteNeedsString, "--cgsuite needs a string, e.g. --cgsuite ':Geee:G'"},
    {Msg::UseCgsuiteFileNeedsName, "--cgsuite-file needs a file name, or '-' for standard input"},
    {Msg::UseOnePicture, "give one picture (a FILE, --cgsuite STRING or --cgsuite-file F), not two"},
    {Msg::UseOnePictureExtra, "give one picture (a FILE, --cgsuite STRING or --cgsuite-file F), not two ({1} is extra)"},
    {Msg::UseNoPicture, "no picture given: name a FILE or use --cgsuite STRING or --cgsuite-file F"},
    {Msg::UseStandardInput, "standard input"},
    {Msg::UseStandardInputAt, "standard input, {1}"},
    {Msg::UseArgument, "argument {1}"},
    {Msg::UseNotWithValue, "{1} does not go with --value, which takes picture files only (try 'homestead-cli help analyse')"},
    {Msg::UseNoPictureFiles, "no picture given: name one FILE or more"},
    // welter, nim, animating
    {Msg::UseTargetNeedsValue, "--target needs a value (--target N)"},
    {Msg::UseNotNaturalNumber, "--target {1} is not a natural number"},
    {Msg::UseTransfiniteFiniteOnly, "--misere, --target and '-' are for finite squares only"},
    {Msg::UseNoSquares, "no squares given (e.g. 'homestead-cli welter 0 2 5 7', or '-' for stdin)"},
    {Msg::UseNoTransfiniteCoins, "no coins given (e.g. 1 'w*2+4' 'w^2+w*5+25')"},
    {Msg::UseNoHeaps, "no heaps given (e.g. 'homestead-cli nim 3 5 7')"},
    {Msg::UseNotHeapSize, "argument {1} {2} is not a heap size (a natural number below 2^63; ordinals need --transfinite)"},
    {Msg::UseNoSteps, "no steps given (e.g. 'homestead-cli animating -2 ^3 +3 ^5')"},
    // explain
    {Msg::UseEdgeNotId, "--edge {1} is not an edge id (a non-negative integer)"},
    {Msg::UseEdgeRequired, "--edge ID is required (the edge to explain)"},
    {Msg::UseNoSuchEdge, "the picture has no edge with this id"},
    // exercises
    {Msg::UseKindNotOne, "--kind {1} is not one of hackenbush, welter, nim, animating, transfinite"},
    {Msg::UseNotCount, "{1} {2} is not a number of exercises (1 to 100)"},
    {Msg::UseNotSeed, "{1} {2} is not a seed (a natural number below 2^64)"},
    {Msg::UseNotEdgeRange, "--edges {1} is not an edge range such as 4..10"},
    {Msg::UseSheetAndJson, "give either -o SHEET.pdf or --json, not both"},
    {Msg::UseSheetOrJson, "missing -o SHEET.pdf or --json"},
    {Msg::UseSheetPdf, "-o {1}: the sheet must end in .pdf"},
    {Msg::UseBuiltWithoutDrawing, "this homestead-cli was built without drawing (HOMESTEAD_BUILD_GUI off): use --json"},
    // convert, render
    {Msg::UseConvertMissingOut, "missing -o OUT.json, OUT.edges or OUT.dot"},
    {Msg::UseConvertOutSuffix, "-o {1}: the output must end in .json, .edges or .dot"},
    {Msg::UseRenderMissingOut, "missing -o OUT ({1})"},
    {Msg::UseRenderOutSuffix, "-o {1}: the file must end in {2}"},
    {Msg::UseRenderAnalysisPdf, "--analysis adds a page to a PDF; use -o OUT.pdf"},
    // the Python module
    {Msg::PyExpectedPair, "{1}: expected a pair (u, v) of node ids, got {2}"},
    {Msg::PyUnknownFormat, "format {1}: expected 'json', 'edges' or 'cgsuite' (or None: by the file's name)"},
    {Msg::PyValuesItem, "values(): item {1}"},
    {Msg::PyValuesNotPicture, "values(): item {1} is neither a Picture nor a CGSuite string: {2}"},
    {Msg::PyMisereSquares, "misère play is for finite squares only"},
    {Msg::PyMisereOrTarget, "give misere or target, not both"},
    {Msg::PyMisereTargetSquares, "misère play and targets are for finite squares only"},
    {Msg::PyTargetNegative, "target {1} is negative"},
    {Msg::PyIsNegative, "{1}: {2} is negative"},
    {Msg::PyMisereHeaps, "misère play is for finite heaps only"},
    {Msg::PyExpectedInteger, "{1}: expected an integer, got {2}"},
    {Msg::PyOutOfRange, "{1}: {2} is out of range ({3} to {4})"},
    {Msg::PyNoSuchEdge, "the picture has no edge {1}"},
    {Msg::PyTooManyEdges, "{1} edges: a picture holds at most {2}"},
    {Msg::PyNodeIdNegative, "{1}: node id {2} is negative"},
    {Msg::PyNodeNotInGraph, "ground: node {1} is not in the graph"},
    // ordinal.h and animating.h: an ordinal or a step that cannot be read
    {Msg::OrdinalAt, "ordinal {1}, column {2}"},
    {Msg::OrdinalNegativeNumber, "a negative number (powers of w and coefficients are natural numbers)"},
    {Msg::OrdinalExpectedNumber, "expected a number"},
    {Msg::OrdinalNumberTooLarge, "number too large (coefficients must be below 2^62)"},
    {Msg::OrdinalExponentTooLarge, "exponent too large"},
    {Msg::OrdinalIsNegative, "ordinal {1} is negative"},
    {Msg::OrdinalCoefficientNegative, "ordinal coefficient {1} is negative"},
    {Msg::OrdinalEmpty, "empty (expected an ordinal such as w^2*3+w*4+16)"},
    {Msg::OrdinalCoefficientAfter, "write the coefficient after the power of w (w*3, not 3*w)"},
    {Msg::OrdinalExpectedTerm, "expected a term such as w^2*3, w*4, w or 16"},
    {Msg::OrdinalPowerTooLarge, "power of w too large (at most 1000)"},
    {Msg::OrdinalDecreasing, "terms must come in decreasing powers of w"},
    {Msg::OrdinalExpectedPlus, "expected '+' or the end"},
    {Msg::AnimatingStepAt, "step {1} {2}"},
    {Msg::AnimatingAmountNegative, "step amount {1} of + or - is negative"},
    {Msg::AnimatingBellTooOften, "the + and - steps ring the bell too often to find the poles (amount times position in the list adds up to more than {1})"},
    {Msg::AnimatingExpectedStep, "expected +N, -N or ^N"},
    {Msg::AnimatingAmountNatural, "the amount must be a natural number (no sign after the operator)"},
    {Msg::AnimatingExpectedStepNumber, "expected +N, -N or ^N with N a number"},
    {Msg::AnimatingAmountTooLarge, "the amount is too large"},
    {Msg::AnimatingNoSteps, "no steps (expected something like \"-2 ^3 +3 ^5\")"},
};

}  // namespace

std::span<const MessageTemplate> englishCliMessages() { return kEnglishCli; }

}  // namespace homestead
