// The English of homestead-cli's help: the overview (`homestead-cli --help`) and each command's
// synopsis and help (`homestead-cli help COMMAND`), as the tool always printed them. {1}, {2} … are
// the parts every command shares (the picture source's synopsis and lines, the --lang lines) and
// figures the tool knows (a limit); option names, JSON keys and examples stay as they are in every
// language, the placeholders of the synopses (FILE, SQUARE) are translated, and an option's
// description starts in the same column as in English.
#include "homestead/messages.h"

namespace homestead {

namespace {

const MessageTemplate kEnglishHelp[] = {
    {Msg::HelpOverview,
     "usage: homestead-cli COMMAND [ARGS...]\n\n"
     "Conway's theory of Hackenbush unrestrained and Welter's game, on the command line.\n\n"
     "commands:\n"
     "{1}\n"
     "'homestead-cli help COMMAND' (or 'COMMAND --help') explains one command.\n"
     "Sentences are in English; --lang de, fr or es writes them all in German, French or Spanish: each\n"
     "command's output and errors, and --help. JSON keys and numbers never change.\n"
     "Bad input: exit status 2 and one line on stderr.\n"},
    {Msg::HelpPictureSourceSynopsis, "(FILE | --cgsuite STRING | --cgsuite-file F)"},
    {Msg::HelpPictureSource,
     "  FILE             a picture file: JSON (format \"homestead-picture\", version 1), or a .edges\n"
     "                   edge list ('u v' per line, 'ground a b ...', '#' comments; edge ids = line order)\n"
     "  --cgsuite STRING a green CGSuite string, e.g. ':Geee:G' (edge ids: order of appearance from 0)\n"
     "  --cgsuite-file F the CGSuite string read from the file F, or from standard input with '-'\n"
     "                   (for strings longer than a command line allows)\n"},
    {Msg::HelpLanguage,
     "the language of the sentences: en (the default), de, fr or es\n"
     "{1}(numbers, ⊕ and ω, and JSON keys, stay as they are)\n"},
    {Msg::HelpWelterSynopsis, "welter [--json] [--misere] [--target N] SQUARE...   (or \"-\" to read squares from stdin)"},
    {Msg::HelpWelter,
     "Welter's game: coins on the squares 0, 1, 2, ... of a strip, at most one per square; a move slides\n"
     "one coin left to any empty smaller square. Prints the value (Welter's function = Grundy value),\n"
     "the mating-method decomposition and the winning moves.\n\n"
     "  SQUARE...       distinct natural numbers below 2^62, in any order\n"
     "  -               also read squares from standard input (separated by spaces, newlines or commas;\n"
     "                  at most 256 MiB)\n"
     "  --json          {\"coins\": [...], \"value\": V, \"winning_moves\": [{\"from\": A, \"to\": B}, ...]}\n"
     "  --target N      also every move to a position of value N (\"moves_to_target\")\n"
     "  --misere        also the misère winning moves (\"misere_winning_moves\"), by the fickle rule\n"
     "  --transfinite   the squares are ordinals below w^w: 'w^2*3+w*4+16' or 'ω²·3+ω·4+16' (quote them);\n"
     "                  prints the value and the good moves (JSON: strings, key \"good_moves\")\n"
     "{1}\n"
     "examples:\n"
     "  homestead-cli welter 0 2 5 7 11 13 16 17 23\n"
     "  homestead-cli welter --json --target 3 2 3 5 7\n"
     "  homestead-cli welter --transfinite 1 'w*2+4' 'w*2+9' 'w^2+w*4+16' 'w^2+w*5+25'\n"},
    {Msg::HelpAnalyseSynopsis, "analyse [--json] [--loads] [--timings] {1}\n  homestead-cli analyse --value [--json] FILE..."},
    {Msg::HelpAnalyse,
     "Analyses a Hackenbush picture by Conway's theory (cycle collapsing, stresses, weights).\n"
     "Prints the value (Grundy value), the winning moves, the value of each part standing on the\n"
     "ground on its own, every edge's stress and weight, and the concyclic classes.\n\n"
     "{1}"
     "  --json           {\"value\": G, \"edges\": [{\"id\": I, \"stress\": S, \"weight\": W}, ...],\n"
     "                    \"classes\": [[I, ...], ...], \"winning_moves\": [I, ...], \"floating\": [I, ...]}\n"
     "                   each list sorted by id; \"edges\" holds the standing edges, \"floating\" the rest\n"
     "  --loads          adds \"load\": [...] to each edge: what falls if it is chopped\n"
     "  --timings        prints the time of each phase on stderr (wall clock, then CPU time;\n"
     "                   parse includes reading the file, output is making the text and, with\n"
     "                   --json, writing it: JSON goes to standard output as it is made)\n"
     "  --value FILE...  the value alone of each picture file, one line each: 'VALUE  FILE', or\n"
     "                   {\"file\": F, \"value\": V} with --json; computes only what the value needs\n"
     "                   (a .edges file is never built into a picture). A file that cannot be read\n"
     "                   gets its one line on stderr and the others are still answered; the exit\n"
     "                   status is then 2\n"
     "{2}\n"
     "Example: homestead-cli analyse --cgsuite ':Geee:G'   (the door: value 1, chop the top)\n"},
    {Msg::HelpSearchSynopsis, "search [--json] {1}"},
    {Msg::HelpSearch,
     "The Grundy value of a small picture by exhaustive game-tree search, using no Hackenbush theory\n"
     "(memoised, splitting independent parts): a check on 'analyse'. It gives up (exit status 2)\n"
     "beyond its limits: {1}.\n\n"
     "{2}"
     "  --json   {\"value\": G, \"standing_edges\": N}\n"
     "{3}\n"
     "Example: homestead-cli search --cgsuite 'ee:Aeeee:A'   (value 2)\n"},
    {Msg::HelpRenderSynopsis, "render [--weights] [--classes] [--winning] [--analysis] {1} -o OUT.png|OUT.svg|OUT.pdf|OUT.tex"},
    {Msg::HelpRender,
     "Draws the picture with the stress of every standing edge, as the application exports it.\n"
     "Floating edges are faded and carry no number. Pictures without positions are laid out.\n"
     "  -o OUT           the file to write, by its ending:\n"
     "                     .png  an image (twice the screen size; smaller if that is past\n"
     "                           16384 pixels a side or 64 million in all)\n"
     "                     .svg  a vector drawing\n"
     "                     .pdf  a handout (A4): title, outcome, the picture, a legend of its\n"
     "                           marks and numbers (it reads in greyscale too)\n"
     "                     .tex  a standalone LaTeX file (TikZ) of the picture: pdflatex OUT.tex\n"
     "                           makes a one-page PDF; needs only article and tikz\n"
     "  --weights        label each edge with its weight too (stress · weight)\n"
     "  --classes        draw each concyclic class in its own colour and dash pattern\n"
     "  --winning        draw the winning moves in thick orange dashes\n"
     "  --analysis       (.pdf) a second page: the garden, the value in binary columns and each\n"
     "                   winning move with its reason\n"
     "{1}"
     "Examples: homestead-cli render --cgsuite ':Geee:G' -o door.svg\n"
     "          homestead-cli render --analysis homestead.json -o handout.pdf\n"},
    {Msg::HelpExplainSynopsis, "explain [--json] [--lang L] {1} --edge ID"},
    {Msg::HelpExplain,
     "Why edge ID's numbers are what they are: its stress as 1 + (a ⊕ b ⊕ ...) over the garden edges it\n"
     "immediately supports (a loop at its top is a term 1), the nim-sum in binary columns, its weight\n"
     "(stress|0), its load, the value chopping it leaves and, when chopping it wins, Conway's climb from\n"
     "the ground (the stress each edge on the way must reach); for an edge on a cycle its concyclic\n"
     "class, the mating and the spinster.\n\n"
     "{1}"
     "  --edge ID  the edge to explain (its id in the file; for a CGSuite string, order of appearance)\n"
     "  --json     {\"edge\": ID, \"stress\": S, \"terms\": [{\"edge\": E, \"stress\": S}, ...], \"weight\": W,\n"
     "              \"load\": [ids], \"value_after_chop\": V, \"climb\": [{\"edge\": E, \"stress\": S,\n"
     "              \"target\": T, \"others\": O}, ...]}; climb only when chopping ID wins (O: the ⊕ of\n"
     "              the other terms at the step's lower end, so T ⊕ O is what that end's ⊕ must become);\n"
     "              for an edge on a cycle\n"
     "              \"class\": [ids], \"mating\": [[A, B], ...], \"spinster\": ID or null instead; a\n"
     "              class of more than {2} edges is not mated (k^2 memory): \"mated\": false\n"
     "{3}\n"
     "Example: homestead-cli explain --cgsuite ':Geee:G' --edge 1   (the top of the door: the winning move)\n"
     "         homestead-cli explain --lang de --cgsuite ':Geee:G' --edge 1   (the same in German)\n"},
    {Msg::HelpExercisesSynopsis,
     "exercises [--kind hackenbush|welter|nim|animating|transfinite] [--count N] [--edges A..B] [--seed S] (-o SHEET.pdf | --json)"},
    {Msg::HelpExercises,
     "An exercise sheet: N positions asking \"what is the value?\", \"find every winning move\" or \"who\n"
     "wins?\", from easy to hard (Hackenbush: trees, then small cycles, then loops and multiple edges),\n"
     "with the answers computed by the core. The same seed makes the same sheet again.\n\n"
     "  --kind K        hackenbush (the default), welter, nim, animating (canonical form, poles, f = g?)\n"
     "                  or transfinite (Welter or Nim on ordinals below w^w)\n"
     "  --count N       how many exercises, 1 to 100 (default 6)\n"
     "  --edges A..B    edges of each Hackenbush picture, within 1..40 (default 4..10; 'N' is N..N)\n"
     "  --seed S        a natural number below 2^64 (default: a random one, written on the sheet)\n"
     "  -o SHEET.pdf    the questions on the first pages (pictures with named edges, no numbers), the\n"
     "                  answer key on the last (values, winning moves in orange, the reasoning)\n"
     "  --json          {\"seed\": S, \"exercises\": [{\"kind\": K, \"question\": Q, \"picture\": {...} |\n"
     "                  \"coins\": [...] | \"heaps\": [...], \"answer\": {\"value\": V, \"winning_moves\": [...]}}]}\n"
     "                  moves: edge ids (as analyse), {\"from\", \"to\"} (as welter), {\"heap\", \"from\", \"to\"} (as nim)\n"
     "                  animating: \"steps\" [, \"other_steps\"], answer {\"canonical\", \"poles\", \"nim\"\n"
     "                  [, \"other_canonical\", \"other_poles\", \"other_nim\", \"same_function\"]};\n"
     "                  transfinite: ordinals as strings (as welter --transfinite)\n"
     "{1}"
     "                  (in --lang's language: with --json the questions, with -o the whole sheet)\n\n"
     "examples:\n"
     "  homestead-cli exercises --count 8 --edges 3..8 --seed 42 -o sheet.pdf\n"
     "  homestead-cli exercises --kind welter --count 4 --seed 7 --json\n"},
    {Msg::HelpConvertSynopsis, "convert {1} -o OUT.json|OUT.edges|OUT.dot"},
    {Msg::HelpConvert,
     "Writes the picture in another format, chosen by the extension of OUT:\n"
     "  .json            the picture file (format \"homestead-picture\", version 1)\n"
     "  .edges           a plain edge list: 'ground a b ...', then 'u v' per edge; edge ids become\n"
     "                   the order of the lines, from 0 (positions, names and the title are left out)\n"
     "  .dot             GraphViz DOT (an undirected multigraph; base nodes are boxes)\n\n"
     "{1}"
     "Example: homestead-cli convert --cgsuite ':Geee:G' -o door.edges\n"},
    {Msg::HelpNimSynopsis, "nim [--json] [--transfinite] HEAP..."},
    {Msg::HelpNim,
     "Nim: the nim-sum (XOR) of the heaps and the winning moves, in normal play and in misère play\n"
     "(the last mover loses). Heaps are natural numbers; heap numbers in the output count from 1.\n\n"
     "  --json          {\"heaps\": [...], \"nim_sum\": S, \"winning_moves\": [{\"heap\": I, \"from\": A,\n"
     "                  \"to\": B}, ...], \"misere_winning_moves\": [...]} (heap indices from 0)\n"
     "  --transfinite   heaps are ordinals below w^w ('w^2*3+w*4+16' or 'ω²·3+ω·4+16'); prints the\n"
     "                  nim-sum and the good moves\n"
     "{1}\n"
     "examples:\n"
     "  homestead-cli nim 4 5 7\n"
     "  homestead-cli nim --transfinite 1 'w*2+4' 'w^2*3+9' 'w^2*2+w*4+16' 'w^2+w*5+25'\n"},
    {Msg::HelpAnimatingSynopsis, "animating [--json] STEP..."},
    {Msg::HelpAnimating,
     "An animating function (Conway, ONAG ch. 13): the composition of steps applied left to right,\n"
     "  +N   x ↦ x + N        -N   x ↦ x − N        ^N (or ⊕N)   x ↦ x ⊕ N\n"
     "on all integers. Prints its canonical form x ⊕ (x|p1) ⊕ … ⊕ (x|pk) ⊕ N (the poles p and the Nim\n"
     "N) and, when the Nim is 0, its Welt [p1|…|pk]. Limit: the + and − amounts, each times its\n"
     "position in the list, may add up to 2·10^6.\n\n"
     "  --json   {\"steps\": \"...\", \"poles\": [...], \"nim\": N, \"welt\": W or null}\n\n"
     "example (Conway's f = g):\n"
     "  homestead-cli animating -2 ^3 +3 ^5\n"
     "  homestead-cli animating +2 ^3 -1 ^5\n"},
};

}  // namespace

std::span<const MessageTemplate> englishCliHelp() { return kEnglishHelp; }

}  // namespace homestead
