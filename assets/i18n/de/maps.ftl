## Was die Kartenleser der Spiele über eine Karte sagen, die sie nicht verwenden können: die Probleme
## des Karteneditors und eine Karte, die sich nicht laden lässt. $x und $y sind Spalte und Zeile eines
## Felds; $token und $text sind Wörter der Datei, zitiert, wie sie geschrieben sind; $side und $seat
## sind Platznamen aus rules.ftl.

# Eine Datendatei, die nicht verwendet werden konnte: ihr Pfad, dann was falsch ist.
load-error = { $file }: { $problem }

map-too-large = die Karte ist größer als { $max } mal { $max }
map-row-uneven = Zeile { $row } hat { $tiles } Felder, Zeile 0 aber { $first }
map-tile-token = Feld ({ $x },{ $y }) '{ $token }': { $problem }
map-tile-problem = Feld ({ $x },{ $y }): { $problem }
map-placement-tile = nach dem Namen wird ein Feld wie (2,3) erwartet
map-tile-expected = erwartet wird ein Feld wie (2,3), nicht '{ $text }'
map-not-number = '{ $text }' ist keine ganze Zahl

## Provinzen

provinces-map-generate-or-rows = gib entweder generate oder rows und money an, nicht beides
provinces-map-generate-size = generate: die Größe ist 8 (klein) oder 16 (groß), nicht { $size }
# $what ist provinces-map-money-at oder der Name eines Felds der Datei (round, conquests.red).
provinces-map-number = { $what } muss zwischen { $min } und { $max } liegen, nicht { $number }
provinces-map-money-at = das Geld bei ({ $x },{ $y })
provinces-map-no-province = { $side } hat keine Provinz
provinces-map-drawn = die für Seed { $seed } erzeugte Karte: { $problem }
provinces-map-rows = die Karte braucht 1 bis { $max } Zeilen, nicht { $rows }
provinces-map-row-tiles = Zeile { $row } braucht 1 bis { $max } Felder, nicht { $tiles }
provinces-map-token-length = ein Feld besteht aus zwei Zeichen, wie r. oder bk
provinces-map-token-sea = Meer wird ~~ geschrieben
provinces-map-token-owner = unbekannter Besitzer '{ $letter }' (verwende ~ . r b)
provinces-map-token-content = unbekannter Inhalt '{ $letter }' (verwende . p s B k f t T)
provinces-map-token-neutral = neutrales Land enthält nichts
provinces-map-money-off = das Geld bei ({ $x },{ $y }) liegt außerhalb der Karte
provinces-map-money-sea = das Geld bei ({ $x },{ $y }) liegt auf dem Meer
provinces-map-money-neutral = das Geld bei ({ $x },{ $y }) liegt auf neutralem Land, nicht in einer Provinz
provinces-map-money-twice = zwei Geldeinträge für die Provinz bei ({ $x },{ $y })
provinces-map-money-missing = die Provinz bei ({ $x },{ $y }) hat keinen Geldeintrag

## Tactigon. $piece ist der Name einer Figur (position.ftl).

tactigon-map-lines = das Brett braucht 1 bis { $max } Reihen, nicht { $lines }
# Reihe $line des Bretts reicht von Spalte $min bis Spalte $max; die Spalten sind 0 bis $limit - 1.
tactigon-map-line = Reihe { $line } reicht von x={ $min } bis x={ $max }: nötig ist 0 <= min_x <= max_x < { $limit }
tactigon-map-tiles = das Brett hat { $tiles } Felder; unterstützt werden höchstens { $max }
tactigon-map-no-gold = es gibt keine Goldfelder
tactigon-map-gold-off = das Goldfeld ({ $x },{ $y }) liegt außerhalb des Bretts
tactigon-map-gold-twice = das Goldfeld ({ $x },{ $y }) ist doppelt aufgeführt
tactigon-map-piece = Figur von { $side } "{ $token }": { $problem }
tactigon-map-piece-type = unbekannter Figurentyp '{ $name }' (verwende C, T, S oder P)
tactigon-map-piece-off = { $piece } von { $side } bei ({ $x },{ $y }) liegt außerhalb des Bretts
tactigon-map-two-pieces = zwei Figuren auf Feld ({ $x },{ $y })
tactigon-map-no-pentagon = { $side } hat kein Fünfeck
tactigon-map-pentagons = { $side } hat { $count } Fünfecke; erlaubt ist genau eines

## Könige & Bauern. $kind ist eine Einheitenart, wie die Karte sie nennt (King, Pawn).

kings-map-size = die Karte braucht 1 bis { $max } Zeilen mit höchstens { $max } Feldern
kings-map-players = { $count } Spieler aufgeführt; Vorlagen haben vorerst genau zwei
kings-map-unit = Einheit von { $seat } "{ $token }": { $problem }
kings-map-unit-kind = '{ $kind }' ist keine Einheitenart (nur Buchstaben, wie King oder Pawn)
kings-map-unit-off = { $kind } von { $seat } bei ({ $x },{ $y }) liegt nicht auf der Karte
kings-map-two-units = zwei Einheiten auf Feld ({ $x },{ $y })
kings-map-no-king = { $seat } hat keinen König
kings-map-to-move = to_move ist Spieler { $player }; es gibt die Spieler 1 und 2
kings-map-too-many-units = zu viele Einheiten

## Roboterrennen. $what nennt einen Eintrag der Datei: einen robots-map-*-entry, einen Roboter oder eine Flagge.

robots-map-size = das Spielfeld braucht 1 bis { $max } Zeilen mit 1 bis { $max } Feldern
robots-map-entry = { $what }: { $problem }
robots-map-walls-entry = walls-Eintrag { $number } "{ $text }"
robots-map-robot = Roboter { $number } "{ $text }"
robots-map-at-entry = at-Eintrag { $number } "{ $text }"
robots-map-flag = Flagge { $number }
robots-map-off-board = { $what } bei ({ $x },{ $y }) liegt nicht auf dem Spielfeld
robots-map-name-edges = nenne die Kanten, wie (2,3) N E
robots-map-one-facing = gib eine Blickrichtung an, wie (0,5) N
robots-map-flags = { $count } Flaggen; ein Spielfeld hat 1 bis { $max }
robots-map-flag-on-pit = { $what } bei ({ $x },{ $y }) liegt auf einer Grube oder einer anderen Flagge
robots-map-robots = { $count } Roboter; ein Spielfeld hat { $min } bis { $max }
robots-map-robot-on-pit = { $what } startet auf einer Grube oder auf einem anderen Roboter
robots-map-hands = { $hands } Hände für { $robots } Roboter
robots-map-at-count = { $placed } Roboter mit at platziert; das Spielfeld hat { $robots }
# $touched ist die Zahlenliste der Datei, wie sie geschrieben ist, etwa [1, 3].
robots-map-touched = touched nennt mehr Roboter oder Flaggen, als das Spielfeld hat ({ $touched })
robots-map-at-on-pit = { $what } steht auf einer Grube oder auf einem anderen Roboter
robots-map-floor = '{ $token }' ist kein Feld (. Boden, P Grube, GL/GR Zahnrad, bN/eE Förderband, bNL/eSR Kurve)
robots-map-direction = '{ $text }' ist keine Richtung (N, E, S oder W)
robots-map-tile-first = zuerst wird ein Feld wie (2,3) erwartet
robots-map-hand-size = Hand { $hand } hat { $cards } Karten; eine Hand hat { $size }
robots-map-hand-priority = Hand { $hand }: keine Karte hat Priorität { $priority } (10, 20, … 840)
robots-map-hand-twice = Hand { $hand }: die Karte mit Priorität { $priority } ist doppelt ausgeteilt

## Was der RON-Leser über eine Datendatei sagt, die er nicht lesen kann (eine Karte, ein Tutorial, die
## Einstellungen). $line und $column geben die Stelle des Problems an; $problem ist eine der ron-Meldungen
## unten oder, bei selteneren Problemen, der eigene englische Wortlaut des Lesers. $mark ist eine Klammer
## oder ein Satzzeichen, so zu zeigen, wie es geschrieben ist; $field, $found und $char sind Wörter der
## Datei; $expected zählt die Namen auf, die die Datei dort verwenden darf, so wie sie in der Datei stehen.

ron-at = { $line }:{ $column }: { $problem }
ron-end = die Datei endet zu früh
ron-expected-mark = erwartet wird '{ $mark }'
ron-expected-boolean = erwartet wird true oder false
ron-expected-integer = erwartet wird eine ganze Zahl
ron-expected-number = erwartet wird eine Zahl
ron-expected-string = erwartet wird Text in doppelten Anführungszeichen
ron-string-unclosed = Text in doppelten Anführungszeichen ist nicht geschlossen
ron-expected-name = erwartet wird ein Name
ron-unexpected-char = unerwartetes Zeichen '{ $char }'
ron-trailing = weiterer Text nach dem Ende des Werts der Datei
ron-number-range = die Zahl ist zu groß
ron-comment-unclosed = ein /* Kommentar */ ist nicht geschlossen
ron-nesting = Verschachtelung tiefer als { $max }
ron-missing-field = fehlendes Feld '{ $field }'
ron-duplicate-field = Feld '{ $field }' ist doppelt angegeben
ron-unknown-field = unbekanntes Feld '{ $found }'; die Felder sind: { $expected }
ron-unknown-name = unbekannter Name '{ $found }'; erwartet wird einer von: { $expected }

## Die Namen der mitgelieferten Karten und GDL-Beschreibungen auf der Einrichtungsseite, nach Spiel und
## Dateiname (der englische Name einer GDL-Beschreibung ist ihr Dateiname in Worten). Eine Karte, deren
## Name in ihrer Datei geändert wurde, zeigt stattdessen den Namen aus der Datei.

map-provinces-archipelago = Archipel
map-provinces-big-7 = Groß, Startwert 7
map-provinces-duel-hex = Hex-Duell
map-provinces-duel-square = Quadrat-Duell
map-provinces-large = Große Insel
map-provinces-random-big = Zufällige große Karte
map-provinces-random-small = Zufällige kleine Karte
map-provinces-small-42-square = Klein, quadratisch, Startwert 42
map-provinces-small-42 = Klein, Startwert 42
map-tactigon-large = Groß
map-tactigon-medium = Mittel
map-tactigon-small = Klein
map-kings-crossroads = Kreuzung
map-kings-default = Standard 5x5
map-kings-field-12 = Spielfeld 12x12
map-kings-twin-kings = Zwillingskönige
map-robots-conveyors = Förderbandschleifen 10x10
map-robots-factory = Fabrik 16x12
map-robots-maze = Wandlabyrinth 10x10
map-robots-open = Freie Fläche 8x8
map-gdl-connect-four = Vier gewinnt
map-gdl-hanoi = Türme von Hanoi
map-gdl-nim = Nim
map-gdl-rock-paper-scissors = Schere, Stein, Papier
map-gdl-tictactoe-3 = Tic-Tac-Toe zu dritt
map-gdl-tictactoe = Tic-Tac-Toe
