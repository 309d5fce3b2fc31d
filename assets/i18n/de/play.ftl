## Der Spielbildschirm: der Cursor auf dem Brett, wer am Zug ist, die Züge, wie sie geschehen, die Leisten und die Tasten.

play-cursor-tile = Feld { $x }, { $y }
play-online-match = Online-Partie { $code }
# Der Server schickte eine Ansicht der Partie, die das Spiel nicht lesen konnte; $problem sagt, warum.
play-online-view-error = Partie { $code }: { $problem }
play-leave = Verlassen
play-new-game = Neues Spiel
play-menu = Menü
play-keys-button = Tasten (F1)
play-wins = { $seat } gewinnt
play-draw = Unentschieden
play-rematch = Revanche
play-rematch-hint = Dasselbe Spiel mit getauschten Seiten
play-hide = Ausblenden
play-game-over = Spiel vorbei: { $reason }
play-to-move = { $seat } ist am Zug
play-last-move = Letzter Zug: { $seat }: { $move }
play-moves-played = Gespielte Züge: { $count }
play-plan = Plan von { $seat }:
gdl-plan-proven = { $move }: Ziel { $goal }, bewiesen, nach { $nodes } Knoten
gdl-plan-expected = { $move }: Ziel { $goal } erwartet, nach { $nodes } Knoten
play-htn-not-reloaded = HTN-Domäne nicht neu geladen: { $problem }
play-seat-to-move = am Zug
play-thinking = denkt nach…
play-thinking-depth = denkt nach… Tiefe { $depth }
play-search-figures = { $nodes } Knoten, { $speed } Tsd. Knoten/s, Bewertung { $score }
play-score-win = Sieg in { $plies }
play-score-loss = Niederlage in { $plies }
play-line = Linie: { $moves }
play-undo = Rückgängig
play-redo = Wiederholen
play-save = Speichern
play-save-hint = Das Spiel im Ordner der gespeicherten Spiele sichern
play-fit = Brett einpassen
play-hint = Tipp
play-hint-help = Der stärkste Computerspieler schlägt einen Zug vor (H); die Zugliste vermerkt es
play-hint-thinking = Suche nach einem guten Zug...
play-hint-move = Tipp: { $move }
play-hint-then = dann { $moves }
play-hint-none = Kein Tipp: { $why }
play-hint-not-now = Einen Tipp gibt es nur für deinen eigenen Zug im laufenden Spiel
play-hint-time = s Bedenkzeit für einen Tipp
play-hint-time-help = Wie lange der stärkste Computerspieler nachdenkt, bevor er einen Zug vorschlägt
play-ai-pace = Tempo der KI
play-resume = Weiter
play-pause = Pause
play-step = Schritt
play-seconds-between-moves = s zwischen Zügen
play-animation-speed = Animationstempo
play-animation-hint = Wie schnell Figuren gleiten, verblassen und erscheinen; 0 schaltet die Bewegung aus
play-not-a-target = kein Ziel
play-pick-cancelled = Auswahl aufgehoben: { $why }.
play-not-yours = Diese Figur gehört { $owner }; wähle eine von { $seat }.
play-hover-move = Klick oder Enter: { $steps }
play-hover-not-a-move = Kein Zug: { $why }

## Die Zugliste.

play-moves = Züge
play-log-first = Ausgangsstellung
play-log-back = Einen Zug zurück
play-log-forward = Einen Zug vor
play-log-live = Zurück zum Spiel
play-log-stop = Stopp
play-log-play = Abspielen
play-log-play-hint = Die Züge im gewählten Tempo abspielen
play-seconds-per-move = s pro Zug
play-viewing = Ansicht nach Zug { $shown } von { $last }
play-log-start = 0. Anfang
play-log-hinted = nach einem Tipp

## Das Fenster „Tasten und Maus“: die Namen der Tasten, dann was sie tun.

play-keys-title = Tasten und Maus
play-close = Schließen
key-left-click = Linksklick
key-right-click = Rechtsklick
key-arrows = Pfeiltasten
key-enter-space = Enter oder Leertaste
key-escape = Esc
key-wheel = Mausrad
key-drag = Ziehen mit rechter oder mittlerer Taste, Umschalt+Pfeile
key-one-to-seven = 1 bis 7
key-cards = 1 bis 9, Rücktaste, Enter
key-help = F1 oder ?
play-keys-left-click = eine Figur wählen, dann ein leuchtendes Feld als Ziel
play-keys-right-click = die Auswahl aufheben
play-keys-arrows = den Cursor auf dem Brett bewegen (auf Sechseckbrettern auch Ziffernblock 7 8 9 1 2 3)
play-keys-enter = auf dem Feld des Cursors: was ein Linksklick tut
play-keys-tab = die nächste / vorige Figur, die ziehen kann, oder das nächste Ziel der gewählten Figur
play-keys-f6 = die Tasten wechseln zu den Leisten (Tab, Enter) und zurück
play-keys-escape = die Auswahl aufheben, diese Hilfe schließen, das Ergebnis ausblenden
play-keys-undo = bis zum eigenen letzten Zug zurück / wiederholen
play-keys-wheel = zum Mauszeiger hin zoomen
play-keys-drag = das Brett verschieben
play-keys-fit = das Brett ins Fenster einpassen
play-keys-pause = die Computerspieler anhalten oder fortsetzen
play-keys-step = in der Pause: ein Computerzug
play-keys-new-game = ein neues Spiel (der nächste Seed)
play-keys-log = die Zugliste zeigen oder ausblenden
play-keys-hint = einen Tipp für deinen Zug anfordern
play-keys-sound = Ton aus oder an
play-keys-end-turn = die Runde beenden (Provinzen)
play-keys-shop = eine Ware im Laden wählen (Provinzen)
play-keys-cards = eine Karte programmieren, eine zurücknehmen, starten (Roboterrennen)
play-keys-help = diese Hilfe zeigen oder ausblenden

## Was der Spielbildschirm sagt, wenn ein Zug oder ein Befehl nicht möglich ist. $why ist die Begründung der Regeln.

play-viewing-move = Ansicht von Zug { $ply }: Kehre zum Spiel zurück, um zu spielen.
play-wait-computer = Warte: Der Computer ist am Zug.
play-nothing-to-undo = Nichts rückgängig zu machen: Du hast noch keinen Zug gemacht.
play-nothing-to-redo = Nichts zu wiederholen.
play-position-unknown = Diese Stellung ist hier unbekannt: Der Partie wurde erst später beigetreten.
play-illegal-move = Ungültiger Zug: { $why }.
play-not-your-turn = { $seat } ist am Zug
# Ein Computerspieler konnte nicht wählen (ein eigener Fehler, ein Absturz, ein ungültiger Zug); $player
# ist seine Art, wie das Programm sie nennt (minimax, uct, htn…), $why sind seine eigenen Worte.
ai-fallback = { $player }: { $why }; stattdessen wurde ein zufälliger gültiger Zug gespielt
ggp-fallback = der GGP-Spieler auf { $address } gab keinen gültigen Zug ({ $why }); stattdessen wurde ein zufälliger gültiger Zug gespielt
play-ai-illegal = schlug einen ungültigen Zug vor ({ $why }); stattdessen wurde ein zufälliger gültiger Zug gespielt
play-move-on-its-way = Warte: Dein letzter Zug ist unterwegs.
play-not-connected = Nicht mit dem Server der Partie verbunden.
play-server-move-unshown = Der Zug des Servers kann nicht angezeigt werden: { $error }. Tritt der Partie wieder bei.
play-saved-to = Gespeichert unter { $path }
play-not-saved = Nicht gespeichert: { $error }
play-autosave-failed = Automatisches Speichern fehlgeschlagen: { $error }

## Ein gespeichertes Spiel oder eine Wiederholung, deren Züge die Regeln ablehnen. $number zählt die Züge ab 1;
## $move ist der Zug, wie die Aufzeichnung ihn schreibt; $why ist die Begründung der Regeln.

record-bad-move = Zug { $number } "{ $move }": { $why }
