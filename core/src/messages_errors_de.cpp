// The German of the core's own errors, the rules' reasons for refusing a move, homestead-cli's animating
// labels and what a file write met, argument for argument as messages_errors_en.cpp. Words as in the
// window: square = Feld, coin = Münze, heap = Haufen, counter = Stein, picture = Bild, edge = Kante,
// node = Knoten, id = Nummer, stress = Spannung; Nim and Welt are Conway's names and stay.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kGermanErrors[] = {
    // picture.h, explanation.h
    {Msg::PictureNoNode, "es gibt keinen Knoten mit der Nummer {1}"},
    {Msg::PictureNoEdge, "es gibt keine Kante mit der Nummer {1}"},
    {Msg::PictureNodeIdNegative, "die Knotennummer {1} ist negativ"},
    {Msg::PictureEdgeIdNegative, "die Kantennummer {1} ist negativ"},
    {Msg::PictureNodeIdTaken, "die Knotennummer {1} ist schon vergeben"},
    {Msg::PictureEdgeIdTaken, "die Kantennummer {1} ist schon vergeben"},
    {Msg::PictureNodePlace, "Knoten {1}: Platz {2} ist außer der Reihe oder außerhalb des Bereichs"},
    {Msg::PictureEdgePlace, "Kante {1}: Platz {2} ist außer der Reihe oder außerhalb des Bereichs"},
    {Msg::PictureEdgeFloating,
     "Kante {1} schwebt in der Luft (nicht mit dem Boden verbunden): Sie hat keine Spannung und spielt nicht mit"},
    {Msg::PictureEdgeNotStanding, "Kante {1} ist keine stehende Kante des Bildes"},
    // the rules: why a move is refused
    {Msg::RuleGameOver, "die Partie ist zu Ende: Es bleibt kein Zug"},
    {Msg::RuleEdgeNotInPosition, "Kante {1} ist nicht in der Stellung"},
    {Msg::RuleEdgeNotStanding, "Kante {1} ist nicht mit dem Boden verbunden und lässt sich daher nicht abhacken"},
    {Msg::RuleNoHeap, "es gibt keinen Haufen {1} (es gibt {2})"},
    {Msg::RuleHeapHas, "Haufen {1} hat {2}, nicht {3}"},
    {Msg::RuleTakeAtLeastOne, "ein Zug muss mindestens einen Stein nehmen"},
    {Msg::RuleHeapBelowZero, "ein Haufen kann nicht weniger als 0 Steine haben"},
    {Msg::RuleRetreatsOff, "Steine lassen sich nur wegnehmen (Rückzüge sind aus)"},
    {Msg::RuleRetreatLimit, "der Stein in Spalte {1} kann sich nur bis zu einer Lücke von {2} zurückziehen (dem Rand des Bretts)"},
    {Msg::RuleNoCoinOnSquare, "auf Feld {1} liegt keine Münze"},
    {Msg::RuleSquareNegative, "Feld {1} ist negativ"},
    {Msg::RuleSlidesLeft, "eine Münze rutscht nur nach links, auf ein kleineres Feld"},
    {Msg::RuleSquareOccupied, "Feld {1} ist besetzt"},
    {Msg::RuleIllegalWelterMove, "unzulässiger Zug {1} -> {2}"},
    {Msg::RuleNoCoinOnOrdinal, "auf {1} liegt keine Münze"},
    {Msg::RuleSmallerOrdinal, "eine Münze zieht nur auf eine kleinere Ordinalzahl, und {1} liegt nicht unter {2}"},
    {Msg::RuleSquareTaken, "Feld {1} ist besetzt: Zwei Münzen dürfen kein Feld teilen"},
    // search.h
    {Msg::SearchTooManyEdges, "das Bild hat {1} stehende Kanten; die vollständige Suche ist auf {2} begrenzt"},
    {Msg::SearchGaveUpPositions, "nach {1} Stellungen aufgegeben"},
    {Msg::SearchGaveUpTime, "nach {1} Suche aufgegeben ({2} Stellungen)"},
    {Msg::SearchTooLarge, "{1}; das Bild ist zu groß für eine vollständige Suche (die Grenzen: {2})"},
    {Msg::SearchLimits, "{1} stehende Kanten oder {2} Stellungen"},
    {Msg::SearchLimitsTimed, "{1} stehende Kanten, {2} Stellungen oder {3} Suche"},
    {Msg::SearchSeconds, "{1} Sekunde", "{1} Sekunden"},
    {Msg::DigitGroups, "{1}.{2}"},
    // exercises.h
    {Msg::ExerciseCountRange, "die Anzahl muss zwischen 1 und {1} liegen, nicht {2}"},
    {Msg::ExerciseEdgeRange, "der Kantenbereich muss in 1..{1} liegen, die kleinere Zahl zuerst, nicht {2}..{3}"},
    // homestead-cli animating: the labels of its lines
    {Msg::CliAnimSteps, "Schritte: "},
    {Msg::CliAnimPoles, "Pole: "},
    {Msg::CliAnimNoPoles, "keine"},  // (poles: none)
    {Msg::CliAnimNim, "Nim: "},
    {Msg::CliAnimWelt, "Welt: "},
    {Msg::CliAnimNoWelt, "keine (das Nim ist nicht 0)"},
    // writing a file
    {Msg::WriteIsFolder, "ist ein Ordner, keine Datei"},
    {Msg::WriteNotRegular, "ist keine normale Datei (ein Gerät oder eine Pipe); wähle einen Dateinamen"},
    {Msg::WriteCannotCreate, "die Datei kann nicht angelegt werden: {1}"},
    {Msg::WriteCannotWrite, "die Datei kann nicht geschrieben werden: {1}"},
    {Msg::WriteShort, "nur {1} von {2} Bytes wurden geschrieben"},
    {Msg::WriteNotMade, "die Daten konnten nicht erzeugt werden"},
    {Msg::WriteNotFlushed, "die Daten konnten nicht auf die Platte geschrieben werden"},
    {Msg::WriteNotCompleted, "es konnte nicht abgeschlossen werden"},
    {Msg::WriteNothingWritten, "{1}; es wurde nichts geschrieben"},
    {Msg::WriteNoFolder, "Datei oder Ordner existiert nicht"},
    {Msg::WriteNotAFolder, "ein Teil des Pfads ist kein Ordner"},
    {Msg::WritePermissionDenied, "keine Berechtigung"},
    {Msg::WriteNoSpace, "auf dem Datenträger ist kein Platz mehr"},
    {Msg::WriteReadOnly, "das Dateisystem ist nur lesbar"},
    {Msg::WriteQuota, "das Speicherkontingent ist erschöpft"},
    {Msg::WriteFileTooLarge, "die Datei ist zu groß"},
    {Msg::WriteIsDirectory, "es ist ein Ordner"},
    {Msg::WriteIoError, "Ein-/Ausgabefehler"},
    // a PNG too large for its limits (render); the label of homestead-cli render's note
    {Msg::PngLimits,
     "ein {1} ist auf {2} Pixel je Seite und insgesamt {3} Millionen begrenzt"},
    {Msg::PngTooSmall,
     "das Bild wäre {1} × {2} Pixel groß; {3}, und um hineinzupassen, würde das Bild in {4}-facher Bildschirmgröße gezeichnet, zu klein, um seine Zahlen zu lesen (exportiere stattdessen {5})"},
    {Msg::PngDrawnSmaller,
     "das Bild ist in {1}-facher statt {2}-facher Bildschirmgröße gezeichnet, {3} × {4} Pixel: {5}"},
    {Msg::RenderNote, "Hinweis"},
    // what else app/render meets as it draws a file ({1}: the format's name, PNG, SVG or PDF, as written)
    {Msg::RenderNoPosition, "Knoten {1} hat keinen Platz (ordne das Bild zuerst an)"},
    {Msg::RenderUnknownImageType, "unbekannter Bildtyp '.{1}' (verwende .png oder .svg)"},
    {Msg::RenderUnknownFileType, "unbekannter Dateityp '.{1}' (verwende {2})"},
    {Msg::RenderNoMemoryForImage, "nicht genug Speicher für ein Bild von {1} × {2}"},
    {Msg::RenderImageNotEncoded, "das {1}-Bild kann nicht kodiert werden"},
    {Msg::RenderImageNotWritten, "das {1}-Bild kann nicht geschrieben werden"},
    {Msg::RenderDrawingNotEncoded, "die {1}-Zeichnung kann nicht kodiert werden"},
    {Msg::RenderDrawingUnexpectedOutput, "die {1}-Zeichnung kann nicht kodiert werden (unerwartete Ausgabe des Generators)"},
    {Msg::RenderDrawingPagesDiffer, "die {1}-Zeichnung kann nicht kodiert werden (die Seiten haben verschiedene Kopfzeilen)"},
    {Msg::RenderDrawingNotWritten, "die {1}-Zeichnung kann nicht geschrieben werden"},
    {Msg::RenderDocumentNotStarted, "das {1} kann nicht begonnen werden"},
    {Msg::RenderDocumentNotDrawn, "das {1} konnte nicht gezeichnet werden"},
};

}  // namespace

std::span<const MessageTemplate> germanErrors() { return kGermanErrors; }

}  // namespace homestead
