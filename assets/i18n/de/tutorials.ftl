## Spielen lernen: die Schritte der Tutorials (assets/tutorials/<game>.ron nennt diese Schlüssel)
## und die Worte drumherum.

tutorial-learn = Spielen lernen
tutorial-learn-again = Noch einmal lernen
tutorial-learn-hint = Eine kurze Partie gegen den Computer, die die Züge Schritt für Schritt zeigt
tutorial-offer-title = Neu hier?
tutorial-offer = Jedes Spiel hat ein kurzes Tutorial: ein paar Züge, Schritt für Schritt gezeigt, bis zu deinem Sieg. Wähle eines aus, oder klicke jederzeit auf der Karte eines Spiels auf „Spielen lernen“.
tutorial-offer-later = Jetzt nicht
tutorial-step = Tutorial: Schritt { $step } von { $steps }
tutorial-finished = Tutorial geschafft
tutorial-real-game = Echte Partie spielen
tutorial-real-game-hint = Eine neue Partie gegen den Computer auf Stufe Normal
tutorial-replying = Der Computer antwortet…
tutorial-seat = Tutorial
tutorial-off-script = Diese Partie hat das Tutorial verlassen; spiel einfach weiter, wie du magst.
tutorial-other-move = Diesmal nicht { $move }. { $step }
tutorial-your-turn = Warte: Du bist am Zug.
tutorial-wait-reply = Warte auf die Antwort des Computers.
tutorial-no-hint = Im Tutorial zeigen die leuchtenden Felder den Zug.

tutorial-tictactoe-centre = Du bist X und fängst an. Klicke das leuchtende mittlere Feld an: Die Mitte liegt auf vier Linien, mehr als jedes andere Feld.
tutorial-tictactoe-corner = O hat ein Randfeld genommen. Nimm die leuchtende Ecke: Jetzt hast du zwei Zeichen auf einer Diagonale, und O muss sie blockieren.
tutorial-tictactoe-fork = O hat blockiert. Markiere die leuchtende Ecke: Sie baut zwei Linien zugleich (eine Spalte und die andere Diagonale), und O kann nur eine blockieren.
tutorial-tictactoe-win = Vervollständige die Linie, die O offen gelassen hat: Das leuchtende Feld bringt dir drei in einer Reihe.
tutorial-tictactoe-done = Drei in einer Reihe: Du gewinnst! Zwei Drohungen auf einmal sind der Weg, einen vorsichtigen Gegner zu schlagen.

tutorial-kings-move = In jedem Zug bewegst du eine Einheit einen Schritt, in eine der acht Richtungen. Zieh deinen rechten Bauern nach oben auf das leuchtende Feld.
tutorial-kings-capture = Der gegnerische Bauer steht neben deinem König. Zieh auf ihn, um ihn zu schlagen: Klicke deinen linken Bauern an, dann das rote Feld.
tutorial-kings-win = Der gegnerische König ist neben deinen Bauern gezogen. Schlag den König: Wer alle Könige verliert, verliert die Partie.
tutorial-kings-done = Du hast den letzten König geschlagen und gewonnen! Schütze deinen eigenen König mit Bauern und schlage, was ihm zu nahe kommt.

tutorial-tactigon-walk = Du bist Rot und fängst an. Eine Figur geht so viele Schritte, wie sie Seiten hat: Dein Dreieck geht bis zu drei. Klicke es an, dann das leuchtende Feld.
tutorial-tactigon-capture = Der gegnerische Kreis ist nahe gekommen. Greif ihn mit deinem Kreis an: Ein Kreis schlägt alles, worauf er zieht. Klicke deinen Kreis an, dann das rote Feld.
tutorial-tactigon-win = Das gegnerische Fünfeck ist in Reichweite gezogen. Ein Dreieck schlägt ein Fünfeck: Klicke dein Dreieck an, dann das Fünfeck. Wer das Fünfeck schlägt, gewinnt.
tutorial-tactigon-done = Du hast das Fünfeck geschlagen und gewonnen! Schütze dein eigenes; wer beide Goldfelder hält, gewinnt ebenfalls.

tutorial-provinces-move = Du bist Rot: Deine Provinz hat einen Bauern und 30 Münzen. Zieh den Bauern auf das leuchtende neutrale Feld, um es für deine Provinz zu nehmen.
tutorial-provinces-end = Jede Provinz handelt einmal pro Zug. Klicke auf „Zug beenden“.
tutorial-provinces-buy = Kauf einen Bauern: Klicke deine Provinz an, dann „Bauer“ im Laden, dann das leuchtende Feld. Er kostet 10 Münzen und nimmt das Feld ein.
tutorial-provinces-end-again = Klicke auf „Zug beenden“.
tutorial-provinces-merge = Zieh den neuen Bauern auf den anderen: Zwei Bauern verschmelzen zu einem Speerträger, der stärker ist.
tutorial-provinces-capture = Eine Einheit erobert ein gegnerisches Feld, wenn dessen Verteidiger schwächer ist. Zieh den Speerträger auf den blauen Bauern.
tutorial-provinces-win = Das letzte Feld von Blau ist allein abgeschnitten und geht verloren. Klicke auf „Zug beenden“, um zu gewinnen.
tutorial-provinces-done = Blau hat keine Provinz mehr: Du gewinnst! Behalte das Einkommen im Blick: Jede Einheit kostet jede Runde Münzen.

tutorial-robots-program = Programmiere deinen Roboter (den auf dem leuchtenden Feld, Blick nach oben), damit er die Flagge erreicht: Klicke „Vor 2“, „Vor 2“, „Rechts“, „Vor 1“, dann eine beliebige Karte für das fünfte Register, und klicke auf „Los“. Die Karten laufen Register für Register ab, die mit der höheren Priorität zuerst.
tutorial-robots-done = Dein Roboter hat die letzte Flagge als Erster berührt: Du gewinnst! Auf anderen Spielfeldern bewegen Förderbänder die Roboter zwischen den Registern, und Gruben zerstören sie.

tutorial-gdl-description = Ein GDL-Spiel ist eine Textdatei, die seine Regeln beschreibt: Auf der Einrichtungsseite wählst du als Vorlage eine Beschreibung aus assets/gdl, oder mit „Eine .kif-Datei öffnen…“ deine eigene .kif-Datei. Dieses hier ist Tic-Tac-Toe. Klicke das leuchtende mittlere Feld an.
tutorial-gdl-moves = Züge sind die eigenen Begriffe der Beschreibung, etwa (mark 1 1); die Leiste listet jeden gültigen Zug auf. Klicke die leuchtende Ecke an oder ihren Zug in der Leiste.
tutorial-gdl-legal = Spielen lässt sich nur, was laut Beschreibung gültig ist. Markiere die leuchtende Ecke, um zwei Linien zu bedrohen.
tutorial-gdl-goal = Die Beschreibung sagt auch, wer gewinnt: drei in einer Reihe. Markiere das leuchtende Feld.
tutorial-gdl-done = Das Ziel der Beschreibung gibt dir 100 und der anderen Rolle 0: Du gewinnst! Jede Beschreibung in assets/gdl spielt sich genauso.
