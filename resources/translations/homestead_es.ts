<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ExamplePictures</name>
    <message>
        <source>A cycle on a stalk</source>
        <translation>Un ciclo sobre un tallo</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Puerta</translation>
    </message>
    <message>
        <source>A flower</source>
        <translation>Una flor</translation>
    </message>
    <message>
        <source>Girl on both feet</source>
        <translation>Niña sobre los dos pies</translation>
    </message>
    <message>
        <source>Girl on one foot</source>
        <translation>Niña sobre un pie</translation>
    </message>
    <message>
        <source>Girl with umbrella and bird (a)</source>
        <translation>Niña con paraguas y pájaro (a)</translation>
    </message>
    <message>
        <source>Girl with umbrella and bird (b)</source>
        <translation>Niña con paraguas y pájaro (b)</translation>
    </message>
    <message>
        <source>Hackenbush Homestead</source>
        <translation>Hackenbush Homestead</translation>
    </message>
    <message>
        <source>Lovers&apos; bridge</source>
        <translation>Puente de los enamorados</translation>
    </message>
    <message>
        <source>Stalks of 2, 3 and 5</source>
        <translation>Tallos de 2, 3 y 5</translation>
    </message>
    <message>
        <source>Ambidextrous strong-man (a)</source>
        <translation>Forzudo ambidiestro (a)</translation>
    </message>
    <message>
        <source>Ambidextrous strong-man (b)</source>
        <translation>Forzudo ambidiestro (b)</translation>
    </message>
    <message>
        <source>A tree</source>
        <translation>Un árbol</translation>
    </message>
</context>
<context>
    <name>ExerciseSheet</name>
    <message>
        <source>  (Coins on squares %1.)</source>
        <translation>  (Monedas en las casillas %1.)</translation>
    </message>
    <message>
        <source>  (Heaps %1.)</source>
        <translation>  (Montones %1.)</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>heap %1</source>
        <translation>montón %1</translation>
    </message>
    <message>
        <source>Name: ______________________      Normal play: whoever cannot move loses.</source>
        <translation>Nombre: ______________________      Juego normal: quien no puede mover pierde.</translation>
    </message>
    <message>
        <source>Homestead · </source>
        <translation>Homestead · </translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>página %1 de %2</translation>
    </message>
    <message>
        <source>Exercise sheet: Hackenbush</source>
        <translation>Hoja de ejercicios: Hackenbush</translation>
    </message>
    <message>
        <source>Exercise sheet: Welter&apos;s game</source>
        <translation>Hoja de ejercicios: el juego de Welter</translation>
    </message>
    <message>
        <source>Exercise sheet: Nim</source>
        <translation>Hoja de ejercicios: Nim</translation>
    </message>
    <message>
        <source>Name: ______________________</source>
        <translation>Nombre: ______________________</translation>
    </message>
    <message>
        <source>Exercise sheet: animating functions</source>
        <translation>Hoja de ejercicios: funciones animadoras</translation>
    </message>
    <message>
        <source>Exercise sheet: transfinite Welter and Nim</source>
        <translation>Hoja de ejercicios: Welter y Nim transfinitos</translation>
    </message>
</context>
<context>
    <name>ExplainPanel</name>
    <message>
        <source>&lt;i&gt;%1 stresses: too many to set out in columns here.&lt;/i&gt;</source>
        <translation>&lt;i&gt;%1 tensiones: demasiadas para ponerlas aquí en columnas.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take back the last move (and the engine&apos;s reply)</source>
        <translation>Deshacer la última jugada (y la respuesta de la máquina)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Replay a move taken back</source>
        <translation>Volver a jugar una jugada deshecha</translation>
    </message>
    <message>
        <source>Pause engines</source>
        <translation>Pausar las máquinas</translation>
    </message>
    <message>
        <source>Stop the engines from moving (engine against engine)</source>
        <translation>Impedir que las máquinas muevan (máquina contra máquina)</translation>
    </message>
</context>
<context>
    <name>HandoutLegend</name>
    <message>
        <source>The ground (dotted line) and its base nodes (squares); a node above the ground is a disc.</source>
        <translation>El suelo (línea de puntos) y sus nodos base (cuadrados); un nodo sobre el suelo es un disco.</translation>
    </message>
    <message>
        <source>An edge: a move chops one, and everything no longer joined to the ground falls with it.</source>
        <translation>Una arista: cada jugada corta una, y todo lo que deja de estar unido al suelo cae con ella.</translation>
    </message>
    <message>
        <source>A winning move (thick dashes): chopping it leaves value 0.</source>
        <translation>Una jugada ganadora (trazo grueso discontinuo): cortar esa arista deja el valor 0.</translation>
    </message>
    <message>
        <source>A concyclic class: edges on exactly the same cycles share a colour and a dash pattern.</source>
        <translation>Una clase concíclica: las aristas en exactamente los mismos ciclos comparten color y tipo de trazo.</translation>
    </message>
    <message>
        <source>An edge in the air (pale, no number): not joined to the ground, no part in the game.</source>
        <translation>Una arista en el aire (pálida, sin número): no está unida al suelo y no participa en el juego.</translation>
    </message>
    <message>
        <source>Beside each named edge: its name.</source>
        <translation>Junto a cada arista con nombre: su nombre.</translation>
    </message>
    <message>
        <source>A name before the numbers is the edge&apos;s own (&quot;trunk: 5&quot;). </source>
        <translation>Un nombre delante de los números es el de la arista («tronco: 5»). </translation>
    </message>
</context>
<context>
    <name>OutOfMemory</name>
    <message>
        <source>finish that</source>
        <translation>terminar eso</translation>
    </message>
    <message>
        <source>Not enough memory to %1 — your drawing is kept.</source>
        <translation>No hay memoria suficiente para %1; tu dibujo se conserva.</translation>
    </message>
</context>
<context>
    <name>PictureFileFormats</name>
    <message>
        <source>Hackenbush pictures (*.json)</source>
        <translation>Dibujos de Hackenbush (*.json)</translation>
    </message>
    <message>
        <source>Edge lists, the game without the drawing (*.edges)</source>
        <translation>Listas de aristas, el juego sin el dibujo (*.edges)</translation>
    </message>
    <message>
        <source>GraphViz DOT graphs (*.dot)</source>
        <translation>Grafos DOT de GraphViz (*.dot)</translation>
    </message>
    <message>
        <source>it would hold %1 edges instead of %2</source>
        <translation>tendría %1 aristas en lugar de %2</translation>
    </message>
    <message>
        <source>the title would read back differently</source>
        <translation>el título se volvería a leer de otra forma</translation>
    </message>
    <message>
        <source>it would hold %1 nodes and %2 edges instead of %3 and %4</source>
        <translation>tendría %1 nodos y %2 aristas en lugar de %3 y %4</translation>
    </message>
    <message>
        <source>node %1 would read back differently</source>
        <translation>el nodo %1 se volvería a leer de otra forma</translation>
    </message>
    <message>
        <source>edge %1 would read back differently</source>
        <translation>la arista %1 se volvería a leer de otra forma</translation>
    </message>
    <message>
        <source>it would read back as a different picture</source>
        <translation>se volvería a leer como otro dibujo</translation>
    </message>
    <message>
        <source>Hackenbush pictures and edge lists (*.json *.edges)</source>
        <translation>Dibujos de Hackenbush y listas de aristas (*.json *.edges)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1: not written, because Homestead could not open the file again: %2.</source>
        <translation>%1: no se escribió, porque Homestead no pudo volver a abrir el archivo: %2.</translation>
    </message>
    <message>
        <source> (Edit → Lay Out places every node within it)</source>
        <translation> (Editar → Organizar de nuevo coloca cada nodo dentro)</translation>
    </message>
    <message>
        <source>the file being saved</source>
        <translation>el archivo que se está guardando</translation>
    </message>
</context>
<context>
    <name>PictureRenderer</name>
    <message>
        <source>value %1</source>
        <translation>valor %1</translation>
    </message>
    <message>
        <source>Hackenbush picture drawn by Homestead</source>
        <translation>Dibujo de Hackenbush hecho por Homestead</translation>
    </message>
</context>
<context>
    <name>PlayerNames</name>
    <message>
        <source>human</source>
        <translation>humano</translation>
    </message>
    <message>
        <source>perfect engine</source>
        <translation>máquina perfecta</translation>
    </message>
    <message>
        <source>casual engine</source>
        <translation>máquina ocasional</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Perfect engine</source>
        <translation>Máquina perfecta</translation>
    </message>
    <message>
        <source>Casual engine</source>
        <translation>Máquina ocasional</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Player %1 — %2</source>
        <translation>Jugador %1 — %2</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Ganas tú</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>Game over: %1! You have no move left.</source>
        <translation>Fin de la partida: ¡%1! No te quedan jugadas.</translation>
    </message>
    <message>
        <source>Game over: %1! %2 has no move left.</source>
        <translation>Fin de la partida: ¡%1! A %2 no le quedan jugadas.</translation>
    </message>
    <message>
        <source>Game over: %1! Nobody can move, and under the misère rule the player who cannot move wins.</source>
        <translation>Fin de la partida: ¡%1! Nadie puede mover, y según la regla misère gana quien no puede mover.</translation>
    </message>
    <message>
        <source>Game over: %1! %2 made the last move, and under the misère rule the last mover loses.</source>
        <translation>Fin de la partida: ¡%1! %2 hizo la última jugada, y según la regla misère quien mueve el último pierde.</translation>
    </message>
</context>
<context>
    <name>PrivateFile</name>
    <message>
        <source>is a link, not a folder</source>
        <translation>es un enlace, no una carpeta</translation>
    </message>
    <message>
        <source>a file is in the way of the folder</source>
        <translation>un archivo ocupa el lugar de la carpeta</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>no se puede crear la carpeta</translation>
    </message>
    <message>
        <source>cannot make the folder private</source>
        <translation>no se puede hacer privada la carpeta</translation>
    </message>
    <message>
        <source>cannot create the file: %1</source>
        <translation>no se puede crear el archivo: %1</translation>
    </message>
    <message>
        <source>cannot create a temporary file</source>
        <translation>no se puede crear un archivo temporal</translation>
    </message>
    <message>
        <source>cannot write the file: %1</source>
        <translation>no se puede escribir el archivo: %1</translation>
    </message>
    <message>
        <source>nothing was written</source>
        <translation>no se escribió nada</translation>
    </message>
    <message>
        <source>cannot replace the file: %1</source>
        <translation>no se puede reemplazar el archivo: %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 Nothing was written.</source>
        <translation>%1 No se escribió nada.</translation>
    </message>
    <message>
        <source>Saved %1: %2 pages, questions on pages 1–%3, answers on pages %4–%5.</source>
        <translation>Guardado %1: %2 páginas, preguntas en las páginas 1–%3, respuestas en las páginas %4–%5.</translation>
    </message>
    <message>
        <source>The sheet could not be made: %1. Nothing was written.</source>
        <translation>No se pudo crear la hoja: %1. No se escribió nada.</translation>
    </message>
    <message>
        <source>New E&amp;xercise Sheet…</source>
        <translation>Nueva hoja de e&amp;jercicios…</translation>
    </message>
    <message>
        <source>&lt;p&gt;The guide is missing from this build of Homestead.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La guía falta en esta versión de Homestead.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Alto co&amp;ntraste</translation>
    </message>
    <message>
        <source>Thicker strokes, darker text and only strong colours, for a projector or weak eyes (always on while presenting)</source>
        <translation>Trazos más gruesos, texto más oscuro y solo colores intensos, para un proyector o una vista débil (siempre activo al presentar)</translation>
    </message>
    <message>
        <source>&amp;Larger Text</source>
        <translation>Te&amp;xto más grande</translation>
    </message>
    <message>
        <source>Make every number larger: the canvas, the garden, the class matrix, the game pages</source>
        <translation>Agrandar todos los números: el lienzo, el jardín, la matriz de clases, las páginas de juego</translation>
    </message>
    <message>
        <source>Smaller Te&amp;xt</source>
        <translation>Texto más pe&amp;queño</translation>
    </message>
    <message>
        <source>Make every number smaller</source>
        <translation>Reducir todos los números</translation>
    </message>
    <message>
        <source>&amp;Reset Text Size</source>
        <translation>Tamaño de texto no&amp;rmal</translation>
    </message>
    <message>
        <source>Back to the normal text size</source>
        <translation>Volver al tamaño de texto normal</translation>
    </message>
    <message>
        <source>add base node</source>
        <translation>añadir nodo base</translation>
    </message>
    <message>
        <source>add node</source>
        <translation>añadir nodo</translation>
    </message>
    <message>
        <source>add loop</source>
        <translation>añadir lazo</translation>
    </message>
    <message>
        <source>add edge</source>
        <translation>añadir arista</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>eliminar</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long an engine waits before each of its moves, so that you can follow the game (0: it moves at once)</source>
        <translation>Cuánto espera una máquina antes de cada una de sus jugadas, para que puedas seguir la partida (0: mueve enseguida)</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find the winning move.&lt;/b&gt; Chop the edge after which the value is 0 — or, if every chop loses, press &lt;i&gt;No winning move&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Encuentra la jugada ganadora.&lt;/b&gt; Corta la arista tras la cual el valor es 0, o, si todo corte pierde, pulsa &lt;i&gt;No hay jugada ganadora&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find the winning move.&lt;/b&gt; Slide one coin left to an empty square so that the value becomes 0 — or press &lt;i&gt;No winning move&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Encuentra la jugada ganadora.&lt;/b&gt; Desliza una moneda a la izquierda a una casilla vacía para que el valor pase a 0, o pulsa &lt;i&gt;No hay jugada ganadora&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find the winning move.&lt;/b&gt; Take counters from one heap so that the nim-sum becomes 0 — or press &lt;i&gt;No winning move&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Encuentra la jugada ganadora.&lt;/b&gt; Quita fichas de un montón para que la suma nim pase a 0, o pulsa &lt;i&gt;No hay jugada ganadora&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Show Homestead in this language</source>
        <translation>Mostrar Homestead en este idioma</translation>
    </message>
    <message>
        <source>Make a PDF of seeded exercises (Hackenbush, Welter, Nim, animating functions or transfinite Welter and Nim) with an answer key</source>
        <translation>Crear un PDF de ejercicios reproducibles (Hackenbush, Welter, Nim, funciones animadoras o Welter y Nim transfinitos) con sus soluciones</translation>
    </message>
</context>
<context>
    <name>QWidget</name>
    <message>
        <source>Play &amp;Panel</source>
        <translation>&amp;Panel de juego</translation>
    </message>
    <message>
        <source>Show or fold away the Play panel: whose move, the value, Hint and the moves so far</source>
        <translation>Mostrar u ocultar el panel de juego: a quién le toca, el valor, Pista y las jugadas hechas</translation>
    </message>
    <message>
        <source>Hide numbers</source>
        <translation>Ocultar números</translation>
    </message>
    <message>
        <source>Play fair: no stresses, weights or values on the edges, in tooltips or beside the game, and no winning moves unless you ask for a hint. Edges keep their letters. (%1)</source>
        <translation>Juego limpio: ni tensiones, ni pesos, ni valores en las aristas, en las descripciones emergentes o junto al juego, y ninguna jugada ganadora salvo que pidas una pista. Las aristas conservan sus letras. (%1)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>Start a new, empty picture</source>
        <translation>Empezar un dibujo nuevo y vacío</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a picture file</source>
        <translation>Abrir un archivo de dibujo</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>Guardar el dibujo</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Save the picture under a new name</source>
        <translation>Guardar el dibujo con otro nombre</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>&amp;Exportar imagen…</translation>
    </message>
    <message>
        <source>Export the picture with its numbers as PNG or SVG</source>
        <translation>Exportar el dibujo con sus números como PNG o SVG</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Quit Homestead</source>
        <translation>Salir de Homestead</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Undo the last edit (%1)</source>
        <translation>Deshacer la última modificación (%1)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Redo (%1)</source>
        <translation>Rehacer (%1)</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Deshacer jugada</translation>
    </message>
    <message>
        <source>Take back the last move (against an engine, its answer too)</source>
        <translation>Deshacer la última jugada (contra una máquina, también su respuesta)</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>&amp;Rehacer jugada</translation>
    </message>
    <message>
        <source>Replay the move taken back</source>
        <translation>Volver a jugar la jugada deshecha</translation>
    </message>
    <message>
        <source>&amp;Copy as CGSuite</source>
        <translation>&amp;Copiar como CGSuite</translation>
    </message>
    <message>
        <source>Copy the picture as a CGSuite string</source>
        <translation>Copiar el dibujo como cadena de CGSuite</translation>
    </message>
    <message>
        <source>&amp;Paste CGSuite / JSON</source>
        <translation>&amp;Pegar CGSuite / JSON</translation>
    </message>
    <message>
        <source>Paste a CGSuite string (or picture JSON) beside the drawing</source>
        <translation>Pegar una cadena de CGSuite (o el JSON de un dibujo) junto al dibujo</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Delete the selected nodes and edges</source>
        <translation>Eliminar los nodos y aristas seleccionados</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Seleccionar &amp;todo</translation>
    </message>
    <message>
        <source>Select everything</source>
        <translation>Seleccionar todo</translation>
    </message>
    <message>
        <source>&amp;Lay Out Again</source>
        <translation>&amp;Organizar de nuevo</translation>
    </message>
    <message>
        <source>Arrange the picture automatically as a tree above the ground</source>
        <translation>Organizar el dibujo automáticamente como un árbol sobre el suelo</translation>
    </message>
    <message>
        <source>Dra&amp;w</source>
        <translation>D&amp;ibujar</translation>
    </message>
    <message>
        <source>Draw: click to add a node, drag from a node to add an edge, Shift+drag to move</source>
        <translation>Dibujar: haz clic para añadir un nodo, arrastra desde un nodo para añadir una arista, Mayús+arrastrar mueve</translation>
    </message>
    <message>
        <source>&amp;Select and Move</source>
        <translation>&amp;Seleccionar y mover</translation>
    </message>
    <message>
        <source>Select and move: drag nodes, rubber-band select</source>
        <translation>Seleccionar y mover: arrastra nodos, selecciona con un recuadro</translation>
    </message>
    <message>
        <source>&amp;Play Hackenbush</source>
        <translation>Jugar a &amp;Hackenbush</translation>
    </message>
    <message>
        <source>Play: chop edges against the engine on a copy of the picture (the drawing stays safe)</source>
        <translation>Jugar: corta aristas contra la máquina en una copia del dibujo (el dibujo queda a salvo)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <source>Show the whole picture</source>
        <translation>Mostrar todo el dibujo</translation>
    </message>
    <message>
        <source>Actual Si&amp;ze</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <source>Zoom 100%</source>
        <translation>Zoom 100 %</translation>
    </message>
    <message>
        <source>S&amp;nap to Grid</source>
        <translation>A&amp;justar a la cuadrícula</translation>
    </message>
    <message>
        <source>Snap nodes to a grid of half units</source>
        <translation>Ajustar los nodos a una cuadrícula de medias unidades</translation>
    </message>
    <message>
        <source>Show S&amp;tresses</source>
        <translation>Mostrar tens&amp;iones</translation>
    </message>
    <message>
        <source>Label each standing edge with its stress</source>
        <translation>Rotular cada arista en pie con su tensión</translation>
    </message>
    <message>
        <source>Show &amp;Weights</source>
        <translation>Mostrar &amp;pesos</translation>
    </message>
    <message>
        <source>Label each edge with its weight (σ|0) as well</source>
        <translation>Rotular también cada arista con su peso (σ|0)</translation>
    </message>
    <message>
        <source>Show N&amp;ames</source>
        <translation>Mostrar n&amp;ombres</translation>
    </message>
    <message>
        <source>Label each named edge with its name first (&quot;trunk: 5&quot;)</source>
        <translation>Rotular primero cada arista con nombre con su nombre («tronco: 5»)</translation>
    </message>
    <message>
        <source>Colour Concyclic &amp;Classes</source>
        <translation>Colorear las &amp;clases concíclicas</translation>
    </message>
    <message>
        <source>Colour the edges of each concyclic class; select an edge to see its class</source>
        <translation>Colorear las aristas de cada clase concíclica; selecciona una arista para ver su clase</translation>
    </message>
    <message>
        <source>Show Winning &amp;Moves</source>
        <translation>Mostrar jugadas &amp;ganadoras</translation>
    </message>
    <message>
        <source>Highlight every edge whose chop wins</source>
        <translation>Resaltar cada arista cuyo corte gana</translation>
    </message>
    <message>
        <source>&amp;Garden Side View</source>
        <translation>Vista lateral del jar&amp;dín</translation>
    </message>
    <message>
        <source>Show the collapsed picture and the class panel beside the canvas</source>
        <translation>Mostrar el dibujo contraído y el panel de clases junto al lienzo</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>&amp;Guía</translation>
    </message>
    <message>
        <source>What Nim, Hackenbush unrestrained and Welter&apos;s game are, and a glossary with examples</source>
        <translation>Qué son Nim, Hackenbush sin restricciones y el juego de Welter, y un glosario con ejemplos</translation>
    </message>
    <message>
        <source>&amp;About Homestead</source>
        <translation>&amp;Acerca de Homestead</translation>
    </message>
    <message>
        <source>About Homestead</source>
        <translation>Acerca de Homestead</translation>
    </message>
</context>
<context>
    <name>RecoveryFile</name>
    <message>
        <source>not a recovery file of this version</source>
        <translation>no es un archivo de recuperación de esta versión</translation>
    </message>
    <message>
        <source>its header is longer than %1 KiB</source>
        <translation>su cabecera supera los %1 KiB</translation>
    </message>
    <message>
        <source>not a recovery file (no header line)</source>
        <translation>no es un archivo de recuperación (sin línea de cabecera)</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>demasiado grande</translation>
    </message>
</context>
<context>
    <name>RecoveryLock</name>
    <message>
        <source>held by another run</source>
        <translation>en uso por otra ejecución</translation>
    </message>
    <message>
        <source>cannot create the lock file</source>
        <translation>no se puede crear el archivo de bloqueo</translation>
    </message>
</context>
<context>
    <name>WorkedAnalysisPdf</name>
    <message>
        <source>Hackenbush picture</source>
        <translation>Dibujo de Hackenbush</translation>
    </message>
    <message>
        <source>value (⊕ of the above)</source>
        <translation>valor (⊕ de lo anterior)</translation>
    </message>
    <message>
        <source>… and %1 more (all counted in the value)</source>
        <translation>… y %1 más (todos contados en el valor)</translation>
    </message>
    <message>
        <source>Worked analysis — %1</source>
        <translation>Análisis detallado — %1</translation>
    </message>
    <message>
        <source>1. Collapse the cycles: the garden</source>
        <translation>1. Contraer los ciclos: el jardín</translation>
    </message>
    <message>
        <source>2. The value in binary columns</source>
        <translation>2. El valor en columnas binarias</translation>
    </message>
    <message>
        <source>3. Winning moves</source>
        <translation>3. Jugadas ganadoras</translation>
    </message>
</context>
<context>
    <name>homestead::gui::AnimatingGraphView</name>
    <message>
        <source>Graph of the functions</source>
        <translation>Gráfica de las funciones</translation>
    </message>
    <message>
        <source>x from left to right, f(x) upwards; + and - zoom, Left and Right move the window</source>
        <translation>x de izquierda a derecha, f(x) hacia arriba; + y - hacen zoom, Izquierda y Derecha mueven la ventana</translation>
    </message>
    <message>
        <source>poles %1</source>
        <translation>polos %1</translation>
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
        <translation>No tiene Welt: su Nim no es 0.</translation>
    </message>
    <message>
        <source>It has no poles: the strip would have no coins.</source>
        <translation>No tiene polos: la tira no tendría monedas.</translation>
    </message>
    <message>
        <source>Pole %1 is not a square of the strip (0 to %2).</source>
        <translation>El polo %1 no es una casilla de la tira (0 a %2).</translation>
    </message>
    <message>
        <source>Canonical form of f</source>
        <translation>Forma canónica de f</translation>
    </message>
    <message>
        <source>Canonical form of g</source>
        <translation>Forma canónica de g</translation>
    </message>
    <message>
        <source>Why f has its poles, Nim and Welt</source>
        <translation>Por qué f tiene sus polos, su Nim y su Welt</translation>
    </message>
    <message>
        <source>Why g has its poles, Nim and Welt</source>
        <translation>Por qué g tiene sus polos, su Nim y su Welt</translation>
    </message>
    <message>
        <source>Welt on Welter&apos;s strip</source>
        <translation>Welt en la tira de Welter</translation>
    </message>
    <message>
        <source>Open Welter&apos;s game with a coin on each pole: the Welter value of that position is the Welt</source>
        <translation>Abrir el juego de Welter con una moneda en cada polo: el valor de Welter de esa posición es el Welt</translation>
    </message>
    <message>
        <source>Whether f equals g</source>
        <translation>Si f es igual a g</translation>
    </message>
    <message>
        <source>The composition f∘g</source>
        <translation>La composición f∘g</translation>
    </message>
    <message>
        <source>&amp;Compose f∘g</source>
        <translation>&amp;Componer f∘g</translation>
    </message>
    <message>
        <source>Put f∘g (g&apos;s steps, then f&apos;s) in f: its Nim is the nim-sum of theirs</source>
        <translation>Poner f∘g (los pasos de g y luego los de f) en f: su Nim es la suma nim de los suyos</translation>
    </message>
    <message>
        <source>Conway&apos;s &amp;f = g</source>
        <translation>&amp;f = g de Conway</translation>
    </message>
    <message>
        <source>f(x) = (((x − 2) ⊕ 3) + 3) ⊕ 5 and g(x) = (((x + 2) ⊕ 3) − 1) ⊕ 5: the same poles and Nim, so the same function</source>
        <translation>f(x) = (((x − 2) ⊕ 3) + 3) ⊕ 5 y g(x) = (((x + 2) ⊕ 3) − 1) ⊕ 5: los mismos polos y el mismo Nim, así que la misma función</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Show half as many integers (also the wheel, or + on the graph)</source>
        <translation>Mostrar la mitad de enteros (también la rueda, o + en la gráfica)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>Show twice as many integers (also the wheel, or - on the graph)</source>
        <translation>Mostrar el doble de enteros (también la rueda, o - en la gráfica)</translation>
    </message>
    <message>
        <source>Animating functions</source>
        <translation>Funciones animadoras</translation>
    </message>
    <message>
        <source>f∘g: %1</source>
        <translation>f∘g: %1</translation>
    </message>
    <message>
        <source>f: see the problem with its steps above</source>
        <translation>f: mira el problema con sus pasos arriba</translation>
    </message>
    <message>
        <source>g: see the problem with its steps above</source>
        <translation>g: mira el problema con sus pasos arriba</translation>
    </message>
    <message>
        <source>No poles: the carry bell never rings an odd number of times.</source>
        <translation>Ningún polo: la campana de acarreo nunca suena un número impar de veces.</translation>
    </message>
    <message>
        <source>Fix the steps to see the function.</source>
        <translation>Corrige los pasos para ver la función.</translation>
    </message>
    <message>
        <source>f and g compared</source>
        <translation>f y g comparadas</translation>
    </message>
    <message>
        <source>Animating</source>
        <translation>Animadoras</translation>
    </message>
</context>
<context>
    <name>homestead::gui::AutosaveAlert</name>
    <message>
        <source>Autosave failed: %1 — save with Ctrl+S</source>
        <translation>Falló el guardado automático: %1; guarda con Ctrl+S</translation>
    </message>
    <message>
        <source>Autosave works again</source>
        <translation>El guardado automático vuelve a funcionar</translation>
    </message>
</context>
<context>
    <name>homestead::gui::ClassMatrixModel</name>
    <message>
        <source>Row %1: the edge chopped</source>
        <translation>Fila %1: la arista cortada</translation>
    </message>
    <message>
        <source>Column %1: the edge weighed</source>
        <translation>Columna %1: la arista pesada</translation>
    </message>
</context>
<context>
    <name>homestead::gui::ClassPanel</name>
    <message>
        <source>(x|y): the weight of column y after row x is chopped. Point at a cell to see x and y on the canvas.</source>
        <translation>(x|y): el peso de la columna y tras cortar la fila x. Señala una celda para ver x e y en el lienzo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Concyclic classes&lt;/b&gt;&lt;br&gt;Select an edge on a cycle to see its class: the matrix (x|y) — the weight of y after chopping x — its mating pairs and its spinster.</source>
        <translation>&lt;b&gt;Clases concíclicas&lt;/b&gt;&lt;br&gt;Selecciona una arista en un ciclo para ver su clase: la matriz (x|y) (el peso de y tras cortar x), sus parejas y su soltera.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Edge %1 is a bridge&lt;/b&gt;&lt;br&gt;It lies on no cycle, so it has no class.</source>
        <translation>&lt;b&gt;La arista %1 es un puente&lt;/b&gt;&lt;br&gt;No está en ningún ciclo, así que no tiene clase.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Edge %1 is floating&lt;/b&gt;</source>
        <translation>&lt;b&gt;La arista %1 flota&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;&lt;span style=&apos;color:%1&apos;&gt;■&lt;/span&gt; Concyclic class %2&lt;/b&gt; — %3</source>
        <translation>&lt;b&gt;&lt;span style=&apos;color:%1&apos;&gt;■&lt;/span&gt; Clase concíclica %2&lt;/b&gt; — %3</translation>
    </message>
    <message>
        <source>1 edge</source>
        <translation>1 arista</translation>
    </message>
    <message>
        <source>%1 edges</source>
        <translation>%1 aristas</translation>
    </message>
    <message>
        <source>Mating the class…</source>
        <translation>Emparejando la clase…</translation>
    </message>
    <message>
        <source>… and %1 more pairs</source>
        <translation>… y %1 parejas más</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mating:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Emparejamiento:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Spinster:&lt;/b&gt; %1</source>
        <translation>&lt;br&gt;&lt;b&gt;Soltera:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;No spinster (even class).</source>
        <translation>&lt;br&gt;No hay soltera (clase par).</translation>
    </message>
    <message>
        <source>Class matrix</source>
        <translation>Matriz de la clase</translation>
    </message>
    <message>
        <source>Row x, column y: the weight of edge y once edge x is chopped, (x|y).</source>
        <translation>Fila x, columna y: el peso de la arista y tras cortar la arista x, (x|y).</translation>
    </message>
    <message>
        <source>Mating of the class</source>
        <translation>Emparejamiento de la clase</translation>
    </message>
</context>
<context>
    <name>homestead::gui::CollapseStepper</name>
    <message>
        <source>Collapse &amp;Step by Step…</source>
        <translation>Contraer paso a pa&amp;so…</translation>
    </message>
    <message>
        <source>Turn the picture into its garden on the canvas, one fusion at a time (the drawing is not changed)</source>
        <translation>Convertir el dibujo en su jardín sobre el lienzo, una fusión cada vez (el dibujo no cambia)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Un paso atrás</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>The next fusion</source>
        <translation>La siguiente fusión</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Play every step to the garden</source>
        <translation>Reproducir todos los pasos hasta el jardín</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Leave: the canvas shows the drawing again</source>
        <translation>Salir: el lienzo vuelve a mostrar el dibujo</translation>
    </message>
    <message>
        <source>Step 88 of 88</source>
        <translation>Paso 88 de 88</translation>
    </message>
    <message>
        <source>Working out the steps…</source>
        <translation>Calculando los pasos…</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Paso a paso</translation>
    </message>
    <message>
        <source>This picture has %1 fusions over %2 edges: too many to show one by one. The Garden tab shows where they end.</source>
        <translation>Este dibujo tiene %1 fusiones sobre %2 aristas: demasiadas para mostrarlas una a una. La pestaña Jardín muestra dónde terminan.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>The picture</source>
        <translation>El dibujo</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>Step by step: ← and → step, Esc leaves</source>
        <translation>Paso a paso: ← y → avanzan o retroceden, Esc sale</translation>
    </message>
</context>
<context>
    <name>homestead::gui::EditController</name>
    <message>
        <source>delete</source>
        <translation>eliminar</translation>
    </message>
    <message>
        <source>Copied the position in play as a CGSuite string</source>
        <translation>Se copió la posición en juego como cadena de CGSuite</translation>
    </message>
    <message>
        <source>Copied the picture as a CGSuite string</source>
        <translation>Se copió el dibujo como cadena de CGSuite</translation>
    </message>
    <message>
        <source>Wait a moment: the last edit is still being worked out.</source>
        <translation>Un momento: todavía se está calculando la última modificación.</translation>
    </message>
    <message>
        <source>A game began before the %1 was worked out, so the drawing is unchanged.</source>
        <translation>Empezó una partida antes de terminar de calcular «%1», así que el dibujo no cambia.</translation>
    </message>
    <message>
        <source>lay out</source>
        <translation>organizar</translation>
    </message>
    <message>
        <source>Laying out the drawing…</source>
        <translation>Organizando el dibujo…</translation>
    </message>
    <message>
        <source>Cannot lay out</source>
        <translation>No se puede organizar</translation>
    </message>
    <message>
        <source>The drawing is unchanged.</source>
        <translation>El dibujo no ha cambiado.</translation>
    </message>
    <message>
        <source>The drawing changed while it was being laid out, so nothing was moved: choose Lay Out again.</source>
        <translation>El dibujo cambió mientras se organizaba, así que no se movió nada: elige otra vez «Organizar de nuevo».</translation>
    </message>
    <message>
        <source>The layout would not fit in a picture file: %1.</source>
        <translation>La organización no cabría en un archivo de dibujo: %1.</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>No se puede pegar</translation>
    </message>
    <message>
        <source>The clipboard holds no text. Copy a CGSuite string such as ee:Aeeee:A, or a picture&apos;s JSON, first.</source>
        <translation>El portapapeles no contiene texto. Copia antes una cadena de CGSuite como ee:Aeeee:A, o el JSON de un dibujo.</translation>
    </message>
    <message>
        <source>Nothing was added to the drawing.</source>
        <translation>No se añadió nada al dibujo.</translation>
    </message>
    <message>
        <source>paste</source>
        <translation>pegar</translation>
    </message>
    <message>
        <source>Pasting…</source>
        <translation>Pegando…</translation>
    </message>
    <message>
        <source>The drawing changed while the paste was being read, so nothing was added: paste again.</source>
        <translation>El dibujo cambió mientras se leía lo pegado, así que no se añadió nada: vuelve a pegar.</translation>
    </message>
    <message>
        <source>There is no room for the pasted picture beside the drawing: with it, %1.</source>
        <translation>No hay sitio para el dibujo pegado junto al dibujo: con él, %1.</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>portapapeles</translation>
    </message>
</context>
<context>
    <name>homestead::gui::ExerciseSheetDialog</name>
    <message>
        <source>New Exercise Sheet</source>
        <translation>Nueva hoja de ejercicios</translation>
    </message>
    <message>
        <source>Hackenbush</source>
        <translation>Hackenbush</translation>
    </message>
    <message>
        <source>Welter&apos;s game</source>
        <translation>El juego de Welter</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>The game of every exercise on the sheet.</source>
        <translation>El juego de cada ejercicio de la hoja.</translation>
    </message>
    <message>
        <source>Mixed goes from easy to hard down the sheet.</source>
        <translation>Mezclado va de fácil a difícil a lo largo de la hoja.</translation>
    </message>
    <message>
        <source>How many exercises (1 to %1).</source>
        <translation>Cuántos ejercicios (1 a %1).</translation>
    </message>
    <message>
        <source>The fewest edges of a picture.</source>
        <translation>El mínimo de aristas de un dibujo.</translation>
    </message>
    <message>
        <source>The most edges of a picture.</source>
        <translation>El máximo de aristas de un dibujo.</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>The same settings and seed make the same sheet again (also with homestead-cli exercises).</source>
        <translation>Los mismos ajustes y la misma semilla dan la misma hoja (también con homestead-cli exercises).</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>Nueva semilla</translation>
    </message>
    <message>
        <source>Draw another seed: a different sheet.</source>
        <translation>Sacar otra semilla: otra hoja.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Jue&amp;go:</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Dificultad:</translation>
    </message>
    <message>
        <source>&amp;Exercises:</source>
        <translation>&amp;Ejercicios:</translation>
    </message>
    <message>
        <source>Edges per &amp;picture:</source>
        <translation>Aristas por d&amp;ibujo:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source>Questions come first (pictures with named edges, no numbers); the answer key, with the values, the winning moves and the reasoning, is on the last pages.</source>
        <translation>Primero van las preguntas (dibujos con aristas con nombre, sin números); las soluciones, con los valores, las jugadas ganadoras y el razonamiento, están en las últimas páginas.</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Guardar PDF…</translation>
    </message>
    <message>
        <source>Choose where to save the sheet as a PDF.</source>
        <translation>Elige dónde guardar la hoja como PDF.</translation>
    </message>
    <message>
        <source>Mixed: easy to hard</source>
        <translation>Mezclado: de fácil a difícil</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Árboles</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Trees with small cycles</source>
        <translation>Árboles con ciclos pequeños</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Loops and multiple edges</source>
        <translation>Lazos y aristas múltiples</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Save the exercise sheet</source>
        <translation>Guardar la hoja de ejercicios</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Escribiendo %1…</translation>
    </message>
    <message>
        <source>Animating functions</source>
        <translation>Funciones animadoras</translation>
    </message>
    <message>
        <source>Transfinite Welter and Nim</source>
        <translation>Welter y Nim transfinitos</translation>
    </message>
    <message>
        <source>Fewest edges per picture</source>
        <translation>Mínimo de aristas por dibujo</translation>
    </message>
    <message>
        <source>Most edges per picture</source>
        <translation>Máximo de aristas por dibujo</translation>
    </message>
</context>
<context>
    <name>homestead::gui::ExplainPanel</name>
    <message numerus="yes">
        <source>(%n of them)</source>
        <comment>alike rows of the Nim columns</comment>
        <translation>
            <numerusform>(%n vez)</numerusform>
            <numerusform>(%n veces)</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole picture</source>
        <translation>Dibujo entero</translation>
    </message>
    <message>
        <source>Explain the value of the whole picture instead of one edge</source>
        <translation>Explicar el valor del dibujo entero en lugar de una arista</translation>
    </message>
    <message>
        <source>The nim-sum worked in binary: in each column, pairs of 1s cancel (struck out); an odd 1 left over is a 1 of the result</source>
        <translation>La suma nim en binario: en cada columna, los pares de unos se anulan (tachados); un 1 que sobra es un 1 del resultado</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>The step before: one edge nearer the ground (Page Up)</source>
        <translation>El paso anterior: una arista más cerca del suelo (Re Pág)</translation>
    </message>
    <message>
        <source>The next step of the climb: one edge further up (Page Down)</source>
        <translation>El siguiente paso del ascenso: una arista más arriba (Av Pág)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Explain&lt;/b&gt;&lt;br&gt;Hover or select an edge to see why its numbers are what they are.</source>
        <translation>&lt;b&gt;Explicar&lt;/b&gt;&lt;br&gt;Pasa el ratón sobre una arista o selecciónala para ver por qué sus números son los que son.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing to explain&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Nada que explicar&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>Stress &lt;b&gt;%1&lt;/b&gt; = %2</source>
        <translation>Tensión &lt;b&gt;%1&lt;/b&gt; = %2</translation>
    </message>
    <message>
        <source>It immediately supports:</source>
        <translation>Sostiene directamente:</translation>
    </message>
    <message>
        <source> (a loop)</source>
        <translation> (un lazo)</translation>
    </message>
    <message>
        <source>&amp;nbsp;&amp;nbsp;… and %1 more&lt;br&gt;</source>
        <translation>&amp;nbsp;&amp;nbsp;… y %1 más&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;On the canvas: each mating pair in a colour of its own, the spinster in gold.&lt;/p&gt;</source>
        <translation>&lt;p&gt;En el lienzo: cada pareja en un color propio, la soltera en dorado.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The whole picture&lt;/b&gt; (hover or select an edge to explain it)</source>
        <translation>&lt;b&gt;El dibujo entero&lt;/b&gt; (pasa el ratón sobre una arista o selecciónala para explicarla)</translation>
    </message>
    <message>
        <source>… %1 in all</source>
        <translation>… %1 en total</translation>
    </message>
    <message>
        <source>&lt;p&gt;Winning moves: %1. Hover one to see why it wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jugadas ganadoras: %1. Pasa el ratón sobre una para ver por qué gana.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why it wins: the climb from the ground&lt;/b&gt; (step %1 of %2)</source>
        <translation>&lt;b&gt;Por qué gana: el ascenso desde el suelo&lt;/b&gt; (paso %1 de %2)</translation>
    </message>
    <message>
        <source>&lt;br&gt;… %1 steps before these</source>
        <translation>&lt;br&gt;… %1 pasos antes de estos</translation>
    </message>
    <message>
        <source>&lt;br&gt;… %1 steps more</source>
        <translation>&lt;br&gt;… %1 pasos más</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Explicar</translation>
    </message>
    <message>
        <source>&amp;Explain</source>
        <translation>&amp;Explicar</translation>
    </message>
    <message>
        <source>Explain the edge under the mouse or selected: its stress worked out, its weight and load, and why a winning move wins</source>
        <translation>Explicar la arista bajo el ratón o seleccionada: su tensión calculada, su peso y su carga, y por qué una jugada ganadora gana</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Paso atrás</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Paso siguiente</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FileChangedBar</name>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recargar</translation>
    </message>
    <message>
        <source>Open the file as it is on disk now; the drawing shown is replaced</source>
        <translation>Abrir el archivo tal como está ahora en el disco; el dibujo mostrado se reemplaza</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>&amp;Conservar el mío</translation>
    </message>
    <message>
        <source>Keep the drawing shown; saving it will ask before writing over the file on disk</source>
        <translation>Conservar el dibujo mostrado; al guardarlo se preguntará antes de sobrescribir el archivo del disco</translation>
    </message>
    <message>
        <source>“%1” was removed or renamed on disk. Your drawing is still here; Save writes it there again.</source>
        <translation>«%1» se eliminó o se renombró en el disco. Tu dibujo sigue aquí; Guardar lo vuelve a escribir allí.</translation>
    </message>
    <message>
        <source>“%1” was changed on disk by another program or window.</source>
        <translation>«%1» se modificó en el disco desde otro programa u otra ventana.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FileController</name>
    <message>
        <source>Exporting %1…</source>
        <translation>Exportando %1…</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Guardando %1…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>E&amp;jemplos</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The picture has been changed. Save the changes?</source>
        <translation>El dibujo ha cambiado. ¿Guardar los cambios?</translation>
    </message>
    <message>
        <source>The example %1 is not among the examples of this installation.</source>
        <translation>El ejemplo %1 no está entre los ejemplos de esta instalación.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <source>Open a picture</source>
        <translation>Abrir un dibujo</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>picture</source>
        <translation>dibujo</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>Guardar el dibujo</translation>
    </message>
    <message>
        <source>Exported the game to %1 (positions and names are kept only in a .json picture)</source>
        <translation>Se exportó el juego a %1 (las posiciones y los nombres solo se conservan en un dibujo .json)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Reload from disk</source>
        <translation>Recargar desde el disco</translation>
    </message>
    <message>
        <source>Reload “%1” as it is on disk now? The changes you made to the drawing are lost.</source>
        <translation>¿Recargar «%1» tal como está ahora en el disco? Se perderán los cambios que hiciste en el dibujo.</translation>
    </message>
    <message>
        <source>The file changed on disk</source>
        <translation>El archivo cambió en el disco</translation>
    </message>
    <message>
        <source>“%1” was changed on disk by another program or window since you opened or saved it. Saving writes your drawing over that version.</source>
        <translation>«%1» se modificó en el disco desde otro programa u otra ventana después de que lo abrieras o guardaras. Guardar escribe tu dibujo encima de esa versión.</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Sobrescribir</translation>
    </message>
    <message>
        <source>Cannot open the picture</source>
        <translation>No se puede abrir el dibujo</translation>
    </message>
    <message>
        <source>The drawing on the canvas is unchanged.</source>
        <translation>El dibujo del lienzo no ha cambiado.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>The file on disk is unchanged; your drawing is still open and unsaved. Save As can put it somewhere else.</source>
        <translation>El archivo del disco no ha cambiado; tu dibujo sigue abierto y sin guardar. Guardar como puede ponerlo en otro sitio.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>(no examples)</source>
        <translation>(sin ejemplos)</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FindActions</name>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Buscar…</translation>
    </message>
    <message>
        <source>Find an edge or node by id (e12, n3) or by name, and centre the canvas on it</source>
        <translation>Buscar una arista o un nodo por número (e12, n3) o por nombre, y centrar el lienzo en él</translation>
    </message>
    <message>
        <source>Find &amp;Next Winning Move</source>
        <translation>Siguiente jugada &amp;ganadora</translation>
    </message>
    <message>
        <source>Select the next winning move and centre the canvas on it</source>
        <translation>Seleccionar la siguiente jugada ganadora y centrar el lienzo en ella</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious Winning Move</source>
        <translation>Jugada ganadora &amp;anterior</translation>
    </message>
    <message>
        <source>Select the previous winning move and centre the canvas on it</source>
        <translation>Seleccionar la jugada ganadora anterior y centrar el lienzo en ella</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FindBar</name>
    <message>
        <source>Find:</source>
        <translation>Buscar:</translation>
    </message>
    <message>
        <source>edge or node: e12, n3, or a name</source>
        <translation>arista o nodo: e12, n3 o un nombre</translation>
    </message>
    <message>
        <source>An edge or node by id (e12, edge 12, n3, node 3, or just 12) or by name (any part, any case).
Enter: next match · Shift+Enter: previous · Esc: close</source>
        <translation>Una arista o un nodo por número (e12, edge 12, n3, node 3, o solo 12) o por nombre (cualquier parte, sin distinguir mayúsculas).
Intro: siguiente coincidencia · Mayús+Intro: anterior · Esc: cerrar</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>Coincidencia anterior (Mayús+Intro)</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>Siguiente coincidencia (Intro)</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Cerrar la barra de búsqueda (Esc)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n coincidencia</numerusform>
            <numerusform>%n coincidencias</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Find an edge or node</source>
        <translation>Buscar una arista o un nodo</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Coincidencia anterior</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Siguiente coincidencia</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Cerrar la barra de búsqueda</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FunctionEditor</name>
    <message>
        <source>%1(x): steps</source>
        <translation>%1(x): pasos</translation>
    </message>
    <message>
        <source>for example  -2 ^3 +3 ^5</source>
        <translation>por ejemplo  -2 ^3 +3 ^5</translation>
    </message>
    <message>
        <source>The steps of %1, applied left to right: +a adds a, -a subtracts a, ^a nim-adds a (x ⊕ a)</source>
        <translation>Los pasos de %1, aplicados de izquierda a derecha: +a suma a, -a resta a, ^a suma a en el sentido de Nim (x ⊕ a)</translation>
    </message>
    <message>
        <source>Steps of %1</source>
        <translation>Pasos de %1</translation>
    </message>
    <message>
        <source>The amount a of the step the buttons add</source>
        <translation>La cantidad a del paso que añaden los botones</translation>
    </message>
    <message>
        <source>Step amount for %1</source>
        <translation>Cantidad del paso para %1</translation>
    </message>
    <message>
        <source>Remove last</source>
        <translation>Quitar el último</translation>
    </message>
    <message>
        <source>Take the last step of %1 back</source>
        <translation>Quitar el último paso de %1</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>No steps: %1 is the identity</source>
        <translation>Sin pasos: %1 es la identidad</translation>
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
        <translation>Añadir x + a a %1</translation>
    </message>
    <message>
        <source>Append x − a to %1</source>
        <translation>Añadir x − a a %1</translation>
    </message>
    <message>
        <source>Append x ⊕ a to %1</source>
        <translation>Añadir x ⊕ a a %1</translation>
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
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>%1 to move (engines paused)</source>
        <translation>Turno de %1 (máquinas en pausa)</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Nueva partida (F2)</translation>
    </message>
    <message>
        <source>Who moves first is fixed once a move has been made: %1 to choose again.</source>
        <translation>Quién empieza queda fijado en cuanto se hace una jugada: %1 para volver a elegir.</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>Give 1 to %1 heaps (there are %2).</source>
        <translation>Indica de 1 a %1 montones (hay %2).</translation>
    </message>
    <message>
        <source>Heap %1: %2 is not between 0 and %3.</source>
        <translation>Montón %1: %2 no está entre 0 y %3.</translation>
    </message>
    <message>
        <source>Heap %1: &apos;%2&apos; is not a number.</source>
        <translation>Montón %1: «%2» no es un número.</translation>
    </message>
    <message>
        <source>The strip needs at least one square.</source>
        <translation>La tira necesita al menos una casilla.</translation>
    </message>
    <message>
        <source>The game began with a coin on square %1: the strip cannot be shorter than %2 squares (New game from a smaller set-up to shorten it).</source>
        <translation>La partida empezó con una moneda en la casilla %1: la tira no puede ser más corta de %2 casillas (una partida nueva desde una posición más pequeña la acorta).</translation>
    </message>
    <message>
        <source>Square %1 is off the strip (squares 0 to %2).</source>
        <translation>La casilla %1 está fuera de la tira (casillas 0 a %2).</translation>
    </message>
</context>
<context>
    <name>homestead::gui::GameControls</name>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Engine — perfect</source>
        <translation>Máquina — perfecta</translation>
    </message>
    <message>
        <source>Engine — casual</source>
        <translation>Máquina — ocasional</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Player 1 moves first</source>
        <translation>Empieza el jugador 1</translation>
    </message>
    <message>
        <source>Player 2 moves first</source>
        <translation>Empieza el jugador 2</translation>
    </message>
    <message>
        <source>Who makes the first move</source>
        <translation>Quién hace la primera jugada</translation>
    </message>
    <message>
        <source>Engine delay</source>
        <translation>Retardo de la máquina</translation>
    </message>
    <message>
        <source>The moves of this game, each credited to the player who made it: click one to go back to the position after it</source>
        <translation>Las jugadas de esta partida, cada una atribuida a quien la hizo: haz clic en una para volver a la posición posterior</translation>
    </message>
    <message>
        <source>Fixed once a move has been made: %1 to choose again</source>
        <translation>Queda fijado en cuanto se hace una jugada: %1 para volver a elegir</translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation>Quién mueve primero</translation>
    </message>
    <message>
        <source>Moves of this game</source>
        <translation>Jugadas de esta partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
</context>
<context>
    <name>homestead::gui::GardenView</name>
    <message>
        <source>The garden: base nodes made one, every cycle shrunk to a node with its edges as loops.
Its value equals the picture&apos;s (cycle collapsing).
A garden far wider than the view stands on several ground lines, one above another.
Ctrl+wheel zooms, dragging moves a big garden, a double-click fits it to the view.</source>
        <translation>El jardín: los nodos base unidos en uno, cada ciclo reducido a un nodo con sus aristas como lazos.
Su valor es el del dibujo (contracción de ciclos).
Un jardín mucho más ancho que la vista se apoya en varias líneas de suelo, una encima de otra.
Ctrl+rueda hace zoom, arrastrar mueve un jardín grande, un doble clic lo ajusta a la vista.</translation>
    </message>
    <message>
        <source>Drag to see the whole garden; Ctrl+wheel zooms, double-click fits.</source>
        <translation>Arrastra para ver todo el jardín; Ctrl+rueda hace zoom, doble clic ajusta.</translation>
    </message>
    <message>
        <source>Garden — value %1</source>
        <translation>Jardín — valor %1</translation>
    </message>
    <message>
        <source>Too small to read its numbers: Ctrl+wheel zooms in, double-click fits again.</source>
        <translation>Demasiado pequeño para leer sus números: Ctrl+rueda acerca, doble clic vuelve a ajustar.</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardín</translation>
    </message>
    <message>
        <source>The picture with its base nodes made one and every cycle shrunk to a node with its edges as loops: its value equals the picture&apos;s.</source>
        <translation>El dibujo con sus nodos base unidos en uno y cada ciclo reducido a un nodo con sus aristas como lazos: su valor es el del dibujo.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::HackenbushBoard</name>
    <message>
        <source>Click an edge to chop it (Tab picks an edge, Enter chops it).</source>
        <translation>Haz clic en una arista para cortarla (Tab elige una arista, Intro la corta).</translation>
    </message>
    <message>
        <source>Chop %1</source>
        <translation>Cortar %1</translation>
    </message>
    <message>
        <source>edge #%1</source>
        <translation>arista n.º %1</translation>
    </message>
    <message>
        <source>Puzzle picture</source>
        <translation>Dibujo del acertijo</translation>
    </message>
    <message>
        <source>The Hackenbush picture of the puzzle. Tab picks an edge, Enter chops it.</source>
        <translation>El dibujo de Hackenbush del acertijo. Tab elige una arista, Intro la corta.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::HackenbushPage</name>
    <message>
        <source>%1 — %2 (%3: the Play panel)</source>
        <translation>%1 — %2 (%3: el panel de juego)</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardín</translation>
    </message>
    <message>
        <source>Concyclic class</source>
        <translation>Clase concíclica</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Hackenbush</source>
        <translation>Hackenbush</translation>
    </message>
    <message>
        <source>Not in Play: the class panel describes the drawing</source>
        <translation>Fuera de partida: el panel de clases describe el dibujo</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>Paneles laterales</translation>
    </message>
    <message>
        <source>Play panel</source>
        <translation>Panel de juego</translation>
    </message>
</context>
<context>
    <name>homestead::gui::HandoutActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Print the picture with its numbers, with a preview first</source>
        <translation>Imprimir el dibujo con sus números, primero con una vista previa</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exportar P&amp;DF…</translation>
    </message>
    <message>
        <source>Save a handout as PDF: the picture with its numbers under its title and outcome</source>
        <translation>Guardar una hoja impresa en PDF: el dibujo con sus números bajo su título y su resultado</translation>
    </message>
    <message>
        <source>Export &amp;TikZ…</source>
        <translation>Exportar &amp;TikZ…</translation>
    </message>
    <message>
        <source>Save the picture as a standalone LaTeX (TikZ) file for papers and handouts</source>
        <translation>Guardar el dibujo como archivo LaTeX (TikZ) independiente para artículos y hojas impresas</translation>
    </message>
    <message>
        <source>Add the &amp;Worked Analysis Page</source>
        <translation>Añadir la página de aná&amp;lisis</translation>
    </message>
    <message>
        <source>Print and PDF get a second page: the garden, the value in binary columns and why each winning move wins</source>
        <translation>La impresión y el PDF tienen una segunda página: el jardín, el valor en columnas binarias y por qué gana cada jugada ganadora</translation>
    </message>
    <message>
        <source>Cannot export the PDF</source>
        <translation>No se puede exportar el PDF</translation>
    </message>
    <message>
        <source>No PDF was written and any file already there is unchanged; the drawing is unchanged.</source>
        <translation>No se escribió ningún PDF y cualquier archivo existente sigue igual; el dibujo no ha cambiado.</translation>
    </message>
    <message>
        <source>Exported %1 (one page)</source>
        <translation>Exportado %1 (una página)</translation>
    </message>
    <message>
        <source>Exported %1 (the picture and its worked analysis)</source>
        <translation>Exportado %1 (el dibujo y su análisis detallado)</translation>
    </message>
    <message>
        <source>Cannot export TikZ</source>
        <translation>No se puede exportar TikZ</translation>
    </message>
    <message>
        <source>No file was written and any file already there is unchanged; the drawing is unchanged.</source>
        <translation>No se escribió ningún archivo y cualquier archivo existente sigue igual; el dibujo no ha cambiado.</translation>
    </message>
    <message>
        <source>Exported %1: compile it with pdflatex, or copy its tikzpicture into your document</source>
        <translation>Exportado %1: compílalo con pdflatex o copia su tikzpicture en tu documento</translation>
    </message>
    <message>
        <source>Print Preview — %1</source>
        <translation>Vista previa de impresión — %1</translation>
    </message>
    <message>
        <source>Export PDF handout</source>
        <translation>Exportar hoja impresa en PDF</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export TikZ</source>
        <translation>Exportar TikZ</translation>
    </message>
    <message>
        <source>LaTeX file (*.tex)</source>
        <translation>Archivo LaTeX (*.tex)</translation>
    </message>
</context>
<context>
    <name>homestead::gui::HelpGuide</name>
    <message>
        <source>Homestead guide</source>
        <translation>Guía de Homestead</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guía</translation>
    </message>
</context>
<context>
    <name>homestead::gui::Highlights</name>
    <message>
        <source>edge %1</source>
        <translation>arista %1</translation>
    </message>
    <message>
        <source>edge %1 “%2”</source>
        <translation>arista %1 «%2»</translation>
    </message>
    <message>
        <source>&lt;br&gt;being analysed…</source>
        <translation>&lt;br&gt;analizándose…</translation>
    </message>
    <message>
        <source>&lt;br&gt;floating: not connected to the ground, so it takes no part in the game</source>
        <translation>&lt;br&gt;flotante: no está unida al suelo, así que no participa en el juego</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Numbers hidden while playing — show them with Hide numbers.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Números ocultos durante la partida; muéstralos con Ocultar números.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;stress &lt;b&gt;%1&lt;/b&gt; = %2&lt;br&gt;weight &lt;b&gt;%3&lt;/b&gt; = (%1|0)&lt;br&gt;%4</source>
        <translation>&lt;br&gt;tensión &lt;b&gt;%1&lt;/b&gt; = %2&lt;br&gt;peso &lt;b&gt;%3&lt;/b&gt; = (%1|0)&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>&lt;br&gt;The Explain panel (E) works out what chopping it leaves.</source>
        <translation>&lt;br&gt;El panel Explicar (E) calcula lo que deja su corte.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::MainWindow</name>
    <message>
        <source>About Homestead</source>
        <translation>Acerca de Homestead</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Homestead&lt;/h3&gt;&lt;p&gt;A workbench for Conway&apos;s Hackenbush unrestrained and Welter&apos;s game.&lt;/p&gt;&lt;p&gt;Every number is computed by Conway&apos;s theory (&lt;i&gt;On Numbers and Games&lt;/i&gt;, ch. 13): stress, weight, cycle collapsing, concyclic classes.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Homestead&lt;/h3&gt;&lt;p&gt;Un banco de trabajo para el Hackenbush sin restricciones de Conway y el juego de Welter.&lt;/p&gt;&lt;p&gt;Cada número se calcula con la teoría de Conway (&lt;i&gt;On Numbers and Games&lt;/i&gt;, cap. 13): tensión, peso, contracción de ciclos, clases concíclicas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>The example %1 has no edge named “%2”.</source>
        <translation>El ejemplo %1 no tiene ninguna arista llamada «%2».</translation>
    </message>
    <message>
        <source>Transfinite Welter and Nim</source>
        <translation>Welter y Nim transfinitos</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimBoardView</name>
    <message>
        <source>Advance: the gap %1 becomes %2</source>
        <translation>Avance: el hueco %1 pasa a %2</translation>
    </message>
    <message>
        <source>Retreat: the gap %1 becomes %2</source>
        <translation>Retroceso: el hueco %1 pasa a %2</translation>
    </message>
    <message>
        <source>Retreats are off: turn on Northcott&apos;s retreats (R) to move a counter back.</source>
        <translation>Los retrocesos están desactivados: activa los retrocesos de Northcott (R) para mover una ficha hacia atrás.</translation>
    </message>
    <message>
        <source>A counter cannot jump over the other one.</source>
        <translation>Una ficha no puede saltar por encima de la otra.</translation>
    </message>
    <message>
        <source>Click an empty square of the column to move your counter there.</source>
        <translation>Haz clic en una casilla vacía de la columna para mover allí tu ficha.</translation>
    </message>
    <message>
        <source>Nim chessboard</source>
        <translation>Tablero de ajedrez de Nim</translation>
    </message>
    <message>
        <source>Each heap as a column between two counters, Player 1&apos;s below and Player 2&apos;s above; the empty squares between them are the heap.</source>
        <translation>Cada montón como una columna entre dos fichas, la del jugador 1 abajo y la del jugador 2 arriba; las casillas vacías entre ellas son el montón.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimColumnsView</name>
    <message>
        <source>nim-sum</source>
        <translation>suma nim</translation>
    </message>
    <message>
        <source>heap %1</source>
        <translation>montón %1</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimHeapsAccessibility</name>
    <message>
        <source>heap %1: 1 counter</source>
        <translation>montón %1: 1 ficha</translation>
    </message>
    <message>
        <source>heap %1: %2 counters</source>
        <translation>montón %1: %2 fichas</translation>
    </message>
    <message>
        <source>%1; Enter leaves %2</source>
        <translation>%1; Intro deja %2</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimHeapsView</name>
    <message>
        <source>Heap %1</source>
        <translation>Montón %1</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vacío)</translation>
    </message>
    <message>
        <source>Take 1 counter from heap %2 (%3 → %4)</source>
        <translation>Quitar 1 ficha del montón %2 (%3 → %4)</translation>
    </message>
    <message>
        <source>Take %1 counters from heap %2 (%3 → %4)</source>
        <translation>Quitar %1 fichas del montón %2 (%3 → %4)</translation>
    </message>
    <message>
        <source>Nim heaps</source>
        <translation>Montones de Nim</translation>
    </message>
    <message>
        <source>Rows of counters, one row per heap. Up and Down choose a heap, Left and Right how many counters stay, Enter takes the rest.</source>
        <translation>Filas de fichas, una fila por montón. Arriba y Abajo eligen un montón, Izquierda y Derecha cuántas fichas quedan, Intro quita el resto.</translation>
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
        <translation>Quién juega como jugador %1: un humano, la máquina perfecta o la ocasional (una jugada al azar una de cada tres veces); en el tablero de ajedrez el jugador 1 tiene las fichas claras y el jugador 2 las oscuras</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Start again from the heaps set up</source>
        <translation>Empezar de nuevo desde los montones preparados</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Pistas</translation>
    </message>
    <message>
        <source>Show the winning moves on the heaps and the board, or say that none exists</source>
        <translation>Mostrar las jugadas ganadoras en los montones y el tablero, o decir que no hay ninguna</translation>
    </message>
    <message>
        <source>Hints hidden.</source>
        <translation>Pistas ocultas.</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Misère play: whoever takes the last counter loses (a new game from the heaps set up)</source>
        <translation>Juego misère: quien toma la última ficha pierde (una partida nueva desde los montones preparados)</translation>
    </message>
    <message>
        <source>Misère: whoever takes the last counter loses. Play as in normal Nim until only heaps of one would be left; then leave an odd number of them.</source>
        <translation>Misère: quien toma la última ficha pierde. Juega como en el Nim normal hasta que solo fueran a quedar montones de uno; entonces deja un número impar de ellos.</translation>
    </message>
    <message>
        <source>Normal play: whoever takes the last counter wins.</source>
        <translation>Juego normal: quien toma la última ficha gana.</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Retrocesos</translation>
    </message>
    <message>
        <source>Northcott&apos;s nim on the chessboard: a counter may also move back, enlarging its gap (normal play; a new game from the heaps set up)</source>
        <translation>El Nim de Northcott en el tablero de ajedrez: una ficha también puede retroceder y agrandar su hueco (juego normal; una partida nueva desde los montones preparados)</translation>
    </message>
    <message>
        <source>Northcott&apos;s retreats: click behind your counter to move it back. A retreat changes nothing: the answer closes the gap again.</source>
        <translation>Retrocesos de Northcott: haz clic detrás de tu ficha para hacerla retroceder. Un retroceso no cambia nada: la respuesta vuelve a cerrar el hueco.</translation>
    </message>
    <message>
        <source>Retreats off: counters only advance.</source>
        <translation>Retrocesos desactivados: las fichas solo avanzan.</translation>
    </message>
    <message>
        <source>Heaps</source>
        <translation>Montones</translation>
    </message>
    <message>
        <source>The heaps as rows of counters</source>
        <translation>Los montones como filas de fichas</translation>
    </message>
    <message>
        <source>Chessboard</source>
        <translation>Tablero de ajedrez</translation>
    </message>
    <message>
        <source>Gardner&apos;s chessboard: the same heaps as the gaps between two counters in each column</source>
        <translation>El tablero de ajedrez de Gardner: los mismos montones como huecos entre dos fichas en cada columna</translation>
    </message>
    <message>
        <source>The heaps of a new game, e.g. 3 4 5: 1 to %1 heaps of 0 to %2 counters; Enter starts it</source>
        <translation>Los montones de una partida nueva, p. ej. 3 4 5: de 1 a %1 montones de 0 a %2 fichas; Intro la empieza</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>A new game from these heaps (Enter)</source>
        <translation>Una partida nueva con estos montones (Intro)</translation>
    </message>
    <message>
        <source>The nim-sum worked in binary columns: a column with an odd number of 1s puts a 1 in the nim-sum</source>
        <translation>La suma nim en columnas binarias: una columna con un número impar de unos pone un 1 en la suma nim</translation>
    </message>
    <message>
        <source>Click an empty square ahead of your counter to move it there. Whoever makes the last move wins.</source>
        <translation>Haz clic en una casilla vacía delante de tu ficha para moverla allí. Quien hace la última jugada gana.</translation>
    </message>
    <message>
        <source>Click a counter to take it and every counter to its right. Whoever takes the last counter wins.</source>
        <translation>Haz clic en una ficha para quitarla junto con todas las fichas a su derecha. Quien toma la última ficha gana.</translation>
    </message>
    <message>
        <source>Heaps not changed: %1</source>
        <translation>Montones sin cambiar: %1</translation>
    </message>
    <message>
        <source>A new game with heaps %1.</source>
        <translation>Una partida nueva con los montones %1.</translation>
    </message>
    <message>
        <source>The game is over: %1 to play again.</source>
        <translation>La partida ha terminado: %1 para volver a jugar.</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>%1 is not a move: %2.</source>
        <translation>%1 no es una jugada: %2.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>No queda ninguna jugada.</translation>
    </message>
    <message>
        <source> (light counters)</source>
        <translation> (fichas claras)</translation>
    </message>
    <message>
        <source> (dark counters)</source>
        <translation> (fichas oscuras)</translation>
    </message>
    <message>
        <source>The nim-sum and who wins</source>
        <translation>La suma nim y quién gana</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Transfinite Nim…</source>
        <translation>Nim transfinito…</translation>
    </message>
    <message>
        <source>Nim with heaps that are ordinals below ω^ω, on the Transfinite page</source>
        <translation>Nim con montones que son ordinales menores que ω^ω, en la página Transfinito</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NumbersCover</name>
    <message>
        <source>Numbers hidden while playing — show them with Hide numbers (%1).</source>
        <translation>Números ocultos durante la partida; muéstralos con Ocultar números (%1).</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PageTabs</name>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PictureExport</name>
    <message>
        <source>Exporting once the analysis is ready…</source>
        <translation>Exportando en cuanto el análisis esté listo…</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>No image was written and any file already there is unchanged; the drawing is unchanged.</source>
        <translation>No se escribió ninguna imagen y cualquier archivo existente sigue igual; el dibujo no ha cambiado.</translation>
    </message>
    <message>
        <source>Exported the position in play to %1</source>
        <translation>Se exportó la posición en juego a %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportado %1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>picture</source>
        <translation>dibujo</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Exportar imagen</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PictureScene</name>
    <message>
        <source>move</source>
        <translation>mover</translation>
    </message>
    <message>
        <source>Base node (on the ground)</source>
        <translation>Nodo base (en el suelo)</translation>
    </message>
    <message>
        <source>Delete node</source>
        <translation>Eliminar nodo</translation>
    </message>
    <message>
        <source>lift node off the ground</source>
        <translation>separar el nodo del suelo</translation>
    </message>
    <message>
        <source>make base node</source>
        <translation>convertir en nodo base</translation>
    </message>
    <message>
        <source>Delete edge</source>
        <translation>Eliminar arista</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PictureView</name>
    <message>
        <source>Drawing the picture… %1 %</source>
        <translation>Dibujando… %1 %</translation>
    </message>
    <message>
        <source>Placing the numbers… %1 %</source>
        <translation>Colocando los números… %1 %</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>Lienzo</translation>
    </message>
    <message>
        <source>The picture: its nodes and edges. Tab and the arrow keys move the focus from edge to edge; the focused edge is read out with its stress and what chopping it leaves.</source>
        <translation>El dibujo: sus nodos y aristas. Tab y las flechas mueven el foco de arista en arista; la arista con el foco se lee con su tensión y lo que deja su corte.</translation>
    </message>
    <message>
        <source>Click on the dotted ground line to place a base node,
then drag upwards from it to draw an edge.

Drag from a node out and back onto it for a loop.
Conway&apos;s pictures are in the Examples menu.

By keys: Shift+A a base node, A a node above it, L an edge (see Help → Guide).</source>
        <translation>Haz clic en la línea de suelo de puntos para colocar un nodo base,
y arrastra hacia arriba desde él para dibujar una arista.

Arrastra desde un nodo hacia fuera y de vuelta a él para un lazo.
Los dibujos de Conway están en el menú Ejemplos.

Con teclas: Mayús+A un nodo base, A un nodo encima, L una arista (ver Ayuda → Guía).</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PlayController</name>
    <message>
        <source>The game is over: there is nothing to chop.</source>
        <translation>La partida ha terminado: no queda nada que cortar.</translation>
    </message>
    <message>
        <source>This position is too large for the misère search.</source>
        <translation>Esta posición es demasiado grande para la búsqueda misère.</translation>
    </message>
    <message>
        <source>Still working out the misère winning moves: ask again in a moment.</source>
        <translation>Todavía se calculan las jugadas ganadoras misère: vuelve a preguntar en un momento.</translation>
    </message>
    <message>
        <source>Working out the winning moves…</source>
        <translation>Calculando las jugadas ganadoras…</translation>
    </message>
    <message>
        <source>No winning move exists: %1 — every move loses against perfect play.</source>
        <translation>No existe ninguna jugada ganadora: %1; toda jugada pierde contra un juego perfecto.</translation>
    </message>
    <message>
        <source>1 winning move, %1, marked in magenta</source>
        <translation>1 jugada ganadora, %1, marcada en magenta</translation>
    </message>
    <message>
        <source>%1 winning moves, %2, marked in magenta</source>
        <translation>%1 jugadas ganadoras, %2, marcadas en magenta</translation>
    </message>
    <message>
        <source>: chop one to leave your opponent a lost position.</source>
        <translation>: corta una para dejar a tu rival una posición perdida.</translation>
    </message>
    <message>
        <source>Value hidden while playing: Hint shows the winning moves; untick Hide numbers to see it.</source>
        <translation>Valor oculto durante la partida: Pista muestra las jugadas ganadoras; desmarca Ocultar números para verlo.</translation>
    </message>
    <message>
        <source>Misère play: working out who wins…</source>
        <translation>Juego misère: calculando quién gana…</translation>
    </message>
    <message>
        <source>Value: analysing…</source>
        <translation>Valor: analizando…</translation>
    </message>
    <message>
        <source>, 1 more fell</source>
        <translation>, cayó 1 más</translation>
    </message>
    <message>
        <source>, %1 more fell</source>
        <translation>, cayeron %1 más</translation>
    </message>
    <message>
        <source>%1 chops %2 (violet)</source>
        <translation>%1 corta %2 (violeta)</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PlayPanel</name>
    <message>
        <source>Who plays as Player %1: a human at the canvas or the engine</source>
        <translation>Quién juega como jugador %1: un humano en el lienzo o la máquina</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Misère play (whoever cannot move wins)</source>
        <translation>Juego misère (quien no puede mover gana)</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Start again from the drawing with these settings</source>
        <translation>Empezar de nuevo desde el dibujo con estos ajustes</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Highlight every winning move, or say that none exists</source>
        <translation>Resaltar cada jugada ganadora, o decir que no hay ninguna</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Take back the last move; against an engine, its answer too (%1)</source>
        <translation>Deshacer la última jugada; contra una máquina, también su respuesta (%1)</translation>
    </message>
    <message>
        <source>Replay the move taken back (%1)</source>
        <translation>Volver a jugar la jugada deshecha (%1)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Stop the engines between moves (Step plays one)</source>
        <translation>Pausar las máquinas entre jugadas (Paso juega una)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Play one engine move while paused</source>
        <translation>Jugar una jugada de la máquina mientras está en pausa</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Jugadas:</translation>
    </message>
    <message>
        <source>The moves played so far, with what fell: click one to go back to the position after it</source>
        <translation>Las jugadas hechas hasta ahora, con lo que cayó: haz clic en una para volver a la posición posterior</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Repaso</translation>
    </message>
    <message>
        <source>Each move with the value it left (0 wins: the player to move then loses). Click one to see the position it faced, with its winning moves marked.</source>
        <translation>Cada jugada con el valor que dejó (0 gana: quien tiene entonces el turno pierde). Haz clic en una para ver la posición que afrontaba, con sus jugadas ganadoras marcadas.</translation>
    </message>
    <message>
        <source>The first move that handed the win away: click to see the position it faced, with the winning moves marked.</source>
        <translation>La primera jugada que regaló la victoria: haz clic para ver la posición que afrontaba, con las jugadas ganadoras marcadas.</translation>
    </message>
    <message>
        <source>Misère play: whoever cannot move wins. The engine and the hint use an exhaustive search, possible because the picture is small.</source>
        <translation>Juego misère: quien no puede mover gana. La máquina y la pista usan una búsqueda exhaustiva, posible porque el dibujo es pequeño.</translation>
    </message>
    <message>
        <source>Unavailable: %1</source>
        <translation>No disponible: %1</translation>
    </message>
    <message>
        <source>Misère unavailable: %1.</source>
        <translation>Misère no disponible: %1.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Repaso de la partida</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PresentationMode</name>
    <message>
        <source>Presentation Mo&amp;de</source>
        <translation>&amp;Modo presentación</translation>
    </message>
    <message>
        <source>Full screen, large type and high contrast for a projector; Esc leaves</source>
        <translation>Pantalla completa, letra grande y alto contraste para un proyector; Esc sale</translation>
    </message>
    <message>
        <source>Presentation mode: full screen, large type, high contrast (F5; Esc leaves)</source>
        <translation>Modo presentación: pantalla completa, letra grande, alto contraste (F5; Esc sale)</translation>
    </message>
    <message>
        <source>Leave Presentation (Esc)</source>
        <translation>Salir de la presentación (Esc)</translation>
    </message>
    <message>
        <source>Leave presentation mode (Esc)</source>
        <translation>Salir del modo presentación (Esc)</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Presentación</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Ejemplos</translation>
    </message>
    <message>
        <source>Open one of the example pictures</source>
        <translation>Abrir uno de los dibujos de ejemplo</translation>
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
        <translation>Hackenbush: un dibujo clásico</translation>
    </message>
    <message>
        <source>Welter&apos;s game</source>
        <translation>El juego de Welter</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>The game of the puzzles: random Hackenbush pictures, the classic pictures of the Examples menu, Welter positions or Nim heaps.</source>
        <translation>El juego de los acertijos: dibujos de Hackenbush al azar, los dibujos clásicos del menú Ejemplos, posiciones de Welter o montones de Nim.</translation>
    </message>
    <message>
        <source>1 · Beginner</source>
        <translation>1 · Principiante</translation>
    </message>
    <message>
        <source>2 · Intermediate</source>
        <translation>2 · Intermedio</translation>
    </message>
    <message>
        <source>3 · Expert</source>
        <translation>3 · Experto</translation>
    </message>
    <message>
        <source>Beginner: small trees, two or three coins or heaps.
Intermediate: small cycles, up to four coins or heaps.
Expert: loops and multiple edges, up to five coins or heaps.</source>
        <translation>Principiante: árboles pequeños, dos o tres monedas o montones.
Intermedio: ciclos pequeños, hasta cuatro monedas o montones.
Experto: lazos y aristas múltiples, hasta cinco monedas o montones.</translation>
    </message>
    <message>
        <source>Right answers in a row (the first answer to each puzzle counts) and your best run.</source>
        <translation>Respuestas correctas seguidas (cuenta la primera respuesta a cada acertijo) y tu mejor racha.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Jue&amp;go:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>No winning move</source>
        <translation>No hay jugada ganadora</translation>
    </message>
    <message>
        <source>Say that every move loses here (the value is 0). Key: 0</source>
        <translation>Decir que aquí toda jugada pierde (el valor es 0). Tecla: 0</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Otra vez</translation>
    </message>
    <message>
        <source>The same position again (it no longer counts for the streak). Key: R</source>
        <translation>La misma posición otra vez (ya no cuenta para la racha). Tecla: R</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Ver la respuesta</translation>
    </message>
    <message>
        <source>The winning move, or that none exists, and why (the puzzle then no longer counts for the streak). Key: A</source>
        <translation>La jugada ganadora, o que no hay ninguna, y por qué (el acertijo deja de contar para la racha). Tecla: A</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Siguiente acertijo</translation>
    </message>
    <message>
        <source>A new position of this game and level. Key: N</source>
        <translation>Una posición nueva de este juego y nivel. Tecla: N</translation>
    </message>
    <message>
        <source>Preparing the puzzle…</source>
        <translation>Preparando el acertijo…</translation>
    </message>
    <message>
        <source> &lt;i&gt;(%1)&lt;/i&gt;</source>
        <translation> &lt;i&gt;(%1)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>Tu turno.</translation>
    </message>
    <message>
        <source> Press Next puzzle (N) for another.</source>
        <translation> Pulsa Siguiente acertijo (N) para otro.</translation>
    </message>
    <message>
        <source>That is not a move: %1.</source>
        <translation>Eso no es una jugada: %1.</translation>
    </message>
    <message>
        <source>Try again: this one no longer counts for the streak.</source>
        <translation>Otra vez: este ya no cuenta para la racha.</translation>
    </message>
    <message>
        <source> Press Try again (R) to play it, or Next puzzle (N).</source>
        <translation> Pulsa Otra vez (R) para jugarlo, o Siguiente acertijo (N).</translation>
    </message>
    <message>
        <source>Streak %1 · best %2</source>
        <translation>Racha %1 · récord %2</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Acertijos</translation>
    </message>
    <message>
        <source>no such move</source>
        <translation>esa jugada no existe</translation>
    </message>
    <message>
        <source>Strip, scrolling</source>
        <translation>Tira, desplazable</translation>
    </message>
</context>
<context>
    <name>homestead::gui::RecoveryController</name>
    <message>
        <source>an untitled drawing</source>
        <translation>un dibujo sin título</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>¿Restaurar el trabajo sin guardar?</translation>
    </message>
    <message>
        <source>It was never saved to a file.</source>
        <translation>Nunca se guardó en un archivo.</translation>
    </message>
    <message>
        <source>Its file %1 was last saved %2.</source>
        <translation>Su archivo %1 se guardó por última vez el %2.</translation>
    </message>
    <message>
        <source>Its file %1 is no longer there.</source>
        <translation>Su archivo %1 ya no existe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Homestead closed before “%1” was saved.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Homestead se cerró antes de guardar «%1».&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Autosaved %1.</source>
        <translation>Guardado automáticamente el %1.</translation>
    </message>
    <message>
        <source>Autosaved %1: no edges yet.</source>
        <translation>Guardado automáticamente el %1: aún sin aristas.</translation>
    </message>
    <message>
        <source>Autosaved %1: 1 edge.</source>
        <translation>Guardado automáticamente el %1: 1 arista.</translation>
    </message>
    <message>
        <source>Autosaved %1: %2 edges.</source>
        <translation>Guardado automáticamente el %1: %2 aristas.</translation>
    </message>
    <message>
        <source>Restore opens it here with its unsaved changes; Discard deletes the autosaved copy.</source>
        <translation>Restaurar lo abre aquí con sus cambios sin guardar; Descartar borra la copia guardada automáticamente.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Autosaved drawing could not be read</source>
        <translation>No se pudo leer el dibujo guardado automáticamente</translation>
    </message>
    <message>
        <source>&lt;b&gt;An autosaved drawing could not be read.&lt;/b&gt;</source>
        <translation>&lt;b&gt;No se pudo leer un dibujo guardado automáticamente.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 (%2, autosaved %3): %4</source>
        <translation>%1 (%2, guardado automáticamente el %3): %4</translation>
    </message>
    <message>
        <source>Keep It</source>
        <translation>Conservarlo</translation>
    </message>
    <message>
        <source>Delete It</source>
        <translation>Eliminarlo</translation>
    </message>
    <message>
        <source>Restored the autosaved drawing; it is not saved yet</source>
        <translation>Se restauró el dibujo guardado automáticamente; aún no está guardado</translation>
    </message>
</context>
<context>
    <name>homestead::gui::SceneBuilder</name>
    <message>
        <source>draw all of this picture</source>
        <translation>dibujar todo este dibujo</translation>
    </message>
</context>
<context>
    <name>homestead::gui::StatusLine</name>
    <message>
        <source>analysing…</source>
        <translation>analizando…</translation>
    </message>
    <message>
        <source>Play: click an edge to chop it (or Tab to it and press Enter); what is no longer connected to the ground falls</source>
        <translation>Jugar: haz clic en una arista para cortarla (o llega a ella con Tab y pulsa Intro); lo que deja de estar unido al suelo cae</translation>
    </message>
    <message>
        <source>%1 New Game (F2) plays again; Ctrl+Z takes back the last move.</source>
        <translation>%1 Nueva partida (F2) para jugar otra vez; Ctrl+Z deshace la última jugada.</translation>
    </message>
    <message>
        <source>%1 New Game (F2) plays again.</source>
        <translation>%1 Nueva partida (F2) para jugar otra vez.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::TransfiniteBoardView</name>
    <message>
        <source>Transfinite board</source>
        <translation>Tablero transfinito</translation>
    </message>
    <message>
        <source>Dropped off the board: the coin stays on %1.</source>
        <translation>Se cayó del tablero: la moneda se queda en %1.</translation>
    </message>
    <message>
        <source>Square %1 (empty)</source>
        <translation>Casilla %1 (vacía)</translation>
    </message>
    <message>
        <source>Square %1: drag this coin to any smaller square — left in its row, or into a row below</source>
        <translation>Casilla %1: arrastra esta moneda a cualquier casilla menor, a la izquierda en su fila o a una fila de abajo</translation>
    </message>
    <message>
        <source>Square %1: %2 coins (Nim heaps of this size)</source>
        <translation>Casilla %1: %2 monedas (montones de Nim de este tamaño)</translation>
    </message>
</context>
<context>
    <name>homestead::gui::TransfiniteGame</name>
    <message>
        <source>%1 coins: this page takes at most %2.</source>
        <translation>%1 monedas: esta página admite como mucho %2.</translation>
    </message>
    <message>
        <source>%1 is too large to draw: the page takes ordinals below ω^%2.</source>
        <translation>%1 es demasiado grande para dibujarlo: la página admite ordinales menores que ω^%2.</translation>
    </message>
    <message>
        <source>%1 has a coefficient above %2, more squares than a row can show.</source>
        <translation>%1 tiene un coeficiente mayor que %2, más casillas de las que puede mostrar una fila.</translation>
    </message>
    <message>
        <source>Welter: %1.</source>
        <translation>Welter: %1.</translation>
    </message>
    <message>
        <source>Coin %1 (“%2”): %3</source>
        <translation>Moneda %1 («%2»): %3</translation>
    </message>
    <message>
        <source>Type a move as “from → to”, e.g. w^2+w*5+25 -&gt; w^2+w*4+30.</source>
        <translation>Escribe una jugada como «de → a», p. ej. w^2+w*5+25 -&gt; w^2+w*4+30.</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>De: %1</translation>
    </message>
    <message>
        <source>To: %1</source>
        <translation>A: %1</translation>
    </message>
</context>
<context>
    <name>homestead::gui::TransfinitePage</name>
    <message>
        <source>Abuku&apos;s Welter</source>
        <translation>Welter de Abuku</translation>
    </message>
    <message>
        <source>Working out the good moves…</source>
        <translation>Buscando las buenas jugadas…</translation>
    </message>
    <message>
        <source>Who plays as player %1: a human at the board, the perfect engine, or the casual one (a stalling move one time in three)</source>
        <translation>Quién juega como jugador %1: un humano en el tablero, la máquina perfecta o la ocasional (una jugada dilatoria una de cada tres veces)</translation>
    </message>
    <message>
        <source>%1 moved %2.</source>
        <translation>%1: jugada %2.</translation>
    </message>
    <message>
        <source>Welter</source>
        <translation>Welter</translation>
    </message>
    <message>
        <source>Transfinite Welter: no two coins may share a square</source>
        <translation>Welter transfinito: dos monedas no pueden compartir casilla</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>Transfinite Nim: a coin on α is a heap of size α; coins may share a square</source>
        <translation>Nim transfinito: una moneda en α es un montón de tamaño α; las monedas pueden compartir casilla</translation>
    </message>
    <message>
        <source>Start again from the position typed</source>
        <translation>Empezar de nuevo desde la posición escrita</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Show the good moves on the board and say what each does</source>
        <translation>Mostrar las buenas jugadas en el tablero y decir qué hace cada una</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Abuku&apos;s transfinite Welter (value ω+4)</source>
        <translation>El Welter transfinito de Abuku (valor ω+4)</translation>
    </message>
    <message>
        <source>1, ω·2+4, ω·2+9, ω²+ω·4+16, ω²+ω·5+25: value ω+4; the one good move ω²+ω·5+25 → ω²+ω·4+30, with the paper&apos;s last step corrected</source>
        <translation>1, ω·2+4, ω·2+9, ω²+ω·4+16, ω²+ω·5+25: valor ω+4; la única buena jugada ω²+ω·5+25 → ω²+ω·4+30, con el último paso del artículo corregido</translation>
    </message>
    <message>
        <source>Abuku&apos;s transfinite Nim (nim-sum ω·3+5)</source>
        <translation>El Nim transfinito de Abuku (suma nim ω·3+5)</translation>
    </message>
    <message>
        <source>1, ω·2+4, ω²·3+9, ω²·2+ω·4+16, ω²+ω·5+25: nim-sum ω·3+5; the good move ω·2+4 → ω+1</source>
        <translation>1, ω·2+4, ω²·3+9, ω²·2+ω·4+16, ω²+ω·5+25: suma nim ω·3+5; la buena jugada ω·2+4 → ω+1</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Abuku&apos;s examples: each one sets up its position on the board</source>
        <translation>Los ejemplos de Abuku: cada uno coloca su posición en el tablero</translation>
    </message>
    <message>
        <source>coins, e.g. 1 w*2+4 w^2+w*5+25</source>
        <translation>monedas, p. ej. 1 w*2+4 w^2+w*5+25</translation>
    </message>
    <message>
        <source>The coins (Welter) or heaps (Nim), ordinals below ω^6 as homestead-cli takes them: w^2*3+w*4+16 or ω²·3+ω·4+16, separated by spaces or commas; Enter starts a game</source>
        <translation>Las monedas (Welter) o los montones (Nim), ordinales menores que ω^6 tal como los lee homestead-cli: w^2*3+w*4+16 o ω²·3+ω·4+16, separados por espacios o comas; Intro empieza una partida</translation>
    </message>
    <message>
        <source>A new game from %1.</source>
        <translation>Una partida nueva desde %1.</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Ejemplos</translation>
    </message>
    <message>
        <source>move: from → to</source>
        <translation>jugada: de → a</translation>
    </message>
    <message>
        <source>A move typed as “from → to” (or -&gt;), e.g. w^2+w*5+25 -&gt; w^2+w*4+30: any smaller ordinal, also in a row not shown; Enter plays it</source>
        <translation>Una jugada escrita como «de → a» (o -&gt;), p. ej. w^2+w*5+25 -&gt; w^2+w*4+30: cualquier ordinal menor, también en una fila no mostrada; Intro la juega</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>%1 is not a move: %2.</source>
        <translation>%1 no es una jugada: %2.</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>La posición</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Transfinite Nim: %1.</source>
        <translation>Nim transfinito: %1.</translation>
    </message>
    <message>
        <source>Transfinite Welter: %1.</source>
        <translation>Welter transfinito: %1.</translation>
    </message>
    <message>
        <source>Transfinite Nim: the heaps&apos; coefficients of each power of ω nim-add on their own</source>
        <translation>Nim transfinito: los coeficientes de cada potencia de ω se suman en el sentido de Nim por separado</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>No queda ninguna jugada.</translation>
    </message>
    <message>
        <source>The game is over: there is no move.</source>
        <translation>La partida ha terminado: no hay ninguna jugada.</translation>
    </message>
    <message>
        <source>Hint: no good move exists: every move leaves the opponent a win.</source>
        <translation>Pista: no existe ninguna buena jugada: toda jugada deja la victoria al rival.</translation>
    </message>
    <message>
        <source>Hint: the good move %1 (shown in green).</source>
        <translation>Pista: la buena jugada %1 (en verde).</translation>
    </message>
    <message>
        <source>Hint: good moves %1 (shown in green).</source>
        <translation>Pista: las buenas jugadas %1 (en verde).</translation>
    </message>
    <message>
        <source>Transfinite</source>
        <translation>Transfinito</translation>
    </message>
</context>
<context>
    <name>homestead::gui::WelterStripAccessibility</name>
    <message>
        <source>square %1, empty</source>
        <translation>casilla %1, vacía</translation>
    </message>
    <message>
        <source>coin on square %1, picked up</source>
        <translation>moneda en la casilla %1, levantada</translation>
    </message>
    <message>
        <source>coin on square %1</source>
        <translation>moneda en la casilla %1</translation>
    </message>
</context>
<context>
    <name>homestead::gui::WelterStripPage</name>
    <message>
        <source>Working out the winning moves…</source>
        <translation>Buscando las jugadas ganadoras…</translation>
    </message>
    <message>
        <source>Welter&apos;s game</source>
        <translation>El juego de Welter</translation>
    </message>
    <message>
        <source>Who plays as player %1: a human at the strip, the perfect engine, or the casual one (a random move one time in three, for beginners)</source>
        <translation>Quién juega como jugador %1: un humano en la tira, la máquina perfecta o la ocasional (una jugada al azar una de cada tres veces, para principiantes)</translation>
    </message>
    <message>
        <source>%1 moved %2.</source>
        <translation>%1: jugada %2.</translation>
    </message>
    <message>
        <source>Drag a coin to the left onto an empty square, or click a coin and then a square. Arrows and Enter work too.</source>
        <translation>Arrastra una moneda a la izquierda a una casilla vacía, o haz clic en una moneda y luego en una casilla. Las flechas e Intro también funcionan.</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Preparar</translation>
    </message>
    <message>
        <source>Set-up mode: click a square to place or remove a coin</source>
        <translation>Modo preparación: haz clic en una casilla para poner o quitar una moneda</translation>
    </message>
    <message>
        <source>Set-up: click squares to place or remove coins; leave set-up to play.</source>
        <translation>Preparación: haz clic en casillas para poner o quitar monedas; sal de la preparación para jugar.</translation>
    </message>
    <message>
        <source>Game started from the position set up.</source>
        <translation>Partida empezada desde la posición preparada.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>A random position with the chosen number of coins</source>
        <translation>Una posición al azar con el número de monedas elegido</translation>
    </message>
    <message>
        <source>A random position of %1 coins.</source>
        <translation>Una posición al azar de %1 monedas.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Remove every coin</source>
        <translation>Quitar todas las monedas</translation>
    </message>
    <message>
        <source>Start again from the position set up</source>
        <translation>Empezar de nuevo desde la posición preparada</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Show the winning moves, or say that none exists</source>
        <translation>Mostrar las jugadas ganadoras, o decir que no hay ninguna</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Misère play: whoever makes the last move loses</source>
        <translation>Juego misère: quien hace la última jugada pierde</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source> coins</source>
        <translation> monedas</translation>
    </message>
    <message>
        <source>How many coins stand on the strip; Random puts this many on random squares</source>
        <translation>Cuántas monedas hay en la tira; Al azar pone esa cantidad en casillas al azar</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longitud</translation>
    </message>
    <message>
        <source>The number of squares of the strip (it scrolls when long). The game in progress is kept; the strip cannot be shorter than the highest coin of the start position.</source>
        <translation>El número de casillas de la tira (se desplaza cuando es larga). La partida en curso se conserva; la tira no puede ser más corta que la moneda más alta de la posición inicial.</translation>
    </message>
    <message>
        <source>The strip has %1 squares; the game goes on.</source>
        <translation>La tira tiene %1 casillas; la partida sigue.</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>La posición</translation>
    </message>
    <message>
        <source>The Welter value [a|b|c|…]: the Grundy value of the position</source>
        <translation>El valor de Welter [a|b|c|…]: el valor de Grundy de la posición</translation>
    </message>
    <message>
        <source>Welter&apos;s game is Nim in which no two heaps may be equal</source>
        <translation>El juego de Welter es un Nim en el que no puede haber dos montones iguales</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Value %1 = %2</source>
        <translation>Valor %1 = %2</translation>
    </message>
    <message>
        <source>Conway&apos;s mating method: mate the best-mated pair, repeat; the colours match the arcs under the strip</source>
        <translation>El método de emparejamiento de Conway: emparejar la pareja mejor emparejada y repetir; los colores coinciden con los arcos bajo la tira</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>No queda ninguna jugada.</translation>
    </message>
    <message>
        <source>Set-up: click squares to place or remove coins</source>
        <translation>Preparación: haz clic en casillas para poner o quitar monedas</translation>
    </message>
    <message>
        <source>The game is over: there is no move.</source>
        <translation>La partida ha terminado: no hay ninguna jugada.</translation>
    </message>
    <message>
        <source>Hint: no winning move exists (misère): every move leaves the opponent a win.</source>
        <translation>Pista: no existe ninguna jugada ganadora (misère): toda jugada deja la victoria al rival.</translation>
    </message>
    <message>
        <source>Hint: no winning move exists: the value is 0, so every move leaves the opponent a win.</source>
        <translation>Pista: no existe ninguna jugada ganadora: el valor es 0, así que toda jugada deja la victoria al rival.</translation>
    </message>
    <message>
        <source>Hint%1: the winning move %2 (shown in green).</source>
        <translation>Pista%1: la jugada ganadora %2 (en verde).</translation>
    </message>
    <message>
        <source>Hint%1: winning moves %2 (shown in green).</source>
        <translation>Pista%1: las jugadas ganadoras %2 (en verde).</translation>
    </message>
    <message>
        <source> (misère)</source>
        <translation> (misère)</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>%1 → %2 is not a move: %3.</source>
        <translation>%1 → %2 no es una jugada: %3.</translation>
    </message>
    <message>
        <source>Number of coins</source>
        <translation>Número de monedas</translation>
    </message>
    <message>
        <source>Strip, scrolling</source>
        <translation>Tira, desplazable</translation>
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
        <translation>Tira de Welter</translation>
    </message>
    <message>
        <source>spinster</source>
        <translation>soltera</translation>
    </message>
    <message>
        <source>Dropped off the strip: the coin goes back to square %1.</source>
        <translation>Se cayó de la tira: la moneda vuelve a la casilla %1.</translation>
    </message>
    <message>
        <source>Square %1: click to remove the coin</source>
        <translation>Casilla %1: haz clic para quitar la moneda</translation>
    </message>
    <message>
        <source>Square %1: click to place a coin</source>
        <translation>Casilla %1: haz clic para poner una moneda</translation>
    </message>
    <message>
        <source>Square %1: drag this coin left onto an empty square, or click it and then a square</source>
        <translation>Casilla %1: arrastra esta moneda a la izquierda a una casilla vacía, o haz clic en ella y luego en una casilla</translation>
    </message>
    <message>
        <source>Square %1 (empty)</source>
        <translation>Casilla %1 (vacía)</translation>
    </message>
    <message>
        <source>Squares numbered from 0, some holding coins. Left and Right move along the strip; Enter picks up the coin there and Enter again puts it down on an empty square to its left.</source>
        <translation>Casillas numeradas desde 0, algunas con monedas. Izquierda y Derecha se mueven por la tira; Intro levanta la moneda que hay ahí y otro Intro la deja en una casilla vacía a su izquierda.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::WinningMoveStepper</name>
    <message>
        <source>Finding the winning moves of the new position…</source>
        <translation>Buscando las jugadas ganadoras de la nueva posición…</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to chop.</source>
        <translation>La partida ha terminado: no queda nada que cortar.</translation>
    </message>
    <message>
        <source>Still working out the misère winning moves: press F3 again in a moment.</source>
        <translation>Todavía se calculan las jugadas ganadoras misère: vuelve a pulsar F3 en un momento.</translation>
    </message>
</context>
</TS>
