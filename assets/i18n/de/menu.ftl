## Das Hauptmenü: die Spielkarten, Einrichtung und Regeln eines Spiels, Einstellungen und gespeicherte Spiele.

menu-title = Stratagem
menu-subtitle = Rundenbasierte Strategiespiele mit Computergegnern, die nachdenken.
menu-continue = Letztes Spiel fortsetzen
menu-continue-hint = Die automatische Sicherung laden und weiterspielen
menu-online = Online spielen
menu-online-hint = Partien auf einem Server eröffnen, ihnen beitreten oder zuschauen
menu-all-games = Alle Spiele
menu-play = Spielen
menu-rules = Regeln
menu-edit-map = Karte bearbeiten
menu-edit-copy-hint = Eine Kopie dieser Karte bearbeiten
menu-edit-yours-hint = Diese eigene Karte bearbeiten
menu-new-map = Neue Karte
menu-new-map-hint = Eine Karte im Editor erstellen
menu-preview = Vorschau
menu-htn-broken = HTN-Domäne nicht geladen: { $problem }
menu-start = Starten
menu-host-online = Online eröffnen
menu-how-to-play = So wird gespielt
menu-saved-games = Gespeicherte Spiele
menu-saved-continue = Fortsetzen
menu-saved-continue-hint = Das Spiel laden und weiterspielen
menu-saved-replay = Wiederholung
menu-saved-replay-hint = Vom ersten Zug an ansehen

## Einstellungen auf der Startseite.

settings-text-size = Textgröße
settings-game-colours = Farben des Spiels
settings-colour-blind = Farben für Farbenblinde
settings-colour-blind-hint = Blau, Orange, Grün und Zinnoberrot, bei jeder häufigen Farbenblindheit unterscheidbar
settings-volume = Lautstärke
settings-mute = stumm (M)
settings-mute-hint = M schaltet den Ton während eines Spiels aus und ein
settings-language = Sprache
settings-language-system = Wie das System ({ $language })

## Die Einrichtung eines Spiels.

setup-preset = Kartenvorlage
setup-choose = (wählen)
setup-preset-entry = { $name } ({ $id })
setup-preset-entry-yours = { $name } ({ $id }, deine Karte)
setup-preset-broken = Fehlerhafte Vorlage: { $problem }
setup-file = Oder eine Datei
setup-options = Optionen
setup-who-starts = Wer beginnt
setup-by-rules = nach den Regeln
setup-random = zufällig
setup-plays = { $seat } spielt
setup-seed = Startwert
setup-seed-hint = Die Zahl, aus der jede Zufallsentscheidung des Spiels hervorgeht: gleicher Startwert und gleiche Züge ergeben dasselbe Spiel
setup-who-starts-hint = Welche Seite den ersten Zug macht
setup-advanced = Erweitert: die Spieler für Ingenieure
setup-advanced-hint = Die Computerspieler hinter den Stufen, mit ihren Sucheinstellungen
setup-think-time-hint = Wie lange der Computer über jeden Zug nachdenkt
setup-eval-hint = Wie die Suche eine Stellung bewertet: abgestimmt (stärker) oder wie die Referenzimplementierung
setup-no-file = Keine Datei gewählt (ohne Dateidialog des Desktops erscheint keiner): Pfad eintippen.
setup-type-path = oder Pfad eintippen
setup-use = Übernehmen
setup-playing-file = Gespielt wird { $file }
setup-human = Mensch
setup-human-hint = Du, an diesem Rechner
setup-remote = entfernt
setup-remote-hint = Eine Person an einem anderen Rechner: Starten eröffnet das Spiel auf dem unter „Online spielen“ gewählten Server
setup-ggp = GGP-Spieler
setup-ggp-hint = Ein General Game Player anderswo, jedes Programm, das das GGP-Protokoll spricht (stratagem ggp-player, die Spieler von ggp-base): Er bekommt die Beschreibung und spielt mit 10 s Startzeit und 5 s Zugzeit
setup-ggp-address = Adresse
setup-ggp-address-hint = Wo der Spieler lauscht: HOST:PORT, etwa 127.0.0.1:9147
setup-ggp-at = GGP-Spieler auf { $address }
setup-think-time = Bedenkzeit
unit-seconds = s
setup-max-depth = max. Tiefe
setup-no-limit = 0: keine Grenze
setup-eval-tuned = abgestimmte Bewertung
setup-eval-reference = Referenzbewertung
setup-threads = Threads
setup-threads-hint = 0: alle Kerne außer einem
setup-quiescence = Ruhesuche
setup-quiescence-hint = Schlagabtausch über die Tiefengrenze hinaus auflösen (Spiele mit Schlagen)

## Die Verlaufsseite und die Zeile auf jeder Spielkarte: die Ergebnisse des Spielers je Spiel und Gegner.

menu-history = Verlauf
menu-history-hint = Deine Spiele, Siege, Niederlagen und Unentschieden je Spiel und Gegner
history-card = { $games } gespielt: { $wins } gewonnen, { $losses } verloren, { $draws } unentschieden
history-intro = Spiele, die du hier gegen den Computer oder online gegen eine Person beendet hast. Spiele nur zwischen Computergegnern und Spiele mehrerer Personen an diesem Rechner werden nicht gezählt.
history-none = Noch keine Spiele gezählt.
history-opponent = Gegner
history-games = Spiele
history-wins = Siege
history-losses = Niederlagen
history-draws = Unentschieden
history-all = Alle
history-remote = eine Person online
history-broken = Statistik nicht verwendet, die Zählung beginnt neu: { $problem }; die Datei wurde als { $file } aufbewahrt.
history-not-moved = Statistik nicht verwendet: { $problem }; die Datei konnte nicht beiseitegelegt werden ({ $error }), daher wird kein Spiel gezählt, solange sie dort liegt.
# Die Einstellungsdatei konnte nicht verwendet werden: $problem ist, was falsch war (die Datei, dann das
# Problem), $file, wohin die Datei verschoben wurde, $error, warum sie nicht verschoben werden konnte.
settings-broken = Einstellungen nicht verwendet, stattdessen Standardwerte: { $problem }; die Datei wurde als { $file } aufbewahrt.
settings-not-moved = Einstellungen nicht verwendet, stattdessen Standardwerte: { $problem }; die Datei konnte nicht beiseitegelegt werden ({ $error }), daher wird sie nicht mit den Einstellungen überschrieben.
# Ein Wert der Einstellungsdatei außerhalb seines Bereichs; $field ist sein Name in der Datei.
settings-out-of-range = { $field } muss zwischen { $min } und { $max } liegen, nicht { $value }
