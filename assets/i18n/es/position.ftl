## Lo que dicen las reglas de una posición: las líneas de estado de la pantalla de juego y el
## contenido de una casilla (el texto al pasar el ratón y la etiqueta del cursor del teclado). $side,
## $seat y $robot son nombres de puestos de rules.ftl; $x, $y, $row y $col son la columna y la fila de una casilla.

## Provincias. $thing es uno de los artículos de la tienda (provinces-item-*); $income lleva signo (+3, -2).

provinces-status-round = Ronda { $round } de { $limit }
provinces-status-side = { $side }: { $tiles } casillas, { $provinces ->
    [one] una provincia
   *[other] { $provinces } provincias
}, { $coins } monedas, ingresos { $income }, conquistas { $conquests }
provinces-status-evaluation = Evaluación de referencia (azul menos rojo): { $value }
provinces-tile-neutral = ({ $x },{ $y }): tierra neutral
provinces-tile-owned = ({ $x },{ $y }): { $side }
provinces-tile-holding = ({ $x },{ $y }): { $side }, { $thing }
provinces-tile-province = provincia de { $tiles } casillas: { $coins } monedas, ingresos { $income }

## Tactigon. $piece es tactigon-circle, -triangle, -square o -pentagon.

tactigon-circle = círculo
tactigon-triangle = triángulo
tactigon-square = cuadrado
tactigon-pentagon = pentágono
tactigon-circles = { $count ->
    [one] un círculo
   *[other] { $count } círculos
}
tactigon-triangles = { $count ->
    [one] un triángulo
   *[other] { $count } triángulos
}
tactigon-squares = { $count ->
    [one] un cuadrado
   *[other] { $count } cuadrados
}
tactigon-pentagons = { $count ->
    [one] un pentágono
   *[other] { $count } pentágonos
}
tactigon-status-lost = Pérdidas de { $side }: { $pieces }
tactigon-status-lost-nothing = Pérdidas de { $side }: ninguna
tactigon-tile-piece = { $piece } ({ $side }): hasta { $steps ->
    [one] una casilla
   *[other] { $steps } casillas
}
tactigon-tile-piece-gold = { $piece } ({ $side }) en casilla dorada: hasta { $steps ->
    [one] una casilla
   *[other] { $steps } casillas
}
tactigon-tile-empty = casilla vacía ({ $x },{ $y })
tactigon-tile-empty-gold = casilla dorada vacía ({ $x },{ $y })

## Reyes y peones. El $name y el $kind de una unidad son las palabras propias del mapa.

kings-status = { $seat }: { $units ->
    [one] una unidad
   *[other] { $units } unidades
}, { $kings ->
    [one] un rey
   *[other] { $kings } reyes
}
kings-tile-unit = { $name }: { $kind } de { $seat }
kings-tile-empty = casilla vacía ({ $x },{ $y })

## Tres en raya. $mark es x u o.

tictactoe-tile = fila { $row }, columna { $col }: { $mark }
tictactoe-tile-empty = fila { $row }, columna { $col }: vacía

## Carrera de robots. $dir y $facing son N, E, S o W; $sides los enumera.

robots-status-round = Ronda { $round } de { $limit }
robots-status-robot = { $robot }: { $flags }/{ $total } banderas, { $next }, reaparece en ({ $x },{ $y })
robots-status-robot-programmed = { $robot }: { $flags }/{ $total } banderas, { $next }, reaparece en ({ $x },{ $y }), programado
robots-status-next-flag = siguiente bandera { $flag } en ({ $x },{ $y })
robots-status-every-flag = todas las banderas tocadas
robots-tile-floor = ({ $x },{ $y }) { $floor }
robots-floor-plain = suelo
robots-floor-pit = foso
robots-floor-gear-right = engranaje que gira a la derecha
robots-floor-gear-left = engranaje que gira a la izquierda
robots-floor-belt = { $express ->
    [yes] cinta exprés
   *[no] cinta normal
} hacia { $dir }{ $curve ->
    [right] , con curva a la derecha
    [left] , con curva a la izquierda
   *[none] {""}
}
robots-tile-walls = muros en { $sides }
robots-tile-flag = bandera { $flag }
robots-tile-robot = { $robot } mirando hacia { $facing }, { $flags ->
    [one] una bandera tocada
   *[other] { $flags } banderas tocadas
}
robots-tile-respawn = punto de reaparición de { $robot }

## Una descripción de juego. $x, $y y $value son los símbolos propios de la descripción; $error son
## las palabras propias del motor.

gdl-status-failed = Las reglas fallaron: { $error }
gdl-status-simultaneous = En este paso los roles juegan a la vez: las elecciones quedan ocultas hasta que todos hayan elegido.
gdl-tile = { $x } { $y }: { $value }
gdl-tile-empty = { $x } { $y }: vacía
