<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ExamplePictures</name>
    <message>
        <source>A cycle on a stalk</source>
        <translation>Ein Kreis auf einem Halm</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>A flower</source>
        <translation>Eine Blume</translation>
    </message>
    <message>
        <source>Girl on both feet</source>
        <translation>Mädchen auf beiden Füßen</translation>
    </message>
    <message>
        <source>Girl on one foot</source>
        <translation>Mädchen auf einem Fuß</translation>
    </message>
    <message>
        <source>Girl with umbrella and bird (a)</source>
        <translation>Mädchen mit Schirm und Vogel (a)</translation>
    </message>
    <message>
        <source>Girl with umbrella and bird (b)</source>
        <translation>Mädchen mit Schirm und Vogel (b)</translation>
    </message>
    <message>
        <source>Hackenbush Homestead</source>
        <translation>Hackenbush Homestead</translation>
    </message>
    <message>
        <source>Lovers&apos; bridge</source>
        <translation>Brücke der Liebenden</translation>
    </message>
    <message>
        <source>Stalks of 2, 3 and 5</source>
        <translation>Halme mit 2, 3 und 5</translation>
    </message>
    <message>
        <source>Ambidextrous strong-man (a)</source>
        <translation>Beidhändiger Kraftprotz (a)</translation>
    </message>
    <message>
        <source>Ambidextrous strong-man (b)</source>
        <translation>Beidhändiger Kraftprotz (b)</translation>
    </message>
    <message>
        <source>A tree</source>
        <translation>Ein Baum</translation>
    </message>
</context>
<context>
    <name>ExerciseSheet</name>
    <message>
        <source>  (Coins on squares %1.)</source>
        <translation>  (Münzen auf den Feldern %1.)</translation>
    </message>
    <message>
        <source>  (Heaps %1.)</source>
        <translation>  (Haufen %1.)</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>heap %1</source>
        <translation>Haufen %1</translation>
    </message>
    <message>
        <source>Name: ______________________      Normal play: whoever cannot move loses.</source>
        <translation>Name: ______________________      Normalspiel: Wer nicht mehr ziehen kann, verliert.</translation>
    </message>
    <message>
        <source>Homestead · </source>
        <translation>Homestead · </translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Exercise sheet: Hackenbush</source>
        <translation>Arbeitsblatt: Hackenbush</translation>
    </message>
    <message>
        <source>Exercise sheet: Welter&apos;s game</source>
        <translation>Arbeitsblatt: Welters Spiel</translation>
    </message>
    <message>
        <source>Exercise sheet: Nim</source>
        <translation>Arbeitsblatt: Nim</translation>
    </message>
    <message>
        <source>Name: ______________________</source>
        <translation>Name: ______________________</translation>
    </message>
    <message>
        <source>Exercise sheet: animating functions</source>
        <translation>Arbeitsblatt: animierende Funktionen</translation>
    </message>
    <message>
        <source>Exercise sheet: transfinite Welter and Nim</source>
        <translation>Arbeitsblatt: transfinites Welter und Nim</translation>
    </message>
</context>
<context>
    <name>ExplainPanel</name>
    <message>
        <source>&lt;i&gt;%1 stresses: too many to set out in columns here.&lt;/i&gt;</source>
        <translation>&lt;i&gt;%1 Spannungen: zu viele, um sie hier in Spalten darzustellen.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Take back the last move (and the engine&apos;s reply)</source>
        <translation>Den letzten Zug zurücknehmen (und die Antwort des Computers)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Replay a move taken back</source>
        <translation>Einen zurückgenommenen Zug wiederholen</translation>
    </message>
    <message>
        <source>Pause engines</source>
        <translation>Computer anhalten</translation>
    </message>
    <message>
        <source>Stop the engines from moving (engine against engine)</source>
        <translation>Die Computer am Ziehen hindern (Computer gegen Computer)</translation>
    </message>
</context>
<context>
    <name>HandoutLegend</name>
    <message>
        <source>The ground (dotted line) and its base nodes (squares); a node above the ground is a disc.</source>
        <translation>Der Boden (gepunktete Linie) und seine Fußknoten (Quadrate); ein Knoten über dem Boden ist ein Kreis.</translation>
    </message>
    <message>
        <source>An edge: a move chops one, and everything no longer joined to the ground falls with it.</source>
        <translation>Eine Kante: Ein Zug schneidet eine ab, und alles, was nicht mehr mit dem Boden verbunden ist, fällt mit.</translation>
    </message>
    <message>
        <source>A winning move (thick dashes): chopping it leaves value 0.</source>
        <translation>Ein Gewinnzug (dick gestrichelt): Diese Kante abzuschneiden lässt den Wert 0.</translation>
    </message>
    <message>
        <source>A concyclic class: edges on exactly the same cycles share a colour and a dash pattern.</source>
        <translation>Eine konzyklische Klasse: Kanten auf genau denselben Kreisen haben dieselbe Farbe und dasselbe Strichmuster.</translation>
    </message>
    <message>
        <source>An edge in the air (pale, no number): not joined to the ground, no part in the game.</source>
        <translation>Eine Kante in der Luft (blass, ohne Zahl): nicht mit dem Boden verbunden, spielt nicht mit.</translation>
    </message>
    <message>
        <source>Beside each named edge: its name.</source>
        <translation>Neben jeder benannten Kante: ihr Name.</translation>
    </message>
    <message>
        <source>A name before the numbers is the edge&apos;s own (&quot;trunk: 5&quot;). </source>
        <translation>Ein Name vor den Zahlen ist der Name der Kante („Stamm: 5“). </translation>
    </message>
</context>
<context>
    <name>OutOfMemory</name>
    <message>
        <source>finish that</source>
        <translation>das abzuschließen</translation>
    </message>
    <message>
        <source>Not enough memory to %1 — your drawing is kept.</source>
        <translation>Nicht genug Speicher, um %1 — deine Zeichnung bleibt erhalten.</translation>
    </message>
</context>
<context>
    <name>PictureFileFormats</name>
    <message>
        <source>Hackenbush pictures (*.json)</source>
        <translation>Hackenbush-Bilder (*.json)</translation>
    </message>
    <message>
        <source>Edge lists, the game without the drawing (*.edges)</source>
        <translation>Kantenlisten, das Spiel ohne die Zeichnung (*.edges)</translation>
    </message>
    <message>
        <source>GraphViz DOT graphs (*.dot)</source>
        <translation>GraphViz-DOT-Graphen (*.dot)</translation>
    </message>
    <message>
        <source>it would hold %1 edges instead of %2</source>
        <translation>sie hätte %1 Kanten statt %2</translation>
    </message>
    <message>
        <source>the title would read back differently</source>
        <translation>der Titel würde anders zurückgelesen</translation>
    </message>
    <message>
        <source>it would hold %1 nodes and %2 edges instead of %3 and %4</source>
        <translation>sie hätte %1 Knoten und %2 Kanten statt %3 und %4</translation>
    </message>
    <message>
        <source>node %1 would read back differently</source>
        <translation>Knoten %1 würde anders zurückgelesen</translation>
    </message>
    <message>
        <source>edge %1 would read back differently</source>
        <translation>Kante %1 würde anders zurückgelesen</translation>
    </message>
    <message>
        <source>it would read back as a different picture</source>
        <translation>sie würde als anderes Bild zurückgelesen</translation>
    </message>
    <message>
        <source>Hackenbush pictures and edge lists (*.json *.edges)</source>
        <translation>Hackenbush-Bilder und Kantenlisten (*.json *.edges)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1: not written, because Homestead could not open the file again: %2.</source>
        <translation>%1: nicht geschrieben, weil Homestead die Datei nicht wieder öffnen konnte: %2.</translation>
    </message>
    <message>
        <source> (Edit → Lay Out places every node within it)</source>
        <translation> (Bearbeiten → Neu anordnen legt jeden Knoten hinein)</translation>
    </message>
    <message>
        <source>the file being saved</source>
        <translation>die Datei, die gespeichert wird</translation>
    </message>
</context>
<context>
    <name>PictureRenderer</name>
    <message>
        <source>value %1</source>
        <translation>Wert %1</translation>
    </message>
    <message>
        <source>Hackenbush picture drawn by Homestead</source>
        <translation>Hackenbush-Bild, gezeichnet von Homestead</translation>
    </message>
</context>
<context>
    <name>PlayerNames</name>
    <message>
        <source>human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>perfect engine</source>
        <translation>perfekter Computer</translation>
    </message>
    <message>
        <source>casual engine</source>
        <translation>lockerer Computer</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Perfect engine</source>
        <translation>Perfekter Computer</translation>
    </message>
    <message>
        <source>Casual engine</source>
        <translation>Lockerer Computer</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Player %1 — %2</source>
        <translation>Spieler %1 — %2</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Du gewinnst</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Game over: %1! You have no move left.</source>
        <translation>Spielende: %1! Du hast keinen Zug mehr.</translation>
    </message>
    <message>
        <source>Game over: %1! %2 has no move left.</source>
        <translation>Spielende: %1! %2 hat keinen Zug mehr.</translation>
    </message>
    <message>
        <source>Game over: %1! Nobody can move, and under the misère rule the player who cannot move wins.</source>
        <translation>Spielende: %1! Niemand kann ziehen, und nach der Misère-Regel gewinnt, wer nicht ziehen kann.</translation>
    </message>
    <message>
        <source>Game over: %1! %2 made the last move, and under the misère rule the last mover loses.</source>
        <translation>Spielende: %1! %2 hat den letzten Zug gemacht, und nach der Misère-Regel verliert, wer zuletzt zieht.</translation>
    </message>
</context>
<context>
    <name>PrivateFile</name>
    <message>
        <source>is a link, not a folder</source>
        <translation>ist eine Verknüpfung, kein Ordner</translation>
    </message>
    <message>
        <source>a file is in the way of the folder</source>
        <translation>eine Datei ist dem Ordner im Weg</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot make the folder private</source>
        <translation>der Ordner kann nicht privat gemacht werden</translation>
    </message>
    <message>
        <source>cannot create the file: %1</source>
        <translation>die Datei kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>cannot create a temporary file</source>
        <translation>es kann keine temporäre Datei angelegt werden</translation>
    </message>
    <message>
        <source>cannot write the file: %1</source>
        <translation>die Datei kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>nothing was written</source>
        <translation>es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>cannot replace the file: %1</source>
        <translation>die Datei kann nicht ersetzt werden: %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 Nothing was written.</source>
        <translation>%1 Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Saved %1: %2 pages, questions on pages 1–%3, answers on pages %4–%5.</source>
        <translation>%1 gespeichert: %2 Seiten, Aufgaben auf den Seiten 1–%3, Lösungen auf den Seiten %4–%5.</translation>
    </message>
    <message>
        <source>The sheet could not be made: %1. Nothing was written.</source>
        <translation>Das Arbeitsblatt konnte nicht erstellt werden: %1. Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>New E&amp;xercise Sheet…</source>
        <translation>Neues &amp;Arbeitsblatt…</translation>
    </message>
    <message>
        <source>&lt;p&gt;The guide is missing from this build of Homestead.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Anleitung fehlt in dieser Version von Homestead.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Hoher Kontr&amp;ast</translation>
    </message>
    <message>
        <source>Thicker strokes, darker text and only strong colours, for a projector or weak eyes (always on while presenting)</source>
        <translation>Dickere Linien, dunklerer Text und nur kräftige Farben, für einen Beamer oder schwache Augen (beim Präsentieren immer an)</translation>
    </message>
    <message>
        <source>&amp;Larger Text</source>
        <translation>Größere Sc&amp;hrift</translation>
    </message>
    <message>
        <source>Make every number larger: the canvas, the garden, the class matrix, the game pages</source>
        <translation>Alle Zahlen größer: die Zeichenfläche, der Garten, die Klassenmatrix, die Spielseiten</translation>
    </message>
    <message>
        <source>Smaller Te&amp;xt</source>
        <translation>Kleinere Schr&amp;ift</translation>
    </message>
    <message>
        <source>Make every number smaller</source>
        <translation>Alle Zahlen kleiner</translation>
    </message>
    <message>
        <source>&amp;Reset Text Size</source>
        <translation>Schriftgröße z&amp;urücksetzen</translation>
    </message>
    <message>
        <source>Back to the normal text size</source>
        <translation>Zurück zur normalen Schriftgröße</translation>
    </message>
    <message>
        <source>add base node</source>
        <translation>Fußknoten hinzufügen</translation>
    </message>
    <message>
        <source>add node</source>
        <translation>Knoten hinzufügen</translation>
    </message>
    <message>
        <source>add loop</source>
        <translation>Schleife hinzufügen</translation>
    </message>
    <message>
        <source>add edge</source>
        <translation>Kante hinzufügen</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long an engine waits before each of its moves, so that you can follow the game (0: it moves at once)</source>
        <translation>Wie lange ein Computer vor jedem seiner Züge wartet, damit du das Spiel verfolgen kannst (0: er zieht sofort)</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find the winning move.&lt;/b&gt; Chop the edge after which the value is 0 — or, if every chop loses, press &lt;i&gt;No winning move&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Finde den Gewinnzug.&lt;/b&gt; Schneide die Kante ab, nach der der Wert 0 ist — oder drücke &lt;i&gt;Kein Gewinnzug&lt;/i&gt;, wenn jeder Schnitt verliert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find the winning move.&lt;/b&gt; Slide one coin left to an empty square so that the value becomes 0 — or press &lt;i&gt;No winning move&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Finde den Gewinnzug.&lt;/b&gt; Schiebe eine Münze nach links auf ein leeres Feld, sodass der Wert 0 wird — oder drücke &lt;i&gt;Kein Gewinnzug&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find the winning move.&lt;/b&gt; Take counters from one heap so that the nim-sum becomes 0 — or press &lt;i&gt;No winning move&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Finde den Gewinnzug.&lt;/b&gt; Nimm Steine von einem Haufen, sodass die Nim-Summe 0 wird — oder drücke &lt;i&gt;Kein Gewinnzug&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Show Homestead in this language</source>
        <translation>Homestead in dieser Sprache zeigen</translation>
    </message>
    <message>
        <source>Make a PDF of seeded exercises (Hackenbush, Welter, Nim, animating functions or transfinite Welter and Nim) with an answer key</source>
        <translation>Ein PDF mit reproduzierbaren Aufgaben (Hackenbush, Welter, Nim, animierende Funktionen oder transfinites Welter und Nim) samt Lösungen erstellen</translation>
    </message>
</context>
<context>
    <name>QWidget</name>
    <message>
        <source>Play &amp;Panel</source>
        <translation>&amp;Spielleiste</translation>
    </message>
    <message>
        <source>Show or fold away the Play panel: whose move, the value, Hint and the moves so far</source>
        <translation>Die Spielleiste zeigen oder einklappen: wer am Zug ist, der Wert, Tipp und die bisherigen Züge</translation>
    </message>
    <message>
        <source>Hide numbers</source>
        <translation>Zahlen verbergen</translation>
    </message>
    <message>
        <source>Play fair: no stresses, weights or values on the edges, in tooltips or beside the game, and no winning moves unless you ask for a hint. Edges keep their letters. (%1)</source>
        <translation>Fair spielen: keine Spannungen, Gewichte oder Werte an den Kanten, in Tooltips oder neben dem Spiel, und keine Gewinnzüge, außer du bittest um einen Tipp. Kanten behalten ihre Buchstaben. (%1)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>Start a new, empty picture</source>
        <translation>Ein neues, leeres Bild beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a picture file</source>
        <translation>Eine Bilddatei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>Das Bild speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the picture under a new name</source>
        <translation>Das Bild unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>Bild &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export the picture with its numbers as PNG or SVG</source>
        <translation>Das Bild mit seinen Zahlen als PNG oder SVG exportieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit Homestead</source>
        <translation>Homestead beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo the last edit (%1)</source>
        <translation>Die letzte Änderung rückgängig machen (%1)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Redo (%1)</source>
        <translation>Wiederholen (%1)</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>Zug zu&amp;rücknehmen</translation>
    </message>
    <message>
        <source>Take back the last move (against an engine, its answer too)</source>
        <translation>Den letzten Zug zurücknehmen (gegen einen Computer auch seine Antwort)</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <source>Replay the move taken back</source>
        <translation>Den zurückgenommenen Zug wiederholen</translation>
    </message>
    <message>
        <source>&amp;Copy as CGSuite</source>
        <translation>Als CGSuite &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the picture as a CGSuite string</source>
        <translation>Das Bild als CGSuite-Zeichenkette kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste CGSuite / JSON</source>
        <translation>CGSuite / JSON ein&amp;fügen</translation>
    </message>
    <message>
        <source>Paste a CGSuite string (or picture JSON) beside the drawing</source>
        <translation>Eine CGSuite-Zeichenkette (oder Bild-JSON) neben der Zeichnung einfügen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the selected nodes and edges</source>
        <translation>Die ausgewählten Knoten und Kanten löschen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Select everything</source>
        <translation>Alles auswählen</translation>
    </message>
    <message>
        <source>&amp;Lay Out Again</source>
        <translation>Neu an&amp;ordnen</translation>
    </message>
    <message>
        <source>Arrange the picture automatically as a tree above the ground</source>
        <translation>Das Bild automatisch als Baum über dem Boden anordnen</translation>
    </message>
    <message>
        <source>Dra&amp;w</source>
        <translation>&amp;Zeichnen</translation>
    </message>
    <message>
        <source>Draw: click to add a node, drag from a node to add an edge, Shift+drag to move</source>
        <translation>Zeichnen: Klicken fügt einen Knoten hinzu, Ziehen von einem Knoten fügt eine Kante hinzu, Umschalt+Ziehen verschiebt</translation>
    </message>
    <message>
        <source>&amp;Select and Move</source>
        <translation>Auswählen und vers&amp;chieben</translation>
    </message>
    <message>
        <source>Select and move: drag nodes, rubber-band select</source>
        <translation>Auswählen und verschieben: Knoten ziehen, mit einem Rahmen auswählen</translation>
    </message>
    <message>
        <source>&amp;Play Hackenbush</source>
        <translation>Hackenbush s&amp;pielen</translation>
    </message>
    <message>
        <source>Play: chop edges against the engine on a copy of the picture (the drawing stays safe)</source>
        <translation>Spielen: gegen den Computer Kanten abschneiden, auf einer Kopie des Bildes (die Zeichnung bleibt unberührt)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Verkl&amp;einern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>Show the whole picture</source>
        <translation>Das ganze Bild zeigen</translation>
    </message>
    <message>
        <source>Actual Si&amp;ze</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Zoom 100%</source>
        <translation>Zoom 100 %</translation>
    </message>
    <message>
        <source>S&amp;nap to Grid</source>
        <translation>Am &amp;Raster ausrichten</translation>
    </message>
    <message>
        <source>Snap nodes to a grid of half units</source>
        <translation>Knoten an einem Raster aus halben Einheiten ausrichten</translation>
    </message>
    <message>
        <source>Show S&amp;tresses</source>
        <translation>&amp;Spannungen zeigen</translation>
    </message>
    <message>
        <source>Label each standing edge with its stress</source>
        <translation>Jede stehende Kante mit ihrer Spannung beschriften</translation>
    </message>
    <message>
        <source>Show &amp;Weights</source>
        <translation>&amp;Gewichte zeigen</translation>
    </message>
    <message>
        <source>Label each edge with its weight (σ|0) as well</source>
        <translation>Jede Kante auch mit ihrem Gewicht (σ|0) beschriften</translation>
    </message>
    <message>
        <source>Show N&amp;ames</source>
        <translation>&amp;Namen zeigen</translation>
    </message>
    <message>
        <source>Label each named edge with its name first (&quot;trunk: 5&quot;)</source>
        <translation>Jede benannte Kante zuerst mit ihrem Namen beschriften („Stamm: 5“)</translation>
    </message>
    <message>
        <source>Colour Concyclic &amp;Classes</source>
        <translation>Konzyklische &amp;Klassen färben</translation>
    </message>
    <message>
        <source>Colour the edges of each concyclic class; select an edge to see its class</source>
        <translation>Die Kanten jeder konzyklischen Klasse färben; wähle eine Kante, um ihre Klasse zu sehen</translation>
    </message>
    <message>
        <source>Show Winning &amp;Moves</source>
        <translation>Gewinn&amp;züge zeigen</translation>
    </message>
    <message>
        <source>Highlight every edge whose chop wins</source>
        <translation>Jede Kante hervorheben, deren Abschneiden gewinnt</translation>
    </message>
    <message>
        <source>&amp;Garden Side View</source>
        <translation>Gar&amp;ten-Seitenansicht</translation>
    </message>
    <message>
        <source>Show the collapsed picture and the class panel beside the canvas</source>
        <translation>Das zusammengezogene Bild und die Klassenleiste neben der Zeichenfläche zeigen</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>&amp;Anleitung</translation>
    </message>
    <message>
        <source>What Nim, Hackenbush unrestrained and Welter&apos;s game are, and a glossary with examples</source>
        <translation>Was Nim, Hackenbush (unbeschränkt) und Welters Spiel sind, und ein Glossar mit Beispielen</translation>
    </message>
    <message>
        <source>&amp;About Homestead</source>
        <translation>Ü&amp;ber Homestead</translation>
    </message>
    <message>
        <source>About Homestead</source>
        <translation>Über Homestead</translation>
    </message>
</context>
<context>
    <name>RecoveryFile</name>
    <message>
        <source>not a recovery file of this version</source>
        <translation>keine Wiederherstellungsdatei dieser Version</translation>
    </message>
    <message>
        <source>its header is longer than %1 KiB</source>
        <translation>ihr Kopf ist länger als %1 KiB</translation>
    </message>
    <message>
        <source>not a recovery file (no header line)</source>
        <translation>keine Wiederherstellungsdatei (keine Kopfzeile)</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>zu groß</translation>
    </message>
</context>
<context>
    <name>RecoveryLock</name>
    <message>
        <source>held by another run</source>
        <translation>von einem anderen Programmlauf belegt</translation>
    </message>
    <message>
        <source>cannot create the lock file</source>
        <translation>die Sperrdatei kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>WorkedAnalysisPdf</name>
    <message>
        <source>Hackenbush picture</source>
        <translation>Hackenbush-Bild</translation>
    </message>
    <message>
        <source>value (⊕ of the above)</source>
        <translation>Wert (⊕ der obigen)</translation>
    </message>
    <message>
        <source>… and %1 more (all counted in the value)</source>
        <translation>… und %1 weitere (alle im Wert mitgezählt)</translation>
    </message>
    <message>
        <source>Worked analysis — %1</source>
        <translation>Lösungsweg — %1</translation>
    </message>
    <message>
        <source>1. Collapse the cycles: the garden</source>
        <translation>1. Die Kreise zusammenziehen: der Garten</translation>
    </message>
    <message>
        <source>2. The value in binary columns</source>
        <translation>2. Der Wert in Zweierspalten</translation>
    </message>
    <message>
        <source>3. Winning moves</source>
        <translation>3. Gewinnzüge</translation>
    </message>
</context>
<context>
    <name>homestead::gui::AnimatingGraphView</name>
    <message>
        <source>Graph of the functions</source>
        <translation>Graph der Funktionen</translation>
    </message>
    <message>
        <source>x from left to right, f(x) upwards; + and - zoom, Left and Right move the window</source>
        <translation>x von links nach rechts, f(x) nach oben; + und - zoomen, Links und Rechts verschieben das Fenster</translation>
    </message>
    <message>
        <source>poles %1</source>
        <translation>Pole %1</translation>
    </message>
    <message>
        <source>f(x)</source>
        <translation>f(x)</translation>
    </message>
    <message>
        <source>g(x)</source>
        <translation>g(x)</translation>
    </message>
</context>
<context>
    <name>homestead::gui::AnimatingPage</name>
    <message>
        <source>It has no Welt: its Nim is not 0.</source>
        <translation>Sie hat keine Welt: ihr Nim ist nicht 0.</translation>
    </message>
    <message>
        <source>It has no poles: the strip would have no coins.</source>
        <translation>Sie hat keine Pole: Der Streifen hätte keine Münzen.</translation>
    </message>
    <message>
        <source>Pole %1 is not a square of the strip (0 to %2).</source>
        <translation>Pol %1 ist kein Feld des Streifens (0 bis %2).</translation>
    </message>
    <message>
        <source>Canonical form of f</source>
        <translation>Normalform von f</translation>
    </message>
    <message>
        <source>Canonical form of g</source>
        <translation>Normalform von g</translation>
    </message>
    <message>
        <source>Why f has its poles, Nim and Welt</source>
        <translation>Warum f seine Pole, sein Nim und seine Welt hat</translation>
    </message>
    <message>
        <source>Why g has its poles, Nim and Welt</source>
        <translation>Warum g seine Pole, sein Nim und seine Welt hat</translation>
    </message>
    <message>
        <source>Welt on Welter&apos;s strip</source>
        <translation>Welt auf Welters Streifen</translation>
    </message>
    <message>
        <source>Open Welter&apos;s game with a coin on each pole: the Welter value of that position is the Welt</source>
        <translation>Welters Spiel mit einer Münze auf jedem Pol öffnen: Der Welter-Wert dieser Stellung ist die Welt</translation>
    </message>
    <message>
        <source>Whether f equals g</source>
        <translation>Ob f gleich g ist</translation>
    </message>
    <message>
        <source>The composition f∘g</source>
        <translation>Die Verkettung f∘g</translation>
    </message>
    <message>
        <source>&amp;Compose f∘g</source>
        <translation>f∘g &amp;verketten</translation>
    </message>
    <message>
        <source>Put f∘g (g&apos;s steps, then f&apos;s) in f: its Nim is the nim-sum of theirs</source>
        <translation>f∘g (die Schritte von g, dann die von f) in f setzen: Ihr Nim ist die Nim-Summe der beiden</translation>
    </message>
    <message>
        <source>Conway&apos;s &amp;f = g</source>
        <translation>Conways &amp;f = g</translation>
    </message>
    <message>
        <source>f(x) = (((x − 2) ⊕ 3) + 3) ⊕ 5 and g(x) = (((x + 2) ⊕ 3) − 1) ⊕ 5: the same poles and Nim, so the same function</source>
        <translation>f(x) = (((x − 2) ⊕ 3) + 3) ⊕ 5 und g(x) = (((x + 2) ⊕ 3) − 1) ⊕ 5: dieselben Pole und dasselbe Nim, also dieselbe Funktion</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Show half as many integers (also the wheel, or + on the graph)</source>
        <translation>Halb so viele ganze Zahlen zeigen (auch das Mausrad, oder + im Graphen)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Verkl&amp;einern</translation>
    </message>
    <message>
        <source>Show twice as many integers (also the wheel, or - on the graph)</source>
        <translation>Doppelt so viele ganze Zahlen zeigen (auch das Mausrad, oder - im Graphen)</translation>
    </message>
    <message>
        <source>Animating functions</source>
        <translation>Animierende Funktionen</translation>
    </message>
    <message>
        <source>f∘g: %1</source>
        <translation>f∘g: %1</translation>
    </message>
    <message>
        <source>f: see the problem with its steps above</source>
        <translation>f: Siehe das Problem mit seinen Schritten oben</translation>
    </message>
    <message>
        <source>g: see the problem with its steps above</source>
        <translation>g: Siehe das Problem mit seinen Schritten oben</translation>
    </message>
    <message>
        <source>No poles: the carry bell never rings an odd number of times.</source>
        <translation>Keine Pole: Die Übertragsglocke läutet nie ungerade oft.</translation>
    </message>
    <message>
        <source>Fix the steps to see the function.</source>
        <translation>Korrigiere die Schritte, um die Funktion zu sehen.</translation>
    </message>
    <message>
        <source>f and g compared</source>
        <translation>f und g im Vergleich</translation>
    </message>
    <message>
        <source>Animating</source>
        <translation>Animierend</translation>
    </message>
</context>
<context>
    <name>homestead::gui::AutosaveAlert</name>
    <message>
        <source>Autosave failed: %1 — save with Ctrl+S</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1 — speichere mit Strg+S</translation>
    </message>
    <message>
        <source>Autosave works again</source>
        <translation>Automatisches Speichern funktioniert wieder</translation>
    </message>
</context>
<context>
    <name>homestead::gui::ClassMatrixModel</name>
    <message>
        <source>Row %1: the edge chopped</source>
        <translation>Zeile %1: die abgeschnittene Kante</translation>
    </message>
    <message>
        <source>Column %1: the edge weighed</source>
        <translation>Spalte %1: die gewogene Kante</translation>
    </message>
</context>
<context>
    <name>homestead::gui::ClassPanel</name>
    <message>
        <source>(x|y): the weight of column y after row x is chopped. Point at a cell to see x and y on the canvas.</source>
        <translation>(x|y): das Gewicht von Spalte y, nachdem Zeile x abgeschnitten ist. Zeige auf eine Zelle, um x und y auf der Zeichenfläche zu sehen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Concyclic classes&lt;/b&gt;&lt;br&gt;Select an edge on a cycle to see its class: the matrix (x|y) — the weight of y after chopping x — its mating pairs and its spinster.</source>
        <translation>&lt;b&gt;Konzyklische Klassen&lt;/b&gt;&lt;br&gt;Wähle eine Kante auf einem Kreis, um ihre Klasse zu sehen: die Matrix (x|y) — das Gewicht von y nach dem Abschneiden von x —, ihre Paare und ihre Ledige.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Edge %1 is a bridge&lt;/b&gt;&lt;br&gt;It lies on no cycle, so it has no class.</source>
        <translation>&lt;b&gt;Kante %1 ist eine Brücke&lt;/b&gt;&lt;br&gt;Sie liegt auf keinem Kreis, hat also keine Klasse.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Edge %1 is floating&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kante %1 schwebt&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;&lt;span style=&apos;color:%1&apos;&gt;■&lt;/span&gt; Concyclic class %2&lt;/b&gt; — %3</source>
        <translation>&lt;b&gt;&lt;span style=&apos;color:%1&apos;&gt;■&lt;/span&gt; Konzyklische Klasse %2&lt;/b&gt; — %3</translation>
    </message>
    <message>
        <source>1 edge</source>
        <translation>1 Kante</translation>
    </message>
    <message>
        <source>%1 edges</source>
        <translation>%1 Kanten</translation>
    </message>
    <message>
        <source>Mating the class…</source>
        <translation>Die Klasse wird gepaart…</translation>
    </message>
    <message>
        <source>… and %1 more pairs</source>
        <translation>… und %1 weitere Paare</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mating:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Paarung:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Spinster:&lt;/b&gt; %1</source>
        <translation>&lt;br&gt;&lt;b&gt;Ledige:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;No spinster (even class).</source>
        <translation>&lt;br&gt;Keine Ledige (gerade Klasse).</translation>
    </message>
    <message>
        <source>Class matrix</source>
        <translation>Klassenmatrix</translation>
    </message>
    <message>
        <source>Row x, column y: the weight of edge y once edge x is chopped, (x|y).</source>
        <translation>Zeile x, Spalte y: das Gewicht von Kante y, nachdem Kante x abgeschnitten ist, (x|y).</translation>
    </message>
    <message>
        <source>Mating of the class</source>
        <translation>Paarung der Klasse</translation>
    </message>
</context>
<context>
    <name>homestead::gui::CollapseStepper</name>
    <message>
        <source>Collapse &amp;Step by Step…</source>
        <translation>Schritt&amp;weise zusammenziehen…</translation>
    </message>
    <message>
        <source>Turn the picture into its garden on the canvas, one fusion at a time (the drawing is not changed)</source>
        <translation>Das Bild auf der Zeichenfläche in seinen Garten verwandeln, eine Verschmelzung nach der anderen (die Zeichnung bleibt unverändert)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>The next fusion</source>
        <translation>Die nächste Verschmelzung</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play every step to the garden</source>
        <translation>Alle Schritte bis zum Garten abspielen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Leave: the canvas shows the drawing again</source>
        <translation>Verlassen: Die Zeichenfläche zeigt wieder die Zeichnung</translation>
    </message>
    <message>
        <source>Step 88 of 88</source>
        <translation>Schritt 88 von 88</translation>
    </message>
    <message>
        <source>Working out the steps…</source>
        <translation>Die Schritte werden berechnet…</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schrittweise</translation>
    </message>
    <message>
        <source>This picture has %1 fusions over %2 edges: too many to show one by one. The Garden tab shows where they end.</source>
        <translation>Dieses Bild hat %1 Verschmelzungen über %2 Kanten: zu viele, um sie einzeln zu zeigen. Der Garten-Reiter zeigt, wo sie enden.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>The picture</source>
        <translation>Das Bild</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Step by step: ← and → step, Esc leaves</source>
        <translation>Schritt für Schritt: ← und → blättern, Esc verlässt</translation>
    </message>
</context>
<context>
    <name>homestead::gui::EditController</name>
    <message>
        <source>delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Copied the position in play as a CGSuite string</source>
        <translation>Die Stellung im Spiel als CGSuite-Zeichenkette kopiert</translation>
    </message>
    <message>
        <source>Copied the picture as a CGSuite string</source>
        <translation>Das Bild als CGSuite-Zeichenkette kopiert</translation>
    </message>
    <message>
        <source>Wait a moment: the last edit is still being worked out.</source>
        <translation>Einen Moment: Die letzte Änderung wird noch berechnet.</translation>
    </message>
    <message>
        <source>A game began before the %1 was worked out, so the drawing is unchanged.</source>
        <translation>Ein Spiel begann, bevor „%1“ fertig berechnet war, daher bleibt die Zeichnung unverändert.</translation>
    </message>
    <message>
        <source>lay out</source>
        <translation>Anordnen</translation>
    </message>
    <message>
        <source>Laying out the drawing…</source>
        <translation>Die Zeichnung wird angeordnet…</translation>
    </message>
    <message>
        <source>Cannot lay out</source>
        <translation>Anordnen nicht möglich</translation>
    </message>
    <message>
        <source>The drawing is unchanged.</source>
        <translation>Die Zeichnung ist unverändert.</translation>
    </message>
    <message>
        <source>The drawing changed while it was being laid out, so nothing was moved: choose Lay Out again.</source>
        <translation>Die Zeichnung hat sich während des Anordnens geändert, daher wurde nichts verschoben: Wähle „Neu anordnen“ noch einmal.</translation>
    </message>
    <message>
        <source>The layout would not fit in a picture file: %1.</source>
        <translation>Die Anordnung würde nicht in eine Bilddatei passen: %1.</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>Einfügen nicht möglich</translation>
    </message>
    <message>
        <source>The clipboard holds no text. Copy a CGSuite string such as ee:Aeeee:A, or a picture&apos;s JSON, first.</source>
        <translation>Die Zwischenablage enthält keinen Text. Kopiere zuerst eine CGSuite-Zeichenkette wie ee:Aeeee:A oder das JSON eines Bildes.</translation>
    </message>
    <message>
        <source>Nothing was added to the drawing.</source>
        <translation>Der Zeichnung wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <source>paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Pasting…</source>
        <translation>Wird eingefügt…</translation>
    </message>
    <message>
        <source>The drawing changed while the paste was being read, so nothing was added: paste again.</source>
        <translation>Die Zeichnung hat sich geändert, während das Eingefügte gelesen wurde, daher wurde nichts hinzugefügt: Füge noch einmal ein.</translation>
    </message>
    <message>
        <source>There is no room for the pasted picture beside the drawing: with it, %1.</source>
        <translation>Neben der Zeichnung ist kein Platz für das eingefügte Bild: damit %1.</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
</context>
<context>
    <name>homestead::gui::ExerciseSheetDialog</name>
    <message>
        <source>New Exercise Sheet</source>
        <translation>Neues Arbeitsblatt</translation>
    </message>
    <message>
        <source>Hackenbush</source>
        <translation>Hackenbush</translation>
    </message>
    <message>
        <source>Welter&apos;s game</source>
        <translation>Welters Spiel</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>The game of every exercise on the sheet.</source>
        <translation>Das Spiel jeder Aufgabe auf dem Blatt.</translation>
    </message>
    <message>
        <source>Mixed goes from easy to hard down the sheet.</source>
        <translation>Gemischt geht auf dem Blatt von leicht nach schwer.</translation>
    </message>
    <message>
        <source>How many exercises (1 to %1).</source>
        <translation>Wie viele Aufgaben (1 bis %1).</translation>
    </message>
    <message>
        <source>The fewest edges of a picture.</source>
        <translation>Die wenigsten Kanten eines Bildes.</translation>
    </message>
    <message>
        <source>The most edges of a picture.</source>
        <translation>Die meisten Kanten eines Bildes.</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>The same settings and seed make the same sheet again (also with homestead-cli exercises).</source>
        <translation>Dieselben Einstellungen und derselbe Startwert ergeben dasselbe Blatt (auch mit homestead-cli exercises).</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>Draw another seed: a different sheet.</source>
        <translation>Einen anderen Startwert ziehen: ein anderes Blatt.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Spie&amp;l:</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>Sch&amp;wierigkeit:</translation>
    </message>
    <message>
        <source>&amp;Exercises:</source>
        <translation>&amp;Aufgaben:</translation>
    </message>
    <message>
        <source>Edges per &amp;picture:</source>
        <translation>Kanten pro &amp;Bild:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>S&amp;tartwert:</translation>
    </message>
    <message>
        <source>Questions come first (pictures with named edges, no numbers); the answer key, with the values, the winning moves and the reasoning, is on the last pages.</source>
        <translation>Zuerst kommen die Aufgaben (Bilder mit benannten Kanten, ohne Zahlen); die Lösungen mit Werten, Gewinnzügen und Begründungen stehen auf den letzten Seiten.</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>PDF speichern…</translation>
    </message>
    <message>
        <source>Choose where to save the sheet as a PDF.</source>
        <translation>Wähle, wo das Blatt als PDF gespeichert wird.</translation>
    </message>
    <message>
        <source>Mixed: easy to hard</source>
        <translation>Gemischt: leicht bis schwer</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Bäume</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Trees with small cycles</source>
        <translation>Bäume mit kleinen Kreisen</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Loops and multiple edges</source>
        <translation>Schleifen und Mehrfachkanten</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Save the exercise sheet</source>
        <translation>Das Arbeitsblatt speichern</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 wird geschrieben…</translation>
    </message>
    <message>
        <source>Animating functions</source>
        <translation>Animierende Funktionen</translation>
    </message>
    <message>
        <source>Transfinite Welter and Nim</source>
        <translation>Transfinites Welter und Nim</translation>
    </message>
    <message>
        <source>Fewest edges per picture</source>
        <translation>Wenigste Kanten pro Bild</translation>
    </message>
    <message>
        <source>Most edges per picture</source>
        <translation>Meiste Kanten pro Bild</translation>
    </message>
</context>
<context>
    <name>homestead::gui::ExplainPanel</name>
    <message numerus="yes">
        <source>(%n of them)</source>
        <comment>alike rows of the Nim columns</comment>
        <translation>
            <numerusform>(%n-mal)</numerusform>
            <numerusform>(%n-mal)</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole picture</source>
        <translation>Ganzes Bild</translation>
    </message>
    <message>
        <source>Explain the value of the whole picture instead of one edge</source>
        <translation>Den Wert des ganzen Bildes statt einer Kante erklären</translation>
    </message>
    <message>
        <source>The nim-sum worked in binary: in each column, pairs of 1s cancel (struck out); an odd 1 left over is a 1 of the result</source>
        <translation>Die Nim-Summe im Zweiersystem: In jeder Spalte heben sich Paare von Einsen auf (durchgestrichen); eine übrig gebliebene Eins ist eine Eins des Ergebnisses</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>The step before: one edge nearer the ground (Page Up)</source>
        <translation>Der Schritt davor: eine Kante näher am Boden (Bild auf)</translation>
    </message>
    <message>
        <source>The next step of the climb: one edge further up (Page Down)</source>
        <translation>Der nächste Schritt des Aufstiegs: eine Kante weiter oben (Bild ab)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Explain&lt;/b&gt;&lt;br&gt;Hover or select an edge to see why its numbers are what they are.</source>
        <translation>&lt;b&gt;Erklären&lt;/b&gt;&lt;br&gt;Zeige auf eine Kante oder wähle sie, um zu sehen, warum ihre Zahlen so sind, wie sie sind.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing to explain&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Nichts zu erklären&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>Stress &lt;b&gt;%1&lt;/b&gt; = %2</source>
        <translation>Spannung &lt;b&gt;%1&lt;/b&gt; = %2</translation>
    </message>
    <message>
        <source>It immediately supports:</source>
        <translation>Sie trägt unmittelbar:</translation>
    </message>
    <message>
        <source> (a loop)</source>
        <translation> (eine Schleife)</translation>
    </message>
    <message>
        <source>&amp;nbsp;&amp;nbsp;… and %1 more&lt;br&gt;</source>
        <translation>&amp;nbsp;&amp;nbsp;… und %1 weitere&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;On the canvas: each mating pair in a colour of its own, the spinster in gold.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Auf der Zeichenfläche: jedes Paar in einer eigenen Farbe, die Ledige in Gold.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The whole picture&lt;/b&gt; (hover or select an edge to explain it)</source>
        <translation>&lt;b&gt;Das ganze Bild&lt;/b&gt; (zeige auf eine Kante oder wähle sie, um sie zu erklären)</translation>
    </message>
    <message>
        <source>… %1 in all</source>
        <translation>… %1 insgesamt</translation>
    </message>
    <message>
        <source>&lt;p&gt;Winning moves: %1. Hover one to see why it wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gewinnzüge: %1. Zeige auf einen, um zu sehen, warum er gewinnt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why it wins: the climb from the ground&lt;/b&gt; (step %1 of %2)</source>
        <translation>&lt;b&gt;Warum sie gewinnt: der Aufstieg vom Boden&lt;/b&gt; (Schritt %1 von %2)</translation>
    </message>
    <message>
        <source>&lt;br&gt;… %1 steps before these</source>
        <translation>&lt;br&gt;… %1 Schritte davor</translation>
    </message>
    <message>
        <source>&lt;br&gt;… %1 steps more</source>
        <translation>&lt;br&gt;… %1 weitere Schritte</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Erklären</translation>
    </message>
    <message>
        <source>&amp;Explain</source>
        <translation>Erk&amp;lären</translation>
    </message>
    <message>
        <source>Explain the edge under the mouse or selected: its stress worked out, its weight and load, and why a winning move wins</source>
        <translation>Die Kante unter der Maus oder die ausgewählte erklären: ihre Spannung ausgerechnet, ihr Gewicht und ihre Last, und warum ein Gewinnzug gewinnt</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FileChangedBar</name>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <source>Open the file as it is on disk now; the drawing shown is replaced</source>
        <translation>Die Datei so öffnen, wie sie jetzt auf der Platte ist; die gezeigte Zeichnung wird ersetzt</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>&amp;Meine behalten</translation>
    </message>
    <message>
        <source>Keep the drawing shown; saving it will ask before writing over the file on disk</source>
        <translation>Die gezeigte Zeichnung behalten; beim Speichern wird gefragt, bevor die Datei auf der Platte überschrieben wird</translation>
    </message>
    <message>
        <source>“%1” was removed or renamed on disk. Your drawing is still here; Save writes it there again.</source>
        <translation>„%1“ wurde auf der Platte entfernt oder umbenannt. Deine Zeichnung ist noch hier; Speichern schreibt sie wieder dorthin.</translation>
    </message>
    <message>
        <source>“%1” was changed on disk by another program or window.</source>
        <translation>„%1“ wurde auf der Platte von einem anderen Programm oder Fenster geändert.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FileController</name>
    <message>
        <source>Exporting %1…</source>
        <translation>%1 wird exportiert…</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>Beis&amp;piele</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The picture has been changed. Save the changes?</source>
        <translation>Das Bild wurde geändert. Änderungen speichern?</translation>
    </message>
    <message>
        <source>The example %1 is not among the examples of this installation.</source>
        <translation>Das Beispiel %1 gehört nicht zu den Beispielen dieser Installation.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Open a picture</source>
        <translation>Ein Bild öffnen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>picture</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>Das Bild speichern</translation>
    </message>
    <message>
        <source>Exported the game to %1 (positions and names are kept only in a .json picture)</source>
        <translation>Das Spiel nach %1 exportiert (Positionen und Namen bleiben nur in einem .json-Bild erhalten)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Reload from disk</source>
        <translation>Von der Platte neu laden</translation>
    </message>
    <message>
        <source>Reload “%1” as it is on disk now? The changes you made to the drawing are lost.</source>
        <translation>„%1“ so neu laden, wie es jetzt auf der Platte ist? Deine Änderungen an der Zeichnung gehen verloren.</translation>
    </message>
    <message>
        <source>The file changed on disk</source>
        <translation>Die Datei hat sich auf der Platte geändert</translation>
    </message>
    <message>
        <source>“%1” was changed on disk by another program or window since you opened or saved it. Saving writes your drawing over that version.</source>
        <translation>„%1“ wurde auf der Platte von einem anderen Programm oder Fenster geändert, seit du es geöffnet oder gespeichert hast. Speichern schreibt deine Zeichnung über diese Fassung.</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>Ü&amp;berschreiben</translation>
    </message>
    <message>
        <source>Cannot open the picture</source>
        <translation>Das Bild kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The drawing on the canvas is unchanged.</source>
        <translation>Die Zeichnung auf der Zeichenfläche ist unverändert.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>The file on disk is unchanged; your drawing is still open and unsaved. Save As can put it somewhere else.</source>
        <translation>Die Datei auf der Platte ist unverändert; deine Zeichnung ist noch offen und ungespeichert. Mit „Speichern unter“ kannst du sie woanders ablegen.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>(no examples)</source>
        <translation>(keine Beispiele)</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FindActions</name>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Find an edge or node by id (e12, n3) or by name, and centre the canvas on it</source>
        <translation>Eine Kante oder einen Knoten nach Nummer (e12, n3) oder Namen suchen und die Zeichenfläche darauf zentrieren</translation>
    </message>
    <message>
        <source>Find &amp;Next Winning Move</source>
        <translation>&amp;Nächsten Gewinnzug finden</translation>
    </message>
    <message>
        <source>Select the next winning move and centre the canvas on it</source>
        <translation>Den nächsten Gewinnzug auswählen und die Zeichenfläche darauf zentrieren</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious Winning Move</source>
        <translation>&amp;Vorherigen Gewinnzug finden</translation>
    </message>
    <message>
        <source>Select the previous winning move and centre the canvas on it</source>
        <translation>Den vorherigen Gewinnzug auswählen und die Zeichenfläche darauf zentrieren</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FindBar</name>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>edge or node: e12, n3, or a name</source>
        <translation>Kante oder Knoten: e12, n3 oder ein Name</translation>
    </message>
    <message>
        <source>An edge or node by id (e12, edge 12, n3, node 3, or just 12) or by name (any part, any case).
Enter: next match · Shift+Enter: previous · Esc: close</source>
        <translation>Eine Kante oder ein Knoten nach Nummer (e12, edge 12, n3, node 3 oder einfach 12) oder nach Namen (beliebiger Teil, Groß-/Kleinschreibung egal).
Enter: nächster Treffer · Umschalt+Enter: vorheriger · Esc: schließen</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>Vorheriger Treffer (Umschalt+Enter)</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>Nächster Treffer (Enter)</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Die Suchleiste schließen (Esc)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche…</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Find an edge or node</source>
        <translation>Eine Kante oder einen Knoten suchen</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Die Suchleiste schließen</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FunctionEditor</name>
    <message>
        <source>%1(x): steps</source>
        <translation>%1(x): Schritte</translation>
    </message>
    <message>
        <source>for example  -2 ^3 +3 ^5</source>
        <translation>zum Beispiel  -2 ^3 +3 ^5</translation>
    </message>
    <message>
        <source>The steps of %1, applied left to right: +a adds a, -a subtracts a, ^a nim-adds a (x ⊕ a)</source>
        <translation>Die Schritte von %1, von links nach rechts angewandt: +a addiert a, -a subtrahiert a, ^a nim-addiert a (x ⊕ a)</translation>
    </message>
    <message>
        <source>Steps of %1</source>
        <translation>Schritte von %1</translation>
    </message>
    <message>
        <source>The amount a of the step the buttons add</source>
        <translation>Der Betrag a des Schritts, den die Knöpfe anhängen</translation>
    </message>
    <message>
        <source>Step amount for %1</source>
        <translation>Schrittbetrag für %1</translation>
    </message>
    <message>
        <source>Remove last</source>
        <translation>Letzten entfernen</translation>
    </message>
    <message>
        <source>Take the last step of %1 back</source>
        <translation>Den letzten Schritt von %1 zurücknehmen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>No steps: %1 is the identity</source>
        <translation>Keine Schritte: %1 ist die Identität</translation>
    </message>
    <message>
        <source>a =</source>
        <translation>a =</translation>
    </message>
    <message>
        <source>+a</source>
        <translation>+a</translation>
    </message>
    <message>
        <source>Append x + a to %1</source>
        <translation>x + a an %1 anhängen</translation>
    </message>
    <message>
        <source>Append x − a to %1</source>
        <translation>x − a an %1 anhängen</translation>
    </message>
    <message>
        <source>Append x ⊕ a to %1</source>
        <translation>x ⊕ a an %1 anhängen</translation>
    </message>
    <message>
        <source>−a</source>
        <translation>−a</translation>
    </message>
    <message>
        <source>⊕a</source>
        <translation>⊕a</translation>
    </message>
</context>
<context>
    <name>homestead::gui::GameController</name>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>%1 to move (engines paused)</source>
        <translation>%1 am Zug (Computer angehalten)</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Du bist am Zug</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Neues Spiel (F2)</translation>
    </message>
    <message>
        <source>Who moves first is fixed once a move has been made: %1 to choose again.</source>
        <translation>Wer anfängt, steht fest, sobald ein Zug gemacht ist: %1, um neu zu wählen.</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>Give 1 to %1 heaps (there are %2).</source>
        <translation>Gib 1 bis %1 Haufen an (es sind %2).</translation>
    </message>
    <message>
        <source>Heap %1: %2 is not between 0 and %3.</source>
        <translation>Haufen %1: %2 liegt nicht zwischen 0 und %3.</translation>
    </message>
    <message>
        <source>Heap %1: &apos;%2&apos; is not a number.</source>
        <translation>Haufen %1: „%2“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>The strip needs at least one square.</source>
        <translation>Der Streifen braucht mindestens ein Feld.</translation>
    </message>
    <message>
        <source>The game began with a coin on square %1: the strip cannot be shorter than %2 squares (New game from a smaller set-up to shorten it).</source>
        <translation>Das Spiel begann mit einer Münze auf Feld %1: Der Streifen kann nicht kürzer als %2 Felder sein (ein neues Spiel mit einer kleineren Aufstellung verkürzt ihn).</translation>
    </message>
    <message>
        <source>Square %1 is off the strip (squares 0 to %2).</source>
        <translation>Feld %1 liegt außerhalb des Streifens (Felder 0 bis %2).</translation>
    </message>
</context>
<context>
    <name>homestead::gui::GameControls</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Engine — perfect</source>
        <translation>Computer — perfekt</translation>
    </message>
    <message>
        <source>Engine — casual</source>
        <translation>Computer — locker</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Player 1 moves first</source>
        <translation>Spieler 1 beginnt</translation>
    </message>
    <message>
        <source>Player 2 moves first</source>
        <translation>Spieler 2 beginnt</translation>
    </message>
    <message>
        <source>Who makes the first move</source>
        <translation>Wer den ersten Zug macht</translation>
    </message>
    <message>
        <source>Engine delay</source>
        <translation>Computer-Verzögerung</translation>
    </message>
    <message>
        <source>The moves of this game, each credited to the player who made it: click one to go back to the position after it</source>
        <translation>Die Züge dieses Spiels, jeweils dem Spieler zugeordnet, der ihn gemacht hat: Klicke einen an, um zur Stellung danach zurückzugehen</translation>
    </message>
    <message>
        <source>Fixed once a move has been made: %1 to choose again</source>
        <translation>Steht fest, sobald ein Zug gemacht ist: %1, um neu zu wählen</translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation>Wer zuerst zieht</translation>
    </message>
    <message>
        <source>Moves of this game</source>
        <translation>Züge dieses Spiels</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>homestead::gui::GardenView</name>
    <message>
        <source>The garden: base nodes made one, every cycle shrunk to a node with its edges as loops.
Its value equals the picture&apos;s (cycle collapsing).
A garden far wider than the view stands on several ground lines, one above another.
Ctrl+wheel zooms, dragging moves a big garden, a double-click fits it to the view.</source>
        <translation>Der Garten: Fußknoten zu einem vereint, jeder Kreis zu einem Knoten geschrumpft, seine Kanten als Schleifen.
Sein Wert ist der des Bildes (Zusammenziehen der Kreise).
Ein Garten, der viel breiter als die Ansicht ist, steht auf mehreren Bodenlinien übereinander.
Strg+Mausrad zoomt, Ziehen verschiebt einen großen Garten, ein Doppelklick passt ihn in die Ansicht ein.</translation>
    </message>
    <message>
        <source>Drag to see the whole garden; Ctrl+wheel zooms, double-click fits.</source>
        <translation>Ziehen, um den ganzen Garten zu sehen; Strg+Mausrad zoomt, Doppelklick passt ein.</translation>
    </message>
    <message>
        <source>Garden — value %1</source>
        <translation>Garten — Wert %1</translation>
    </message>
    <message>
        <source>Too small to read its numbers: Ctrl+wheel zooms in, double-click fits again.</source>
        <translation>Zu klein, um die Zahlen zu lesen: Strg+Mausrad vergrößert, Doppelklick passt wieder ein.</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Garten</translation>
    </message>
    <message>
        <source>The picture with its base nodes made one and every cycle shrunk to a node with its edges as loops: its value equals the picture&apos;s.</source>
        <translation>Das Bild mit seinen Fußknoten zu einem vereint und jedem Kreis zu einem Knoten geschrumpft, seine Kanten als Schleifen: Sein Wert ist der des Bildes.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::HackenbushBoard</name>
    <message>
        <source>Click an edge to chop it (Tab picks an edge, Enter chops it).</source>
        <translation>Klicke eine Kante an, um sie abzuschneiden (Tab wählt eine Kante, Enter schneidet sie ab).</translation>
    </message>
    <message>
        <source>Chop %1</source>
        <translation>%1 abschneiden</translation>
    </message>
    <message>
        <source>edge #%1</source>
        <translation>Kante #%1</translation>
    </message>
    <message>
        <source>Puzzle picture</source>
        <translation>Rätselbild</translation>
    </message>
    <message>
        <source>The Hackenbush picture of the puzzle. Tab picks an edge, Enter chops it.</source>
        <translation>Das Hackenbush-Bild des Rätsels. Tab wählt eine Kante, Enter schneidet sie ab.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::HackenbushPage</name>
    <message>
        <source>%1 — %2 (%3: the Play panel)</source>
        <translation>%1 — %2 (%3: die Spielleiste)</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Garten</translation>
    </message>
    <message>
        <source>Concyclic class</source>
        <translation>Konzyklische Klasse</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Hackenbush</source>
        <translation>Hackenbush</translation>
    </message>
    <message>
        <source>Not in Play: the class panel describes the drawing</source>
        <translation>Nicht im Spiel: Die Klassenleiste beschreibt die Zeichnung</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>Seitenleisten</translation>
    </message>
    <message>
        <source>Play panel</source>
        <translation>Spielleiste</translation>
    </message>
</context>
<context>
    <name>homestead::gui::HandoutActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print the picture with its numbers, with a preview first</source>
        <translation>Das Bild mit seinen Zahlen drucken, zuerst mit einer Vorschau</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>PDF e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save a handout as PDF: the picture with its numbers under its title and outcome</source>
        <translation>Ein Handout als PDF speichern: das Bild mit seinen Zahlen unter seinem Titel und Ergebnis</translation>
    </message>
    <message>
        <source>Export &amp;TikZ…</source>
        <translation>&amp;TikZ exportieren…</translation>
    </message>
    <message>
        <source>Save the picture as a standalone LaTeX (TikZ) file for papers and handouts</source>
        <translation>Das Bild als eigenständige LaTeX-Datei (TikZ) für Aufsätze und Handouts speichern</translation>
    </message>
    <message>
        <source>Add the &amp;Worked Analysis Page</source>
        <translation>Seite mit &amp;Lösungsweg anhängen</translation>
    </message>
    <message>
        <source>Print and PDF get a second page: the garden, the value in binary columns and why each winning move wins</source>
        <translation>Drucken und PDF bekommen eine zweite Seite: den Garten, den Wert in Zweierspalten und warum jeder Gewinnzug gewinnt</translation>
    </message>
    <message>
        <source>Cannot export the PDF</source>
        <translation>PDF-Export nicht möglich</translation>
    </message>
    <message>
        <source>No PDF was written and any file already there is unchanged; the drawing is unchanged.</source>
        <translation>Es wurde kein PDF geschrieben, eine vorhandene Datei ist unverändert; die Zeichnung ist unverändert.</translation>
    </message>
    <message>
        <source>Exported %1 (one page)</source>
        <translation>%1 exportiert (eine Seite)</translation>
    </message>
    <message>
        <source>Exported %1 (the picture and its worked analysis)</source>
        <translation>%1 exportiert (das Bild und sein Lösungsweg)</translation>
    </message>
    <message>
        <source>Cannot export TikZ</source>
        <translation>TikZ-Export nicht möglich</translation>
    </message>
    <message>
        <source>No file was written and any file already there is unchanged; the drawing is unchanged.</source>
        <translation>Es wurde keine Datei geschrieben, eine vorhandene Datei ist unverändert; die Zeichnung ist unverändert.</translation>
    </message>
    <message>
        <source>Exported %1: compile it with pdflatex, or copy its tikzpicture into your document</source>
        <translation>%1 exportiert: Übersetze es mit pdflatex oder kopiere sein tikzpicture in dein Dokument</translation>
    </message>
    <message>
        <source>Print Preview — %1</source>
        <translation>Druckvorschau — %1</translation>
    </message>
    <message>
        <source>Export PDF handout</source>
        <translation>PDF-Handout exportieren</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export TikZ</source>
        <translation>TikZ exportieren</translation>
    </message>
    <message>
        <source>LaTeX file (*.tex)</source>
        <translation>LaTeX-Datei (*.tex)</translation>
    </message>
</context>
<context>
    <name>homestead::gui::HelpGuide</name>
    <message>
        <source>Homestead guide</source>
        <translation>Homestead-Anleitung</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
</context>
<context>
    <name>homestead::gui::Highlights</name>
    <message>
        <source>edge %1</source>
        <translation>Kante %1</translation>
    </message>
    <message>
        <source>edge %1 “%2”</source>
        <translation>Kante %1 „%2“</translation>
    </message>
    <message>
        <source>&lt;br&gt;being analysed…</source>
        <translation>&lt;br&gt;wird analysiert…</translation>
    </message>
    <message>
        <source>&lt;br&gt;floating: not connected to the ground, so it takes no part in the game</source>
        <translation>&lt;br&gt;schwebend: nicht mit dem Boden verbunden, spielt also nicht mit</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Numbers hidden while playing — show them with Hide numbers.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Zahlen beim Spielen verborgen — zeige sie mit „Zahlen verbergen“.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;stress &lt;b&gt;%1&lt;/b&gt; = %2&lt;br&gt;weight &lt;b&gt;%3&lt;/b&gt; = (%1|0)&lt;br&gt;%4</source>
        <translation>&lt;br&gt;Spannung &lt;b&gt;%1&lt;/b&gt; = %2&lt;br&gt;Gewicht &lt;b&gt;%3&lt;/b&gt; = (%1|0)&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>&lt;br&gt;The Explain panel (E) works out what chopping it leaves.</source>
        <translation>&lt;br&gt;Die Erklären-Leiste (E) rechnet aus, was ihr Abschneiden übrig lässt.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::MainWindow</name>
    <message>
        <source>About Homestead</source>
        <translation>Über Homestead</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Homestead&lt;/h3&gt;&lt;p&gt;A workbench for Conway&apos;s Hackenbush unrestrained and Welter&apos;s game.&lt;/p&gt;&lt;p&gt;Every number is computed by Conway&apos;s theory (&lt;i&gt;On Numbers and Games&lt;/i&gt;, ch. 13): stress, weight, cycle collapsing, concyclic classes.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Homestead&lt;/h3&gt;&lt;p&gt;Eine Werkbank für Conways Hackenbush (unbeschränkt) und Welters Spiel.&lt;/p&gt;&lt;p&gt;Jede Zahl wird nach Conways Theorie berechnet (&lt;i&gt;On Numbers and Games&lt;/i&gt;, Kap. 13): Spannung, Gewicht, Zusammenziehen der Kreise, konzyklische Klassen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>The example %1 has no edge named “%2”.</source>
        <translation>Das Beispiel %1 hat keine Kante namens „%2“.</translation>
    </message>
    <message>
        <source>Transfinite Welter and Nim</source>
        <translation>Transfinites Welter und Nim</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimBoardView</name>
    <message>
        <source>Advance: the gap %1 becomes %2</source>
        <translation>Vorrücken: Die Lücke %1 wird %2</translation>
    </message>
    <message>
        <source>Retreat: the gap %1 becomes %2</source>
        <translation>Rückzug: Die Lücke %1 wird %2</translation>
    </message>
    <message>
        <source>Retreats are off: turn on Northcott&apos;s retreats (R) to move a counter back.</source>
        <translation>Rückzüge sind aus: Schalte Northcotts Rückzüge (R) ein, um einen Stein zurückzuziehen.</translation>
    </message>
    <message>
        <source>A counter cannot jump over the other one.</source>
        <translation>Ein Stein kann nicht über den anderen springen.</translation>
    </message>
    <message>
        <source>Click an empty square of the column to move your counter there.</source>
        <translation>Klicke ein leeres Feld der Spalte an, um deinen Stein dorthin zu ziehen.</translation>
    </message>
    <message>
        <source>Nim chessboard</source>
        <translation>Nim-Schachbrett</translation>
    </message>
    <message>
        <source>Each heap as a column between two counters, Player 1&apos;s below and Player 2&apos;s above; the empty squares between them are the heap.</source>
        <translation>Jeder Haufen als Spalte zwischen zwei Steinen, unten der von Spieler 1, oben der von Spieler 2; die leeren Felder dazwischen sind der Haufen.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimColumnsView</name>
    <message>
        <source>nim-sum</source>
        <translation>Nim-Summe</translation>
    </message>
    <message>
        <source>heap %1</source>
        <translation>Haufen %1</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimHeapsAccessibility</name>
    <message>
        <source>heap %1: 1 counter</source>
        <translation>Haufen %1: 1 Stein</translation>
    </message>
    <message>
        <source>heap %1: %2 counters</source>
        <translation>Haufen %1: %2 Steine</translation>
    </message>
    <message>
        <source>%1; Enter leaves %2</source>
        <translation>%1; Enter lässt %2 übrig</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimHeapsView</name>
    <message>
        <source>Heap %1</source>
        <translation>Haufen %1</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>Take 1 counter from heap %2 (%3 → %4)</source>
        <translation>1 Stein von Haufen %2 nehmen (%3 → %4)</translation>
    </message>
    <message>
        <source>Take %1 counters from heap %2 (%3 → %4)</source>
        <translation>%1 Steine von Haufen %2 nehmen (%3 → %4)</translation>
    </message>
    <message>
        <source>Nim heaps</source>
        <translation>Nim-Haufen</translation>
    </message>
    <message>
        <source>Rows of counters, one row per heap. Up and Down choose a heap, Left and Right how many counters stay, Enter takes the rest.</source>
        <translation>Reihen von Steinen, eine Reihe je Haufen. Hoch und Runter wählen einen Haufen, Links und Rechts, wie viele Steine bleiben, Enter nimmt den Rest.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimPage</name>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>Who plays as player %1: a human, the perfect engine, or the casual one (a random move one time in three); on the chessboard player 1 has the light counters, player 2 the dark ones</source>
        <translation>Wer als Spieler %1 spielt: ein Mensch, der perfekte Computer oder der lockere (ein zufälliger Zug jedes dritte Mal); auf dem Schachbrett hat Spieler 1 die hellen Steine, Spieler 2 die dunklen</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Start again from the heaps set up</source>
        <translation>Von den aufgestellten Haufen neu beginnen</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Show the winning moves on the heaps and the board, or say that none exists</source>
        <translation>Die Gewinnzüge auf den Haufen und dem Brett zeigen oder sagen, dass es keinen gibt</translation>
    </message>
    <message>
        <source>Hints hidden.</source>
        <translation>Tipps verborgen.</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Misère play: whoever takes the last counter loses (a new game from the heaps set up)</source>
        <translation>Misère-Spiel: Wer den letzten Stein nimmt, verliert (ein neues Spiel von den aufgestellten Haufen)</translation>
    </message>
    <message>
        <source>Misère: whoever takes the last counter loses. Play as in normal Nim until only heaps of one would be left; then leave an odd number of them.</source>
        <translation>Misère: Wer den letzten Stein nimmt, verliert. Spiele wie im normalen Nim, bis nur noch Haufen mit einem Stein übrig wären; dann lass eine ungerade Zahl davon übrig.</translation>
    </message>
    <message>
        <source>Normal play: whoever takes the last counter wins.</source>
        <translation>Normalspiel: Wer den letzten Stein nimmt, gewinnt.</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Rückzüge</translation>
    </message>
    <message>
        <source>Northcott&apos;s nim on the chessboard: a counter may also move back, enlarging its gap (normal play; a new game from the heaps set up)</source>
        <translation>Northcotts Nim auf dem Schachbrett: Ein Stein darf auch zurückziehen und seine Lücke vergrößern (Normalspiel; ein neues Spiel von den aufgestellten Haufen)</translation>
    </message>
    <message>
        <source>Northcott&apos;s retreats: click behind your counter to move it back. A retreat changes nothing: the answer closes the gap again.</source>
        <translation>Northcotts Rückzüge: Klicke hinter deinen Stein, um ihn zurückzuziehen. Ein Rückzug ändert nichts: Die Antwort schließt die Lücke wieder.</translation>
    </message>
    <message>
        <source>Retreats off: counters only advance.</source>
        <translation>Rückzüge aus: Steine rücken nur vor.</translation>
    </message>
    <message>
        <source>Heaps</source>
        <translation>Haufen</translation>
    </message>
    <message>
        <source>The heaps as rows of counters</source>
        <translation>Die Haufen als Reihen von Steinen</translation>
    </message>
    <message>
        <source>Chessboard</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>Gardner&apos;s chessboard: the same heaps as the gaps between two counters in each column</source>
        <translation>Gardners Schachbrett: dieselben Haufen als Lücken zwischen zwei Steinen in jeder Spalte</translation>
    </message>
    <message>
        <source>The heaps of a new game, e.g. 3 4 5: 1 to %1 heaps of 0 to %2 counters; Enter starts it</source>
        <translation>Die Haufen eines neuen Spiels, z. B. 3 4 5: 1 bis %1 Haufen mit 0 bis %2 Steinen; Enter startet</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>A new game from these heaps (Enter)</source>
        <translation>Ein neues Spiel mit diesen Haufen (Enter)</translation>
    </message>
    <message>
        <source>The nim-sum worked in binary columns: a column with an odd number of 1s puts a 1 in the nim-sum</source>
        <translation>Die Nim-Summe in Zweierspalten: Eine Spalte mit einer ungeraden Zahl von Einsen ergibt eine 1 in der Nim-Summe</translation>
    </message>
    <message>
        <source>Click an empty square ahead of your counter to move it there. Whoever makes the last move wins.</source>
        <translation>Klicke ein leeres Feld vor deinem Stein an, um ihn dorthin zu ziehen. Wer den letzten Zug macht, gewinnt.</translation>
    </message>
    <message>
        <source>Click a counter to take it and every counter to its right. Whoever takes the last counter wins.</source>
        <translation>Klicke einen Stein an, um ihn und jeden Stein rechts davon zu nehmen. Wer den letzten Stein nimmt, gewinnt.</translation>
    </message>
    <message>
        <source>Heaps not changed: %1</source>
        <translation>Haufen nicht geändert: %1</translation>
    </message>
    <message>
        <source>A new game with heaps %1.</source>
        <translation>Ein neues Spiel mit den Haufen %1.</translation>
    </message>
    <message>
        <source>The game is over: %1 to play again.</source>
        <translation>Das Spiel ist vorbei: %1, um noch einmal zu spielen.</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>%1 is not a move: %2.</source>
        <translation>%1 ist kein Zug: %2.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Es ist kein Zug mehr übrig.</translation>
    </message>
    <message>
        <source> (light counters)</source>
        <translation> (helle Steine)</translation>
    </message>
    <message>
        <source> (dark counters)</source>
        <translation> (dunkle Steine)</translation>
    </message>
    <message>
        <source>The nim-sum and who wins</source>
        <translation>Die Nim-Summe und wer gewinnt</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Transfinite Nim…</source>
        <translation>Transfinites Nim…</translation>
    </message>
    <message>
        <source>Nim with heaps that are ordinals below ω^ω, on the Transfinite page</source>
        <translation>Nim mit Haufen, die Ordinalzahlen unter ω^ω sind, auf der Seite Transfinit</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NumbersCover</name>
    <message>
        <source>Numbers hidden while playing — show them with Hide numbers (%1).</source>
        <translation>Zahlen beim Spielen verborgen — zeige sie mit „Zahlen verbergen“ (%1).</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PageTabs</name>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PictureExport</name>
    <message>
        <source>Exporting once the analysis is ready…</source>
        <translation>Export, sobald die Analyse fertig ist…</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>No image was written and any file already there is unchanged; the drawing is unchanged.</source>
        <translation>Es wurde kein Bild geschrieben, eine vorhandene Datei ist unverändert; die Zeichnung ist unverändert.</translation>
    </message>
    <message>
        <source>Exported the position in play to %1</source>
        <translation>Die Stellung im Spiel nach %1 exportiert</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>picture</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Bild exportieren</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PictureScene</name>
    <message>
        <source>move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Base node (on the ground)</source>
        <translation>Fußknoten (auf dem Boden)</translation>
    </message>
    <message>
        <source>Delete node</source>
        <translation>Knoten löschen</translation>
    </message>
    <message>
        <source>lift node off the ground</source>
        <translation>Knoten vom Boden lösen</translation>
    </message>
    <message>
        <source>make base node</source>
        <translation>Zum Fußknoten machen</translation>
    </message>
    <message>
        <source>Delete edge</source>
        <translation>Kante löschen</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PictureView</name>
    <message>
        <source>Drawing the picture… %1 %</source>
        <translation>Das Bild wird gezeichnet… %1 %</translation>
    </message>
    <message>
        <source>Placing the numbers… %1 %</source>
        <translation>Die Zahlen werden gesetzt… %1 %</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>Zeichenfläche</translation>
    </message>
    <message>
        <source>The picture: its nodes and edges. Tab and the arrow keys move the focus from edge to edge; the focused edge is read out with its stress and what chopping it leaves.</source>
        <translation>Das Bild: seine Knoten und Kanten. Tab und die Pfeiltasten bewegen den Fokus von Kante zu Kante; die fokussierte Kante wird mit ihrer Spannung und dem, was ihr Abschneiden übrig lässt, vorgelesen.</translation>
    </message>
    <message>
        <source>Click on the dotted ground line to place a base node,
then drag upwards from it to draw an edge.

Drag from a node out and back onto it for a loop.
Conway&apos;s pictures are in the Examples menu.

By keys: Shift+A a base node, A a node above it, L an edge (see Help → Guide).</source>
        <translation>Klicke auf die gepunktete Bodenlinie, um einen Fußknoten zu setzen,
und ziehe dann von ihm nach oben, um eine Kante zu zeichnen.

Ziehe von einem Knoten hinaus und wieder auf ihn zurück für eine Schleife.
Conways Bilder findest du im Menü „Beispiele“.

Mit Tasten: Umschalt+A ein Fußknoten, A ein Knoten darüber, L eine Kante (siehe Hilfe → Anleitung).</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PlayController</name>
    <message>
        <source>The game is over: there is nothing to chop.</source>
        <translation>Das Spiel ist vorbei: Es gibt nichts mehr abzuschneiden.</translation>
    </message>
    <message>
        <source>This position is too large for the misère search.</source>
        <translation>Diese Stellung ist zu groß für die Misère-Suche.</translation>
    </message>
    <message>
        <source>Still working out the misère winning moves: ask again in a moment.</source>
        <translation>Die Misère-Gewinnzüge werden noch berechnet: Frag gleich noch einmal.</translation>
    </message>
    <message>
        <source>Working out the winning moves…</source>
        <translation>Die Gewinnzüge werden berechnet…</translation>
    </message>
    <message>
        <source>No winning move exists: %1 — every move loses against perfect play.</source>
        <translation>Es gibt keinen Gewinnzug: %1 — jeder Zug verliert gegen perfektes Spiel.</translation>
    </message>
    <message>
        <source>1 winning move, %1, marked in magenta</source>
        <translation>1 Gewinnzug, %1, in Magenta markiert</translation>
    </message>
    <message>
        <source>%1 winning moves, %2, marked in magenta</source>
        <translation>%1 Gewinnzüge, %2, in Magenta markiert</translation>
    </message>
    <message>
        <source>: chop one to leave your opponent a lost position.</source>
        <translation>: Schneide einen ab, um deinem Gegner eine verlorene Stellung zu lassen.</translation>
    </message>
    <message>
        <source>Value hidden while playing: Hint shows the winning moves; untick Hide numbers to see it.</source>
        <translation>Wert beim Spielen verborgen: „Tipp“ zeigt die Gewinnzüge; entferne den Haken bei „Zahlen verbergen“, um ihn zu sehen.</translation>
    </message>
    <message>
        <source>Misère play: working out who wins…</source>
        <translation>Misère-Spiel: Es wird berechnet, wer gewinnt…</translation>
    </message>
    <message>
        <source>Value: analysing…</source>
        <translation>Wert: wird analysiert…</translation>
    </message>
    <message>
        <source>, 1 more fell</source>
        <translation>, 1 weitere fiel</translation>
    </message>
    <message>
        <source>, %1 more fell</source>
        <translation>, %1 weitere fielen</translation>
    </message>
    <message>
        <source>%1 chops %2 (violet)</source>
        <translation>%1 schneidet %2 ab (violett)</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PlayPanel</name>
    <message>
        <source>Who plays as Player %1: a human at the canvas or the engine</source>
        <translation>Wer als Spieler %1 spielt: ein Mensch an der Zeichenfläche oder der Computer</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Misère play (whoever cannot move wins)</source>
        <translation>Misère-Spiel (wer nicht ziehen kann, gewinnt)</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Start again from the drawing with these settings</source>
        <translation>Mit diesen Einstellungen neu von der Zeichnung beginnen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Highlight every winning move, or say that none exists</source>
        <translation>Jeden Gewinnzug hervorheben oder sagen, dass es keinen gibt</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Take back the last move; against an engine, its answer too (%1)</source>
        <translation>Den letzten Zug zurücknehmen; gegen einen Computer auch seine Antwort (%1)</translation>
    </message>
    <message>
        <source>Replay the move taken back (%1)</source>
        <translation>Den zurückgenommenen Zug wiederholen (%1)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop the engines between moves (Step plays one)</source>
        <translation>Die Computer zwischen den Zügen anhalten („Schritt“ spielt einen)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Play one engine move while paused</source>
        <translation>Im angehaltenen Zustand einen Computerzug spielen</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Züge:</translation>
    </message>
    <message>
        <source>The moves played so far, with what fell: click one to go back to the position after it</source>
        <translation>Die bisher gespielten Züge mit dem, was fiel: Klicke einen an, um zur Stellung danach zurückzugehen</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rückblick</translation>
    </message>
    <message>
        <source>Each move with the value it left (0 wins: the player to move then loses). Click one to see the position it faced, with its winning moves marked.</source>
        <translation>Jeder Zug mit dem Wert, den er übrig ließ (0 gewinnt: Wer dann am Zug ist, verliert). Klicke einen an, um die Stellung davor mit ihren markierten Gewinnzügen zu sehen.</translation>
    </message>
    <message>
        <source>The first move that handed the win away: click to see the position it faced, with the winning moves marked.</source>
        <translation>Der erste Zug, der den Sieg verschenkt hat: Klicke, um die Stellung davor mit den markierten Gewinnzügen zu sehen.</translation>
    </message>
    <message>
        <source>Misère play: whoever cannot move wins. The engine and the hint use an exhaustive search, possible because the picture is small.</source>
        <translation>Misère-Spiel: Wer nicht ziehen kann, gewinnt. Computer und Tipp nutzen eine vollständige Suche, möglich, weil das Bild klein ist.</translation>
    </message>
    <message>
        <source>Unavailable: %1</source>
        <translation>Nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Misère unavailable: %1.</source>
        <translation>Misère nicht verfügbar: %1.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Rückblick auf das Spiel</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PresentationMode</name>
    <message>
        <source>Presentation Mo&amp;de</source>
        <translation>Präsentations&amp;modus</translation>
    </message>
    <message>
        <source>Full screen, large type and high contrast for a projector; Esc leaves</source>
        <translation>Vollbild, große Schrift und hoher Kontrast für einen Beamer; Esc verlässt</translation>
    </message>
    <message>
        <source>Presentation mode: full screen, large type, high contrast (F5; Esc leaves)</source>
        <translation>Präsentationsmodus: Vollbild, große Schrift, hoher Kontrast (F5; Esc verlässt)</translation>
    </message>
    <message>
        <source>Leave Presentation (Esc)</source>
        <translation>Präsentation verlassen (Esc)</translation>
    </message>
    <message>
        <source>Leave presentation mode (Esc)</source>
        <translation>Präsentationsmodus verlassen (Esc)</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Präsentation</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Open one of the example pictures</source>
        <translation>Eines der Beispielbilder öffnen</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PuzzlePage</name>
    <message>
        <source>Hackenbush</source>
        <translation>Hackenbush</translation>
    </message>
    <message>
        <source>Hackenbush: a classic picture</source>
        <translation>Hackenbush: ein klassisches Bild</translation>
    </message>
    <message>
        <source>Welter&apos;s game</source>
        <translation>Welters Spiel</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>The game of the puzzles: random Hackenbush pictures, the classic pictures of the Examples menu, Welter positions or Nim heaps.</source>
        <translation>Das Spiel der Rätsel: zufällige Hackenbush-Bilder, die klassischen Bilder aus dem Menü „Beispiele“, Welter-Stellungen oder Nim-Haufen.</translation>
    </message>
    <message>
        <source>1 · Beginner</source>
        <translation>1 · Anfänger</translation>
    </message>
    <message>
        <source>2 · Intermediate</source>
        <translation>2 · Fortgeschritten</translation>
    </message>
    <message>
        <source>3 · Expert</source>
        <translation>3 · Experte</translation>
    </message>
    <message>
        <source>Beginner: small trees, two or three coins or heaps.
Intermediate: small cycles, up to four coins or heaps.
Expert: loops and multiple edges, up to five coins or heaps.</source>
        <translation>Anfänger: kleine Bäume, zwei oder drei Münzen oder Haufen.
Fortgeschritten: kleine Kreise, bis zu vier Münzen oder Haufen.
Experte: Schleifen und Mehrfachkanten, bis zu fünf Münzen oder Haufen.</translation>
    </message>
    <message>
        <source>Right answers in a row (the first answer to each puzzle counts) and your best run.</source>
        <translation>Richtige Antworten in Folge (die erste Antwort auf jedes Rätsel zählt) und deine beste Serie.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Spie&amp;l:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>Stu&amp;fe:</translation>
    </message>
    <message>
        <source>No winning move</source>
        <translation>Kein Gewinnzug</translation>
    </message>
    <message>
        <source>Say that every move loses here (the value is 0). Key: 0</source>
        <translation>Sagen, dass hier jeder Zug verliert (der Wert ist 0). Taste: 0</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>The same position again (it no longer counts for the streak). Key: R</source>
        <translation>Dieselbe Stellung noch einmal (sie zählt nicht mehr für die Serie). Taste: R</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>The winning move, or that none exists, and why (the puzzle then no longer counts for the streak). Key: A</source>
        <translation>Der Gewinnzug, oder dass es keinen gibt, und warum (das Rätsel zählt dann nicht mehr für die Serie). Taste: A</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Nächstes Rätsel</translation>
    </message>
    <message>
        <source>A new position of this game and level. Key: N</source>
        <translation>Eine neue Stellung dieses Spiels und dieser Stufe. Taste: N</translation>
    </message>
    <message>
        <source>Preparing the puzzle…</source>
        <translation>Das Rätsel wird vorbereitet…</translation>
    </message>
    <message>
        <source> &lt;i&gt;(%1)&lt;/i&gt;</source>
        <translation> &lt;i&gt;(%1)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source> Press Next puzzle (N) for another.</source>
        <translation> Drücke „Nächstes Rätsel“ (N) für ein weiteres.</translation>
    </message>
    <message>
        <source>That is not a move: %1.</source>
        <translation>Das ist kein Zug: %1.</translation>
    </message>
    <message>
        <source>Try again: this one no longer counts for the streak.</source>
        <translation>Noch einmal: Dieses zählt nicht mehr für die Serie.</translation>
    </message>
    <message>
        <source> Press Try again (R) to play it, or Next puzzle (N).</source>
        <translation> Drücke „Noch einmal“ (R), um es zu spielen, oder „Nächstes Rätsel“ (N).</translation>
    </message>
    <message>
        <source>Streak %1 · best %2</source>
        <translation>Serie %1 · Bestwert %2</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>no such move</source>
        <translation>diesen Zug gibt es nicht</translation>
    </message>
    <message>
        <source>Strip, scrolling</source>
        <translation>Streifen, scrollbar</translation>
    </message>
</context>
<context>
    <name>homestead::gui::RecoveryController</name>
    <message>
        <source>an untitled drawing</source>
        <translation>eine unbenannte Zeichnung</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Ungespeicherte Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <source>It was never saved to a file.</source>
        <translation>Sie wurde nie in einer Datei gespeichert.</translation>
    </message>
    <message>
        <source>Its file %1 was last saved %2.</source>
        <translation>Ihre Datei %1 wurde zuletzt am %2 gespeichert.</translation>
    </message>
    <message>
        <source>Its file %1 is no longer there.</source>
        <translation>Ihre Datei %1 ist nicht mehr da.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Homestead closed before “%1” was saved.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Homestead wurde beendet, bevor „%1“ gespeichert war.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Autosaved %1.</source>
        <translation>Automatisch gespeichert am %1.</translation>
    </message>
    <message>
        <source>Autosaved %1: no edges yet.</source>
        <translation>Automatisch gespeichert am %1: noch keine Kanten.</translation>
    </message>
    <message>
        <source>Autosaved %1: 1 edge.</source>
        <translation>Automatisch gespeichert am %1: 1 Kante.</translation>
    </message>
    <message>
        <source>Autosaved %1: %2 edges.</source>
        <translation>Automatisch gespeichert am %1: %2 Kanten.</translation>
    </message>
    <message>
        <source>Restore opens it here with its unsaved changes; Discard deletes the autosaved copy.</source>
        <translation>„Wiederherstellen“ öffnet sie hier mit ihren ungespeicherten Änderungen; „Verwerfen“ löscht die automatisch gespeicherte Kopie.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Autosaved drawing could not be read</source>
        <translation>Automatisch gespeicherte Zeichnung nicht lesbar</translation>
    </message>
    <message>
        <source>&lt;b&gt;An autosaved drawing could not be read.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Eine automatisch gespeicherte Zeichnung konnte nicht gelesen werden.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 (%2, autosaved %3): %4</source>
        <translation>%1 (%2, automatisch gespeichert am %3): %4</translation>
    </message>
    <message>
        <source>Keep It</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Delete It</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Restored the autosaved drawing; it is not saved yet</source>
        <translation>Die automatisch gespeicherte Zeichnung wurde wiederhergestellt; sie ist noch nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>homestead::gui::SceneBuilder</name>
    <message>
        <source>draw all of this picture</source>
        <translation>das ganze Bild zu zeichnen</translation>
    </message>
</context>
<context>
    <name>homestead::gui::StatusLine</name>
    <message>
        <source>analysing…</source>
        <translation>wird analysiert…</translation>
    </message>
    <message>
        <source>Play: click an edge to chop it (or Tab to it and press Enter); what is no longer connected to the ground falls</source>
        <translation>Spielen: Klicke eine Kante an, um sie abzuschneiden (oder gehe mit Tab zu ihr und drücke Enter); was nicht mehr mit dem Boden verbunden ist, fällt</translation>
    </message>
    <message>
        <source>%1 New Game (F2) plays again; Ctrl+Z takes back the last move.</source>
        <translation>%1 Neues Spiel (F2) spielt noch einmal; Strg+Z nimmt den letzten Zug zurück.</translation>
    </message>
    <message>
        <source>%1 New Game (F2) plays again.</source>
        <translation>%1 Neues Spiel (F2) spielt noch einmal.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::TransfiniteBoardView</name>
    <message>
        <source>Transfinite board</source>
        <translation>Transfinites Brett</translation>
    </message>
    <message>
        <source>Dropped off the board: the coin stays on %1.</source>
        <translation>Vom Brett gefallen: Die Münze bleibt auf %1.</translation>
    </message>
    <message>
        <source>Square %1 (empty)</source>
        <translation>Feld %1 (leer)</translation>
    </message>
    <message>
        <source>Square %1: drag this coin to any smaller square — left in its row, or into a row below</source>
        <translation>Feld %1: Ziehe diese Münze auf ein beliebiges kleineres Feld — nach links in ihrer Reihe oder in eine Reihe darunter</translation>
    </message>
    <message>
        <source>Square %1: %2 coins (Nim heaps of this size)</source>
        <translation>Feld %1: %2 Münzen (Nim-Haufen dieser Größe)</translation>
    </message>
</context>
<context>
    <name>homestead::gui::TransfiniteGame</name>
    <message>
        <source>%1 coins: this page takes at most %2.</source>
        <translation>%1 Münzen: Diese Seite nimmt höchstens %2.</translation>
    </message>
    <message>
        <source>%1 is too large to draw: the page takes ordinals below ω^%2.</source>
        <translation>%1 ist zu groß zum Zeichnen: Die Seite nimmt Ordinalzahlen unter ω^%2.</translation>
    </message>
    <message>
        <source>%1 has a coefficient above %2, more squares than a row can show.</source>
        <translation>%1 hat einen Koeffizienten über %2, mehr Felder, als eine Reihe zeigen kann.</translation>
    </message>
    <message>
        <source>Welter: %1.</source>
        <translation>Welter: %1.</translation>
    </message>
    <message>
        <source>Coin %1 (“%2”): %3</source>
        <translation>Münze %1 („%2“): %3</translation>
    </message>
    <message>
        <source>Type a move as “from → to”, e.g. w^2+w*5+25 -&gt; w^2+w*4+30.</source>
        <translation>Gib einen Zug als „von → nach“ ein, z. B. w^2+w*5+25 -&gt; w^2+w*4+30.</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>Von: %1</translation>
    </message>
    <message>
        <source>To: %1</source>
        <translation>Nach: %1</translation>
    </message>
</context>
<context>
    <name>homestead::gui::TransfinitePage</name>
    <message>
        <source>Abuku&apos;s Welter</source>
        <translation>Abukus Welter</translation>
    </message>
    <message>
        <source>Working out the good moves…</source>
        <translation>Die guten Züge werden ermittelt…</translation>
    </message>
    <message>
        <source>Who plays as player %1: a human at the board, the perfect engine, or the casual one (a stalling move one time in three)</source>
        <translation>Wer als Spieler %1 spielt: ein Mensch am Brett, der perfekte Computer oder der lockere (ein hinhaltender Zug jedes dritte Mal)</translation>
    </message>
    <message>
        <source>%1 moved %2.</source>
        <translation>%1: Zug %2.</translation>
    </message>
    <message>
        <source>Welter</source>
        <translation>Welter</translation>
    </message>
    <message>
        <source>Transfinite Welter: no two coins may share a square</source>
        <translation>Transfinites Welter: Keine zwei Münzen dürfen auf demselben Feld liegen</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>Transfinite Nim: a coin on α is a heap of size α; coins may share a square</source>
        <translation>Transfinites Nim: Eine Münze auf α ist ein Haufen der Größe α; Münzen dürfen sich ein Feld teilen</translation>
    </message>
    <message>
        <source>Start again from the position typed</source>
        <translation>Von der eingegebenen Stellung neu beginnen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show the good moves on the board and say what each does</source>
        <translation>Die guten Züge auf dem Brett zeigen und sagen, was jeder bewirkt</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Abuku&apos;s transfinite Welter (value ω+4)</source>
        <translation>Abukus transfinites Welter (Wert ω+4)</translation>
    </message>
    <message>
        <source>1, ω·2+4, ω·2+9, ω²+ω·4+16, ω²+ω·5+25: value ω+4; the one good move ω²+ω·5+25 → ω²+ω·4+30, with the paper&apos;s last step corrected</source>
        <translation>1, ω·2+4, ω·2+9, ω²+ω·4+16, ω²+ω·5+25: Wert ω+4; der eine gute Zug ω²+ω·5+25 → ω²+ω·4+30, mit dem letzten Schritt des Aufsatzes berichtigt</translation>
    </message>
    <message>
        <source>Abuku&apos;s transfinite Nim (nim-sum ω·3+5)</source>
        <translation>Abukus transfinites Nim (Nim-Summe ω·3+5)</translation>
    </message>
    <message>
        <source>1, ω·2+4, ω²·3+9, ω²·2+ω·4+16, ω²+ω·5+25: nim-sum ω·3+5; the good move ω·2+4 → ω+1</source>
        <translation>1, ω·2+4, ω²·3+9, ω²·2+ω·4+16, ω²+ω·5+25: Nim-Summe ω·3+5; der gute Zug ω·2+4 → ω+1</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>Abuku&apos;s examples: each one sets up its position on the board</source>
        <translation>Abukus Beispiele: jedes stellt seine Stellung auf dem Brett auf</translation>
    </message>
    <message>
        <source>coins, e.g. 1 w*2+4 w^2+w*5+25</source>
        <translation>Münzen, z. B. 1 w*2+4 w^2+w*5+25</translation>
    </message>
    <message>
        <source>The coins (Welter) or heaps (Nim), ordinals below ω^6 as homestead-cli takes them: w^2*3+w*4+16 or ω²·3+ω·4+16, separated by spaces or commas; Enter starts a game</source>
        <translation>Die Münzen (Welter) oder Haufen (Nim), Ordinalzahlen unter ω^6, wie homestead-cli sie liest: w^2*3+w*4+16 oder ω²·3+ω·4+16, getrennt durch Leerzeichen oder Kommas; Enter startet ein Spiel</translation>
    </message>
    <message>
        <source>A new game from %1.</source>
        <translation>Ein neues Spiel ab %1.</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>move: from → to</source>
        <translation>Zug: von → nach</translation>
    </message>
    <message>
        <source>A move typed as “from → to” (or -&gt;), e.g. w^2+w*5+25 -&gt; w^2+w*4+30: any smaller ordinal, also in a row not shown; Enter plays it</source>
        <translation>Ein als „von → nach“ (oder -&gt;) eingegebener Zug, z. B. w^2+w*5+25 -&gt; w^2+w*4+30: jede kleinere Ordinalzahl, auch in einer nicht gezeigten Reihe; Enter spielt ihn</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>%1 is not a move: %2.</source>
        <translation>%1 ist kein Zug: %2.</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>Die Stellung</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Transfinite Nim: %1.</source>
        <translation>Transfinites Nim: %1.</translation>
    </message>
    <message>
        <source>Transfinite Welter: %1.</source>
        <translation>Transfinites Welter: %1.</translation>
    </message>
    <message>
        <source>Transfinite Nim: the heaps&apos; coefficients of each power of ω nim-add on their own</source>
        <translation>Transfinites Nim: Die Koeffizienten jeder Potenz von ω werden für sich nim-addiert</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Es ist kein Zug mehr übrig.</translation>
    </message>
    <message>
        <source>The game is over: there is no move.</source>
        <translation>Das Spiel ist vorbei: Es gibt keinen Zug.</translation>
    </message>
    <message>
        <source>Hint: no good move exists: every move leaves the opponent a win.</source>
        <translation>Tipp: Es gibt keinen guten Zug: Jeder Zug lässt dem Gegner einen Sieg.</translation>
    </message>
    <message>
        <source>Hint: the good move %1 (shown in green).</source>
        <translation>Tipp: der gute Zug %1 (grün gezeigt).</translation>
    </message>
    <message>
        <source>Hint: good moves %1 (shown in green).</source>
        <translation>Tipp: die guten Züge %1 (grün gezeigt).</translation>
    </message>
    <message>
        <source>Transfinite</source>
        <translation>Transfinit</translation>
    </message>
</context>
<context>
    <name>homestead::gui::WelterStripAccessibility</name>
    <message>
        <source>square %1, empty</source>
        <translation>Feld %1, leer</translation>
    </message>
    <message>
        <source>coin on square %1, picked up</source>
        <translation>Münze auf Feld %1, aufgenommen</translation>
    </message>
    <message>
        <source>coin on square %1</source>
        <translation>Münze auf Feld %1</translation>
    </message>
</context>
<context>
    <name>homestead::gui::WelterStripPage</name>
    <message>
        <source>Working out the winning moves…</source>
        <translation>Die Gewinnzüge werden ermittelt…</translation>
    </message>
    <message>
        <source>Welter&apos;s game</source>
        <translation>Welters Spiel</translation>
    </message>
    <message>
        <source>Who plays as player %1: a human at the strip, the perfect engine, or the casual one (a random move one time in three, for beginners)</source>
        <translation>Wer als Spieler %1 spielt: ein Mensch am Streifen, der perfekte Computer oder der lockere (ein zufälliger Zug jedes dritte Mal, für Anfänger)</translation>
    </message>
    <message>
        <source>%1 moved %2.</source>
        <translation>%1: Zug %2.</translation>
    </message>
    <message>
        <source>Drag a coin to the left onto an empty square, or click a coin and then a square. Arrows and Enter work too.</source>
        <translation>Ziehe eine Münze nach links auf ein leeres Feld, oder klicke eine Münze und dann ein Feld an. Pfeiltasten und Enter gehen auch.</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Aufstellen</translation>
    </message>
    <message>
        <source>Set-up mode: click a square to place or remove a coin</source>
        <translation>Aufstellmodus: Klicke ein Feld an, um eine Münze zu setzen oder zu entfernen</translation>
    </message>
    <message>
        <source>Set-up: click squares to place or remove coins; leave set-up to play.</source>
        <translation>Aufstellen: Klicke Felder an, um Münzen zu setzen oder zu entfernen; verlasse das Aufstellen, um zu spielen.</translation>
    </message>
    <message>
        <source>Game started from the position set up.</source>
        <translation>Spiel von der aufgestellten Stellung aus begonnen.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>A random position with the chosen number of coins</source>
        <translation>Eine zufällige Stellung mit der gewählten Zahl von Münzen</translation>
    </message>
    <message>
        <source>A random position of %1 coins.</source>
        <translation>Eine zufällige Stellung mit %1 Münzen.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Remove every coin</source>
        <translation>Alle Münzen entfernen</translation>
    </message>
    <message>
        <source>Start again from the position set up</source>
        <translation>Von der aufgestellten Stellung neu beginnen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show the winning moves, or say that none exists</source>
        <translation>Die Gewinnzüge zeigen oder sagen, dass es keinen gibt</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Misère play: whoever makes the last move loses</source>
        <translation>Misère-Spiel: Wer den letzten Zug macht, verliert</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source> coins</source>
        <translation> Münzen</translation>
    </message>
    <message>
        <source>How many coins stand on the strip; Random puts this many on random squares</source>
        <translation>Wie viele Münzen auf dem Streifen stehen; „Zufall“ setzt so viele auf zufällige Felder</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>The number of squares of the strip (it scrolls when long). The game in progress is kept; the strip cannot be shorter than the highest coin of the start position.</source>
        <translation>Die Zahl der Felder des Streifens (bei großer Länge scrollt er). Das laufende Spiel bleibt erhalten; der Streifen kann nicht kürzer sein als die höchste Münze der Anfangsstellung.</translation>
    </message>
    <message>
        <source>The strip has %1 squares; the game goes on.</source>
        <translation>Der Streifen hat %1 Felder; das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>Die Stellung</translation>
    </message>
    <message>
        <source>The Welter value [a|b|c|…]: the Grundy value of the position</source>
        <translation>Der Welter-Wert [a|b|c|…]: der Grundy-Wert der Stellung</translation>
    </message>
    <message>
        <source>Welter&apos;s game is Nim in which no two heaps may be equal</source>
        <translation>Welters Spiel ist Nim, in dem keine zwei Haufen gleich sein dürfen</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Value %1 = %2</source>
        <translation>Wert %1 = %2</translation>
    </message>
    <message>
        <source>Conway&apos;s mating method: mate the best-mated pair, repeat; the colours match the arcs under the strip</source>
        <translation>Conways Paarungsmethode: das am besten gepaarte Paar paaren, wiederholen; die Farben passen zu den Bögen unter dem Streifen</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Es ist kein Zug mehr übrig.</translation>
    </message>
    <message>
        <source>Set-up: click squares to place or remove coins</source>
        <translation>Aufstellen: Klicke Felder an, um Münzen zu setzen oder zu entfernen</translation>
    </message>
    <message>
        <source>The game is over: there is no move.</source>
        <translation>Das Spiel ist vorbei: Es gibt keinen Zug.</translation>
    </message>
    <message>
        <source>Hint: no winning move exists (misère): every move leaves the opponent a win.</source>
        <translation>Tipp: Es gibt keinen Gewinnzug (Misère): Jeder Zug lässt dem Gegner einen Sieg.</translation>
    </message>
    <message>
        <source>Hint: no winning move exists: the value is 0, so every move leaves the opponent a win.</source>
        <translation>Tipp: Es gibt keinen Gewinnzug: Der Wert ist 0, also lässt jeder Zug dem Gegner einen Sieg.</translation>
    </message>
    <message>
        <source>Hint%1: the winning move %2 (shown in green).</source>
        <translation>Tipp%1: der Gewinnzug %2 (grün gezeigt).</translation>
    </message>
    <message>
        <source>Hint%1: winning moves %2 (shown in green).</source>
        <translation>Tipp%1: die Gewinnzüge %2 (grün gezeigt).</translation>
    </message>
    <message>
        <source> (misère)</source>
        <translation> (Misère)</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>%1 → %2 is not a move: %3.</source>
        <translation>%1 → %2 ist kein Zug: %3.</translation>
    </message>
    <message>
        <source>Number of coins</source>
        <translation>Anzahl der Münzen</translation>
    </message>
    <message>
        <source>Strip, scrolling</source>
        <translation>Streifen, scrollbar</translation>
    </message>
    <message>
        <source>Welter</source>
        <translation>Welter</translation>
    </message>
</context>
<context>
    <name>homestead::gui::WelterStripView</name>
    <message>
        <source>Welter strip</source>
        <translation>Welter-Streifen</translation>
    </message>
    <message>
        <source>spinster</source>
        <translation>Ledige</translation>
    </message>
    <message>
        <source>Dropped off the strip: the coin goes back to square %1.</source>
        <translation>Vom Streifen gefallen: Die Münze kehrt auf Feld %1 zurück.</translation>
    </message>
    <message>
        <source>Square %1: click to remove the coin</source>
        <translation>Feld %1: klicken, um die Münze zu entfernen</translation>
    </message>
    <message>
        <source>Square %1: click to place a coin</source>
        <translation>Feld %1: klicken, um eine Münze zu setzen</translation>
    </message>
    <message>
        <source>Square %1: drag this coin left onto an empty square, or click it and then a square</source>
        <translation>Feld %1: Ziehe diese Münze nach links auf ein leeres Feld, oder klicke sie und dann ein Feld an</translation>
    </message>
    <message>
        <source>Square %1 (empty)</source>
        <translation>Feld %1 (leer)</translation>
    </message>
    <message>
        <source>Squares numbered from 0, some holding coins. Left and Right move along the strip; Enter picks up the coin there and Enter again puts it down on an empty square to its left.</source>
        <translation>Felder ab 0 nummeriert, manche mit Münzen. Links und Rechts bewegen entlang des Streifens; Enter nimmt die Münze dort auf, und noch einmal Enter legt sie auf einem leeren Feld links davon ab.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::WinningMoveStepper</name>
    <message>
        <source>Finding the winning moves of the new position…</source>
        <translation>Die Gewinnzüge der neuen Stellung werden gesucht…</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to chop.</source>
        <translation>Das Spiel ist vorbei: Es gibt nichts mehr abzuschneiden.</translation>
    </message>
    <message>
        <source>Still working out the misère winning moves: press F3 again in a moment.</source>
        <translation>Die Misère-Gewinnzüge werden noch berechnet: Drücke gleich noch einmal F3.</translation>
    </message>
</context>
</TS>
