## Ce que disent les lecteurs de cartes des jeux d'une carte qu'ils ne peuvent pas utiliser : les
## problèmes de l'éditeur de cartes, et une carte qui ne se charge pas. $x et $y sont la colonne et la
## ligne d'une case ; $token et $text sont des mots du fichier, cités tels qu'écrits ; $side et $seat
## sont des noms de places de rules.ftl.

# Un fichier de données inutilisable : son chemin, puis ce qui ne va pas.
load-error = { $file } : { $problem }

map-too-large = la carte dépasse { $max } sur { $max }
map-row-uneven = la ligne { $row } a { $tiles } cases mais la ligne 0 en a { $first }
map-tile-token = case ({ $x },{ $y }) '{ $token }' : { $problem }
map-tile-problem = case ({ $x },{ $y }) : { $problem }
map-placement-tile = une case comme (2,3) est attendue après le nom
map-tile-expected = une case comme (2,3) est attendue, pas '{ $text }'
map-not-number = '{ $text }' n'est pas un nombre entier

## Provinces

provinces-map-generate-or-rows = donnez soit generate, soit rows et money, pas les deux
provinces-map-generate-size = generate : la taille vaut 8 (petite) ou 16 (grande), pas { $size }
# $what est provinces-map-money-at, ou le nom d'un champ du fichier (round, conquests.red).
provinces-map-number = { $what } doit aller de { $min } à { $max }, pas { $number }
provinces-map-money-at = l'argent en ({ $x },{ $y })
provinces-map-no-province = { $side } n'a aucune province
provinces-map-drawn = la carte tirée pour la graine { $seed } : { $problem }
provinces-map-rows = la carte doit avoir de 1 à { $max } lignes, pas { $rows }
provinces-map-row-tiles = la ligne { $row } doit avoir de 1 à { $max } cases, pas { $tiles }
provinces-map-token-length = une case s'écrit en deux caractères, comme r. ou bk
provinces-map-token-sea = la mer s'écrit ~~
provinces-map-token-owner = propriétaire inconnu '{ $letter }' (utilisez ~ . r b)
provinces-map-token-content = contenu inconnu '{ $letter }' (utilisez . p s B k f t T)
provinces-map-token-neutral = une terre neutre ne contient rien
provinces-map-money-off = l'argent en ({ $x },{ $y }) est hors de la carte
provinces-map-money-sea = l'argent en ({ $x },{ $y }) est sur la mer
provinces-map-money-neutral = l'argent en ({ $x },{ $y }) est sur une terre neutre, pas sur une province
provinces-map-money-twice = deux entrées d'argent pour la province de ({ $x },{ $y })
provinces-map-money-missing = la province de ({ $x },{ $y }) n'a pas d'entrée d'argent

## Tactigon. $piece est le nom d'une pièce (position.ftl).

tactigon-map-lines = le plateau doit avoir de 1 à { $max } lignes, pas { $lines }
# La ligne $line du plateau va de la colonne $min à la colonne $max ; les colonnes vont de 0 à $limit - 1.
tactigon-map-line = la ligne { $line } va de x={ $min } à x={ $max } : il faut 0 <= min_x <= max_x < { $limit }
tactigon-map-tiles = le plateau a { $tiles } cases ; { $max } au plus sont prises en charge
tactigon-map-no-gold = il n'y a aucune case d'or
tactigon-map-gold-off = la case d'or ({ $x },{ $y }) est hors du plateau
tactigon-map-gold-twice = la case d'or ({ $x },{ $y }) figure deux fois
tactigon-map-piece = pièce de { $side } "{ $token }" : { $problem }
tactigon-map-piece-type = type de pièce inconnu '{ $name }' (utilisez C, T, S ou P)
tactigon-map-piece-off = le { $piece } de { $side } en ({ $x },{ $y }) est hors du plateau
tactigon-map-two-pieces = deux pièces sur la case ({ $x },{ $y })
tactigon-map-no-pentagon = { $side } n'a pas de pentagone
tactigon-map-pentagons = { $side } a { $count } pentagones ; un seul est permis

## Rois et pions. $kind est un type d'unité tel que la carte le nomme (King, Pawn).

kings-map-size = la carte doit avoir de 1 à { $max } lignes d'au plus { $max } cases
kings-map-players = { $count } joueurs indiqués ; les préréglages en ont exactement deux pour l'instant
kings-map-unit = unité de { $seat } "{ $token }" : { $problem }
kings-map-unit-kind = '{ $kind }' n'est pas un type d'unité (des lettres seulement, comme King ou Pawn)
kings-map-unit-off = { $kind } de { $seat } en ({ $x },{ $y }) n'est pas sur la carte
kings-map-two-units = deux unités sur la case ({ $x },{ $y })
kings-map-no-king = { $seat } n'a pas de roi
kings-map-to-move = to_move désigne le joueur { $player } ; il y a les joueurs 1 et 2
kings-map-too-many-units = trop d'unités

## Course de robots. $what désigne une entrée du fichier : une robots-map-*-entry, un robot ou un drapeau.

robots-map-size = le plateau doit avoir de 1 à { $max } lignes de 1 à { $max } cases
robots-map-entry = { $what } : { $problem }
robots-map-walls-entry = entrée walls { $number } "{ $text }"
robots-map-robot = robot { $number } "{ $text }"
robots-map-at-entry = entrée at { $number } "{ $text }"
robots-map-flag = drapeau { $number }
robots-map-off-board = { $what } en ({ $x },{ $y }) n'est pas sur le plateau
robots-map-name-edges = nommez les bords, comme (2,3) N E
robots-map-one-facing = donnez une seule orientation, comme (0,5) N
robots-map-flags = { $count } drapeaux ; un plateau en a de 1 à { $max }
robots-map-flag-on-pit = { $what } en ({ $x },{ $y }) est sur une fosse ou sur un autre drapeau
robots-map-robots = { $count } robots ; un plateau en a de { $min } à { $max }
robots-map-robot-on-pit = { $what } part d'une fosse ou d'un autre robot
robots-map-hands = { $hands } mains pour { $robots } robots
robots-map-at-count = { $placed } robots placés avec at ; le plateau en a { $robots }
# $touched est la liste de nombres du fichier telle qu'écrite, comme [1, 3].
robots-map-touched = touched cite plus de robots ou de drapeaux que le plateau n'en a ({ $touched })
robots-map-at-on-pit = { $what } est sur une fosse ou sur un autre robot
robots-map-floor = '{ $token }' n'est pas une case (. sol, P fosse, GL/GR engrenage, bN/eE tapis, bNL/eSR virage)
robots-map-direction = '{ $text }' n'est pas une direction (N, E, S ou W)
robots-map-tile-first = une case comme (2,3) est attendue d'abord
robots-map-hand-size = la main { $hand } a { $cards } cartes ; une main en a { $size }
robots-map-hand-priority = main { $hand } : aucune carte n'a la priorité { $priority } (10, 20, … 840)
robots-map-hand-twice = main { $hand } : la carte de priorité { $priority } est distribuée deux fois

## Ce que dit le lecteur RON d'un fichier de données qu'il ne peut pas lire (une carte, un tutoriel, les
## réglages). $line et $column situent le problème ; $problem est l'un des messages ron- ci-dessous, ou les
## propres mots anglais du lecteur pour les problèmes plus rares. $mark est une parenthèse, un crochet ou un
## signe de ponctuation, à montrer tel qu'écrit ; $field, $found et $char sont des mots du fichier ;
## $expected énumère les noms que le fichier peut employer à cet endroit, tels qu'ils y sont écrits.

ron-at = { $line }:{ $column } : { $problem }
ron-end = le fichier se termine trop tôt
ron-expected-mark = '{ $mark }' est attendu
ron-expected-boolean = true ou false est attendu
ron-expected-integer = un nombre entier est attendu
ron-expected-number = un nombre est attendu
ron-expected-string = un texte entre guillemets doubles est attendu
ron-string-unclosed = un texte entre guillemets doubles n'est pas fermé
ron-expected-name = un nom est attendu
ron-unexpected-char = caractère inattendu '{ $char }'
ron-trailing = encore du texte après la fin de la valeur du fichier
ron-number-range = le nombre est trop grand
ron-comment-unclosed = un /* commentaire */ n'est pas fermé
ron-nesting = imbrication de plus de { $max } niveaux
ron-missing-field = champ '{ $field }' manquant
ron-duplicate-field = le champ '{ $field }' est donné deux fois
ron-unknown-field = champ inconnu '{ $found }' ; les champs sont : { $expected }
ron-unknown-name = nom inconnu '{ $found }' ; l'un de ceux-ci est attendu : { $expected }

## Les noms des cartes et des descriptions GDL fournies, sur la page de préparation, par jeu et par nom
## de fichier (le nom anglais d'une description GDL est son nom de fichier en mots). Une carte dont le nom
## a été changé dans son fichier affiche plutôt le nom de son fichier.

map-provinces-archipelago = Archipel
map-provinces-big-7 = Grande, graine 7
map-provinces-duel-hex = Duel hexagonal
map-provinces-duel-square = Duel carré
map-provinces-large = Grande île
map-provinces-random-big = Grande carte aléatoire
map-provinces-random-small = Petite carte aléatoire
map-provinces-small-42-square = Petite carrée, graine 42
map-provinces-small-42 = Petite, graine 42
map-tactigon-large = Grande
map-tactigon-medium = Moyenne
map-tactigon-small = Petite
map-kings-crossroads = Carrefour
map-kings-default = Standard 5x5
map-kings-field-12 = Terrain 12x12
map-kings-twin-kings = Rois jumeaux
map-robots-conveyors = Boucles de tapis 10x10
map-robots-factory = Usine 16x12
map-robots-maze = Labyrinthe de murs 10x10
map-robots-open = Sol dégagé 8x8
map-gdl-connect-four = Puissance 4
map-gdl-hanoi = Tours de Hanoï
map-gdl-nim = Jeu de Nim
map-gdl-rock-paper-scissors = Pierre-feuille-ciseaux
map-gdl-tictactoe-3 = Morpion à trois
map-gdl-tictactoe = Morpion
