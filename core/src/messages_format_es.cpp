// The Spanish sentences of the file-reading errors (format_error.h), argument for argument as
// messages_format_en.cpp. Words as in the window: id = número, line = línea, column = columna,
// file = archivo, picture = dibujo, JSON array = lista, string = cadena.
// What a file holds ('ground', "to", :A, e, -) and JSON's null, true and false stay as written.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kSpanishFormat[] = {
    // places and sources
    {Msg::FormatLineColumn, "línea {1}, columna {2}"},
    {Msg::FormatCgsuiteColumn, "cadena CGSuite, columna {1}"},
    {Msg::FormatCgsuiteString, "cadena CGSuite"},
    // text that is not JSON
    {Msg::FormatNotJson, "no es JSON válido ({1})"},
    {Msg::FormatEmptyText, "el texto está vacío"},
    {Msg::FormatNotUtf8, "el texto no está en UTF-8 (byte {1})"},
    {Msg::FormatNestedTooDeep, "anidado a más de {1} niveles de profundidad"},
    {Msg::FormatBadEscape, "una secuencia de escape no válida en una cadena"},
    {Msg::FormatUnexpected, "inesperado: {1}"},
    {Msg::FormatEndOfText, "el final del texto"},
    {Msg::FormatTextAfterEnd, "más texto después del final: {1}"},
    {Msg::FormatControlCharacter, "un carácter de control dentro de una cadena (escríbelo como secuencia de escape, por "
                                  "ejemplo \\n)"},
    {Msg::FormatUnclosedString, "una cadena que nunca se cierra"},
    {Msg::FormatEndsInside, "el texto termina dentro de un objeto o de una lista"},
    {Msg::FormatNumberOutOfRange, "un número fuera de rango ({1})"},
    // JSON values
    {Msg::FormatAnArray, "una lista"},
    {Msg::FormatAnObject, "un objeto"},
    {Msg::FormatANumber, "un número"},
    {Msg::FormatAString, "una cadena"},
    {Msg::FormatABoolean, "un booleano"},
    {Msg::FormatAValue, "un valor"},
    {Msg::FormatTrueOrFalse, "true o false"},
    // a picture's JSON contents
    {Msg::FormatRootNotObject, "se esperaba un objeto (un archivo homestead-picture), se encontró {1}"},
    {Msg::FormatKeyTwice, "la clave aparece dos veces"},
    {Msg::FormatTheId, "el número"},
    {Msg::FormatTheNodeId, "el número de nodo"},
    {Msg::FormatIdNegative, "{1} {2} es negativo"},
    {Msg::FormatIdNotInteger, "{1} debe ser un número entero, se encontró {2}"},
    {Msg::FormatIdTooLarge, "{1} {2} es demasiado grande"},
    {Msg::FormatCoordinateNotNumber, "una coordenada debe ser un número, se encontró {1}"},
    {Msg::FormatCoordinateOutOfRange, "la coordenada {1} está fuera de rango (como mucho 1e9 en valor absoluto)"},
    {Msg::FormatExpectedFound, "se esperaba {1}, se encontró {2}"},
    {Msg::FormatNodesNotArray, "se esperaba una lista de nodos, se encontró {1}"},
    {Msg::FormatEdgesNotArray, "se esperaba una lista de aristas, se encontró {1}"},
    {Msg::FormatVersionNotInteger, "la versión debe ser un número entero, se encontró {1}"},
    {Msg::FormatNodeNotObject, "se esperaba un objeto nodo, se encontró {1}"},
    {Msg::FormatEdgeNotObject, "se esperaba un objeto arista, se encontró {1}"},
    {Msg::FormatNodeNoId, "el nodo no tiene número"},
    {Msg::FormatNodeXNoY, "el nodo tiene x pero no y"},
    {Msg::FormatNodeYNoX, "el nodo tiene y pero no x"},
    {Msg::FormatEdgeNoId, "la arista no tiene número"},
    {Msg::FormatEdgeNoFrom, "a la arista le falta el nodo \"from\""},
    {Msg::FormatEdgeNoTo, "a la arista le falta el nodo \"to\""},
    {Msg::FormatTooManyNodes, "más de {1} nodos, demasiados para un dibujo"},
    {Msg::FormatTooManyEdges, "más de {1} aristas, demasiadas para un dibujo"},
    {Msg::FormatNotAPicture, "no es un dibujo de Homestead (falta \"format\": \"{1}\")"},
    {Msg::FormatUnknownFormat, "formato desconocido \"{1}\" (se esperaba \"{2}\")"},
    {Msg::FormatFormatNotString, "formato desconocido \"({1})\" (se esperaba \"{2}\")"},
    {Msg::FormatVersionNewer, "la versión {1} es más nueva de lo que este programa sabe leer (versión {2}); actualiza "
                              "Homestead para abrirlo"},
    {Msg::FormatVersionNotExisting, "la versión {1} no existe (las versiones empiezan en 1)"},
    {Msg::FormatVersionMissing, "falta la \"version\""},
    {Msg::FormatNodesMissing, "falta la lista \"nodes\""},
    {Msg::FormatEdgesMissing, "falta la lista \"edges\""},
    {Msg::FormatNodeIdTwice, "el número de nodo {1} se usa dos veces (también en {2})"},
    {Msg::FormatEdgeIdTwice, "el número de arista {1} se usa dos veces (también en {2})"},
    {Msg::FormatNoSuchNode, "el nodo {1} no existe"},
    {Msg::FormatTextTooLarge, "el texto ocupa {1} MiB, demasiado para un dibujo (el límite es {2} MiB)"},
    {Msg::FormatNulByte, "un byte NUL (no es un archivo de texto)"},
    // edge lists
    {Msg::FormatNodeIdNotInteger, "un número de nodo debe ser un entero no negativo, se encontró {1}"},
    {Msg::FormatGroundNamesNoNode, "la línea del suelo no nombra ningún nodo (escribe 'ground' y los números de los nodos "
                                   "base)"},
    {Msg::FormatEdgeNeedsTwoIds, "una arista necesita dos números de nodo, se encontró uno (escribe 'u v', o "
                                 "'ground a b …' para los nodos base)"},
    {Msg::FormatExtraText, "texto de más {1} después de la arista (una arista 'u v' por línea; '#' empieza un comentario)"},
    // CGSuite strings
    {Msg::FormatBlueEdge, "arista azul 'l' — solo se admite Hackenbush verde"},
    {Msg::FormatRedEdge, "arista roja 'r' — solo se admite Hackenbush verde"},
    {Msg::FormatColonNeedsName, "':' debe ir seguido de un nombre (:A o :{name})"},
    {Msg::FormatBraceUnclosed, "'{' sin su '}'"},
    {Msg::FormatEmptyName, "un nombre vacío ':{}'"},
    {Msg::FormatNameExpected, "se esperaba un nombre después de ':' (una letra, una cifra o {name}), se encontró {1}"},
    {Msg::FormatSemicolonOutside, "';' fuera de una rama '(...)'"},
    {Msg::FormatCloseWithoutOpen, "')' sin su '('"},
    {Msg::FormatUnexpectedInCgsuite, "inesperado: {1} (se esperaba e, -, :A, :{name}, '(', ';' o ')')"},
    {Msg::FormatOpenWithoutClose, "'(' sin su ')'"},
    {Msg::FormatCgsuiteTooLong, "{1} caracteres, demasiado larga para un dibujo (el límite es {2})"},
    // picture files by name
    {Msg::FormatDotNotRead, "GraphViz DOT se escribe, pero no se lee (abre un dibujo .json o .edges)"},
    // files and streams
    {Msg::FormatFileTooLarge, "el archivo ocupa {1}, demasiado para {2} (el límite es {3})"},
    {Msg::FormatBytes, "{1} bytes"},
    {Msg::FormatLargerThan, "más de {1}"},
    {Msg::FormatAPicture, "un dibujo"},
    {Msg::FormatACgsuiteString, "una cadena CGSuite"},
    {Msg::FormatCannotOpen, "no se puede abrir el archivo ({1})"},
    {Msg::FormatNoSuchFile, "no existe"},
    {Msg::FormatNotAFolder, "una parte de la ruta no es una carpeta"},
    {Msg::FormatLinkLoop, "un bucle de enlaces simbólicos"},
    {Msg::FormatPermissionDenied, "permiso denegado"},
    {Msg::FormatNameTooLong, "el nombre es demasiado largo"},
    {Msg::FormatTooManyOpen, "hay demasiados archivos abiertos"},
    {Msg::FormatNoMemory, "no hay memoria suficiente"},
    {Msg::FormatIsDirectory, "es una carpeta"},
    {Msg::FormatIsFifo, "es una tubería con nombre (FIFO), no un archivo normal"},
    {Msg::FormatIsDevice, "es un dispositivo, no un archivo normal"},
    {Msg::FormatIsBlockDevice, "es un dispositivo de bloques, no un archivo normal"},
    {Msg::FormatIsSocket, "es un conector de red (socket), no un archivo normal"},
    {Msg::FormatNotRegular, "no es un archivo normal"},
    {Msg::FormatNoFileName, "no se puede abrir un archivo sin nombre"},
    {Msg::FormatReadingFileFailed, "la lectura del archivo falló ({1})"},
    {Msg::FormatStreamTooLarge, "más de {1}, demasiado grande (el límite es {2})"},
    {Msg::FormatReadingFailed, "la lectura falló"},
    // what a picture file cannot hold (picture_limits.cpp)
    {Msg::LimitNodes, "{1} nodos, más de los {2} que caben en un archivo de dibujo"},
    {Msg::LimitEdges, "{1} aristas, más de las {2} que caben en un archivo de dibujo"},
    {Msg::LimitCoordinate, "nodo {1}: {2} = {3} supera los ±1e9 que caben en un archivo de dibujo"},
};

}  // namespace

std::span<const MessageTemplate> spanishFormatMessages() { return kSpanishFormat; }

}  // namespace homestead
