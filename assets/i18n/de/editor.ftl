## Der Karteneditor: seine Leiste, die Werkzeuge, die Probleme und was seine Aktionen melden.

editor-title = Karteneditor: { $game }
editor-back = Zurück
editor-back-hint = Zur Einrichtung des Spiels
editor-name = Name
editor-undo = Rückgängig
editor-undo-hint = Strg+Z
editor-redo = Wiederholen
editor-redo-hint = Strg+Y
editor-size = Größe
editor-resize = Größe ändern
editor-file = Datei: { $file }
editor-save = Speichern
editor-save-hint = Eine Karte mit Problemen wird als Entwurf gespeichert
editor-save-as = Speichern unter
editor-save-as-hint = neuer-dateiname
editor-play = Diese Karte spielen
editor-play-hint = Speichern und ein Spiel darauf starten
editor-set = Setzen
editor-problems-title = Probleme
editor-no-problems = Keine: Die Karte ist spielbar.
editor-problem-at = bei ({ $x },{ $y }): { $problem }
editor-mark-hint = Klicken, um das Feld zu markieren
editor-help = Ein Feld anklicken, um das gewählte Werkzeug darauf anzuwenden; ziehen, um zu malen. Eine Karte mit Problemen wird als Entwurf gespeichert, lässt sich aber nicht spielen.
editor-keys-help = Mit der Tastatur: Tab bis zur Karte, die Pfeiltasten bewegen den Cursor, Enter wendet das gewählte Werkzeug an.
editor-canvas = Karte
editor-cursor-enter = Enter: { $tool }

## Was die Aktionen des Editors melden.

editor-no-editor = { $game } hat keinen Karteneditor
editor-cannot-open = Die Karte lässt sich nicht öffnen: { $problem }
editor-nothing-to-undo = nichts rückgängig zu machen
editor-nothing-to-redo = nichts zu wiederholen
editor-saved = Gespeichert: { $file }
editor-saved-draft = Gespeichert: { $file } (ein Entwurf: sie hat Probleme)
editor-not-in-catalog = { $game } ist nicht im Katalog
editor-unsaved-back = Die Karte hat ungespeicherte Änderungen: Speichere sie oder drücke noch einmal Zurück, um sie zu verwerfen
editor-unsaved-close = Die Karte hat ungespeicherte Änderungen: Speichere sie oder schließe das Fenster noch einmal, um ohne sie zu beenden
editor-not-a-preset = '{ $name }' ist kein Name einer Vorlage
editor-not-playable = die Karte ist noch nicht spielbar: { $problem }
editor-bad-file-name = '{ $name }' ist kein Dateiname: verwende Buchstaben, Ziffern, - und _
editor-shipped-name = '{ $name }' ist der Name einer mitgelieferten Karte: speichere unter einem anderen
editor-cannot-write = { $file } lässt sich nicht schreiben: { $problem }
# $what ist editor-width oder editor-height.
editor-out-of-range = { $what } muss zwischen { $min } und { $max } liegen, nicht { $value }
editor-width = die Breite
editor-height = die Höhe
editor-off-map = ({ $x },{ $y }) liegt außerhalb der Karte
# $tool ist der Name eines Werkzeugs, wie das Programm es kennt (englisch, wie Karten und Tests Werkzeuge nennen).
editor-no-tool = kein Werkzeug '{ $tool }'
editor-no-number = ({ $x },{ $y }) enthält keine Zahl

## Die Überschriften der Werkzeugleiste.

editor-group-tiles = Felder
editor-group-pieces = Figuren
editor-group-units = Einheiten
editor-group-units-buildings = Einheiten und Gebäude
editor-group-treasury = Kasse
editor-group-map = Karte
editor-group-floor = Boden
editor-group-belts = Förderbänder
editor-group-express-belts = Expressbänder
editor-group-walls = Wände
editor-group-flags-starts = Flaggen und Startfelder

## Die Werkzeuge und ihre Tooltips. Die Werkzeugleiste zeigt den Namen eines Werkzeugs mit großem
## Anfangsbuchstaben. $side und $seat sind Platznamen aus rules.ftl; $piece ist der Name einer Figur
## (position.ftl) oder auf einer Karte von Könige & Bauern eine Einheitenart, wie die Karte sie nennt
## ($kind); $dir ist N, E, S oder W.

# Eine Figur einer Seite, etwa „Kreis (Cyan)“ oder „King (Spieler 1)“.
editor-tool-piece = { $piece } ({ $side })
editor-tool-piece-help = { $piece } von { $side }
editor-tool-remove-piece = Entfernen
editor-tool-remove-piece-help = Nimmt die Figur weg
editor-tool-remove-unit = Entfernen
editor-tool-remove-unit-help = Nimmt die Einheit weg

provinces-tool-sea = Meer
provinces-tool-sea-help = Meer: kein Feld
provinces-tool-land = Land
provinces-tool-land-help = Neutrales Land (räumt ab, was dort steht)
provinces-tool-red = Rot
provinces-tool-red-help = Land von Rot
provinces-tool-blue = Blau
provinces-tool-blue-help = Land von Blau
# $thing ist eine der Waren des Ladens (provinces-item-*).
provinces-tool-thing-help = Setzt hierher: { $thing }
provinces-tool-remove = Entfernen
provinces-tool-remove-help = Nimmt die Einheit oder das Gebäude weg
provinces-tool-treasury = Kasse
provinces-tool-treasury-help = Wähle eine Provinz, um ihre Münzen festzulegen
provinces-tool-hex = Sechseck
provinces-tool-hex-help = Sechsecke (even-q-Versatz)
provinces-tool-square8 = Quadrat8
provinces-tool-square8-help = Quadrate mit acht Nachbarn
provinces-tool-on-sea = ({ $x },{ $y }) ist Meer: male zuerst Land
provinces-tool-coins = Münzen der Provinz von { $side } bei ({ $x },{ $y })
provinces-tool-coins-range = eine Kasse fasst 0 bis { $max } Münzen, nicht { $value }
provinces-tool-no-province = ({ $x },{ $y }) liegt in keiner Provinz

tactigon-tool-tile = Feld
tactigon-tool-tile-help = Fügt an einem der beiden Enden seiner Reihe ein Feld hinzu
tactigon-tool-gap = Lücke
tactigon-tool-gap-help = Entfernt ein Feld an einem der beiden Enden seiner Reihe
tactigon-tool-gold = Gold
tactigon-tool-gold-help = Macht ein Feld zum Goldfeld oder wieder zu einem normalen
# $line ist eine Reihe (Zeile) des Bretts; sie reicht von Spalte $min bis Spalte $max.
tactigon-tool-add-at-ends = eine Reihe ist lückenlos: Reihe { $line } reicht von x={ $min } bis x={ $max }, füge also neben ihren Enden hinzu
tactigon-tool-last-hex = Reihe { $line } behält mindestens ein Feld: mach stattdessen das Brett kürzer
tactigon-tool-take-at-ends = eine Reihe ist lückenlos: nimm Felder an ihren Enden weg (x={ $min } oder x={ $max })
tactigon-tool-not-hex = ({ $x },{ $y }) ist kein Feld des Bretts

kings-tool-tile = Feld
kings-tool-tile-help = Ein quadratisches Feld
kings-tool-gap = Lücke
kings-tool-gap-help = Kein Feld (nimmt seine Einheit weg)
kings-tool-unit-help = { $kind } von { $seat }
kings-tool-king-help = { $kind } von { $seat }: verlierst du alle, verlierst du
kings-tool-on-gap = ({ $x },{ $y }) ist eine Lücke: male zuerst ein Feld

robots-tool-floor = Boden
robots-tool-floor-help = Einfacher Boden
robots-tool-pit = Grube
robots-tool-pit-help = Ein Roboter, der hineinfährt, wird zerstört
robots-tool-gear-left = Zahnrad links
robots-tool-gear-left-help = Dreht einen Roboter darauf um eine Vierteldrehung nach links
robots-tool-gear-right = Zahnrad rechts
robots-tool-gear-right-help = Dreht einen Roboter darauf um eine Vierteldrehung nach rechts
# $express ist yes oder no; $turn ist L oder R für eine Kurve (sie dreht nach links oder rechts), sonst none.
robots-tool-belt = { $express ->
    [yes] Expressband
   *[no] Band
} { $dir }{ $turn ->
    [L] {" "}Kurve L
    [R] {" "}Kurve R
   *[none] {""}
}
robots-tool-belt-help = Bewegt Roboter nach { $dir ->
    [N] Norden
    [E] Osten
    [S] Süden
   *[W] Westen
}{ $turn ->
    [L] {" "}und dreht einen Roboter, den es auf dieses Feld befördert, nach links
    [R] {" "}und dreht einen Roboter, den es auf dieses Feld befördert, nach rechts
   *[none] {""}
}
robots-tool-wall = Wand { $dir }
robots-tool-wall-help = Setzt oder entfernt die Wand an dieser Kante
robots-tool-flag = Flagge
robots-tool-flag-help = Fügt die nächste Flagge hinzu oder nimmt eine Flagge weg
robots-tool-start = Start { $dir }
robots-tool-start-help = Ein Startfeld mit Blick in diese Richtung
robots-tool-remove-start = Start entfernen
robots-tool-remove-start-help = Nimmt das Startfeld weg
robots-tool-too-many-starts = ein Spielfeld hat höchstens { $max } Startfelder: nimm zuerst eines weg
robots-tool-too-many-flags = ein Spielfeld hat höchstens { $max } Flaggen: nimm zuerst eine weg
