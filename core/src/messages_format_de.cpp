// The German sentences of the file-reading errors (format_error.h), argument for argument as
// messages_format_en.cpp. Words as in the window: id = Nummer (Knotennummer, Kantennummer), line =
// Zeile, column = Spalte, file = Datei, picture = Bild, JSON array = Liste, string = Zeichenkette.
// What a file holds ('ground', "to", :A, e, -) and JSON's null, true and false stay as written.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kGermanFormat[] = {
    // places and sources
    {Msg::FormatLineColumn, "Zeile {1}, Spalte {2}"},
    {Msg::FormatCgsuiteColumn, "CGSuite-Zeichenkette, Spalte {1}"},
    {Msg::FormatCgsuiteString, "CGSuite-Zeichenkette"},
    // text that is not JSON
    {Msg::FormatNotJson, "kein gültiges JSON ({1})"},
    {Msg::FormatEmptyText, "der Text ist leer"},
    {Msg::FormatNotUtf8, "der Text ist kein UTF-8 (Byte {1})"},
    {Msg::FormatNestedTooDeep, "mehr als {1} Ebenen tief verschachtelt"},
    {Msg::FormatBadEscape, "eine ungültige Escape-Sequenz in einer Zeichenkette"},
    {Msg::FormatUnexpected, "unerwartet: {1}"},
    {Msg::FormatEndOfText, "das Ende des Textes"},
    {Msg::FormatTextAfterEnd, "weiterer Text nach dem Ende: {1}"},
    {Msg::FormatControlCharacter, "ein Steuerzeichen in einer Zeichenkette (schreibe es als Escape-Sequenz wie \\n)"},
    {Msg::FormatUnclosedString, "eine Zeichenkette, die nie geschlossen wird"},
    {Msg::FormatEndsInside, "der Text endet innerhalb eines Objekts oder einer Liste"},
    {Msg::FormatNumberOutOfRange, "eine Zahl außerhalb des Wertebereichs ({1})"},
    // JSON values
    {Msg::FormatAnArray, "eine Liste"},
    {Msg::FormatAnObject, "ein Objekt"},
    {Msg::FormatANumber, "eine Zahl"},
    {Msg::FormatAString, "eine Zeichenkette"},
    {Msg::FormatABoolean, "ein Wahrheitswert"},
    {Msg::FormatAValue, "ein Wert"},
    {Msg::FormatTrueOrFalse, "true oder false"},
    // a picture's JSON contents
    {Msg::FormatRootNotObject, "erwartet wurde ein Objekt (eine homestead-picture-Datei), gefunden: {1}"},
    {Msg::FormatKeyTwice, "der Schlüssel kommt zweimal vor"},
    {Msg::FormatTheId, "die Nummer"},
    {Msg::FormatTheNodeId, "die Knotennummer"},
    {Msg::FormatIdNegative, "{1} {2} ist negativ"},
    {Msg::FormatIdNotInteger, "{1} muss eine ganze Zahl sein, gefunden: {2}"},
    {Msg::FormatIdTooLarge, "{1} {2} ist zu groß"},
    {Msg::FormatCoordinateNotNumber, "eine Koordinate muss eine Zahl sein, gefunden: {1}"},
    {Msg::FormatCoordinateOutOfRange, "die Koordinate {1} liegt außerhalb des Bereichs (höchstens 1e9 im Betrag)"},
    {Msg::FormatExpectedFound, "erwartet: {1}, gefunden: {2}"},
    {Msg::FormatNodesNotArray, "erwartet wurde eine Liste von Knoten, gefunden: {1}"},
    {Msg::FormatEdgesNotArray, "erwartet wurde eine Liste von Kanten, gefunden: {1}"},
    {Msg::FormatVersionNotInteger, "die Version muss eine ganze Zahl sein, gefunden: {1}"},
    {Msg::FormatNodeNotObject, "erwartet wurde ein Knoten-Objekt, gefunden: {1}"},
    {Msg::FormatEdgeNotObject, "erwartet wurde ein Kanten-Objekt, gefunden: {1}"},
    {Msg::FormatNodeNoId, "der Knoten hat keine Nummer"},
    {Msg::FormatNodeXNoY, "der Knoten hat x, aber kein y"},
    {Msg::FormatNodeYNoX, "der Knoten hat y, aber kein x"},
    {Msg::FormatEdgeNoId, "die Kante hat keine Nummer"},
    {Msg::FormatEdgeNoFrom, "der Kante fehlt der Knoten \"from\""},
    {Msg::FormatEdgeNoTo, "der Kante fehlt der Knoten \"to\""},
    {Msg::FormatTooManyNodes, "mehr als {1} Knoten, zu viele für ein Bild"},
    {Msg::FormatTooManyEdges, "mehr als {1} Kanten, zu viele für ein Bild"},
    {Msg::FormatNotAPicture, "kein Homestead-Bild (es fehlt \"format\": \"{1}\")"},
    {Msg::FormatUnknownFormat, "unbekanntes Format \"{1}\" (erwartet: \"{2}\")"},
    {Msg::FormatFormatNotString, "unbekanntes Format \"({1})\" (erwartet: \"{2}\")"},
    {Msg::FormatVersionNewer, "Version {1} ist neuer, als dieses Programm lesen kann (Version {2}); aktualisiere Homestead, "
                              "um sie zu öffnen"},
    {Msg::FormatVersionNotExisting, "Version {1} gibt es nicht (Versionen beginnen bei 1)"},
    {Msg::FormatVersionMissing, "die Angabe \"version\" fehlt"},
    {Msg::FormatNodesMissing, "die Liste \"nodes\" fehlt"},
    {Msg::FormatEdgesMissing, "die Liste \"edges\" fehlt"},
    {Msg::FormatNodeIdTwice, "die Knotennummer {1} kommt zweimal vor (auch {2})"},
    {Msg::FormatEdgeIdTwice, "die Kantennummer {1} kommt zweimal vor (auch {2})"},
    {Msg::FormatNoSuchNode, "Knoten {1} gibt es nicht"},
    {Msg::FormatTextTooLarge, "der Text hat {1} MiB, zu viel für ein Bild (die Grenze liegt bei {2} MiB)"},
    {Msg::FormatNulByte, "ein NUL-Byte (keine Textdatei)"},
    // edge lists
    {Msg::FormatNodeIdNotInteger, "eine Knotennummer muss eine nichtnegative ganze Zahl sein, gefunden: {1}"},
    {Msg::FormatGroundNamesNoNode, "die Bodenzeile nennt keinen Knoten (schreibe 'ground' und die Nummern der Fußknoten)"},
    {Msg::FormatEdgeNeedsTwoIds, "eine Kante braucht zwei Knotennummern, gefunden wurde eine (schreibe 'u v' oder "
                                 "'ground a b …' für Fußknoten)"},
    {Msg::FormatExtraText, "überzähliger Text {1} nach der Kante (eine Kante 'u v' je Zeile; '#' beginnt einen Kommentar)"},
    // CGSuite strings
    {Msg::FormatBlueEdge, "blaue Kante 'l' — nur grünes Hackenbush wird unterstützt"},
    {Msg::FormatRedEdge, "rote Kante 'r' — nur grünes Hackenbush wird unterstützt"},
    {Msg::FormatColonNeedsName, "auf ':' muss ein Name folgen (:A oder :{name})"},
    {Msg::FormatBraceUnclosed, "'{' ohne zugehöriges '}'"},
    {Msg::FormatEmptyName, "ein leerer Name ':{}'"},
    {Msg::FormatNameExpected, "nach ':' wurde ein Name erwartet (ein Buchstabe, eine Ziffer oder {name}), gefunden: {1}"},
    {Msg::FormatSemicolonOutside, "';' außerhalb einer Verzweigung '(...)'"},
    {Msg::FormatCloseWithoutOpen, "')' ohne zugehöriges '('"},
    {Msg::FormatUnexpectedInCgsuite, "unerwartet: {1} (erwartet: e, -, :A, :{name}, '(', ';' oder ')')"},
    {Msg::FormatOpenWithoutClose, "'(' ohne zugehöriges ')'"},
    {Msg::FormatCgsuiteTooLong, "{1} Zeichen, zu lang für ein Bild (die Grenze liegt bei {2})"},
    // picture files by name
    {Msg::FormatDotNotRead, "GraphViz DOT wird nur geschrieben, nicht gelesen (öffne ein Bild als .json oder .edges)"},
    // files and streams
    {Msg::FormatFileTooLarge, "die Datei hat {1}, zu viel für {2} (die Grenze liegt bei {3})"},
    {Msg::FormatBytes, "{1} Bytes"},
    {Msg::FormatLargerThan, "mehr als {1}"},
    {Msg::FormatAPicture, "ein Bild"},
    {Msg::FormatACgsuiteString, "eine CGSuite-Zeichenkette"},
    {Msg::FormatCannotOpen, "die Datei lässt sich nicht öffnen ({1})"},
    {Msg::FormatNoSuchFile, "sie existiert nicht"},
    {Msg::FormatNotAFolder, "ein Teil des Pfads ist kein Ordner"},
    {Msg::FormatLinkLoop, "eine Schleife symbolischer Verknüpfungen"},
    {Msg::FormatPermissionDenied, "keine Berechtigung"},
    {Msg::FormatNameTooLong, "der Name ist zu lang"},
    {Msg::FormatTooManyOpen, "zu viele Dateien sind geöffnet"},
    {Msg::FormatNoMemory, "nicht genug Speicher"},
    {Msg::FormatIsDirectory, "sie ist ein Ordner"},
    {Msg::FormatIsFifo, "sie ist eine benannte Pipe (FIFO), keine gewöhnliche Datei"},
    {Msg::FormatIsDevice, "sie ist ein Gerät, keine gewöhnliche Datei"},
    {Msg::FormatIsBlockDevice, "sie ist ein Blockgerät, keine gewöhnliche Datei"},
    {Msg::FormatIsSocket, "sie ist ein Socket, keine gewöhnliche Datei"},
    {Msg::FormatNotRegular, "sie ist keine gewöhnliche Datei"},
    {Msg::FormatNoFileName, "eine Datei ohne Namen lässt sich nicht öffnen"},
    {Msg::FormatReadingFileFailed, "das Lesen der Datei ist fehlgeschlagen ({1})"},
    {Msg::FormatStreamTooLarge, "mehr als {1}, zu viel (die Grenze liegt bei {2})"},
    {Msg::FormatReadingFailed, "das Lesen ist fehlgeschlagen"},
    // what a picture file cannot hold (picture_limits.cpp)
    {Msg::LimitNodes, "{1} Knoten, mehr als die {2}, die eine Bilddatei fassen kann"},
    {Msg::LimitEdges, "{1} Kanten, mehr als die {2}, die eine Bilddatei fassen kann"},
    {Msg::LimitCoordinate, "Knoten {1}: {2} = {3} liegt jenseits der ±1e9, die eine Bilddatei fassen kann"},
};

}  // namespace

std::span<const MessageTemplate> germanFormatMessages() { return kGermanFormat; }

}  // namespace homestead
