// The Spanish of homestead-cli's usage errors and failures, of Welter's bad squares and of the Python
// module's own errors, argument for argument as messages_cli_en.cpp. Words as in the window: square =
// casilla, coin = moneda, heap = montón, picture = dibujo, edge = arista, id = número; an option given
// on the command line is an opción, an argument a parámetro. Options, examples and what a user writes
// stay as they are.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kSpanishCli[] = {
    // welter.h: squares
    {Msg::WelterSquareTwice, "la casilla {1} aparece dos veces (como mucho una moneda por casilla)"},
    {Msg::WelterSquareNegative, "la casilla {1} es negativa (las casillas son 0, 1, 2…)"},
    {Msg::WelterSquareTooLarge, "la casilla {1} es 2^62 o más (las casillas deben ser menores que 2^62)"},
    {Msg::WelterEmptySquare, "casilla vacía (se esperaba un entero no negativo)"},
    {Msg::WelterNotASquare, "{1} no es una casilla (se esperaba un entero no negativo)"},
    {Msg::WelterNumber, "número {1}"},
    {Msg::WelterNotASquareShort, "no es una casilla"},
    {Msg::WelterSquareTwiceShort, "la casilla {1} aparece dos veces"},
    // homestead-cli: the command line as a whole
    {Msg::UseNoCommand, "no se ha dado ninguna orden (prueba 'homestead-cli --help')"},
    {Msg::UseUnknownCommand, "orden desconocida {1} (prueba 'homestead-cli --help')"},
    {Msg::UseCannotWrite, "no se puede escribir el resultado en la salida estándar"},
    {Msg::UseNoMemory, "no hay memoria suficiente en esta máquina para esta entrada y su respuesta"},
    {Msg::UseUsageLine, "uso: homestead-cli {1}"},
    {Msg::UseUnknownOptionSee, "opción desconocida {1} (consulta 'homestead-cli {2} --help')"},
    {Msg::UseUnknownOptionTry, "opción desconocida {1} (prueba 'homestead-cli help {2}')"},
    {Msg::UseUnknownArgumentSee, "parámetro desconocido {1} (consulta 'homestead-cli {2} --help')"},
    {Msg::UseNeedsValue, "{1} necesita un valor"},
    {Msg::UseNeedsValueSee, "{1} necesita un valor (consulta 'homestead-cli {2} --help')"},
    // the picture a command reads
    {Msg::UseCgsuiteNeedsString, "--cgsuite necesita una cadena, p. ej. --cgsuite ':Geee:G'"},
    {Msg::UseCgsuiteFileNeedsName, "--cgsuite-file necesita un nombre de archivo, o '-' para la entrada estándar"},
    {Msg::UseOnePicture, "da un solo dibujo (un ARCHIVO, --cgsuite CADENA o --cgsuite-file F), no dos"},
    {Msg::UseOnePictureExtra, "da un solo dibujo (un ARCHIVO, --cgsuite CADENA o --cgsuite-file F), no dos ({1} sobra)"},
    {Msg::UseNoPicture, "no se ha dado ningún dibujo: nombra un ARCHIVO o usa --cgsuite CADENA o --cgsuite-file F"},
    {Msg::UseStandardInput, "entrada estándar"},
    {Msg::UseStandardInputAt, "entrada estándar, {1}"},
    {Msg::UseArgument, "parámetro {1}"},
    {Msg::UseNotWithValue,
     "{1} no va con --value, que solo acepta archivos de dibujos (prueba 'homestead-cli help analyse')"},
    {Msg::UseNoPictureFiles, "no se ha dado ningún dibujo: nombra uno o más ARCHIVOS"},
    // welter, nim, animating
    {Msg::UseTargetNeedsValue, "--target necesita un valor (--target N)"},
    {Msg::UseNotNaturalNumber, "--target {1} no es un entero no negativo"},
    {Msg::UseTransfiniteFiniteOnly, "--misere, --target y '-' son solo para casillas finitas"},
    {Msg::UseNoSquares, "no se ha dado ninguna casilla (p. ej. 'homestead-cli welter 0 2 5 7', o '-' para la entrada estándar)"},
    {Msg::UseNoTransfiniteCoins, "no se ha dado ninguna moneda (p. ej. 1 'w*2+4' 'w^2+w*5+25')"},
    {Msg::UseNoHeaps, "no se ha dado ningún montón (p. ej. 'homestead-cli nim 3 5 7')"},
    {Msg::UseNotHeapSize,
     "el parámetro {1} {2} no es un tamaño de montón (un entero no negativo menor que 2^63; los ordinales necesitan --transfinite)"},
    {Msg::UseNoSteps, "no se ha dado ningún paso (p. ej. 'homestead-cli animating -2 ^3 +3 ^5')"},
    // explain
    {Msg::UseEdgeNotId, "--edge {1} no es un número de arista (un entero no negativo)"},
    {Msg::UseEdgeRequired, "falta --edge ID (la arista que se explica)"},
    {Msg::UseNoSuchEdge, "el dibujo no tiene ninguna arista con este número"},
    // exercises
    {Msg::UseKindNotOne, "--kind {1} no es ninguno de los tipos hackenbush, welter, nim, animating, transfinite"},
    {Msg::UseNotCount, "{1} {2} no es un número de ejercicios (de 1 a 100)"},
    {Msg::UseNotSeed, "{1} {2} no es una semilla (un entero no negativo menor que 2^64)"},
    {Msg::UseNotEdgeRange, "--edges {1} no es un intervalo de aristas como 4..10"},
    {Msg::UseSheetAndJson, "da -o HOJA.pdf o --json, no ambos"},
    {Msg::UseSheetOrJson, "falta -o HOJA.pdf o --json"},
    {Msg::UseSheetPdf, "-o {1}: la hoja debe terminar en .pdf"},
    {Msg::UseBuiltWithoutDrawing,
     "este homestead-cli se compiló sin dibujo (HOMESTEAD_BUILD_GUI desactivado): usa --json"},
    // convert, render
    {Msg::UseConvertMissingOut, "falta -o SALIDA.json, SALIDA.edges o SALIDA.dot"},
    {Msg::UseConvertOutSuffix, "-o {1}: la salida debe terminar en .json, .edges o .dot"},
    {Msg::UseRenderMissingOut, "falta -o SALIDA ({1})"},
    {Msg::UseRenderOutSuffix, "-o {1}: el archivo debe terminar en {2}"},
    {Msg::UseRenderAnalysisPdf, "--analysis añade una página a un archivo .pdf; usa -o SALIDA.pdf"},
    // the Python module
    {Msg::PyExpectedPair, "{1}: se esperaba un par (u, v) de números de nodo, se encontró {2}"},
    {Msg::PyUnknownFormat, "formato {1}: se esperaba 'json', 'edges' o 'cgsuite' (o None: según el nombre del archivo)"},
    {Msg::PyValuesItem, "values(): elemento {1}"},
    {Msg::PyValuesNotPicture, "values(): el elemento {1} no es ni un Picture ni una cadena CGSuite: {2}"},
    {Msg::PyMisereSquares, "el juego misère es solo para casillas finitas"},
    {Msg::PyMisereOrTarget, "da misere o target, no ambos"},
    {Msg::PyMisereTargetSquares, "el juego misère y los valores objetivo son solo para casillas finitas"},
    {Msg::PyTargetNegative, "el valor objetivo {1} es negativo"},
    {Msg::PyIsNegative, "{1}: {2} es negativo"},
    {Msg::PyMisereHeaps, "el juego misère es solo para montones finitos"},
    {Msg::PyExpectedInteger, "{1}: se esperaba un entero, se encontró {2}"},
    {Msg::PyOutOfRange, "{1}: {2} está fuera de rango (de {3} a {4})"},
    {Msg::PyNoSuchEdge, "el dibujo no tiene ninguna arista {1}"},
    {Msg::PyTooManyEdges, "{1} aristas: un dibujo tiene como mucho {2}"},
    {Msg::PyNodeIdNegative, "{1}: el número de nodo {2} es negativo"},
    {Msg::PyNodeNotInGraph, "ground: el nodo {1} no está en el grafo"},
    // ordinal.h and animating.h: an ordinal or a step that cannot be read
    {Msg::OrdinalAt, "ordinal {1}, columna {2}"},
    {Msg::OrdinalNegativeNumber, "un número negativo (las potencias de w y los coeficientes son enteros no negativos)"},
    {Msg::OrdinalExpectedNumber, "se esperaba un número"},
    {Msg::OrdinalNumberTooLarge, "número demasiado grande (los coeficientes deben ser menores que 2^62)"},
    {Msg::OrdinalExponentTooLarge, "exponente demasiado grande"},
    {Msg::OrdinalIsNegative, "el ordinal {1} es negativo"},
    {Msg::OrdinalCoefficientNegative, "el coeficiente {1} del ordinal es negativo"},
    {Msg::OrdinalEmpty, "vacío (se esperaba un ordinal como w^2*3+w*4+16)"},
    {Msg::OrdinalCoefficientAfter, "escribe el coeficiente detrás de la potencia de w (w*3, no 3*w)"},
    {Msg::OrdinalExpectedTerm, "se esperaba un término como w^2*3, w*4, w o 16"},
    {Msg::OrdinalPowerTooLarge, "potencia de w demasiado grande (como mucho 1000)"},
    {Msg::OrdinalDecreasing, "los términos deben ir en potencias de w decrecientes"},
    {Msg::OrdinalExpectedPlus, "se esperaba '+' o el final"},
    {Msg::AnimatingStepAt, "paso {1} {2}"},
    {Msg::AnimatingAmountNegative, "la cantidad {1} de un paso + o - es negativa"},
    {Msg::AnimatingBellTooOften, "los pasos + y - hacen sonar la campana demasiadas veces para hallar los polos (la cantidad por el lugar en la lista suma más de {1})"},
    {Msg::AnimatingExpectedStep, "se esperaba +N, -N o ^N"},
    {Msg::AnimatingAmountNatural, "la cantidad debe ser un entero no negativo (sin signo tras el operador)"},
    {Msg::AnimatingExpectedStepNumber, "se esperaba +N, -N o ^N con N un número"},
    {Msg::AnimatingAmountTooLarge, "la cantidad es demasiado grande"},
    {Msg::AnimatingNoSteps, "ningún paso (se esperaba algo como \"-2 ^3 +3 ^5\")"},
};

}  // namespace

std::span<const MessageTemplate> spanishCliMessages() { return kSpanishCli; }

}  // namespace homestead
