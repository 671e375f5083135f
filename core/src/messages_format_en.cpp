// The English sentences of the file-reading errors (format_error.h): the places and problems the
// readers of pictures and CGSuite strings name (picture_json.cpp, json_text_scan.cpp,
// edge_list_reader.h, cgsuite.cpp, picture_file.cpp, text_input.cpp), and what a picture file
// cannot hold (picture_limits.cpp). They are what those readers always wrote: homestead-cli prints them, and scripts read them. Quoted words ('ground', "to",
// :A, e, -) are what a file holds, so they stay as they are in every language.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kEnglishFormat[] = {
    // places and sources
    {Msg::FormatLineColumn, "line {1}, column {2}"},
    {Msg::FormatCgsuiteColumn, "cgsuite string, column {1}"},
    {Msg::FormatCgsuiteString, "cgsuite string"},
    // text that is not JSON
    {Msg::FormatNotJson, "not JSON ({1})"},
    {Msg::FormatEmptyText, "the text is empty"},
    {Msg::FormatNotUtf8, "the text is not UTF-8 (byte {1})"},
    {Msg::FormatNestedTooDeep, "nested more than {1} levels deep"},
    {Msg::FormatBadEscape, "a bad escape in a string"},
    {Msg::FormatUnexpected, "unexpected {1}"},
    {Msg::FormatEndOfText, "the end of the text"},
    {Msg::FormatTextAfterEnd, "more text after the end: {1}"},
    {Msg::FormatControlCharacter, "a control character inside a string (write it as an escape such as \\n)"},
    {Msg::FormatUnclosedString, "a string that is never closed"},
    {Msg::FormatEndsInside, "the text ends inside an object or array"},
    {Msg::FormatNumberOutOfRange, "a number out of range ({1})"},
    // JSON values, as "found …" names them
    {Msg::FormatAnArray, "an array"},
    {Msg::FormatAnObject, "an object"},
    {Msg::FormatANumber, "a number"},
    {Msg::FormatAString, "a string"},
    {Msg::FormatABoolean, "a boolean"},
    {Msg::FormatAValue, "a value"},
    {Msg::FormatTrueOrFalse, "true or false"},
    // a picture's JSON contents
    {Msg::FormatRootNotObject, "expected an object (a homestead-picture file), found {1}"},
    {Msg::FormatKeyTwice, "the key appears twice"},
    {Msg::FormatTheId, "the id"},
    {Msg::FormatTheNodeId, "the node id"},
    {Msg::FormatIdNegative, "{1} {2} is negative"},
    {Msg::FormatIdNotInteger, "{1} must be an integer, found {2}"},
    {Msg::FormatIdTooLarge, "{1} {2} is too large"},
    {Msg::FormatCoordinateNotNumber, "a coordinate must be a number, found {1}"},
    {Msg::FormatCoordinateOutOfRange, "the coordinate {1} is out of range (at most 1e9 in size)"},
    {Msg::FormatExpectedFound, "expected {1}, found {2}"},
    {Msg::FormatNodesNotArray, "expected an array of nodes, found {1}"},
    {Msg::FormatEdgesNotArray, "expected an array of edges, found {1}"},
    {Msg::FormatVersionNotInteger, "the version must be an integer, found {1}"},
    {Msg::FormatNodeNotObject, "expected a node object, found {1}"},
    {Msg::FormatEdgeNotObject, "expected an edge object, found {1}"},
    {Msg::FormatNodeNoId, "the node has no id"},
    {Msg::FormatNodeXNoY, "the node has x but no y"},
    {Msg::FormatNodeYNoX, "the node has y but no x"},
    {Msg::FormatEdgeNoId, "the edge has no id"},
    {Msg::FormatEdgeNoFrom, "the edge has no \"from\" node"},
    {Msg::FormatEdgeNoTo, "the edge has no \"to\" node"},
    {Msg::FormatTooManyNodes, "more than {1} nodes, too many for a picture"},
    {Msg::FormatTooManyEdges, "more than {1} edges, too many for a picture"},
    {Msg::FormatNotAPicture, "not a Homestead picture (no \"format\": \"{1}\")"},
    {Msg::FormatUnknownFormat, "unknown format \"{1}\" (expected \"{2}\")"},
    {Msg::FormatFormatNotString, "unknown format \"({1})\" (expected \"{2}\")"},
    {Msg::FormatVersionNewer, "version {1} is newer than this program reads (version {2}); update Homestead to open it"},
    {Msg::FormatVersionNotExisting, "version {1} does not exist (versions start at 1)"},
    {Msg::FormatVersionMissing, "the \"version\" is missing"},
    {Msg::FormatNodesMissing, "the \"nodes\" list is missing"},
    {Msg::FormatEdgesMissing, "the \"edges\" list is missing"},
    {Msg::FormatNodeIdTwice, "node id {1} is used twice (also {2})"},
    {Msg::FormatEdgeIdTwice, "edge id {1} is used twice (also {2})"},
    {Msg::FormatNoSuchNode, "node {1} does not exist"},
    {Msg::FormatTextTooLarge, "the text is {1} MiB, too large for a picture (the limit is {2} MiB)"},
    {Msg::FormatNulByte, "a NUL byte (not a text file)"},
    // edge lists
    {Msg::FormatNodeIdNotInteger, "a node id must be a non-negative integer, found {1}"},
    {Msg::FormatGroundNamesNoNode, "the ground line names no node (write 'ground' and the ids of the base nodes)"},
    {Msg::FormatEdgeNeedsTwoIds, "an edge needs two node ids, found one (write 'u v', or 'ground a b …' for base nodes)"},
    {Msg::FormatExtraText, "extra text {1} after the edge (one edge 'u v' a line; '#' starts a comment)"},
    // CGSuite strings
    {Msg::FormatBlueEdge, "blue edge 'l' — only green Hackenbush is supported"},
    {Msg::FormatRedEdge, "red edge 'r' — only green Hackenbush is supported"},
    {Msg::FormatColonNeedsName, "':' must be followed by a name (:A or :{name})"},
    {Msg::FormatBraceUnclosed, "'{' without its '}'"},
    {Msg::FormatEmptyName, "an empty name ':{}'"},
    {Msg::FormatNameExpected, "expected a name after ':' (a letter, a digit or {name}), found {1}"},
    {Msg::FormatSemicolonOutside, "';' outside a branch '(...)'"},
    {Msg::FormatCloseWithoutOpen, "')' without its '('"},
    {Msg::FormatUnexpectedInCgsuite, "unexpected {1} (expected e, -, :A, :{name}, '(', ';' or ')')"},
    {Msg::FormatOpenWithoutClose, "'(' without its ')'"},
    {Msg::FormatCgsuiteTooLong, "{1} characters, too long for a picture (the limit is {2})"},
    // picture files by name
    {Msg::FormatDotNotRead, "GraphViz DOT is written, not read (open a .json or .edges picture)"},
    // files and streams
    {Msg::FormatFileTooLarge, "the file is {1}, too large for {2} (the limit is {3})"},
    {Msg::FormatBytes, "{1} bytes"},
    {Msg::FormatLargerThan, "larger than {1}"},
    {Msg::FormatAPicture, "a picture"},
    {Msg::FormatACgsuiteString, "a CGSuite string"},
    {Msg::FormatCannotOpen, "cannot open the file ({1})"},
    {Msg::FormatNoSuchFile, "it does not exist"},
    {Msg::FormatNotAFolder, "a part of the path is not a folder"},
    {Msg::FormatLinkLoop, "a loop of symbolic links"},
    {Msg::FormatPermissionDenied, "permission denied"},
    {Msg::FormatNameTooLong, "the name is too long"},
    {Msg::FormatTooManyOpen, "too many files are open"},
    {Msg::FormatNoMemory, "not enough memory"},
    {Msg::FormatIsDirectory, "it is a directory"},
    {Msg::FormatIsFifo, "it is a named pipe (FIFO), not a regular file"},
    {Msg::FormatIsDevice, "it is a device, not a regular file"},
    {Msg::FormatIsBlockDevice, "it is a block device, not a regular file"},
    {Msg::FormatIsSocket, "it is a socket, not a regular file"},
    {Msg::FormatNotRegular, "it is not a regular file"},
    {Msg::FormatNoFileName, "cannot open a file without a name"},
    {Msg::FormatReadingFileFailed, "reading the file failed ({1})"},
    {Msg::FormatStreamTooLarge, "more than {1}, too large (the limit is {2})"},
    {Msg::FormatReadingFailed, "reading failed"},
    // what a picture file cannot hold (picture_limits.cpp)
    {Msg::LimitNodes, "{1} nodes, more than the {2} a picture file can hold"},
    {Msg::LimitEdges, "{1} edges, more than the {2} a picture file can hold"},
    {Msg::LimitCoordinate, "node {1}: {2} = {3} is beyond the ±1e9 a picture file can hold"},
};

}  // namespace

std::span<const MessageTemplate> englishFormatMessages() { return kEnglishFormat; }

}  // namespace homestead
