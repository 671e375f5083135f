// The German of homestead-cli's help, argument for argument as messages_cli_help_en.cpp, with the
// glossary of messages_de.cpp. Placeholders: COMMAND = BEFEHL, FILE = DATEI, STRING = TEXT, SQUARE =
// FELD, HEAP = HAUFEN, STEP = SCHRITT, OUT = AUSGABE, SHEET = BLATT; options, JSON keys and examples
// stay as they are.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kGermanHelp[] = {
    {Msg::HelpOverview,
     "Aufruf: homestead-cli BEFEHL [ARGUMENTE...]\n"
     "\n"
     "Conways Theorie von Hackenbush ohne Einschränkung und von Welters Spiel, auf der Kommandozeile.\n"
     "\n"
     "Befehle:\n"
     "{1}\n"
     "'homestead-cli help BEFEHL' (oder 'BEFEHL --help') erklärt einen Befehl.\n"
     "Ohne --lang ist alles Englisch; --lang de, fr oder es schreibt alle Sätze auf Deutsch, Französisch oder\n"
     "Spanisch: die Ausgabe und die Fehler jedes Befehls und --help. JSON-Schlüssel und Zahlen bleiben.\n"
     "Fehlerhafte Eingabe: Rückgabewert 2 und eine Zeile auf stderr.\n"},
    {Msg::HelpPictureSourceSynopsis, "(DATEI | --cgsuite TEXT | --cgsuite-file F)"},
    {Msg::HelpPictureSource,
     "  DATEI            eine Bilddatei: JSON (Format \"homestead-picture\", Version 1) oder eine .edges-\n"
     "                   Kantenliste ('u v' je Zeile, 'ground a b ...', '#' Kommentare; Kantennummern = Zeilen)\n"
     "  --cgsuite TEXT   eine grüne CGSuite-Zeichenkette, z. B. ':Geee:G' (Kantennummern: in der Reihenfolge ab 0)\n"
     "  --cgsuite-file F die CGSuite-Zeichenkette aus der Datei F, oder mit '-' von der Standardeingabe\n"
     "                   (für Zeichenketten, die länger sind, als eine Kommandozeile erlaubt)\n"},
    {Msg::HelpLanguage,
     "die Sprache der Sätze: en (Vorgabe), de, fr oder es\n"
     "{1}(Zahlen, ⊕ und ω sowie JSON-Schlüssel bleiben, wie sie sind)\n"},
    {Msg::HelpWelterSynopsis, "welter [--json] [--misere] [--target N] FELD...   (oder \"-\": Felder von der Standardeingabe lesen)"},
    {Msg::HelpWelter,
     "Welters Spiel: Münzen auf den Feldern 0, 1, 2, ... eines Streifens, höchstens eine je Feld; ein Zug schiebt\n"
     "eine Münze nach links auf ein beliebiges leeres kleineres Feld. Gibt den Wert aus (Welters Funktion =\n"
     "Grundy-Wert), die Zerlegung nach der Paarungsmethode und die Gewinnzüge.\n"
     "\n"
     "  FELD...         verschiedene natürliche Zahlen unter 2^62, in beliebiger Reihenfolge\n"
     "  -               liest zusätzlich Felder von der Standardeingabe (getrennt durch Leerzeichen,\n"
     "                  Zeilenumbrüche oder Kommas; höchstens 256 MiB)\n"
     "  --json          {\"coins\": [...], \"value\": V, \"winning_moves\": [{\"from\": A, \"to\": B}, ...]}\n"
     "  --target N      zusätzlich jeder Zug in eine Stellung mit dem Wert N (\"moves_to_target\")\n"
     "  --misere        zusätzlich die Misère-Gewinnzüge (\"misere_winning_moves\"), nach der Regel für launische Stellungen\n"
     "  --transfinite   die Felder sind Ordinalzahlen unter w^w: 'w^2*3+w*4+16' oder 'ω²·3+ω·4+16' (in\n"
     "                  Anführungszeichen); gibt den Wert und die guten Züge aus (JSON: Zeichenketten,\n"
     "                  Schlüssel \"good_moves\")\n"
     "{1}\n"
     "Beispiele:\n"
     "  homestead-cli welter 0 2 5 7 11 13 16 17 23\n"
     "  homestead-cli welter --json --target 3 2 3 5 7\n"
     "  homestead-cli welter --transfinite 1 'w*2+4' 'w*2+9' 'w^2+w*4+16' 'w^2+w*5+25'\n"},
    {Msg::HelpAnalyseSynopsis,
     "analyse [--json] [--loads] [--timings] {1}\n"
     "  homestead-cli analyse --value [--json] DATEI..."},
    {Msg::HelpAnalyse,
     "Untersucht ein Hackenbush-Bild mit Conways Theorie (Kreise zusammenziehen, Spannungen, Gewichte).\n"
     "Gibt den Wert (Grundy-Wert) aus, die Gewinnzüge, den Wert jedes Teils, das für sich auf dem\n"
     "Boden steht, Spannung und Gewicht jeder Kante und die konzyklischen Klassen.\n"
     "\n"
     "{1}  --json           {\"value\": G, \"edges\": [{\"id\": I, \"stress\": S, \"weight\": W}, ...],\n"
     "                    \"classes\": [[I, ...], ...], \"winning_moves\": [I, ...], \"floating\": [I, ...]}\n"
     "                   jede Liste nach Nummern sortiert; \"edges\" hält die stehenden Kanten, \"floating\" die übrigen\n"
     "  --loads          fügt jeder Kante \"load\": [...] hinzu: was fällt, wenn sie abgeschnitten wird\n"
     "  --timings        gibt die Zeit jedes Schritts auf stderr aus (Uhrzeit, dann Rechenzeit; das\n"
     "                   Einlesen umfasst das Lesen der Datei, die Ausgabe das Erzeugen des Textes und,\n"
     "                   mit --json, sein Schreiben: JSON geht schon beim Erzeugen auf die Standardausgabe)\n"
     "  --value DATEI... nur der Wert jeder Bilddatei, je eine Zeile: 'WERT  DATEI', oder\n"
     "                   {\"file\": F, \"value\": V} mit --json; berechnet nur, was der Wert braucht\n"
     "                   (eine .edges-Datei wird nie zu einem Bild aufgebaut). Eine Datei, die sich nicht\n"
     "                   lesen lässt, bekommt ihre eine Zeile auf stderr, die anderen werden trotzdem\n"
     "                   beantwortet; der Rückgabewert ist dann 2\n"
     "{2}\n"
     "Beispiel: homestead-cli analyse --cgsuite ':Geee:G'   (die Tür: Wert 1, die obere Kante abschneiden)\n"},
    {Msg::HelpSearchSynopsis, "search [--json] {1}"},
    {Msg::HelpSearch,
     "Der Grundy-Wert eines kleinen Bildes durch vollständige Suche im Spielbaum, ganz ohne\n"
     "Hackenbush-Theorie (mit Gedächtnis, unabhängige Teile getrennt): eine Probe für 'analyse'. Sie gibt\n"
     "jenseits ihrer Grenzen auf (Rückgabewert 2): {1}.\n"
     "\n"
     "{2}  --json   {\"value\": G, \"standing_edges\": N}\n"
     "{3}\n"
     "Beispiel: homestead-cli search --cgsuite 'ee:Aeeee:A'   (Wert 2)\n"},
    {Msg::HelpRenderSynopsis, "render [--weights] [--classes] [--winning] [--analysis] {1} -o AUSGABE.png|AUSGABE.svg|AUSGABE.pdf|AUSGABE.tex"},
    {Msg::HelpRender,
     "Zeichnet das Bild mit der Spannung jeder stehenden Kante, so wie das Programm es exportiert.\n"
     "Schwebende Kanten sind blass und tragen keine Zahl. Bilder ohne Positionen werden angeordnet.\n"
     "  -o AUSGABE       die zu schreibende Datei, nach ihrer Endung:\n"
     "                     .png  ein Rasterbild (doppelte Bildschirmgröße; kleiner, wenn das mehr als\n"
     "                           16384 Pixel je Seite oder 64 Millionen insgesamt wären)\n"
     "                     .svg  eine Vektorzeichnung\n"
     "                     .pdf  ein Handzettel (A4): Titel, Ausgang, das Bild, eine Legende seiner\n"
     "                           Zeichen und Zahlen (auch in Graustufen lesbar)\n"
     "                     .tex  eine eigenständige LaTeX-Datei (TikZ) des Bildes: pdflatex AUSGABE.tex\n"
     "                           erzeugt ein einseitiges PDF; braucht nur die Klasse article und tikz\n"
     "  --weights        beschriftet jede Kante auch mit ihrem Gewicht (Spannung · Gewicht)\n"
     "  --classes        zeichnet jede konzyklische Klasse in eigener Farbe und eigenem Strichmuster\n"
     "  --winning        zeichnet die Gewinnzüge dick und orangefarben gestrichelt\n"
     "  --analysis       (.pdf) eine zweite Seite: der Garten, der Wert in Binärspalten und jeder\n"
     "                   Gewinnzug mit seiner Begründung\n"
     "{1}Beispiele: homestead-cli render --cgsuite ':Geee:G' -o tuer.svg\n"
     "           homestead-cli render --analysis homestead.json -o handzettel.pdf\n"},
    {Msg::HelpExplainSynopsis, "explain [--json] [--lang L] {1} --edge ID"},
    {Msg::HelpExplain,
     "Warum die Zahlen der Kante ID sind, was sie sind: ihre Spannung als 1 + (a ⊕ b ⊕ ...) über die\n"
     "Gartenkanten, die sie unmittelbar trägt (eine Schleife an ihrem oberen Ende zählt als 1), die\n"
     "Nim-Summe in Binärspalten, ihr Gewicht (Spannung|0), ihre Last, der Wert, den ihr Abschneiden\n"
     "hinterlässt, und, wenn das Abschneiden gewinnt, Conways Aufstieg vom Boden (die Spannung, die jede\n"
     "Kante auf dem Weg erreichen muss); für eine Kante auf einem Kreis ihre konzyklische Klasse, die\n"
     "Paarung und die Ledige.\n"
     "\n"
     "{1}  --edge ID  die zu erklärende Kante (ihre Nummer in der Datei; bei einer CGSuite-Zeichenkette\n"
     "              die Reihenfolge des Auftretens)\n"
     "  --json     {\"edge\": ID, \"stress\": S, \"terms\": [{\"edge\": E, \"stress\": S}, ...], \"weight\": W,\n"
     "              \"load\": [Nummern], \"value_after_chop\": V, \"climb\": [{\"edge\": E, \"stress\": S,\n"
     "              \"target\": T, \"others\": O}, ...]}; \"climb\" nur, wenn das Abschneiden von ID gewinnt\n"
     "              (O: das ⊕ der übrigen Terme am unteren Ende des Schritts, also ist T ⊕ O, was das ⊕\n"
     "              dieses Endes werden muss); für eine Kante auf einem Kreis stattdessen\n"
     "              \"class\": [Nummern], \"mating\": [[A, B], ...], \"spinster\": ID oder null; eine Klasse\n"
     "              mit mehr als {2} Kanten wird nicht gepaart (k^2 Speicher): \"mated\": false\n"
     "{3}\n"
     "Beispiel: homestead-cli explain --cgsuite ':Geee:G' --edge 1   (die obere Kante der Tür: der Gewinnzug)\n"
     "          homestead-cli explain --lang de --cgsuite ':Geee:G' --edge 1   (dasselbe auf Deutsch)\n"},
    {Msg::HelpExercisesSynopsis, "exercises [--kind hackenbush|welter|nim|animating|transfinite] [--count N] [--edges A..B] [--seed S] (-o BLATT.pdf | --json)"},
    {Msg::HelpExercises,
     "Ein Aufgabenblatt: N Stellungen mit den Fragen „Welchen Wert hat sie?“, „Finde jeden Gewinnzug“\n"
     "oder „Wer gewinnt?“, von leicht bis schwer (Hackenbush: Bäume, dann kleine Kreise, dann Schleifen\n"
     "und Mehrfachkanten), mit den Lösungen, berechnet vom Kern. Derselbe Startwert ergibt wieder dasselbe Blatt.\n"
     "\n"
     "  --kind K        hackenbush (Vorgabe), welter, nim, animating (Normalform, Pole, f = g?)\n"
     "                  oder transfinite (Welter oder Nim auf Ordinalzahlen unter w^w)\n"
     "  --count N       wie viele Aufgaben, 1 bis 100 (Vorgabe 6)\n"
     "  --edges A..B    Kanten jedes Hackenbush-Bildes, innerhalb von 1..40 (Vorgabe 4..10; 'N' heißt N..N)\n"
     "  --seed S        eine natürliche Zahl unter 2^64 (Vorgabe: eine zufällige, auf dem Blatt vermerkt)\n"
     "  -o BLATT.pdf    die Fragen auf den ersten Seiten (Bilder mit benannten Kanten, ohne Zahlen), die\n"
     "                  Lösungen auf der letzten (Werte, orangefarbene Gewinnzüge, die Begründung)\n"
     "  --json          {\"seed\": S, \"exercises\": [{\"kind\": K, \"question\": Q, \"picture\": {...} |\n"
     "                  \"coins\": [...] | \"heaps\": [...], \"answer\": {\"value\": V, \"winning_moves\": [...]}}]}\n"
     "                  Züge: Kantennummern (wie analyse), {\"from\", \"to\"} (wie welter), {\"heap\", \"from\", \"to\"} (wie nim)\n"
     "                  animating: \"steps\" [, \"other_steps\"], Lösung {\"canonical\", \"poles\", \"nim\"\n"
     "                  [, \"other_canonical\", \"other_poles\", \"other_nim\", \"same_function\"]};\n"
     "                  transfinite: Ordinalzahlen als Zeichenketten (wie welter --transfinite)\n"
     "{1}                  (in der Sprache von --lang: mit --json die Fragen, mit -o das ganze Blatt)\n"
     "\n"
     "Beispiele:\n"
     "  homestead-cli exercises --count 8 --edges 3..8 --seed 42 -o blatt.pdf\n"
     "  homestead-cli exercises --kind welter --count 4 --seed 7 --json\n"},
    {Msg::HelpConvertSynopsis, "convert {1} -o AUSGABE.json|AUSGABE.edges|AUSGABE.dot"},
    {Msg::HelpConvert,
     "Schreibt das Bild in einem anderen Format, gewählt nach der Endung von AUSGABE:\n"
     "  .json            die Bilddatei (Format \"homestead-picture\", Version 1)\n"
     "  .edges           eine schlichte Kantenliste: 'ground a b ...', dann 'u v' je Kante; die Kantennummern\n"
     "                   werden die Reihenfolge der Zeilen, ab 0 (Positionen, Namen und Titel fallen weg)\n"
     "  .dot             GraphViz DOT (ein ungerichteter Graph mit Mehrfachkanten; Fußknoten sind Kästchen)\n"
     "\n"
     "{1}Beispiel: homestead-cli convert --cgsuite ':Geee:G' -o tuer.edges\n"},
    {Msg::HelpNimSynopsis, "nim [--json] [--transfinite] HAUFEN..."},
    {Msg::HelpNim,
     "Nim: die Nim-Summe (XOR) der Haufen und die Gewinnzüge, im Normalspiel und im Misère-Spiel\n"
     "(wer zuletzt zieht, verliert). Haufen sind natürliche Zahlen; die Haufen der Ausgabe zählen ab 1.\n"
     "\n"
     "  --json          {\"heaps\": [...], \"nim_sum\": S, \"winning_moves\": [{\"heap\": I, \"from\": A,\n"
     "                  \"to\": B}, ...], \"misere_winning_moves\": [...]} (Haufennummern ab 0)\n"
     "  --transfinite   Haufen sind Ordinalzahlen unter w^w ('w^2*3+w*4+16' oder 'ω²·3+ω·4+16'); gibt\n"
     "                  die Nim-Summe und die guten Züge aus\n"
     "{1}\n"
     "Beispiele:\n"
     "  homestead-cli nim 4 5 7\n"
     "  homestead-cli nim --transfinite 1 'w*2+4' 'w^2*3+9' 'w^2*2+w*4+16' 'w^2+w*5+25'\n"},
    {Msg::HelpAnimatingSynopsis, "animating [--json] SCHRITT..."},
    {Msg::HelpAnimating,
     "Eine belebende Funktion (Conway, ONAG Kap. 13): die Verkettung von Schritten, von links nach rechts,\n"
     "  +N   x ↦ x + N        -N   x ↦ x − N        ^N (oder ⊕N)   x ↦ x ⊕ N\n"
     "auf allen ganzen Zahlen. Gibt ihre Normalform x ⊕ (x|p1) ⊕ … ⊕ (x|pk) ⊕ N aus (die Pole p und das Nim\n"
     "N) und, wenn das Nim 0 ist, ihre Welt [p1|…|pk]. Grenze: die Beträge von + und −, jeder mal seiner\n"
     "Stelle in der Liste, dürfen zusammen höchstens 2·10^6 ergeben.\n"
     "\n"
     "  --json   {\"steps\": \"...\", \"poles\": [...], \"nim\": N, \"welt\": W oder null}\n"
     "\n"
     "Beispiel (Conways f = g):\n"
     "  homestead-cli animating -2 ^3 +3 ^5\n"
     "  homestead-cli animating +2 ^3 -1 ^5\n"},
};

}  // namespace

std::span<const MessageTemplate> germanCliHelp() { return kGermanHelp; }

}  // namespace homestead
