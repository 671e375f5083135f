// The Spanish of homestead-cli's help, argument for argument as messages_cli_help_en.cpp, with the
// glossary of messages_es.cpp. Placeholders: COMMAND = ORDEN, FILE = ARCHIVO, STRING = CADENA,
// SQUARE = CASILLA, HEAP = MONTÓN, STEP = PASO, OUT = SALIDA, SHEET = HOJA; options, JSON keys and
// examples stay as they are.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kSpanishHelp[] = {
    {Msg::HelpOverview,
     "uso: homestead-cli ORDEN [ARGUMENTOS...]\n"
     "\n"
     "La teoría de Conway del Hackenbush sin restricciones y del juego de Welter, en la línea de órdenes.\n"
     "\n"
     "órdenes:\n"
     "{1}\n"
     "'homestead-cli help ORDEN' (o 'ORDEN --help') explica una orden.\n"
     "Sin --lang la salida es en inglés; --lang de, fr o es escribe las frases en alemán, francés o español:\n"
     "la salida y los errores de cada orden, y --help. Las claves JSON y los números nunca cambian.\n"
     "Entrada errónea: código de salida 2 y una línea en stderr.\n"},
    {Msg::HelpPictureSourceSynopsis, "(ARCHIVO | --cgsuite CADENA | --cgsuite-file F)"},
    {Msg::HelpPictureSource,
     "  ARCHIVO          un archivo de dibujo: JSON (formato \"homestead-picture\", versión 1), o una lista\n"
     "                   de aristas .edges ('u v' por línea, 'ground a b ...', comentarios '#'; números = líneas)\n"
     "  --cgsuite CADENA una cadena CGSuite verde, p. ej. ':Geee:G' (números de arista: orden de aparición desde 0)\n"
     "  --cgsuite-file F la cadena CGSuite leída del archivo F, o de la entrada estándar con '-'\n"
     "                   (para cadenas más largas de lo que admite una línea de órdenes)\n"},
    {Msg::HelpLanguage,
     "el idioma de las frases: en (por omisión), de, fr o es\n"
     "{1}(los números, ⊕ y ω, y las claves JSON, quedan como están)\n"},
    {Msg::HelpWelterSynopsis, "welter [--json] [--misere] [--target N] CASILLA...   (o \"-\" para leer casillas de la entrada estándar)"},
    {Msg::HelpWelter,
     "El juego de Welter: monedas en las casillas 0, 1, 2, ... de una tira, como mucho una por casilla; una jugada\n"
     "desliza una moneda a la izquierda, a cualquier casilla vacía menor. Muestra el valor (la función de\n"
     "Welter = el valor de Grundy), la descomposición por el método de emparejamiento y las jugadas ganadoras.\n"
     "\n"
     "  CASILLA...      enteros no negativos distintos menores que 2^62, en cualquier orden\n"
     "  -               lee también casillas de la entrada estándar (separadas por espacios, saltos de\n"
     "                  línea o comas; como mucho 256 MiB)\n"
     "  --json          {\"coins\": [...], \"value\": V, \"winning_moves\": [{\"from\": A, \"to\": B}, ...]}\n"
     "  --target N      también cada jugada a una posición de valor N (\"moves_to_target\")\n"
     "  --misere        también las jugadas ganadoras en misère (\"misere_winning_moves\"), por la regla\n"
     "                  de las posiciones caprichosas\n"
     "  --transfinite   las casillas son ordinales menores que w^w: 'w^2*3+w*4+16' o 'ω²·3+ω·4+16' (entre\n"
     "                  comillas); muestra el valor y las buenas jugadas (JSON: cadenas, clave \"good_moves\")\n"
     "{1}\n"
     "ejemplos:\n"
     "  homestead-cli welter 0 2 5 7 11 13 16 17 23\n"
     "  homestead-cli welter --json --target 3 2 3 5 7\n"
     "  homestead-cli welter --transfinite 1 'w*2+4' 'w*2+9' 'w^2+w*4+16' 'w^2+w*5+25'\n"},
    {Msg::HelpAnalyseSynopsis,
     "analyse [--json] [--loads] [--timings] {1}\n"
     "  homestead-cli analyse --value [--json] ARCHIVO..."},
    {Msg::HelpAnalyse,
     "Analiza un dibujo de Hackenbush con la teoría de Conway (ciclos contraídos, tensiones, pesos).\n"
     "Muestra el valor (de Grundy), las jugadas ganadoras, el valor de cada parte que se sostiene sola\n"
     "sobre el suelo, la tensión y el peso de cada arista, y las clases concíclicas.\n"
     "\n"
     "{1}  --json           {\"value\": G, \"edges\": [{\"id\": I, \"stress\": S, \"weight\": W}, ...],\n"
     "                    \"classes\": [[I, ...], ...], \"winning_moves\": [I, ...], \"floating\": [I, ...]}\n"
     "                   cada lista ordenada por número; \"edges\" tiene las aristas en pie, \"floating\" el resto\n"
     "  --loads          añade \"load\": [...] a cada arista: lo que cae si se corta\n"
     "  --timings        muestra el tiempo de cada fase en stderr (tiempo real, luego tiempo de procesador; la\n"
     "                   lectura incluye la del archivo, la escritura la creación del texto y, con\n"
     "                   --json, su envío: el JSON sale a la salida estándar a medida que se crea)\n"
     "  --value ARCHIVO...\n"
     "                   solo el valor de cada archivo de dibujo, una línea cada uno: 'VALOR  ARCHIVO',\n"
     "                   o {\"file\": F, \"value\": V} con --json; calcula solo lo que el valor necesita\n"
     "                   (un archivo .edges nunca se convierte en dibujo). Un archivo que no se puede leer\n"
     "                   recibe su línea en stderr y los demás se responden igualmente; el código de\n"
     "                   salida es entonces 2\n"
     "{2}\n"
     "Ejemplo: homestead-cli analyse --cgsuite ':Geee:G'   (la puerta: valor 1, cortar la de arriba)\n"},
    {Msg::HelpSearchSynopsis, "search [--json] {1}"},
    {Msg::HelpSearch,
     "El valor de Grundy de un dibujo pequeño por búsqueda exhaustiva en el árbol del juego, sin ninguna\n"
     "teoría del Hackenbush (con memoria, separando las partes independientes): una comprobación de\n"
     "'analyse'. Se rinde (código de salida 2) más allá de sus límites: {1}.\n"
     "\n"
     "{2}  --json   {\"value\": G, \"standing_edges\": N}\n"
     "{3}\n"
     "Ejemplo: homestead-cli search --cgsuite 'ee:Aeeee:A'   (valor 2)\n"},
    {Msg::HelpRenderSynopsis, "render [--weights] [--classes] [--winning] [--analysis] {1} -o SALIDA.png|SALIDA.svg|SALIDA.pdf|SALIDA.tex"},
    {Msg::HelpRender,
     "Dibuja el dibujo con la tensión de cada arista en pie, como lo exporta la aplicación.\n"
     "Las aristas flotantes salen atenuadas y sin número. Los nodos sin posición se colocan solos.\n"
     "  -o SALIDA        el archivo que se escribe, según su terminación:\n"
     "                     .png  una imagen (el doble del tamaño en pantalla; menor si eso pasa de\n"
     "                           16384 píxeles por lado o 64 millones en total)\n"
     "                     .svg  un dibujo vectorial\n"
     "                     .pdf  una hoja (A4): título, desenlace, el dibujo, una leyenda de sus\n"
     "                           marcas y números (se lee también en escala de grises)\n"
     "                     .tex  un archivo LaTeX autónomo (TikZ) del dibujo: pdflatex SALIDA.tex\n"
     "                           produce un PDF de una página; solo necesita la clase article y tikz\n"
     "  --weights        rotula cada arista también con su peso (tensión · peso)\n"
     "  --classes        dibuja cada clase concíclica con su propio color y su propio trazo\n"
     "  --winning        dibuja las jugadas ganadoras con trazos gruesos de color naranja\n"
     "  --analysis       (.pdf) una segunda página: el jardín, el valor en columnas binarias y cada\n"
     "                   jugada ganadora con su razón\n"
     "{1}Ejemplos: homestead-cli render --cgsuite ':Geee:G' -o puerta.svg\n"
     "          homestead-cli render --analysis homestead.json -o hoja.pdf\n"},
    {Msg::HelpExplainSynopsis, "explain [--json] [--lang L] {1} --edge ID"},
    {Msg::HelpExplain,
     "Por qué los números de la arista ID son los que son: su tensión como 1 + (a ⊕ b ⊕ ...) sobre las aristas del\n"
     "jardín que sostiene directamente (un lazo en su extremo de arriba es un término 1), la suma nim en\n"
     "columnas binarias, su peso (tensión|0), su carga, el valor que deja cortarla y, cuando cortarla gana,\n"
     "el ascenso de Conway desde el suelo (la tensión que debe alcanzar cada arista del camino); para una\n"
     "arista en un ciclo, su clase concíclica, el emparejamiento y la soltera.\n"
     "\n"
     "{1}  --edge ID  la arista que se explica (su número en el archivo; en una cadena CGSuite, el orden\n"
     "              de aparición)\n"
     "  --json     {\"edge\": ID, \"stress\": S, \"terms\": [{\"edge\": E, \"stress\": S}, ...], \"weight\": W,\n"
     "              \"load\": [números], \"value_after_chop\": V, \"climb\": [{\"edge\": E, \"stress\": S,\n"
     "              \"target\": T, \"others\": O}, ...]}; \"climb\" solo cuando cortar ID gana (O: el ⊕ de los\n"
     "              demás términos en el extremo de abajo del paso, así que T ⊕ O es lo que debe llegar a\n"
     "              ser el ⊕ de ese extremo); para una arista en un ciclo, en su lugar\n"
     "              \"class\": [números], \"mating\": [[A, B], ...], \"spinster\": ID o null; una clase\n"
     "              de más de {2} aristas no se empareja (memoria k^2): \"mated\": false\n"
     "{3}\n"
     "Ejemplo: homestead-cli explain --cgsuite ':Geee:G' --edge 1   (la de arriba de la puerta: la jugada ganadora)\n"
     "         homestead-cli explain --lang de --cgsuite ':Geee:G' --edge 1   (lo mismo en alemán)\n"},
    {Msg::HelpExercisesSynopsis, "exercises [--kind hackenbush|welter|nim|animating|transfinite] [--count N] [--edges A..B] [--seed S] (-o HOJA.pdf | --json)"},
    {Msg::HelpExercises,
     "Una hoja de ejercicios: N posiciones que preguntan «¿cuál es el valor?», «encuentra cada jugada\n"
     "ganadora» o «¿quién gana?», de fácil a difícil (Hackenbush: árboles, luego ciclos pequeños, luego\n"
     "lazos y aristas múltiples), con las respuestas calculadas por el núcleo. La misma semilla vuelve a dar la misma hoja.\n"
     "\n"
     "  --kind K        hackenbush (por omisión), welter, nim, animating (forma canónica, polos, ¿f = g?)\n"
     "                  o transfinite (Welter o Nim sobre ordinales menores que w^w)\n"
     "  --count N       cuántos ejercicios, de 1 a 100 (6 por omisión)\n"
     "  --edges A..B    aristas de cada dibujo de Hackenbush, entre 1 y 40 (4..10 por omisión; 'N' es N..N)\n"
     "  --seed S        un entero no negativo menor que 2^64 (por omisión: uno al azar, anotado en la hoja)\n"
     "  -o HOJA.pdf     las preguntas en las primeras páginas (dibujos con aristas con nombre, sin números),\n"
     "                  las soluciones en la última (valores, jugadas ganadoras en naranja, el razonamiento)\n"
     "  --json          {\"seed\": S, \"exercises\": [{\"kind\": K, \"question\": Q, \"picture\": {...} |\n"
     "                  \"coins\": [...] | \"heaps\": [...], \"answer\": {\"value\": V, \"winning_moves\": [...]}}]}\n"
     "                  jugadas: números de arista (como analyse), {\"from\", \"to\"} (como welter), {\"heap\", \"from\", \"to\"} (como nim)\n"
     "                  animating: \"steps\" [, \"other_steps\"], respuesta {\"canonical\", \"poles\", \"nim\"\n"
     "                  [, \"other_canonical\", \"other_poles\", \"other_nim\", \"same_function\"]};\n"
     "                  transfinite: los ordinales como cadenas (como welter --transfinite)\n"
     "{1}                  (en el idioma de --lang: con --json las preguntas, con -o toda la hoja)\n"
     "\n"
     "ejemplos:\n"
     "  homestead-cli exercises --count 8 --edges 3..8 --seed 42 -o hoja.pdf\n"
     "  homestead-cli exercises --kind welter --count 4 --seed 7 --json\n"},
    {Msg::HelpConvertSynopsis, "convert {1} -o SALIDA.json|SALIDA.edges|SALIDA.dot"},
    {Msg::HelpConvert,
     "Escribe el dibujo en otro formato, elegido por la terminación de SALIDA:\n"
     "  .json            el archivo de dibujo (formato \"homestead-picture\", versión 1)\n"
     "  .edges           una simple lista de aristas: 'ground a b ...', luego 'u v' por arista; los números\n"
     "                   de arista pasan a ser el orden de las líneas, desde 0 (se omiten posiciones, nombres y título)\n"
     "  .dot             GraphViz DOT (un grafo no dirigido con aristas múltiples; los nodos base son cajas)\n"
     "\n"
     "{1}Ejemplo: homestead-cli convert --cgsuite ':Geee:G' -o puerta.edges\n"},
    {Msg::HelpNimSynopsis, "nim [--json] [--transfinite] MONTÓN..."},
    {Msg::HelpNim,
     "Nim: la suma nim (XOR) de los montones y las jugadas ganadoras, en juego ordinario y en juego misère\n"
     "(quien juega el último pierde). Los montones son enteros no negativos; en la salida, los montones se cuentan desde 1.\n"
     "\n"
     "  --json          {\"heaps\": [...], \"nim_sum\": S, \"winning_moves\": [{\"heap\": I, \"from\": A,\n"
     "                  \"to\": B}, ...], \"misere_winning_moves\": [...]} (índices de montón desde 0)\n"
     "  --transfinite   los montones son ordinales menores que w^w ('w^2*3+w*4+16' o 'ω²·3+ω·4+16');\n"
     "                  muestra la suma nim y las buenas jugadas\n"
     "{1}\n"
     "ejemplos:\n"
     "  homestead-cli nim 4 5 7\n"
     "  homestead-cli nim --transfinite 1 'w*2+4' 'w^2*3+9' 'w^2*2+w*4+16' 'w^2+w*5+25'\n"},
    {Msg::HelpAnimatingSynopsis, "animating [--json] PASO..."},
    {Msg::HelpAnimating,
     "Una función animante (Conway, ONAG cap. 13): la composición de pasos aplicados de izquierda a derecha,\n"
     "  +N   x ↦ x + N        -N   x ↦ x − N        ^N (o ⊕N)   x ↦ x ⊕ N\n"
     "sobre los enteros. Muestra su forma canónica x ⊕ (x|p1) ⊕ … ⊕ (x|pk) ⊕ N (los polos p y el Nim\n"
     "N) y, cuando el Nim es 0, su Welt [p1|…|pk]. Límite: las cantidades de + y −, cada una por su\n"
     "posición en la lista, pueden sumar como mucho 2·10^6.\n"
     "\n"
     "  --json   {\"steps\": \"...\", \"poles\": [...], \"nim\": N, \"welt\": W o null}\n"
     "\n"
     "ejemplo (el f = g de Conway):\n"
     "  homestead-cli animating -2 ^3 +3 ^5\n"
     "  homestead-cli animating +2 ^3 -1 ^5\n"},
};

}  // namespace

std::span<const MessageTemplate> spanishCliHelp() { return kSpanishHelp; }

}  // namespace homestead
