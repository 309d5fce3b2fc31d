## La pantalla de juego: el cursor del tablero, a quién le toca, las jugadas según ocurren, los paneles y las teclas.

play-cursor-tile = Casilla { $x }, { $y }
play-online-match = Partida en línea { $code }
# El servidor envió una vista de la partida que el juego no pudo leer; $problem dice por qué.
play-online-view-error = partida { $code }: { $problem }
play-leave = Salir
play-new-game = Partida nueva
play-menu = Menú
play-keys-button = Teclas (F1)
play-wins = Gana { $seat }
play-draw = Empate
play-rematch = Revancha
play-rematch-hint = La misma partida con los bandos cambiados
play-hide = Ocultar
play-game-over = Fin de la partida: { $reason }
play-to-move = Le toca a { $seat }
play-last-move = Última jugada: { $seat }: { $move }
play-moves-played = Jugadas: { $count }
play-plan = Plan de { $seat }:
gdl-plan-proven = { $move }: meta { $goal }, demostrada, tras { $nodes } { $nodes ->
    [one] nodo
   *[other] nodos
}
gdl-plan-expected = { $move }: meta { $goal } esperada, tras { $nodes } { $nodes ->
    [one] nodo
   *[other] nodos
}
play-htn-not-reloaded = Dominio HTN no recargado: { $problem }
play-seat-to-move = le toca
play-thinking = pensando…
play-thinking-depth = pensando… profundidad { $depth }
play-search-figures = { $nodes } nodos, { $speed } mil nodos/s, puntuación { $score }
play-score-win = gana en { $plies }
play-score-loss = pierde en { $plies }
play-line = línea: { $moves }
play-undo = Deshacer
play-redo = Rehacer
play-save = Guardar
play-save-hint = Guardar la partida en la carpeta de partidas guardadas
play-fit = Ajustar tablero
play-hint = Pista
play-hint-help = El jugador del ordenador más fuerte propone una jugada (H); la lista de jugadas lo anota
play-hint-thinking = Buscando una buena jugada...
play-hint-move = Pista: { $move }
play-hint-then = luego { $moves }
play-hint-none = Sin pista: { $why }
play-hint-not-now = Solo hay pista para tu propia jugada en la partida en curso
play-hint-time = s para pensar una pista
play-hint-time-help = Cuánto tiempo piensa el jugador del ordenador más fuerte antes de proponer una jugada
play-ai-pace = Ritmo de la IA
play-resume = Reanudar
play-pause = Pausa
play-step = Paso
play-seconds-between-moves = s entre jugadas
play-animation-speed = velocidad de animación
play-animation-hint = Lo rápido que las piezas se deslizan, se desvanecen y aparecen; 0 quita el movimiento
play-not-a-target = no es un destino
play-pick-cancelled = Selección cancelada: { $why }.
play-not-yours = Esa pieza es de { $owner }; elige una de { $seat }.
play-hover-move = Clic o Intro: { $steps }
play-hover-not-a-move = No es una jugada: { $why }

## La lista de jugadas.

play-moves = Jugadas
play-log-first = Posición inicial
play-log-back = Una jugada atrás
play-log-forward = Una jugada adelante
play-log-live = Volver a la partida
play-log-stop = Detener
play-log-play = Reproducir
play-log-play-hint = Reproducir las jugadas a la velocidad elegida
play-seconds-per-move = s por jugada
play-viewing = Viendo tras la jugada { $shown } de { $last }
play-log-start = 0. inicio
play-log-hinted = tras una pista

## La ventana «Teclas y ratón»: los nombres de las teclas y lo que hace cada una.

play-keys-title = Teclas y ratón
play-close = Cerrar
key-left-click = Clic izquierdo
key-right-click = Clic derecho
key-arrows = Flechas
key-enter-space = Intro o Espacio
key-escape = Esc
key-wheel = Rueda del ratón
key-drag = Arrastrar con el botón derecho o central, Mayús+flechas
key-one-to-seven = 1 a 7
key-cards = 1 a 9, Retroceso, Intro
key-help = F1 o ?
play-keys-left-click = elegir una pieza y luego una casilla iluminada como destino
play-keys-right-click = cancelar la selección
play-keys-arrows = mover el cursor del tablero (en tableros hexagonales también el teclado numérico 7 8 9 1 2 3)
play-keys-enter = en la casilla del cursor: lo que hace un clic izquierdo
play-keys-tab = la pieza siguiente / anterior que puede moverse, o el siguiente destino de la pieza elegida
play-keys-f6 = las teclas pasan a los paneles (Tab, Intro) y vuelven
play-keys-escape = cancelar la selección, cerrar esta ayuda, ocultar el resultado
play-keys-undo = deshacer hasta tu última jugada / rehacer
play-keys-wheel = acercar hacia el puntero
play-keys-drag = mover el tablero
play-keys-fit = ajustar el tablero a la ventana
play-keys-pause = pausar o reanudar a los jugadores del ordenador
play-keys-step = en pausa: una jugada del ordenador
play-keys-new-game = una partida nueva (la siguiente semilla)
play-keys-log = mostrar u ocultar la lista de jugadas
play-keys-hint = pedir una pista para tu jugada
play-keys-sound = quitar o poner el sonido
play-keys-end-turn = terminar el turno (Provincias)
play-keys-shop = elegir un artículo de la tienda (Provincias)
play-keys-cards = programar una carta, quitar una, ejecutar (Carrera de robots)
play-keys-help = mostrar u ocultar esta ayuda

## Lo que dice la pantalla de juego cuando no se puede hacer una jugada o una orden. $why es el motivo que dan las reglas.

play-viewing-move = Estás viendo la jugada { $ply }: vuelve a la partida para jugar.
play-wait-computer = Espera: le toca al ordenador.
play-nothing-to-undo = Nada que deshacer: aún no has hecho ninguna jugada.
play-nothing-to-redo = Nada que rehacer.
play-position-unknown = Esa posición no se conoce aquí: te uniste a esta partida más tarde.
play-illegal-move = Jugada ilegal: { $why }.
play-not-your-turn = le toca a { $seat }
# Un jugador del ordenador no pudo elegir (un error propio, un fallo, una jugada ilegal); $player
# es su tipo tal como lo nombra el programa (minimax, uct, htn…), $why sus propias palabras.
ai-fallback = { $player }: { $why }; se hizo una jugada legal al azar en su lugar
ggp-fallback = el jugador GGP en { $address } no dio una jugada legal ({ $why }); se jugó una jugada legal al azar
play-ai-illegal = propuso una jugada ilegal ({ $why }); se hizo una jugada legal al azar
play-move-on-its-way = Espera: tu última jugada está en camino.
play-not-connected = Sin conexión con el servidor de la partida.
play-server-move-unshown = No se puede mostrar la jugada del servidor: { $error }. Vuelve a unirte a la partida.
play-saved-to = Guardada en { $path }
play-not-saved = No se guardó: { $error }
play-autosave-failed = Falló el guardado automático: { $error }

## Una partida guardada o una repetición cuyas jugadas rechazan las reglas. $number cuenta las jugadas desde 1;
## $move es la jugada tal como la escribe el registro; $why es el motivo que dan las reglas.

record-bad-move = jugada { $number } "{ $move }": { $why }
