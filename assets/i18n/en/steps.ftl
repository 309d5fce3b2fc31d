## What a move did, step by step, for the move log's hover text and the board's hover text.
## $piece, $item and $what are named below or by the game (a unit's name on a Kings & Pawns
## map, a mark of a game description); $at, $from and $to are tiles written (x,y); $seat is a
## seat name; $facing is N, E, S or W; $card is a program card as the rules write it.

step-moved = { $piece } moved { $from } to { $to }
step-captured = { $piece } captured on { $at }
step-placed = { $piece } placed on { $at }
step-bought = { $item } bought for { $cost } on { $at }
step-merged = { $what } merged on { $at }
step-pushed = { $piece } pushed { $from } to { $to }
step-destroyed = { $piece } destroyed on { $at } ({ $why })
step-card = { $piece } plays { $card } (register { $register })
step-carried = { $piece } carried { $from } to { $to } by { $by }
step-turned = { $piece } turned to face { $facing } on { $at }
step-flag = { $piece } touched flag { $flag } on { $at }
step-respawned = { $piece } respawned on { $at } facing { $facing }
step-turn-ended = turn passes to { $seat }

## Provinces. $side is a side's name, $thing, $there, $unit and $into shop items
## (provinces-item-*).

provinces-owned-thing = { $side } { $thing }
provinces-neutral-thing = neutral { $thing }
provinces-tile-of = { $side } tile
provinces-merged-units = { $there } and { $unit } into a { $into }
provinces-merged-provinces = provinces of { $side }
provinces-why-invaded = invaded
provinces-why-cut-off = cut off alone
provinces-why-bankrupt = bankrupt

## Tactigon. $piece is a piece kind (tactigon-circle and so on).

tactigon-piece-of = { $side } { $piece }

## Robot Race

robots-by-belt = a belt
robots-by-express-belt = an express belt
robots-fell-into-a-pit = fell into a pit
robots-left-the-board = left the board

## A game description

gdl-the-mark = the mark
gdl-emptied = emptied
