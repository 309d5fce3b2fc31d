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
