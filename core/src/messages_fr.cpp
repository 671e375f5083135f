// The French sentences of the core (messages.h), argument for argument as messages_en.cpp; a no-break
// space before : ; ! and ? as French typography wants.
// Glossary (Conway's terms, used the same everywhere): stress = tension, weight = poids, load =
// charge, value = valeur, nim-sum = somme de Nim, edge = arête, node = nœud, ground = sol, loop =
// boucle, bridge = pont, garden = jardin, cycle = cycle, concyclic class = classe cocyclique, mating =
// appariement, spinster = célibataire, chop = couper, climb = remontée, heap = tas, coin = pièce,
// square = case, winning move = coup gagnant, misère = misère, fickle = capricieuse, retreat = recul,
// gap = écart, base node = nœud de base, part = partie, pole = pôle, infinite carry bell = cloche de
// retenue infinie, transfinite = transfini, row = rangée.
// An edge named by a word keeps its name without an article (its gender is unknown).
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kFrench[] = {
    // lists
    {Msg::ListAnd, " et "},
    {Msg::ListOr, " ou "},
    {Msg::MoreItems, "{1} de plus"},
    {Msg::AndMore, " et {1} de plus"},
    {Msg::RunOfThem, " ({1} fois)"},
    {Msg::TermsMore, "… {1} de plus"},
    {Msg::Semicolon, "\u00A0;"},
    // naming edges, stress, weight, load, value after a chop
    {Msg::EdgeId, "l'arête {1}"},
    {Msg::EdgeNameLetter, "{1} (arête {2})"},
    {Msg::EdgeNameWord, "{1} (arête {2})"},
    {Msg::EdgeTag, "{1}, arête {2}"},
    {Msg::StressLoop, "1 (une boucle)"},
    {Msg::StressOnCycle, "1 (sur un cycle\u00A0: une boucle une fois le cycle contracté)"},
    {Msg::StressNothing, "1 + 0 (elle ne porte rien)"},
    {Msg::WeightZero, "Son poids est 0."},
    {Msg::WeightFormula, " (la formule\u00A0: ({1}|0) = 2^({2}+1) − 1 = {3})."},
    {Msg::WeightOdd, "{1} est impair, donc son poids est 1{2}"},
    {Msg::WeightEven, "{1} = {2} × {3}, donc la plus grande puissance de 2 qui le divise est {2} et son poids est "
                      "2 × {2} − 1 = {4}{5}"},
    {Msg::LoadNothing, "la couper ne fait rien tomber d'autre"},
    {Msg::LoadMore, "la couper fait tomber {1} autre arête", "la couper fait tomber {1} autres arêtes"},
    {Msg::ChopWins, "La couper laisse la valeur 0\u00A0: un coup gagnant."},
    {Msg::ChopLoses, "La couper laisse la valeur {1}\u00A0: un coup perdant (l'adversaire gagne alors)."},
    // the climb
    {Msg::ClimbSubjectWordFirst, "{1} ({2})"},
    {Msg::ClimbSubjectWordLater, "le {1}"},
    {Msg::ClimbSubjectEdge, "l'arête {1} ({2})"},
    {Msg::ClimbCarrierWord, "{1}"},
    {Msg::GroundNothingElse, "rien d'autre ne se tient sur le sol, donc "},
    {Msg::GroundOtherOne, "l'autre tension au sol est {1}, donc "},
    {Msg::GroundOthersMake, "les autres tensions au sol donnent {1}, donc "},
    {Msg::OthersMaking, "les autres donnant {1}, "},
    {Msg::OthersSo, "donc "},
    {Msg::CarrierEquationAlone, "pour {1}, {2} = 1 + x donne x = {3}\u00A0: "},
    {Msg::CarrierEquation, "pour {1}, {2} = 1 + (x ⊕ {3}) donne x = {4} ⊕ {3} = {5}\u00A0: "},
    {Msg::ClimbValueMustBecomeZero, "la valeur {1} doit devenir 0\u00A0: "},
    {Msg::ClimbCarries, "{1} porte {2}, "},
    {Msg::ClimbMustBecome, "{1} doit devenir {2}"},
    {Msg::ClimbChopIt, "\u00A0: on la coupe"},
    {Msg::ClimbWhereEdge, " (arête {1})"},
    {Msg::ClimbAsZero, ", car {1} ⊕ {2} = 0"},
    {Msg::ClimbToWin, "Pour gagner, "},
    // cycles, the whole explanation, the picture, its parts
    {Msg::TooLargeToMate, "Trop grande pour être appariée ici ({1} arêtes\u00A0; on apparie jusqu'à {2})."},
    {Msg::ClassOfItsOwn, "Elle forme à elle seule une classe cocyclique\u00A0: la couper retire une boucle (tension 1) de son "
                         "nœud du jardin."},
    {Msg::InClass, "Elle est dans la classe cocyclique {1}\u00A0: {2} arêtes sur exactement les mêmes cycles ({3})."},
    {Msg::LeavesOthersWeights, "La couper laisse aux autres ces poids (x|y)\u00A0:"},
    {Msg::MatingLargestFirst, "Appariement, le plus grand (x|y) d'abord\u00A0:"},
    {Msg::IsSpinster, "C'est la célibataire\u00A0: l'arête de la classe impaire qui reste sans partenaire."},
    {Msg::SpinsterIs, "La célibataire est {1}\u00A0: l'arête de la classe impaire qui reste sans partenaire."},
    {Msg::NoSpinster, "Pas de célibataire\u00A0: la classe a un nombre pair d'arêtes."},
    {Msg::StressEquals, "Tension {1} = {2}"},
    {Msg::ImmediatelySupports, "Elle porte directement\u00A0:"},
    {Msg::SupportedWithStress, "{1} de tension {2}"},
    {Msg::ALoop, " (une boucle)"},
    {Msg::NimSumInBinary, "La somme de Nim en binaire, les puissances de 2 égales s'annulant (x)\u00A0:"},
    {Msg::LoadLabel, "Charge\u00A0: "},
    {Msg::WhyItWins, "Pourquoi elle gagne, en remontant depuis le sol (Conway)\u00A0:"},
    {Msg::NothingStands, "Rien ne se tient sur le sol\u00A0: la valeur est 0."},
    {Msg::ValueIsStressAtGround, "La valeur est la tension au sol\u00A0: {1}."},
    {Msg::ValueIsSumAtGround, "La valeur est la somme ⊕ des tensions au sol\u00A0: {1} = {2}."},
    {Msg::PartsCount, "{1} parties"},
    {Msg::PartsLine, "Parties\u00A0: {1}"},
    {Msg::PartsSentence, "Séparé en ses nœuds de base, le dessin forme {1} parties, valant {2} = {3}\u00A0: une partie vaut la "
                         "somme ⊕ des poids de ses arêtes, et la somme ⊕ des parties est la valeur, comme l'est la somme ⊕ "
                         "des tensions au sol."},
    // outcome_text
    {Msg::MoverWins, "le joueur qui a le trait gagne en jouant au mieux"},
    {Msg::MoverLoses, "le joueur qui a le trait perd en jouant au mieux"},
    {Msg::ValueOutcome, "Valeur {1}\u00A0: {2}."},
    {Msg::PPosition, "Position P\u00A0: le joueur qui a le trait perd"},
    {Msg::NPosition, "Position N\u00A0: le joueur qui a le trait gagne"},
    {Msg::MisereSearch, "Jeu misère\u00A0: {1} (trouvé par recherche exhaustive)."},
    {Msg::WelterMisereFickle, "Misère\u00A0: {1} (une position capricieuse\u00A0: la valeur 1 perd, contrairement au jeu normal)."},
    {Msg::WelterMisereNotFickle, "Misère\u00A0: {1} (pas capricieuse\u00A0: comme au jeu normal, la valeur 0 perd)."},
    {Msg::NoCoinsZero, "(aucune pièce) = 0"},
    {Msg::MatedFirst, "{1} et {2} sont appariés en premier\u00A0: leur différence {3} = {4} × {5} donne ({1}|{2}) = 2 × {4} − 1 = "
                      "{6}, le plus grand (a|b) des pièces\u00A0; [{1}|{2}] = ({1} ⊕ {2}) − 1 = {7} − 1 = {8}."},
    {Msg::MatedThen, "puis {1} et {2}\u00A0: leur différence {3} = {4} × {5} donne ({1}|{2}) = 2 × {4} − 1 = {6}, le plus grand "
                     "(a|b) des pièces restantes\u00A0; [{1}|{2}] = ({1} ⊕ {2}) − 1 = {7} − 1 = {8}."},
    {Msg::SpinsterLeft, "{1} reste seule (la célibataire)\u00A0: [{1}] = {1}."},
    {Msg::SlideCoin, "glisser la pièce de {1} à {2}"},
    {Msg::WelterNoCoins, "Aucune pièce\u00A0: comme Nim sans tas, la valeur est 0."},
    {Msg::WelterOneHeap, "Comme Nim\u00A0: un tas de {1}, qui vaut un tas de Nim de {2}."},
    {Msg::WelterHeaps, "Comme Nim sans deux tas égaux\u00A0: tas {1}. Cela vaut un tas de Nim de {2}"},
    {Msg::WelterOneNimHeap, "\u00A0; la méthode d'appariement en fait l'unique tas de Nim {1}."},
    {Msg::WelterSplitNimHeaps, "\u00A0; la méthode d'appariement le décompose en les tas de Nim {1}."},
    // nim_text
    {Msg::ColumnName, "celle des {1}"},
    {Msg::NoHeapsZero, "(aucun tas) = 0"},
    {Msg::EveryColumnEven, "Chaque colonne a un nombre pair de 1\u00A0: la somme de Nim est 0."},
    {Msg::TakeWorking, "{1} ⊕ {2} = {3}, donc {4}"},
    {Msg::TakesMore, "\u00A0; et {1} de plus"},
    {Msg::LeftmostOdd, "La colonne impaire la plus à gauche est {1}\u00A0; le tas\u00A0{2} peut l'utiliser\u00A0: {3}.",
                       "La colonne impaire la plus à gauche est {1}\u00A0; les tas\u00A0{2} peuvent l'utiliser\u00A0: {3}."},
    {Msg::AddToHeap, "ajouter {1} au tas {2}, ce qui fait {3}"},
    {Msg::TakeFromHeap, "prendre {1} du tas {2}, il en reste {3}"},
    {Msg::NimMove, "tas {1}\u00A0: {2} → {3}"},
    {Msg::ARetreat, " (un recul)"},
    {Msg::NimSumOutcome, "Somme de Nim {1}\u00A0: {2}."},
    {Msg::MisereAsNormal, "Misère\u00A0: jouer comme au Nim normal (somme de Nim {1})\u00A0: {2}."},
    {Msg::MisereOnlyOnesOdd, "Misère, il ne reste que des tas de un\u00A0: {1}, un nombre impair\u00A0: {2}."},
    {Msg::MisereOnlyOnesEven, "Misère, il ne reste que des tas de un\u00A0: {1}, un nombre pair\u00A0: {2}."},
    {Msg::NoWinningNimMove, "Aucun coup gagnant\u00A0: chaque coup laisse une position que l'adversaire gagne en jouant au mieux."},
    {Msg::WinningMovesLabel, "Coup gagnant\u00A0: ", "Coups gagnants\u00A0: "},
    {Msg::MisereHintRule, " (Misère\u00A0: laisser un nombre impair de tas de un.)"},
    {Msg::RetreatIn, "Un recul dans la colonne {1} (écart {2} → {3})"},
    {Msg::RetreatNoAnswer, "{1}\u00A0: aucune réponse ne gagne."},
    {Msg::RetreatClosesGap, "{1} ne change rien\u00A0: la réponse referme l'écart, {2} → {3}, et la somme de Nim redevient 0."},
    {Msg::RetreatBestAnswer, "{1}\u00A0: la meilleure réponse est {2}."},
    // exercise_text, exercises
    {Msg::SheetEdgeName, "l'arête n° {1}"},
    {Msg::Chopping, "couper {1}"},
    {Msg::MovingCoin, "déplacer la pièce de {1} à {2}"},
    {Msg::TakingHeap, "réduire le tas {1} de {2} à {3}"},
    {Msg::ValueReasonOnePart, "Les poids de ses arêtes (tirés de leurs tensions) ont pour somme de Nim {1}."},
    {Msg::ValueReasonParts, "Ses parties valent {1} (chacune la somme de Nim des poids de ses arêtes)\u00A0: {2} = {3}."},
    {Msg::NimSumReason, "Somme de Nim\u00A0: {1}."},
    {Msg::MatingReason, "Méthode d'appariement\u00A0: {1}."},
    {Msg::ValueNoWinningMove, "Valeur {1}\u00A0: il n'y a aucun coup gagnant\u00A0; chaque coup laisse une valeur non nulle."},
    {Msg::ValueWinningMoves, "Valeur {1}\u00A0: {2} laisse la valeur 0, une défaite pour l'adversaire."},
    {Msg::WinnerSecond, "Valeur {1}\u00A0: {2} (le second joueur gagne)."},
    {Msg::WinnerNoMove, "Valeur {1}\u00A0: {2}."},
    {Msg::WinnerFirst, "Valeur {1}\u00A0: {2} (le premier joueur gagne), par exemple en jouant\u00A0: {3}."},
    {Msg::RightMove, "Bravo\u00A0! {1} laisse la valeur 0\u00A0: quoi que fasse ton adversaire, tu peux revenir à 0."},
    {Msg::AlsoWins, " {1} gagne aussi.", " {1} gagneraient aussi."},
    {Msg::WrongMove, "Pas un coup gagnant\u00A0: {1} laisse la valeur {2}, et ton adversaire gagne en revenant à 0."},
    {Msg::NoneExistsPress, " En fait, aucun coup ne gagne ici\u00A0: la valeur était 0 — appuie sur « Aucun coup gagnant »."},
    {Msg::WinningMoveWas, " Un coup gagnant était\u00A0: {1}."},
    {Msg::RightNoWinningMove, "Bravo\u00A0! La valeur est 0\u00A0: chaque coup laisse une valeur non nulle, il n'y a donc aucun coup "
                              "gagnant."},
    {Msg::ThereIsAWinningMove, "Il y a un coup gagnant\u00A0: la valeur est {1}, pas 0."},
    {Msg::LeavesValueZero, " {1} laisse la valeur 0."},
    {Msg::AnswerHeapMove, "tas {1}, {2} → {3}"},
    {Msg::AnswerNimSum, "Somme de Nim {1}"},
    {Msg::AnswerValue, "Valeur {1}"},
    {Msg::AnswerWinningMoves, "\u00A0; coup gagnant\u00A0: ", "\u00A0; coups gagnants\u00A0: "},
    {Msg::AnswerNone, "aucun."},
    {Msg::QuestionValueHackenbush, "Quelle est la valeur de ce dessin\u00A0?"},
    {Msg::QuestionValueWelter, "Quelle est la valeur de cette position de Welter\u00A0?"},
    {Msg::QuestionValueNim, "Quelle est la valeur de ces tas de Nim\u00A0?"},
    {Msg::QuestionMovesHackenbush, "Trouve tous les coups gagnants (nomme les arêtes à couper), ou dis qu'il n'y en a "
                                   "aucun."},
    {Msg::QuestionMoves, "Trouve tous les coups gagnants, ou dis qu'il n'y en a aucun."},
    {Msg::QuestionWinnerHackenbush, "Qui gagne sur ce dessin en jouant au mieux\u00A0: le joueur qui a le trait, ou l'autre\u00A0?"},
    {Msg::QuestionWinnerWelter, "Qui gagne dans cette position de Welter en jouant au mieux\u00A0: le joueur qui a le trait, ou "
                                "l'autre\u00A0?"},
    {Msg::QuestionWinnerNim, "Qui gagne avec ces tas de Nim en jouant au mieux\u00A0: le joueur qui a le trait, ou l'autre\u00A0?"},
    // chapter 13: transfinite positions, animating functions
    {Msg::QuestionValueTransfiniteWelter, "Quelle est la valeur de cette position de Welter transfinie\u00A0?"},
    {Msg::QuestionValueTransfiniteNim, "Quelle est la somme de Nim de ces tas de Nim transfinis\u00A0?"},
    {Msg::QuestionWinnerTransfiniteWelter, "Qui gagne dans cette position de Welter transfinie en jouant au mieux\u00A0: le joueur qui a le trait, ou l'autre\u00A0?"},
    {Msg::QuestionWinnerTransfiniteNim, "Qui gagne avec ces tas de Nim transfinis en jouant au mieux\u00A0: le joueur qui a le trait, ou l'autre\u00A0?"},
    {Msg::TransfiniteWelterReason, "Chaque pièce est ω·λ + m\u00A0: les λ ont pour somme de Nim {1}, et les fonctions de Welter des rangées {2}, donc la valeur est {3}."},
    {Msg::QuestionCanonicalForm, "Écris f(x) = {1} sous la forme x ⊕ (x|p1) ⊕ … ⊕ (x|pk) ⊕ N\u00A0: quels sont ses pôles et son Nim\u00A0?"},
    {Msg::QuestionPoles, "Trouve les pôles de f(x) = {1}\u00A0: les x où la cloche de retenue infinie sonne un nombre impair de fois."},
    {Msg::QuestionSameFunction, "f(x) = {1} et g(x) = {2} sont-elles la même fonction\u00A0?"},
    {Msg::AnswerPoles, "Pôle\u00A0: {1}.", "Pôles\u00A0: {1}."},
    {Msg::AnswerNoPoles, "Aucun pôle."},
    {Msg::AnswerSameFunction, "Oui\u00A0: f = g, la même fonction."},
    {Msg::AnswerDifferentFunctions, "Non\u00A0: f ≠ g, des fonctions différentes."},
    // worked_analysis
    {Msg::LegendRule, "sa tension (1 pour une arête sur un cycle\u00A0; sinon 1 + la somme de Nim des tensions des arêtes qu'elle porte directement)"},
    {Msg::LegendWeightRule, "son poids\u00A0: le double de la plus grande puissance de 2 qui divise sa tension, moins 1 (tension 6 = 2 × 3 donne 2 × 2 − 1 = 3)"},
    {Msg::LegendNimSum, "la somme de Nim (⊕\u00A0: addition binaire sans retenue)"},
    {Msg::LegendAtGround, "{1} des tensions de ce qui se tient sur le sol une fois chaque cycle réduit à un point (une arête d'un cycle passant par le sol s'y tient alors avec la tension 1)"},
    {Msg::LegendBoth, "À côté de chaque arête\u00A0: {1} · {2}. La valeur est {3}\u00A0; c'est aussi la somme de Nim de tous les poids imprimés."},
    {Msg::LegendWeights, "À côté de chaque arête\u00A0: w et {1}. La valeur est {2} de tous les poids imprimés."},
    {Msg::LegendStresses, "À côté de chaque arête\u00A0: {1}. La valeur est {2}."},
    {Msg::NodesCount, "{1} nœud", "{1} nœuds"},
    {Msg::BridgesCount, "{1} pont", "{1} ponts"},
    {Msg::LoopsCount, "{1} boucle", "{1} boucles"},
    {Msg::EdgesCount, "{1} arête", "{1} arêtes"},
    {Msg::GardenCollapse, "Contracter les cycles (tous les nœuds de base deviennent un seul sol\u00A0; chaque cycle se réduit à "
                          "un point et ses arêtes y deviennent des boucles) laisse un jardin de {1}\u00A0: {2} et {3}. La valeur "
                          "ne change pas."},
    {Msg::EdgesFloat, " {1} arête flotte en l'air, sans lien avec le sol, et ne joue aucun rôle.",
                      " {1} arêtes flottent en l'air, sans lien avec le sol, et ne jouent aucun rôle."},
    {Msg::ColumnsIntro, "Ce qui se tient sur le sol après contraction (les ponts au sol, avec ce qu'ils portent, et les "
                        "boucles qui s'y trouvent), chacun avec sa tension\u00A0: leur somme de Nim est la valeur. Écris les "
                        "tensions en binaire\u00A0; une colonne avec un nombre impair de 1 donne un 1."},
    {Msg::TermHolds, "{1}\u00A0: {2} dessus"},
    {Msg::TermHoldsNothing, "{1}\u00A0: rien dessus"},
    {Msg::LoopsAtGround, "{1} boucle au sol (vaut 1)", "{1} boucles au sol (1 chacune\u00A0; les paires s'annulent)"},
    {Msg::NoWinningMoveValueZero, "Aucun coup gagnant\u00A0: la valeur est 0, donc chaque coupe laisse une valeur non nulle et "
                                  "l'adversaire peut y répondre."},
    {Msg::NoWinningMoveComputed, "Aucun coup gagnant n'a été calculé."},
    {Msg::WinningMovesIntro, "L'unique coup gagnant (il laisse la valeur 0)\u00A0:",
                             "{1} coups gagnants (chacun laisse la valeur 0)\u00A0:"},
    {Msg::ChopReason, "Couper {1}. "},
    {Msg::MoreWinningMoves, "… et {1} autre coup gagnant (homestead-cli analyse les donne tous).",
                            "… et {1} autres coups gagnants (homestead-cli analyse les donne tous)."},
    // find_text
    {Msg::NodeId, "nœud {1}"},
    {Msg::NodeNameWord, "{1} ({2})"},
    {Msg::NoEdgeOrNodeNamedId, "Aucune arête ni aucun nœud {1}, et rien qui s'appelle {2}."},
    {Msg::NoEdgeNamed, "Aucune arête {1}, et aucune arête ni aucun nœud qui s'appelle {2}."},
    {Msg::NoNodeNamed, "Aucun nœud {1}, et aucune arête ni aucun nœud qui s'appelle {2}."},
    {Msg::NoneNamed, "Aucune arête ni aucun nœud qui s'appelle {1}."},
    {Msg::WinningMoveOf, "Coup gagnant {1} sur {2}\u00A0: couper {3}\u00A0; il laisse 0."},
    {Msg::MisereWinningMoveOf, "Coup gagnant misère {1} sur {2}\u00A0: couper {3} (trouvé par recherche exhaustive)."},
    {Msg::NoWinningMoveLoses, "Aucun coup gagnant\u00A0: le joueur qui a le trait perd (valeur {1})."},
    {Msg::NoMisereWinningMove, "Aucun coup gagnant en jeu misère\u00A0: le joueur qui a le trait perd (trouvé par recherche "
                               "exhaustive)."},
    // class_matrix_text
    {Msg::CellDiagonal, "{1}\u00A0: une arête n'est jamais appariée avec elle-même"},
    {Msg::CellValue, "{1} = ω(σ_{2}({3})) = {4}\u00A0: le poids de {3} une fois {2} coupée"},
    // collapse_steps
    {Msg::WhoseCommon, " de {1}"},
    {Msg::FusionWhy, " La valeur reste {1} (le principe de fusion\u00A0: les nœuds d'un cycle peuvent devenir un seul nœud, "
                     "ses arêtes des boucles en ce nœud, et la valeur ne change pas)."},
    {Msg::GardenNothingStands, "Voici le jardin. Rien ne se tient sur le sol\u00A0: la valeur est 0."},
    {Msg::BridgesOfStress, "un pont de tension {1}", "des ponts de tension {1}"},
    {Msg::OneLoop, "une boucle"},
    {Msg::GardenAtGround, "Voici le jardin. Au sol se tient {1}", "Voici le jardin. Au sol se tiennent {1}"},
    {Msg::PairsCancelOneLeft, " (deux à deux, elles s'annulent\u00A0; il en reste une)"},
    {Msg::PairsCancel, " (deux à deux, elles s'annulent)"},
    {Msg::GardenValueIs, "\u00A0: la valeur est {1}."},
    {Msg::ValueStays, " La valeur reste {1}."},
    {Msg::PictureAsDrawn, "Le dessin tel quel, valeur {1}. La contraction fond les nœuds de base en un seul sol et les "
                          "nœuds de chaque cycle en un seul nœud\u00A0; la valeur ne change jamais."},
    {Msg::BaseNodesSlide, "Les {1} nœuds de base glissent les uns vers les autres et forment un seul sol\u00A0: le sol compte "
                          "pour un seul nœud, quelle que soit la façon de le dessiner, donc le jeu ne change pas."},
    {Msg::EdgesBetweenBecomeLoops, " L'arête entre deux d'entre eux devient une boucle au sol.",
                                   " Les {1} arêtes entre eux deviennent des boucles au sol."},
    {Msg::EdgesSetAside, "L'arête qui se tient en l'air ne joue aucun rôle et est mise de côté.",
                         "Les {1} arêtes qui se tiennent en l'air ne jouent aucun rôle et sont mises de côté."},
    {Msg::NodesSetAside, "Le nœud qui se tient en l'air est mis de côté.", "Les nœuds qui se tiennent en l'air sont mis de côté."},
    {Msg::CycleThroughGround, "Les {1} arêtes{2} forment un cycle passant par le sol\u00A0: ses nœuds fusionnent avec le sol et "
                              "ses arêtes y deviennent {1} boucles."},
    {Msg::CyclesThroughGround, "Les {1} arêtes{2} sont sur des cycles passant par le sol\u00A0: leurs nœuds fusionnent avec le "
                               "sol et les arêtes y deviennent {1} boucles."},
    {Msg::CycleFuses, "Les {1} arêtes{2} forment un cycle\u00A0: ses {3} nœuds fusionnent en un seul et ses arêtes y deviennent "
                      "{1} boucles."},
    {Msg::CyclesFuse, "Les {1} arêtes{2} sont sur des cycles\u00A0: leurs {3} nœuds fusionnent en un seul et les arêtes y "
                      "deviennent {1} boucles."},
    {Msg::AlreadyGarden, "Le dessin tel quel est déjà un jardin\u00A0: un seul sol et aucun cycle à fondre."},
    {Msg::StandsUpOnFeet, "Le jardin se redresse comme le montre la vue de côté\u00A0: le sol redevient une ligne, chaque pont "
                          "au sol sur son propre pied. Seul le dessin change, pas le jeu."},
    {Msg::StandsUp, "Le jardin se redresse comme le montre la vue de côté\u00A0: seul le dessin change, pas le jeu."},
    {Msg::LoopsBecomeTwigs, "La boucle devient une brindille de longueur 1\u00A0: la fleur devient un arbre, comme la fille aux "
                            "fleurs de Gardner. La valeur reste {2} (le principe des deux-points\u00A0: une boucle et une "
                            "brindille valent chacune 1, un seul coup retirant l'une ou l'autre, et une partie remplacée "
                            "sur le même nœud par une autre de même valeur laisse la valeur inchangée).",
                            "Chacune des {1} boucles devient une brindille de longueur 1\u00A0: la fleur devient un arbre, "
                            "comme la fille aux fleurs de Gardner. La valeur reste {2} (le principe des deux-points\u00A0: une "
                            "boucle et une brindille valent chacune 1, un seul coup retirant l'une ou l'autre, et une partie "
                            "remplacée sur le même nœud par une autre de même valeur laisse la valeur inchangée)."},
    // transfinite_text
    {Msg::TransfiniteRow, "Ligne {1} + m : {2} = {3}"},
    {Msg::TransfiniteNoCoins, "Aucune pièce : la valeur est 0."},
    {Msg::TransfiniteWelterSum, "Valeur = ω·({1}) + ({2}) = ω·{3} + {4} = {5}"},
    {Msg::TransfiniteWelterRule, "Une pièce sur ω·λ + m se trouve dans la ligne λ, en m. La valeur est ω·(la somme de Nim des λ de toutes les pièces) + (la somme de Nim des valeurs de Welter finies [S_λ] des lignes) ; le joueur au trait perd quand les deux parties sont 0."},
    {Msg::TransfiniteNimColumn, "Coefficients de {1} : {2} = {3}"},
    {Msg::TransfiniteNimSum, "Somme de Nim, coefficient par coefficient : {1}"},
    {Msg::TransfiniteNoHeaps, "Aucun tas : la somme de Nim est 0."},
    {Msg::TransfiniteValueWins, "Valeur {1} : non nulle, donc le joueur au trait gagne avec un bon coup."},
    {Msg::TransfiniteValueLoses, "Valeur 0 : les deux parties sont 0, donc le joueur au trait perd s'il est bien joué contre lui."},
    {Msg::TransfiniteNimSumWins, "Somme de Nim {1} : non nulle, donc le joueur au trait gagne avec un bon coup."},
    {Msg::TransfiniteNimSumLoses, "Somme de Nim 0 : le joueur au trait perd s'il est bien joué contre lui."},
    {Msg::TransfiniteMoveInRow, "{1} → {2} : la partie en ω est déjà 0, donc la pièce reste dans la ligne {3}, et les valeurs des lignes ont alors pour somme de Nim 0 : {4} = {5} = 0."},
    {Msg::TransfiniteMoveAcross, "{1} → {2} : la pièce quitte la ligne {3} pour la ligne {4}, car {5} ⊕ {6} = {7} est plus petit ; cela annule la partie en ω. Dans sa nouvelle ligne, sa case x doit résoudre {8} = 0, donc x = {9}."},
    {Msg::TransfiniteNimMoveText, "{1} → {2} : {3} ⊕ {4} = {2}, plus petit que le tas, donc le tas peut le devenir, et la somme de Nim devient 0."},
    {Msg::TransfiniteNoGoodMove, "Aucun bon coup : la valeur est 0, donc tout coup laisse la victoire à l'adversaire."},
    {Msg::TransfiniteNimNoGoodMove, "Aucun bon coup : la somme de Nim est 0, donc tout coup laisse la victoire à l'adversaire."},
    {Msg::TransfiniteMisere, "Le jeu misère n'est pas couvert : la théorie transfinie (celle d'Abuku) ne vaut que pour le jeu normal, où gagne qui joue le dernier coup. Ici on joue normalement ; aucune valeur ni aucun conseil misère n'est donné."},
    {Msg::TransfiniteAbukuSlip, "La dernière étape de l'article prend x = {1}, mais [{1}|{2}] = ({1} ⊕ {2}) − 1 = {9} − 1 = {3}, et non {4}. Résoudre {5} = 0 donne x = {6}, donc le bon coup est {7} → {8}."},
    // homestead-cli
    {Msg::CliNone, "aucun"},
    {Msg::CliCoins, "pièces\u00A0: "},
    {Msg::CliValue, "valeur\u00A0: "},
    {Msg::CliMating, "appariement\u00A0: "},
    {Msg::CliWinningMoves, "coups gagnants\u00A0: "},
    {Msg::CliToWin, "pour gagner\u00A0: "},
    {Msg::CliOr, ", ou "},
    {Msg::CliOtherWinningMoves, ", ou l'un des {1} autres coups gagnants"},
    {Msg::CliValueBecomesZero, " (la valeur devient 0)"},
    {Msg::CliMovesToValue, "coups vers la valeur {1}\u00A0: "},
    {Msg::CliMisere, "misère\u00A0: "},
    {Msg::CliFickle, "capricieuse"},
    {Msg::CliNotFickle, "pas capricieuse"},
    {Msg::CliMisereWinningMoves, "coups gagnants misère\u00A0: "},
    {Msg::CliGoodMoves, "bons coups\u00A0: "},
    {Msg::CliListedUpTo, "{1} (énumérées seulement jusqu'à {2})"},
    {Msg::CliShownUpTo, "(montré seulement jusqu'à {1} pièces)"},
    {Msg::CliMoreTerms, "… et {1} termes de plus"},
    {Msg::CliHeaps, "tas\u00A0: "},
    {Msg::CliNimSum, "somme de Nim\u00A0: "},
    {Msg::CliHeapMove, "tas {1}\u00A0: {2} → {3}"},
    {Msg::CliWhy, "pourquoi\u00A0: "},
    {Msg::CliAnalyseValue, "Valeur\u00A0: "},
    {Msg::CliStandingEdges, " arête debout", " arêtes debout"},
    {Msg::CliFloating, " flottantes"},
    {Msg::CliAnalyseWinningMoves, "Coups gagnants\u00A0: "},
    {Msg::CliChop, "couper "},
    {Msg::CliParts, "Parties (chacune se tenant seule sur le sol)\u00A0:"},
    {Msg::CliPart, "  partie {1}\u00A0: valeur {2}, "},
    {Msg::CliPartEdges, " arête ", " arêtes "},
    {Msg::CliEdgesHeading, "Arêtes (tension, poids\u00A0; sur un cycle\u00A0: tension 1 et sa classe cocyclique)\u00A0:"},
    {Msg::CliEdgesColumns, "     arête   tension     poids  classe/notes"},
    {Msg::CliClass, "  classe "},
    {Msg::CliBridge, "  pont"},
    {Msg::CliWinning, ", gagnante"},
    {Msg::CliFloatingRow, "         -         -  flottante"},
    {Msg::CliLoad, "  charge "},
    {Msg::CliClassesHeading, "Classes cocycliques\u00A0:"},
    {Msg::CliClassesNone, " aucune (le dessin est un arbre)"},
    {Msg::CliSearchValue, "Valeur par recherche exhaustive\u00A0: "},
    // animating_text
    {Msg::AnimPole, "Pôle {1}\u00A0: "},
    {Msg::AnimRing, "l'étape {1} ({2}) y sonne la cloche de retenue, car la valeur qui l'atteint, {3}, est dans {4}"},
    {Msg::AnimRingsOdd, ". La cloche y sonne {1} fois\u00A0: un nombre impair, donc cela reste un pôle"},
    {Msg::AnimNimAtZero, "Le Nim est ce qui reste en x = 0\u00A0: {1}(0) = {2}"},
    {Msg::AnimNimNoPoles, ", et il n'y a aucun pôle, donc le Nim vaut {1}."},
    {Msg::AnimNimSum, ", donc N = {1}(0){2} = {3} = {4}."},
    {Msg::AnimNoWelt, "Pas de Welt\u00A0: le Nim de {1} vaut {2}, pas 0."},
    {Msg::AnimIdentity, "Le Nim vaut 0 et il n'y a aucun pôle\u00A0: {1} est l'identité, et son Welt vaut 0."},
    {Msg::AnimWelt, "Le Nim vaut 0, donc {1} a un Welt\u00A0: [{2}] = {3}, la fonction de Welter de ses pôles."},
    {Msg::AnimNoPoles, "aucun pôle"},
    {Msg::AnimSamePoles, "les mêmes pôles ({1})"},
    {Msg::AnimEqual, "f = g\u00A0: {1} et le même Nim {2}, donc la même fonction (théorème 78\u00A0: les pôles et le Nim "
                     "la déterminent)."},
    {Msg::AnimPoleOfFOnly, "f ≠ g\u00A0: {1} est un pôle de f mais pas de g, donc f(x) et g(x) diffèrent quelque part."},
    {Msg::AnimPoleOfGOnly, "f ≠ g\u00A0: {1} est un pôle de g mais pas de f, donc f(x) et g(x) diffèrent quelque part."},
    {Msg::AnimNimsDiffer, "f ≠ g\u00A0: les mêmes pôles, mais les Nims diffèrent ({1} et {2}), donc f(x) ⊕ g(x) = {3} "
                          "pour tout x."},
    {Msg::AnimComposition, "f∘g (g d'abord, puis f)\u00A0: f∘g(x) = {1}. Son Nim est la somme de Nim des leurs\u00A0: "
                           "{2} ⊕ {3} = {4}"},
    {Msg::AnimWeltSum, ", de même que son Welt\u00A0: {1} ⊕ {2} = {3}"},
    {Msg::AnimWeltCancelled, "\u00A0; son Welt {1} vaut {2} ⊕ {3} ⊕ -1, car {4} pôle s'annule dans f∘g, et chaque pôle "
                             "doublé change le Welt de ⊕ -1 (la « petite irritation » de Conway)",
                             "\u00A0; son Welt {1} vaut {2} ⊕ {3} ⊕ -1, car {4} pôles s'annulent dans f∘g, et chaque "
                             "pôle doublé change le Welt de ⊕ -1 (la « petite irritation » de Conway)"},
    // review_text (the player in parentheses, so the verb needs no agreement)
    {Msg::ReviewMove, "Coup {1} ({2})\u00A0: on coupe {3}, ce qui laisse {4}"},
    {Msg::ReviewWinning, ", un coup gagnant."},
    {Msg::ReviewLosing, ", un coup perdant"},
    {Msg::ReviewBetter, "\u00A0; couper {1} aurait laissé 0"},
    {Msg::ReviewNoChoice, ", mais aucun coup ne pouvait y laisser 0 (la position valait 0)."},
    {Msg::ReviewHandedAway, "Le coup {1} a laissé filer la victoire"},
    {Msg::ReviewInstead, "\u00A0: couper plutôt {1} aurait laissé 0"},
    {Msg::ReviewEachTimeLeftZero, "Aucun coup n'a laissé filer la victoire ({1})\u00A0: chaque position gagnable a été "
                                  "quittée en laissant 0."},
    {Msg::ReviewNeverCouldWin, "Aucun coup n'a laissé filer la victoire ({1})\u00A0: chaque position rencontrée valait 0, "
                               "donc aucun coup ne pouvait gagner."},
    // hint_ladder_text
    {Msg::HintWrongMove, "Pas un coup gagnant\u00A0: {1} laisse la valeur {2}, pas 0."},
    {Msg::HintWrongClaim, "Non\u00A0: la valeur est {1}, pas 0, donc un coup gagne."},
    {Msg::HintAskAgain, " Réessaie, ou demande la réponse."},
    {Msg::HintAnswerNoMove, "La réponse\u00A0: aucun coup ne gagne. La valeur est 0, donc chaque coup laisse une valeur "
                            "non nulle\u00A0: appuie sur « Aucun coup gagnant »."},
    {Msg::HintAnswerLeavesZero, "La réponse\u00A0: {1} laisse la valeur 0"},
    {Msg::HintSoDo, " ({1} aussi)", " ({1} aussi)"},
    // spoken_text
    {Msg::SpokenEdgeAnalysing, "arête {1}, en cours d'analyse"},
    {Msg::SpokenEdgeFloating, "arête {1}, flottante\u00A0: non reliée au sol"},
    {Msg::SpokenEdgePlain, "arête {1}"},
    {Msg::SpokenEdgeStress, "arête {1}, tension {2}"},
    {Msg::SpokenEdgeWins, "arête {1}, tension {2}, la couper laisse 0\u00A0: un coup gagnant"},
    {Msg::SpokenEdgeLoses, "arête {1}, tension {2}, la couper laisse {3}\u00A0: un coup perdant"},
    {Msg::SpokenNode, "nœud {1}"},
    {Msg::SpokenGroundNode, "nœud {1}, sur le sol"},
};

}  // namespace

std::span<const MessageTemplate> frenchMessages() { return kFrench; }

}  // namespace homestead
