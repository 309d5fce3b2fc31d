## Die Online-Seite: der Server, seine Partien und was die Verbindung meldet.

online-your-name = Dein Name
online-server = Server
online-server-hint = Host:Port (ohne Angabe Port { $port })
online-connect = Verbinden
online-host-here = Oder hier eröffnen
online-port-hint = UDP-Port
online-start-server = Einen Server in dieser App starten
online-server-running = Server läuft
online-matches-title = Partien auf dem Server
online-refresh = Aktualisieren
online-moves = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}
online-join = Beitreten
online-watch = Zuschauen
online-rejoin = Wieder beitreten
online-match-code = Partiecode
online-how-to-host = Eine Partie eröffnen: unter „{ menu-all-games }“ ein Spiel wählen, die Plätze der anderen auf „{ setup-remote }“ stellen (Computerspieler laufen auf dem Server) und „{ menu-host-online }“ drücken.
online-choose-game = Ein Spiel zum Eröffnen wählen

## Ein Platz einer Partie, in der Liste und im Spiel.

online-seat-open = freier Platz
online-seat-connected = { $name } (verbunden)
online-seat-away = { $name } (weg, wartet noch { $seconds } s)
online-seat-thinking = { $player } (denkt nach…)

## Was die Verbindung und der Server melden.

online-connecting = Verbinde mit { $address }…
online-cannot-connect = Verbindung nicht möglich: { $problem }
online-cannot-serve = Server lässt sich nicht starten: { $problem }
online-connected = Verbunden mit { $server } unter { $address }.
online-not-connected = Nicht verbunden: zuerst mit einem Server verbinden.
online-connection-lost = Verbindung verloren: { $problem }
online-rejoining = Verbindung verloren ({ $problem }); trete Partie { $code } wieder bei…
online-refused = Abgelehnt: { $problem }
online-server-refused = Der Server lehnt ab: { $problem }
online-match-over = Partie beendet: { $result }
online-match-ended = Partie { $code } ist beendet: { $result }
online-cannot-show = Partie { $code } lässt sich hier nicht zeigen: { $problem }
online-playing = Du spielst Partie { $code } auf Platz { $seat }.
online-watching = Du schaust Partie { $code } zu.
online-not-your-seat = Dieser Platz gehört dir in dieser Partie nicht.
online-record-name = Partie { $code }
