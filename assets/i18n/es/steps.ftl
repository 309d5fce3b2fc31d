## Lo que hizo una jugada, paso a paso, para el texto emergente de la lista de jugadas y del tablero.
## $piece, $item y $what se nombran abajo o los nombra el juego (el nombre de una unidad en un mapa de
## Reyes y peones, una marca de una descripción de juego); $at, $from y $to son casillas escritas (x,y);
## $seat es un nombre de puesto; $facing es N, E, S o W; $card es una carta de programa tal como la
## escriben las reglas.

step-moved = { $piece } se mueve de { $from } a { $to }
step-captured = captura de { $piece } en { $at }
step-placed = { $piece } se coloca en { $at }
step-bought = compra de { $item } por { $cost } en { $at }
step-merged = fusión en { $at } ({ $what })
step-pushed = { $piece } es empujado de { $from } a { $to }
step-destroyed = destrucción de { $piece } en { $at } ({ $why })
step-card = { $piece } juega { $card } (registro { $register })
step-carried = { $piece } es llevado de { $from } a { $to } por { $by }
step-turned = { $piece } gira hacia { $facing } en { $at }
step-flag = { $piece } toca la bandera { $flag } en { $at }
step-respawned = { $piece } vuelve en { $at }, mirando hacia { $facing }
step-turn-ended = le toca a { $seat }

## Provincias. $side es el nombre de un bando; $thing, $there, $unit e $into son artículos de la
## tienda (provinces-item-*).

provinces-owned-thing = { $thing } ({ $side })
provinces-neutral-thing = { $thing } (neutral)
provinces-tile-of = casilla ({ $side })
provinces-merged-units = { $there } y { $unit } forman { $into }
provinces-merged-provinces = provincias de { $side }
provinces-why-invaded = invasión
provinces-why-cut-off = aislamiento
provinces-why-bankrupt = bancarrota

## Tactigon. $piece es un tipo de pieza (tactigon-circle, etc.).

tactigon-piece-of = { $piece } ({ $side })

## Carrera de robots

robots-by-belt = una cinta
robots-by-express-belt = una cinta exprés
robots-fell-into-a-pit = caída en un foso
robots-left-the-board = salida del tablero

## Una descripción de juego

gdl-the-mark = la marca
gdl-emptied = casilla vaciada
