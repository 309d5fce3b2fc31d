## Was die Regeln über eine Stellung sagen: die Statuszeilen des Spielbildschirms und der Inhalt
## eines Felds (der Hover-Text und die Beschriftung des Tastatur-Cursors). $side, $seat und $robot
## sind Platznamen aus rules.ftl; $x, $y, $row und $col sind Spalte und Zeile eines Felds.

## Provinzen. $thing ist eine der Waren des Ladens (provinces-item-*); $income hat ein Vorzeichen (+3, -2).

provinces-status-round = Runde { $round } von { $limit }
provinces-status-side = { $side }: { $tiles } Felder, { $provinces ->
    [one] eine Provinz
   *[other] { $provinces } Provinzen
}, { $coins } Münzen, Einkommen { $income }, Eroberungen { $conquests }
provinces-status-evaluation = Referenzbewertung (Blau minus Rot): { $value }
provinces-tile-neutral = ({ $x },{ $y }): neutrales Land
provinces-tile-owned = ({ $x },{ $y }): { $side }
provinces-tile-holding = ({ $x },{ $y }): { $side }, { $thing }
provinces-tile-province = Provinz aus { $tiles } Feldern: { $coins } Münzen, Einkommen { $income }

## Tactigon. $piece ist tactigon-circle, -triangle, -square oder -pentagon.

tactigon-circle = Kreis
tactigon-triangle = Dreieck
tactigon-square = Quadrat
tactigon-pentagon = Fünfeck
tactigon-circles = { $count ->
    [one] ein Kreis
   *[other] { $count } Kreise
}
tactigon-triangles = { $count ->
    [one] ein Dreieck
   *[other] { $count } Dreiecke
}
tactigon-squares = { $count ->
    [one] ein Quadrat
   *[other] { $count } Quadrate
}
tactigon-pentagons = { $count ->
    [one] ein Fünfeck
   *[other] { $count } Fünfecke
}
tactigon-status-lost = Verluste von { $side }: { $pieces }
tactigon-status-lost-nothing = Verluste von { $side }: keine
tactigon-tile-piece = { $piece } ({ $side }): zieht bis zu { $steps ->
    [one] { $steps } Feld
   *[other] { $steps } Felder
}
tactigon-tile-piece-gold = { $piece } ({ $side }) auf Gold: zieht bis zu { $steps ->
    [one] { $steps } Feld
   *[other] { $steps } Felder
}
tactigon-tile-empty = leeres Feld ({ $x },{ $y })
tactigon-tile-empty-gold = leeres Goldfeld ({ $x },{ $y })

## Könige & Bauern. $name und $kind einer Einheit sind die eigenen Worte der Karte.

kings-status = { $seat }: { $units ->
    [one] eine Einheit
   *[other] { $units } Einheiten
}, { $kings ->
    [one] ein König
   *[other] { $kings } Könige
}
kings-tile-unit = { $name }: { $kind } von { $seat }
kings-tile-empty = leeres Feld ({ $x },{ $y })

## Tic-Tac-Toe. $mark ist x oder o.

tictactoe-tile = Zeile { $row }, Spalte { $col }: { $mark }
tictactoe-tile-empty = Zeile { $row }, Spalte { $col }: leer

## Roboterrennen. $dir und $facing sind N, E, S oder W; $sides zählt sie auf.

robots-status-round = Runde { $round } von { $limit }
robots-status-robot = { $robot }: { $flags }/{ $total } Flaggen, { $next }, Rückkehr ({ $x },{ $y })
robots-status-robot-programmed = { $robot }: { $flags }/{ $total } Flaggen, { $next }, Rückkehr ({ $x },{ $y }), programmiert
robots-status-next-flag = nächste Flagge { $flag } bei ({ $x },{ $y })
robots-status-every-flag = alle Flaggen berührt
robots-tile-floor = ({ $x },{ $y }) { $floor }
robots-floor-plain = Boden
robots-floor-pit = Grube
robots-floor-gear-right = Zahnrad, dreht nach rechts
robots-floor-gear-left = Zahnrad, dreht nach links
robots-floor-belt = { $express ->
    [yes] Expressband
   *[no] Förderband
} Richtung { $dir }{ $curve ->
    [right] , Rechtskurve
    [left] , Linkskurve
   *[none] {""}
}
robots-tile-walls = Wände: { $sides }
robots-tile-flag = Flagge { $flag }
robots-tile-robot = { $robot }, Blick nach { $facing }, { $flags ->
    [one] eine Flagge berührt
   *[other] { $flags } Flaggen berührt
}
robots-tile-respawn = Rückkehrpunkt von { $robot }

## Eine Spielbeschreibung. $x, $y und $value sind die eigenen Symbole der Beschreibung; $error sind
## die eigenen Worte der Engine.

gdl-status-failed = Fehler in den Regeln: { $error }
gdl-status-simultaneous = In diesem Schritt ziehen die Rollen gleichzeitig: Jede Wahl bleibt verborgen, bis alle gewählt haben.
gdl-tile = { $x } { $y }: { $value }
gdl-tile-empty = { $x } { $y }: leer
