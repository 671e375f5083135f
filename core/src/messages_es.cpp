// The Spanish sentences of the core (messages.h), argument for argument as messages_en.cpp.
// Glossary (Conway's terms, used the same everywhere): stress = tensión, weight = peso, load =
// carga, value = valor, nim-sum = suma nim, edge = arista, node = nodo, ground = suelo, loop = lazo,
// bridge = puente, garden = jardín, cycle = ciclo, concyclic class = clase concíclica, mating =
// emparejamiento, spinster = soltera, chop = cortar, climb = ascenso, heap = montón, coin = moneda,
// square = casilla, winning move = jugada ganadora, misère = misère, fickle = caprichosa, retreat =
// retroceso, gap = hueco, base node = nodo base, part = parte.
// An edge named by a word keeps its name without an article (its gender is unknown).
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kSpanish[] = {
    // lists
    {Msg::ListAnd, " y "},
    {Msg::ListOr, " o "},
    {Msg::MoreItems, "{1} más"},
    {Msg::AndMore, " y {1} más"},
    {Msg::RunOfThem, " ({1} veces)"},
    {Msg::TermsMore, "… {1} más"},
    {Msg::Semicolon, ";"},
    // naming edges, stress, weight, load, value after a chop
    {Msg::EdgeId, "la arista {1}"},
    {Msg::EdgeNameLetter, "{1} (arista {2})"},
    {Msg::EdgeNameWord, "{1} (arista {2})"},
    {Msg::EdgeTag, "{1}, arista {2}"},
    {Msg::StressLoop, "1 (un lazo)"},
    {Msg::StressOnCycle, "1 (en un ciclo: un lazo tras contraer)"},
    {Msg::StressNothing, "1 + 0 (no sostiene nada)"},
    {Msg::WeightZero, "Su peso es 0."},
    {Msg::WeightFormula, " (la fórmula: ({1}|0) = 2^({2}+1) − 1 = {3})."},
    {Msg::WeightOdd, "{1} es impar, así que su peso es 1{2}"},
    {Msg::WeightEven, "{1} = {2} × {3}, así que la mayor potencia de 2 que lo divide es {2} y su peso es "
                      "2 × {2} − 1 = {4}{5}"},
    {Msg::LoadNothing, "cortarla no hace caer nada más"},
    {Msg::LoadMore, "cortarla hace caer {1} arista más", "cortarla hace caer {1} aristas más"},
    {Msg::ChopWins, "Cortarla deja el valor 0: una jugada ganadora."},
    {Msg::ChopLoses, "Cortarla deja el valor {1}: una jugada perdedora (entonces gana el rival)."},
    // the climb
    {Msg::ClimbSubjectWordFirst, "{1} ({2})"},
    {Msg::ClimbSubjectWordLater, "el {1}"},
    {Msg::ClimbSubjectEdge, "la arista {1} ({2})"},
    {Msg::ClimbCarrierWord, "{1}"},
    {Msg::GroundNothingElse, "nada más se apoya en el suelo, así que "},
    {Msg::GroundOtherOne, "la otra tensión en el suelo es {1}, así que "},
    {Msg::GroundOthersMake, "las otras tensiones en el suelo dan {1}, así que "},
    {Msg::OthersMaking, "como las otras dan {1}, "},
    {Msg::OthersSo, "así que "},
    {Msg::CarrierEquationAlone, "para {1}, {2} = 1 + x da x = {3}: "},
    {Msg::CarrierEquation, "para {1}, {2} = 1 + (x ⊕ {3}) da x = {4} ⊕ {3} = {5}: "},
    {Msg::ClimbValueMustBecomeZero, "el valor {1} debe pasar a 0: "},
    {Msg::ClimbCarries, "{1} sostiene {2}, "},
    {Msg::ClimbMustBecome, "{1} debe pasar a {2}"},
    {Msg::ClimbChopIt, ": se corta"},
    {Msg::ClimbWhereEdge, " (arista {1})"},
    {Msg::ClimbAsZero, ", pues {1} ⊕ {2} = 0"},
    {Msg::ClimbToWin, "Para ganar, "},
    // cycles, the whole explanation, the picture, its parts
    {Msg::TooLargeToMate, "Demasiado grande para emparejar aquí ({1} aristas; se emparejan hasta {2})."},
    {Msg::ClassOfItsOwn, "Forma por sí sola una clase concíclica: cortarla quita un lazo (tensión 1) de su nodo del jardín."},
    {Msg::InClass, "Está en la clase concíclica {1}: {2} aristas exactamente en los mismos ciclos ({3})."},
    {Msg::LeavesOthersWeights, "Cortarla deja a las demás estos pesos (x|y):"},
    {Msg::MatingLargestFirst, "Emparejamiento, el mayor (x|y) primero:"},
    {Msg::IsSpinster, "Es la soltera: la arista de la clase impar que queda sin pareja."},
    {Msg::SpinsterIs, "La soltera es {1}: la arista de la clase impar que queda sin pareja."},
    {Msg::NoSpinster, "No hay soltera: la clase tiene un número par de aristas."},
    {Msg::StressEquals, "Tensión {1} = {2}"},
    {Msg::ImmediatelySupports, "Sostiene directamente:"},
    {Msg::SupportedWithStress, "{1} con tensión {2}"},
    {Msg::ALoop, " (un lazo)"},
    {Msg::NimSumInBinary, "La suma nim en binario, las potencias de 2 iguales se anulan (x):"},
    {Msg::LoadLabel, "Carga: "},
    {Msg::WhyItWins, "Por qué gana, subiendo desde el suelo (Conway):"},
    {Msg::NothingStands, "Nada se apoya en el suelo: el valor es 0."},
    {Msg::ValueIsStressAtGround, "El valor es la tensión en el suelo: {1}."},
    {Msg::ValueIsSumAtGround, "El valor es la suma ⊕ de las tensiones en el suelo: {1} = {2}."},
    {Msg::PartsCount, "{1} partes"},
    {Msg::PartsLine, "Partes: {1}"},
    {Msg::PartsSentence, "Separado por sus nodos base, el dibujo son {1} partes, que valen {2} = {3}: una parte vale la "
                         "suma ⊕ de los pesos de sus aristas, y la suma ⊕ de las partes es el valor, como lo es la suma ⊕ "
                         "de las tensiones en el suelo."},
    // outcome_text
    {Msg::MoverWins, "quien tiene el turno gana con el mejor juego"},
    {Msg::MoverLoses, "quien tiene el turno pierde con el mejor juego"},
    {Msg::ValueOutcome, "Valor {1}: {2}."},
    {Msg::PPosition, "Posición P: quien tiene el turno pierde"},
    {Msg::NPosition, "Posición N: quien tiene el turno gana"},
    {Msg::MisereSearch, "Juego misère: {1} (hallado por búsqueda exhaustiva)."},
    {Msg::WelterMisereFickle, "Misère: {1} (una posición caprichosa: el valor 1 pierde, a diferencia del juego normal)."},
    {Msg::WelterMisereNotFickle, "Misère: {1} (no caprichosa: como en el juego normal, el valor 0 pierde)."},
    {Msg::NoCoinsZero, "(sin monedas) = 0"},
    {Msg::MatedFirst, "{1} y {2} se emparejan primero: su diferencia {3} = {4} × {5} da ({1}|{2}) = 2 × {4} − 1 = {6}, el "
                      "mayor (a|b) de las monedas; [{1}|{2}] = ({1} ⊕ {2}) − 1 = {7} − 1 = {8}."},
    {Msg::MatedThen, "después {1} y {2}: su diferencia {3} = {4} × {5} da ({1}|{2}) = 2 × {4} − 1 = {6}, el mayor (a|b) "
                     "de las monedas que quedan; [{1}|{2}] = ({1} ⊕ {2}) − 1 = {7} − 1 = {8}."},
    {Msg::SpinsterLeft, "{1} queda sola (la soltera): [{1}] = {1}."},
    {Msg::SlideCoin, "desliza la moneda de {1} a {2}"},
    {Msg::WelterNoCoins, "Sin monedas: como Nim sin montones, el valor es 0."},
    {Msg::WelterOneHeap, "Como Nim: un montón de {1}, que vale un montón de Nim de {2}."},
    {Msg::WelterHeaps, "Como Nim sin dos montones iguales: montones {1}. Vale un montón de Nim de {2}"},
    {Msg::WelterOneNimHeap, "; el método de emparejamiento lo convierte en el único montón de Nim {1}."},
    {Msg::WelterSplitNimHeaps, "; el método de emparejamiento lo divide en los montones de Nim {1}."},
    // nim_text
    {Msg::ColumnName, "la de los {1}"},
    {Msg::NoHeapsZero, "(sin montones) = 0"},
    {Msg::EveryColumnEven, "Cada columna tiene un número par de unos: la suma nim es 0."},
    {Msg::TakeWorking, "{1} ⊕ {2} = {3}, así que {4}"},
    {Msg::TakesMore, "; y {1} más"},
    {Msg::LeftmostOdd, "La columna impar más a la izquierda es {1}; el montón\u00A0{2} puede usarla: {3}.",
                       "La columna impar más a la izquierda es {1}; los montones\u00A0{2} pueden usarla: {3}."},
    {Msg::AddToHeap, "añade {1} al montón {2}, que pasa a {3}"},
    {Msg::TakeFromHeap, "quita {1} del montón {2}, dejando {3}"},
    {Msg::NimMove, "montón {1}: {2} → {3}"},
    {Msg::ARetreat, " (un retroceso)"},
    {Msg::NimSumOutcome, "Suma nim {1}: {2}."},
    {Msg::MisereAsNormal, "Misère: juega como en el Nim normal (suma nim {1}): {2}."},
    {Msg::MisereOnlyOnesOdd, "Misère, solo quedan montones de uno: {1}, un número impar: {2}."},
    {Msg::MisereOnlyOnesEven, "Misère, solo quedan montones de uno: {1}, un número par: {2}."},
    {Msg::NoWinningNimMove, "No hay jugada ganadora: cada jugada deja una posición que el rival gana con el mejor juego."},
    {Msg::WinningMovesLabel, "Jugada ganadora: ", "Jugadas ganadoras: "},
    {Msg::MisereHintRule, " (Misère: deja un número impar de montones de uno.)"},
    {Msg::RetreatIn, "Un retroceso en la columna {1} (hueco {2} → {3})"},
    {Msg::RetreatNoAnswer, "{1}: ninguna respuesta gana."},
    {Msg::RetreatClosesGap, "{1} no cambia nada: la respuesta vuelve a cerrar el hueco, {2} → {3}, y la suma nim vuelve a "
                            "ser 0."},
    {Msg::RetreatBestAnswer, "{1}: la mejor respuesta es {2}."},
    // exercise_text, exercises
    {Msg::SheetEdgeName, "la arista n.º {1}"},
    {Msg::Chopping, "cortar {1}"},
    {Msg::MovingCoin, "mover la moneda de {1} a {2}"},
    {Msg::TakingHeap, "reducir el montón {1} de {2} a {3}"},
    {Msg::ValueReasonOnePart, "Los pesos de sus aristas (según sus tensiones) tienen suma nim {1}."},
    {Msg::ValueReasonParts, "Sus partes valen {1} (cada una la suma nim de los pesos de sus aristas): {2} = {3}."},
    {Msg::NimSumReason, "Suma nim: {1}."},
    {Msg::MatingReason, "Método de emparejamiento: {1}."},
    {Msg::ValueNoWinningMove, "Valor {1}: no hay jugada ganadora; cada jugada deja un valor distinto de 0."},
    {Msg::ValueWinningMoves, "Valor {1}: {2} deja el valor 0, una derrota para el rival."},
    {Msg::WinnerSecond, "Valor {1}: {2} (gana el segundo jugador)."},
    {Msg::WinnerNoMove, "Valor {1}: {2}."},
    {Msg::WinnerFirst, "Valor {1}: {2} (gana el primer jugador), por ejemplo con: {3}."},
    {Msg::RightMove, "¡Correcto! {1} deja el valor 0: haga lo que haga tu rival, puedes volver a 0."},
    {Msg::AlsoWins, " {1} también gana.", " {1} también ganarían."},
    {Msg::WrongMove, "No es una jugada ganadora: {1} deja el valor {2}, y tu rival gana volviendo a 0."},
    {Msg::NoneExistsPress, " De hecho, aquí ninguna jugada gana: el valor era 0 — pulsa «No hay jugada ganadora»."},
    {Msg::WinningMoveWas, " Una jugada ganadora era: {1}."},
    {Msg::RightNoWinningMove, "¡Correcto! El valor es 0: cada jugada deja un valor distinto de 0, así que no hay jugada "
                              "ganadora."},
    {Msg::ThereIsAWinningMove, "Hay una jugada ganadora: el valor es {1}, no 0."},
    {Msg::LeavesValueZero, " {1} deja el valor 0."},
    {Msg::AnswerHeapMove, "montón {1}, {2} → {3}"},
    {Msg::AnswerNimSum, "Suma nim {1}"},
    {Msg::AnswerValue, "Valor {1}"},
    {Msg::AnswerWinningMoves, "; jugada ganadora: ", "; jugadas ganadoras: "},
    {Msg::AnswerNone, "ninguna."},
    {Msg::QuestionValueHackenbush, "¿Cuál es el valor de este dibujo?"},
    {Msg::QuestionValueWelter, "¿Cuál es el valor de esta posición de Welter?"},
    {Msg::QuestionValueNim, "¿Cuál es el valor de estos montones de Nim?"},
    {Msg::QuestionMovesHackenbush, "Encuentra todas las jugadas ganadoras (nombra las aristas que hay que cortar), o di "
                                   "que no hay ninguna."},
    {Msg::QuestionMoves, "Encuentra todas las jugadas ganadoras, o di que no hay ninguna."},
    {Msg::QuestionWinnerHackenbush, "¿Quién gana en este dibujo con el mejor juego: quien tiene el turno, o el otro "
                                    "jugador?"},
    {Msg::QuestionWinnerWelter, "¿Quién gana en esta posición de Welter con el mejor juego: quien tiene el turno, o el "
                                "otro jugador?"},
    {Msg::QuestionWinnerNim, "¿Quién gana con estos montones de Nim con el mejor juego: quien tiene el turno, o el otro "
                             "jugador?"},
    // worked_analysis
    {Msg::LegendRule, "su tensión (1 para una arista en un ciclo; si no, 1 + la suma nim de las tensiones de las aristas que sostiene directamente)"},
    {Msg::LegendWeightRule, "su peso: el doble de la mayor potencia de 2 que divide su tensión, menos 1 (tensión 6 = 2 × 3 da 2 × 2 − 1 = 3)"},
    {Msg::LegendNimSum, "la suma nim (⊕: suma binaria sin acarreo)"},
    {Msg::LegendAtGround, "{1} de las tensiones de lo que está sobre el suelo una vez reducido cada ciclo a un punto (una arista de un ciclo que pasa por el suelo queda allí con tensión 1)"},
    {Msg::LegendBoth, "Junto a cada arista: {1} · {2}. El valor es {3}; también es la suma nim de todos los pesos impresos."},
    {Msg::LegendWeights, "Junto a cada arista: w y {1}. El valor es {2} de todos los pesos impresos."},
    {Msg::LegendStresses, "Junto a cada arista: {1}. El valor es {2}."},
    {Msg::NodesCount, "{1} nodo", "{1} nodos"},
    {Msg::BridgesCount, "{1} puente", "{1} puentes"},
    {Msg::LoopsCount, "{1} lazo", "{1} lazos"},
    {Msg::EdgesCount, "{1} arista", "{1} aristas"},
    {Msg::GardenCollapse, "Contraer los ciclos (todos los nodos base pasan a ser un solo suelo; cada ciclo se reduce a un "
                          "punto y sus aristas se vuelven lazos allí) deja un jardín de {1}: {2} y {3}. El valor no "
                          "cambia."},
    {Msg::EdgesFloat, " {1} arista flota en el aire, sin conexión con el suelo, y no participa.",
                      " {1} aristas flotan en el aire, sin conexión con el suelo, y no participan."},
    {Msg::ColumnsIntro, "Lo que se apoya en el suelo tras contraer (los puentes en el suelo, con lo que sostienen, y los "
                        "lazos de allí), cada uno con su tensión: su suma nim es el valor. Escribe las tensiones en "
                        "binario; una columna con un número impar de unos da un 1."},
    {Msg::TermHolds, "{1}: {2} encima"},
    {Msg::TermHoldsNothing, "{1}: nada encima"},
    {Msg::LoopsAtGround, "{1} lazo en el suelo (vale 1)", "{1} lazos en el suelo (1 cada uno; los pares se anulan)"},
    {Msg::NoWinningMoveValueZero, "No hay jugada ganadora: el valor es 0, así que cada corte deja un valor distinto de 0 y "
                                  "el rival puede responder."},
    {Msg::NoWinningMoveComputed, "No se calculó ninguna jugada ganadora."},
    {Msg::WinningMovesIntro, "La única jugada ganadora (deja el valor 0):",
                             "{1} jugadas ganadoras (cada una deja el valor 0):"},
    {Msg::ChopReason, "Corta {1}. "},
    {Msg::MoreWinningMoves, "… y {1} jugada ganadora más (homestead-cli analyse las enumera todas).",
                            "… y {1} jugadas ganadoras más (homestead-cli analyse las enumera todas)."},
    // find_text
    {Msg::NodeId, "nodo {1}"},
    {Msg::NodeNameWord, "{1} ({2})"},
    {Msg::NoEdgeOrNodeNamedId, "No hay arista ni nodo {1}, ni ninguno llamado {2}."},
    {Msg::NoEdgeNamed, "No hay arista {1}, ni arista ni nodo llamado {2}."},
    {Msg::NoNodeNamed, "No hay nodo {1}, ni arista ni nodo llamado {2}."},
    {Msg::NoneNamed, "No hay arista ni nodo llamado {1}."},
    {Msg::WinningMoveOf, "Jugada ganadora {1} de {2}: corta {3}; deja 0."},
    {Msg::MisereWinningMoveOf, "Jugada ganadora misère {1} de {2}: corta {3} (hallada por búsqueda exhaustiva)."},
    {Msg::NoWinningMoveLoses, "No hay jugada ganadora: quien tiene el turno pierde (valor {1})."},
    {Msg::NoMisereWinningMove, "No hay jugada ganadora en juego misère: quien tiene el turno pierde (hallado por búsqueda "
                               "exhaustiva)."},
    // class_matrix_text
    {Msg::CellDiagonal, "{1}: una arista nunca se empareja consigo misma"},
    {Msg::CellValue, "{1} = ω(σ_{2}({3})) = {4}: el peso de {3} una vez cortada {2}"},
    // collapse_steps
    {Msg::WhoseCommon, " de {1}"},
    {Msg::FusionWhy, " El valor sigue siendo {1} (el principio de fusión: los nodos de un ciclo pueden volverse un solo "
                     "nodo, sus aristas lazos allí, y el valor no cambia)."},
    {Msg::GardenNothingStands, "Este es el jardín. Nada se apoya en el suelo: el valor es 0."},
    {Msg::BridgesOfStress, "un puente de tensión {1}", "puentes de tensión {1}"},
    {Msg::OneLoop, "un lazo"},
    {Msg::GardenAtGround, "Este es el jardín. En el suelo hay {1}", "Este es el jardín. En el suelo hay {1}"},
    {Msg::PairsCancelOneLeft, " (por pares se anulan; queda uno)"},
    {Msg::PairsCancel, " (por pares se anulan)"},
    {Msg::GardenValueIs, ": el valor es {1}."},
    {Msg::ValueStays, " El valor sigue siendo {1}."},
    {Msg::PictureAsDrawn, "El dibujo tal como está, valor {1}. Contraer funde los nodos base en un solo suelo y los nodos "
                          "de cada ciclo en un solo nodo; el valor nunca cambia."},
    {Msg::BaseNodesSlide, "Los {1} nodos base se deslizan hasta formar un solo suelo: el suelo cuenta como un solo nodo, "
                          "se dibuje como se dibuje, así que el juego no cambia."},
    {Msg::EdgesBetweenBecomeLoops, " La arista entre dos de ellos se vuelve un lazo en el suelo.",
                                   " Las {1} aristas entre ellos se vuelven lazos en el suelo."},
    {Msg::EdgesSetAside, "La arista que está en el aire no participa y se aparta.",
                         "Las {1} aristas que están en el aire no participan y se apartan."},
    {Msg::NodesSetAside, "El nodo que está en el aire se aparta.", "Los nodos que están en el aire se apartan."},
    {Msg::CycleThroughGround, "Las {1} aristas{2} forman un ciclo que pasa por el suelo: sus nodos se funden con el suelo "
                              "y sus aristas se vuelven allí {1} lazos."},
    {Msg::CyclesThroughGround, "Las {1} aristas{2} están en ciclos que pasan por el suelo: sus nodos se funden con el "
                               "suelo y las aristas se vuelven allí {1} lazos."},
    {Msg::CycleFuses, "Las {1} aristas{2} forman un ciclo: sus {3} nodos se funden en uno y sus aristas se vuelven allí "
                      "{1} lazos."},
    {Msg::CyclesFuse, "Las {1} aristas{2} están en ciclos: sus {3} nodos se funden en uno y las aristas se vuelven allí "
                      "{1} lazos."},
    {Msg::AlreadyGarden, "El dibujo tal como está ya es un jardín: un solo suelo y ningún ciclo que fundir."},
    {Msg::StandsUpOnFeet, "El jardín se levanta como lo dibuja la vista lateral: el suelo vuelve a ser una línea, cada "
                          "puente del suelo sobre un pie propio. Solo cambia el dibujo, no el juego."},
    {Msg::StandsUp, "El jardín se levanta como lo dibuja la vista lateral: solo cambia el dibujo, no el juego."},
    {Msg::LoopsBecomeTwigs, "El lazo se vuelve una ramita de longitud 1, así la flor se vuelve un árbol, como la niña de "
                            "las flores de Gardner. El valor sigue siendo {2} (el principio de los dos puntos: un lazo y "
                            "una ramita valen 1 cada uno, un corte quita cualquiera de los dos, y una parte cambiada por "
                            "otra de igual valor en el mismo nodo deja el valor como estaba).",
                            "Cada uno de los {1} lazos se vuelve una ramita de longitud 1, así la flor se vuelve un "
                            "árbol, como la niña de las flores de Gardner. El valor sigue siendo {2} (el principio de los "
                            "dos puntos: un lazo y una ramita valen 1 cada uno, un corte quita cualquiera de los dos, y "
                            "una parte cambiada por otra de igual valor en el mismo nodo deja el valor como estaba)."},
    // homestead-cli
    {Msg::CliNone, "ninguna"},
    {Msg::CliCoins, "monedas: "},
    {Msg::CliValue, "valor: "},
    {Msg::CliMating, "emparejamiento: "},
    {Msg::CliWinningMoves, "jugadas ganadoras: "},
    {Msg::CliToWin, "para ganar: "},
    {Msg::CliOr, ", o "},
    {Msg::CliOtherWinningMoves, ", o cualquiera de las otras {1} jugadas ganadoras"},
    {Msg::CliValueBecomesZero, " (el valor pasa a 0)"},
    {Msg::CliMovesToValue, "jugadas al valor {1}: "},
    {Msg::CliMisere, "misère: "},
    {Msg::CliFickle, "caprichosa"},
    {Msg::CliNotFickle, "no caprichosa"},
    {Msg::CliMisereWinningMoves, "jugadas ganadoras misère: "},
    {Msg::CliGoodMoves, "buenas jugadas: "},
    {Msg::CliListedUpTo, "{1} (enumeradas solo hasta {2})"},
    {Msg::CliShownUpTo, "(mostrado solo hasta {1} monedas)"},
    {Msg::CliMoreTerms, "… y {1} términos más"},
    {Msg::CliHeaps, "montones: "},
    {Msg::CliNimSum, "suma nim: "},
    {Msg::CliHeapMove, "montón {1}: {2} → {3}"},
    {Msg::CliWhy, "por qué: "},
    {Msg::CliAnalyseValue, "Valor: "},
    {Msg::CliStandingEdges, " arista en pie", " aristas en pie"},
    {Msg::CliFloating, " flotantes"},
    {Msg::CliAnalyseWinningMoves, "Jugadas ganadoras: "},
    {Msg::CliChop, "cortar "},
    {Msg::CliParts, "Partes (cada una apoyada sola en el suelo):"},
    {Msg::CliPart, "  parte {1}: valor {2}, "},
    {Msg::CliPartEdges, " arista ", " aristas "},
    {Msg::CliEdgesHeading, "Aristas (tensión, peso; en un ciclo: tensión 1 y su clase concíclica):"},
    {Msg::CliEdgesColumns, "    arista   tensión      peso  clase/notas"},
    {Msg::CliClass, "  clase "},
    {Msg::CliBridge, "  puente"},
    {Msg::CliWinning, ", ganadora"},
    {Msg::CliFloatingRow, "         -         -  flotante"},
    {Msg::CliLoad, "  carga "},
    {Msg::CliClassesHeading, "Clases concíclicas:"},
    {Msg::CliClassesNone, " ninguna (el dibujo es un árbol)"},
    {Msg::CliSearchValue, "Valor por búsqueda exhaustiva: "},
    // spoken_text
    {Msg::SpokenEdgeAnalysing, "arista {1}, en análisis"},
    {Msg::SpokenEdgeFloating, "arista {1}, flotante: no está unida al suelo"},
    {Msg::SpokenEdgePlain, "arista {1}"},
    {Msg::SpokenEdgeStress, "arista {1}, tensión {2}"},
    {Msg::SpokenEdgeWins, "arista {1}, tensión {2}, cortarla deja 0: una jugada ganadora"},
    {Msg::SpokenEdgeLoses, "arista {1}, tensión {2}, cortarla deja {3}: una jugada perdedora"},
    {Msg::SpokenNode, "nodo {1}"},
    {Msg::SpokenGroundNode, "nodo {1}, en el suelo"},
};

}  // namespace

std::span<const MessageTemplate> spanishMessages() { return kSpanish; }

}  // namespace homestead
