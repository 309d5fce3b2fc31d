## The online page's lobby (`stratagem lobby`): logging in, ranked play, a friend's match by
## code, your games and the leaderboard. $problem is the lobby's own words (English).

lobby-title = Lobby
lobby-address = Lobby
lobby-address-hint = host:port of a Stratagem lobby (port { $port } if left out)
lobby-password = Password
lobby-log-in = Log in
lobby-sign-up = Sign up
lobby-guest = Play as a guest
lobby-log-out = Log out
lobby-logged-in = Logged in as { $name }.
lobby-logged-in-guest = Playing as { $name }, a guest: matches by code only.
lobby-working = Asking the lobby…
lobby-refused = The lobby says: { $problem }
lobby-cannot-reach = Cannot reach the lobby: { $problem }
lobby-ranked = Ranked
lobby-ranked-game = Game
lobby-queue = Find an opponent
lobby-leave-queue = Stop looking
# $rating is the player's rating, $seconds how long they have waited.
lobby-waiting = Looking for an opponent near { $rating } ({ $seconds } s)…
lobby-matched = Paired with { $opponent } ({ $rating }): joining the match…
lobby-your-rating = Your rating in { $game }: { $rating } ± { $deviation } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
})
# After a rated game: the rating before and after, and the change with its sign.
lobby-rating-change = Last game: { $before } to { $after } ({ $change })
lobby-rating-moved = { $before } to { $after } ({ $change })
lobby-unrated = No rated games in { $game } yet.
lobby-friend = A friend's match
lobby-host = Host with the lobby
lobby-code-hint = the code your friend gives you
lobby-join-code = Join
lobby-watch-code = Watch
lobby-history = Your games
lobby-history-empty = No games yet.
lobby-result-win = won
lobby-result-loss = lost
lobby-result-draw = draw
lobby-result-forfeit = forfeit
lobby-result-playing = being played
lobby-versus = against { $names }
lobby-replay = Replay
lobby-leaderboard = Leaderboard
lobby-refresh = Refresh
lobby-by-address = Or connect to a server by its address
