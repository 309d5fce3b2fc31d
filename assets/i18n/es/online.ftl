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

## Lo que dice el servidor: por qué rechaza una petición y cómo terminó una partida. $code es el
## código de una partida; $seat, el nombre de un puesto (rules.ftl) o su número; $what, uno de los
## nombres online-field-*.

online-result-wins = { $seat } gana: { $reason }
online-forfeit = { $seat } pierde por abandono: ausente más de { $seconds } s
online-not-kept = el servidor no pudo guardar esto ahora: inténtalo de nuevo
online-match-moved = esta partida ahora la sirve otro servidor del servicio: vuelve a conectarte para seguir
online-hello-first = envía primero Hello con tu versión del protocolo
# $server y $client son números de versión del protocolo.
online-other-version = este servidor usa el protocolo { $server } y tu cliente el { $client }: usa la misma versión de Stratagem que el servidor
online-field-name = el nombre
online-field-code = el código de partida
online-field-token = el token
online-field-too-long = { $what } tiene más de { $max } caracteres
online-field-control = { $what } contiene caracteres de control
online-no-match = no hay ninguna partida { $code } en este servidor
online-server-cannot-show = la partida { $code } no se puede mostrar en este servidor
online-server-full = este servidor está lleno: hay { $count } partidas en curso
online-new-with-moves = una partida nueva empieza sin jugadas
online-seat-not-for-people = el puesto { $seat } no es un puesto para una persona
online-match-over-refused = la partida ha terminado: { $result }
online-no-such-seat = la partida no tiene puesto { $seat }
online-seat-taken = el puesto { $seat } está ocupado
online-every-seat-taken = todos los puestos están ocupados: puedes ver la partida
online-token-no-seat = ese token no corresponde a ningún puesto de esta partida
online-seat-taken-back = tu puesto se ha recuperado desde otra conexión
online-rejoin-first = vuelve a unirte con tu token antes de jugar
online-computer-plays-seat = un ordenador juega en este puesto: vuelve a unirte para recuperarlo
# La partida lleva $revision jugadas; la jugada del cliente era para después de $sent jugadas.
online-move-too-late = la partida va por la jugada { $revision }, no { $sent }: tu jugada llegó demasiado tarde
online-move-too-long = la jugada es demasiado larga
online-too-many-messages = demasiados mensajes: ve más despacio
online-no-hello-in-time = ningún Hello a tiempo: conexión cerrada
# Un mensaje que el servidor no pudo leer; $problem son las palabras del propio lector.
online-bad-message = { $problem }
