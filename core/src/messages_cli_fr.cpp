// The French of homestead-cli's usage errors and failures, of Welter's bad squares and of the Python
// module's own errors, argument for argument as messages_cli_en.cpp; a no-break space before : ; ! and
// ? as French typography wants. Words as in the window: square = case, coin = pièce, heap = tas,
// picture = dessin, edge = arête, id = numéro; an option or an argument given on the command line is a
// paramètre, standard input the flux d'entrée. Options, examples and what a user writes stay as they are.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kFrenchCli[] = {
    // welter.h: squares
    {Msg::WelterSquareTwice, "la case {1} apparaît deux fois (une pièce au plus par case)"},
    {Msg::WelterSquareNegative, "la case {1} est négative (les cases sont 0, 1, 2…)"},
    {Msg::WelterSquareTooLarge, "la case {1} vaut 2^62 ou plus (les cases doivent être inférieures à 2^62)"},
    {Msg::WelterEmptySquare, "case vide (un entier naturel était attendu)"},
    {Msg::WelterNotASquare, "{1} n'est pas une case (un entier naturel était attendu)"},
    {Msg::WelterNumber, "nombre n°\u00A0{1}"},
    {Msg::WelterNotASquareShort, "ce n'est pas une case"},
    {Msg::WelterSquareTwiceShort, "la case {1} apparaît deux fois"},
    // homestead-cli: the command line as a whole
    {Msg::UseNoCommand, "aucune commande donnée (voir 'homestead-cli --help')"},
    {Msg::UseUnknownCommand, "commande inconnue\u00A0: {1} (voir 'homestead-cli --help')"},
    {Msg::UseCannotWrite, "impossible d'écrire le résultat sur le flux de sortie"},
    {Msg::UseNoMemory, "pas assez de mémoire sur cet ordinateur pour cette entrée et sa réponse"},
    {Msg::UseUsageLine, "utilisation\u00A0: homestead-cli {1}"},
    {Msg::UseUnknownOptionSee, "paramètre inconnu\u00A0: {1} (voir 'homestead-cli {2} --help')"},
    {Msg::UseUnknownOptionTry, "paramètre inconnu\u00A0: {1} (voir 'homestead-cli help {2}')"},
    {Msg::UseUnknownArgumentSee, "paramètre inconnu\u00A0: {1} (voir 'homestead-cli {2} --help')"},
    {Msg::UseNeedsValue, "{1} demande une valeur"},
    {Msg::UseNeedsValueSee, "{1} demande une valeur (voir 'homestead-cli {2} --help')"},
    // the picture a command reads
    {Msg::UseCgsuiteNeedsString, "--cgsuite demande une chaîne, par exemple --cgsuite ':Geee:G'"},
    {Msg::UseCgsuiteFileNeedsName, "--cgsuite-file demande un nom de fichier, ou '-' pour le flux d'entrée"},
    {Msg::UseOnePicture, "donne un seul dessin (un FICHIER, --cgsuite CHAÎNE ou --cgsuite-file F), pas deux"},
    {Msg::UseOnePictureExtra,
     "donne un seul dessin (un FICHIER, --cgsuite CHAÎNE ou --cgsuite-file F), pas deux ({1} est de trop)"},
    {Msg::UseNoPicture, "aucun dessin donné\u00A0: nomme un FICHIER ou utilise --cgsuite CHAÎNE ou --cgsuite-file F"},
    {Msg::UseStandardInput, "flux d'entrée"},
    {Msg::UseStandardInputAt, "flux d'entrée, {1}"},
    {Msg::UseArgument, "paramètre n°\u00A0{1}"},
    {Msg::UseNotWithValue,
     "{1} ne va pas avec --value, qui ne prend que des fichiers de dessin (voir 'homestead-cli help analyse')"},
    {Msg::UseNoPictureFiles, "aucun dessin donné\u00A0: nomme un FICHIER ou plusieurs"},
    // welter, nim, animating
    {Msg::UseTargetNeedsValue, "--target demande une valeur (--target N)"},
    {Msg::UseNotNaturalNumber, "--target {1} n'est pas un entier naturel"},
    {Msg::UseTransfiniteFiniteOnly, "--misere, --target et '-' ne valent que pour des cases finies"},
    {Msg::UseNoSquares, "aucune case donnée (par exemple 'homestead-cli welter 0 2 5 7', ou '-' pour lire l'entrée standard)"},
    {Msg::UseNoTransfiniteCoins, "aucune pièce donnée (par exemple 1 'w*2+4' 'w^2+w*5+25')"},
    {Msg::UseNoHeaps, "aucun tas donné (par exemple 'homestead-cli nim 3 5 7')"},
    {Msg::UseNotHeapSize,
     "le paramètre n°\u00A0{1} {2} n'est pas une taille de tas (un entier naturel inférieur à 2^63\u00A0; les ordinaux demandent --transfinite)"},
    {Msg::UseNoSteps, "aucune étape donnée (par exemple 'homestead-cli animating -2 ^3 +3 ^5')"},
    // explain
    {Msg::UseEdgeNotId, "--edge {1} n'est pas un numéro d'arête (un entier positif ou nul)"},
    {Msg::UseEdgeRequired, "--edge ID est obligatoire (l'arête à expliquer)"},
    {Msg::UseNoSuchEdge, "le dessin n'a pas d'arête de ce numéro"},
    // exercises
    {Msg::UseKindNotOne, "--kind {1} n'est aucun des genres hackenbush, welter, nim, animating, transfinite"},
    {Msg::UseNotCount, "{1} {2} n'est pas un nombre d'exercices (de 1 à 100)"},
    {Msg::UseNotSeed, "{1} {2} n'est pas une graine (un entier naturel inférieur à 2^64)"},
    {Msg::UseNotEdgeRange, "--edges {1} n'est pas un intervalle d'arêtes comme 4..10"},
    {Msg::UseSheetAndJson, "donne soit -o FEUILLE.pdf soit --json, pas les deux"},
    {Msg::UseSheetOrJson, "il manque -o FEUILLE.pdf ou --json"},
    {Msg::UseSheetPdf, "-o {1}\u00A0: la feuille doit se terminer par .pdf"},
    {Msg::UseBuiltWithoutDrawing,
     "ce homestead-cli a été compilé sans le dessin (HOMESTEAD_BUILD_GUI désactivé)\u00A0: utilise --json"},
    // convert, render
    {Msg::UseConvertMissingOut, "il manque -o SORTIE.json, SORTIE.edges ou SORTIE.dot"},
    {Msg::UseConvertOutSuffix, "-o {1}\u00A0: la sortie doit se terminer par .json, .edges ou .dot"},
    {Msg::UseRenderMissingOut, "il manque -o SORTIE ({1})"},
    {Msg::UseRenderOutSuffix, "-o {1}\u00A0: le fichier doit se terminer par {2}"},
    {Msg::UseRenderAnalysisPdf, "--analysis ajoute un feuillet à un fichier .pdf\u00A0; utilise -o SORTIE.pdf"},
    // the Python module
    {Msg::PyExpectedPair, "{1}\u00A0: une paire (u, v) de numéros de nœuds était attendue, trouvé\u00A0: {2}"},
    {Msg::PyUnknownFormat,
     "format {1}\u00A0: 'json', 'edges' ou 'cgsuite' était attendu (ou None\u00A0: d'après le nom du fichier)"},
    {Msg::PyValuesItem, "values()\u00A0: élément n°\u00A0{1}"},
    {Msg::PyValuesNotPicture, "values()\u00A0: l'élément n°\u00A0{1} n'est ni un Picture ni une chaîne CGSuite\u00A0: {2}"},
    {Msg::PyMisereSquares, "le jeu misère ne vaut que pour des cases finies"},
    {Msg::PyMisereOrTarget, "donne misere ou target, pas les deux"},
    {Msg::PyMisereTargetSquares, "le jeu misère et les valeurs cibles ne valent que pour des cases finies"},
    {Msg::PyTargetNegative, "la valeur cible {1} est négative"},
    {Msg::PyIsNegative, "{1}\u00A0: {2} est négatif"},
    {Msg::PyMisereHeaps, "le jeu misère ne vaut que pour des tas finis"},
    {Msg::PyExpectedInteger, "{1}\u00A0: un entier était attendu, trouvé\u00A0: {2}"},
    {Msg::PyOutOfRange, "{1}\u00A0: {2} est hors limites (de {3} à {4})"},
    {Msg::PyNoSuchEdge, "le dessin n'a pas d'arête {1}"},
    {Msg::PyTooManyEdges, "{1} arêtes\u00A0: un dessin en contient au plus {2}"},
    {Msg::PyNodeIdNegative, "{1}\u00A0: le numéro de nœud {2} est négatif"},
    {Msg::PyNodeNotInGraph, "ground\u00A0: le nœud {1} n'est pas dans le graphe"},
    // ordinal.h and animating.h: an ordinal or a step that cannot be read
    {Msg::OrdinalAt, "ordinal {1}, colonne {2}"},
    {Msg::OrdinalNegativeNumber, "un nombre négatif (les puissances de w et les coefficients sont des entiers naturels)"},
    {Msg::OrdinalExpectedNumber, "un nombre était attendu"},
    {Msg::OrdinalNumberTooLarge, "nombre trop grand (les coefficients doivent être inférieurs à 2^62)"},
    {Msg::OrdinalExponentTooLarge, "exposant trop grand"},
    {Msg::OrdinalIsNegative, "l'ordinal {1} est négatif"},
    {Msg::OrdinalCoefficientNegative, "le coefficient {1} de l'ordinal est négatif"},
    {Msg::OrdinalEmpty, "vide (un ordinal tel que w^2*3+w*4+16 était attendu)"},
    {Msg::OrdinalCoefficientAfter, "écris le coefficient après la puissance de w (w*3, et non 3*w)"},
    {Msg::OrdinalExpectedTerm, "un terme tel que w^2*3, w*4, w ou 16 était attendu"},
    {Msg::OrdinalPowerTooLarge, "puissance de w trop grande (1000 au plus)"},
    {Msg::OrdinalDecreasing, "les termes doivent venir par puissances de w décroissantes"},
    {Msg::OrdinalExpectedPlus, "'+' ou la fin était attendu"},
    {Msg::AnimatingStepAt, "étape {1} {2}"},
    {Msg::AnimatingAmountNegative, "le montant {1} d'une étape + ou - est négatif"},
    {Msg::AnimatingBellTooOften, "les étapes + et - font sonner la cloche trop souvent pour trouver les pôles (le montant fois le rang dans la liste dépasse {1} en tout)"},
    {Msg::AnimatingExpectedStep, "+N, -N ou ^N était attendu"},
    {Msg::AnimatingAmountNatural, "le montant doit être un entier naturel (pas de signe après l'opérateur)"},
    {Msg::AnimatingExpectedStepNumber, "+N, -N ou ^N était attendu, N étant un nombre"},
    {Msg::AnimatingAmountTooLarge, "le montant est trop grand"},
    {Msg::AnimatingNoSteps, "aucune étape (quelque chose comme \"-2 ^3 +3 ^5\" était attendu)"},
};

}  // namespace

std::span<const MessageTemplate> frenchCliMessages() { return kFrenchCli; }

}  // namespace homestead
