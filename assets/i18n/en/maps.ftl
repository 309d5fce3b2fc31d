## What the games' map readers say of a map they cannot use: the map editor's problems, and a
## map that does not load. $x and $y are a tile's column and row; $token and $text are words
## of the file, quoted as written; $side and $seat are seat names from rules.ftl.

# A data file that could not be used: its path, then what is wrong.
load-error = { $file }: { $problem }

map-too-large = the map is larger than { $max } by { $max }
map-row-uneven = row { $row } has { $tiles } tiles but row 0 has { $first }
map-tile-token = tile ({ $x },{ $y }) '{ $token }': { $problem }
map-tile-problem = tile ({ $x },{ $y }): { $problem }
map-placement-tile = expected a tile like (2,3) after the name
map-tile-expected = expected a tile like (2,3), not '{ $text }'
map-not-number = '{ $text }' is not a whole number

## Provinces

provinces-map-generate-or-rows = give either generate or rows and money, not both
provinces-map-generate-size = generate: size is 8 (small) or 16 (big), not { $size }
# $what is provinces-map-money-at, or the name of a field of the file (round, conquests.red).
provinces-map-number = { $what } must be from { $min } to { $max }, not { $number }
provinces-map-money-at = the money at ({ $x },{ $y })
provinces-map-no-province = { $side } has no province
provinces-map-drawn = the map drawn for seed { $seed }: { $problem }
provinces-map-rows = the map needs 1 to { $max } rows, not { $rows }
provinces-map-row-tiles = row { $row } needs 1 to { $max } tiles, not { $tiles }
provinces-map-token-length = a tile is two characters, like r. or bk
provinces-map-token-sea = sea is written ~~
provinces-map-token-owner = unknown owner '{ $letter }' (use ~ . r b)
provinces-map-token-content = unknown content '{ $letter }' (use . p s B k f t T)
provinces-map-token-neutral = neutral land holds nothing
provinces-map-money-off = money at ({ $x },{ $y }) is off the map
provinces-map-money-sea = money at ({ $x },{ $y }) is on the sea
provinces-map-money-neutral = money at ({ $x },{ $y }) is on neutral land, not on a province
provinces-map-money-twice = two money entries for the province of ({ $x },{ $y })
provinces-map-money-missing = the province of ({ $x },{ $y }) has no money entry

## Tactigon. $piece is a piece's name (position.ftl).

tactigon-map-lines = the board needs 1 to { $max } lines, not { $lines }
# Line $line of the board runs from column $min to column $max; columns are 0 to $limit - 1.
tactigon-map-line = line { $line } runs from x={ $min } to x={ $max }: need 0 <= min_x <= max_x < { $limit }
tactigon-map-tiles = the board has { $tiles } tiles; at most { $max } are supported
tactigon-map-no-gold = there are no gold tiles
tactigon-map-gold-off = gold tile ({ $x },{ $y }) is off the board
tactigon-map-gold-twice = gold tile ({ $x },{ $y }) is listed twice
tactigon-map-piece = { $side }'s piece "{ $token }": { $problem }
tactigon-map-piece-type = unknown piece type '{ $name }' (use C, T, S or P)
tactigon-map-piece-off = { $side }'s { $piece } at ({ $x },{ $y }) is off the board
tactigon-map-two-pieces = two pieces on tile ({ $x },{ $y })
tactigon-map-no-pentagon = { $side } has no pentagon
tactigon-map-pentagons = { $side } has { $count } pentagons; exactly one is allowed

## Kings & Pawns. $kind is a unit kind as the map names it (King, Pawn).

kings-map-size = the map needs 1 to { $max } rows of at most { $max } tiles
kings-map-players = { $count } players listed; presets have exactly two for now
kings-map-unit = { $seat }'s unit "{ $token }": { $problem }
kings-map-unit-kind = '{ $kind }' is not a unit kind (letters only, like King or Pawn)
kings-map-unit-off = { $seat }'s { $kind } at ({ $x },{ $y }) is not on the map
kings-map-two-units = two units on tile ({ $x },{ $y })
kings-map-no-king = { $seat } has no king
kings-map-to-move = to_move is player { $player }; there are players 1 and 2
kings-map-too-many-units = too many units

## Robot Race. $what names an entry of the file: a robots-map-*-entry, a robot or a flag.

robots-map-size = the board needs 1 to { $max } rows of 1 to { $max } tiles
robots-map-entry = { $what }: { $problem }
robots-map-walls-entry = walls entry { $number } "{ $text }"
robots-map-robot = robot { $number } "{ $text }"
robots-map-at-entry = at entry { $number } "{ $text }"
robots-map-flag = flag { $number }
robots-map-off-board = { $what } at ({ $x },{ $y }) is not on the board
robots-map-name-edges = name the edges, like (2,3) N E
robots-map-one-facing = give one facing, like (0,5) N
robots-map-flags = { $count } flags; a board has 1 to { $max }
robots-map-flag-on-pit = { $what } at ({ $x },{ $y }) is on a pit or another flag
robots-map-robots = { $count } robots; a board has { $min } to { $max }
robots-map-robot-on-pit = { $what } starts on a pit or on another robot
robots-map-hands = { $hands } hands for { $robots } robots
robots-map-at-count = { $placed } robots placed with at; the board has { $robots }
# $touched is the file's list of numbers as written, such as [1, 3].
robots-map-touched = touched lists more robots or flags than the board has ({ $touched })
robots-map-at-on-pit = { $what } is on a pit or on another robot
robots-map-floor = '{ $token }' is not a tile (. floor, P pit, GL/GR gear, bN/eE belt, bNL/eSR curve)
robots-map-direction = '{ $text }' is not a direction (N, E, S or W)
robots-map-tile-first = expected a tile like (2,3) first
robots-map-hand-size = hand { $hand } has { $cards } cards; a hand is { $size }
robots-map-hand-priority = hand { $hand }: no card has priority { $priority } (10, 20, … 840)
robots-map-hand-twice = hand { $hand }: the card of priority { $priority } is dealt twice

## What the RON reader says of a data file it cannot read (a map, a tutorial, the settings).
## $line and $column place the problem; $problem is one of the ron- messages below, or the
## reader's own English words for rarer problems. $mark is a bracket or punctuation mark, to
## be shown as written; $field, $found and $char are words of the file; $expected lists the
## names the file may use there, as they are written in the file.

ron-at = { $line }:{ $column }: { $problem }
ron-end = the file ends too early
ron-expected-mark = expected '{ $mark }'
ron-expected-boolean = expected true or false
ron-expected-integer = expected a whole number
ron-expected-number = expected a number
ron-expected-string = expected text in double quotes
ron-string-unclosed = text in double quotes is not closed
ron-expected-name = expected a name
ron-unexpected-char = unexpected character '{ $char }'
ron-trailing = more text after the end of the file's value
ron-number-range = the number is too large
ron-comment-unclosed = a /* comment */ is not closed
ron-nesting = nesting deeper than { $max }
ron-missing-field = missing field '{ $field }'
ron-duplicate-field = field '{ $field }' is given twice
ron-unknown-field = unknown field '{ $found }'; the fields are: { $expected }
ron-unknown-name = unknown name '{ $found }'; expected one of: { $expected }

## The names of the shipped maps and GDL descriptions on the setup page, by game and file
## name (a GDL description's English name is its file name in words). A map whose name was
## changed in its file shows the file's name instead.

map-provinces-archipelago = Archipelago
map-provinces-big-7 = Big, seed 7
map-provinces-duel-hex = Hex duel
map-provinces-duel-square = Square duel
map-provinces-large = Large island
map-provinces-random-big = Random big map
map-provinces-random-small = Random small map
map-provinces-small-42-square = Small square, seed 42
map-provinces-small-42 = Small, seed 42
map-tactigon-large = Large
map-tactigon-medium = Medium
map-tactigon-small = Small
map-kings-crossroads = Crossroads
map-kings-default = Default 5x5
map-kings-field-12 = Field 12x12
map-kings-twin-kings = Twin kings
map-robots-conveyors = Conveyor loops 10x10
map-robots-factory = Factory 16x12
map-robots-maze = Wall maze 10x10
map-robots-open = Open floor 8x8
map-gdl-connect-four = Connect four
map-gdl-hanoi = Hanoi
map-gdl-nim = Nim
map-gdl-rock-paper-scissors = Rock paper scissors
map-gdl-tictactoe-3 = Tictactoe 3
map-gdl-tictactoe = Tictactoe
