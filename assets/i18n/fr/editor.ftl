## L'éditeur de cartes : sa barre, les outils, les problèmes et ce que disent ses actions.

editor-title = Éditeur de cartes : { $game }
editor-back = Retour
editor-back-hint = Vers la préparation du jeu
editor-name = Nom
editor-undo = Annuler
editor-undo-hint = Ctrl+Z
editor-redo = Rétablir
editor-redo-hint = Ctrl+Y
editor-size = Taille
editor-resize = Redimensionner
editor-file = Fichier : { $file }
editor-save = Enregistrer
editor-save-hint = Une carte avec des problèmes est enregistrée comme brouillon
editor-save-as = Enregistrer sous
editor-save-as-hint = nouveau-nom
editor-play = Jouer cette carte
editor-play-hint = L'enregistrer et y lancer une partie
editor-set = Définir
editor-problems-title = Problèmes
editor-no-problems = Aucun : la carte est jouable.
editor-problem-at = en ({ $x },{ $y }) : { $problem }
editor-mark-hint = Cliquer pour marquer la case
editor-help = Cliquez sur une case pour y appliquer l'outil choisi ; faites glisser pour peindre. Une carte avec des problèmes est enregistrée comme brouillon mais ne peut pas être jouée.
editor-keys-help = Au clavier : Tab jusqu'à la carte, les flèches déplacent le curseur, Entrée applique l'outil choisi.
editor-canvas = Carte
editor-cursor-enter = Entrée : { $tool }

## Ce que disent les actions de l'éditeur.

editor-no-editor = { $game } n'a pas d'éditeur de cartes
editor-cannot-open = Impossible d'ouvrir la carte : { $problem }
editor-nothing-to-undo = rien à annuler
editor-nothing-to-redo = rien à rétablir
editor-saved = Enregistré : { $file }
editor-saved-draft = Enregistré : { $file } (un brouillon : elle a des problèmes)
editor-not-in-catalog = { $game } n'est pas dans le catalogue
editor-unsaved-back = La carte a des modifications non enregistrées : enregistrez-les, ou appuyez encore sur Retour pour partir sans elles
editor-unsaved-close = La carte a des modifications non enregistrées : enregistrez-les, ou fermez encore la fenêtre pour quitter sans elles
editor-not-a-preset = '{ $name }' n'est pas un nom de préréglage
editor-not-playable = la carte n'est pas encore jouable : { $problem }
editor-bad-file-name = '{ $name }' n'est pas un nom de fichier : utilisez des lettres, des chiffres, - et _
editor-shipped-name = '{ $name }' est le nom d'une carte fournie : enregistrez sous un autre nom
editor-cannot-write = impossible d'écrire { $file } : { $problem }
# $what est editor-width ou editor-height.
editor-out-of-range = { $what } doit aller de { $min } à { $max }, pas { $value }
editor-width = la largeur
editor-height = la hauteur
editor-off-map = ({ $x },{ $y }) est hors de la carte
# $tool est le nom d'un outil tel que le programme le connaît (en anglais, comme les cartes et les tests nomment les outils).
editor-no-tool = pas d'outil '{ $tool }'
editor-no-number = ({ $x },{ $y }) ne contient aucun nombre

## Les titres de la palette.

editor-group-tiles = Cases
editor-group-pieces = Pièces
editor-group-units = Unités
editor-group-units-buildings = Unités et bâtiments
editor-group-treasury = Trésor
editor-group-map = Carte
editor-group-floor = Sol
editor-group-belts = Tapis
editor-group-express-belts = Tapis express
editor-group-walls = Murs
editor-group-flags-starts = Drapeaux et départs

## Les outils et leurs infobulles. La palette affiche le nom d'un outil avec une majuscule initiale.
## $side et $seat sont des noms de places de rules.ftl ; $piece est le nom d'une pièce (position.ftl)
## ou, sur une carte de Rois et pions, un type d'unité tel que la carte le nomme ($kind) ; $dir vaut
## N, E, S ou W.

# Une pièce d'un camp, comme « cercle (Cyan) » ou « King (Joueur 1) ».
editor-tool-piece = { $piece } ({ $side })
editor-tool-piece-help = Un { $piece } de { $side }
editor-tool-remove-piece = Retirer
editor-tool-remove-piece-help = Retire la pièce
editor-tool-remove-unit = Retirer
editor-tool-remove-unit-help = Retire l'unité

provinces-tool-sea = Mer
provinces-tool-sea-help = Mer : pas de case
provinces-tool-land = Terre
provinces-tool-land-help = Terre neutre (efface ce qui s'y trouve)
provinces-tool-red = Rouge
provinces-tool-red-help = Terre de Rouge
provinces-tool-blue = Bleu
provinces-tool-blue-help = Terre de Bleu
# $thing est l'un des articles de la boutique (provinces-item-*).
provinces-tool-thing-help = Place ici : { $thing }
provinces-tool-remove = Retirer
provinces-tool-remove-help = Retire l'unité ou le bâtiment
provinces-tool-treasury = Trésor
provinces-tool-treasury-help = Choisissez une province pour fixer ses pièces
provinces-tool-hex = Hexagones
provinces-tool-hex-help = Hexagones (décalage even-q)
provinces-tool-square8 = Carré8
provinces-tool-square8-help = Carrés à huit voisins
provinces-tool-on-sea = ({ $x },{ $y }) est en mer : peignez d'abord de la terre
provinces-tool-coins = Pièces de la province de { $side } en ({ $x },{ $y })
provinces-tool-coins-range = un trésor contient de 0 à { $max } pièces, pas { $value }
provinces-tool-no-province = ({ $x },{ $y }) n'est dans aucune province

tactigon-tool-tile = Case
tactigon-tool-tile-help = Ajoute une case à l'une ou l'autre extrémité de sa ligne
tactigon-tool-gap = Trou
tactigon-tool-gap-help = Retire une case à l'une ou l'autre extrémité de sa ligne
tactigon-tool-gold = Or
tactigon-tool-gold-help = Fait d'une case une case d'or, ou la rend de nouveau ordinaire
# $line est une ligne (rangée) du plateau ; elle va de la colonne $min à la colonne $max.
tactigon-tool-add-at-ends = une ligne est continue : la ligne { $line } va de x={ $min } à x={ $max }, ajoutez donc à côté de ses extrémités
tactigon-tool-last-hex = la ligne { $line } garde au moins une case : raccourcissez plutôt le plateau
tactigon-tool-take-at-ends = une ligne est continue : retirez des cases à ses extrémités (x={ $min } ou x={ $max })
tactigon-tool-not-hex = ({ $x },{ $y }) n'est pas une case du plateau

kings-tool-tile = Case
kings-tool-tile-help = Une case carrée
kings-tool-gap = Trou
kings-tool-gap-help = Pas de case (retire son unité)
kings-tool-unit-help = { $kind } de { $seat }
kings-tool-king-help = { $kind } de { $seat } : les perdre tous, c'est perdre
kings-tool-on-gap = ({ $x },{ $y }) est un trou : peignez d'abord une case

robots-tool-floor = Sol
robots-tool-floor-help = Sol simple
robots-tool-pit = Fosse
robots-tool-pit-help = Un robot qui y entre est détruit
robots-tool-gear-left = Engrenage à gauche
robots-tool-gear-left-help = Fait pivoter d'un quart de tour à gauche un robot qui s'y trouve
robots-tool-gear-right = Engrenage à droite
robots-tool-gear-right-help = Fait pivoter d'un quart de tour à droite un robot qui s'y trouve
# $express vaut yes ou no ; $turn vaut L ou R pour un virage (il tourne à gauche ou à droite), none sinon.
robots-tool-belt = { $express ->
    [yes] Express
   *[no] Tapis
} { $dir }{ $turn ->
    [L] {" "}virage G
    [R] {" "}virage D
   *[none] {""}
}
robots-tool-belt-help = Déplace les robots vers { $dir ->
    [N] le nord
    [E] l'est
    [S] le sud
   *[W] l'ouest
}{ $turn ->
    [L] {" "}et tourne à gauche un robot qu'il amène sur cette case
    [R] {" "}et tourne à droite un robot qu'il amène sur cette case
   *[none] {""}
}
robots-tool-wall = Mur { $dir }
robots-tool-wall-help = Pose ou retire le mur sur ce bord
robots-tool-flag = Drapeau
robots-tool-flag-help = Ajoute le drapeau suivant, ou retire un drapeau
robots-tool-start = Départ { $dir }
robots-tool-start-help = Un départ orienté dans cette direction
robots-tool-remove-start = Retirer départ
robots-tool-remove-start-help = Retire le départ
robots-tool-too-many-starts = un plateau a au plus { $max } départs : retirez-en un d'abord
robots-tool-too-many-flags = un plateau a au plus { $max } drapeaux : retirez-en un d'abord
