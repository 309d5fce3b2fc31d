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

## Was der Server sagt: warum er eine Anfrage ablehnt und wie eine Partie endete. $code ist der Code
## einer Partie; $seat der Name eines Platzes (rules.ftl) oder seine Nummer; $what einer der
## online-field-*-Namen.

online-result-wins = { $seat } gewinnt: { $reason }
online-forfeit = { $seat } verliert kampflos: länger als { $seconds } s weg
online-not-kept = der Server konnte das gerade nicht speichern: versuche es noch einmal
online-match-moved = diese Partie läuft jetzt auf einem anderen Server des Dienstes: verbinde dich neu, um weiterzuspielen
online-hello-first = sende zuerst Hello mit deiner Protokollversion
# $server und $client sind Protokollversionen.
online-other-version = dieser Server spricht Protokoll { $server } und dein Client { $client }: verwende dieselbe Version von Stratagem wie der Server
online-field-name = der Name
online-field-code = der Partiecode
online-field-token = das Token
online-field-too-long = { $what } ist länger als { $max } Zeichen
online-field-control = { $what } enthält Steuerzeichen
online-no-match = keine Partie { $code } auf diesem Server
online-server-cannot-show = Partie { $code } lässt sich auf diesem Server nicht zeigen
online-server-full = dieser Server ist voll: { $count } Partien laufen
online-new-with-moves = eine neue Partie beginnt ohne Züge
online-seat-not-for-people = Platz { $seat } ist kein Platz für eine Person
online-match-over-refused = die Partie ist beendet: { $result }
online-no-such-seat = die Partie hat keinen Platz { $seat }
online-seat-taken = Platz { $seat } ist besetzt
online-every-seat-taken = alle Plätze sind besetzt: schau stattdessen zu
online-token-no-seat = dieses Token gehört zu keinem Platz dieser Partie
online-seat-taken-back = dein Platz wurde von einer anderen Verbindung aus zurückgeholt
online-rejoin-first = tritt mit deinem Token wieder bei, bevor du ziehst
online-computer-plays-seat = ein Computer spielt diesen Platz: tritt wieder bei, um ihn zurückzuholen
# Die Partie hat $revision Züge; der Zug des Clients war für nach $sent Zügen gedacht.
online-move-too-late = die Partie steht bei Zug { $revision }, nicht { $sent }: dein Zug kam zu spät
online-move-too-long = der Zug ist zu lang
online-too-many-messages = zu viele Nachrichten: bitte langsamer
online-no-hello-in-time = kein Hello rechtzeitig: Verbindung geschlossen
# Eine Nachricht, die der Server nicht lesen konnte; $problem sind die Worte des Lesers.
online-bad-message = { $problem }
