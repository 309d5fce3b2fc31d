## The map editor: its bar, the palette, the problems and what its actions say. The tools'
## names and the problems' words are the games' own.

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
