## La página en línea: el servidor, sus partidas y lo que dice la conexión.

online-your-name = Tu nombre
online-server = Servidor
online-server-hint = host:puerto (puerto { $port } si se omite)
online-connect = Conectar
online-host-here = O alojar aquí
online-port-hint = Puerto UDP
online-start-server = Iniciar un servidor en esta aplicación
online-server-running = Servidor en marcha
online-matches-title = Partidas en el servidor
online-refresh = Actualizar
online-moves = { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}
online-join = Unirse
online-watch = Ver
online-rejoin = Volver a unirse
online-match-code = Código de partida
online-how-to-host = Para alojar una partida: elige un juego en «{ menu-all-games }», pon los puestos de los demás jugadores en «{ setup-remote }» (los jugadores por ordenador se ejecutan en el servidor) y pulsa «{ menu-host-online }».
online-choose-game = Elegir un juego para alojar

## Un puesto de una partida, en la lista y en el juego.

online-seat-open = puesto libre
online-seat-connected = { $name } (conectado)
online-seat-away = { $name } (ausente, esperando { $seconds } s)
online-seat-thinking = { $player } (pensando…)

## Lo que dicen la conexión y el servidor.

online-connecting = Conectando con { $address }…
online-cannot-connect = No se puede conectar: { $problem }
online-cannot-serve = No se puede iniciar un servidor: { $problem }
online-connected = Conectado a { $server } en { $address }.
online-not-connected = Sin conexión: conéctate antes a un servidor.
online-connection-lost = Conexión perdida: { $problem }
online-rejoining = Conexión perdida ({ $problem }); volviendo a la partida { $code }…
online-refused = Rechazado: { $problem }
online-server-refused = El servidor lo rechazó: { $problem }
online-match-over = Partida terminada: { $result }
online-match-ended = La partida { $code } ha terminado: { $result }
online-cannot-show = La partida { $code } no se puede mostrar aquí: { $problem }
online-playing = Juegas la partida { $code } en el puesto { $seat }.
online-watching = Ves la partida { $code }.
online-not-your-seat = Ese puesto no es tuyo en esta partida.
online-record-name = partida { $code }
