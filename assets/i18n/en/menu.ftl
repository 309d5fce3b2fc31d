## The main menu: the game cards, a game's setup and rules pages, the settings and saved games.

menu-title = Stratagem
menu-subtitle = Turn-based strategy games with computer players that think.
menu-continue = Continue the last game
menu-continue-hint = Load the autosave and play on
menu-online = Play online
menu-online-hint = Host, join or watch matches on a server
menu-all-games = All games
menu-play = Play
menu-rules = Rules
menu-edit-map = Edit map
menu-edit-copy-hint = Edit a copy of this map
menu-edit-yours-hint = Edit this map of yours
menu-new-map = New map
menu-new-map-hint = Make a map in the editor
menu-preview = Preview
menu-htn-broken = HTN domain not loaded: { $problem }
menu-start = Start
menu-host-online = Host online
menu-how-to-play = How to play
menu-saved-games = Saved games
menu-saved-continue = Continue
menu-saved-continue-hint = Load the game and play on
menu-saved-replay = Replay
menu-saved-replay-hint = Watch it from the first move

## Settings on the front page.

settings-text-size = text size
settings-game-colours = game colours
settings-colour-blind = colour-blind-safe colours
settings-colour-blind-hint = Blue, orange, green and vermillion, told apart with every common colour blindness
settings-volume = volume
settings-mute = mute (M)
settings-mute-hint = M turns the sound off and on during a game
settings-language = Language
# The choice that follows the operating system's language, named in brackets.
settings-language-system = As the system ({ $language })

## A game's setup page.

setup-preset = Map preset
setup-choose = (choose)
setup-preset-entry = { $name } ({ $id })
setup-preset-entry-yours = { $name } ({ $id }, your map)
setup-preset-broken = Broken preset: { $problem }
setup-file = Or a file
setup-options = Options
setup-who-starts = Who starts
setup-by-rules = by the rules
setup-random = random
setup-plays = { $seat } plays
setup-seed = Seed
setup-seed-hint = The number every random draw of the game comes from: the same seed and moves give the same game
setup-who-starts-hint = Which side makes the first move
setup-advanced = Advanced: the engineer's players
setup-advanced-hint = The computer players behind the levels, with their search settings
setup-think-time-hint = How long the computer thinks about each move
setup-eval-hint = How the search scores a position: tuned (stronger) or the reference implementation's
setup-no-file = No file chosen (a desktop without a file dialog shows none): type its path.
setup-type-path = or type its path
setup-use = Use
setup-playing-file = Playing { $file }
setup-human = human
setup-human-hint = You, at this machine
setup-remote = remote
setup-remote-hint = A person at another machine: Start hosts the game on the server chosen under Play online
setup-ggp = GGP player
setup-ggp-hint = A general game player elsewhere, any program that speaks the GGP protocol (stratagem ggp-player, ggp-base's players): it is sent the description and plays with a 10 s start clock and 5 s play clock
setup-ggp-address = Address
setup-ggp-address-hint = Where the player listens: HOST:PORT, as 127.0.0.1:9147
setup-ggp-at = GGP player at { $address }
setup-think-time = think time
# The unit after a number of seconds.
unit-seconds = s
setup-max-depth = max depth
setup-no-limit = 0: no limit
setup-eval-tuned = tuned eval
setup-eval-reference = reference eval
setup-threads = threads
setup-threads-hint = 0: every core but one
setup-quiescence = quiescence
setup-quiescence-hint = resolve captures past the depth limit (games with captures)

## The History page and the line on each game card: the player's results per game and opponent.

menu-history = History
menu-history-hint = Your games, wins, losses and draws per game and opponent
history-card = Played { $games }: { $wins } won, { $losses } lost, { $draws } drawn
history-intro = Games you finished here against the computer or a person online. Games between computer players and games of several people at this computer are not counted.
history-none = No games counted yet.
history-opponent = Opponent
history-games = Games
history-wins = Wins
history-losses = Losses
history-draws = Draws
history-all = All
history-remote = a person online
history-broken = Statistics not used, counting from nothing: { $problem }; the file was kept as { $file }.
history-not-moved = Statistics not used: { $problem }; the file could not be moved aside ({ $error }), so no game is counted while it is there.
# The settings file could not be used: $problem is what was wrong (the file, then the problem),
# $file where the file was moved, $error why it could not be moved.
settings-broken = Settings not used, defaults instead: { $problem }; the file was kept as { $file }.
settings-not-moved = Settings not used, defaults instead: { $problem }; the file could not be moved aside ({ $error }), so the settings will not be saved over it.
# A value of the settings file out of its range; $field is its name in the file.
settings-out-of-range = { $field } must be from { $min } to { $max }, not { $value }
