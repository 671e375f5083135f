// The German of homestead-cli's usage errors and failures, of Welter's bad squares and of the Python
// module's own errors, argument for argument as messages_cli_en.cpp. Words as in the window: square =
// Feld, coin = Münze, heap = Haufen, picture = Bild, edge = Kante, id = Nummer; an option given on the
// command line is a Schalter, an argument a Parameter. Options, examples and what a file or a user
// writes stay as they are.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kGermanCli[] = {
    // welter.h: squares
    {Msg::WelterSquareTwice, "Feld {1} kommt zweimal vor (höchstens eine Münze pro Feld)"},
    {Msg::WelterSquareNegative, "Feld {1} ist negativ (die Felder sind 0, 1, 2, …)"},
    {Msg::WelterSquareTooLarge, "Feld {1} ist 2^62 oder größer (Felder müssen unter 2^62 liegen)"},
    {Msg::WelterEmptySquare, "leeres Feld (erwartet wird eine natürliche Zahl)"},
    {Msg::WelterNotASquare, "{1} ist kein Feld (erwartet wird eine natürliche Zahl)"},
    {Msg::WelterNumber, "Zahl {1}"},
    {Msg::WelterNotASquareShort, "kein Feld"},
    {Msg::WelterSquareTwiceShort, "Feld {1} kommt zweimal vor"},
    // homestead-cli: the command line as a whole
    {Msg::UseNoCommand, "kein Befehl angegeben (siehe 'homestead-cli --help')"},
    {Msg::UseUnknownCommand, "unbekannter Befehl {1} (siehe 'homestead-cli --help')"},
    {Msg::UseCannotWrite, "die Ausgabe lässt sich nicht auf die Standardausgabe schreiben"},
    {Msg::UseNoMemory, "zu wenig Speicher für diese Eingabe und ihre Antwort auf diesem Rechner"},
    {Msg::UseUsageLine, "Aufruf: homestead-cli {1}"},
    {Msg::UseUnknownOptionSee, "unbekannter Schalter {1} (siehe 'homestead-cli {2} --help')"},
    {Msg::UseUnknownOptionTry, "unbekannter Schalter {1} (siehe 'homestead-cli help {2}')"},
    {Msg::UseUnknownArgumentSee, "unbekannte Angabe {1} (siehe 'homestead-cli {2} --help')"},
    {Msg::UseNeedsValue, "{1} braucht einen Wert"},
    {Msg::UseNeedsValueSee, "{1} braucht einen Wert (siehe 'homestead-cli {2} --help')"},
    // the picture a command reads
    {Msg::UseCgsuiteNeedsString, "--cgsuite braucht eine Zeichenkette, z. B. --cgsuite ':Geee:G'"},
    {Msg::UseCgsuiteFileNeedsName, "--cgsuite-file braucht einen Dateinamen oder '-' für die Standardeingabe"},
    {Msg::UseOnePicture, "nur ein Bild angeben (eine DATEI, --cgsuite TEXT oder --cgsuite-file F), nicht zwei"},
    {Msg::UseOnePictureExtra,
     "nur ein Bild angeben (eine DATEI, --cgsuite TEXT oder --cgsuite-file F), nicht zwei ({1} ist zu viel)"},
    {Msg::UseNoPicture, "kein Bild angegeben: eine DATEI nennen oder --cgsuite TEXT bzw. --cgsuite-file F verwenden"},
    {Msg::UseStandardInput, "Standardeingabe"},
    {Msg::UseStandardInputAt, "Standardeingabe, {1}"},
    {Msg::UseArgument, "Parameter {1}"},
    {Msg::UseNotWithValue,
     "{1} passt nicht zu --value, das nur Bilddateien nimmt (siehe 'homestead-cli help analyse')"},
    {Msg::UseNoPictureFiles, "kein Bild angegeben: eine DATEI oder mehrere nennen"},
    // welter, nim, animating
    {Msg::UseTargetNeedsValue, "--target braucht einen Wert (--target N)"},
    {Msg::UseNotNaturalNumber, "--target {1} ist keine natürliche Zahl"},
    {Msg::UseTransfiniteFiniteOnly, "--misere, --target und '-' gibt es nur für endliche Felder"},
    {Msg::UseNoSquares, "keine Felder angegeben (z. B. 'homestead-cli welter 0 2 5 7', oder '-' für die Standardeingabe)"},
    {Msg::UseNoTransfiniteCoins, "keine Münzen angegeben (z. B. 1 'w*2+4' 'w^2+w*5+25')"},
    {Msg::UseNoHeaps, "keine Haufen angegeben (z. B. 'homestead-cli nim 3 5 7')"},
    {Msg::UseNotHeapSize,
     "Parameter {1} {2} ist keine Haufengröße (eine natürliche Zahl unter 2^63; Ordinalzahlen brauchen --transfinite)"},
    {Msg::UseNoSteps, "keine Schritte angegeben (z. B. 'homestead-cli animating -2 ^3 +3 ^5')"},
    // explain
    {Msg::UseEdgeNotId, "--edge {1} ist keine Kantennummer (eine ganze Zahl ab 0)"},
    {Msg::UseEdgeRequired, "--edge ID fehlt (die Kante, die erklärt werden soll)"},
    {Msg::UseNoSuchEdge, "das Bild hat keine Kante mit dieser Nummer"},
    // exercises
    {Msg::UseKindNotOne, "--kind {1} ist keine der Arten hackenbush, welter, nim, animating, transfinite"},
    {Msg::UseNotCount, "{1} {2} ist keine Anzahl von Aufgaben (1 bis 100)"},
    {Msg::UseNotSeed, "{1} {2} ist kein Startwert (eine natürliche Zahl unter 2^64)"},
    {Msg::UseNotEdgeRange, "--edges {1} ist kein Kantenbereich wie 4..10"},
    {Msg::UseSheetAndJson, "entweder -o BLATT.pdf oder --json angeben, nicht beides"},
    {Msg::UseSheetOrJson, "-o BLATT.pdf oder --json fehlt"},
    {Msg::UseSheetPdf, "-o {1}: das Blatt muss auf .pdf enden"},
    {Msg::UseBuiltWithoutDrawing,
     "dieses homestead-cli wurde ohne Zeichnen gebaut (HOMESTEAD_BUILD_GUI aus): --json verwenden"},
    // convert, render
    {Msg::UseConvertMissingOut, "-o AUSGABE.json, AUSGABE.edges oder AUSGABE.dot fehlt"},
    {Msg::UseConvertOutSuffix, "-o {1}: die Ausgabe muss auf .json, .edges oder .dot enden"},
    {Msg::UseRenderMissingOut, "-o AUSGABE fehlt ({1})"},
    {Msg::UseRenderOutSuffix, "-o {1}: die Datei muss auf {2} enden"},
    {Msg::UseRenderAnalysisPdf, "--analysis fügt einem PDF eine Seite hinzu; -o AUSGABE.pdf verwenden"},
    // the Python module
    {Msg::PyExpectedPair, "{1}: erwartet wird ein Paar (u, v) von Knotennummern, gefunden: {2}"},
    {Msg::PyUnknownFormat, "Format {1}: erwartet wird 'json', 'edges' oder 'cgsuite' (oder None: nach dem Dateinamen)"},
    {Msg::PyValuesItem, "values(): Eintrag {1}"},
    {Msg::PyValuesNotPicture, "values(): Eintrag {1} ist weder ein Picture noch eine CGSuite-Zeichenkette: {2}"},
    {Msg::PyMisereSquares, "Misère-Spiel gibt es nur für endliche Felder"},
    {Msg::PyMisereOrTarget, "misere oder target angeben, nicht beides"},
    {Msg::PyMisereTargetSquares, "Misère-Spiel und Zielwerte gibt es nur für endliche Felder"},
    {Msg::PyTargetNegative, "Zielwert {1} ist negativ"},
    {Msg::PyIsNegative, "{1}: {2} ist negativ"},
    {Msg::PyMisereHeaps, "Misère-Spiel gibt es nur für endliche Haufen"},
    {Msg::PyExpectedInteger, "{1}: erwartet wird eine ganze Zahl, gefunden: {2}"},
    {Msg::PyOutOfRange, "{1}: {2} liegt außerhalb des Bereichs ({3} bis {4})"},
    {Msg::PyNoSuchEdge, "das Bild hat keine Kante {1}"},
    {Msg::PyTooManyEdges, "{1} Kanten: ein Bild fasst höchstens {2}"},
    {Msg::PyNodeIdNegative, "{1}: Knotennummer {2} ist negativ"},
    {Msg::PyNodeNotInGraph, "ground: Knoten {1} ist nicht im Graphen"},
    // ordinal.h and animating.h: an ordinal or a step that cannot be read
    {Msg::OrdinalAt, "Ordinalzahl {1}, Spalte {2}"},
    {Msg::OrdinalNegativeNumber, "eine Zahl unter 0 (Potenzen von w und Koeffizienten sind natürliche Zahlen)"},
    {Msg::OrdinalExpectedNumber, "erwartet wird eine Zahl"},
    {Msg::OrdinalNumberTooLarge, "Zahl zu groß (Koeffizienten müssen unter 2^62 liegen)"},
    {Msg::OrdinalExponentTooLarge, "Hochzahl zu groß"},
    {Msg::OrdinalIsNegative, "Ordinalzahl {1} ist negativ"},
    {Msg::OrdinalCoefficientNegative, "Koeffizient {1} der Ordinalzahl ist negativ"},
    {Msg::OrdinalEmpty, "leer (erwartet wird eine Ordinalzahl wie w^2*3+w*4+16)"},
    {Msg::OrdinalCoefficientAfter, "den Koeffizienten hinter die Potenz von w schreiben (w*3, nicht 3*w)"},
    {Msg::OrdinalExpectedTerm, "erwartet wird ein Glied wie w^2*3, w*4, w oder 16"},
    {Msg::OrdinalPowerTooLarge, "Potenz von w zu groß (höchstens 1000)"},
    {Msg::OrdinalDecreasing, "die Glieder müssen nach fallenden Potenzen von w kommen"},
    {Msg::OrdinalExpectedPlus, "erwartet wird '+' oder das Ende"},
    {Msg::AnimatingStepAt, "Schritt {1} {2}"},
    {Msg::AnimatingAmountNegative, "der Betrag {1} eines Schritts + oder - ist negativ"},
    {Msg::AnimatingBellTooOften, "die Schritte + und - läuten die Glocke zu oft, um die Pole zu finden (Betrag mal Stelle in der Liste ergibt zusammen mehr als {1})"},
    {Msg::AnimatingExpectedStep, "erwartet wird +N, -N oder ^N"},
    {Msg::AnimatingAmountNatural, "der Betrag muss eine natürliche Zahl sein (kein Vorzeichen hinter dem Rechenzeichen)"},
    {Msg::AnimatingExpectedStepNumber, "erwartet wird +N, -N oder ^N mit einer Zahl N"},
    {Msg::AnimatingAmountTooLarge, "der Betrag ist zu groß"},
    {Msg::AnimatingNoSteps, "keine Schritte (erwartet wird etwas wie \"-2 ^3 +3 ^5\")"},
};

}  // namespace

std::span<const MessageTemplate> germanCliMessages() { return kGermanCli; }

}  // namespace homestead
