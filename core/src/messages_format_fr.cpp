// The French sentences of the file-reading errors (format_error.h), argument for argument as
// messages_format_en.cpp; a no-break space before : ; ! and ? as French typography wants (not inside
// what a file holds, such as "format": "…"; before :A and :{name} too, so that no line starts with ':'). Words as in the window: id = numéro, line = ligne,
// column = colonne, file = fichier, picture = dessin, JSON array = tableau, string = chaîne.
// What a file holds ('ground', "to", :A, e, -) and JSON's null, true and false stay as written.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kFrenchFormat[] = {
    // places and sources
    {Msg::FormatLineColumn, "ligne {1}, colonne {2}"},
    {Msg::FormatCgsuiteColumn, "chaîne CGSuite, colonne {1}"},
    {Msg::FormatCgsuiteString, "chaîne CGSuite"},
    // text that is not JSON
    {Msg::FormatNotJson, "ce n'est pas du JSON ({1})"},
    {Msg::FormatEmptyText, "le texte est vide"},
    {Msg::FormatNotUtf8, "le texte n'est pas en UTF-8 (octet {1})"},
    {Msg::FormatNestedTooDeep, "imbriqué sur plus de {1} niveaux"},
    {Msg::FormatBadEscape, "une séquence d'échappement invalide dans une chaîne"},
    {Msg::FormatUnexpected, "inattendu\u00A0: {1}"},
    {Msg::FormatEndOfText, "la fin du texte"},
    {Msg::FormatTextAfterEnd, "du texte après la fin\u00A0: {1}"},
    {Msg::FormatControlCharacter, "un caractère de contrôle dans une chaîne (écris-le avec un échappement comme \\n)"},
    {Msg::FormatUnclosedString, "une chaîne qui n'est jamais fermée"},
    {Msg::FormatEndsInside, "le texte s'arrête à l'intérieur d'un objet ou d'un tableau"},
    {Msg::FormatNumberOutOfRange, "un nombre hors limites ({1})"},
    // JSON values
    {Msg::FormatAnArray, "un tableau"},
    {Msg::FormatAnObject, "un objet"},
    {Msg::FormatANumber, "un nombre"},
    {Msg::FormatAString, "une chaîne"},
    {Msg::FormatABoolean, "un booléen"},
    {Msg::FormatAValue, "une valeur"},
    {Msg::FormatTrueOrFalse, "true ou false"},
    // a picture's JSON contents
    {Msg::FormatRootNotObject, "un objet était attendu (un fichier homestead-picture), trouvé\u00A0: {1}"},
    {Msg::FormatKeyTwice, "la clé apparaît deux fois"},
    {Msg::FormatTheId, "le numéro"},
    {Msg::FormatTheNodeId, "le numéro de nœud"},
    {Msg::FormatIdNegative, "{1} {2} est négatif"},
    {Msg::FormatIdNotInteger, "{1} doit être un entier, trouvé\u00A0: {2}"},
    {Msg::FormatIdTooLarge, "{1} {2} est trop grand"},
    {Msg::FormatCoordinateNotNumber, "une coordonnée doit être un nombre, trouvé\u00A0: {1}"},
    {Msg::FormatCoordinateOutOfRange, "la coordonnée {1} est hors limites (au plus 1e9 en valeur absolue)"},
    {Msg::FormatExpectedFound, "attendu\u00A0: {1}, trouvé\u00A0: {2}"},
    {Msg::FormatNodesNotArray, "un tableau de nœuds était attendu, trouvé\u00A0: {1}"},
    {Msg::FormatEdgesNotArray, "un tableau d'arêtes était attendu, trouvé\u00A0: {1}"},
    {Msg::FormatVersionNotInteger, "la version doit être un entier, trouvé\u00A0: {1}"},
    {Msg::FormatNodeNotObject, "un objet nœud était attendu, trouvé\u00A0: {1}"},
    {Msg::FormatEdgeNotObject, "un objet arête était attendu, trouvé\u00A0: {1}"},
    {Msg::FormatNodeNoId, "le nœud n'a pas de numéro"},
    {Msg::FormatNodeXNoY, "le nœud a un x mais pas de y"},
    {Msg::FormatNodeYNoX, "le nœud a un y mais pas de x"},
    {Msg::FormatEdgeNoId, "l'arête n'a pas de numéro"},
    {Msg::FormatEdgeNoFrom, "l'arête n'a pas de nœud \"from\""},
    {Msg::FormatEdgeNoTo, "l'arête n'a pas de nœud \"to\""},
    {Msg::FormatTooManyNodes, "plus de {1} nœuds, trop pour un dessin"},
    {Msg::FormatTooManyEdges, "plus de {1} arêtes, trop pour un dessin"},
    {Msg::FormatNotAPicture, "ce n'est pas un dessin Homestead (il manque \"format\": \"{1}\")"},
    {Msg::FormatUnknownFormat, "format inconnu \"{1}\" (attendu\u00A0: \"{2}\")"},
    {Msg::FormatFormatNotString, "format inconnu \"({1})\" (attendu\u00A0: \"{2}\")"},
    {Msg::FormatVersionNewer, "la version {1} est plus récente que ce que ce programme sait lire (version {2})\u00A0; mets "
                              "Homestead à jour pour l'ouvrir"},
    {Msg::FormatVersionNotExisting, "la version {1} n'existe pas (les versions commencent à 1)"},
    {Msg::FormatVersionMissing, "il manque la \"version\""},
    {Msg::FormatNodesMissing, "il manque la liste \"nodes\""},
    {Msg::FormatEdgesMissing, "il manque la liste \"edges\""},
    {Msg::FormatNodeIdTwice, "le numéro de nœud {1} est utilisé deux fois (aussi en {2})"},
    {Msg::FormatEdgeIdTwice, "le numéro d'arête {1} est utilisé deux fois (aussi en {2})"},
    {Msg::FormatNoSuchNode, "le nœud {1} n'existe pas"},
    {Msg::FormatTextTooLarge, "le texte fait {1} MiB, trop pour un dessin (la limite est de {2} MiB)"},
    {Msg::FormatNulByte, "un octet NUL (ce n'est pas un fichier texte)"},
    // edge lists
    {Msg::FormatNodeIdNotInteger, "un numéro de nœud doit être un entier positif ou nul, trouvé\u00A0: {1}"},
    {Msg::FormatGroundNamesNoNode, "la ligne du sol ne nomme aucun nœud (écris 'ground' puis les numéros des nœuds de base)"},
    {Msg::FormatEdgeNeedsTwoIds, "une arête demande deux numéros de nœud, un seul trouvé (écris 'u v', ou 'ground a b …' "
                                 "pour les nœuds de base)"},
    {Msg::FormatExtraText, "du texte en trop {1} après l'arête (une arête 'u v' par ligne\u00A0; '#' commence un "
                           "commentaire)"},
    // CGSuite strings
    {Msg::FormatBlueEdge, "arête bleue 'l' — seul le Hackenbush vert est pris en charge"},
    {Msg::FormatRedEdge, "arête rouge 'r' — seul le Hackenbush vert est pris en charge"},
    {Msg::FormatColonNeedsName, "':' doit être suivi d'un nom (:A ou\u00A0:{name})"},
    {Msg::FormatBraceUnclosed, "'{' sans son '}'"},
    {Msg::FormatEmptyName, "un nom vide ':{}'"},
    {Msg::FormatNameExpected, "un nom était attendu après ':' (une lettre, un chiffre ou {name}), trouvé\u00A0: {1}"},
    {Msg::FormatSemicolonOutside, "';' hors d'une branche '(...)'"},
    {Msg::FormatCloseWithoutOpen, "')' sans son '('"},
    {Msg::FormatUnexpectedInCgsuite, "inattendu\u00A0: {1} (attendu\u00A0: e, -,\u00A0:A,\u00A0:{name}, '(', ';' ou ')')"},
    {Msg::FormatOpenWithoutClose, "'(' sans son ')'"},
    {Msg::FormatCgsuiteTooLong, "{1} caractères, trop longue pour un dessin (la limite est de {2})"},
    // picture files by name
    {Msg::FormatDotNotRead, "GraphViz DOT s'écrit mais ne se lit pas (ouvre un dessin .json ou .edges)"},
    // files and streams
    {Msg::FormatFileTooLarge, "le fichier fait {1}, trop pour {2} (la limite est de {3})"},
    {Msg::FormatBytes, "{1} octets"},
    {Msg::FormatLargerThan, "plus de {1}"},
    {Msg::FormatAPicture, "un dessin"},
    {Msg::FormatACgsuiteString, "une chaîne CGSuite"},
    {Msg::FormatCannotOpen, "impossible d'ouvrir le fichier ({1})"},
    {Msg::FormatNoSuchFile, "il n'existe pas"},
    {Msg::FormatNotAFolder, "une partie du chemin n'est pas un dossier"},
    {Msg::FormatLinkLoop, "une boucle de liens symboliques"},
    {Msg::FormatPermissionDenied, "accès refusé"},
    {Msg::FormatNameTooLong, "le nom est trop long"},
    {Msg::FormatTooManyOpen, "trop de fichiers sont ouverts"},
    {Msg::FormatNoMemory, "pas assez de mémoire"},
    {Msg::FormatIsDirectory, "c'est un dossier"},
    {Msg::FormatIsFifo, "c'est un tube nommé (FIFO), pas un fichier ordinaire"},
    {Msg::FormatIsDevice, "c'est un périphérique, pas un fichier ordinaire"},
    {Msg::FormatIsBlockDevice, "c'est un périphérique bloc, pas un fichier ordinaire"},
    {Msg::FormatIsSocket, "c'est une prise réseau (socket), pas un fichier ordinaire"},
    {Msg::FormatNotRegular, "ce n'est pas un fichier ordinaire"},
    {Msg::FormatNoFileName, "impossible d'ouvrir un fichier sans nom"},
    {Msg::FormatReadingFileFailed, "la lecture du fichier a échoué ({1})"},
    {Msg::FormatStreamTooLarge, "plus de {1}, trop grand (la limite est de {2})"},
    {Msg::FormatReadingFailed, "la lecture a échoué"},
    // what a picture file cannot hold (picture_limits.cpp)
    {Msg::LimitNodes, "{1} nœuds, plus que les {2} qu'un fichier de dessin peut contenir"},
    {Msg::LimitEdges, "{1} arêtes, plus que les {2} qu'un fichier de dessin peut contenir"},
    {Msg::LimitCoordinate, "nœud {1}\u00A0: {2} = {3} dépasse les ±1e9 qu'un fichier de dessin peut contenir"},
};

}  // namespace

std::span<const MessageTemplate> frenchFormatMessages() { return kFrenchFormat; }

}  // namespace homestead
