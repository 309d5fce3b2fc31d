## What the rules say of a move: how the game ended and why a move cannot be played. $tile,
## $from and $to are tiles written (x,y); $move is a move in the game's notation; $side, $seat
## and $robot are seat names from rules.ftl.

game-over = the game is over: { $reason }
not-a-legal-move = { $move } is not a legal move

## Provinces

provinces-end-land = { $side } holds 80% of the land
provinces-end-no-province = { $side } has no province left
provinces-end-rounds = round limit { $limit } reached; reference evaluation { $value } (blue minus red)
provinces-illegal-no-unit = { $tile } holds no unit of { $side }
provinces-illegal-no-province = { $tile } is not in a province of { $side }
provinces-illegal-dear = the province cannot afford a { $item }
provinces-illegal-acted = that province has already acted this turn
provinces-illegal-moved = that unit has already moved this turn
provinces-illegal-placement = { $move } breaks the placement rules (reach 2, tower zones, strength, merges, farms next to farms)

## Tactigon. $piece and $other are piece kinds (tactigon-circle and so on), except in
## tactigon-illegal-not-yours, where $side and $other are sides.

tactigon-end-pentagon = { $side } captured the enemy pentagon
tactigon-end-gold = { $side } holds every gold tile
tactigon-end-no-moves = { $side } wins: the opponent has no legal move
tactigon-end-no-captures = { $turns } turns without a capture
tactigon-illegal-no-piece = there is no piece on { $tile }
tactigon-illegal-not-yours = it is { $side }'s turn, not { $other }'s
tactigon-illegal-friendly = { $tile } holds a friendly { $piece }
tactigon-illegal-cannot-attack = a { $piece } cannot attack a { $other }
tactigon-illegal-reach = the { $piece } on { $from } cannot reach { $to } in { $steps ->
    [one] one step
   *[other] { $steps } steps
} through empty tiles

## Kings & Pawns. $unit is the unit's name on the map.

kings-end-kings = { $seat } lost every king
kings-end-no-captures = { $turns } turns without a capture
kings-end-no-move = { $seat } has no legal move
kings-illegal-no-unit = there is no unit on { $tile }
kings-illegal-not-yours = { $unit } belongs to { $seat }
kings-illegal-one-step = { $unit } steps one tile at a time
kings-illegal-friendly = { $tile } holds a friendly unit

## Tic-tac-toe. $mark is x or o.

tictactoe-end-line = { $mark } made a line
tictactoe-end-full = the board is full
tictactoe-illegal-no-cell = no such cell
tictactoe-illegal-taken = row { $row }, column { $col } already holds { $mark }

## Robot Race

robots-end-flag = { $robot } touched the last flag first
robots-end-rounds = the round limit ({ $limit }) was reached: ranked by flags touched, then distance to the next flag

## A game description. $goals lists each role's goal ("x 100, o 0"); $error is the engine's
## own words.

gdl-end-failed = the rules failed: { $error }
gdl-end-limit = no end within { $steps } steps
gdl-end-goals = goals: { $goals }
gdl-end-solved = solved (goals: { $goals })
gdl-end-not-solved = not solved (goals: { $goals })
