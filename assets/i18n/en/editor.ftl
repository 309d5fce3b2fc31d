## The map editor: its bar, the palette, the problems and what its actions say. What a
## map's file holds (its name, a Kings & Pawns map's unit kinds) is shown as written.

editor-title = { $game } map editor
editor-back = Back
editor-back-hint = To the game's setup
editor-name = Name
editor-undo = Undo
# The keyboard shortcut, as keyboards of the language label it.
editor-undo-hint = Ctrl+Z
editor-redo = Redo
editor-redo-hint = Ctrl+Y
editor-size = Size
editor-resize = Resize
# The map's file, such as my-map.ron.
editor-file = File: { $file }
editor-save = Save
editor-save-hint = A map with problems saves as a draft
editor-save-as = Save as
# An example in the empty file name field: Latin letters, digits, - and _ only.
editor-save-as-hint = new-file-name
editor-play = Play this map
editor-play-hint = Save it and start a game on it
editor-set = Set
editor-problems-title = Problems
editor-no-problems = None: the map can be played.
# A problem at the tile at column x, row y.
editor-problem-at = at ({ $x },{ $y }): { $problem }
editor-mark-hint = Click to mark the tile
editor-help = Click a tile to use the chosen tool on it; drag to paint. A map with problems saves as a draft but cannot be played.
editor-keys-help = With the keyboard: Tab to the map, the arrow keys move the cursor, Enter uses the chosen tool.
# The map in the middle of the editor, as a screen reader names it.
editor-canvas = Map
# What Enter does on the map's cursor tile; $tool is the chosen tool's name.
editor-cursor-enter = Enter: { $tool }

## What the editor's actions say.

editor-no-editor = { $game } has no map editor
editor-cannot-open = Cannot open the map: { $problem }
editor-nothing-to-undo = nothing to undo
editor-nothing-to-redo = nothing to redo
editor-saved = Saved { $file }
editor-saved-draft = Saved { $file } (a draft: it has problems)
editor-not-in-catalog = { $game } is not in the catalog
editor-unsaved-back = The map has unsaved changes: Save them, or press Back again to leave without them
editor-unsaved-close = The map has unsaved changes: Save them, or close the window again to quit without them
editor-not-a-preset = '{ $name }' is not a preset name
editor-not-playable = the map cannot be played yet: { $problem }
editor-bad-file-name = '{ $name }' is not a file name: use letters, digits, - and _
editor-shipped-name = '{ $name }' is a shipped map's name: save under another one
editor-cannot-write = cannot write { $file }: { $problem }
# $what is editor-width or editor-height.
editor-out-of-range = { $what } must be from { $min } to { $max }, not { $value }
editor-width = the width
editor-height = the height
editor-off-map = ({ $x },{ $y }) is off the map
# $tool is a tool's name as the program knows it (English, as maps and tests name tools).
editor-no-tool = no tool '{ $tool }'
editor-no-number = ({ $x },{ $y }) holds no number

## The palette's headings.

editor-group-tiles = Tiles
editor-group-pieces = Pieces
editor-group-units = Units
editor-group-units-buildings = Units and buildings
editor-group-treasury = Treasury
editor-group-map = Map
editor-group-floor = Floor
editor-group-belts = Belts
editor-group-express-belts = Express belts
editor-group-walls = Walls
editor-group-flags-starts = Flags and starts

## The tools and their tooltips. The palette shows a tool's name with a capital first letter.
## $side and $seat are seat names from rules.ftl; $piece a piece's name (position.ftl) or, on a
## Kings & Pawns map, a unit kind as the map names it ($kind); $dir is N, E, S or W.

# A piece of one side, such as "Cian circle" or "Player 1 King".
editor-tool-piece = { $side } { $piece }
editor-tool-piece-help = A { $side } { $piece }
editor-tool-remove-piece = Remove
editor-tool-remove-piece-help = Takes the piece away
editor-tool-remove-unit = Remove
editor-tool-remove-unit-help = Takes the unit away

provinces-tool-sea = Sea
provinces-tool-sea-help = Sea: no tile
provinces-tool-land = Land
provinces-tool-land-help = Neutral land (clears what stands there)
provinces-tool-red = Red
provinces-tool-red-help = Red land
provinces-tool-blue = Blue
provinces-tool-blue-help = Blue land
# $thing is one of the shop's items (provinces-item-*).
provinces-tool-thing-help = A { $thing } here
provinces-tool-remove = Remove
provinces-tool-remove-help = Takes away the unit or building
provinces-tool-treasury = Treasury
provinces-tool-treasury-help = Pick a province to set its coins
provinces-tool-hex = Hex
provinces-tool-hex-help = Hexagons (even-q offsets)
provinces-tool-square8 = Square8
provinces-tool-square8-help = Squares with eight neighbours
provinces-tool-on-sea = ({ $x },{ $y }) is sea: paint land first
provinces-tool-coins = Coins of the { $side } province at ({ $x },{ $y })
provinces-tool-coins-range = a treasury holds 0 to { $max } coins, not { $value }
provinces-tool-no-province = ({ $x },{ $y }) is not in a province

tactigon-tool-tile = Tile
tactigon-tool-tile-help = Adds a hex at either end of its line
tactigon-tool-gap = Gap
tactigon-tool-gap-help = Removes a hex from either end of its line
tactigon-tool-gold = Gold
tactigon-tool-gold-help = Makes a hex gold, or plain again
# $line is a line (row) of the board; it runs from column $min to column $max.
tactigon-tool-add-at-ends = a line is unbroken: line { $line } runs from x={ $min } to x={ $max }, so add next to its ends
tactigon-tool-last-hex = line { $line } keeps one hex at least: make the board shorter instead
tactigon-tool-take-at-ends = a line is unbroken: take hexes from its ends (x={ $min } or x={ $max })
tactigon-tool-not-hex = ({ $x },{ $y }) is not a hex of the board

kings-tool-tile = Tile
kings-tool-tile-help = A square tile
kings-tool-gap = Gap
kings-tool-gap-help = No tile (takes its unit away)
kings-tool-unit-help = { $seat }'s { $kind }
kings-tool-king-help = { $seat }'s { $kind }: lose them all, lose
kings-tool-on-gap = ({ $x },{ $y }) is a gap: paint a tile first

robots-tool-floor = Floor
robots-tool-floor-help = Plain floor
robots-tool-pit = Pit
robots-tool-pit-help = A robot entering it is destroyed
robots-tool-gear-left = Gear left
robots-tool-gear-left-help = Turns a robot on it a quarter turn left
robots-tool-gear-right = Gear right
robots-tool-gear-right-help = Turns a robot on it a quarter turn right
# $express is yes or no; $turn is L or R for a curve (it turns left or right), none otherwise.
robots-tool-belt = { $express ->
    [yes] Express
   *[no] Belt
} { $dir }{ $turn ->
    [L] {" "}curve L
    [R] {" "}curve R
   *[none] {""}
}
robots-tool-belt-help = Moves robots { $dir ->
    [N] north
    [E] east
    [S] south
   *[W] west
}{ $turn ->
    [L] , turning a robot it carries on to it left
    [R] , turning a robot it carries on to it right
   *[none] {""}
}
robots-tool-wall = Wall { $dir }
robots-tool-wall-help = Puts up or takes down the wall on that edge
robots-tool-flag = Flag
robots-tool-flag-help = Adds the next flag, or takes a flag away
robots-tool-start = Start { $dir }
robots-tool-start-help = A start dock facing that way
robots-tool-remove-start = Remove start
robots-tool-remove-start-help = Takes the start dock away
robots-tool-too-many-starts = a board has at most { $max } start docks: take one away first
robots-tool-too-many-flags = a board has at most { $max } flags: take one away first
