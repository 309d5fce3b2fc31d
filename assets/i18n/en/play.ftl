## The game screen: the board's cursor, whose turn it is, the moves as they happen, the panels and the keys.

play-cursor-tile = Tile { $x }, { $y }
play-online-match = Online match { $code }
# The server sent a view of the match the game could not read; $problem says why.
play-online-view-error = match { $code }: { $problem }
play-leave = Leave
play-new-game = New game
play-menu = Menu
play-keys-button = Keys (F1)
play-wins = { $seat } wins
play-draw = Draw
play-rematch = Rematch
play-rematch-hint = The same game with the sides swapped
play-hide = Hide
play-game-over = Game over: { $reason }
play-to-move = { $seat } to move
play-last-move = Last move: { $seat }: { $move }
play-moves-played = Moves played: { $count }
play-plan = { $seat }'s plan:
# A GDL player's line in the plan panel: the move it chose, the goal value (0 to 100) it
# proved or expects, and how many positions it searched.
gdl-plan-proven = { $move }: goal { $goal }, proven, after { $nodes } { $nodes ->
    [one] node
   *[other] nodes
}
gdl-plan-expected = { $move }: goal { $goal } expected, after { $nodes } { $nodes ->
    [one] node
   *[other] nodes
}
play-htn-not-reloaded = HTN domain not reloaded: { $problem }
play-seat-to-move = to move
play-thinking = thinking…
play-thinking-depth = thinking… depth { $depth }
play-search-figures = { $nodes } nodes, { $speed } k nodes/s, score { $score }
play-score-win = win in { $plies }
play-score-loss = loss in { $plies }
play-line = line: { $moves }
play-undo = Undo
play-redo = Redo
play-save = Save
play-save-hint = Save the game to the saved-games folder
play-fit = Fit board
play-hint = Hint
play-hint-help = The strongest computer player suggests a move (H); the move log notes it
play-hint-thinking = Looking for a good move...
play-hint-move = Hint: { $move }
play-hint-then = then { $moves }
play-hint-none = No hint: { $why }
play-hint-not-now = A hint is for your own move in the game as it stands
play-hint-time = s to think about a hint
play-hint-time-help = How long the strongest computer player thinks before it suggests a move
play-ai-pace = AI pace
play-resume = Resume
play-pause = Pause
play-step = Step
play-seconds-between-moves = s between moves
play-animation-speed = animation speed
play-animation-hint = How fast pieces slide, fade and drop in; 0 turns motion off
play-not-a-target = not a target
play-pick-cancelled = Selection cancelled: { $why }.
play-not-yours = That piece is { $owner }'s; pick one of { $seat }'s.
play-hover-move = Click or Enter: { $steps }
play-hover-not-a-move = Not a move: { $why }

## The move log.

play-moves = Moves
play-log-first = First position
play-log-back = One move back
play-log-forward = One move forward
play-log-live = Back to the game
play-log-stop = Stop
play-log-play = Play
play-log-play-hint = Play the moves at the chosen speed
play-seconds-per-move = s per move
play-viewing = Viewing after move { $shown } of { $last }
play-log-start = 0. start
play-log-hinted = after a hint

## The keys and mouse window: the names of keys, then what each does.

play-keys-title = Keys and mouse
play-close = Close
key-left-click = Left click
key-right-click = Right click
key-arrows = Arrow keys
key-enter-space = Enter or Space
key-escape = Escape
key-wheel = Mouse wheel
key-drag = Right or middle drag, Shift+arrows
key-one-to-seven = 1 to 7
key-cards = 1 to 9, Backspace, Enter
key-help = F1 or ?
play-keys-left-click = pick a piece, then a lit tile to move there
play-keys-right-click = cancel the selection
play-keys-arrows = move the board's cursor (on hex boards also numpad 7 8 9 1 2 3)
play-keys-enter = on the cursor's tile: what a left click does
play-keys-tab = the next / previous piece that can move, or the picked piece's next target
play-keys-f6 = the keys go to the panels (Tab, Enter) and back
play-keys-escape = cancel the selection, close this help, hide the result banner
play-keys-undo = undo to your last move / redo
play-keys-wheel = zoom towards the cursor
play-keys-drag = move the board
play-keys-fit = fit the board to the window
play-keys-pause = pause or resume the computer players
play-keys-step = while paused: one computer move
play-keys-new-game = a new game (the next seed)
play-keys-log = show or hide the move log
play-keys-hint = ask for a hint on your move
play-keys-sound = sound off or on
play-keys-end-turn = end the turn (Provinces)
play-keys-shop = choose a shop item (Provinces)
play-keys-cards = program a card, take one back, run (Robot Race)
play-keys-help = show or hide this help

## What the game screen says when a move or a command cannot be done. $why is the rules' reason.

play-viewing-move = Viewing move { $ply }: return to the game to play.
play-wait-computer = Wait: the computer is to move.
play-nothing-to-undo = Nothing to undo: no move of yours yet.
play-nothing-to-redo = Nothing to redo.
play-position-unknown = That position is not known here: this match was joined later.
play-illegal-move = Illegal move: { $why }.
play-not-your-turn = it is { $seat }'s turn
# A computer player failed to choose (an error of its own, a crash, an illegal move); $player
# is its kind as the program names it (minimax, uct, htn…), $why its own words.
ai-fallback = { $player } { $why }; played a random legal move instead
ggp-fallback = the GGP player at { $address } gave no legal move ({ $why }); played a random legal move instead
play-ai-illegal = proposed an illegal move ({ $why }); played a random legal move
play-move-on-its-way = Wait: your last move is on its way.
play-not-connected = Not connected to the match's server.
play-server-move-unshown = The server's move cannot be shown: { $error }. Rejoin the match.
play-saved-to = Saved to { $path }
play-not-saved = Not saved: { $error }
play-autosave-failed = Autosave failed: { $error }

## A saved game or replay whose moves the rules refuse. $number counts the moves from 1;
## $move is the move as the record writes it; $why is the rules' reason.

record-bad-move = move { $number } "{ $move }": { $why }
