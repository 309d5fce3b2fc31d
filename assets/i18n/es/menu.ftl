## El menú principal: las fichas de los juegos, la preparación y las reglas de un juego, los ajustes y las partidas guardadas.

menu-title = Stratagem
menu-subtitle = Juegos de estrategia por turnos con rivales por ordenador que piensan.
menu-continue = Continuar la última partida
menu-continue-hint = Cargar el guardado automático y seguir jugando
menu-online = Jugar en línea
menu-online-hint = Crear, unirse o ver partidas en un servidor
menu-all-games = Todos los juegos
menu-play = Jugar
menu-rules = Reglas
menu-edit-map = Editar mapa
menu-edit-copy-hint = Editar una copia de este mapa
menu-edit-yours-hint = Editar este mapa tuyo
menu-new-map = Mapa nuevo
menu-new-map-hint = Crear un mapa en el editor
menu-preview = Vista previa
menu-htn-broken = Dominio HTN no cargado: { $problem }
menu-start = Empezar
menu-host-online = Alojar en línea
menu-how-to-play = Cómo se juega
menu-saved-games = Partidas guardadas
menu-saved-continue = Continuar
menu-saved-continue-hint = Cargar la partida y seguir jugando
menu-saved-replay = Repetición
menu-saved-replay-hint = Verla desde la primera jugada

## Ajustes de la portada.

settings-text-size = tamaño del texto
settings-game-colours = colores del juego
settings-colour-blind = colores aptos para daltónicos
settings-colour-blind-hint = Azul, naranja, verde y bermellón, distinguibles con todos los tipos comunes de daltonismo
settings-volume = volumen
settings-mute = silencio (M)
settings-mute-hint = M quita y devuelve el sonido durante una partida
settings-language = Idioma
settings-language-system = Como el sistema ({ $language })

## La preparación de una partida.

setup-preset = Mapa predefinido
setup-choose = (elegir)
setup-preset-entry = { $name } ({ $id })
setup-preset-entry-yours = { $name } ({ $id }, tu mapa)
setup-preset-broken = Mapa defectuoso: { $problem }
setup-file = O un archivo
setup-options = Opciones
setup-who-starts = Quién empieza
setup-by-rules = según las reglas
setup-random = al azar
setup-plays = Juega { $seat }
setup-seed = Semilla
setup-seed-hint = El número del que sale cada sorteo de la partida: la misma semilla y las mismas jugadas dan la misma partida
setup-who-starts-hint = Qué bando hace la primera jugada
setup-advanced = Avanzado: los jugadores para ingenieros
setup-advanced-hint = Los jugadores del ordenador que hay detrás de los niveles, con sus ajustes de búsqueda
setup-think-time-hint = Cuánto tiempo piensa el ordenador cada jugada
setup-eval-hint = Cómo puntúa la búsqueda una posición: ajustada (más fuerte) o la de la implementación de referencia
setup-no-file = No se eligió ningún archivo (un escritorio sin selector de archivos no muestra ninguno): escribe su ruta.
setup-type-path = o escribe su ruta
setup-use = Usar
setup-playing-file = Se juega { $file }
setup-human = humano
setup-human-hint = Tú, en este ordenador
setup-remote = remoto
setup-remote-hint = Una persona en otro ordenador: Empezar aloja la partida en el servidor elegido en Jugar en línea
setup-ggp = Jugador GGP
setup-ggp-hint = Un jugador general en otro sitio, cualquier programa que hable el protocolo GGP (stratagem ggp-player, los jugadores de ggp-base): recibe la descripción y juega con 10 s de reloj inicial y 5 s por jugada
setup-ggp-address = Dirección
setup-ggp-address-hint = Dónde escucha el jugador: HOST:PUERTO, como 127.0.0.1:9147
setup-ggp-at = Jugador GGP en { $address }
setup-think-time = tiempo para pensar
unit-seconds = s
setup-max-depth = profundidad máx.
setup-no-limit = 0: sin límite
setup-eval-tuned = evaluación ajustada
setup-eval-reference = evaluación de referencia
setup-threads = hilos
setup-threads-hint = 0: todos los núcleos menos uno
setup-quiescence = quiescencia
setup-quiescence-hint = resolver capturas más allá del límite de profundidad (juegos con capturas)

## La página de historial y la línea de cada ficha de juego: los resultados del jugador por juego y rival.

menu-history = Historial
menu-history-hint = Tus partidas, victorias, derrotas y empates por juego y rival
history-card = Jugadas { $games }: { $wins } ganadas, { $losses } perdidas, { $draws } empatadas
history-intro = Partidas que terminaste aquí contra el ordenador o contra una persona en línea. No se cuentan las partidas entre jugadores del ordenador ni las de varias personas en este ordenador.
history-none = Aún no hay partidas contadas.
history-opponent = Rival
history-games = Partidas
history-wins = Victorias
history-losses = Derrotas
history-draws = Empates
history-all = Todas
history-remote = una persona en línea
history-broken = Estadísticas no usadas, la cuenta empieza de cero: { $problem }; el archivo se guardó como { $file }.
history-not-moved = Estadísticas no usadas: { $problem }; el archivo no se pudo apartar ({ $error }), así que no se cuenta ninguna partida mientras siga ahí.
# El archivo de ajustes no se pudo usar: $problem es lo que fallaba (el archivo y luego el problema),
# $file adónde se movió el archivo, $error por qué no se pudo mover.
settings-broken = Ajustes no usados, se usan los valores predeterminados: { $problem }; el archivo se guardó como { $file }.
settings-not-moved = Ajustes no usados, se usan los valores predeterminados: { $problem }; el archivo no se pudo apartar ({ $error }), así que los ajustes no se guardarán encima de él.
# Un valor del archivo de ajustes fuera de su rango; $field es su nombre en el archivo.
settings-out-of-range = { $field } debe estar entre { $min } y { $max }, no { $value }
