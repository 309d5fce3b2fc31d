## The online page: the server, its matches, and what the connection says. A match's game
## and map, and the network's errors, are their own words.

online-your-name = Your name
online-server = Server
online-server-hint = host:port (port { $port } if left out)
online-connect = Connect
online-host-here = Or host here
online-port-hint = UDP port
online-start-server = Start a server in this app
online-server-running = Server running
online-matches-title = Matches on the server
online-refresh = Refresh
# How far a running match is.
online-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
online-join = Join
online-watch = Watch
online-rejoin = Rejoin
online-match-code = Match code
# Names the menu's buttons and the setup page's choice as they read.
online-how-to-host = To host a match: choose a game under { menu-all-games }, set the other players' seats to "{ setup-remote }" (computer players run on the server), and press { menu-host-online }.
online-choose-game = Choose a game to host

## A seat of a match, in the list and on the game screen.

online-seat-open = open seat
online-seat-connected = { $name } (connected)
online-seat-away = { $name } (away, waiting { $seconds } s)
online-seat-thinking = { $player } (thinking…)

## What the connection and the server say.

online-connecting = Connecting to { $address }…
online-cannot-connect = Cannot connect: { $problem }
online-cannot-serve = Cannot start a server: { $problem }
online-connected = Connected to { $server } at { $address }.
online-not-connected = Not connected: connect to a server first.
online-connection-lost = Connection lost: { $problem }
online-rejoining = Connection lost ({ $problem }); rejoining match { $code }…
online-refused = Refused: { $problem }
online-server-refused = The server refused: { $problem }
online-match-over = Match over: { $result }
online-match-ended = Match { $code } is over: { $result }
online-cannot-show = Match { $code } cannot be shown here: { $problem }
online-playing = Playing match { $code } at seat { $seat }.
online-watching = Watching match { $code }.
online-not-your-seat = That seat is not yours in this match.
# The name a match's moves are loaded under (shown if they cannot be).
online-record-name = match { $code }

## What the server says: why it refused a request, and how a match ended. $code is a match's
## code; $seat a seat's name (rules.ftl) or number; $what one of the online-field-* names.

online-result-wins = { $seat } wins: { $reason }
online-forfeit = { $seat } forfeits: away for over { $seconds } s
online-not-kept = the server could not keep this just now: try again
online-match-moved = this match is now served by another server of the service: reconnect to go on
online-hello-first = say Hello with your protocol version first
# $server and $client are protocol version numbers.
online-other-version = this server speaks protocol { $server } and your client { $client }: use the same version of Stratagem as the server
online-field-name = name
online-field-code = match code
online-field-token = token
online-field-too-long = the { $what } is longer than { $max } characters
online-field-control = the { $what } has control characters
online-no-match = no match { $code } on this server
online-server-cannot-show = match { $code } cannot be shown on this server
online-server-full = this server is full: { $count } matches are running
online-new-with-moves = a new match starts with no moves
online-seat-not-for-people = seat { $seat } is not a seat for a person
online-match-over-refused = the match is over: { $result }
online-no-such-seat = the match has no seat { $seat }
online-seat-taken = seat { $seat } is taken
online-every-seat-taken = every seat is taken: watch instead
online-token-no-seat = that token holds no seat of this match
online-seat-taken-back = your seat was taken back from another connection
online-rejoin-first = rejoin with your token before moving
online-computer-plays-seat = a computer plays this seat: rejoin to take it back
# The match has had $revision moves; the client's move was meant for after $sent moves.
online-move-too-late = the match is at move { $revision }, not { $sent }: your move came too late
online-move-too-long = the move is too long
online-too-many-messages = too many messages: slow down
online-no-hello-in-time = no Hello in time: closed
# A message the server could not read; $problem is the reader's own words.
online-bad-message = { $problem }
