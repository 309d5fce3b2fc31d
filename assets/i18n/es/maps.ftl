## Lo que dicen los lectores de mapas de los juegos de un mapa que no pueden usar: los problemas del
## editor de mapas y un mapa que no se carga. $x y $y son la columna y la fila de una casilla; $token
## y $text son palabras del archivo, citadas tal como están escritas; $side y $seat son nombres de
## puestos de rules.ftl.

# Un archivo de datos que no se pudo usar: su ruta y luego lo que falla.
load-error = { $file }: { $problem }

map-too-large = el mapa es mayor que { $max } por { $max }
map-row-uneven = la fila { $row } tiene { $tiles } casillas, pero la fila 0 tiene { $first }
map-tile-token = casilla ({ $x },{ $y }) '{ $token }': { $problem }
map-tile-problem = casilla ({ $x },{ $y }): { $problem }
map-placement-tile = se esperaba una casilla como (2,3) después del nombre
map-tile-expected = se esperaba una casilla como (2,3), no '{ $text }'
map-not-number = '{ $text }' no es un número entero

## Provincias

provinces-map-generate-or-rows = indica generate o bien rows y money, no ambos
provinces-map-generate-size = generate: el tamaño es 8 (pequeño) o 16 (grande), no { $size }
# $what es provinces-map-money-at, o el nombre de un campo del archivo (round, conquests.red).
provinces-map-number = { $what } debe estar entre { $min } y { $max }, no { $number }
provinces-map-money-at = el dinero en ({ $x },{ $y })
provinces-map-no-province = { $side } no tiene ninguna provincia
provinces-map-drawn = el mapa generado con la semilla { $seed }: { $problem }
provinces-map-rows = el mapa necesita de 1 a { $max } filas, no { $rows }
provinces-map-row-tiles = la fila { $row } necesita de 1 a { $max } casillas, no { $tiles }
provinces-map-token-length = una casilla se escribe con dos caracteres, como r. o bk
provinces-map-token-sea = el mar se escribe ~~
provinces-map-token-owner = propietario desconocido '{ $letter }' (usa ~ . r b)
provinces-map-token-content = contenido desconocido '{ $letter }' (usa . p s B k f t T)
provinces-map-token-neutral = la tierra neutral no contiene nada
provinces-map-money-off = el dinero en ({ $x },{ $y }) está fuera del mapa
provinces-map-money-sea = el dinero en ({ $x },{ $y }) está en el mar
provinces-map-money-neutral = el dinero en ({ $x },{ $y }) está en tierra neutral, no en una provincia
provinces-map-money-twice = dos entradas de dinero para la provincia de ({ $x },{ $y })
provinces-map-money-missing = la provincia de ({ $x },{ $y }) no tiene entrada de dinero

## Tactigon. $piece es el nombre de una pieza (position.ftl).

tactigon-map-lines = el tablero necesita de 1 a { $max } líneas, no { $lines }
# La línea $line del tablero va de la columna $min a la columna $max; las columnas van de 0 a $limit - 1.
tactigon-map-line = la línea { $line } va de x={ $min } a x={ $max }: se necesita 0 <= min_x <= max_x < { $limit }
tactigon-map-tiles = el tablero tiene { $tiles } casillas; se admiten como máximo { $max }
tactigon-map-no-gold = no hay casillas doradas
tactigon-map-gold-off = la casilla dorada ({ $x },{ $y }) está fuera del tablero
tactigon-map-gold-twice = la casilla dorada ({ $x },{ $y }) aparece dos veces
tactigon-map-piece = pieza de { $side } "{ $token }": { $problem }
tactigon-map-piece-type = tipo de pieza desconocido '{ $name }' (usa C, T, S o P)
tactigon-map-piece-off = el { $piece } de { $side } en ({ $x },{ $y }) está fuera del tablero
tactigon-map-two-pieces = dos piezas en la casilla ({ $x },{ $y })
tactigon-map-no-pentagon = { $side } no tiene pentágono
tactigon-map-pentagons = { $side } tiene { $count } pentágonos; se permite exactamente uno

## Reyes y peones. $kind es un tipo de unidad tal como lo nombra el mapa (King, Pawn).

kings-map-size = el mapa necesita de 1 a { $max } filas de como máximo { $max } casillas
kings-map-players = { $count } jugadores indicados; por ahora los preajustes tienen exactamente dos
kings-map-unit = unidad de { $seat } "{ $token }": { $problem }
kings-map-unit-kind = '{ $kind }' no es un tipo de unidad (solo letras, como King o Pawn)
kings-map-unit-off = { $kind } de { $seat } en ({ $x },{ $y }) no está en el mapa
kings-map-two-units = dos unidades en la casilla ({ $x },{ $y })
kings-map-no-king = { $seat } no tiene ningún rey
kings-map-to-move = to_move es el jugador { $player }; hay jugadores 1 y 2
kings-map-too-many-units = demasiadas unidades

## Carrera de robots. $what nombra una entrada del archivo: una robots-map-*-entry, un robot o una bandera.

robots-map-size = el tablero necesita de 1 a { $max } filas de 1 a { $max } casillas
robots-map-entry = { $what }: { $problem }
robots-map-walls-entry = entrada { $number } de walls "{ $text }"
robots-map-robot = robot { $number } "{ $text }"
robots-map-at-entry = entrada { $number } de at "{ $text }"
robots-map-flag = bandera { $number }
robots-map-off-board = { $what } en ({ $x },{ $y }) no está en el tablero
robots-map-name-edges = nombra los bordes, como (2,3) N E
robots-map-one-facing = da una sola orientación, como (0,5) N
robots-map-flags = { $count } banderas; un tablero tiene de 1 a { $max }
robots-map-flag-on-pit = { $what } en ({ $x },{ $y }) está en un foso o en otra bandera
robots-map-robots = { $count } robots; un tablero tiene de { $min } a { $max }
robots-map-robot-on-pit = { $what } empieza en un foso o en otro robot
robots-map-hands = { $hands } manos para { $robots } robots
robots-map-at-count = { $placed } robots colocados con at; el tablero tiene { $robots }
# $touched es la lista de números del archivo tal como está escrita, como [1, 3].
robots-map-touched = touched nombra más robots o banderas de los que tiene el tablero ({ $touched })
robots-map-at-on-pit = { $what } está en un foso o en otro robot
robots-map-floor = '{ $token }' no es una casilla (. suelo, P foso, GL/GR engranaje, bN/eE cinta, bNL/eSR curva)
robots-map-direction = '{ $text }' no es una dirección (N, E, S o W)
robots-map-tile-first = se esperaba primero una casilla como (2,3)
robots-map-hand-size = la mano { $hand } tiene { $cards } cartas; una mano tiene { $size }
robots-map-hand-priority = mano { $hand }: ninguna carta tiene prioridad { $priority } (10, 20, … 840)
robots-map-hand-twice = mano { $hand }: la carta de prioridad { $priority } se reparte dos veces

## Lo que dice el lector de RON de un archivo de datos que no puede leer (un mapa, un tutorial, los
## ajustes). $line y $column sitúan el problema; $problem es uno de los mensajes ron- de abajo, o las
## propias palabras en inglés del lector para los problemas más raros. $mark es un paréntesis, un corchete
## o un signo de puntuación, que se muestra tal como está escrito; $field, $found y $char son palabras del
## archivo; $expected enumera los nombres que el archivo puede usar ahí, tal como se escriben en el archivo.

ron-at = { $line }:{ $column }: { $problem }
ron-end = el archivo termina antes de tiempo
ron-expected-mark = se esperaba '{ $mark }'
ron-expected-boolean = se esperaba true o false
ron-expected-integer = se esperaba un número entero
ron-expected-number = se esperaba un número
ron-expected-string = se esperaba texto entre comillas dobles
ron-string-unclosed = un texto entre comillas dobles no está cerrado
ron-expected-name = se esperaba un nombre
ron-unexpected-char = carácter inesperado '{ $char }'
ron-trailing = hay más texto después del final del valor del archivo
ron-number-range = el número es demasiado grande
ron-comment-unclosed = un /* comentario */ no está cerrado
ron-nesting = anidamiento de más de { $max } niveles
ron-missing-field = falta el campo '{ $field }'
ron-duplicate-field = el campo '{ $field }' aparece dos veces
ron-unknown-field = campo desconocido '{ $found }'; los campos son: { $expected }
ron-unknown-name = nombre desconocido '{ $found }'; se esperaba uno de: { $expected }

## Los nombres de los mapas y las descripciones GDL incluidos, en la página de preparación, por juego y
## nombre de archivo (el nombre inglés de una descripción GDL es su nombre de archivo en palabras). Un mapa
## cuyo nombre se cambió en su archivo muestra en su lugar el nombre de su archivo.

map-provinces-archipelago = Archipiélago
map-provinces-big-7 = Grande, semilla 7
map-provinces-duel-hex = Duelo hexagonal
map-provinces-duel-square = Duelo cuadrado
map-provinces-large = Isla grande
map-provinces-random-big = Mapa grande aleatorio
map-provinces-random-small = Mapa pequeño aleatorio
map-provinces-small-42-square = Pequeño cuadrado, semilla 42
map-provinces-small-42 = Pequeño, semilla 42
map-tactigon-large = Grande
map-tactigon-medium = Mediano
map-tactigon-small = Pequeño
map-kings-crossroads = Encrucijada
map-kings-default = Estándar 5x5
map-kings-field-12 = Campo 12x12
map-kings-twin-kings = Reyes gemelos
map-robots-conveyors = Bucles de cintas 10x10
map-robots-factory = Fábrica 16x12
map-robots-maze = Laberinto de muros 10x10
map-robots-open = Suelo despejado 8x8
map-gdl-connect-four = Conecta 4
map-gdl-hanoi = Torres de Hanói
map-gdl-nim = Nim
map-gdl-rock-paper-scissors = Piedra, papel o tijera
map-gdl-tictactoe-3 = Tres en raya para tres
map-gdl-tictactoe = Tres en raya
