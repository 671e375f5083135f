// The core's own message catalogue: every sentence the core writes (explanations, climbs, outcomes,
// Welter's and Nim's working, exercise sheets, handouts, Find, animating functions, the game review, the
// puzzle hints) is a template here, in English, German, French and Spanish, so the core stays free of
// Qt and still speaks the reader's language.
// A template holds numbered arguments {1} … {9} that message() fills in (numbers, ⊕ and ω are
// written by the caller and never translated); a message that counts something has two forms, and
// pluralForm() picks one by the language's rule ("1 Kante", "2 Kanten"; French counts 0 as singular).
// The tables live in messages_en.cpp, messages_de.cpp, messages_fr.cpp and messages_es.cpp (and, by
// subject, messages_format_xx.cpp, messages_cli_xx.cpp, messages_cli_help_xx.cpp and messages_errors_xx.cpp).
//
// Every text function of the core takes a trailing `Language language = Language::English`, so a call
// without it says what it always said; a front end passes the reader's choice:
//
//   const auto de = languageFromCode("de");            // or "de_DE" (QLocale::name()), "de-AT"
//   text::valueOutcome(10, *de)   == "Wert 10: Wer am Zug ist, gewinnt bei bestem Spiel."
//   message(Language::English, Msg::ValueOutcome, {"10", "…"});
//   countMessage(Language::German, Msg::EdgesCount, 2, {"2"}) == "2 Kanten"
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace homestead {

enum class Language : std::uint8_t { English, German, French, Spanish };
inline constexpr Language kLanguages[] = {Language::English, Language::German, Language::French, Language::Spanish};

// "en", "de", "fr", "es", case-insensitive; a region or encoding after it is ignored ("de_DE",
// "fr-CA", "es_ES.UTF-8"). Anything else: nullopt.
std::optional<Language> languageFromCode(std::string_view code);
// "en", "de", "fr", "es".
std::string_view languageCode(Language language);
// The language's name in itself: "English", "Deutsch", "Français", "Español".
std::string_view languageName(Language language);

// Which of a counting message's two forms goes with n: One for n = 1 (French: n = 0 or 1), else Other.
enum class Plural : std::uint8_t { One, Other };
Plural pluralForm(Language language, std::uint64_t n);

// The message ids, grouped by the file that writes them.
enum class Msg : std::uint16_t {
    // lists (outcome_text, explanation_text, exercise_text)
    ListAnd, ListOr, MoreItems, AndMore, RunOfThem, TermsMore, Semicolon,
    // explanation_text: naming edges, the stress, weight, load and value after a chop
    EdgeId, EdgeNameLetter, EdgeNameWord, EdgeTag,
    StressLoop, StressOnCycle, StressNothing,
    WeightZero, WeightFormula, WeightOdd, WeightEven,
    LoadNothing, LoadMore,
    ChopWins, ChopLoses,
    // explanation_text: Conway's climb
    ClimbSubjectWordFirst, ClimbSubjectWordLater, ClimbSubjectEdge, ClimbCarrierWord,
    GroundNothingElse, GroundOtherOne, GroundOthersMake,
    OthersMaking, OthersSo, CarrierEquationAlone, CarrierEquation,
    ClimbValueMustBecomeZero, ClimbCarries, ClimbMustBecome, ClimbChopIt, ClimbWhereEdge, ClimbAsZero, ClimbToWin,
    // explanation_text: cycles, the whole explanation, the picture, its parts
    TooLargeToMate, ClassOfItsOwn, InClass, LeavesOthersWeights, MatingLargestFirst, IsSpinster, SpinsterIs,
    NoSpinster, StressEquals, ImmediatelySupports, SupportedWithStress, ALoop, NimSumInBinary, LoadLabel,
    WhyItWins, NothingStands, ValueIsStressAtGround, ValueIsSumAtGround, PartsCount, PartsLine, PartsSentence,
    // outcome_text
    MoverWins, MoverLoses, ValueOutcome, PPosition, NPosition, MisereSearch, WelterMisereFickle,
    WelterMisereNotFickle, NoCoinsZero, MatedFirst, MatedThen, SpinsterLeft, SlideCoin, WelterNoCoins,
    WelterOneHeap, WelterHeaps, WelterOneNimHeap, WelterSplitNimHeaps,
    // nim_text
    ColumnName, NoHeapsZero, EveryColumnEven, TakeWorking, TakesMore, LeftmostOdd, AddToHeap, TakeFromHeap,
    NimMove, ARetreat, NimSumOutcome, MisereAsNormal, MisereOnlyOnesOdd, MisereOnlyOnesEven, NoWinningNimMove,
    WinningMovesLabel, MisereHintRule, RetreatIn, RetreatNoAnswer, RetreatClosesGap, RetreatBestAnswer,
    // exercise_text, exercises
    SheetEdgeName, Chopping, MovingCoin, TakingHeap, ValueReasonOnePart, ValueReasonParts, NimSumReason,
    MatingReason, ValueNoWinningMove, ValueWinningMoves, WinnerSecond, WinnerNoMove, WinnerFirst, RightMove,
    AlsoWins, WrongMove, NoneExistsPress, WinningMoveWas, RightNoWinningMove, ThereIsAWinningMove, LeavesValueZero,
    AnswerHeapMove, AnswerNimSum, AnswerValue, AnswerWinningMoves, AnswerNone,
    QuestionValueHackenbush, QuestionValueWelter, QuestionValueNim, QuestionMovesHackenbush, QuestionMoves,
    QuestionWinnerHackenbush, QuestionWinnerWelter, QuestionWinnerNim,
    // exercise_text, exercises: chapter 13 (transfinite positions, animating functions)
    QuestionValueTransfiniteWelter, QuestionValueTransfiniteNim, QuestionWinnerTransfiniteWelter,
    QuestionWinnerTransfiniteNim, TransfiniteWelterReason, QuestionCanonicalForm, QuestionPoles, QuestionSameFunction,
    AnswerPoles, AnswerNoPoles, AnswerSameFunction, AnswerDifferentFunctions,
    // worked_analysis
    LegendRule, LegendWeightRule, LegendNimSum, LegendAtGround, LegendBoth, LegendWeights, LegendStresses, NodesCount, BridgesCount, LoopsCount, EdgesCount,
    GardenCollapse, EdgesFloat, ColumnsIntro, TermHolds, TermHoldsNothing, LoopsAtGround, NoWinningMoveValueZero,
    NoWinningMoveComputed, WinningMovesIntro, ChopReason, MoreWinningMoves,
    // find_text
    NodeId, NodeNameWord, NoEdgeOrNodeNamedId, NoEdgeNamed, NoNodeNamed, NoneNamed, WinningMoveOf,
    MisereWinningMoveOf, NoWinningMoveLoses, NoMisereWinningMove,
    // class_matrix_text
    CellDiagonal, CellValue,
    // collapse_steps
    WhoseCommon, FusionWhy, GardenNothingStands, BridgesOfStress, OneLoop, GardenAtGround, PairsCancelOneLeft,
    PairsCancel, GardenValueIs, ValueStays, PictureAsDrawn, BaseNodesSlide, EdgesBetweenBecomeLoops, EdgesSetAside,
    NodesSetAside, CycleThroughGround, CyclesThroughGround, CycleFuses, CyclesFuse, AlreadyGarden, StandsUpOnFeet,
    StandsUp, LoopsBecomeTwigs,
    // transfinite_text
    TransfiniteRow, TransfiniteNoCoins, TransfiniteWelterSum, TransfiniteWelterRule, TransfiniteNimColumn,
    TransfiniteNimSum, TransfiniteNoHeaps, TransfiniteValueWins, TransfiniteValueLoses, TransfiniteNimSumWins,
    TransfiniteNimSumLoses, TransfiniteMoveInRow, TransfiniteMoveAcross, TransfiniteNimMoveText,
    TransfiniteNoGoodMove, TransfiniteNimNoGoodMove, TransfiniteMisere, TransfiniteAbukuSlip,
    // homestead-cli's text output (labels of its lines)
    CliNone, CliCoins, CliValue, CliMating, CliWinningMoves, CliToWin, CliOr, CliOtherWinningMoves,
    CliValueBecomesZero, CliMovesToValue, CliMisere, CliFickle, CliNotFickle, CliMisereWinningMoves,
    CliGoodMoves, CliListedUpTo, CliShownUpTo, CliMoreTerms, CliHeaps, CliNimSum, CliHeapMove, CliWhy,
    CliAnalyseValue, CliStandingEdges, CliFloating, CliAnalyseWinningMoves, CliChop, CliParts, CliPart,
    CliPartEdges, CliEdgesHeading, CliEdgesColumns, CliClass, CliBridge, CliWinning, CliFloatingRow, CliLoad,
    CliClassesHeading, CliClassesNone, CliSearchValue,
    // animating_text
    AnimPole, AnimRing, AnimRingsOdd, AnimNimAtZero, AnimNimNoPoles, AnimNimSum, AnimNoWelt, AnimIdentity, AnimWelt,
    AnimNoPoles, AnimSamePoles, AnimEqual, AnimPoleOfFOnly, AnimPoleOfGOnly, AnimNimsDiffer, AnimComposition,
    AnimWeltSum, AnimWeltCancelled,
    // review_text
    ReviewMove, ReviewWinning, ReviewLosing, ReviewBetter, ReviewNoChoice, ReviewHandedAway, ReviewInstead,
    ReviewEachTimeLeftZero, ReviewNeverCouldWin,
    // hint_ladder_text
    HintWrongMove, HintWrongClaim, HintAskAgain, HintAnswerNoMove, HintAnswerLeavesZero, HintSoDo,
    // spoken_text: what a screen reader says of the canvas's focused edge or node
    SpokenEdgeAnalysing, SpokenEdgeFloating, SpokenEdgePlain, SpokenEdgeStress, SpokenEdgeWins, SpokenEdgeLoses,
    SpokenNode, SpokenGroundNode,
    // format_error: the places and problems the file readers name (messages_format_xx.cpp)
    FormatLineColumn, FormatCgsuiteColumn, FormatCgsuiteString, FormatNotJson, FormatEmptyText, FormatNotUtf8,
    FormatNestedTooDeep, FormatBadEscape, FormatUnexpected, FormatEndOfText, FormatTextAfterEnd,
    FormatControlCharacter, FormatUnclosedString, FormatEndsInside, FormatNumberOutOfRange, FormatAnArray,
    FormatAnObject, FormatANumber, FormatAString, FormatABoolean, FormatAValue, FormatTrueOrFalse,
    FormatRootNotObject, FormatKeyTwice, FormatTheId, FormatTheNodeId, FormatIdNegative, FormatIdNotInteger,
    FormatIdTooLarge, FormatCoordinateNotNumber, FormatCoordinateOutOfRange, FormatExpectedFound,
    FormatNodesNotArray, FormatEdgesNotArray, FormatVersionNotInteger, FormatNodeNotObject, FormatEdgeNotObject,
    FormatNodeNoId, FormatNodeXNoY, FormatNodeYNoX, FormatEdgeNoId, FormatEdgeNoFrom, FormatEdgeNoTo,
    FormatTooManyNodes, FormatTooManyEdges, FormatNotAPicture, FormatUnknownFormat, FormatFormatNotString,
    FormatVersionNewer, FormatVersionNotExisting, FormatVersionMissing, FormatNodesMissing, FormatEdgesMissing,
    FormatNodeIdTwice, FormatEdgeIdTwice, FormatNoSuchNode, FormatTextTooLarge, FormatNulByte,
    FormatNodeIdNotInteger, FormatGroundNamesNoNode, FormatEdgeNeedsTwoIds, FormatExtraText, FormatBlueEdge,
    FormatRedEdge, FormatColonNeedsName, FormatBraceUnclosed, FormatEmptyName, FormatNameExpected,
    FormatSemicolonOutside, FormatCloseWithoutOpen, FormatUnexpectedInCgsuite, FormatOpenWithoutClose,
    FormatCgsuiteTooLong, FormatDotNotRead, FormatFileTooLarge, FormatBytes, FormatLargerThan, FormatAPicture,
    FormatACgsuiteString, FormatCannotOpen, FormatNoSuchFile, FormatNotAFolder, FormatLinkLoop,
    FormatPermissionDenied, FormatNameTooLong, FormatTooManyOpen, FormatNoMemory, FormatIsDirectory, FormatIsFifo,
    FormatIsDevice, FormatIsBlockDevice, FormatIsSocket, FormatNotRegular, FormatNoFileName,
    FormatReadingFileFailed, FormatStreamTooLarge, FormatReadingFailed,
    // picture_limits: what a picture file cannot hold (messages_format_xx.cpp)
    LimitNodes, LimitEdges, LimitCoordinate,
    // misère search: why a picture is too large for it (messages_xx.cpp)
    MisereRefusal, MisereNewGameRefusal,
    // welter.h: a square that is not one, or is there twice (messages_cli_xx.cpp)
    WelterSquareTwice, WelterSquareNegative, WelterSquareTooLarge, WelterEmptySquare, WelterNotASquare,
    WelterNumber, WelterNotASquareShort, WelterSquareTwiceShort,
    // homestead-cli's usage errors and its own failures (messages_cli_xx.cpp)
    UseNoCommand, UseUnknownCommand, UseCannotWrite, UseNoMemory, UseUsageLine, UseUnknownOptionSee,
    UseUnknownOptionTry, UseUnknownArgumentSee, UseNeedsValue, UseNeedsValueSee, UseCgsuiteNeedsString,
    UseCgsuiteFileNeedsName, UseOnePicture, UseOnePictureExtra, UseNoPicture, UseStandardInput, UseStandardInputAt,
    UseArgument, UseNotWithValue, UseNoPictureFiles, UseTargetNeedsValue, UseNotNaturalNumber,
    UseTransfiniteFiniteOnly, UseNoSquares, UseNoTransfiniteCoins, UseNoHeaps, UseNotHeapSize, UseNoSteps,
    UseEdgeNotId, UseEdgeRequired, UseNoSuchEdge, UseKindNotOne, UseNotCount, UseNotSeed, UseNotEdgeRange,
    UseSheetAndJson, UseSheetOrJson, UseSheetPdf, UseBuiltWithoutDrawing, UseConvertMissingOut,
    UseConvertOutSuffix, UseRenderMissingOut, UseRenderOutSuffix, UseRenderAnalysisPdf,
    // homestead-cli's help (messages_cli_help_xx.cpp)
    HelpOverview, HelpPictureSource, HelpPictureSourceSynopsis, HelpLanguage, HelpWelterSynopsis, HelpWelter,
    HelpAnalyseSynopsis, HelpAnalyse, HelpSearchSynopsis, HelpSearch, HelpRenderSynopsis, HelpRender,
    HelpExplainSynopsis, HelpExplain, HelpExercisesSynopsis, HelpExercises, HelpConvertSynopsis, HelpConvert,
    HelpNimSynopsis, HelpNim, HelpAnimatingSynopsis, HelpAnimating,
    // the Python module's errors (messages_cli_xx.cpp)
    PyExpectedPair, PyUnknownFormat, PyValuesItem, PyValuesNotPicture, PyMisereSquares, PyMisereOrTarget,
    PyMisereTargetSquares, PyTargetNegative, PyIsNegative, PyMisereHeaps, PyExpectedInteger, PyOutOfRange,
    PyNoSuchEdge, PyTooManyEdges, PyNodeIdNegative, PyNodeNotInGraph,
    // ordinal.h and animating.h: an ordinal or an animating function's step that cannot be read
    // (messages_cli_xx.cpp)
    OrdinalAt, OrdinalNegativeNumber, OrdinalExpectedNumber, OrdinalNumberTooLarge, OrdinalExponentTooLarge,
    OrdinalIsNegative, OrdinalCoefficientNegative, OrdinalEmpty, OrdinalCoefficientAfter, OrdinalExpectedTerm,
    OrdinalPowerTooLarge, OrdinalDecreasing, OrdinalExpectedPlus, AnimatingStepAt, AnimatingAmountNegative,
    AnimatingBellTooOften, AnimatingExpectedStep, AnimatingAmountNatural, AnimatingExpectedStepNumber,
    AnimatingAmountTooLarge, AnimatingNoSteps,
    // the core's own errors (picture.h, explanation.h, exercises.h, search.h), the rules' reasons for
    // refusing a move (game_session.h), homestead-cli's animating labels, what a file write met and
    // what app/render meets as it draws (messages_errors_xx.cpp)
    PictureNoNode, PictureNoEdge, PictureNodeIdNegative, PictureEdgeIdNegative, PictureNodeIdTaken,
    PictureEdgeIdTaken, PictureNodePlace, PictureEdgePlace, PictureEdgeFloating, PictureEdgeNotStanding,
    RuleGameOver, RuleEdgeNotInPosition, RuleEdgeNotStanding, RuleNoHeap, RuleHeapHas, RuleTakeAtLeastOne,
    RuleHeapBelowZero, RuleRetreatsOff, RuleRetreatLimit, RuleNoCoinOnSquare, RuleSquareNegative, RuleSlidesLeft,
    RuleSquareOccupied, RuleIllegalWelterMove, RuleNoCoinOnOrdinal, RuleSmallerOrdinal, RuleSquareTaken,
    SearchTooManyEdges, SearchGaveUpPositions, SearchGaveUpTime, SearchTooLarge, SearchLimits, SearchLimitsTimed,
    SearchSeconds, DigitGroups, ExerciseCountRange, ExerciseEdgeRange,
    CliAnimSteps, CliAnimPoles, CliAnimNoPoles, CliAnimNim, CliAnimWelt, CliAnimNoWelt,
    WriteIsFolder, WriteNotRegular, WriteCannotCreate, WriteCannotWrite, WriteShort, WriteNotMade, WriteNotFlushed,
    WriteNotCompleted, WriteNothingWritten, WriteNoFolder, WriteNotAFolder, WritePermissionDenied, WriteNoSpace,
    WriteReadOnly, WriteQuota, WriteFileTooLarge, WriteIsDirectory, WriteIoError,
    PngLimits, PngTooSmall, PngDrawnSmaller, RenderNote,
    // what else app/render meets as it draws a file: a node without a place, a type it does not
    // write, an image it cannot hold, encode or write, a PDF it cannot start or draw
    RenderNoPosition, RenderUnknownImageType, RenderUnknownFileType, RenderNoMemoryForImage, RenderImageNotEncoded,
    RenderImageNotWritten, RenderDrawingNotEncoded, RenderDrawingUnexpectedOutput, RenderDrawingPagesDiffer,
    RenderDrawingNotWritten, RenderDocumentNotStarted, RenderDocumentNotDrawn,
    Count
};

// One message in one language: `one` for a message that counts nothing or for Plural::One, `other`
// for Plural::Other (nullptr: the message has one form).
struct MessageTemplate {
    Msg id;
    const char* one;
    const char* other = nullptr;
};

// The table of one language, in any order (messages_xx.cpp, and messages_format_xx.cpp for the file
// readers' errors); the tests check that it is complete.
std::span<const MessageTemplate> messageTable(Language language);

// The template of `id` in `language` in the given form (a one-form message has the same in both);
// a message missing from a table falls back to English.
std::string_view messageTemplate(Language language, Msg id, Plural form = Plural::One);

// The template with {1} … {9} replaced by args[0] … args[8] (a number beyond the arguments stays as
// written; "{{" is not special). Arguments are written as given, never translated.
std::string message(Language language, Msg id, std::initializer_list<std::string_view> args = {});
// The same with the form chosen by n (pluralForm); n itself is not an argument unless passed.
std::string countMessage(Language language, Msg id, std::uint64_t n, std::initializer_list<std::string_view> args = {});
// message() with arguments made at run time (format_error.h's phrases), in the form given.
std::string messageWith(Language language, Msg id, std::span<const std::string> args, Plural form = Plural::One);

}  // namespace homestead
