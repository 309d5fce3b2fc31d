## Ce que disent les règles d'une position : les lignes d'état de l'écran de jeu et le contenu d'une
## case (le texte au survol et l'étiquette du curseur clavier). $side, $seat et $robot sont des noms
## de places de rules.ftl ; $x, $y, $row et $col sont la colonne et la ligne d'une case.

## Provinces. $thing est l'un des articles de la boutique (provinces-item-*) ; $income a un signe (+3, -2).

provinces-status-round = Tour { $round } sur { $limit }
provinces-status-side = { $side } : { $tiles } cases, { $provinces ->
    [one] { $provinces } province
   *[other] { $provinces } provinces
}, { $coins } pièces, revenu { $income }, conquêtes { $conquests }
provinces-status-evaluation = Évaluation de référence (bleu moins rouge) : { $value }
provinces-tile-neutral = ({ $x },{ $y }) : terre neutre
provinces-tile-owned = ({ $x },{ $y }) : { $side }
provinces-tile-holding = ({ $x },{ $y }) : { $side }, { $thing }
provinces-tile-province = province de { $tiles } cases : { $coins } pièces, revenu { $income }

## Tactigon. $piece est tactigon-circle, -triangle, -square ou -pentagon.

tactigon-circle = cercle
tactigon-triangle = triangle
tactigon-square = carré
tactigon-pentagon = pentagone
tactigon-circles = { $count ->
    [one] { $count } cercle
   *[other] { $count } cercles
}
tactigon-triangles = { $count ->
    [one] { $count } triangle
   *[other] { $count } triangles
}
tactigon-squares = { $count ->
    [one] { $count } carré
   *[other] { $count } carrés
}
tactigon-pentagons = { $count ->
    [one] { $count } pentagone
   *[other] { $count } pentagones
}
tactigon-status-lost = Pertes de { $side } : { $pieces }
tactigon-status-lost-nothing = Pertes de { $side } : aucune
tactigon-tile-piece = { $piece } ({ $side }) : jusqu'à { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
}
tactigon-tile-piece-gold = { $piece } ({ $side }) sur case d'or : jusqu'à { $steps ->
    [one] { $steps } case
   *[other] { $steps } cases
}
tactigon-tile-empty = case vide ({ $x },{ $y })
tactigon-tile-empty-gold = case d'or vide ({ $x },{ $y })

## Rois et pions. Le $name et le $kind d'une unité sont les mots propres de la carte.

kings-status = { $seat } : { $units ->
    [one] { $units } unité
   *[other] { $units } unités
}, { $kings ->
    [one] { $kings } roi
   *[other] { $kings } rois
}
kings-tile-unit = { $name } : { $kind } de { $seat }
kings-tile-empty = case vide ({ $x },{ $y })

## Morpion. $mark vaut x ou o.

tictactoe-tile = ligne { $row }, colonne { $col } : { $mark }
tictactoe-tile-empty = ligne { $row }, colonne { $col } : vide

## Course de robots. $dir et $facing valent N, E, S ou W ; $sides les énumère.

robots-status-round = Manche { $round } sur { $limit }
robots-status-robot = { $robot } : { $flags }/{ $total } drapeaux, { $next }, retour en ({ $x },{ $y })
robots-status-robot-programmed = { $robot } : { $flags }/{ $total } drapeaux, { $next }, retour en ({ $x },{ $y }), programmé
robots-status-next-flag = prochain drapeau { $flag } en ({ $x },{ $y })
robots-status-every-flag = tous les drapeaux touchés
robots-tile-floor = ({ $x },{ $y }) { $floor }
robots-floor-plain = sol
robots-floor-pit = fosse
robots-floor-gear-right = engrenage tournant à droite
robots-floor-gear-left = engrenage tournant à gauche
robots-floor-belt = { $express ->
    [yes] tapis express
   *[no] tapis roulant
} vers { $dir }{ $curve ->
    [right] , virage à droite
    [left] , virage à gauche
   *[none] {""}
}
robots-tile-walls = murs : { $sides }
robots-tile-flag = drapeau { $flag }
robots-tile-robot = { $robot } tourné vers { $facing }, { $flags ->
    [one] { $flags } drapeau touché
   *[other] { $flags } drapeaux touchés
}
robots-tile-respawn = point de retour de { $robot }

## Une description de jeu. $x, $y et $value sont les symboles propres de la description ; $error
## reprend les mots du moteur.

gdl-status-failed = Échec des règles : { $error }
gdl-status-simultaneous = Les rôles jouent en même temps à cette étape : les choix restent cachés jusqu'à ce que tous aient choisi.
gdl-tile = { $x } { $y } : { $value }
gdl-tile-empty = { $x } { $y } : vide
