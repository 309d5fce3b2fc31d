## El lobby de la página en línea (`stratagem lobby`): iniciar sesión, partidas clasificatorias, la
## partida de un amigo por código, tus partidas y la clasificación. $problem son las palabras del
## propio lobby (en inglés).

lobby-title = Lobby
lobby-address = Lobby
lobby-address-hint = host:puerto de un lobby de Stratagem (puerto { $port } si se omite)
lobby-password = Contraseña
lobby-log-in = Iniciar sesión
lobby-sign-up = Registrarse
lobby-guest = Jugar como invitado
lobby-log-out = Cerrar sesión
lobby-logged-in = Sesión iniciada como { $name }.
lobby-logged-in-guest = Juegas como invitado ({ $name }): solo partidas por código.
lobby-working = Consultando al lobby…
lobby-refused = El lobby dice: { $problem }
lobby-cannot-reach = No se puede contactar con el lobby: { $problem }
lobby-ranked = Partida clasificatoria
lobby-ranked-game = Juego
lobby-queue = Buscar rival
lobby-leave-queue = Dejar de buscar
# $rating es la puntuación del jugador; $seconds, cuánto tiempo lleva esperando.
lobby-waiting = Buscando un rival cerca de { $rating } ({ $seconds } s)…
lobby-matched = Emparejado con { $opponent } ({ $rating }): entrando en la partida…
lobby-your-rating = Tu puntuación en { $game }: { $rating } ± { $deviation } { $games ->
    [one] ({ $games } partida)
   *[other] ({ $games } partidas)
}
# Tras una partida clasificatoria: la puntuación antes y después, y el cambio con su signo.
lobby-rating-change = Última partida: de { $before } a { $after } ({ $change })
lobby-rating-moved = de { $before } a { $after } ({ $change })
lobby-unrated = Aún no hay partidas clasificatorias en { $game }.
lobby-friend = Partida con un amigo
lobby-host = Alojar mediante el lobby
lobby-code-hint = el código que te da tu amigo
lobby-join-code = Unirse
lobby-watch-code = Ver
lobby-history = Tus partidas
lobby-history-empty = Aún no hay partidas.
lobby-result-win = victoria
lobby-result-loss = derrota
lobby-result-draw = empate
lobby-result-forfeit = abandono
lobby-result-playing = en curso
lobby-versus = contra { $names }
lobby-replay = Repetición
lobby-leaderboard = Clasificación
lobby-refresh = Actualizar
lobby-by-address = O conectarse a un servidor por su dirección
