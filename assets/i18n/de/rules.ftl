## Jedes Spiel, wie das Menü es zeigt: sein Name, eine Zeile für seine Karte, die Regelseite, was die
## Figuren auf seinen Bildern sind, seine Optionen, seine Plätze und wie man es mit der Maus spielt.

## Provinzen

provinces-name = Provinzen
provinces-tagline = Gebiet, Kassen und ein Laden: Lass deine Provinzen wachsen, hungere die des Gegners aus.
provinces-rules-land = Rot und Blau besitzen Provinzen: zusammenhängende Felder einer Farbe, jede mit eigener Kasse. Jede Runde nimmt eine Provinz durch ihre Felder und Höfe ein und zahlt Unterhalt für ihre Einheiten und Türme; eine Provinz, die nicht zahlen kann, geht bankrott und verliert ihre Einheiten.
provinces-rules-shop = Eine Provinz kauft Einheiten (Bauer, Speerträger, Baron, Ritter), Höfe (neben ihren anderen Höfen, jeder teurer als der vorige) und Türme und zieht ihre Einheiten bis zu zwei Felder weit. Eine Einheit erobert ein Feld, dessen Einheit oder Gebäude schwächer ist als sie; Türme halten schwächere Einheiten von den Feldern um sie herum fern. Zwei eigene Einheiten mit genügend geringer Stärke verschmelzen zu einer stärkeren.
provinces-rules-win = Eine Eroberung, die zwei deiner Provinzen verbindet, vereint sie samt ihrem Geld; eine, die eine gegnerische Provinz durchtrennt, teilt sie, und Stücke aus nur einem Feld gehen verloren. Halte 80 % des Landes oder lass dem Gegner keine Provinz, um zu gewinnen.
provinces-piece-peasant = Bauer, Stärke 1
provinces-piece-spearman = Speerträger, 2
provinces-piece-baron = Baron, 3
provinces-piece-knight = Ritter, 4
provinces-piece-farm = Hof: mehr Einkommen
provinces-piece-tower = Turm und starker Turm (T): Verteidigung
provinces-how-to-play = Klicke eines deiner Felder an, um seine Provinz zu wählen, dann eine Ware und ein leuchtendes Feld, um zu kaufen; oder eine Einheit und ein leuchtendes Feld, um sie zu ziehen (grün: ziehen, blau: verschmelzen, rot: erobern). Zum Schluss „Zug beenden“. Rechtsklick oder Esc bricht ab.
provinces-seat-red = Rot
provinces-seat-blue = Blau
provinces-option-move-set = Zugsystem
provinces-option-move-set-help = Eine Provinz nach der anderen: Jede Provinz handelt einmal pro Zug, zeilenweise der Reihe nach (antiyomacy auf der Kommandozeile); Freier Zug: Jede Einheit zieht einmal, und die Provinzen kaufen, so viel sie sich leisten können (free-turn).
# Die beiden Werte des Zugsystems, wie das Menü sie zeigt.
provinces-option-move-set-antiyomacy = Eine Provinz nach der anderen
provinces-option-move-set-free-turn = Freier Zug
provinces-option-round-limit = Rundenlimit
provinces-option-round-limit-help = Das Spiel endet nach so vielen Runden; die Referenzbewertung entscheidet.

## Tactigon

tactigon-name = Tactigon
tactigon-tagline = Ein Gefecht auf Sechseckfeldern mit Kreisen, Dreiecken, Quadraten und einem Fünfeck.
tactigon-rules-pieces = Zwei Seiten, Cyan und Rot, jede mit sechs Kreisen, drei Dreiecken, drei Quadraten und einem Fünfeck. Ein Zug bewegt eine Figur auf einem Weg von höchstens so vielen Schritten, wie sie Seiten hat, nur über leere Felder; sie darf auf einem leeren Feld enden oder auf einen Gegner ziehen, den sie angreifen darf.
tactigon-rules-combat = Kampf: Ein Kreis schlägt alles; ein Dreieck schlägt alles außer einem Kreis, mit dem es sich gegenseitig schlägt (beide gehen verloren); ein Quadrat schlägt Quadrate und das Fünfeck, schlägt sich gegenseitig mit einem Dreieck und kann keinen Kreis angreifen; ein Fünfeck schlägt nur ein Fünfeck. Ein siegreicher Angreifer nimmt das Feld ein.
tactigon-rules-win = Du gewinnst, wenn das gegnerische Fünfeck geschlagen ist oder wenn du zu Beginn deines Zugs jedes Goldfeld hältst. Eine Seite ohne gültigen Zug verliert; 100 Züge ohne Schlagen sind unentschieden.
tactigon-piece-circle = Kreis: 1 Schritt
tactigon-piece-triangle = Dreieck: 3 Schritte
tactigon-piece-square = Quadrat: 4 Schritte
tactigon-piece-pentagon = Fünfeck: 5 Schritte; verlierst du es, verlierst du
tactigon-how-to-play = Klicke eine Figur an, dann ein leuchtendes Feld: grün zum Ziehen, rot zum Angreifen. Klick daneben, Rechtsklick oder Esc bricht ab.
tactigon-seat-cian = Cyan
tactigon-seat-red = Rot
tactigon-option-jumping-squares = Springende Quadrate
tactigon-option-jumping-squares-help = Quadrate dürfen über jede Figur hinwegziehen außer über ein gegnerisches Quadrat.
tactigon-option-gold-boost = Goldbonus
tactigon-option-gold-boost-help = Eine Figur, die ihren Zug auf einem Goldfeld beginnt, erhält einen Schritt mehr.

## Könige & Bauern

kings-name = Könige & Bauern
kings-tagline = Ein schachähnliches Gefecht auf Karten jeder Form: Schütze deine Könige.
kings-rules-moves = Jede Seite hat Könige und Bauern auf einer Karte aus quadratischen Feldern, Lücken und ungewöhnliche Formen erlaubt. Ein Zug bewegt eine Einheit einen Schritt in eine der acht Richtungen, auf ein vorhandenes Feld ohne eigene Einheit; wer auf einen Gegner zieht, schlägt ihn.
kings-rules-win = Eine Seite, die alle Könige verloren hat, verliert, ebenso eine Seite ohne gültigen Zug. Hundert Züge ohne Schlagen sind unentschieden.
kings-piece-king = König: verlierst du alle, verlierst du
kings-piece-pawn = Bauer
kings-how-to-play = Klicke eine Einheit an, dann ein leuchtendes Feld: grün zum Ziehen, rot zum Schlagen. Klick daneben, Rechtsklick oder Esc bricht ab.
kings-seat-1 = Spieler 1
kings-seat-2 = Spieler 2

## Tic-Tac-Toe

tictactoe-name = Tic-Tac-Toe
tictactoe-tagline = Der Klassiker des General Game Playing; der Spieler minimax verliert nie.
tictactoe-rules-play = Zwei Spieler markieren abwechselnd ein leeres Feld des Drei-mal-drei-Gitters, x beginnt. Drei Zeichen in einer Reihe, Spalte oder Diagonale gewinnen; ein volles Gitter ohne Linie ist unentschieden.
tictactoe-rules-perfect = Spielen beide Seiten perfekt, endet es immer unentschieden: Der Spieler minimax durchsucht jede Partie bis zum Ende und verliert nie.
tictactoe-piece-x = x, beginnt
tictactoe-piece-o = o
tictactoe-how-to-play = Klicke ein leeres Feld an, um es zu markieren.
tictactoe-seat-x = x
tictactoe-seat-o = o

## Roboterrennen

robots-name = Roboterrennen
robots-tagline = Programmiere deinen Roboter mit Karten und jage ihn über Förderbänder, Zahnräder und Gruben.
robots-rules-program = Jede Runde erhält jeder Roboter neun Karten, und sein Spieler wählt geheim fünf davon, der Reihe nach, für die Register eins bis fünf: vor 1, 2 oder 3, zurück, links oder rechts drehen, Kehrtwende. Dann laufen die Programme Register für Register ab, die Karte mit der höchsten Priorität zuerst.
robots-rules-board = Ein fahrender Roboter schiebt die Roboter auf seinem Weg, außer eine Wand hält sie auf. Nach jedem Register bewegen sich die Expressbänder, dann alle Förderbänder, Kurven drehen die Roboter darauf, und Zahnräder drehen sich. Ein Roboter, der in eine Grube oder vom Spielfeld fällt, wird zerstört und kehrt am Ende der Runde an seiner letzten Flagge zurück.
robots-rules-win = Berühre die nummerierten Flaggen der Reihe nach; der erste Roboter auf der letzten Flagge gewinnt. Beim Rundenlimit werden die Roboter nach berührten Flaggen eingestuft, dann nach der Entfernung zu ihrer nächsten Flagge.
robots-piece-robot = ein Roboter, mit seiner Nummer
robots-piece-flag = eine Flagge, nach ihrer Reihenfolge nummeriert
robots-how-to-play = Klicke Karten deiner Hand an, um die Register 1 bis 5 der Reihe nach zu füllen; ein Klick auf ein Register nimmt seine Karte zurück. Der gestrichelte Weg zeigt das Programm auf einem leeren Spielfeld. „Los“ legt es fest.
robots-seat-1 = Roboter 1
robots-seat-2 = Roboter 2
robots-seat-3 = Roboter 3
robots-seat-4 = Roboter 4
robots-option-robots = Roboter
robots-option-robots-help = Wie viele Roboter fahren (2 bis 4, je nach Startfeldern des Spielfelds); weitere Plätze setzen aus.
robots-option-rounds = Rundenlimit
robots-option-rounds-help = Nach so vielen Runden werden die Roboter nach berührten Flaggen eingestuft, dann nach der Entfernung zu ihrer nächsten Flagge.

## Allgemeines Spielen (General Game Playing)

gdl-name = Allgemeines Spielen
gdl-tagline = Jedes in GDL geschriebene Spiel, gespielt von Such- und Monte-Carlo-Spielern, die kein Spiel kennen.
gdl-rules-description = Das Spiel ist eine Beschreibung in der Game Description Language (KIF-Syntax): seine Rollen, Anfang, gültigen Züge, Folgezustände, Ende und Ziele. Jede Vorlage ist eine .kif-Datei aus assets/gdl/; die Plätze sind ihre Rollen, überzählige Plätze setzen aus.
gdl-rules-steps = Jede Rolle zieht in jedem Schritt. Eine Rolle mit nur einem gültigen Zug (einem noop, während eine andere spielt) wird übersprungen; wählen mehrere Rollen im selben Schritt, bleibt jede Wahl verborgen, bis die letzte Rolle gewählt hat. Der höchste Zielwert gewinnt; bei gleichen Zielwerten ist es unentschieden.
gdl-piece-cell = ein Wert eines Brettfelds, in der Farbe seiner Rolle
gdl-how-to-play = Klicke einen Zug in der Leiste an oder das Brettfeld, das ein Zug nennt.
gdl-seat-1 = Rolle 1
gdl-seat-2 = Rolle 2
gdl-seat-3 = Rolle 3
gdl-seat-4 = Rolle 4
gdl-seat-5 = Rolle 5
gdl-seat-6 = Rolle 6
gdl-seat-7 = Rolle 7
gdl-seat-8 = Rolle 8
gdl-option-step-limit = Schrittlimit
gdl-option-step-limit-help = Ein Spiel, das nach so vielen Schritten nicht geendet hat, ist unentschieden („kein Ende innerhalb von N Schritten“): GDL verlangt, dass jedes Spiel endet, und eine fehlerhafte Beschreibung liefe sonst ewig weiter.
gdl-open-file = Eine .kif-Datei öffnen…
gdl-file-filter = GDL-Beschreibung

## Die Computerspieler eines Spiels: ein Name für die Einrichtung und die Plätze neben dem
## Brett und eine Zeile dazu, wie er spielt.

level-beginner = Anfänger
level-beginner-help = Spielt plausible Züge, übersieht aber oft den besten: für deine ersten Partien
level-easy = Leicht
level-easy-help = Sieht, was ein Zug unmittelbar gewinnt, und patzt hin und wieder
level-normal = Normal
level-normal-help = Schaut ein paar Züge voraus; ab und zu ein Fehler
level-hard = Schwer
level-hard-help = Schaut tiefer voraus und patzt nicht
level-expert = Experte
level-expert-help = Der stärkste Computerspieler, den die Sammlung für dieses Spiel hat
ai-random = zufällig
ai-random-help = ein zufälliger gültiger Zug
ai-greedy = gierig
ai-greedy-help = die beste Stellung einen Zug voraus
ai-minimax = minimax
ai-minimax-help = Alpha-Beta-Suche bis zur Bedenkzeit oder Tiefe
ai-uct = uct
ai-uct-help = Monte-Carlo-Baumsuche (UCT) bis zur Bedenkzeit
ai-htn = htn
ai-htn-help = plant mit der HTN-Domäne des Spiels (assets/ai/)
ai-search = Suche
ai-search-help = exakte Suche, wo sie passt: Rätsel, Alpha-Beta für zwei Rollen, max-n für mehr
ai-novice = Neuling
ai-novice-help = das bessere von 2 zufälligen Programmen
ai-easy = leicht
ai-easy-help = das beste von 5 zufälligen Programmen
ai-normal = normal
ai-normal-help = das beste von 100 zufälligen Programmen (die Referenz des Regelblatts)
ai-hard = schwer
ai-hard-help = das beste aller Programme aus den ausgeteilten Karten
