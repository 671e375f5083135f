<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>ExamplePictures</name>
    <message>
        <source>A cycle on a stalk</source>
        <translation>Un cycle sur une tige</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
    <message>
        <source>A flower</source>
        <translation>Une fleur</translation>
    </message>
    <message>
        <source>Girl on both feet</source>
        <translation>Fille sur les deux pieds</translation>
    </message>
    <message>
        <source>Girl on one foot</source>
        <translation>Fille sur un pied</translation>
    </message>
    <message>
        <source>Girl with umbrella and bird (a)</source>
        <translation>Fille au parapluie et à l&apos;oiseau (a)</translation>
    </message>
    <message>
        <source>Girl with umbrella and bird (b)</source>
        <translation>Fille au parapluie et à l&apos;oiseau (b)</translation>
    </message>
    <message>
        <source>Hackenbush Homestead</source>
        <translation>Hackenbush Homestead</translation>
    </message>
    <message>
        <source>Lovers&apos; bridge</source>
        <translation>Pont des amoureux</translation>
    </message>
    <message>
        <source>Stalks of 2, 3 and 5</source>
        <translation>Tiges de 2, 3 et 5</translation>
    </message>
    <message>
        <source>Ambidextrous strong-man (a)</source>
        <translation>Hercule ambidextre (a)</translation>
    </message>
    <message>
        <source>Ambidextrous strong-man (b)</source>
        <translation>Hercule ambidextre (b)</translation>
    </message>
    <message>
        <source>A tree</source>
        <translation>Un arbre</translation>
    </message>
</context>
<context>
    <name>ExerciseSheet</name>
    <message>
        <source>  (Coins on squares %1.)</source>
        <translation>  (Pièces sur les cases %1.)</translation>
    </message>
    <message>
        <source>  (Heaps %1.)</source>
        <translation>  (Tas %1.)</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>heap %1</source>
        <translation>tas %1</translation>
    </message>
    <message>
        <source>Name: ______________________      Normal play: whoever cannot move loses.</source>
        <translation>Nom&#xa0;: ______________________      Jeu normal&#xa0;: qui ne peut plus jouer perd.</translation>
    </message>
    <message>
        <source>Homestead · </source>
        <translation>Homestead · </translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <source>Exercise sheet: Hackenbush</source>
        <translation>Fiche d&apos;exercices&#xa0;: Hackenbush</translation>
    </message>
    <message>
        <source>Exercise sheet: Welter&apos;s game</source>
        <translation>Fiche d&apos;exercices&#xa0;: le jeu de Welter</translation>
    </message>
    <message>
        <source>Exercise sheet: Nim</source>
        <translation>Fiche d&apos;exercices&#xa0;: Nim</translation>
    </message>
    <message>
        <source>Name: ______________________</source>
        <translation>Nom&#xa0;: ______________________</translation>
    </message>
    <message>
        <source>Exercise sheet: animating functions</source>
        <translation>Fiche d&apos;exercices&#xa0;: fonctions animantes</translation>
    </message>
    <message>
        <source>Exercise sheet: transfinite Welter and Nim</source>
        <translation>Fiche d&apos;exercices&#xa0;: Welter et Nim transfinis</translation>
    </message>
</context>
<context>
    <name>ExplainPanel</name>
    <message>
        <source>&lt;i&gt;%1 stresses: too many to set out in columns here.&lt;/i&gt;</source>
        <translation>&lt;i&gt;%1 tensions&#xa0;: trop nombreuses pour les poser ici en colonnes.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back the last move (and the engine&apos;s reply)</source>
        <translation>Annuler le dernier coup (et la réponse de l&apos;ordinateur)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Replay a move taken back</source>
        <translation>Rejouer un coup annulé</translation>
    </message>
    <message>
        <source>Pause engines</source>
        <translation>Mettre les ordinateurs en pause</translation>
    </message>
    <message>
        <source>Stop the engines from moving (engine against engine)</source>
        <translation>Empêcher les ordinateurs de jouer (ordinateur contre ordinateur)</translation>
    </message>
</context>
<context>
    <name>HandoutLegend</name>
    <message>
        <source>The ground (dotted line) and its base nodes (squares); a node above the ground is a disc.</source>
        <translation>Le sol (ligne pointillée) et ses nœuds de base (carrés)&#xa0;; un nœud au-dessus du sol est un disque.</translation>
    </message>
    <message>
        <source>An edge: a move chops one, and everything no longer joined to the ground falls with it.</source>
        <translation>Une arête&#xa0;: un coup en coupe une, et tout ce qui n&apos;est plus relié au sol tombe avec elle.</translation>
    </message>
    <message>
        <source>A winning move (thick dashes): chopping it leaves value 0.</source>
        <translation>Un coup gagnant (gros tirets)&#xa0;: couper cette arête laisse la valeur 0.</translation>
    </message>
    <message>
        <source>A concyclic class: edges on exactly the same cycles share a colour and a dash pattern.</source>
        <translation>Une classe cocyclique&#xa0;: les arêtes sur exactement les mêmes cycles partagent une couleur et un motif de tirets.</translation>
    </message>
    <message>
        <source>An edge in the air (pale, no number): not joined to the ground, no part in the game.</source>
        <translation>Une arête en l&apos;air (pâle, sans nombre)&#xa0;: non reliée au sol, elle ne joue aucun rôle.</translation>
    </message>
    <message>
        <source>Beside each named edge: its name.</source>
        <translation>À côté de chaque arête nommée&#xa0;: son nom.</translation>
    </message>
    <message>
        <source>A name before the numbers is the edge&apos;s own (&quot;trunk: 5&quot;). </source>
        <translation>Un nom devant les nombres est celui de l&apos;arête («&#xa0;tronc&#xa0;: 5&#xa0;»). </translation>
    </message>
</context>
<context>
    <name>OutOfMemory</name>
    <message>
        <source>finish that</source>
        <translation>terminer cela</translation>
    </message>
    <message>
        <source>Not enough memory to %1 — your drawing is kept.</source>
        <translation>Pas assez de mémoire pour %1 — ton dessin est conservé.</translation>
    </message>
</context>
<context>
    <name>PictureFileFormats</name>
    <message>
        <source>Hackenbush pictures (*.json)</source>
        <translation>Dessins de Hackenbush (*.json)</translation>
    </message>
    <message>
        <source>Edge lists, the game without the drawing (*.edges)</source>
        <translation>Listes d&apos;arêtes, le jeu sans le dessin (*.edges)</translation>
    </message>
    <message>
        <source>GraphViz DOT graphs (*.dot)</source>
        <translation>Graphes DOT de GraphViz (*.dot)</translation>
    </message>
    <message>
        <source>it would hold %1 edges instead of %2</source>
        <translation>il contiendrait %1 arêtes au lieu de %2</translation>
    </message>
    <message>
        <source>the title would read back differently</source>
        <translation>le titre se relirait autrement</translation>
    </message>
    <message>
        <source>it would hold %1 nodes and %2 edges instead of %3 and %4</source>
        <translation>il contiendrait %1 nœuds et %2 arêtes au lieu de %3 et %4</translation>
    </message>
    <message>
        <source>node %1 would read back differently</source>
        <translation>le nœud %1 se relirait autrement</translation>
    </message>
    <message>
        <source>edge %1 would read back differently</source>
        <translation>l&apos;arête %1 se relirait autrement</translation>
    </message>
    <message>
        <source>it would read back as a different picture</source>
        <translation>il se relirait comme un autre dessin</translation>
    </message>
    <message>
        <source>Hackenbush pictures and edge lists (*.json *.edges)</source>
        <translation>Dessins de Hackenbush et listes d&apos;arêtes (*.json *.edges)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1: not written, because Homestead could not open the file again: %2.</source>
        <translation>%1&#xa0;: non écrit, car Homestead n&apos;a pas pu rouvrir le fichier&#xa0;: %2.</translation>
    </message>
    <message>
        <source> (Edit → Lay Out places every node within it)</source>
        <translation> (Édition → Disposer de nouveau y place chaque nœud)</translation>
    </message>
    <message>
        <source>the file being saved</source>
        <translation>le fichier en cours d&apos;enregistrement</translation>
    </message>
</context>
<context>
    <name>PictureRenderer</name>
    <message>
        <source>value %1</source>
        <translation>valeur %1</translation>
    </message>
    <message>
        <source>Hackenbush picture drawn by Homestead</source>
        <translation>Dessin de Hackenbush réalisé par Homestead</translation>
    </message>
</context>
<context>
    <name>PlayerNames</name>
    <message>
        <source>human</source>
        <translation>humain</translation>
    </message>
    <message>
        <source>perfect engine</source>
        <translation>ordinateur parfait</translation>
    </message>
    <message>
        <source>casual engine</source>
        <translation>ordinateur amateur</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Toi</translation>
    </message>
    <message>
        <source>Perfect engine</source>
        <translation>Ordinateur parfait</translation>
    </message>
    <message>
        <source>Casual engine</source>
        <translation>Ordinateur amateur</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Player %1 — %2</source>
        <translation>Joueur %1 — %2</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Tu gagnes</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>Game over: %1! You have no move left.</source>
        <translation>Partie terminée&#xa0;: %1&#xa0;! Tu n&apos;as plus de coup.</translation>
    </message>
    <message>
        <source>Game over: %1! %2 has no move left.</source>
        <translation>Partie terminée&#xa0;: %1&#xa0;! %2 n&apos;a plus de coup.</translation>
    </message>
    <message>
        <source>Game over: %1! Nobody can move, and under the misère rule the player who cannot move wins.</source>
        <translation>Partie terminée&#xa0;: %1&#xa0;! Personne ne peut jouer, et selon la règle misère, celui qui ne peut pas jouer gagne.</translation>
    </message>
    <message>
        <source>Game over: %1! %2 made the last move, and under the misère rule the last mover loses.</source>
        <translation>Partie terminée&#xa0;: %1&#xa0;! %2 a joué le dernier coup, et selon la règle misère, celui qui joue en dernier perd.</translation>
    </message>
</context>
<context>
    <name>PrivateFile</name>
    <message>
        <source>is a link, not a folder</source>
        <translation>est un lien, pas un dossier</translation>
    </message>
    <message>
        <source>a file is in the way of the folder</source>
        <translation>un fichier occupe la place du dossier</translation>
    </message>
    <message>
        <source>cannot create the folder</source>
        <translation>impossible de créer le dossier</translation>
    </message>
    <message>
        <source>cannot make the folder private</source>
        <translation>impossible de rendre le dossier privé</translation>
    </message>
    <message>
        <source>cannot create the file: %1</source>
        <translation>impossible de créer le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot create a temporary file</source>
        <translation>impossible de créer un fichier temporaire</translation>
    </message>
    <message>
        <source>cannot write the file: %1</source>
        <translation>impossible d&apos;écrire le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>nothing was written</source>
        <translation>rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>cannot replace the file: %1</source>
        <translation>impossible de remplacer le fichier&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 Nothing was written.</source>
        <translation>%1 Rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Saved %1: %2 pages, questions on pages 1–%3, answers on pages %4–%5.</source>
        <translation>%1 enregistré&#xa0;: %2 pages, questions aux pages 1–%3, réponses aux pages %4–%5.</translation>
    </message>
    <message>
        <source>The sheet could not be made: %1. Nothing was written.</source>
        <translation>La fiche n&apos;a pas pu être créée&#xa0;: %1. Rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>New E&amp;xercise Sheet…</source>
        <translation>Nouvelle fiche d&apos;e&amp;xercices…</translation>
    </message>
    <message>
        <source>&lt;p&gt;The guide is missing from this build of Homestead.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le guide manque dans cette version de Homestead.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Contraste é&amp;levé</translation>
    </message>
    <message>
        <source>Thicker strokes, darker text and only strong colours, for a projector or weak eyes (always on while presenting)</source>
        <translation>Traits plus épais, texte plus sombre et seulement des couleurs franches, pour un projecteur ou une vue faible (toujours actif en présentation)</translation>
    </message>
    <message>
        <source>&amp;Larger Text</source>
        <translation>Texte plus gran&amp;d</translation>
    </message>
    <message>
        <source>Make every number larger: the canvas, the garden, the class matrix, the game pages</source>
        <translation>Agrandir tous les nombres&#xa0;: le canevas, le jardin, la matrice des classes, les pages de jeu</translation>
    </message>
    <message>
        <source>Smaller Te&amp;xt</source>
        <translation>Texte plus pet&amp;it</translation>
    </message>
    <message>
        <source>Make every number smaller</source>
        <translation>Réduire tous les nombres</translation>
    </message>
    <message>
        <source>&amp;Reset Text Size</source>
        <translation>Taille de texte nor&amp;male</translation>
    </message>
    <message>
        <source>Back to the normal text size</source>
        <translation>Revenir à la taille de texte normale</translation>
    </message>
    <message>
        <source>add base node</source>
        <translation>ajouter un nœud de base</translation>
    </message>
    <message>
        <source>add node</source>
        <translation>ajouter un nœud</translation>
    </message>
    <message>
        <source>add loop</source>
        <translation>ajouter une boucle</translation>
    </message>
    <message>
        <source>add edge</source>
        <translation>ajouter une arête</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>supprimer</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long an engine waits before each of its moves, so that you can follow the game (0: it moves at once)</source>
        <translation>Combien de temps un ordinateur attend avant chacun de ses coups, pour que tu puisses suivre la partie (0&#xa0;: il joue aussitôt)</translation>
    </message>
    <message>
        <source>you</source>
        <translation>toi</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find the winning move.&lt;/b&gt; Chop the edge after which the value is 0 — or, if every chop loses, press &lt;i&gt;No winning move&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Trouve le coup gagnant.&lt;/b&gt; Coupe l&apos;arête après laquelle la valeur est 0 — ou, si chaque coupe perd, appuie sur &lt;i&gt;Aucun coup gagnant&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find the winning move.&lt;/b&gt; Slide one coin left to an empty square so that the value becomes 0 — or press &lt;i&gt;No winning move&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Trouve le coup gagnant.&lt;/b&gt; Glisse une pièce vers la gauche sur une case vide pour que la valeur devienne 0 — ou appuie sur &lt;i&gt;Aucun coup gagnant&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find the winning move.&lt;/b&gt; Take counters from one heap so that the nim-sum becomes 0 — or press &lt;i&gt;No winning move&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Trouve le coup gagnant.&lt;/b&gt; Prends des jetons dans un tas pour que la somme de Nim devienne 0 — ou appuie sur &lt;i&gt;Aucun coup gagnant&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Show Homestead in this language</source>
        <translation>Afficher Homestead dans cette langue</translation>
    </message>
    <message>
        <source>Make a PDF of seeded exercises (Hackenbush, Welter, Nim, animating functions or transfinite Welter and Nim) with an answer key</source>
        <translation>Créer un PDF d&apos;exercices reproductibles (Hackenbush, Welter, Nim, fonctions animantes ou Welter et Nim transfinis) avec leur corrigé</translation>
    </message>
</context>
<context>
    <name>QWidget</name>
    <message>
        <source>Play &amp;Panel</source>
        <translation>&amp;Panneau de jeu</translation>
    </message>
    <message>
        <source>Show or fold away the Play panel: whose move, the value, Hint and the moves so far</source>
        <translation>Afficher ou replier le panneau de jeu : à qui de jouer, la valeur, Indice et les coups joués</translation>
    </message>
    <message>
        <source>Hide numbers</source>
        <translation>Masquer les nombres</translation>
    </message>
    <message>
        <source>Play fair: no stresses, weights or values on the edges, in tooltips or beside the game, and no winning moves unless you ask for a hint. Edges keep their letters. (%1)</source>
        <translation>Jouer franc jeu&#xa0;: ni tensions, ni poids, ni valeurs sur les arêtes, dans les infobulles ou à côté du jeu, et aucun coup gagnant sauf si tu demandes un indice. Les arêtes gardent leurs lettres. (%1)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>Start a new, empty picture</source>
        <translation>Commencer un nouveau dessin vide</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a picture file</source>
        <translation>Ouvrir un fichier de dessin</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>Enregistrer le dessin</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the picture under a new name</source>
        <translation>Enregistrer le dessin sous un nouveau nom</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>Exporter l&apos;&amp;image…</translation>
    </message>
    <message>
        <source>Export the picture with its numbers as PNG or SVG</source>
        <translation>Exporter le dessin avec ses nombres en PNG ou SVG</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Quit Homestead</source>
        <translation>Quitter Homestead</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Undo the last edit (%1)</source>
        <translation>Annuler la dernière modification (%1)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Redo (%1)</source>
        <translation>Rétablir (%1)</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>Take back the last move (against an engine, its answer too)</source>
        <translation>Annuler le dernier coup (contre un ordinateur, sa réponse aussi)</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>&amp;Rétablir le coup</translation>
    </message>
    <message>
        <source>Replay the move taken back</source>
        <translation>Rejouer le coup annulé</translation>
    </message>
    <message>
        <source>&amp;Copy as CGSuite</source>
        <translation>&amp;Copier en CGSuite</translation>
    </message>
    <message>
        <source>Copy the picture as a CGSuite string</source>
        <translation>Copier le dessin comme chaîne CGSuite</translation>
    </message>
    <message>
        <source>&amp;Paste CGSuite / JSON</source>
        <translation>Co&amp;ller CGSuite / JSON</translation>
    </message>
    <message>
        <source>Paste a CGSuite string (or picture JSON) beside the drawing</source>
        <translation>Coller une chaîne CGSuite (ou le JSON d&apos;un dessin) à côté du dessin</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the selected nodes and edges</source>
        <translation>Supprimer les nœuds et arêtes sélectionnés</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
    <message>
        <source>Select everything</source>
        <translation>Tout sélectionner</translation>
    </message>
    <message>
        <source>&amp;Lay Out Again</source>
        <translation>Disposer de n&amp;ouveau</translation>
    </message>
    <message>
        <source>Arrange the picture automatically as a tree above the ground</source>
        <translation>Disposer automatiquement le dessin en arbre au-dessus du sol</translation>
    </message>
    <message>
        <source>Dra&amp;w</source>
        <translation>&amp;Dessiner</translation>
    </message>
    <message>
        <source>Draw: click to add a node, drag from a node to add an edge, Shift+drag to move</source>
        <translation>Dessiner&#xa0;: un clic ajoute un nœud, glisser depuis un nœud ajoute une arête, Maj+glisser déplace</translation>
    </message>
    <message>
        <source>&amp;Select and Move</source>
        <translation>Sélectionner et déplac&amp;er</translation>
    </message>
    <message>
        <source>Select and move: drag nodes, rubber-band select</source>
        <translation>Sélectionner et déplacer&#xa0;: glisser les nœuds, sélectionner au lasso</translation>
    </message>
    <message>
        <source>&amp;Play Hackenbush</source>
        <translation>Jouer à &amp;Hackenbush</translation>
    </message>
    <message>
        <source>Play: chop edges against the engine on a copy of the picture (the drawing stays safe)</source>
        <translation>Jouer&#xa0;: couper des arêtes contre l&apos;ordinateur sur une copie du dessin (le dessin reste intact)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>Ajuster à la &amp;fenêtre</translation>
    </message>
    <message>
        <source>Show the whole picture</source>
        <translation>Afficher tout le dessin</translation>
    </message>
    <message>
        <source>Actual Si&amp;ze</source>
        <translation>Taille ré&amp;elle</translation>
    </message>
    <message>
        <source>Zoom 100%</source>
        <translation>Zoom 100 %</translation>
    </message>
    <message>
        <source>S&amp;nap to Grid</source>
        <translation>Aimanter à la &amp;grille</translation>
    </message>
    <message>
        <source>Snap nodes to a grid of half units</source>
        <translation>Aligner les nœuds sur une grille de demi-unités</translation>
    </message>
    <message>
        <source>Show S&amp;tresses</source>
        <translation>Afficher les &amp;tensions</translation>
    </message>
    <message>
        <source>Label each standing edge with its stress</source>
        <translation>Étiqueter chaque arête debout avec sa tension</translation>
    </message>
    <message>
        <source>Show &amp;Weights</source>
        <translation>Afficher les &amp;poids</translation>
    </message>
    <message>
        <source>Label each edge with its weight (σ|0) as well</source>
        <translation>Étiqueter aussi chaque arête avec son poids (σ|0)</translation>
    </message>
    <message>
        <source>Show N&amp;ames</source>
        <translation>Afficher les &amp;noms</translation>
    </message>
    <message>
        <source>Label each named edge with its name first (&quot;trunk: 5&quot;)</source>
        <translation>Étiqueter d&apos;abord chaque arête nommée avec son nom («&#xa0;tronc&#xa0;: 5&#xa0;»)</translation>
    </message>
    <message>
        <source>Colour Concyclic &amp;Classes</source>
        <translation>Colorer les &amp;classes cocycliques</translation>
    </message>
    <message>
        <source>Colour the edges of each concyclic class; select an edge to see its class</source>
        <translation>Colorer les arêtes de chaque classe cocyclique&#xa0;; sélectionne une arête pour voir sa classe</translation>
    </message>
    <message>
        <source>Show Winning &amp;Moves</source>
        <translation>Afficher les co&amp;ups gagnants</translation>
    </message>
    <message>
        <source>Highlight every edge whose chop wins</source>
        <translation>Surligner chaque arête dont la coupe gagne</translation>
    </message>
    <message>
        <source>&amp;Garden Side View</source>
        <translation>Vue latérale du &amp;jardin</translation>
    </message>
    <message>
        <source>Show the collapsed picture and the class panel beside the canvas</source>
        <translation>Afficher le dessin contracté et le panneau des classes à côté du canevas</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>&amp;Guide</translation>
    </message>
    <message>
        <source>What Nim, Hackenbush unrestrained and Welter&apos;s game are, and a glossary with examples</source>
        <translation>Ce que sont Nim, Hackenbush sans restriction et le jeu de Welter, et un glossaire avec des exemples</translation>
    </message>
    <message>
        <source>&amp;About Homestead</source>
        <translation>À &amp;propos de Homestead</translation>
    </message>
    <message>
        <source>About Homestead</source>
        <translation>À propos de Homestead</translation>
    </message>
</context>
<context>
    <name>RecoveryFile</name>
    <message>
        <source>not a recovery file of this version</source>
        <translation>pas un fichier de récupération de cette version</translation>
    </message>
    <message>
        <source>its header is longer than %1 KiB</source>
        <translation>son en-tête dépasse %1 Kio</translation>
    </message>
    <message>
        <source>not a recovery file (no header line)</source>
        <translation>pas un fichier de récupération (pas de ligne d&apos;en-tête)</translation>
    </message>
    <message>
        <source>too large</source>
        <translation>trop grand</translation>
    </message>
</context>
<context>
    <name>RecoveryLock</name>
    <message>
        <source>held by another run</source>
        <translation>tenu par une autre exécution</translation>
    </message>
    <message>
        <source>cannot create the lock file</source>
        <translation>impossible de créer le fichier de verrou</translation>
    </message>
</context>
<context>
    <name>WorkedAnalysisPdf</name>
    <message>
        <source>Hackenbush picture</source>
        <translation>Dessin de Hackenbush</translation>
    </message>
    <message>
        <source>value (⊕ of the above)</source>
        <translation>valeur (⊕ de ce qui précède)</translation>
    </message>
    <message>
        <source>… and %1 more (all counted in the value)</source>
        <translation>… et %1 de plus (tous comptés dans la valeur)</translation>
    </message>
    <message>
        <source>Worked analysis — %1</source>
        <translation>Analyse détaillée — %1</translation>
    </message>
    <message>
        <source>1. Collapse the cycles: the garden</source>
        <translation>1. Contracter les cycles&#xa0;: le jardin</translation>
    </message>
    <message>
        <source>2. The value in binary columns</source>
        <translation>2. La valeur en colonnes binaires</translation>
    </message>
    <message>
        <source>3. Winning moves</source>
        <translation>3. Coups gagnants</translation>
    </message>
</context>
<context>
    <name>homestead::gui::AnimatingGraphView</name>
    <message>
        <source>Graph of the functions</source>
        <translation>Graphe des fonctions</translation>
    </message>
    <message>
        <source>x from left to right, f(x) upwards; + and - zoom, Left and Right move the window</source>
        <translation>x de gauche à droite, f(x) vers le haut&#xa0;; + et - zooment, Gauche et Droite déplacent la fenêtre</translation>
    </message>
    <message>
        <source>poles %1</source>
        <translation>pôles %1</translation>
    </message>
    <message>
        <source>f(x)</source>
        <translation>f(x)</translation>
    </message>
    <message>
        <source>g(x)</source>
        <translation>g(x)</translation>
    </message>
</context>
<context>
    <name>homestead::gui::AnimatingPage</name>
    <message>
        <source>It has no Welt: its Nim is not 0.</source>
        <translation>Elle n&apos;a pas de Welt&#xa0;: son Nim n&apos;est pas 0.</translation>
    </message>
    <message>
        <source>It has no poles: the strip would have no coins.</source>
        <translation>Elle n&apos;a aucun pôle&#xa0;: la bande n&apos;aurait aucune pièce.</translation>
    </message>
    <message>
        <source>Pole %1 is not a square of the strip (0 to %2).</source>
        <translation>Le pôle %1 n&apos;est pas une case de la bande (0 à %2).</translation>
    </message>
    <message>
        <source>Canonical form of f</source>
        <translation>Forme canonique de f</translation>
    </message>
    <message>
        <source>Canonical form of g</source>
        <translation>Forme canonique de g</translation>
    </message>
    <message>
        <source>Why f has its poles, Nim and Welt</source>
        <translation>Pourquoi f a ses pôles, son Nim et son Welt</translation>
    </message>
    <message>
        <source>Why g has its poles, Nim and Welt</source>
        <translation>Pourquoi g a ses pôles, son Nim et son Welt</translation>
    </message>
    <message>
        <source>Welt on Welter&apos;s strip</source>
        <translation>Welt sur la bande de Welter</translation>
    </message>
    <message>
        <source>Open Welter&apos;s game with a coin on each pole: the Welter value of that position is the Welt</source>
        <translation>Ouvrir le jeu de Welter avec une pièce sur chaque pôle&#xa0;: la valeur de Welter de cette position est le Welt</translation>
    </message>
    <message>
        <source>Whether f equals g</source>
        <translation>Si f est égale à g</translation>
    </message>
    <message>
        <source>The composition f∘g</source>
        <translation>La composée f∘g</translation>
    </message>
    <message>
        <source>&amp;Compose f∘g</source>
        <translation>&amp;Composer f∘g</translation>
    </message>
    <message>
        <source>Put f∘g (g&apos;s steps, then f&apos;s) in f: its Nim is the nim-sum of theirs</source>
        <translation>Mettre f∘g (les étapes de g, puis celles de f) dans f&#xa0;: son Nim est la somme de Nim des leurs</translation>
    </message>
    <message>
        <source>Conway&apos;s &amp;f = g</source>
        <translation>&amp;f = g de Conway</translation>
    </message>
    <message>
        <source>f(x) = (((x − 2) ⊕ 3) + 3) ⊕ 5 and g(x) = (((x + 2) ⊕ 3) − 1) ⊕ 5: the same poles and Nim, so the same function</source>
        <translation>f(x) = (((x − 2) ⊕ 3) + 3) ⊕ 5 et g(x) = (((x + 2) ⊕ 3) − 1) ⊕ 5&#xa0;: les mêmes pôles et le même Nim, donc la même fonction</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Show half as many integers (also the wheel, or + on the graph)</source>
        <translation>Afficher deux fois moins d&apos;entiers (aussi la molette, ou + sur le graphe)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Show twice as many integers (also the wheel, or - on the graph)</source>
        <translation>Afficher deux fois plus d&apos;entiers (aussi la molette, ou - sur le graphe)</translation>
    </message>
    <message>
        <source>Animating functions</source>
        <translation>Fonctions animantes</translation>
    </message>
    <message>
        <source>f∘g: %1</source>
        <translation>f∘g&#xa0;: %1</translation>
    </message>
    <message>
        <source>f: see the problem with its steps above</source>
        <translation>f&#xa0;: vois le problème avec ses étapes ci-dessus</translation>
    </message>
    <message>
        <source>g: see the problem with its steps above</source>
        <translation>g&#xa0;: vois le problème avec ses étapes ci-dessus</translation>
    </message>
    <message>
        <source>No poles: the carry bell never rings an odd number of times.</source>
        <translation>Aucun pôle&#xa0;: la cloche de retenue ne sonne jamais un nombre impair de fois.</translation>
    </message>
    <message>
        <source>Fix the steps to see the function.</source>
        <translation>Corrige les étapes pour voir la fonction.</translation>
    </message>
    <message>
        <source>f and g compared</source>
        <translation>f et g comparées</translation>
    </message>
    <message>
        <source>Animating</source>
        <translation>Animantes</translation>
    </message>
</context>
<context>
    <name>homestead::gui::AutosaveAlert</name>
    <message>
        <source>Autosave failed: %1 — save with Ctrl+S</source>
        <translation>Échec de l&apos;enregistrement automatique&#xa0;: %1 — enregistre avec Ctrl+S</translation>
    </message>
    <message>
        <source>Autosave works again</source>
        <translation>L&apos;enregistrement automatique fonctionne de nouveau</translation>
    </message>
</context>
<context>
    <name>homestead::gui::ClassMatrixModel</name>
    <message>
        <source>Row %1: the edge chopped</source>
        <translation>Ligne %1&#xa0;: l&apos;arête coupée</translation>
    </message>
    <message>
        <source>Column %1: the edge weighed</source>
        <translation>Colonne %1&#xa0;: l&apos;arête pesée</translation>
    </message>
</context>
<context>
    <name>homestead::gui::ClassPanel</name>
    <message>
        <source>(x|y): the weight of column y after row x is chopped. Point at a cell to see x and y on the canvas.</source>
        <translation>(x|y)&#xa0;: le poids de la colonne y une fois la ligne x coupée. Pointe une cellule pour voir x et y sur le canevas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Concyclic classes&lt;/b&gt;&lt;br&gt;Select an edge on a cycle to see its class: the matrix (x|y) — the weight of y after chopping x — its mating pairs and its spinster.</source>
        <translation>&lt;b&gt;Classes cocycliques&lt;/b&gt;&lt;br&gt;Sélectionne une arête sur un cycle pour voir sa classe&#xa0;: la matrice (x|y) — le poids de y après la coupe de x —, ses paires et sa célibataire.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Edge %1 is a bridge&lt;/b&gt;&lt;br&gt;It lies on no cycle, so it has no class.</source>
        <translation>&lt;b&gt;L&apos;arête %1 est un pont&lt;/b&gt;&lt;br&gt;Elle n&apos;est sur aucun cycle, donc elle n&apos;a pas de classe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Edge %1 is floating&lt;/b&gt;</source>
        <translation>&lt;b&gt;L&apos;arête %1 flotte&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;&lt;span style=&apos;color:%1&apos;&gt;■&lt;/span&gt; Concyclic class %2&lt;/b&gt; — %3</source>
        <translation>&lt;b&gt;&lt;span style=&apos;color:%1&apos;&gt;■&lt;/span&gt; Classe cocyclique %2&lt;/b&gt; — %3</translation>
    </message>
    <message>
        <source>1 edge</source>
        <translation>1 arête</translation>
    </message>
    <message>
        <source>%1 edges</source>
        <translation>%1 arêtes</translation>
    </message>
    <message>
        <source>Mating the class…</source>
        <translation>Appariement de la classe…</translation>
    </message>
    <message>
        <source>… and %1 more pairs</source>
        <translation>… et %1 paires de plus</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mating:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Appariement&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Spinster:&lt;/b&gt; %1</source>
        <translation>&lt;br&gt;&lt;b&gt;Célibataire&#xa0;:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;No spinster (even class).</source>
        <translation>&lt;br&gt;Pas de célibataire (classe paire).</translation>
    </message>
    <message>
        <source>Class matrix</source>
        <translation>Matrice de la classe</translation>
    </message>
    <message>
        <source>Row x, column y: the weight of edge y once edge x is chopped, (x|y).</source>
        <translation>Ligne x, colonne y&#xa0;: le poids de l&apos;arête y une fois l&apos;arête x coupée, (x|y).</translation>
    </message>
    <message>
        <source>Mating of the class</source>
        <translation>Appariement de la classe</translation>
    </message>
</context>
<context>
    <name>homestead::gui::CollapseStepper</name>
    <message>
        <source>Collapse &amp;Step by Step…</source>
        <translation>Contracter pas à pa&amp;s…</translation>
    </message>
    <message>
        <source>Turn the picture into its garden on the canvas, one fusion at a time (the drawing is not changed)</source>
        <translation>Transformer le dessin en son jardin sur le canevas, une fusion à la fois (le dessin n&apos;est pas modifié)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Une étape en arrière</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>The next fusion</source>
        <translation>La fusion suivante</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Play every step to the garden</source>
        <translation>Jouer toutes les étapes jusqu&apos;au jardin</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Leave: the canvas shows the drawing again</source>
        <translation>Quitter&#xa0;: le canevas montre de nouveau le dessin</translation>
    </message>
    <message>
        <source>Step 88 of 88</source>
        <translation>Étape 88 sur 88</translation>
    </message>
    <message>
        <source>Working out the steps…</source>
        <translation>Calcul des étapes…</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Pas à pas</translation>
    </message>
    <message>
        <source>This picture has %1 fusions over %2 edges: too many to show one by one. The Garden tab shows where they end.</source>
        <translation>Ce dessin compte %1 fusions sur %2 arêtes&#xa0;: trop pour les montrer une à une. L&apos;onglet Jardin montre où elles aboutissent.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>The picture</source>
        <translation>Le dessin</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Step by step: ← and → step, Esc leaves</source>
        <translation>Pas à pas&#xa0;: ← et → avancent ou reculent, Échap quitte</translation>
    </message>
</context>
<context>
    <name>homestead::gui::EditController</name>
    <message>
        <source>delete</source>
        <translation>supprimer</translation>
    </message>
    <message>
        <source>Copied the position in play as a CGSuite string</source>
        <translation>Position en jeu copiée comme chaîne CGSuite</translation>
    </message>
    <message>
        <source>Copied the picture as a CGSuite string</source>
        <translation>Dessin copié comme chaîne CGSuite</translation>
    </message>
    <message>
        <source>Wait a moment: the last edit is still being worked out.</source>
        <translation>Un instant&#xa0;: la dernière modification est encore en cours de calcul.</translation>
    </message>
    <message>
        <source>A game began before the %1 was worked out, so the drawing is unchanged.</source>
        <translation>Une partie a commencé avant la fin du calcul («&#xa0;%1&#xa0;»), donc le dessin est inchangé.</translation>
    </message>
    <message>
        <source>lay out</source>
        <translation>disposer</translation>
    </message>
    <message>
        <source>Laying out the drawing…</source>
        <translation>Disposition du dessin…</translation>
    </message>
    <message>
        <source>Cannot lay out</source>
        <translation>Impossible de disposer</translation>
    </message>
    <message>
        <source>The drawing is unchanged.</source>
        <translation>Le dessin est inchangé.</translation>
    </message>
    <message>
        <source>The drawing changed while it was being laid out, so nothing was moved: choose Lay Out again.</source>
        <translation>Le dessin a changé pendant sa disposition, donc rien n&apos;a été déplacé&#xa0;: choisis de nouveau «&#xa0;Disposer de nouveau&#xa0;».</translation>
    </message>
    <message>
        <source>The layout would not fit in a picture file: %1.</source>
        <translation>La disposition ne tiendrait pas dans un fichier de dessin&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>Impossible de coller</translation>
    </message>
    <message>
        <source>The clipboard holds no text. Copy a CGSuite string such as ee:Aeeee:A, or a picture&apos;s JSON, first.</source>
        <translation>Le presse-papiers ne contient pas de texte. Copie d&apos;abord une chaîne CGSuite comme ee:Aeeee:A, ou le JSON d&apos;un dessin.</translation>
    </message>
    <message>
        <source>Nothing was added to the drawing.</source>
        <translation>Rien n&apos;a été ajouté au dessin.</translation>
    </message>
    <message>
        <source>paste</source>
        <translation>coller</translation>
    </message>
    <message>
        <source>Pasting…</source>
        <translation>Collage…</translation>
    </message>
    <message>
        <source>The drawing changed while the paste was being read, so nothing was added: paste again.</source>
        <translation>Le dessin a changé pendant la lecture du collage, donc rien n&apos;a été ajouté&#xa0;: colle de nouveau.</translation>
    </message>
    <message>
        <source>There is no room for the pasted picture beside the drawing: with it, %1.</source>
        <translation>Il n&apos;y a pas de place pour le dessin collé à côté du dessin&#xa0;: avec lui, %1.</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>presse-papiers</translation>
    </message>
</context>
<context>
    <name>homestead::gui::ExerciseSheetDialog</name>
    <message>
        <source>New Exercise Sheet</source>
        <translation>Nouvelle fiche d&apos;exercices</translation>
    </message>
    <message>
        <source>Hackenbush</source>
        <translation>Hackenbush</translation>
    </message>
    <message>
        <source>Welter&apos;s game</source>
        <translation>Le jeu de Welter</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>The game of every exercise on the sheet.</source>
        <translation>Le jeu de chaque exercice de la fiche.</translation>
    </message>
    <message>
        <source>Mixed goes from easy to hard down the sheet.</source>
        <translation>Mélangé va du facile au difficile le long de la fiche.</translation>
    </message>
    <message>
        <source>How many exercises (1 to %1).</source>
        <translation>Combien d&apos;exercices (1 à %1).</translation>
    </message>
    <message>
        <source>The fewest edges of a picture.</source>
        <translation>Le moins d&apos;arêtes d&apos;un dessin.</translation>
    </message>
    <message>
        <source>The most edges of a picture.</source>
        <translation>Le plus d&apos;arêtes d&apos;un dessin.</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>The same settings and seed make the same sheet again (also with homestead-cli exercises).</source>
        <translation>Les mêmes réglages et la même graine donnent la même fiche (aussi avec homestead-cli exercises).</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <source>Draw another seed: a different sheet.</source>
        <translation>Tirer une autre graine&#xa0;: une autre fiche.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Difficulté&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Exercises:</source>
        <translation>&amp;Exercices&#xa0;:</translation>
    </message>
    <message>
        <source>Edges per &amp;picture:</source>
        <translation>Arê&amp;tes par dessin&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>Questions come first (pictures with named edges, no numbers); the answer key, with the values, the winning moves and the reasoning, is on the last pages.</source>
        <translation>Les questions viennent d&apos;abord (dessins aux arêtes nommées, sans nombres)&#xa0;; le corrigé, avec les valeurs, les coups gagnants et le raisonnement, est sur les dernières pages.</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Enregistrer le PDF…</translation>
    </message>
    <message>
        <source>Choose where to save the sheet as a PDF.</source>
        <translation>Choisis où enregistrer la fiche en PDF.</translation>
    </message>
    <message>
        <source>Mixed: easy to hard</source>
        <translation>Mélangé&#xa0;: du facile au difficile</translation>
    </message>
    <message>
        <source>Trees</source>
        <translation>Arbres</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Trees with small cycles</source>
        <translation>Arbres avec de petits cycles</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Loops and multiple edges</source>
        <translation>Boucles et arêtes multiples</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Save the exercise sheet</source>
        <translation>Enregistrer la fiche d&apos;exercices</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Écriture de %1…</translation>
    </message>
    <message>
        <source>Animating functions</source>
        <translation>Fonctions animantes</translation>
    </message>
    <message>
        <source>Transfinite Welter and Nim</source>
        <translation>Welter et Nim transfinis</translation>
    </message>
    <message>
        <source>Fewest edges per picture</source>
        <translation>Moins d&apos;arêtes par dessin</translation>
    </message>
    <message>
        <source>Most edges per picture</source>
        <translation>Plus d&apos;arêtes par dessin</translation>
    </message>
</context>
<context>
    <name>homestead::gui::ExplainPanel</name>
    <message numerus="yes">
        <source>(%n of them)</source>
        <comment>alike rows of the Nim columns</comment>
        <translation>
            <numerusform>(%n fois)</numerusform>
            <numerusform>(%n fois)</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole picture</source>
        <translation>Dessin entier</translation>
    </message>
    <message>
        <source>Explain the value of the whole picture instead of one edge</source>
        <translation>Expliquer la valeur du dessin entier au lieu d&apos;une arête</translation>
    </message>
    <message>
        <source>The nim-sum worked in binary: in each column, pairs of 1s cancel (struck out); an odd 1 left over is a 1 of the result</source>
        <translation>La somme de Nim en binaire&#xa0;: dans chaque colonne, les paires de 1 s&apos;annulent (barrées)&#xa0;; un 1 restant est un 1 du résultat</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>The step before: one edge nearer the ground (Page Up)</source>
        <translation>L&apos;étape d&apos;avant&#xa0;: une arête plus près du sol (Page précédente)</translation>
    </message>
    <message>
        <source>The next step of the climb: one edge further up (Page Down)</source>
        <translation>L&apos;étape suivante de la remontée&#xa0;: une arête plus haut (Page suivante)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Explain&lt;/b&gt;&lt;br&gt;Hover or select an edge to see why its numbers are what they are.</source>
        <translation>&lt;b&gt;Expliquer&lt;/b&gt;&lt;br&gt;Survole ou sélectionne une arête pour voir pourquoi ses nombres sont ce qu&apos;ils sont.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing to explain&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Rien à expliquer&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>Stress &lt;b&gt;%1&lt;/b&gt; = %2</source>
        <translation>Tension &lt;b&gt;%1&lt;/b&gt; = %2</translation>
    </message>
    <message>
        <source>It immediately supports:</source>
        <translation>Elle porte directement&#xa0;:</translation>
    </message>
    <message>
        <source> (a loop)</source>
        <translation> (une boucle)</translation>
    </message>
    <message>
        <source>&amp;nbsp;&amp;nbsp;… and %1 more&lt;br&gt;</source>
        <translation>&amp;nbsp;&amp;nbsp;… et %1 de plus&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;On the canvas: each mating pair in a colour of its own, the spinster in gold.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sur le canevas&#xa0;: chaque paire dans sa propre couleur, la célibataire en or.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The whole picture&lt;/b&gt; (hover or select an edge to explain it)</source>
        <translation>&lt;b&gt;Le dessin entier&lt;/b&gt; (survole ou sélectionne une arête pour l&apos;expliquer)</translation>
    </message>
    <message>
        <source>… %1 in all</source>
        <translation>… %1 en tout</translation>
    </message>
    <message>
        <source>&lt;p&gt;Winning moves: %1. Hover one to see why it wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Coups gagnants&#xa0;: %1. Survoles-en un pour voir pourquoi il gagne.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why it wins: the climb from the ground&lt;/b&gt; (step %1 of %2)</source>
        <translation>&lt;b&gt;Pourquoi elle gagne&#xa0;: la remontée depuis le sol&lt;/b&gt; (étape %1 sur %2)</translation>
    </message>
    <message>
        <source>&lt;br&gt;… %1 steps before these</source>
        <translation>&lt;br&gt;… %1 étapes avant celles-ci</translation>
    </message>
    <message>
        <source>&lt;br&gt;… %1 steps more</source>
        <translation>&lt;br&gt;… %1 étapes de plus</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Expliquer</translation>
    </message>
    <message>
        <source>&amp;Explain</source>
        <translation>E&amp;xpliquer</translation>
    </message>
    <message>
        <source>Explain the edge under the mouse or selected: its stress worked out, its weight and load, and why a winning move wins</source>
        <translation>Expliquer l&apos;arête sous la souris ou sélectionnée&#xa0;: sa tension calculée, son poids et sa charge, et pourquoi un coup gagnant gagne</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FileChangedBar</name>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>Open the file as it is on disk now; the drawing shown is replaced</source>
        <translation>Ouvrir le fichier tel qu&apos;il est maintenant sur le disque&#xa0;; le dessin affiché est remplacé</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>&amp;Garder le mien</translation>
    </message>
    <message>
        <source>Keep the drawing shown; saving it will ask before writing over the file on disk</source>
        <translation>Garder le dessin affiché&#xa0;; l&apos;enregistrer demandera confirmation avant d&apos;écraser le fichier sur le disque</translation>
    </message>
    <message>
        <source>“%1” was removed or renamed on disk. Your drawing is still here; Save writes it there again.</source>
        <translation>«&#xa0;%1&#xa0;» a été supprimé ou renommé sur le disque. Ton dessin est toujours là&#xa0;; Enregistrer l&apos;y écrit de nouveau.</translation>
    </message>
    <message>
        <source>“%1” was changed on disk by another program or window.</source>
        <translation>«&#xa0;%1&#xa0;» a été modifié sur le disque par un autre programme ou une autre fenêtre.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FileController</name>
    <message>
        <source>Exporting %1…</source>
        <translation>Exportation de %1…</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Enregistrement de %1…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>E&amp;xemples</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The picture has been changed. Save the changes?</source>
        <translation>Le dessin a été modifié. Enregistrer les modifications&#xa0;?</translation>
    </message>
    <message>
        <source>The example %1 is not among the examples of this installation.</source>
        <translation>L&apos;exemple %1 ne fait pas partie des exemples de cette installation.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>Open a picture</source>
        <translation>Ouvrir un dessin</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>picture</source>
        <translation>dessin</translation>
    </message>
    <message>
        <source>Save the picture</source>
        <translation>Enregistrer le dessin</translation>
    </message>
    <message>
        <source>Exported the game to %1 (positions and names are kept only in a .json picture)</source>
        <translation>Partie exportée vers %1 (positions et noms ne sont conservés que dans un dessin .json)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Reload from disk</source>
        <translation>Recharger depuis le disque</translation>
    </message>
    <message>
        <source>Reload “%1” as it is on disk now? The changes you made to the drawing are lost.</source>
        <translation>Recharger «&#xa0;%1&#xa0;» tel qu&apos;il est maintenant sur le disque&#xa0;? Les modifications apportées au dessin seront perdues.</translation>
    </message>
    <message>
        <source>The file changed on disk</source>
        <translation>Le fichier a changé sur le disque</translation>
    </message>
    <message>
        <source>“%1” was changed on disk by another program or window since you opened or saved it. Saving writes your drawing over that version.</source>
        <translation>«&#xa0;%1&#xa0;» a été modifié sur le disque par un autre programme ou une autre fenêtre depuis que tu l&apos;as ouvert ou enregistré. Enregistrer écrit ton dessin par-dessus cette version.</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>É&amp;craser</translation>
    </message>
    <message>
        <source>Cannot open the picture</source>
        <translation>Impossible d&apos;ouvrir le dessin</translation>
    </message>
    <message>
        <source>The drawing on the canvas is unchanged.</source>
        <translation>Le dessin sur le canevas est inchangé.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
    <message>
        <source>The file on disk is unchanged; your drawing is still open and unsaved. Save As can put it somewhere else.</source>
        <translation>Le fichier sur le disque est inchangé&#xa0;; ton dessin est toujours ouvert et non enregistré. Enregistrer sous permet de le mettre ailleurs.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>(no examples)</source>
        <translation>(aucun exemple)</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FindActions</name>
    <message>
        <source>&amp;Find…</source>
        <translation>Rec&amp;hercher…</translation>
    </message>
    <message>
        <source>Find an edge or node by id (e12, n3) or by name, and centre the canvas on it</source>
        <translation>Chercher une arête ou un nœud par numéro (e12, n3) ou par nom, et centrer le canevas dessus</translation>
    </message>
    <message>
        <source>Find &amp;Next Winning Move</source>
        <translation>Coup gagnant suiva&amp;nt</translation>
    </message>
    <message>
        <source>Select the next winning move and centre the canvas on it</source>
        <translation>Sélectionner le coup gagnant suivant et centrer le canevas dessus</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious Winning Move</source>
        <translation>Coup gagnant &amp;précédent</translation>
    </message>
    <message>
        <source>Select the previous winning move and centre the canvas on it</source>
        <translation>Sélectionner le coup gagnant précédent et centrer le canevas dessus</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FindBar</name>
    <message>
        <source>Find:</source>
        <translation>Rechercher&#xa0;:</translation>
    </message>
    <message>
        <source>edge or node: e12, n3, or a name</source>
        <translation>arête ou nœud&#xa0;: e12, n3 ou un nom</translation>
    </message>
    <message>
        <source>An edge or node by id (e12, edge 12, n3, node 3, or just 12) or by name (any part, any case).
Enter: next match · Shift+Enter: previous · Esc: close</source>
        <translation>Une arête ou un nœud par numéro (e12, edge 12, n3, node 3, ou simplement 12) ou par nom (n&apos;importe quelle partie, majuscules ou minuscules).
Entrée&#xa0;: résultat suivant · Maj+Entrée&#xa0;: précédent · Échap&#xa0;: fermer</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>Résultat précédent (Maj+Entrée)</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>Résultat suivant (Entrée)</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Fermer la barre de recherche (Échap)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n résultat</numerusform>
            <numerusform>%n résultats</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Find an edge or node</source>
        <translation>Chercher une arête ou un nœud</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Résultat précédent</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Résultat suivant</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Fermer la barre de recherche</translation>
    </message>
</context>
<context>
    <name>homestead::gui::FunctionEditor</name>
    <message>
        <source>%1(x): steps</source>
        <translation>%1(x)&#xa0;: étapes</translation>
    </message>
    <message>
        <source>for example  -2 ^3 +3 ^5</source>
        <translation>par exemple  -2 ^3 +3 ^5</translation>
    </message>
    <message>
        <source>The steps of %1, applied left to right: +a adds a, -a subtracts a, ^a nim-adds a (x ⊕ a)</source>
        <translation>Les étapes de %1, appliquées de gauche à droite&#xa0;: +a ajoute a, -a soustrait a, ^a ajoute a au sens de Nim (x ⊕ a)</translation>
    </message>
    <message>
        <source>Steps of %1</source>
        <translation>Étapes de %1</translation>
    </message>
    <message>
        <source>The amount a of the step the buttons add</source>
        <translation>La quantité a de l&apos;étape qu&apos;ajoutent les boutons</translation>
    </message>
    <message>
        <source>Step amount for %1</source>
        <translation>Quantité de l&apos;étape pour %1</translation>
    </message>
    <message>
        <source>Remove last</source>
        <translation>Retirer la dernière</translation>
    </message>
    <message>
        <source>Take the last step of %1 back</source>
        <translation>Retirer la dernière étape de %1</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>No steps: %1 is the identity</source>
        <translation>Aucune étape&#xa0;: %1 est l&apos;identité</translation>
    </message>
    <message>
        <source>a =</source>
        <translation>a =</translation>
    </message>
    <message>
        <source>+a</source>
        <translation>+a</translation>
    </message>
    <message>
        <source>Append x + a to %1</source>
        <translation>Ajouter x + a à %1</translation>
    </message>
    <message>
        <source>Append x − a to %1</source>
        <translation>Ajouter x − a à %1</translation>
    </message>
    <message>
        <source>Append x ⊕ a to %1</source>
        <translation>Ajouter x ⊕ a à %1</translation>
    </message>
    <message>
        <source>−a</source>
        <translation>−a</translation>
    </message>
    <message>
        <source>⊕a</source>
        <translation>⊕a</translation>
    </message>
</context>
<context>
    <name>homestead::gui::GameController</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1 to move (engines paused)</source>
        <translation>%1 a le trait (ordinateurs en pause)</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>À toi de jouer</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 a le trait</translation>
    </message>
    <message>
        <source>New game (F2)</source>
        <translation>Nouvelle partie (F2)</translation>
    </message>
    <message>
        <source>Who moves first is fixed once a move has been made: %1 to choose again.</source>
        <translation>Qui commence est fixé dès qu&apos;un coup a été joué&#xa0;: %1 pour choisir de nouveau.</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Give 1 to %1 heaps (there are %2).</source>
        <translation>Donne de 1 à %1 tas (il y en a %2).</translation>
    </message>
    <message>
        <source>Heap %1: %2 is not between 0 and %3.</source>
        <translation>Tas %1&#xa0;: %2 n&apos;est pas entre 0 et %3.</translation>
    </message>
    <message>
        <source>Heap %1: &apos;%2&apos; is not a number.</source>
        <translation>Tas %1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>The strip needs at least one square.</source>
        <translation>La bande doit avoir au moins une case.</translation>
    </message>
    <message>
        <source>The game began with a coin on square %1: the strip cannot be shorter than %2 squares (New game from a smaller set-up to shorten it).</source>
        <translation>La partie a commencé avec une pièce sur la case %1&#xa0;: la bande ne peut pas être plus courte que %2 cases (une nouvelle partie depuis une position plus petite la raccourcit).</translation>
    </message>
    <message>
        <source>Square %1 is off the strip (squares 0 to %2).</source>
        <translation>La case %1 est hors de la bande (cases 0 à %2).</translation>
    </message>
</context>
<context>
    <name>homestead::gui::GameControls</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Engine — perfect</source>
        <translation>Ordinateur — parfait</translation>
    </message>
    <message>
        <source>Engine — casual</source>
        <translation>Ordinateur — amateur</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Player 1 moves first</source>
        <translation>Le joueur 1 commence</translation>
    </message>
    <message>
        <source>Player 2 moves first</source>
        <translation>Le joueur 2 commence</translation>
    </message>
    <message>
        <source>Who makes the first move</source>
        <translation>Qui joue le premier coup</translation>
    </message>
    <message>
        <source>Engine delay</source>
        <translation>Délai de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>The moves of this game, each credited to the player who made it: click one to go back to the position after it</source>
        <translation>Les coups de cette partie, chacun attribué au joueur qui l&apos;a joué&#xa0;: clique sur l&apos;un d&apos;eux pour revenir à la position qui le suit</translation>
    </message>
    <message>
        <source>Fixed once a move has been made: %1 to choose again</source>
        <translation>Fixé dès qu&apos;un coup a été joué&#xa0;: %1 pour choisir de nouveau</translation>
    </message>
    <message>
        <source>Who moves first</source>
        <translation>Qui joue en premier</translation>
    </message>
    <message>
        <source>Moves of this game</source>
        <translation>Coups de cette partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
</context>
<context>
    <name>homestead::gui::GardenView</name>
    <message>
        <source>The garden: base nodes made one, every cycle shrunk to a node with its edges as loops.
Its value equals the picture&apos;s (cycle collapsing).
A garden far wider than the view stands on several ground lines, one above another.
Ctrl+wheel zooms, dragging moves a big garden, a double-click fits it to the view.</source>
        <translation>Le jardin&#xa0;: les nœuds de base réunis en un seul, chaque cycle réduit à un nœud avec ses arêtes en boucles.
Sa valeur est celle du dessin (contraction des cycles).
Un jardin bien plus large que la vue repose sur plusieurs lignes de sol, l&apos;une au-dessus de l&apos;autre.
Ctrl+molette zoome, glisser déplace un grand jardin, un double-clic l&apos;ajuste à la vue.</translation>
    </message>
    <message>
        <source>Drag to see the whole garden; Ctrl+wheel zooms, double-click fits.</source>
        <translation>Glisse pour voir tout le jardin&#xa0;; Ctrl+molette zoome, double-clic ajuste.</translation>
    </message>
    <message>
        <source>Garden — value %1</source>
        <translation>Jardin — valeur %1</translation>
    </message>
    <message>
        <source>Too small to read its numbers: Ctrl+wheel zooms in, double-click fits again.</source>
        <translation>Trop petit pour lire ses nombres&#xa0;: Ctrl+molette agrandit, double-clic ajuste de nouveau.</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardin</translation>
    </message>
    <message>
        <source>The picture with its base nodes made one and every cycle shrunk to a node with its edges as loops: its value equals the picture&apos;s.</source>
        <translation>Le dessin avec ses nœuds de base réunis en un seul et chaque cycle réduit à un nœud, ses arêtes en boucles&#xa0;: sa valeur est celle du dessin.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::HackenbushBoard</name>
    <message>
        <source>Click an edge to chop it (Tab picks an edge, Enter chops it).</source>
        <translation>Clique sur une arête pour la couper (Tab choisit une arête, Entrée la coupe).</translation>
    </message>
    <message>
        <source>Chop %1</source>
        <translation>Couper %1</translation>
    </message>
    <message>
        <source>edge #%1</source>
        <translation>arête n° %1</translation>
    </message>
    <message>
        <source>Puzzle picture</source>
        <translation>Dessin de l&apos;énigme</translation>
    </message>
    <message>
        <source>The Hackenbush picture of the puzzle. Tab picks an edge, Enter chops it.</source>
        <translation>Le dessin de Hackenbush de l&apos;énigme. Tab choisit une arête, Entrée la coupe.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::HackenbushPage</name>
    <message>
        <source>%1 — %2 (%3: the Play panel)</source>
        <translation>%1 — %2 (%3 : le panneau de jeu)</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardin</translation>
    </message>
    <message>
        <source>Concyclic class</source>
        <translation>Classe cocyclique</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Hackenbush</source>
        <translation>Hackenbush</translation>
    </message>
    <message>
        <source>Not in Play: the class panel describes the drawing</source>
        <translation>Hors partie&#xa0;: le panneau des classes décrit le dessin</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>Panneaux latéraux</translation>
    </message>
    <message>
        <source>Play panel</source>
        <translation>Panneau de jeu</translation>
    </message>
</context>
<context>
    <name>homestead::gui::HandoutActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primer…</translation>
    </message>
    <message>
        <source>Print the picture with its numbers, with a preview first</source>
        <translation>Imprimer le dessin avec ses nombres, avec un aperçu d&apos;abord</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exporter en P&amp;DF…</translation>
    </message>
    <message>
        <source>Save a handout as PDF: the picture with its numbers under its title and outcome</source>
        <translation>Enregistrer un polycopié en PDF&#xa0;: le dessin avec ses nombres sous son titre et son issue</translation>
    </message>
    <message>
        <source>Export &amp;TikZ…</source>
        <translation>Exporter en &amp;TikZ…</translation>
    </message>
    <message>
        <source>Save the picture as a standalone LaTeX (TikZ) file for papers and handouts</source>
        <translation>Enregistrer le dessin comme fichier LaTeX (TikZ) autonome pour articles et polycopiés</translation>
    </message>
    <message>
        <source>Add the &amp;Worked Analysis Page</source>
        <translation>Ajouter la page d&apos;&amp;analyse détaillée</translation>
    </message>
    <message>
        <source>Print and PDF get a second page: the garden, the value in binary columns and why each winning move wins</source>
        <translation>L&apos;impression et le PDF reçoivent une deuxième page&#xa0;: le jardin, la valeur en colonnes binaires et pourquoi chaque coup gagnant gagne</translation>
    </message>
    <message>
        <source>Cannot export the PDF</source>
        <translation>Impossible d&apos;exporter le PDF</translation>
    </message>
    <message>
        <source>No PDF was written and any file already there is unchanged; the drawing is unchanged.</source>
        <translation>Aucun PDF n&apos;a été écrit et tout fichier déjà présent est inchangé&#xa0;; le dessin est inchangé.</translation>
    </message>
    <message>
        <source>Exported %1 (one page)</source>
        <translation>%1 exporté (une page)</translation>
    </message>
    <message>
        <source>Exported %1 (the picture and its worked analysis)</source>
        <translation>%1 exporté (le dessin et son analyse détaillée)</translation>
    </message>
    <message>
        <source>Cannot export TikZ</source>
        <translation>Impossible d&apos;exporter en TikZ</translation>
    </message>
    <message>
        <source>No file was written and any file already there is unchanged; the drawing is unchanged.</source>
        <translation>Aucun fichier n&apos;a été écrit et tout fichier déjà présent est inchangé&#xa0;; le dessin est inchangé.</translation>
    </message>
    <message>
        <source>Exported %1: compile it with pdflatex, or copy its tikzpicture into your document</source>
        <translation>%1 exporté&#xa0;: compile-le avec pdflatex, ou copie son tikzpicture dans ton document</translation>
    </message>
    <message>
        <source>Print Preview — %1</source>
        <translation>Aperçu avant impression — %1</translation>
    </message>
    <message>
        <source>Export PDF handout</source>
        <translation>Exporter le polycopié PDF</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export TikZ</source>
        <translation>Exporter en TikZ</translation>
    </message>
    <message>
        <source>LaTeX file (*.tex)</source>
        <translation>Fichier LaTeX (*.tex)</translation>
    </message>
</context>
<context>
    <name>homestead::gui::HelpGuide</name>
    <message>
        <source>Homestead guide</source>
        <translation>Guide de Homestead</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guide</translation>
    </message>
</context>
<context>
    <name>homestead::gui::Highlights</name>
    <message>
        <source>edge %1</source>
        <translation>arête %1</translation>
    </message>
    <message>
        <source>edge %1 “%2”</source>
        <translation>arête %1 «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>&lt;br&gt;being analysed…</source>
        <translation>&lt;br&gt;en cours d&apos;analyse…</translation>
    </message>
    <message>
        <source>&lt;br&gt;floating: not connected to the ground, so it takes no part in the game</source>
        <translation>&lt;br&gt;flottante&#xa0;: non reliée au sol, elle ne prend donc aucune part au jeu</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Numbers hidden while playing — show them with Hide numbers.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Nombres masqués pendant la partie — affiche-les avec Masquer les nombres.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;stress &lt;b&gt;%1&lt;/b&gt; = %2&lt;br&gt;weight &lt;b&gt;%3&lt;/b&gt; = (%1|0)&lt;br&gt;%4</source>
        <translation>&lt;br&gt;tension &lt;b&gt;%1&lt;/b&gt; = %2&lt;br&gt;poids &lt;b&gt;%3&lt;/b&gt; = (%1|0)&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>&lt;br&gt;The Explain panel (E) works out what chopping it leaves.</source>
        <translation>&lt;br&gt;Le panneau Expliquer (E) calcule ce que sa coupe laisse.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::MainWindow</name>
    <message>
        <source>About Homestead</source>
        <translation>À propos de Homestead</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Homestead&lt;/h3&gt;&lt;p&gt;A workbench for Conway&apos;s Hackenbush unrestrained and Welter&apos;s game.&lt;/p&gt;&lt;p&gt;Every number is computed by Conway&apos;s theory (&lt;i&gt;On Numbers and Games&lt;/i&gt;, ch. 13): stress, weight, cycle collapsing, concyclic classes.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Homestead&lt;/h3&gt;&lt;p&gt;Un atelier pour le Hackenbush sans restriction de Conway et le jeu de Welter.&lt;/p&gt;&lt;p&gt;Chaque nombre est calculé par la théorie de Conway (&lt;i&gt;On Numbers and Games&lt;/i&gt;, chap. 13)&#xa0;: tension, poids, contraction des cycles, classes cocycliques.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>The example %1 has no edge named “%2”.</source>
        <translation>L&apos;exemple %1 n&apos;a pas d&apos;arête nommée «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>Transfinite Welter and Nim</source>
        <translation>Welter et Nim transfinis</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimBoardView</name>
    <message>
        <source>Advance: the gap %1 becomes %2</source>
        <translation>Avancer&#xa0;: l&apos;écart %1 devient %2</translation>
    </message>
    <message>
        <source>Retreat: the gap %1 becomes %2</source>
        <translation>Recul&#xa0;: l&apos;écart %1 devient %2</translation>
    </message>
    <message>
        <source>Retreats are off: turn on Northcott&apos;s retreats (R) to move a counter back.</source>
        <translation>Les reculs sont désactivés&#xa0;: active les reculs de Northcott (R) pour faire reculer un jeton.</translation>
    </message>
    <message>
        <source>A counter cannot jump over the other one.</source>
        <translation>Un jeton ne peut pas sauter par-dessus l&apos;autre.</translation>
    </message>
    <message>
        <source>Click an empty square of the column to move your counter there.</source>
        <translation>Clique sur une case vide de la colonne pour y déplacer ton jeton.</translation>
    </message>
    <message>
        <source>Nim chessboard</source>
        <translation>Échiquier de Nim</translation>
    </message>
    <message>
        <source>Each heap as a column between two counters, Player 1&apos;s below and Player 2&apos;s above; the empty squares between them are the heap.</source>
        <translation>Chaque tas comme une colonne entre deux jetons, celui du joueur 1 en bas et celui du joueur 2 en haut&#xa0;; les cases vides entre eux sont le tas.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimColumnsView</name>
    <message>
        <source>nim-sum</source>
        <translation>somme de Nim</translation>
    </message>
    <message>
        <source>heap %1</source>
        <translation>tas %1</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimHeapsAccessibility</name>
    <message>
        <source>heap %1: 1 counter</source>
        <translation>tas %1&#xa0;: 1 jeton</translation>
    </message>
    <message>
        <source>heap %1: %2 counters</source>
        <translation>tas %1&#xa0;: %2 jetons</translation>
    </message>
    <message>
        <source>%1; Enter leaves %2</source>
        <translation>%1&#xa0;; Entrée en laisse %2</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimHeapsView</name>
    <message>
        <source>Heap %1</source>
        <translation>Tas %1</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>Take 1 counter from heap %2 (%3 → %4)</source>
        <translation>Prendre 1 jeton du tas %2 (%3 → %4)</translation>
    </message>
    <message>
        <source>Take %1 counters from heap %2 (%3 → %4)</source>
        <translation>Prendre %1 jetons du tas %2 (%3 → %4)</translation>
    </message>
    <message>
        <source>Nim heaps</source>
        <translation>Tas de Nim</translation>
    </message>
    <message>
        <source>Rows of counters, one row per heap. Up and Down choose a heap, Left and Right how many counters stay, Enter takes the rest.</source>
        <translation>Des rangées de jetons, une par tas. Haut et Bas choisissent un tas, Gauche et Droite combien de jetons restent, Entrée prend le reste.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NimPage</name>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>Who plays as player %1: a human, the perfect engine, or the casual one (a random move one time in three); on the chessboard player 1 has the light counters, player 2 the dark ones</source>
        <translation>Qui joue en tant que joueur %1&#xa0;: un humain, l&apos;ordinateur parfait, ou l&apos;amateur (un coup au hasard une fois sur trois)&#xa0;; sur l&apos;échiquier, le joueur 1 a les jetons clairs, le joueur 2 les foncés</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Start again from the heaps set up</source>
        <translation>Recommencer depuis les tas préparés</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Show the winning moves on the heaps and the board, or say that none exists</source>
        <translation>Montrer les coups gagnants sur les tas et l&apos;échiquier, ou dire qu&apos;il n&apos;y en a aucun</translation>
    </message>
    <message>
        <source>Hints hidden.</source>
        <translation>Indices masqués.</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Misère play: whoever takes the last counter loses (a new game from the heaps set up)</source>
        <translation>Jeu misère&#xa0;: qui prend le dernier jeton perd (une nouvelle partie depuis les tas préparés)</translation>
    </message>
    <message>
        <source>Misère: whoever takes the last counter loses. Play as in normal Nim until only heaps of one would be left; then leave an odd number of them.</source>
        <translation>Misère&#xa0;: qui prend le dernier jeton perd. Joue comme au Nim normal jusqu&apos;à ce qu&apos;il ne resterait que des tas de un&#xa0;; laisse alors un nombre impair de ces tas.</translation>
    </message>
    <message>
        <source>Normal play: whoever takes the last counter wins.</source>
        <translation>Jeu normal&#xa0;: qui prend le dernier jeton gagne.</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Reculs</translation>
    </message>
    <message>
        <source>Northcott&apos;s nim on the chessboard: a counter may also move back, enlarging its gap (normal play; a new game from the heaps set up)</source>
        <translation>Le Nim de Northcott sur l&apos;échiquier&#xa0;: un jeton peut aussi reculer, agrandissant son écart (jeu normal&#xa0;; une nouvelle partie depuis les tas préparés)</translation>
    </message>
    <message>
        <source>Northcott&apos;s retreats: click behind your counter to move it back. A retreat changes nothing: the answer closes the gap again.</source>
        <translation>Reculs de Northcott&#xa0;: clique derrière ton jeton pour le faire reculer. Un recul ne change rien&#xa0;: la réponse referme l&apos;écart.</translation>
    </message>
    <message>
        <source>Retreats off: counters only advance.</source>
        <translation>Reculs désactivés&#xa0;: les jetons ne font qu&apos;avancer.</translation>
    </message>
    <message>
        <source>Heaps</source>
        <translation>Tas</translation>
    </message>
    <message>
        <source>The heaps as rows of counters</source>
        <translation>Les tas en rangées de jetons</translation>
    </message>
    <message>
        <source>Chessboard</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>Gardner&apos;s chessboard: the same heaps as the gaps between two counters in each column</source>
        <translation>L&apos;échiquier de Gardner&#xa0;: les mêmes tas comme écarts entre deux jetons dans chaque colonne</translation>
    </message>
    <message>
        <source>The heaps of a new game, e.g. 3 4 5: 1 to %1 heaps of 0 to %2 counters; Enter starts it</source>
        <translation>Les tas d&apos;une nouvelle partie, p. ex. 3 4 5&#xa0;: de 1 à %1 tas de 0 à %2 jetons&#xa0;; Entrée la lance</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>A new game from these heaps (Enter)</source>
        <translation>Une nouvelle partie avec ces tas (Entrée)</translation>
    </message>
    <message>
        <source>The nim-sum worked in binary columns: a column with an odd number of 1s puts a 1 in the nim-sum</source>
        <translation>La somme de Nim en colonnes binaires&#xa0;: une colonne avec un nombre impair de 1 met un 1 dans la somme de Nim</translation>
    </message>
    <message>
        <source>Click an empty square ahead of your counter to move it there. Whoever makes the last move wins.</source>
        <translation>Clique sur une case vide devant ton jeton pour l&apos;y déplacer. Qui joue le dernier coup gagne.</translation>
    </message>
    <message>
        <source>Click a counter to take it and every counter to its right. Whoever takes the last counter wins.</source>
        <translation>Clique sur un jeton pour le prendre avec tous les jetons à sa droite. Qui prend le dernier jeton gagne.</translation>
    </message>
    <message>
        <source>Heaps not changed: %1</source>
        <translation>Tas non modifiés&#xa0;: %1</translation>
    </message>
    <message>
        <source>A new game with heaps %1.</source>
        <translation>Une nouvelle partie avec les tas %1.</translation>
    </message>
    <message>
        <source>The game is over: %1 to play again.</source>
        <translation>La partie est finie&#xa0;: %1 pour rejouer.</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>Ce n&apos;est pas ton tour.</translation>
    </message>
    <message>
        <source>%1 is not a move: %2.</source>
        <translation>%1 n&apos;est pas un coup&#xa0;: %2.</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Il ne reste aucun coup.</translation>
    </message>
    <message>
        <source> (light counters)</source>
        <translation> (jetons clairs)</translation>
    </message>
    <message>
        <source> (dark counters)</source>
        <translation> (jetons foncés)</translation>
    </message>
    <message>
        <source>The nim-sum and who wins</source>
        <translation>La somme de Nim et qui gagne</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Transfinite Nim…</source>
        <translation>Nim transfini…</translation>
    </message>
    <message>
        <source>Nim with heaps that are ordinals below ω^ω, on the Transfinite page</source>
        <translation>Nim avec des tas qui sont des ordinaux inférieurs à ω^ω, sur la page Transfini</translation>
    </message>
</context>
<context>
    <name>homestead::gui::NumbersCover</name>
    <message>
        <source>Numbers hidden while playing — show them with Hide numbers (%1).</source>
        <translation>Nombres masqués pendant la partie — affiche-les avec Masquer les nombres (%1).</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PageTabs</name>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PictureExport</name>
    <message>
        <source>Exporting once the analysis is ready…</source>
        <translation>Export dès que l&apos;analyse sera prête…</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <source>No image was written and any file already there is unchanged; the drawing is unchanged.</source>
        <translation>Aucune image n&apos;a été écrite et tout fichier déjà présent est inchangé&#xa0;; le dessin est inchangé.</translation>
    </message>
    <message>
        <source>Exported the position in play to %1</source>
        <translation>Position en jeu exportée vers %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>picture</source>
        <translation>dessin</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Exporter l&apos;image</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PictureScene</name>
    <message>
        <source>move</source>
        <translation>déplacer</translation>
    </message>
    <message>
        <source>Base node (on the ground)</source>
        <translation>Nœud de base (sur le sol)</translation>
    </message>
    <message>
        <source>Delete node</source>
        <translation>Supprimer le nœud</translation>
    </message>
    <message>
        <source>lift node off the ground</source>
        <translation>détacher le nœud du sol</translation>
    </message>
    <message>
        <source>make base node</source>
        <translation>en faire un nœud de base</translation>
    </message>
    <message>
        <source>Delete edge</source>
        <translation>Supprimer l&apos;arête</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PictureView</name>
    <message>
        <source>Drawing the picture… %1 %</source>
        <translation>Dessin en cours… %1 %</translation>
    </message>
    <message>
        <source>Placing the numbers… %1 %</source>
        <translation>Placement des nombres… %1 %</translation>
    </message>
    <message>
        <source>Canvas</source>
        <translation>Canevas</translation>
    </message>
    <message>
        <source>The picture: its nodes and edges. Tab and the arrow keys move the focus from edge to edge; the focused edge is read out with its stress and what chopping it leaves.</source>
        <translation>Le dessin&#xa0;: ses nœuds et ses arêtes. Tab et les flèches déplacent le focus d&apos;arête en arête&#xa0;; l&apos;arête qui a le focus est lue avec sa tension et ce que sa coupe laisse.</translation>
    </message>
    <message>
        <source>Click on the dotted ground line to place a base node,
then drag upwards from it to draw an edge.

Drag from a node out and back onto it for a loop.
Conway&apos;s pictures are in the Examples menu.

By keys: Shift+A a base node, A a node above it, L an edge (see Help → Guide).</source>
        <translation>Clique sur la ligne de sol pointillée pour placer un nœud de base,
puis glisse vers le haut depuis lui pour dessiner une arête.

Glisse hors d&apos;un nœud puis reviens dessus pour une boucle.
Les dessins de Conway sont dans le menu Exemples.

Au clavier&#xa0;: Maj+A un nœud de base, A un nœud au-dessus, L une arête (voir Aide → Guide).</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PlayController</name>
    <message>
        <source>The game is over: there is nothing to chop.</source>
        <translation>La partie est finie&#xa0;: il n&apos;y a plus rien à couper.</translation>
    </message>
    <message>
        <source>This position is too large for the misère search.</source>
        <translation>Cette position est trop grande pour la recherche misère.</translation>
    </message>
    <message>
        <source>Still working out the misère winning moves: ask again in a moment.</source>
        <translation>Les coups gagnants misère sont encore en cours de calcul&#xa0;: redemande dans un instant.</translation>
    </message>
    <message>
        <source>Working out the winning moves…</source>
        <translation>Calcul des coups gagnants…</translation>
    </message>
    <message>
        <source>No winning move exists: %1 — every move loses against perfect play.</source>
        <translation>Il n&apos;existe aucun coup gagnant&#xa0;: %1 — chaque coup perd contre un jeu parfait.</translation>
    </message>
    <message>
        <source>1 winning move, %1, marked in magenta</source>
        <translation>1 coup gagnant, %1, marqué en magenta</translation>
    </message>
    <message>
        <source>%1 winning moves, %2, marked in magenta</source>
        <translation>%1 coups gagnants, %2, marqués en magenta</translation>
    </message>
    <message>
        <source>: chop one to leave your opponent a lost position.</source>
        <translation>&#xa0;: coupes-en un pour laisser à ton adversaire une position perdue.</translation>
    </message>
    <message>
        <source>Value hidden while playing: Hint shows the winning moves; untick Hide numbers to see it.</source>
        <translation>Valeur masquée pendant la partie&#xa0;: Indice montre les coups gagnants&#xa0;; décoche Masquer les nombres pour la voir.</translation>
    </message>
    <message>
        <source>Misère play: working out who wins…</source>
        <translation>Jeu misère&#xa0;: calcul du gagnant…</translation>
    </message>
    <message>
        <source>Value: analysing…</source>
        <translation>Valeur&#xa0;: analyse en cours…</translation>
    </message>
    <message>
        <source>, 1 more fell</source>
        <translation>, 1 autre est tombée</translation>
    </message>
    <message>
        <source>, %1 more fell</source>
        <translation>, %1 autres sont tombées</translation>
    </message>
    <message>
        <source>%1 chops %2 (violet)</source>
        <translation>%1 coupe %2 (violet)</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PlayPanel</name>
    <message>
        <source>Who plays as Player %1: a human at the canvas or the engine</source>
        <translation>Qui joue en tant que joueur %1&#xa0;: un humain au canevas ou l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Misère play (whoever cannot move wins)</source>
        <translation>Jeu misère (qui ne peut pas jouer gagne)</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Start again from the drawing with these settings</source>
        <translation>Recommencer depuis le dessin avec ces réglages</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Highlight every winning move, or say that none exists</source>
        <translation>Surligner chaque coup gagnant, ou dire qu&apos;il n&apos;y en a aucun</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Take back the last move; against an engine, its answer too (%1)</source>
        <translation>Annuler le dernier coup&#xa0;; contre un ordinateur, sa réponse aussi (%1)</translation>
    </message>
    <message>
        <source>Replay the move taken back (%1)</source>
        <translation>Rejouer le coup annulé (%1)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop the engines between moves (Step plays one)</source>
        <translation>Mettre les ordinateurs en pause entre les coups (Pas en joue un)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Play one engine move while paused</source>
        <translation>Jouer un coup de l&apos;ordinateur pendant la pause</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Coups&#xa0;:</translation>
    </message>
    <message>
        <source>The moves played so far, with what fell: click one to go back to the position after it</source>
        <translation>Les coups joués jusqu&apos;ici, avec ce qui est tombé&#xa0;: clique sur l&apos;un d&apos;eux pour revenir à la position qui le suit</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Bilan</translation>
    </message>
    <message>
        <source>Each move with the value it left (0 wins: the player to move then loses). Click one to see the position it faced, with its winning moves marked.</source>
        <translation>Chaque coup avec la valeur qu&apos;il a laissée (0 gagne&#xa0;: le joueur qui a alors le trait perd). Clique sur l&apos;un d&apos;eux pour voir la position qu&apos;il affrontait, avec ses coups gagnants marqués.</translation>
    </message>
    <message>
        <source>The first move that handed the win away: click to see the position it faced, with the winning moves marked.</source>
        <translation>Le premier coup qui a laissé filer la victoire&#xa0;: clique pour voir la position qu&apos;il affrontait, avec les coups gagnants marqués.</translation>
    </message>
    <message>
        <source>Misère play: whoever cannot move wins. The engine and the hint use an exhaustive search, possible because the picture is small.</source>
        <translation>Jeu misère&#xa0;: qui ne peut pas jouer gagne. L&apos;ordinateur et l&apos;indice utilisent une recherche exhaustive, possible parce que le dessin est petit.</translation>
    </message>
    <message>
        <source>Unavailable: %1</source>
        <translation>Indisponible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Misère unavailable: %1.</source>
        <translation>Misère indisponible&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Bilan de la partie</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PresentationMode</name>
    <message>
        <source>Presentation Mo&amp;de</source>
        <translation>M&amp;ode présentation</translation>
    </message>
    <message>
        <source>Full screen, large type and high contrast for a projector; Esc leaves</source>
        <translation>Plein écran, gros caractères et contraste élevé pour un projecteur&#xa0;; Échap quitte</translation>
    </message>
    <message>
        <source>Presentation mode: full screen, large type, high contrast (F5; Esc leaves)</source>
        <translation>Mode présentation&#xa0;: plein écran, gros caractères, contraste élevé (F5&#xa0;; Échap quitte)</translation>
    </message>
    <message>
        <source>Leave Presentation (Esc)</source>
        <translation>Quitter la présentation (Échap)</translation>
    </message>
    <message>
        <source>Leave presentation mode (Esc)</source>
        <translation>Quitter le mode présentation (Échap)</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Présentation</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Exemples</translation>
    </message>
    <message>
        <source>Open one of the example pictures</source>
        <translation>Ouvrir l&apos;un des dessins d&apos;exemple</translation>
    </message>
</context>
<context>
    <name>homestead::gui::PuzzlePage</name>
    <message>
        <source>Hackenbush</source>
        <translation>Hackenbush</translation>
    </message>
    <message>
        <source>Hackenbush: a classic picture</source>
        <translation>Hackenbush&#xa0;: un dessin classique</translation>
    </message>
    <message>
        <source>Welter&apos;s game</source>
        <translation>Le jeu de Welter</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>The game of the puzzles: random Hackenbush pictures, the classic pictures of the Examples menu, Welter positions or Nim heaps.</source>
        <translation>Le jeu des énigmes&#xa0;: des dessins de Hackenbush au hasard, les dessins classiques du menu Exemples, des positions de Welter ou des tas de Nim.</translation>
    </message>
    <message>
        <source>1 · Beginner</source>
        <translation>1 · Débutant</translation>
    </message>
    <message>
        <source>2 · Intermediate</source>
        <translation>2 · Intermédiaire</translation>
    </message>
    <message>
        <source>3 · Expert</source>
        <translation>3 · Expert</translation>
    </message>
    <message>
        <source>Beginner: small trees, two or three coins or heaps.
Intermediate: small cycles, up to four coins or heaps.
Expert: loops and multiple edges, up to five coins or heaps.</source>
        <translation>Débutant&#xa0;: petits arbres, deux ou trois pièces ou tas.
Intermédiaire&#xa0;: petits cycles, jusqu&apos;à quatre pièces ou tas.
Expert&#xa0;: boucles et arêtes multiples, jusqu&apos;à cinq pièces ou tas.</translation>
    </message>
    <message>
        <source>Right answers in a row (the first answer to each puzzle counts) and your best run.</source>
        <translation>Bonnes réponses d&apos;affilée (la première réponse à chaque énigme compte) et ta meilleure série.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau&#xa0;:</translation>
    </message>
    <message>
        <source>No winning move</source>
        <translation>Aucun coup gagnant</translation>
    </message>
    <message>
        <source>Say that every move loses here (the value is 0). Key: 0</source>
        <translation>Dire que chaque coup perd ici (la valeur est 0). Touche&#xa0;: 0</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>The same position again (it no longer counts for the streak). Key: R</source>
        <translation>La même position de nouveau (elle ne compte plus pour la série). Touche&#xa0;: R</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Voir la réponse</translation>
    </message>
    <message>
        <source>The winning move, or that none exists, and why (the puzzle then no longer counts for the streak). Key: A</source>
        <translation>Le coup gagnant, ou qu&apos;il n&apos;y en a aucun, et pourquoi (l&apos;énigme ne compte alors plus pour la série). Touche&#xa0;: A</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Énigme suivante</translation>
    </message>
    <message>
        <source>A new position of this game and level. Key: N</source>
        <translation>Une nouvelle position de ce jeu et de ce niveau. Touche&#xa0;: N</translation>
    </message>
    <message>
        <source>Preparing the puzzle…</source>
        <translation>Préparation de l&apos;énigme…</translation>
    </message>
    <message>
        <source> &lt;i&gt;(%1)&lt;/i&gt;</source>
        <translation> &lt;i&gt;(%1)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Your move.</source>
        <translation>À toi de jouer.</translation>
    </message>
    <message>
        <source> Press Next puzzle (N) for another.</source>
        <translation> Appuie sur Énigme suivante (N) pour une autre.</translation>
    </message>
    <message>
        <source>That is not a move: %1.</source>
        <translation>Ce n&apos;est pas un coup&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Try again: this one no longer counts for the streak.</source>
        <translation>Réessaie&#xa0;: celle-ci ne compte plus pour la série.</translation>
    </message>
    <message>
        <source> Press Try again (R) to play it, or Next puzzle (N).</source>
        <translation> Appuie sur Réessayer (R) pour la jouer, ou sur Énigme suivante (N).</translation>
    </message>
    <message>
        <source>Streak %1 · best %2</source>
        <translation>Série %1 · record %2</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Énigmes</translation>
    </message>
    <message>
        <source>no such move</source>
        <translation>ce coup n&apos;existe pas</translation>
    </message>
    <message>
        <source>Strip, scrolling</source>
        <translation>Bande, défilante</translation>
    </message>
</context>
<context>
    <name>homestead::gui::RecoveryController</name>
    <message>
        <source>an untitled drawing</source>
        <translation>un dessin sans titre</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Restaurer le travail non enregistré&#xa0;?</translation>
    </message>
    <message>
        <source>It was never saved to a file.</source>
        <translation>Il n&apos;a jamais été enregistré dans un fichier.</translation>
    </message>
    <message>
        <source>Its file %1 was last saved %2.</source>
        <translation>Son fichier %1 a été enregistré pour la dernière fois le %2.</translation>
    </message>
    <message>
        <source>Its file %1 is no longer there.</source>
        <translation>Son fichier %1 n&apos;existe plus.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Homestead closed before “%1” was saved.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Homestead s&apos;est fermé avant que «&#xa0;%1&#xa0;» soit enregistré.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Autosaved %1.</source>
        <translation>Enregistré automatiquement le %1.</translation>
    </message>
    <message>
        <source>Autosaved %1: no edges yet.</source>
        <translation>Enregistré automatiquement le %1&#xa0;: pas encore d&apos;arête.</translation>
    </message>
    <message>
        <source>Autosaved %1: 1 edge.</source>
        <translation>Enregistré automatiquement le %1&#xa0;: 1 arête.</translation>
    </message>
    <message>
        <source>Autosaved %1: %2 edges.</source>
        <translation>Enregistré automatiquement le %1&#xa0;: %2 arêtes.</translation>
    </message>
    <message>
        <source>Restore opens it here with its unsaved changes; Discard deletes the autosaved copy.</source>
        <translation>Restaurer l&apos;ouvre ici avec ses modifications non enregistrées&#xa0;; Abandonner supprime la copie enregistrée automatiquement.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Autosaved drawing could not be read</source>
        <translation>Dessin enregistré automatiquement illisible</translation>
    </message>
    <message>
        <source>&lt;b&gt;An autosaved drawing could not be read.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Un dessin enregistré automatiquement n&apos;a pas pu être lu.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 (%2, autosaved %3): %4</source>
        <translation>%1 (%2, enregistré automatiquement le %3)&#xa0;: %4</translation>
    </message>
    <message>
        <source>Keep It</source>
        <translation>La garder</translation>
    </message>
    <message>
        <source>Delete It</source>
        <translation>La supprimer</translation>
    </message>
    <message>
        <source>Restored the autosaved drawing; it is not saved yet</source>
        <translation>Dessin enregistré automatiquement restauré&#xa0;; il n&apos;est pas encore enregistré</translation>
    </message>
</context>
<context>
    <name>homestead::gui::SceneBuilder</name>
    <message>
        <source>draw all of this picture</source>
        <translation>dessiner tout ce dessin</translation>
    </message>
</context>
<context>
    <name>homestead::gui::StatusLine</name>
    <message>
        <source>analysing…</source>
        <translation>analyse en cours…</translation>
    </message>
    <message>
        <source>Play: click an edge to chop it (or Tab to it and press Enter); what is no longer connected to the ground falls</source>
        <translation>Jouer&#xa0;: clique sur une arête pour la couper (ou atteins-la avec Tab et appuie sur Entrée)&#xa0;; ce qui n&apos;est plus relié au sol tombe</translation>
    </message>
    <message>
        <source>%1 New Game (F2) plays again; Ctrl+Z takes back the last move.</source>
        <translation>%1 Nouvelle partie (F2) pour rejouer&#xa0;; Ctrl+Z reprend le dernier coup.</translation>
    </message>
    <message>
        <source>%1 New Game (F2) plays again.</source>
        <translation>%1 Nouvelle partie (F2) pour rejouer.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::TransfiniteBoardView</name>
    <message>
        <source>Transfinite board</source>
        <translation>Plateau transfini</translation>
    </message>
    <message>
        <source>Dropped off the board: the coin stays on %1.</source>
        <translation>Tombée hors du plateau&#xa0;: la pièce reste sur %1.</translation>
    </message>
    <message>
        <source>Square %1 (empty)</source>
        <translation>Case %1 (vide)</translation>
    </message>
    <message>
        <source>Square %1: drag this coin to any smaller square — left in its row, or into a row below</source>
        <translation>Case %1&#xa0;: glisse cette pièce sur n&apos;importe quelle case plus petite — à gauche dans sa rangée, ou dans une rangée plus bas</translation>
    </message>
    <message>
        <source>Square %1: %2 coins (Nim heaps of this size)</source>
        <translation>Case %1&#xa0;: %2 pièces (des tas de Nim de cette taille)</translation>
    </message>
</context>
<context>
    <name>homestead::gui::TransfiniteGame</name>
    <message>
        <source>%1 coins: this page takes at most %2.</source>
        <translation>%1 pièces&#xa0;: cette page en prend au plus %2.</translation>
    </message>
    <message>
        <source>%1 is too large to draw: the page takes ordinals below ω^%2.</source>
        <translation>%1 est trop grand pour être dessiné&#xa0;: la page prend les ordinaux inférieurs à ω^%2.</translation>
    </message>
    <message>
        <source>%1 has a coefficient above %2, more squares than a row can show.</source>
        <translation>%1 a un coefficient supérieur à %2, plus de cases qu&apos;une rangée ne peut en montrer.</translation>
    </message>
    <message>
        <source>Welter: %1.</source>
        <translation>Welter&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Coin %1 (“%2”): %3</source>
        <translation>Pièce %1 («&#xa0;%2&#xa0;»)&#xa0;: %3</translation>
    </message>
    <message>
        <source>Type a move as “from → to”, e.g. w^2+w*5+25 -&gt; w^2+w*4+30.</source>
        <translation>Tape un coup sous la forme «&#xa0;de → à&#xa0;», p. ex. w^2+w*5+25 -&gt; w^2+w*4+30.</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>De&#xa0;: %1</translation>
    </message>
    <message>
        <source>To: %1</source>
        <translation>À&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>homestead::gui::TransfinitePage</name>
    <message>
        <source>Abuku&apos;s Welter</source>
        <translation>Welter d&apos;Abuku</translation>
    </message>
    <message>
        <source>Working out the good moves…</source>
        <translation>Recherche des bons coups…</translation>
    </message>
    <message>
        <source>Who plays as player %1: a human at the board, the perfect engine, or the casual one (a stalling move one time in three)</source>
        <translation>Qui joue en tant que joueur %1&#xa0;: un humain au plateau, l&apos;ordinateur parfait, ou l&apos;amateur (un coup dilatoire une fois sur trois)</translation>
    </message>
    <message>
        <source>%1 moved %2.</source>
        <translation>%1&#xa0;: coup %2.</translation>
    </message>
    <message>
        <source>Welter</source>
        <translation>Welter</translation>
    </message>
    <message>
        <source>Transfinite Welter: no two coins may share a square</source>
        <translation>Welter transfini&#xa0;: deux pièces ne peuvent pas partager une case</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>Transfinite Nim: a coin on α is a heap of size α; coins may share a square</source>
        <translation>Nim transfini&#xa0;: une pièce sur α est un tas de taille α&#xa0;; des pièces peuvent partager une case</translation>
    </message>
    <message>
        <source>Start again from the position typed</source>
        <translation>Recommencer depuis la position tapée</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Show the good moves on the board and say what each does</source>
        <translation>Montrer les bons coups sur le plateau et dire ce que fait chacun</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Abuku&apos;s transfinite Welter (value ω+4)</source>
        <translation>Le Welter transfini d&apos;Abuku (valeur ω+4)</translation>
    </message>
    <message>
        <source>1, ω·2+4, ω·2+9, ω²+ω·4+16, ω²+ω·5+25: value ω+4; the one good move ω²+ω·5+25 → ω²+ω·4+30, with the paper&apos;s last step corrected</source>
        <translation>1, ω·2+4, ω·2+9, ω²+ω·4+16, ω²+ω·5+25&#xa0;: valeur ω+4&#xa0;; le seul bon coup ω²+ω·5+25 → ω²+ω·4+30, avec la dernière étape de l&apos;article corrigée</translation>
    </message>
    <message>
        <source>Abuku&apos;s transfinite Nim (nim-sum ω·3+5)</source>
        <translation>Le Nim transfini d&apos;Abuku (somme de Nim ω·3+5)</translation>
    </message>
    <message>
        <source>1, ω·2+4, ω²·3+9, ω²·2+ω·4+16, ω²+ω·5+25: nim-sum ω·3+5; the good move ω·2+4 → ω+1</source>
        <translation>1, ω·2+4, ω²·3+9, ω²·2+ω·4+16, ω²+ω·5+25&#xa0;: somme de Nim ω·3+5&#xa0;; le bon coup ω·2+4 → ω+1</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Abuku&apos;s examples: each one sets up its position on the board</source>
        <translation>Les exemples d&apos;Abuku&#xa0;: chacun met sa position en place sur le plateau</translation>
    </message>
    <message>
        <source>coins, e.g. 1 w*2+4 w^2+w*5+25</source>
        <translation>pièces, p. ex. 1 w*2+4 w^2+w*5+25</translation>
    </message>
    <message>
        <source>The coins (Welter) or heaps (Nim), ordinals below ω^6 as homestead-cli takes them: w^2*3+w*4+16 or ω²·3+ω·4+16, separated by spaces or commas; Enter starts a game</source>
        <translation>Les pièces (Welter) ou les tas (Nim), des ordinaux inférieurs à ω^6 comme les lit homestead-cli&#xa0;: w^2*3+w*4+16 ou ω²·3+ω·4+16, séparés par des espaces ou des virgules&#xa0;; Entrée lance une partie</translation>
    </message>
    <message>
        <source>A new game from %1.</source>
        <translation>Une nouvelle partie depuis %1.</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Exemples</translation>
    </message>
    <message>
        <source>move: from → to</source>
        <translation>coup&#xa0;: de → à</translation>
    </message>
    <message>
        <source>A move typed as “from → to” (or -&gt;), e.g. w^2+w*5+25 -&gt; w^2+w*4+30: any smaller ordinal, also in a row not shown; Enter plays it</source>
        <translation>Un coup tapé sous la forme «&#xa0;de → à&#xa0;» (ou -&gt;), p. ex. w^2+w*5+25 -&gt; w^2+w*4+30&#xa0;: n&apos;importe quel ordinal plus petit, même dans une rangée non affichée&#xa0;; Entrée le joue</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>Ce n&apos;est pas ton tour.</translation>
    </message>
    <message>
        <source>%1 is not a move: %2.</source>
        <translation>%1 n&apos;est pas un coup&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>La position</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Transfinite Nim: %1.</source>
        <translation>Nim transfini&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Transfinite Welter: %1.</source>
        <translation>Welter transfini&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Transfinite Nim: the heaps&apos; coefficients of each power of ω nim-add on their own</source>
        <translation>Nim transfini&#xa0;: les coefficients de chaque puissance de ω s&apos;ajoutent au sens de Nim séparément</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Il ne reste aucun coup.</translation>
    </message>
    <message>
        <source>The game is over: there is no move.</source>
        <translation>La partie est finie&#xa0;: il n&apos;y a aucun coup.</translation>
    </message>
    <message>
        <source>Hint: no good move exists: every move leaves the opponent a win.</source>
        <translation>Indice&#xa0;: il n&apos;existe aucun bon coup&#xa0;: chaque coup laisse la victoire à l&apos;adversaire.</translation>
    </message>
    <message>
        <source>Hint: the good move %1 (shown in green).</source>
        <translation>Indice&#xa0;: le bon coup %1 (en vert).</translation>
    </message>
    <message>
        <source>Hint: good moves %1 (shown in green).</source>
        <translation>Indice&#xa0;: les bons coups %1 (en vert).</translation>
    </message>
    <message>
        <source>Transfinite</source>
        <translation>Transfini</translation>
    </message>
</context>
<context>
    <name>homestead::gui::WelterStripAccessibility</name>
    <message>
        <source>square %1, empty</source>
        <translation>case %1, vide</translation>
    </message>
    <message>
        <source>coin on square %1, picked up</source>
        <translation>pièce sur la case %1, prise</translation>
    </message>
    <message>
        <source>coin on square %1</source>
        <translation>pièce sur la case %1</translation>
    </message>
</context>
<context>
    <name>homestead::gui::WelterStripPage</name>
    <message>
        <source>Working out the winning moves…</source>
        <translation>Recherche des coups gagnants…</translation>
    </message>
    <message>
        <source>Welter&apos;s game</source>
        <translation>Le jeu de Welter</translation>
    </message>
    <message>
        <source>Who plays as player %1: a human at the strip, the perfect engine, or the casual one (a random move one time in three, for beginners)</source>
        <translation>Qui joue en tant que joueur %1&#xa0;: un humain à la bande, l&apos;ordinateur parfait, ou l&apos;amateur (un coup au hasard une fois sur trois, pour les débutants)</translation>
    </message>
    <message>
        <source>%1 moved %2.</source>
        <translation>%1&#xa0;: coup %2.</translation>
    </message>
    <message>
        <source>Drag a coin to the left onto an empty square, or click a coin and then a square. Arrows and Enter work too.</source>
        <translation>Glisse une pièce vers la gauche sur une case vide, ou clique sur une pièce puis sur une case. Les flèches et Entrée marchent aussi.</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Préparer</translation>
    </message>
    <message>
        <source>Set-up mode: click a square to place or remove a coin</source>
        <translation>Mode préparation&#xa0;: clique sur une case pour poser ou retirer une pièce</translation>
    </message>
    <message>
        <source>Set-up: click squares to place or remove coins; leave set-up to play.</source>
        <translation>Préparation&#xa0;: clique sur des cases pour poser ou retirer des pièces&#xa0;; quitte la préparation pour jouer.</translation>
    </message>
    <message>
        <source>Game started from the position set up.</source>
        <translation>Partie commencée depuis la position préparée.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>A random position with the chosen number of coins</source>
        <translation>Une position au hasard avec le nombre de pièces choisi</translation>
    </message>
    <message>
        <source>A random position of %1 coins.</source>
        <translation>Une position au hasard de %1 pièces.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Remove every coin</source>
        <translation>Retirer toutes les pièces</translation>
    </message>
    <message>
        <source>Start again from the position set up</source>
        <translation>Recommencer depuis la position préparée</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Show the winning moves, or say that none exists</source>
        <translation>Montrer les coups gagnants, ou dire qu&apos;il n&apos;y en a aucun</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Misère play: whoever makes the last move loses</source>
        <translation>Jeu misère&#xa0;: qui joue le dernier coup perd</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source> coins</source>
        <translation> pièces</translation>
    </message>
    <message>
        <source>How many coins stand on the strip; Random puts this many on random squares</source>
        <translation>Combien de pièces sont sur la bande&#xa0;; Au hasard en pose autant sur des cases au hasard</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>The number of squares of the strip (it scrolls when long). The game in progress is kept; the strip cannot be shorter than the highest coin of the start position.</source>
        <translation>Le nombre de cases de la bande (elle défile quand elle est longue). La partie en cours est conservée&#xa0;; la bande ne peut pas être plus courte que la pièce la plus haute de la position de départ.</translation>
    </message>
    <message>
        <source>The strip has %1 squares; the game goes on.</source>
        <translation>La bande a %1 cases&#xa0;; la partie continue.</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>La position</translation>
    </message>
    <message>
        <source>The Welter value [a|b|c|…]: the Grundy value of the position</source>
        <translation>La valeur de Welter [a|b|c|…]&#xa0;: la valeur de Grundy de la position</translation>
    </message>
    <message>
        <source>Welter&apos;s game is Nim in which no two heaps may be equal</source>
        <translation>Le jeu de Welter est un Nim où deux tas ne peuvent jamais être égaux</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Value %1 = %2</source>
        <translation>Valeur %1 = %2</translation>
    </message>
    <message>
        <source>Conway&apos;s mating method: mate the best-mated pair, repeat; the colours match the arcs under the strip</source>
        <translation>La méthode d&apos;appariement de Conway&#xa0;: apparier la paire la mieux appariée, recommencer&#xa0;; les couleurs correspondent aux arcs sous la bande</translation>
    </message>
    <message>
        <source>No move is left.</source>
        <translation>Il ne reste aucun coup.</translation>
    </message>
    <message>
        <source>Set-up: click squares to place or remove coins</source>
        <translation>Préparation&#xa0;: clique sur des cases pour poser ou retirer des pièces</translation>
    </message>
    <message>
        <source>The game is over: there is no move.</source>
        <translation>La partie est finie&#xa0;: il n&apos;y a aucun coup.</translation>
    </message>
    <message>
        <source>Hint: no winning move exists (misère): every move leaves the opponent a win.</source>
        <translation>Indice&#xa0;: il n&apos;existe aucun coup gagnant (misère)&#xa0;: chaque coup laisse la victoire à l&apos;adversaire.</translation>
    </message>
    <message>
        <source>Hint: no winning move exists: the value is 0, so every move leaves the opponent a win.</source>
        <translation>Indice&#xa0;: il n&apos;existe aucun coup gagnant&#xa0;: la valeur est 0, donc chaque coup laisse la victoire à l&apos;adversaire.</translation>
    </message>
    <message>
        <source>Hint%1: the winning move %2 (shown in green).</source>
        <translation>Indice%1&#xa0;: le coup gagnant %2 (en vert).</translation>
    </message>
    <message>
        <source>Hint%1: winning moves %2 (shown in green).</source>
        <translation>Indice%1&#xa0;: les coups gagnants %2 (en vert).</translation>
    </message>
    <message>
        <source> (misère)</source>
        <translation> (misère)</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>Ce n&apos;est pas ton tour.</translation>
    </message>
    <message>
        <source>%1 → %2 is not a move: %3.</source>
        <translation>%1 → %2 n&apos;est pas un coup&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Number of coins</source>
        <translation>Nombre de pièces</translation>
    </message>
    <message>
        <source>Strip, scrolling</source>
        <translation>Bande, défilante</translation>
    </message>
    <message>
        <source>Welter</source>
        <translation>Welter</translation>
    </message>
</context>
<context>
    <name>homestead::gui::WelterStripView</name>
    <message>
        <source>Welter strip</source>
        <translation>Bande de Welter</translation>
    </message>
    <message>
        <source>spinster</source>
        <translation>célibataire</translation>
    </message>
    <message>
        <source>Dropped off the strip: the coin goes back to square %1.</source>
        <translation>Tombée hors de la bande&#xa0;: la pièce retourne sur la case %1.</translation>
    </message>
    <message>
        <source>Square %1: click to remove the coin</source>
        <translation>Case %1&#xa0;: clique pour retirer la pièce</translation>
    </message>
    <message>
        <source>Square %1: click to place a coin</source>
        <translation>Case %1&#xa0;: clique pour poser une pièce</translation>
    </message>
    <message>
        <source>Square %1: drag this coin left onto an empty square, or click it and then a square</source>
        <translation>Case %1&#xa0;: glisse cette pièce vers la gauche sur une case vide, ou clique dessus puis sur une case</translation>
    </message>
    <message>
        <source>Square %1 (empty)</source>
        <translation>Case %1 (vide)</translation>
    </message>
    <message>
        <source>Squares numbered from 0, some holding coins. Left and Right move along the strip; Enter picks up the coin there and Enter again puts it down on an empty square to its left.</source>
        <translation>Des cases numérotées à partir de 0, certaines portant des pièces. Gauche et Droite avancent le long de la bande&#xa0;; Entrée prend la pièce qui s&apos;y trouve, et Entrée de nouveau la pose sur une case vide à sa gauche.</translation>
    </message>
</context>
<context>
    <name>homestead::gui::WinningMoveStepper</name>
    <message>
        <source>Finding the winning moves of the new position…</source>
        <translation>Recherche des coups gagnants de la nouvelle position…</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to chop.</source>
        <translation>La partie est finie&#xa0;: il n&apos;y a plus rien à couper.</translation>
    </message>
    <message>
        <source>Still working out the misère winning moves: press F3 again in a moment.</source>
        <translation>Les coups gagnants misère sont encore en cours de calcul&#xa0;: rappuie sur F3 dans un instant.</translation>
    </message>
</context>
</TS>
