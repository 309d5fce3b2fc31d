## What the rules say of a position: the game screen's status lines and a tile's contents (the
## hover text and the keyboard cursor's label). $side, $seat and $robot are seat names from
## rules.ftl; $x, $y, $row and $col are a tile's column and row.

## Provinces. $thing is one of the shop's items (provinces-item-*); $income is signed (+3, -2).

provinces-status-round = Round { $round } of { $limit }
provinces-status-side = { $side }: { $tiles } tiles, { $provinces ->
    [one] one province
   *[other] { $provinces } provinces
}, { $coins } coins, income { $income }, conquests { $conquests }
provinces-status-evaluation = Reference evaluation (blue minus red): { $value }
provinces-tile-neutral = ({ $x },{ $y }): neutral land
provinces-tile-owned = ({ $x },{ $y }): { $side }
provinces-tile-holding = ({ $x },{ $y }): { $side }, { $thing }
provinces-tile-province = province of { $tiles } tiles: { $coins } coins, income { $income }

## Tactigon. $piece is one of tactigon-circle, -triangle, -square or -pentagon.

tactigon-circle = circle
tactigon-triangle = triangle
tactigon-square = square
tactigon-pentagon = pentagon
tactigon-circles = { $count ->
    [one] one circle
   *[other] { $count } circles
}
tactigon-triangles = { $count ->
    [one] one triangle
   *[other] { $count } triangles
}
tactigon-squares = { $count ->
    [one] one square
   *[other] { $count } squares
}
tactigon-pentagons = { $count ->
    [one] one pentagon
   *[other] { $count } pentagons
}
tactigon-status-lost = { $side } lost: { $pieces }
tactigon-status-lost-nothing = { $side } lost: nothing
tactigon-tile-piece = { $side } { $piece }: moves up to { $steps ->
    [one] one tile
   *[other] { $steps } tiles
}
tactigon-tile-piece-gold = { $side } { $piece } on gold: moves up to { $steps ->
    [one] one tile
   *[other] { $steps } tiles
}
tactigon-tile-empty = empty tile ({ $x },{ $y })
tactigon-tile-empty-gold = empty gold tile ({ $x },{ $y })

## Kings & Pawns. A unit's $name and $kind are the map's own words.

kings-status = { $seat }: { $units ->
    [one] one unit
   *[other] { $units } units
}, { $kings ->
    [one] one king
   *[other] { $kings } kings
}
kings-tile-unit = { $name }: { $kind } of { $seat }
kings-tile-empty = empty tile ({ $x },{ $y })

## Tic-tac-toe. $mark is x or o.

tictactoe-tile = row { $row }, column { $col }: { $mark }
tictactoe-tile-empty = row { $row }, column { $col }: empty

## Robot Race. $dir and $facing are N, E, S or W; $sides lists them.

robots-status-round = Round { $round } of { $limit }
robots-status-robot = { $robot }: { $flags }/{ $total } flags, { $next }, respawn ({ $x },{ $y })
robots-status-robot-programmed = { $robot }: { $flags }/{ $total } flags, { $next }, respawn ({ $x },{ $y }), programmed
robots-status-next-flag = next flag { $flag } at ({ $x },{ $y })
robots-status-every-flag = every flag touched
robots-tile-floor = ({ $x },{ $y }) { $floor }
robots-floor-plain = floor
robots-floor-pit = pit
robots-floor-gear-right = gear turning right
robots-floor-gear-left = gear turning left
robots-floor-belt = { $express ->
    [yes] express belt
   *[no] normal belt
} towards { $dir }{ $curve ->
    [right] , curving right
    [left] , curving left
   *[none] {""}
}
robots-tile-walls = walls on { $sides }
robots-tile-flag = flag { $flag }
robots-tile-robot = { $robot } facing { $facing }, { $flags ->
    [one] one flag touched
   *[other] { $flags } flags touched
}
robots-tile-respawn = respawn point of { $robot }

## A game description. $x, $y and $value are the description's own symbols; $error is the
## engine's own words.

gdl-status-failed = The rules failed: { $error }
gdl-status-simultaneous = Roles move at once this step: choices stay hidden until all have chosen.
gdl-tile = { $x } { $y }: { $value }
gdl-tile-empty = { $x } { $y }: empty
