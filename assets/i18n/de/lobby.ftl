## Die Lobby der Online-Seite (`stratagem lobby`): Anmelden, gewertete Partien, eine Partie mit
## Freunden per Code, deine Partien und die Rangliste. $problem sind die Worte der Lobby (Englisch).

lobby-title = Lobby
lobby-address = Lobby
lobby-address-hint = Host:Port einer Stratagem-Lobby (ohne Angabe Port { $port })
lobby-password = Passwort
lobby-log-in = Anmelden
lobby-sign-up = Registrieren
lobby-guest = Als Gast spielen
lobby-log-out = Abmelden
lobby-logged-in = Angemeldet als { $name }.
lobby-logged-in-guest = Du spielst als Gast ({ $name }): nur Partien per Code.
lobby-working = Frage bei der Lobby an…
lobby-refused = Die Lobby meldet: { $problem }
lobby-cannot-reach = Lobby nicht erreichbar: { $problem }
lobby-ranked = Gewertete Partie
lobby-ranked-game = Spiel
lobby-queue = Gegner suchen
lobby-leave-queue = Suche beenden
# $rating ist die Wertung des Spielers, $seconds, wie lange er schon wartet.
lobby-waiting = Suche einen Gegner um { $rating } ({ $seconds } s)…
lobby-matched = Gegner gefunden: { $opponent } ({ $rating }), trete der Partie bei…
lobby-your-rating = Deine Wertung in { $game }: { $rating } ± { $deviation } { $games ->
    [one] ({ $games } Partie)
   *[other] ({ $games } Partien)
}
# Nach einer gewerteten Partie: die Wertung davor und danach und die Änderung mit Vorzeichen.
lobby-rating-change = Letzte Partie: von { $before } auf { $after } ({ $change })
lobby-rating-moved = von { $before } auf { $after } ({ $change })
lobby-unrated = Noch keine gewerteten Partien in { $game }.
lobby-friend = Partie mit Freunden
lobby-host = Über die Lobby eröffnen
lobby-code-hint = der Code, den dir dein Freund gibt
lobby-join-code = Beitreten
lobby-watch-code = Zuschauen
lobby-history = Deine Partien
lobby-history-empty = Noch keine Partien.
lobby-result-win = gewonnen
lobby-result-loss = verloren
lobby-result-draw = unentschieden
lobby-result-forfeit = kampflos beendet
lobby-result-playing = läuft noch
lobby-versus = gegen { $names }
lobby-replay = Wiederholung
lobby-leaderboard = Rangliste
lobby-refresh = Aktualisieren
lobby-by-address = Oder direkt über seine Adresse mit einem Server verbinden
