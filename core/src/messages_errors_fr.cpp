// The French of the core's own errors, the rules' reasons for refusing a move, homestead-cli's animating
// labels and what a file write met, argument for argument as messages_errors_en.cpp; a no-break space
// before : ; ! and ? as French typography wants. Words as in the window: square = case, coin = pièce,
// heap = tas, counter = jeton, picture = dessin, edge = arête, node = nœud, id = numéro, stress =
// tension, position = configuration (in a search); Nim and Welt are Conway's names and stay.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kFrenchErrors[] = {
    // picture.h, explanation.h
    {Msg::PictureNoNode, "aucun nœud ne porte le numéro {1}"},
    {Msg::PictureNoEdge, "aucune arête ne porte le numéro {1}"},
    {Msg::PictureNodeIdNegative, "le numéro de nœud {1} est négatif"},
    {Msg::PictureEdgeIdNegative, "le numéro d'arête {1} est négatif"},
    {Msg::PictureNodeIdTaken, "le numéro de nœud {1} est déjà pris"},
    {Msg::PictureEdgeIdTaken, "le numéro d'arête {1} est déjà pris"},
    {Msg::PictureNodePlace, "nœud {1}\u00A0: le rang {2} est hors d'ordre ou hors limites"},
    {Msg::PictureEdgePlace, "arête {1}\u00A0: le rang {2} est hors d'ordre ou hors limites"},
    {Msg::PictureEdgeFloating,
     "l'arête {1} flotte en l'air (sans lien avec le sol)\u00A0: elle n'a pas de tension et ne joue aucun rôle"},
    {Msg::PictureEdgeNotStanding, "l'arête {1} n'est pas une arête debout du dessin"},
    // the rules: why a move is refused
    {Msg::RuleGameOver, "la partie est finie\u00A0: il ne reste aucun coup"},
    {Msg::RuleEdgeNotInPosition, "l'arête {1} ne fait pas partie du jeu en cours"},
    {Msg::RuleEdgeNotStanding, "l'arête {1} n'est pas reliée au sol, on ne peut donc pas la couper"},
    {Msg::RuleNoHeap, "il n'y a pas de tas {1} (il y en a {2})"},
    {Msg::RuleHeapHas, "le tas {1} en a {2}, pas {3}"},
    {Msg::RuleTakeAtLeastOne, "un coup doit prendre au moins un jeton"},
    {Msg::RuleHeapBelowZero, "un tas ne peut pas avoir moins de 0 jeton"},
    {Msg::RuleRetreatsOff, "on ne peut qu'enlever des jetons (les reculs sont désactivés)"},
    {Msg::RuleRetreatLimit, "le jeton de la colonne {1} ne peut reculer que jusqu'à un écart de {2} (le bord du plateau)"},
    {Msg::RuleNoCoinOnSquare, "aucune pièce sur la case {1}"},
    {Msg::RuleSquareNegative, "la case {1} est négative"},
    {Msg::RuleSlidesLeft, "une pièce ne glisse que vers la gauche, sur une case plus petite"},
    {Msg::RuleSquareOccupied, "la case {1} est occupée"},
    {Msg::RuleIllegalWelterMove, "coup illégal {1} -> {2}"},
    {Msg::RuleNoCoinOnOrdinal, "aucune pièce n'est sur {1}"},
    {Msg::RuleSmallerOrdinal, "une pièce ne va que vers un ordinal plus petit, et {1} n'est pas inférieur à {2}"},
    {Msg::RuleSquareTaken, "la case {1} est prise\u00A0: deux pièces ne peuvent pas partager une case"},
    // search.h
    {Msg::SearchTooManyEdges, "le dessin a {1} arêtes debout\u00A0; la recherche complète est limitée à {2}"},
    {Msg::SearchGaveUpPositions, "abandon après {1} configurations"},
    {Msg::SearchGaveUpTime, "abandon après {1} de recherche ({2} configurations)"},
    {Msg::SearchTooLarge, "{1}\u00A0; le dessin est trop grand pour une recherche complète (les limites\u00A0: {2})"},
    {Msg::SearchLimits, "{1} arêtes debout ou {2} configurations"},
    {Msg::SearchLimitsTimed, "{1} arêtes debout, {2} configurations ou {3} de recherche"},
    {Msg::SearchSeconds, "{1} seconde", "{1} secondes"},
    {Msg::DigitGroups, "{1}\u202F{2}"},
    // exercises.h
    {Msg::ExerciseCountRange, "le nombre doit aller de 1 à {1}, pas {2}"},
    {Msg::ExerciseEdgeRange, "l'intervalle d'arêtes doit tenir dans 1..{1}, le plus petit d'abord, pas {2}..{3}"},
    // homestead-cli animating: the labels of its lines
    {Msg::CliAnimSteps, "étapes\u00A0: "},
    {Msg::CliAnimPoles, "pôles\u00A0: "},
    {Msg::CliAnimNoPoles, "aucun"},  // (poles: none)
    {Msg::CliAnimNim, "Nim\u00A0: "},
    {Msg::CliAnimWelt, "Welt\u00A0: "},
    {Msg::CliAnimNoWelt, "aucun (le Nim n'est pas 0)"},
    // writing a file
    {Msg::WriteIsFolder, "est un dossier, pas un fichier"},
    {Msg::WriteNotRegular, "n'est pas un fichier ordinaire (un périphérique ou un tube)\u00A0; choisis un nom de fichier"},
    {Msg::WriteCannotCreate, "impossible de créer le fichier\u00A0: {1}"},
    {Msg::WriteCannotWrite, "impossible d'écrire le fichier\u00A0: {1}"},
    {Msg::WriteShort, "seuls {1} octets sur {2} ont été écrits"},
    {Msg::WriteNotMade, "les données n'ont pas pu être produites"},
    {Msg::WriteNotFlushed, "les données n'ont pas pu être vidées sur le disque"},
    {Msg::WriteNotCompleted, "l'écriture n'a pas pu être achevée"},
    {Msg::WriteNothingWritten, "{1}\u00A0; rien n'a été écrit"},
    {Msg::WriteNoFolder, "fichier ou dossier inexistant"},
    {Msg::WriteNotAFolder, "une partie du chemin n'est pas un dossier"},
    {Msg::WritePermissionDenied, "accès refusé"},
    {Msg::WriteNoSpace, "plus de place sur le disque"},
    {Msg::WriteReadOnly, "le système de fichiers est en lecture seule"},
    {Msg::WriteQuota, "l'espace disque alloué est épuisé"},
    {Msg::WriteFileTooLarge, "le fichier est trop gros"},
    {Msg::WriteIsDirectory, "c'est un dossier"},
    {Msg::WriteIoError, "erreur d'entrée-sortie"},
    // a PNG too large for its limits (render); the label of homestead-cli render's note
    {Msg::PngLimits, "un {1} est limité à {2} px de côté et {3} millions en tout"},
    {Msg::PngTooSmall,
     "le fichier ferait {1} × {2} px\u00A0; {3}, et pour y tenir, le dessin serait à {4} fois la taille de l'écran, trop petit pour en lire les nombres (exporte plutôt en {5})"},
    {Msg::PngDrawnSmaller,
     "le dessin est à {1} fois la taille de l'écran au lieu de {2}, {3} × {4} px\u00A0: {5}"},
    {Msg::RenderNote, "remarque"},
    // what else app/render meets as it draws a file ({1}: the format's name, PNG, SVG or PDF, as written)
    {Msg::RenderNoPosition, "le nœud {1} n'a pas d'emplacement (dispose d'abord le dessin)"},
    {Msg::RenderUnknownImageType, "format graphique '.{1}' inconnu (utilise .png ou .svg)"},
    {Msg::RenderUnknownFileType, "format de fichier '.{1}' inconnu (utilise {2})"},
    {Msg::RenderNoMemoryForImage, "pas assez de mémoire pour un dessin de {1} × {2} px"},
    {Msg::RenderImageNotEncoded, "impossible d'encoder le dessin en {1}"},
    {Msg::RenderImageNotWritten, "impossible d'écrire le dessin en {1}"},
    {Msg::RenderDrawingNotEncoded, "impossible d'encoder le dessin {1}"},
    {Msg::RenderDrawingUnexpectedOutput, "impossible d'encoder le dessin {1} (sortie inattendue du générateur)"},
    {Msg::RenderDrawingPagesDiffer, "impossible d'encoder le dessin {1} (les morceaux ont des en-têtes différents)"},
    {Msg::RenderDrawingNotWritten, "impossible d'écrire le dessin {1}"},
    {Msg::RenderDocumentNotStarted, "impossible de commencer le {1}"},
    {Msg::RenderDocumentNotDrawn, "le {1} n'a pas pu être dessiné"},
};

}  // namespace

std::span<const MessageTemplate> frenchErrors() { return kFrenchErrors; }

}  // namespace homestead
