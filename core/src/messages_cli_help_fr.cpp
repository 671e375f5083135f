// The French of homestead-cli's help, argument for argument as messages_cli_help_en.cpp, with the
// glossary of messages_fr.cpp and a no-break space before : ; ! and ?. Placeholders: COMMAND =
// COMMANDE, FILE = FICHIER, STRING = CHAÎNE, SQUARE = CASE, HEAP = TAS, STEP = ÉTAPE, OUT = SORTIE,
// SHEET = FEUILLE; options, JSON keys and examples stay as they are.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kFrenchHelp[] = {
    {Msg::HelpOverview,
     "utilisation\u00A0: homestead-cli COMMANDE [ARGUMENTS...]\n"
     "\n"
     "La théorie de Conway pour le Hackenbush sans restriction et le jeu de Welter, en ligne de commande.\n"
     "\n"
     "commandes\u00A0:\n"
     "{1}\n"
     "'homestead-cli help COMMANDE' (ou 'COMMANDE --help') explique une commande.\n"
     "Sans --lang, tout est en anglais\u00A0; --lang de, fr ou es écrit toutes les phrases en allemand, en français\n"
     "ou en espagnol\u00A0: la sortie et les erreurs de chaque commande, et --help. Les clés JSON et les nombres ne changent jamais.\n"
     "Entrée erronée\u00A0: code de sortie 2 et une ligne sur stderr.\n"},
    {Msg::HelpPictureSourceSynopsis, "(FICHIER | --cgsuite CHAÎNE | --cgsuite-file F)"},
    {Msg::HelpPictureSource,
     "  FICHIER          un fichier de dessin\u00A0: JSON (format \"homestead-picture\", version 1), ou une liste\n"
     "                   d'arêtes .edges ('u v' par ligne, 'ground a b ...', commentaires '#'\u00A0; numéros = lignes)\n"
     "  --cgsuite CHAÎNE une chaîne CGSuite verte, par exemple ':Geee:G' (numéros d'arêtes\u00A0: ordre d'apparition dès 0)\n"
     "  --cgsuite-file F la chaîne CGSuite lue dans le fichier F, ou sur le flux d'entrée avec '-'\n"
     "                   (pour les chaînes plus longues qu'une ligne de commande ne le permet)\n"},
    {Msg::HelpLanguage,
     "la langue des phrases\u00A0: en (par défaut), de, fr ou es\n"
     "{1}(les nombres, ⊕ et ω, et les clés JSON, restent tels quels)\n"},
    {Msg::HelpWelterSynopsis, "welter [--json] [--misere] [--target N] CASE...   (ou \"-\" pour lire les cases sur le flux d'entrée)"},
    {Msg::HelpWelter,
     "Le jeu de Welter\u00A0: des pièces sur les cases 0, 1, 2, ... d'une bande, une au plus par case\u00A0; un coup fait glisser\n"
     "une pièce vers la gauche sur n'importe quelle case vide plus petite. Affiche la valeur (la fonction de\n"
     "Welter = la valeur de Grundy), la décomposition par la méthode d'appariement et les coups gagnants.\n"
     "\n"
     "  CASE...         des entiers naturels distincts inférieurs à 2^62, dans n'importe quel ordre\n"
     "  -               lit aussi des cases sur le flux d'entrée (séparées par des espaces, des retours à\n"
     "                  la ligne ou des virgules\u00A0; 256\u00A0Mio au plus)\n"
     "  --json          {\"coins\": [...], \"value\": V, \"winning_moves\": [{\"from\": A, \"to\": B}, ...]}\n"
     "  --target N      aussi chaque coup vers une configuration de valeur N (\"moves_to_target\")\n"
     "  --misere        aussi les coups gagnants en misère (\"misere_winning_moves\"), par la règle des\n"
     "                  configurations capricieuses\n"
     "  --transfinite   les cases sont des ordinaux inférieurs à w^w\u00A0: 'w^2*3+w*4+16' ou 'ω²·3+ω·4+16'\n"
     "                  (entre apostrophes)\u00A0; affiche la valeur et les bons coups (JSON\u00A0: des chaînes,\n"
     "                  clé \"good_moves\")\n"
     "{1}\n"
     "exemples\u00A0:\n"
     "  homestead-cli welter 0 2 5 7 11 13 16 17 23\n"
     "  homestead-cli welter --json --target 3 2 3 5 7\n"
     "  homestead-cli welter --transfinite 1 'w*2+4' 'w*2+9' 'w^2+w*4+16' 'w^2+w*5+25'\n"},
    {Msg::HelpAnalyseSynopsis,
     "analyse [--json] [--loads] [--timings] {1}\n"
     "  homestead-cli analyse --value [--json] FICHIER..."},
    {Msg::HelpAnalyse,
     "Analyse un dessin de Hackenbush par la théorie de Conway (cycles contractés, tensions, poids).\n"
     "Affiche la valeur (de Grundy), les coups gagnants, la valeur de chaque partie posée seule sur le\n"
     "sol, ainsi que la tension, le poids et la classe cocyclique de chaque arête.\n"
     "\n"
     "{1}  --json           {\"value\": G, \"edges\": [{\"id\": I, \"stress\": S, \"weight\": W}, ...],\n"
     "                    \"classes\": [[I, ...], ...], \"winning_moves\": [I, ...], \"floating\": [I, ...]}\n"
     "                   chaque liste triée par numéro\u00A0; \"edges\" contient les arêtes debout, \"floating\" les autres\n"
     "  --loads          ajoute \"load\": [...] à chaque arête\u00A0: ce qui tombe si on la coupe\n"
     "  --timings        affiche la durée de chaque étape sur stderr (temps réel, puis temps processeur\u00A0;\n"
     "                   la lecture comprend celle du fichier, l'écriture la fabrication du texte et, avec\n"
     "                   --json, son envoi\u00A0: le JSON sort à mesure qu'il est fabriqué)\n"
     "  --value FICHIER...\n"
     "                   la valeur seule de chaque fichier de dessin, une ligne chacun\u00A0: 'VALEUR  FICHIER',\n"
     "                   ou {\"file\": F, \"value\": V} avec --json\u00A0; ne calcule que ce dont la valeur a besoin\n"
     "                   (un fichier .edges n'est jamais transformé en dessin). Un fichier illisible\n"
     "                   reçoit sa ligne sur stderr et les autres sont quand même traités\u00A0; le code de\n"
     "                   sortie vaut alors 2\n"
     "{2}\n"
     "Exemple\u00A0: homestead-cli analyse --cgsuite ':Geee:G'   (la porte\u00A0: valeur 1, couper le haut)\n"},
    {Msg::HelpSearchSynopsis, "search [--json] {1}"},
    {Msg::HelpSearch,
     "La valeur de Grundy d'un petit dessin par une recherche complète dans l'arbre du jeu, sans aucune\n"
     "théorie du Hackenbush (avec mémoïsation, en séparant les parties indépendantes)\u00A0: une vérification\n"
     "pour 'analyse'. Elle abandonne (code de sortie 2) au-delà de ses limites\u00A0: {1}.\n"
     "\n"
     "{2}  --json   {\"value\": G, \"standing_edges\": N}\n"
     "{3}\n"
     "Exemple\u00A0: homestead-cli search --cgsuite 'ee:Aeeee:A'   (valeur 2)\n"},
    {Msg::HelpRenderSynopsis, "render [--weights] [--classes] [--winning] [--analysis] {1} -o SORTIE.png|SORTIE.svg|SORTIE.pdf|SORTIE.tex"},
    {Msg::HelpRender,
     "Trace le dessin avec la tension de chaque arête debout, comme le logiciel l'exporte.\n"
     "Les arêtes flottantes sont pâlies et ne portent aucun nombre. Les nœuds sans position sont placés automatiquement.\n"
     "  -o SORTIE        le fichier à écrire, selon sa terminaison\u00A0:\n"
     "                     .png  un rendu matriciel (deux fois la taille à l'écran\u00A0; plus petite si cela dépasse\n"
     "                           16384 points de côté ou 64 millions en tout)\n"
     "                     .svg  un dessin vectoriel\n"
     "                     .pdf  une fiche (A4)\u00A0: titre, issue, le dessin, une légende de ses\n"
     "                           marques et nombres (lisible aussi en niveaux de gris)\n"
     "                     .tex  un fichier LaTeX autonome (TikZ) du dessin\u00A0: pdflatex SORTIE.tex\n"
     "                           produit un PDF d'un seul feuillet\u00A0; il ne faut que la classe article et tikz\n"
     "  --weights        écrit aussi le poids de chaque arête (tension · poids)\n"
     "  --classes        dessine chaque classe cocyclique dans sa couleur et son pointillé\n"
     "  --winning        dessine les coups gagnants en gros tirets orangés\n"
     "  --analysis       (.pdf) un deuxième feuillet\u00A0: le jardin, la valeur en colonnes binaires et chaque\n"
     "                   coup gagnant avec sa raison\n"
     "{1}Exemples\u00A0: homestead-cli render --cgsuite ':Geee:G' -o porte.svg\n"
     "           homestead-cli render --analysis homestead.json -o fiche.pdf\n"},
    {Msg::HelpExplainSynopsis, "explain [--json] [--lang L] {1} --edge ID"},
    {Msg::HelpExplain,
     "Pourquoi les nombres de l'arête ID sont ce qu'ils sont\u00A0: sa tension, 1 + (a ⊕ b ⊕ ...) sur les arêtes\n"
     "du jardin qu'elle porte directement (une boucle à son sommet compte 1), la somme de Nim en colonnes\n"
     "binaires, son poids (tension|0), sa charge, la valeur que laisse sa coupe et, quand la couper gagne,\n"
     "la remontée de Conway depuis le sol (la tension que chaque arête du chemin doit atteindre)\u00A0; pour une\n"
     "arête d'un circuit, sa classe cocyclique, l'appariement et la célibataire.\n"
     "\n"
     "{1}  --edge ID  l'arête à expliquer (son numéro dans le fichier\u00A0; pour une chaîne CGSuite, son ordre\n"
     "              d'apparition)\n"
     "  --json     {\"edge\": ID, \"stress\": S, \"terms\": [{\"edge\": E, \"stress\": S}, ...], \"weight\": W,\n"
     "              \"load\": [numéros], \"value_after_chop\": V, \"climb\": [{\"edge\": E, \"stress\": S,\n"
     "              \"target\": T, \"others\": O}, ...]}\u00A0; \"climb\" seulement quand couper ID gagne (O\u00A0: le ⊕\n"
     "              des autres termes au bas de l'étape, donc T ⊕ O est ce que le ⊕ de ce bas doit devenir)\u00A0;\n"
     "              pour une arête d'un circuit, à la place\n"
     "              \"class\": [numéros], \"mating\": [[A, B], ...], \"spinster\": ID ou null\u00A0; une classe\n"
     "              de plus de {2} arêtes n'est pas appariée (mémoire en k^2)\u00A0: \"mated\": false\n"
     "{3}\n"
     "Exemple\u00A0: homestead-cli explain --cgsuite ':Geee:G' --edge 1   (le haut de la porte\u00A0: le coup gagnant)\n"
     "         homestead-cli explain --lang de --cgsuite ':Geee:G' --edge 1   (la même chose en allemand)\n"},
    {Msg::HelpExercisesSynopsis, "exercises [--kind hackenbush|welter|nim|animating|transfinite] [--count N] [--edges A..B] [--seed S] (-o FEUILLE.pdf | --json)"},
    {Msg::HelpExercises,
     "Une feuille d'exercices\u00A0: N énoncés qui demandent «\u00A0Quelle est la valeur\u00A0?\u00A0», «\u00A0Trouve chaque coup gagnant\u00A0»\n"
     "ou «\u00A0Qui gagne\u00A0?\u00A0», du facile au difficile (Hackenbush\u00A0: des arbres, puis de petits circuits, puis des\n"
     "boucles et des arêtes multiples), avec les réponses calculées par le noyau. La même graine redonne la même feuille.\n"
     "\n"
     "  --kind K        hackenbush (par défaut), welter, nim, animating (forme canonique, pôles, f = g\u00A0?)\n"
     "                  ou transfinite (Welter ou Nim sur des ordinaux inférieurs à w^w)\n"
     "  --count N       combien d'exercices, de 1 à 100 (6 par défaut)\n"
     "  --edges A..B    arêtes de chaque dessin de Hackenbush, entre 1 et 40 (4..10 par défaut\u00A0; 'N' vaut N..N)\n"
     "  --seed S        un entier naturel inférieur à 2^64 (par défaut\u00A0: un tirage au hasard, noté sur la feuille)\n"
     "  -o FEUILLE.pdf  les énoncés sur les premiers feuillets (dessins aux arêtes nommées, sans nombres), le\n"
     "                  corrigé sur le dernier (valeurs, coups gagnants en orangé, le raisonnement)\n"
     "  --json          {\"seed\": S, \"exercises\": [{\"kind\": K, \"question\": Q, \"picture\": {...} |\n"
     "                  \"coins\": [...] | \"heaps\": [...], \"answer\": {\"value\": V, \"winning_moves\": [...]}}]}\n"
     "                  coups\u00A0: numéros d'arêtes (comme analyse), {\"from\", \"to\"} (comme welter), {\"heap\", \"from\", \"to\"} (comme nim)\n"
     "                  animating\u00A0: \"steps\" [, \"other_steps\"], réponse {\"canonical\", \"poles\", \"nim\"\n"
     "                  [, \"other_canonical\", \"other_poles\", \"other_nim\", \"same_function\"]}\u00A0;\n"
     "                  transfinite\u00A0: les ordinaux en chaînes (comme welter --transfinite)\n"
     "{1}                  (dans la langue de --lang\u00A0: avec --json les énoncés, avec -o toute la feuille)\n"
     "\n"
     "exemples\u00A0:\n"
     "  homestead-cli exercises --count 8 --edges 3..8 --seed 42 -o feuille.pdf\n"
     "  homestead-cli exercises --kind welter --count 4 --seed 7 --json\n"},
    {Msg::HelpConvertSynopsis, "convert {1} -o SORTIE.json|SORTIE.edges|SORTIE.dot"},
    {Msg::HelpConvert,
     "Écrit le dessin dans un autre format, choisi par la terminaison de SORTIE\u00A0:\n"
     "  .json            le fichier de dessin (format \"homestead-picture\", version 1)\n"
     "  .edges           une simple liste d'arêtes\u00A0: 'ground a b ...', puis 'u v' par arête\u00A0; les numéros\n"
     "                   d'arêtes deviennent l'ordre des lignes, dès 0 (coordonnées, noms et titre sont omis)\n"
     "  .dot             GraphViz DOT (un graphe non orienté à arêtes multiples\u00A0; les nœuds de base sont des boîtes)\n"
     "\n"
     "{1}Exemple\u00A0: homestead-cli convert --cgsuite ':Geee:G' -o porte.edges\n"},
    {Msg::HelpNimSynopsis, "nim [--json] [--transfinite] TAS..."},
    {Msg::HelpNim,
     "Nim\u00A0: la somme de Nim (XOR) des tas et les coups gagnants, en jeu classique et en jeu misère\n"
     "(qui joue le dernier perd). Les tas sont des entiers naturels\u00A0; dans l'affichage, les tas comptent dès 1.\n"
     "\n"
     "  --json          {\"heaps\": [...], \"nim_sum\": S, \"winning_moves\": [{\"heap\": I, \"from\": A,\n"
     "                  \"to\": B}, ...], \"misere_winning_moves\": [...]} (numéros des tas dès 0)\n"
     "  --transfinite   les tas sont des ordinaux inférieurs à w^w ('w^2*3+w*4+16' ou 'ω²·3+ω·4+16')\u00A0;\n"
     "                  affiche la somme de Nim et les bons coups\n"
     "{1}\n"
     "exemples\u00A0:\n"
     "  homestead-cli nim 4 5 7\n"
     "  homestead-cli nim --transfinite 1 'w*2+4' 'w^2*3+9' 'w^2*2+w*4+16' 'w^2+w*5+25'\n"},
    {Msg::HelpAnimatingSynopsis, "animating [--json] ÉTAPE..."},
    {Msg::HelpAnimating,
     "Une fonction animante (Conway, ONAG chap. 13)\u00A0: la composée d'étapes appliquées de gauche à droite,\n"
     "  +N   x ↦ x + N        -N   x ↦ x − N        ^N (ou ⊕N)   x ↦ x ⊕ N\n"
     "sur tous les entiers. Affiche sa forme canonique x ⊕ (x|p1) ⊕ … ⊕ (x|pk) ⊕ N (les pôles p et le Nim\n"
     "N) et, quand le Nim vaut 0, son Welt [p1|…|pk]. Limite\u00A0: les montants des + et des −, chacun multiplié\n"
     "par sa place dans la liste, ne doivent pas dépasser 2·10^6 en tout.\n"
     "\n"
     "  --json   {\"steps\": \"...\", \"poles\": [...], \"nim\": N, \"welt\": W ou null}\n"
     "\n"
     "exemple (le f = g de Conway)\u00A0:\n"
     "  homestead-cli animating -2 ^3 +3 ^5\n"
     "  homestead-cli animating +2 ^3 -1 ^5\n"},
};

}  // namespace

std::span<const MessageTemplate> frenchCliHelp() { return kFrenchHelp; }

}  // namespace homestead
