// The German sentences of the core (messages.h), argument for argument as messages_en.cpp.
// Glossary (Conway's terms, used the same everywhere): stress = Spannung, weight = Gewicht,
// load = Last, value = Wert, nim-sum = Nim-Summe, edge = Kante, node = Knoten, ground = Boden,
// loop = Schleife, bridge = Brücke, garden = Garten, cycle = Kreis, concyclic class = konzyklische
// Klasse, mating = Paarung, spinster = Ledige, chop = abschneiden, climb = Aufstieg, heap = Haufen,
// coin = Münze, square = Feld, winning move = Gewinnzug, misère = Misère, fickle = launisch,
// retreat = Rückzug, gap = Lücke, base node = Fußknoten, part = Teil, twig = Zweig.
// An edge named by a word keeps its name without an article (its gender is unknown).
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kGerman[] = {
    // lists
    {Msg::ListAnd, " und "},
    {Msg::ListOr, " oder "},
    {Msg::MoreItems, "{1} weitere"},
    {Msg::AndMore, " und {1} weitere"},
    {Msg::RunOfThem, " ({1}-mal)"},
    {Msg::TermsMore, "… {1} weitere"},
    {Msg::Semicolon, ";"},
    // naming edges, stress, weight, load, value after a chop
    {Msg::EdgeId, "Kante {1}"},
    {Msg::EdgeNameLetter, "{1} (Kante {2})"},
    {Msg::EdgeNameWord, "{1} (Kante {2})"},
    {Msg::EdgeTag, "{1}, Kante {2}"},
    {Msg::StressLoop, "1 (eine Schleife)"},
    {Msg::StressOnCycle, "1 (auf einem Kreis: nach dem Zusammenziehen eine Schleife)"},
    {Msg::StressNothing, "1 + 0 (sie trägt nichts)"},
    {Msg::WeightZero, "Ihr Gewicht ist 0."},
    {Msg::WeightFormula, " (die Formel: ({1}|0) = 2^({2}+1) − 1 = {3})."},
    {Msg::WeightOdd, "{1} ist ungerade, also ist ihr Gewicht 1{2}"},
    {Msg::WeightEven, "{1} = {2} × {3}, also ist {2} die größte Zweierpotenz, die sie teilt, und ihr Gewicht ist "
                      "2 × {2} − 1 = {4}{5}"},
    {Msg::LoadNothing, "wird sie abgeschnitten, fällt sonst nichts"},
    {Msg::LoadMore, "wird sie abgeschnitten, fällt {1} weitere Kante", "wird sie abgeschnitten, fallen {1} weitere Kanten"},
    {Msg::ChopWins, "Sie abzuschneiden lässt den Wert 0: ein Gewinnzug."},
    {Msg::ChopLoses, "Sie abzuschneiden lässt den Wert {1}: ein Verlustzug (dann gewinnt der Gegner)."},
    // the climb
    {Msg::ClimbSubjectWordFirst, "{1} mit {2}"},
    {Msg::ClimbSubjectWordLater, "die {1}"},
    {Msg::ClimbSubjectEdge, "Kante {1} ({2})"},
    {Msg::ClimbCarrierWord, "{1}"},
    {Msg::GroundNothingElse, "sonst steht nichts auf dem Boden, also: "},
    {Msg::GroundOtherOne, "die andere Spannung am Boden ist {1}, also: "},
    {Msg::GroundOthersMake, "die anderen Spannungen am Boden ergeben {1}, also: "},
    {Msg::OthersMaking, "die anderen ergeben {1}, also "},
    {Msg::OthersSo, "also "},
    {Msg::CarrierEquationAlone, "ergibt {2} = 1 + x bei {1} x = {3}: "},
    {Msg::CarrierEquation, "ergibt {2} = 1 + (x ⊕ {3}) bei {1} x = {4} ⊕ {3} = {5}: "},
    {Msg::ClimbValueMustBecomeZero, "der Wert {1} muss 0 werden: "},
    {Msg::ClimbCarries, "{1} trägt {2}, "},
    {Msg::ClimbMustBecome, "{1} muss {2} werden"},
    {Msg::ClimbChopIt, ": abschneiden"},
    {Msg::ClimbWhereEdge, " (Kante {1})"},
    {Msg::ClimbAsZero, ", denn {1} ⊕ {2} = 0"},
    {Msg::ClimbToWin, "Zum Gewinnen: "},
    // cycles, the whole explanation, the picture, its parts
    {Msg::TooLargeToMate, "Zu groß, um hier gepaart zu werden ({1} Kanten; bis zu {2} werden gepaart)."},
    {Msg::ClassOfItsOwn, "Sie ist eine konzyklische Klasse für sich: Sie abzuschneiden nimmt ihrem Gartenknoten "
                         "eine Schleife (Spannung 1)."},
    {Msg::InClass, "Sie liegt in der konzyklischen Klasse {1}: {2} Kanten auf genau denselben Kreisen ({3})."},
    {Msg::LeavesOthersWeights, "Sie abzuschneiden lässt den anderen diese Gewichte (x|y):"},
    {Msg::MatingLargestFirst, "Paarung, das größte (x|y) zuerst:"},
    {Msg::IsSpinster, "Sie ist die Ledige: die Kante der ungeraden Klasse, die ungepaart bleibt."},
    {Msg::SpinsterIs, "Die Ledige ist {1}: die Kante der ungeraden Klasse, die ungepaart bleibt."},
    {Msg::NoSpinster, "Keine Ledige: Die Klasse hat eine gerade Zahl von Kanten."},
    {Msg::StressEquals, "Spannung {1} = {2}"},
    {Msg::ImmediatelySupports, "Sie trägt unmittelbar:"},
    {Msg::SupportedWithStress, "{1} mit Spannung {2}"},
    {Msg::ALoop, " (eine Schleife)"},
    {Msg::NimSumInBinary, "Die Nim-Summe im Zweiersystem, gleiche Zweierpotenzen heben sich auf (x):"},
    {Msg::LoadLabel, "Last: "},
    {Msg::WhyItWins, "Warum sie gewinnt, im Aufstieg vom Boden aus (Conway):"},
    {Msg::NothingStands, "Nichts steht auf dem Boden: Der Wert ist 0."},
    {Msg::ValueIsStressAtGround, "Der Wert ist die Spannung am Boden: {1}."},
    {Msg::ValueIsSumAtGround, "Der Wert ist die ⊕-Summe der Spannungen am Boden: {1} = {2}."},
    {Msg::PartsCount, "{1} Teile"},
    {Msg::PartsLine, "Teile: {1}"},
    {Msg::PartsSentence, "An seinen Fußknoten zerlegt, besteht das Bild aus {1} Teilen im Wert {2} = {3}: Ein Teil ist "
                         "die ⊕-Summe der Gewichte seiner Kanten wert, und die ⊕-Summe der Teile ist der Wert, so wie "
                         "die ⊕-Summe der Spannungen am Boden."},
    // outcome_text
    {Msg::MoverWins, "Wer am Zug ist, gewinnt bei bestem Spiel"},
    {Msg::MoverLoses, "Wer am Zug ist, verliert bei bestem Spiel"},
    {Msg::ValueOutcome, "Wert {1}: {2}."},
    {Msg::PPosition, "P-Position: Wer am Zug ist, verliert"},
    {Msg::NPosition, "N-Position: Wer am Zug ist, gewinnt"},
    {Msg::MisereSearch, "Misère-Spiel: {1} (durch vollständige Suche gefunden)."},
    {Msg::WelterMisereFickle, "Misère: {1} (eine launische Stellung: Wert 1 verliert, anders als im Normalspiel)."},
    {Msg::WelterMisereNotFickle, "Misère: {1} (nicht launisch: wie im Normalspiel verliert Wert 0)."},
    {Msg::NoCoinsZero, "(keine Münzen) = 0"},
    {Msg::MatedFirst, "{1} und {2} werden zuerst gepaart: Ihre Differenz {3} = {4} × {5} ergibt ({1}|{2}) = 2 × {4} − 1 = "
                      "{6}, das größte (a|b) der Münzen; [{1}|{2}] = ({1} ⊕ {2}) − 1 = {7} − 1 = {8}."},
    {Msg::MatedThen, "dann {1} und {2}: Ihre Differenz {3} = {4} × {5} ergibt ({1}|{2}) = 2 × {4} − 1 = {6}, das größte "
                     "(a|b) der übrigen Münzen; [{1}|{2}] = ({1} ⊕ {2}) − 1 = {7} − 1 = {8}."},
    {Msg::SpinsterLeft, "{1} bleibt allein (die Ledige): [{1}] = {1}."},
    {Msg::SlideCoin, "schiebe die Münze von {1} auf {2}"},
    {Msg::WelterNoCoins, "Keine Münzen: wie Nim ohne Haufen, der Wert ist 0."},
    {Msg::WelterOneHeap, "Als Nim: ein Haufen mit {1}, so viel wert wie ein Nim-Haufen mit {2}."},
    {Msg::WelterHeaps, "Als Nim, in dem keine zwei Haufen gleich sind: Haufen {1}. Es ist so viel wert wie ein "
                       "Nim-Haufen mit {2}"},
    {Msg::WelterOneNimHeap, "; die Paarungsmethode macht daraus den einen Nim-Haufen {1}."},
    {Msg::WelterSplitNimHeaps, "; die Paarungsmethode zerlegt es in die Nim-Haufen {1}."},
    // nim_text
    {Msg::ColumnName, "die {1}er-Spalte"},
    {Msg::NoHeapsZero, "(keine Haufen) = 0"},
    {Msg::EveryColumnEven, "Jede Spalte hat eine gerade Zahl von Einsen: Die Nim-Summe ist 0."},
    {Msg::TakeWorking, "{1} ⊕ {2} = {3}, also {4}"},
    {Msg::TakesMore, "; und {1} weitere"},
    {Msg::LeftmostOdd, "Die am weitesten links stehende ungerade Spalte ist {1}; Haufen\u00A0{2} kann sie nutzen: {3}.",
                       "Die am weitesten links stehende ungerade Spalte ist {1}; die Haufen\u00A0{2} können sie nutzen: {3}."},
    {Msg::AddToHeap, "lege {1} auf Haufen {2}, das ergibt {3}"},
    {Msg::TakeFromHeap, "nimm {1} von Haufen {2}, Rest {3}"},
    {Msg::NimMove, "Haufen {1}: {2} → {3}"},
    {Msg::ARetreat, " (ein Rückzug)"},
    {Msg::NimSumOutcome, "Nim-Summe {1}: {2}."},
    {Msg::MisereAsNormal, "Misère: Spiele wie im normalen Nim (Nim-Summe {1}): {2}."},
    {Msg::MisereOnlyOnesOdd, "Misère, nur noch Haufen mit einem Stein: {1} davon, eine ungerade Zahl: {2}."},
    {Msg::MisereOnlyOnesEven, "Misère, nur noch Haufen mit einem Stein: {1} davon, eine gerade Zahl: {2}."},
    {Msg::NoWinningNimMove, "Kein Gewinnzug: Jeder Zug hinterlässt eine Stellung, die der Gegner bei bestem Spiel gewinnt."},
    {Msg::WinningMovesLabel, "Gewinnzug: ", "Gewinnzüge: "},
    {Msg::MisereHintRule, " (Misère: Lass eine ungerade Zahl von Haufen mit einem Stein übrig.)"},
    {Msg::RetreatIn, "Ein Rückzug in Spalte {1} (Lücke {2} → {3})"},
    {Msg::RetreatNoAnswer, "{1}: Keine Antwort gewinnt."},
    {Msg::RetreatClosesGap, "{1} ändert nichts: Die Antwort schließt die Lücke wieder, {2} → {3}, und die Nim-Summe ist "
                            "wieder 0."},
    {Msg::RetreatBestAnswer, "{1}: Die beste Antwort ist {2}."},
    // exercise_text, exercises
    {Msg::SheetEdgeName, "Kante #{1}"},
    {Msg::Chopping, "Abschneiden von {1}"},
    {Msg::MovingCoin, "Verschieben der Münze von {1} auf {2}"},
    {Msg::TakingHeap, "Verkleinern von Haufen {1} von {2} auf {3}"},
    {Msg::ValueReasonOnePart, "Die Gewichte seiner Kanten (aus ihren Spannungen) haben die Nim-Summe {1}."},
    {Msg::ValueReasonParts, "Seine Teile sind {1} wert (jeder die Nim-Summe der Gewichte seiner Kanten): {2} = {3}."},
    {Msg::NimSumReason, "Nim-Summe: {1}."},
    {Msg::MatingReason, "Paarungsmethode: {1}."},
    {Msg::ValueNoWinningMove, "Wert {1}: Es gibt keinen Gewinnzug; jeder Zug hinterlässt einen Wert ungleich 0."},
    {Msg::ValueWinningMoves, "Wert {1}: {2} hinterlässt den Wert 0, eine Niederlage für den Gegner."},
    {Msg::WinnerSecond, "Wert {1}: {2} (der zweite Spieler gewinnt)."},
    {Msg::WinnerNoMove, "Wert {1}: {2}."},
    {Msg::WinnerFirst, "Wert {1}: {2} (der erste Spieler gewinnt), z. B. durch {3}."},
    {Msg::RightMove, "Richtig! {1} hinterlässt den Wert 0: Was dein Gegner auch tut, du kannst zurück auf 0 ziehen."},
    {Msg::AlsoWins, " {1} gewinnt ebenfalls.", " {1} würde ebenfalls gewinnen."},
    {Msg::WrongMove, "Kein Gewinnzug: {1} hinterlässt den Wert {2}, und dein Gegner gewinnt, indem er zurück auf 0 zieht."},
    {Msg::NoneExistsPress, " Tatsächlich gewinnt hier kein Zug: Der Wert war 0 — drücke „Kein Gewinnzug“."},
    {Msg::WinningMoveWas, " Ein Gewinnzug wäre gewesen: {1}."},
    {Msg::RightNoWinningMove, "Richtig! Der Wert ist 0: Jeder Zug hinterlässt einen Wert ungleich 0, also gibt es "
                              "keinen Gewinnzug."},
    {Msg::ThereIsAWinningMove, "Es gibt einen Gewinnzug: Der Wert ist {1}, nicht 0."},
    {Msg::LeavesValueZero, " {1} hinterlässt den Wert 0."},
    {Msg::AnswerHeapMove, "Haufen {1}, {2} → {3}"},
    {Msg::AnswerNimSum, "Nim-Summe {1}"},
    {Msg::AnswerValue, "Wert {1}"},
    {Msg::AnswerWinningMoves, "; Gewinnzug: ", "; Gewinnzüge: "},
    {Msg::AnswerNone, "keine."},
    {Msg::QuestionValueHackenbush, "Welchen Wert hat dieses Bild?"},
    {Msg::QuestionValueWelter, "Welchen Wert hat diese Welter-Stellung?"},
    {Msg::QuestionValueNim, "Welchen Wert haben diese Nim-Haufen?"},
    {Msg::QuestionMovesHackenbush, "Finde jeden Gewinnzug (nenne die Kanten, die abzuschneiden sind), oder sage, dass es "
                                   "keinen gibt."},
    {Msg::QuestionMoves, "Finde jeden Gewinnzug, oder sage, dass es keinen gibt."},
    {Msg::QuestionWinnerHackenbush, "Wer gewinnt in diesem Bild bei bestem Spiel: wer am Zug ist oder der andere?"},
    {Msg::QuestionWinnerWelter, "Wer gewinnt in dieser Welter-Stellung bei bestem Spiel: wer am Zug ist oder der andere?"},
    {Msg::QuestionWinnerNim, "Wer gewinnt mit diesen Nim-Haufen bei bestem Spiel: wer am Zug ist oder der andere?"},
    // worked_analysis
    {Msg::LegendRule, "ihre Spannung (1 für eine Kante auf einem Kreis; sonst 1 + die Nim-Summe der Spannungen der Kanten, die sie unmittelbar trägt)"},
    {Msg::LegendWeightRule, "ihr Gewicht: das Doppelte der größten Zweierpotenz, die ihre Spannung teilt, weniger 1 (Spannung 6 = 2 × 3 ergibt 2 × 2 − 1 = 3)"},
    {Msg::LegendNimSum, "die Nim-Summe (⊕: binäre Addition ohne Übertrag)"},
    {Msg::LegendAtGround, "{1} der Spannungen dessen, was auf dem Boden steht, wenn jeder Kreis zu einem Punkt zusammengezogen ist (eine Kante eines Kreises durch den Boden steht dann dort mit Spannung 1)"},
    {Msg::LegendBoth, "Neben jeder Kante: {1} · {2}. Der Wert ist {3}; er ist auch die Nim-Summe aller gedruckten Gewichte."},
    {Msg::LegendWeights, "Neben jeder Kante: w und {1}. Der Wert ist {2} aller gedruckten Gewichte."},
    {Msg::LegendStresses, "Neben jeder Kante: {1}. Der Wert ist {2}."},
    {Msg::NodesCount, "{1} Knoten", "{1} Knoten"},
    {Msg::BridgesCount, "{1} Brücke", "{1} Brücken"},
    {Msg::LoopsCount, "{1} Schleife", "{1} Schleifen"},
    {Msg::EdgesCount, "{1} Kante", "{1} Kanten"},
    {Msg::GardenCollapse, "Das Zusammenziehen der Kreise (alle Fußknoten werden ein Boden; jeder Kreis schrumpft zu einem "
                          "Punkt, und seine Kanten werden dort Schleifen) lässt einen Garten mit {1}: {2} und {3}. Der "
                          "Wert ändert sich nicht."},
    {Msg::EdgesFloat, " {1} Kante schwebt in der Luft, nicht mit dem Boden verbunden, und spielt nicht mit.",
                      " {1} Kanten schweben in der Luft, nicht mit dem Boden verbunden, und spielen nicht mit."},
    {Msg::ColumnsIntro, "Was nach dem Zusammenziehen auf dem Boden steht (die Brücken am Boden mit allem, was sie tragen, "
                        "und die Schleifen dort), jeweils mit seiner Spannung: Ihre Nim-Summe ist der Wert. Schreibe die "
                        "Spannungen im Zweiersystem; eine Spalte mit einer ungeraden Zahl von Einsen ergibt eine 1."},
    {Msg::TermHolds, "{1}: {2} darauf"},
    {Msg::TermHoldsNothing, "{1}: nichts darauf"},
    {Msg::LoopsAtGround, "{1} Schleife am Boden (Wert 1)", "{1} Schleifen am Boden (je 1; Paare heben sich auf)"},
    {Msg::NoWinningMoveValueZero, "Kein Gewinnzug: Der Wert ist 0, also hinterlässt jeder Schnitt einen Wert ungleich 0, "
                                  "und der Gegner kann darauf antworten."},
    {Msg::NoWinningMoveComputed, "Es wurde kein Gewinnzug berechnet."},
    {Msg::WinningMovesIntro, "Der eine Gewinnzug (er hinterlässt den Wert 0):",
                             "{1} Gewinnzüge (jeder hinterlässt den Wert 0):"},
    {Msg::ChopReason, "Schneide {1} ab. "},
    {Msg::MoreWinningMoves, "… und {1} weiterer Gewinnzug (homestead-cli analyse nennt sie alle).",
                            "… und {1} weitere Gewinnzüge (homestead-cli analyse nennt sie alle)."},
    // find_text
    {Msg::NodeId, "Knoten {1}"},
    {Msg::NodeNameWord, "{1} ({2})"},
    {Msg::NoEdgeOrNodeNamedId, "Keine Kante und kein Knoten {1}, und keine namens {2}."},
    {Msg::NoEdgeNamed, "Keine Kante {1}, und keine Kante und kein Knoten namens {2}."},
    {Msg::NoNodeNamed, "Kein Knoten {1}, und keine Kante und kein Knoten namens {2}."},
    {Msg::NoneNamed, "Keine Kante und kein Knoten namens {1}."},
    {Msg::WinningMoveOf, "Gewinnzug {1} von {2}: Schneide {3} ab; das lässt 0."},
    {Msg::MisereWinningMoveOf, "Misère-Gewinnzug {1} von {2}: Schneide {3} ab (durch vollständige Suche gefunden)."},
    {Msg::NoWinningMoveLoses, "Kein Gewinnzug: Wer am Zug ist, verliert (Wert {1})."},
    {Msg::NoMisereWinningMove, "Kein Gewinnzug im Misère-Spiel: Wer am Zug ist, verliert (durch vollständige Suche gefunden)."},
    // class_matrix_text
    {Msg::CellDiagonal, "{1}: Eine Kante wird nie mit sich selbst gepaart"},
    {Msg::CellValue, "{1} = ω(σ_{2}({3})) = {4}: das Gewicht von {3}, nachdem {2} abgeschnitten ist"},
    // collapse_steps
    {Msg::WhoseCommon, " von {1}"},
    {Msg::FusionWhy, " Der Wert bleibt {1} (das Fusionsprinzip: Die Knoten eines Kreises dürfen ein Knoten werden, seine "
                     "Kanten dort Schleifen, und der Wert ändert sich nicht)."},
    {Msg::GardenNothingStands, "Das ist der Garten. Nichts steht auf dem Boden: Der Wert ist 0."},
    {Msg::BridgesOfStress, "eine Brücke mit Spannung {1}", "Brücken mit Spannung {1}"},
    {Msg::OneLoop, "eine Schleife"},
    {Msg::GardenAtGround, "Das ist der Garten. Am Boden steht {1}", "Das ist der Garten. Am Boden stehen {1}"},
    {Msg::PairsCancelOneLeft, " (paarweise heben sie sich auf; eine bleibt)"},
    {Msg::PairsCancel, " (paarweise heben sie sich auf)"},
    {Msg::GardenValueIs, ": Der Wert ist {1}."},
    {Msg::ValueStays, " Der Wert bleibt {1}."},
    {Msg::PictureAsDrawn, "Das Bild wie gezeichnet, Wert {1}. Das Zusammenziehen verschmilzt die Fußknoten zu einem Boden "
                          "und die Knoten jedes Kreises zu einem Knoten; der Wert ändert sich nie."},
    {Msg::BaseNodesSlide, "Die {1} Fußknoten rücken zu einem Boden zusammen: Der Boden zählt als ein Knoten, wie auch immer "
                          "er gezeichnet ist, also ändert sich das Spiel nicht."},
    {Msg::EdgesBetweenBecomeLoops, " Die Kante zwischen zweien von ihnen wird eine Schleife am Boden.",
                                   " Die {1} Kanten zwischen ihnen werden Schleifen am Boden."},
    {Msg::EdgesSetAside, "Die Kante, die in der Luft steht, spielt nicht mit und wird beiseitegelegt.",
                         "Die {1} Kanten, die in der Luft stehen, spielen nicht mit und werden beiseitegelegt."},
    {Msg::NodesSetAside, "Der Knoten, der in der Luft steht, wird beiseitegelegt.",
                         "Die Knoten, die in der Luft stehen, werden beiseitegelegt."},
    {Msg::CycleThroughGround, "Die {1} Kanten{2} bilden einen Kreis durch den Boden: Seine Knoten verschmelzen mit dem "
                              "Boden, und seine Kanten werden dort {1} Schleifen."},
    {Msg::CyclesThroughGround, "Die {1} Kanten{2} liegen auf Kreisen durch den Boden: Ihre Knoten verschmelzen mit dem "
                               "Boden, und die Kanten werden dort {1} Schleifen."},
    {Msg::CycleFuses, "Die {1} Kanten{2} bilden einen Kreis: Seine {3} Knoten verschmelzen zu einem, und seine Kanten "
                      "werden dort {1} Schleifen."},
    {Msg::CyclesFuse, "Die {1} Kanten{2} liegen auf Kreisen: Ihre {3} Knoten verschmelzen zu einem, und die Kanten werden "
                      "dort {1} Schleifen."},
    {Msg::AlreadyGarden, "Das Bild wie gezeichnet ist schon ein Garten: ein Boden und keine Kreise zum Verschmelzen."},
    {Msg::StandsUpOnFeet, "Der Garten richtet sich auf, wie die Seitenansicht ihn zeichnet: Der Boden ist wieder eine "
                          "Linie, jede Brücke am Boden auf einem eigenen Fuß. Nur die Zeichnung ändert sich, nicht das "
                          "Spiel."},
    {Msg::StandsUp, "Der Garten richtet sich auf, wie die Seitenansicht ihn zeichnet: Nur die Zeichnung ändert sich, nicht "
                    "das Spiel."},
    {Msg::LoopsBecomeTwigs, "Die Schleife wird ein Zweig der Länge 1, so wird aus der Blume ein Baum, wie bei Gardners "
                            "Blumenmädchen. Der Wert bleibt {2} (das Doppelpunktprinzip: Schleife und Zweig sind je 1 "
                            "wert, ein Schnitt nimmt jeden von beiden, und ein Teil, der am selben Knoten gegen einen "
                            "gleichwertigen getauscht wird, lässt den Wert, wie er war).",
                            "Jede der {1} Schleifen wird ein Zweig der Länge 1, so wird aus der Blume ein Baum, wie bei "
                            "Gardners Blumenmädchen. Der Wert bleibt {2} (das Doppelpunktprinzip: Schleife und Zweig sind "
                            "je 1 wert, ein Schnitt nimmt jeden von beiden, und ein Teil, der am selben Knoten gegen einen "
                            "gleichwertigen getauscht wird, lässt den Wert, wie er war)."},
    // homestead-cli
    {Msg::CliNone, "keine"},
    {Msg::CliCoins, "Münzen: "},
    {Msg::CliValue, "Wert: "},
    {Msg::CliMating, "Paarung: "},
    {Msg::CliWinningMoves, "Gewinnzüge: "},
    {Msg::CliToWin, "zum Gewinnen: "},
    {Msg::CliOr, ", oder "},
    {Msg::CliOtherWinningMoves, ", oder einer der {1} anderen Gewinnzüge"},
    {Msg::CliValueBecomesZero, " (der Wert wird 0)"},
    {Msg::CliMovesToValue, "Züge zum Wert {1}: "},
    {Msg::CliMisere, "Misère: "},
    {Msg::CliFickle, "launisch"},
    {Msg::CliNotFickle, "nicht launisch"},
    {Msg::CliMisereWinningMoves, "Misère-Gewinnzüge: "},
    {Msg::CliGoodMoves, "gute Züge: "},
    {Msg::CliListedUpTo, "{1} (aufgezählt nur bis {2})"},
    {Msg::CliShownUpTo, "(gezeigt nur bis {1} Münzen)"},
    {Msg::CliMoreTerms, "… und {1} weitere Terme"},
    {Msg::CliHeaps, "Haufen: "},
    {Msg::CliNimSum, "Nim-Summe: "},
    {Msg::CliHeapMove, "Haufen {1}: {2} → {3}"},
    {Msg::CliWhy, "warum: "},
    {Msg::CliAnalyseValue, "Wert: "},
    {Msg::CliStandingEdges, " stehende Kante", " stehende Kanten"},
    {Msg::CliFloating, " schwebend"},
    {Msg::CliAnalyseWinningMoves, "Gewinnzüge: "},
    {Msg::CliChop, "schneide ab: "},
    {Msg::CliParts, "Teile (die für sich allein auf dem Boden stehen):"},
    {Msg::CliPart, "  Teil {1}: Wert {2}, "},
    {Msg::CliPartEdges, " Kante ", " Kanten "},
    {Msg::CliEdgesHeading, "Kanten (Spannung, Gewicht; auf einem Kreis: Spannung 1 und ihre konzyklische Klasse):"},
    {Msg::CliEdgesColumns, "     Kante  Spannung   Gewicht  Klasse/Hinweise"},
    {Msg::CliClass, "  Klasse "},
    {Msg::CliBridge, "  Brücke"},
    {Msg::CliWinning, ", gewinnt"},
    {Msg::CliFloatingRow, "         -         -  schwebend"},
    {Msg::CliLoad, "  Last "},
    {Msg::CliClassesHeading, "Konzyklische Klassen:"},
    {Msg::CliClassesNone, " keine (das Bild ist ein Baum)"},
    {Msg::CliSearchValue, "Wert durch vollständige Suche: "},
    // spoken_text
    {Msg::SpokenEdgeAnalysing, "Kante {1}, wird analysiert"},
    {Msg::SpokenEdgeFloating, "Kante {1}, schwebend: nicht mit dem Boden verbunden"},
    {Msg::SpokenEdgePlain, "Kante {1}"},
    {Msg::SpokenEdgeStress, "Kante {1}, Spannung {2}"},
    {Msg::SpokenEdgeWins, "Kante {1}, Spannung {2}, sie abzuschneiden lässt 0: ein Gewinnzug"},
    {Msg::SpokenEdgeLoses, "Kante {1}, Spannung {2}, sie abzuschneiden lässt {3}: ein Verlustzug"},
    {Msg::SpokenNode, "Knoten {1}"},
    {Msg::SpokenGroundNode, "Knoten {1}, auf dem Boden"},
};

}  // namespace

std::span<const MessageTemplate> germanMessages() { return kGerman; }

}  // namespace homestead
