## Die Analyse eines Spiels: wie jede Seite im Lauf des Spiels stand, laut dem stärksten Computerspieler, und die größten Fehler.

review-open = Analyse
review-open-help = Der stärkste Computerspieler geht das Spiel durch: wie jede Seite nach jedem Zug stand, und die größten Fehler
review-saved-help = Dieses Spiel mit seiner Analyse noch einmal ansehen
review-title = Analyse
review-thinking = Der stärkste Computerspieler geht das Spiel durch...
review-progress = { $done } von { $total } Stellungen
review-failed = Keine Analyse: { $why }
review-graph-help = Wie jede Seite nach jedem Zug steht, von verloren (unten) bis gewonnen (oben); ein roter Punkt ist ein Fehler. Klicke, um die Stellung an dieser Stelle zu sehen.
review-mistakes = Größte Fehler
review-no-mistakes = Keine großen Fehler: gut gespielt.
review-mistake = Zug { $number }: { $seat } spielte { $move }
review-choose = Wähle einen Fehler, um seine Stellung und den besseren Zug zu sehen.
review-played = Gespielt: { $move }
review-better = Besser: { $move } (leuchtet auf dem Brett)
review-retry = Ab hier neu versuchen
review-retry-help = Ein neues Spiel ab dieser Stellung, du auf dem Platz, der den Fehler gemacht hat, die anderen mit denselben Spielern: Versuche den besseren Zug
