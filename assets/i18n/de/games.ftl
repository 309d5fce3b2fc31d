## Die eigenen Leisten der Spielbildschirme: der Laden von Provinzen, die Hand und Wiedergabe
## von Robot Race und die Zugleiste einer Spielbeschreibung. Die Begründungen der Regeln, das
## Ergebnis eines Spiels und Züge, Rollen und Fakten einer Beschreibung bleiben, wie sie sind.

## Provinzen. $side ist red oder blue, die Seite am Zug.

provinces-province = { $side ->
    [red] Rote Provinz
   *[other] Blaue Provinz
} bei ({ $x },{ $y })
provinces-coins = { $count ->
    [one] { $count } Münze
   *[other] { $count } Münzen
}
provinces-tiles = { $count ->
    [one] { $count } Feld
   *[other] { $count } Felder
}
provinces-income = Einkommen { $income }/Runde
provinces-income-hint = Hälfte von { $tiles } (Felder) { $farms } (Höfe) { $units } (Einheiten) { $buildings } (Gebäude), von null weg gerundet
provinces-bankrupt = Nächste Runde bankrott: ihre Einheiten gehen verloren
provinces-click-province = { $side ->
    [red] Rot
   *[other] Blau
} ist am Zug: klicke eine deiner Provinzen an
provinces-to-move = { $side ->
    [red] Rot
   *[other] Blau
} ist am Zug
provinces-end-turn = Zug beenden

## Der Laden von Provinzen: die Waren und warum eine nicht gekauft werden kann.

provinces-item-nothing = nichts
provinces-item-peasant = Bauer
provinces-item-spearman = Speerträger
provinces-item-baron = Baron
provinces-item-knight = Ritter
provinces-item-farm = Hof
provinces-item-tower = Turm
provinces-item-strong-tower = Starker Turm
provinces-item-hint = Kostet { $price }, { $income } Münzen pro Runde; dann ein hervorgehobenes Feld anklicken (Taste { $key })
provinces-wait = Warte, bis du am Zug bist
provinces-pick-first = Wähle zuerst eine deiner Provinzen
provinces-too-dear = Kostet { $price }, die Provinz hat { $money }
provinces-acted = Diese Provinz hat in diesem Zug schon gehandelt, oder es gibt keinen Platz dafür
provinces-nowhere = Es gibt keinen Platz dafür

## Provinzen: was ein Klick oder eine Taste sagt. $reason sind die Worte der Regeln.

provinces-cannot-place = { $item } kann dort nicht platziert werden: { $reason }.
provinces-not-a-move = Kein gültiger Zug: { $reason }.
provinces-legal = er ist erlaubt
provinces-their-land = { $side ->
    [red] Das ist Land von Rot
   *[other] Das ist Land von Blau
}; wähle eines deiner eigenen Felder.
provinces-neutral = Neutrales Land: wähle zuerst eines deiner eigenen Felder.
provinces-cannot-buy = Diese Provinz kann das jetzt nicht kaufen: { $item }.
provinces-pick-province-first = Wähle zuerst eine deiner Provinzen (Tab, dann Enter).

## Robot Race: die Roboter, der Übergabebildschirm und die Statuszeile.

robots-robot = Roboter { $number }
robots-pass-to = Weitergeben an { $name }
robots-look-away = Alle anderen schauen weg: die nächste Hand ist geheim.
robots-show-cards = Ich bin { $name }: meine Karten zeigen
robots-game-over = Spiel vorbei: { $reason }
robots-viewing = Ansicht nach Zug { $move }.
robots-waiting = Warten auf den nächsten Spieler.
robots-programming = { $name } programmiert…

## Robot Race: die Hand und die Register.

robots-program = { $name }: Register 1 bis { $registers } programmieren
robots-program-help = (eine Karte oder ihre Zifferntaste füllt das nächste Register; ein Register oder die Rücktaste nimmt eine zurück)
robots-register = Register { $number }
robots-key = Taste { $number }
robots-clear = Leeren
robots-run = Los
robots-run-hint = Programm festlegen (Enter)
robots-card-move-1 = Vor 1
robots-card-move-2 = Vor 2
robots-card-move-3 = Vor 3
robots-card-back-up = Zurück
robots-card-turn-left = Links
robots-card-turn-right = Rechts
robots-card-u-turn = Kehrtwende

## Robot Race: eine Runde in der Wiedergabe. $to und $at sind Felder, (x,y); $facing ist N, E, S oder W.

robots-round = Runde { $round } · Register { $register } von { $registers }
robots-priority-order = Karten nach Priorität:
robots-playback = Wiedergabe
robots-speed = × Tempo
robots-pause = Pause
robots-resume = Weiter
robots-pause-hint = Die Wiedergabe der Runde anhalten; Schritt spielt dann einen Takt
robots-step = Schritt
robots-skip = Überspringen
robots-skip-hint = Das Ende der Runde zeigen
robots-beat-card = { $robot } spielt { $card } (Register { $register })
robots-beat-moved = { $robot } fährt nach { $to }
robots-beat-pushed = { $robot } wird nach { $to } geschoben
robots-beat-carried = { $robot } wird vom Förderband nach { $to } gebracht
robots-beat-carried-express = { $robot } wird vom Expressband nach { $to } gebracht
robots-beat-turned = { $robot } dreht sich nach { $facing ->
    [N] Norden
    [E] Osten
    [S] Süden
   *[W] Westen
}
robots-beat-fell = { $robot } fällt in eine Grube
robots-beat-left = { $robot } verlässt das Spielfeld
robots-beat-flag = { $robot } erreicht Flagge { $flag }
robots-beat-respawned = { $robot } ist zurück auf { $at }, Blick nach { $facing ->
    [N] Norden
    [E] Osten
    [S] Süden
   *[W] Westen
}

## Die Zugleiste einer Spielbeschreibung. $role ist eine Rolle der Beschreibung, in ihren eigenen Worten.

gdl-choose = { $role }, wähle einen Zug:
gdl-to-choose = { $role } wählt
gdl-state = Zustand
gdl-no-move = Keiner deiner Züge nennt dieses Feld.
gdl-several-moves = Mehrere Züge nennen dieses Feld: wähle einen in der Leiste.
