## Was ein Zug Schritt für Schritt bewirkt hat, für den Hover-Text der Zugliste und des Spielfelds.
## $piece, $item und $what werden unten oder vom Spiel benannt (der Name einer Einheit auf einer Karte
## von Könige & Bauern, ein Zeichen einer Spielbeschreibung); $at, $from und $to sind Felder in der
## Schreibweise (x,y); $seat ist ein Platzname; $facing ist N, E, S oder W; $card ist eine Programmkarte
## in der Schreibweise der Regeln.

step-moved = { $piece } von { $from } nach { $to } gezogen
step-captured = { $piece } auf { $at } geschlagen
step-placed = { $piece } auf { $at } gesetzt
step-bought = { $item } für { $cost } auf { $at } gekauft
step-merged = verschmolzen auf { $at }: { $what }
step-pushed = { $piece } von { $from } nach { $to } geschoben
step-destroyed = { $piece } auf { $at } zerstört ({ $why })
step-card = { $piece } spielt { $card } (Register { $register })
step-carried = { $piece } { $by } von { $from } nach { $to } befördert
step-turned = { $piece } auf { $at } gedreht, Blick nach { $facing }
step-flag = { $piece } berührt Flagge { $flag } auf { $at }
step-respawned = { $piece } wieder auf { $at }, Blick nach { $facing }
step-turn-ended = { $seat } ist am Zug

## Provinzen. $side ist der Name einer Seite, $thing, $there, $unit und $into sind Waren des Ladens
## (provinces-item-*).

provinces-owned-thing = { $thing } ({ $side })
provinces-neutral-thing = { $thing } (neutral)
provinces-tile-of = Feld ({ $side })
provinces-merged-units = { $there } und { $unit } werden zu { $into }
provinces-merged-provinces = Provinzen von { $side }
provinces-why-invaded = erobert
provinces-why-cut-off = allein abgeschnitten
provinces-why-bankrupt = bankrott

## Tactigon. $piece ist eine Figurenart (tactigon-circle usw.).

tactigon-piece-of = { $piece } ({ $side })

## Roboterrennen

robots-by-belt = per Förderband
robots-by-express-belt = per Expressband
robots-fell-into-a-pit = in eine Grube gefallen
robots-left-the-board = vom Spielfeld gefallen

## Eine Spielbeschreibung

gdl-the-mark = Zeichen
gdl-emptied = geleert
