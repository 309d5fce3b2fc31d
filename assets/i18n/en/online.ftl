## The online page: the server, its matches, and what the connection says. A match's game,
## map and result, and the reasons the server or the network give, are their own words.

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
