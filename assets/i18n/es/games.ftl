## Los paneles propios de las pantallas de juego: la tienda de Provincias, la mano y la
## repetición de Robot Race, y el panel de jugadas de una descripción de juego. Las razones de
## las reglas, el resultado de una partida y las jugadas, roles y hechos de una descripción quedan como están.

## Provincias. $side es red o blue, el bando al que le toca.

provinces-province = { $side ->
    [red] Provincia roja
   *[other] Provincia azul
} en ({ $x },{ $y })
provinces-coins = { $count ->
    [one] { $count } moneda
   *[other] { $count } monedas
}
provinces-tiles = { $count ->
    [one] { $count } casilla
   *[other] { $count } casillas
}
provinces-income = ingresos { $income }/ronda
provinces-income-hint = La mitad de { $tiles } (casillas) { $farms } (granjas) { $units } (unidades) { $buildings } (edificios), redondeada alejándose de cero
provinces-bankrupt = En bancarrota la próxima ronda: perderá sus unidades
provinces-click-province = { $side ->
    [red] Turno de Rojo
   *[other] Turno de Azul
}: haz clic en una de tus provincias
provinces-to-move = { $side ->
    [red] Turno de Rojo
   *[other] Turno de Azul
}
provinces-end-turn = Terminar turno

## La tienda de Provincias: los artículos, y por qué uno no se puede comprar.

provinces-item-nothing = nada
provinces-item-peasant = campesino
provinces-item-spearman = lancero
provinces-item-baron = barón
provinces-item-knight = caballero
provinces-item-farm = granja
provinces-item-tower = torre
provinces-item-strong-tower = torre fuerte
provinces-item-hint = Cuesta { $price }, { $income } monedas por ronda; luego haz clic en una casilla iluminada (tecla { $key })
provinces-wait = Espera tu turno
provinces-pick-first = Elige primero una de tus provincias
provinces-too-dear = Cuesta { $price }, la provincia tiene { $money }
provinces-acted = Esta provincia ya actuó en este turno, o no hay dónde ponerlo
provinces-nowhere = No hay dónde ponerlo

## Provincias: lo que dice un clic o una tecla. $reason son las palabras de las reglas.

provinces-cannot-place = No se puede colocar ahí ({ $item }): { $reason }.
provinces-not-a-move = Jugada no válida: { $reason }.
provinces-legal = es legal
provinces-their-land = { $side ->
    [red] Esa tierra es de Rojo
   *[other] Esa tierra es de Azul
}; elige una de tus propias casillas.
provinces-neutral = Tierra neutral: elige primero una de tus propias casillas.
provinces-cannot-buy = Esta provincia no puede comprar eso ahora ({ $item }).
provinces-pick-province-first = Elige primero una de tus provincias (Tab y luego Intro).

## Robot Race: los robots, la pantalla de pasar el turno y la línea de estado.

robots-robot = Robot { $number }
robots-pass-to = Pásalo a { $name }
robots-look-away = Los demás miran hacia otro lado: la próxima mano es secreta.
robots-show-cards = Soy { $name }: mostrar mis cartas
robots-game-over = Fin de la partida: { $reason }
robots-viewing = Viendo la partida tras la jugada { $move }.
robots-waiting = Esperando al siguiente jugador.
robots-programming = { $name } está programando…

## Robot Race: la mano y los registros.

robots-program = { $name }: programa los registros 1 a { $registers }
robots-program-help = (una carta, o su tecla numérica, llena el siguiente registro; un registro o Retroceso devuelve una)
robots-register = Registro { $number }
robots-key = Tecla { $number }
robots-clear = Vaciar
robots-run = Ejecutar
robots-run-hint = Fijar el programa (Intro)
robots-card-move-1 = Avanzar 1
robots-card-move-2 = Avanzar 2
robots-card-move-3 = Avanzar 3
robots-card-back-up = Retroceder
robots-card-turn-left = Izquierda
robots-card-turn-right = Derecha
robots-card-u-turn = Media vuelta

## Robot Race: una ronda repetida. $to y $at son casillas, (x,y); $facing es N, E, S o W.

robots-round = Ronda { $round } · registro { $register } de { $registers }
robots-priority-order = Cartas por orden de prioridad:
robots-playback = Repetición
robots-speed = × velocidad
robots-pause = Pausa
robots-resume = Seguir
robots-pause-hint = Pausar la repetición de la ronda; Paso reproduce entonces un tiempo
robots-step = Paso
robots-skip = Saltar
robots-skip-hint = Mostrar el final de la ronda
robots-beat-card = { $robot } juega { $card } (registro { $register })
robots-beat-moved = { $robot } se mueve a { $to }
robots-beat-pushed = { $robot } es empujado a { $to }
robots-beat-carried = { $robot } es llevado a { $to } por una cinta
robots-beat-carried-express = { $robot } es llevado a { $to } por una cinta exprés
robots-beat-turned = { $robot } gira hacia el { $facing ->
    [N] norte
    [E] este
    [S] sur
   *[W] oeste
}
robots-beat-fell = { $robot } cae en un foso
robots-beat-left = { $robot } sale del tablero
robots-beat-flag = { $robot } toca la bandera { $flag }
robots-beat-respawned = { $robot } vuelve en { $at }, mirando al { $facing ->
    [N] norte
    [E] este
    [S] sur
   *[W] oeste
}

## El panel de jugadas de una descripción de juego. $role es un rol de la descripción, en sus propias palabras.

gdl-choose = { $role }, elige una jugada:
gdl-to-choose = { $role } elige
gdl-state = Estado
gdl-no-move = Ninguna de tus jugadas nombra esa casilla.
gdl-several-moves = Varias jugadas nombran esa casilla: elige una en el panel.
