## Ce que disent les règles d'un coup : comment la partie s'est terminée et pourquoi un coup est impossible. $tile,
## $from et $to sont des cases écrites (x,y) ; $move est un coup dans la notation du jeu ; $side, $seat
## et $robot sont des noms de places de rules.ftl.

game-over = la partie est terminée : { $reason }
not-a-legal-move = { $move } n'est pas un coup légal

## Provinces

provinces-end-land = { $side } tient 80 % des terres
provinces-end-no-province = { $side } n'a plus aucune province
provinces-end-rounds = limite de tours ({ $limit }) atteinte ; évaluation de référence { $value } (bleu moins rouge)
provinces-illegal-no-unit = { $tile } ne porte aucune unité de { $side }
provinces-illegal-no-province = { $tile } n'est dans aucune province de { $side }
provinces-illegal-dear = trop cher pour la province : { $item }
provinces-illegal-acted = cette province a déjà agi ce tour-ci
provinces-illegal-moved = cette unité a déjà bougé ce tour-ci
provinces-illegal-placement = { $move } enfreint les règles de placement (portée 2, zones des tours, force, fusions, fermes à côté des fermes)

## Tactigon. $piece et $other sont des sortes de pièces (tactigon-circle, etc.) ; dans tactigon-illegal-not-yours, $other est un nom de place.

tactigon-end-pentagon = { $side } a pris le pentagone ennemi
tactigon-end-gold = { $side } tient toutes les cases d'or
tactigon-end-no-moves = { $side } gagne : l'adversaire n'a aucun coup légal
tactigon-end-no-captures = { $turns } tours sans prise
tactigon-illegal-no-piece = il n'y a aucune pièce en { $tile }
tactigon-illegal-not-yours = c'est au tour de { $side }, pas de { $other }
tactigon-illegal-friendly = { $tile } porte une pièce alliée ({ $piece })
tactigon-illegal-cannot-attack = un { $piece } ne peut pas attaquer un { $other }
tactigon-illegal-reach = le { $piece } en { $from } ne peut pas atteindre { $to } en { $steps ->
    [one] { $steps } pas
   *[other] { $steps } pas
} par des cases vides

## Rois et pions. $unit est le nom de l'unité sur la carte.

kings-end-kings = { $seat } a perdu tous ses rois
kings-end-no-captures = { $turns } tours sans prise
kings-end-no-move = { $seat } n'a aucun coup légal
kings-illegal-no-unit = il n'y a aucune unité en { $tile }
kings-illegal-not-yours = { $unit } appartient à { $seat }
kings-illegal-one-step = { $unit } avance d'une seule case à la fois
kings-illegal-friendly = { $tile } porte une unité alliée

## Morpion. $mark vaut x ou o.

tictactoe-end-line = { $mark } a aligné trois marques
tictactoe-end-full = la grille est pleine
tictactoe-illegal-no-cell = cette case n'existe pas
tictactoe-illegal-taken = ligne { $row }, colonne { $col } : la case porte déjà { $mark }

## Course de robots

robots-end-flag = { $robot } a touché le dernier drapeau en premier
robots-end-rounds = limite de manches ({ $limit }) atteinte : classement par drapeaux touchés, puis par distance au prochain drapeau

## Une description de jeu. $goals énumère le but de chaque rôle (« x 100, o 0 ») ; $error reprend
## les mots du moteur.

gdl-end-failed = échec des règles : { $error }
gdl-end-limit = pas de fin en { $steps } étapes
gdl-end-goals = buts : { $goals }
gdl-end-solved = résolu (buts : { $goals })
gdl-end-not-solved = non résolu (buts : { $goals })
