## Was die Regeln über einen Zug sagen: wie das Spiel endete und warum ein Zug nicht möglich ist. $tile,
## $from und $to sind Felder in der Schreibweise (x,y); $move ist ein Zug in der Notation des Spiels; $side,
## $seat und $robot sind Platznamen aus rules.ftl.

game-over = das Spiel ist vorbei: { $reason }
not-a-legal-move = { $move } ist kein gültiger Zug

## Provinzen

provinces-end-land = { $side } hält 80 % des Landes
provinces-end-no-province = { $side } hat keine Provinz mehr
provinces-end-rounds = Rundenlimit { $limit } erreicht; Referenzbewertung { $value } (Blau minus Rot)
provinces-illegal-no-unit = auf { $tile } steht keine Einheit von { $side }
provinces-illegal-no-province = { $tile } liegt in keiner Provinz von { $side }
provinces-illegal-dear = die Provinz kann sich das nicht leisten: { $item }
provinces-illegal-acted = diese Provinz hat in diesem Zug schon gehandelt
provinces-illegal-moved = diese Einheit hat in diesem Zug schon gezogen
provinces-illegal-placement = { $move } verstößt gegen die Platzierungsregeln (Reichweite 2, Turmzonen, Stärke, Verschmelzen, Höfe neben Höfen)

## Tactigon. $piece und $other sind Figurenarten (tactigon-circle usw.); in tactigon-illegal-not-yours ist $other ein Platzname.

tactigon-end-pentagon = { $side } hat das gegnerische Fünfeck geschlagen
tactigon-end-gold = { $side } hält alle Goldfelder
tactigon-end-no-moves = { $side } gewinnt: Der Gegner hat keinen gültigen Zug
tactigon-end-no-captures = { $turns } Züge ohne Schlagen
tactigon-illegal-no-piece = auf { $tile } steht keine Figur
tactigon-illegal-not-yours = { $side } ist am Zug, nicht { $other }
tactigon-illegal-friendly = auf { $tile } steht eine eigene Figur ({ $piece })
tactigon-illegal-cannot-attack = { $piece } gegen { $other }: Angriff nicht möglich
tactigon-illegal-reach = die Figur auf { $from } ({ $piece }) erreicht { $to } nicht in { $steps ->
    [one] einem Schritt
   *[other] { $steps } Schritten
} über leere Felder

## Könige & Bauern. $unit ist der Name der Einheit auf der Karte.

kings-end-kings = { $seat } hat alle Könige verloren
kings-end-no-captures = { $turns } Züge ohne Schlagen
kings-end-no-move = { $seat } hat keinen gültigen Zug
kings-illegal-no-unit = auf { $tile } steht keine Einheit
kings-illegal-not-yours = { $unit } gehört { $seat }
kings-illegal-one-step = { $unit } zieht nur ein Feld auf einmal
kings-illegal-friendly = auf { $tile } steht eine eigene Einheit

## Tic-Tac-Toe. $mark ist x oder o.

tictactoe-end-line = { $mark } hat drei in einer Linie
tictactoe-end-full = das Gitter ist voll
tictactoe-illegal-no-cell = dieses Feld gibt es nicht
tictactoe-illegal-taken = Zeile { $row }, Spalte { $col } ist schon mit { $mark } belegt

## Roboterrennen

robots-end-flag = { $robot } hat als Erster die letzte Flagge berührt
robots-end-rounds = Rundenlimit ({ $limit }) erreicht: Rangfolge nach berührten Flaggen, dann nach Entfernung zur nächsten Flagge

## Eine Spielbeschreibung. $goals zählt die Zielwerte der Rollen auf („x 100, o 0“); $error sind die
## eigenen Worte der Engine.

gdl-end-failed = Fehler in den Regeln: { $error }
gdl-end-limit = kein Ende innerhalb von { $steps } Schritten
gdl-end-goals = Zielwerte: { $goals }
gdl-end-solved = gelöst (Zielwerte: { $goals })
gdl-end-not-solved = nicht gelöst (Zielwerte: { $goals })
