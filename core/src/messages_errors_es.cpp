// The Spanish of the core's own errors, the rules' reasons for refusing a move, homestead-cli's
// animating labels and what a file write met, argument for argument as messages_errors_en.cpp. Words as
// in the window: square = casilla, coin = moneda, heap = montón, counter = ficha, picture = dibujo,
// edge = arista, node = nodo, id = número, stress = tensión; Nim and Welt are Conway's names and stay.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kSpanishErrors[] = {
    // picture.h, explanation.h
    {Msg::PictureNoNode, "no hay ningún nodo con el número {1}"},
    {Msg::PictureNoEdge, "no hay ninguna arista con el número {1}"},
    {Msg::PictureNodeIdNegative, "el número de nodo {1} es negativo"},
    {Msg::PictureEdgeIdNegative, "el número de arista {1} es negativo"},
    {Msg::PictureNodeIdTaken, "el número de nodo {1} ya está ocupado"},
    {Msg::PictureEdgeIdTaken, "el número de arista {1} ya está ocupado"},
    {Msg::PictureNodePlace, "nodo {1}: el lugar {2} está fuera de orden o de límites"},
    {Msg::PictureEdgePlace, "arista {1}: el lugar {2} está fuera de orden o de límites"},
    {Msg::PictureEdgeFloating,
     "la arista {1} flota en el aire (sin conexión con el suelo): no tiene tensión y no participa en el juego"},
    {Msg::PictureEdgeNotStanding, "la arista {1} no es una arista en pie del dibujo"},
    // the rules: why a move is refused
    {Msg::RuleGameOver, "la partida ha terminado: no queda ninguna jugada"},
    {Msg::RuleEdgeNotInPosition, "la arista {1} no está en la posición"},
    {Msg::RuleEdgeNotStanding, "la arista {1} no está unida al suelo, así que no se puede cortar"},
    {Msg::RuleNoHeap, "no hay montón {1} (hay {2})"},
    {Msg::RuleHeapHas, "el montón {1} tiene {2}, no {3}"},
    {Msg::RuleTakeAtLeastOne, "una jugada debe quitar al menos una ficha"},
    {Msg::RuleHeapBelowZero, "un montón no puede tener menos de 0 fichas"},
    {Msg::RuleRetreatsOff, "las fichas solo se pueden quitar (los retrocesos están desactivados)"},
    {Msg::RuleRetreatLimit, "la ficha de la columna {1} solo puede retroceder hasta un hueco de {2} (el borde del tablero)"},
    {Msg::RuleNoCoinOnSquare, "no hay ninguna moneda en la casilla {1}"},
    {Msg::RuleSquareNegative, "la casilla {1} es negativa"},
    {Msg::RuleSlidesLeft, "una moneda solo se desliza a la izquierda, a una casilla menor"},
    {Msg::RuleSquareOccupied, "la casilla {1} está ocupada"},
    {Msg::RuleIllegalWelterMove, "jugada ilegal {1} -> {2}"},
    {Msg::RuleNoCoinOnOrdinal, "no hay ninguna moneda en {1}"},
    {Msg::RuleSmallerOrdinal, "una moneda solo va a un ordinal menor, y {1} no es menor que {2}"},
    {Msg::RuleSquareTaken, "la casilla {1} está ocupada: dos monedas no pueden compartir una casilla"},
    // search.h
    {Msg::SearchTooManyEdges, "el dibujo tiene {1} aristas en pie; la búsqueda exhaustiva se limita a {2}"},
    {Msg::SearchGaveUpPositions, "se rindió tras {1} posiciones"},
    {Msg::SearchGaveUpTime, "se rindió tras {1} de búsqueda ({2} posiciones)"},
    {Msg::SearchTooLarge, "{1}; el dibujo es demasiado grande para una búsqueda exhaustiva (los límites: {2})"},
    {Msg::SearchLimits, "{1} aristas en pie o {2} posiciones"},
    {Msg::SearchLimitsTimed, "{1} aristas en pie, {2} posiciones o {3} de búsqueda"},
    {Msg::SearchSeconds, "{1} segundo", "{1} segundos"},
    {Msg::DigitGroups, "{1}.{2}"},
    // exercises.h
    {Msg::ExerciseCountRange, "la cantidad debe ir de 1 a {1}, no {2}"},
    {Msg::ExerciseEdgeRange, "el intervalo de aristas debe estar dentro de 1..{1}, el menor primero, no {2}..{3}"},
    // homestead-cli animating: the labels of its lines
    {Msg::CliAnimSteps, "pasos: "},
    {Msg::CliAnimPoles, "polos: "},
    {Msg::CliAnimNoPoles, "ninguno"},  // (poles: none)
    {Msg::CliAnimNim, "Nim: "},
    {Msg::CliAnimWelt, "Welt: "},
    {Msg::CliAnimNoWelt, "ninguno (el Nim no es 0)"},
    // writing a file
    {Msg::WriteIsFolder, "es una carpeta, no un archivo"},
    {Msg::WriteNotRegular, "no es un archivo normal (un dispositivo o una tubería); elige un nombre de archivo"},
    {Msg::WriteCannotCreate, "no se puede crear el archivo: {1}"},
    {Msg::WriteCannotWrite, "no se puede escribir el archivo: {1}"},
    {Msg::WriteShort, "solo se escribieron {1} de {2} bytes"},
    {Msg::WriteNotMade, "no se pudieron generar los datos"},
    {Msg::WriteNotFlushed, "no se pudieron volcar los datos al disco"},
    {Msg::WriteNotCompleted, "no se pudo completar"},
    {Msg::WriteNothingWritten, "{1}; no se escribió nada"},
    {Msg::WriteNoFolder, "no existe el archivo o la carpeta"},
    {Msg::WriteNotAFolder, "una parte de la ruta no es una carpeta"},
    {Msg::WritePermissionDenied, "permiso denegado"},
    {Msg::WriteNoSpace, "no queda espacio en el disco"},
    {Msg::WriteReadOnly, "el sistema de archivos es de solo lectura"},
    {Msg::WriteQuota, "se ha agotado la cuota de disco"},
    {Msg::WriteFileTooLarge, "el archivo es demasiado grande"},
    {Msg::WriteIsDirectory, "es una carpeta"},
    {Msg::WriteIoError, "fallo de entrada/salida"},
    // a PNG too large for its limits (render); the label of homestead-cli render's note
    {Msg::PngLimits, "un {1} está limitado a {2} píxeles por lado y {3} millones en total"},
    {Msg::PngTooSmall,
     "la imagen tendría {1} × {2} píxeles; {3}, y para caber el dibujo tendría {4} veces el tamaño de la pantalla, demasiado pequeño para leer sus números (exporta {5} en su lugar)"},
    {Msg::PngDrawnSmaller,
     "el dibujo tiene {1} veces el tamaño de la pantalla en lugar de {2}, {3} × {4} píxeles: {5}"},
    {Msg::RenderNote, "nota"},
    // what else app/render meets as it draws a file ({1}: the format's name, PNG, SVG or PDF, as written)
    {Msg::RenderNoPosition, "el nodo {1} no tiene posición (organiza primero el dibujo)"},
    {Msg::RenderUnknownImageType, "tipo de imagen '.{1}' desconocido (usa .png o .svg)"},
    {Msg::RenderUnknownFileType, "tipo de archivo '.{1}' desconocido (usa {2})"},
    {Msg::RenderNoMemoryForImage, "no hay memoria suficiente para una imagen de {1} × {2}"},
    {Msg::RenderImageNotEncoded, "no se puede codificar la imagen {1}"},
    {Msg::RenderImageNotWritten, "no se puede escribir la imagen {1}"},
    {Msg::RenderDrawingNotEncoded, "no se puede codificar el dibujo {1}"},
    {Msg::RenderDrawingUnexpectedOutput, "no se puede codificar el dibujo {1} (salida inesperada del generador)"},
    {Msg::RenderDrawingPagesDiffer, "no se puede codificar el dibujo {1} (las páginas tienen cabeceras distintas)"},
    {Msg::RenderDrawingNotWritten, "no se puede escribir el dibujo {1}"},
    {Msg::RenderDocumentNotStarted, "no se puede iniciar el {1}"},
    {Msg::RenderDocumentNotDrawn, "no se pudo dibujar el {1}"},
};

}  // namespace

std::span<const MessageTemplate> spanishErrors() { return kSpanishErrors; }

}  // namespace homestead
