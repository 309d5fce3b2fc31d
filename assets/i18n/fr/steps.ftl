## Ce qu'un coup a fait, étape par étape, pour le texte de survol de la liste des coups et du plateau.
## $piece, $item et $what sont nommés ci-dessous ou par le jeu (le nom d'une unité sur une carte de
## Rois et pions, une marque d'une description de jeu) ; $at, $from et $to sont des cases écrites (x,y) ;
## $seat est un nom de place ; $facing vaut N, E, S ou W ; $card est une carte de programme écrite comme
## dans les règles.

step-moved = { $piece } se déplace de { $from } à { $to }
step-captured = prise de { $piece } en { $at }
step-placed = { $piece } se place en { $at }
step-bought = achat de { $item } pour { $cost } en { $at }
step-merged = fusion en { $at } ({ $what })
step-pushed = { $piece } est poussé de { $from } à { $to }
step-destroyed = destruction de { $piece } en { $at } ({ $why })
step-card = { $piece } joue { $card } (registre { $register })
step-carried = { $piece } est transporté de { $from } à { $to } par { $by }
step-turned = { $piece } se tourne vers { $facing } en { $at }
step-flag = { $piece } touche le drapeau { $flag } en { $at }
step-respawned = { $piece } revient en { $at }, tourné vers { $facing }
step-turn-ended = au tour de { $seat }

## Provinces. $side est le nom d'un camp ; $thing, $there, $unit et $into sont des articles de la
## boutique (provinces-item-*).

provinces-owned-thing = { $thing } ({ $side })
provinces-neutral-thing = { $thing } (neutre)
provinces-tile-of = case ({ $side })
provinces-merged-units = { $there } et { $unit } forment { $into }
provinces-merged-provinces = provinces de { $side }
provinces-why-invaded = invasion
provinces-why-cut-off = isolement
provinces-why-bankrupt = faillite

## Tactigon. $piece est une sorte de pièce (tactigon-circle, etc.).

tactigon-piece-of = { $piece } ({ $side })

## Course de robots

robots-by-belt = un tapis roulant
robots-by-express-belt = un tapis express
robots-fell-into-a-pit = chute dans une fosse
robots-left-the-board = sortie du plateau

## Une description de jeu

gdl-the-mark = la marque
gdl-emptied = case vidée
