## Cada juego tal como lo muestra el menú: su nombre, una línea para su ficha, la página de reglas, qué
## son las piezas de sus imágenes, sus opciones, sus puestos y cómo se juega con el ratón.

## Provincias

provinces-name = Provincias
provinces-tagline = Territorio, tesoros y una tienda: haz crecer tus provincias y ahoga las del rival.
provinces-rules-land = Rojo y Azul poseen provincias: casillas conectadas de un mismo color, cada una con su propio tesoro. Cada ronda, una provincia gana con sus casillas y granjas y paga el mantenimiento de sus unidades y torres; una provincia que no puede pagar quiebra y pierde sus unidades.
provinces-rules-shop = Una provincia compra unidades (campesino, lancero, barón, caballero), granjas (junto a sus otras granjas, cada una más cara) y torres, y mueve sus unidades hasta dos casillas. Una unidad toma una casilla cuya unidad o edificio sea más débil que ella; las torres impiden la entrada de unidades más débiles en las casillas que las rodean. Dos unidades propias de fuerza suficientemente baja se fusionan en una más fuerte.
provinces-rules-win = Una captura que une dos de tus provincias las fusiona junto con su dinero; una que corta una provincia enemiga la divide, y los trozos de una sola casilla se pierden. Para ganar, controla el 80 % del terreno o deja al rival sin provincias.
provinces-piece-peasant = campesino, fuerza 1
provinces-piece-spearman = lancero, 2
provinces-piece-baron = barón, 3
provinces-piece-knight = caballero, 4
provinces-piece-farm = granja: más ingresos
provinces-piece-tower = torre y torre fuerte (T): defensa
provinces-how-to-play = Haz clic en una de tus casillas para elegir su provincia, luego en un artículo de la tienda y en una casilla iluminada para comprar; o en una unidad y una casilla iluminada para moverla (verde: mover, azul: fusionar, rojo: capturar). Al acabar, pulsa Terminar turno. Clic derecho o Esc cancela.
provinces-seat-red = Rojo
provinces-seat-blue = Azul
provinces-option-move-set = Sistema de jugadas
provinces-option-move-set-help = Una provincia a la vez: cada provincia hace una cosa por turno, fila por fila (antiyomacy en la línea de comandos); Turno libre: cada unidad se mueve una vez y las provincias compran todo lo que pueden pagar (free-turn).
# Los dos valores del sistema de jugadas, tal como los muestra el menú.
provinces-option-move-set-antiyomacy = Una provincia a la vez
provinces-option-move-set-free-turn = Turno libre
provinces-option-round-limit = Límite de rondas
provinces-option-round-limit-help = La partida termina tras este número de rondas; decide la evaluación de referencia.

## Tactigon

tactigon-name = Tactigon
tactigon-tagline = Una escaramuza en casillas hexagonales de círculos, triángulos, cuadrados y un pentágono.
tactigon-rules-pieces = Dos bandos, Cian y Rojo, cada uno con seis círculos, tres triángulos, tres cuadrados y un pentágono. Una jugada mueve una pieza por un camino de tantos pasos como lados tiene como máximo, solo por casillas vacías; puede acabar en una casilla vacía o entrar en la de un enemigo al que pueda atacar.
tactigon-rules-combat = Combate: un círculo captura cualquier pieza; un triángulo captura todo salvo un círculo, con el que se intercambia (ambos se pierden); un cuadrado captura cuadrados y el pentágono, se intercambia con un triángulo y no puede atacar a un círculo; un pentágono solo captura un pentágono. El atacante que gana ocupa la casilla.
tactigon-rules-win = Ganas cuando se captura el pentágono enemigo, o cuando tienes todas las casillas doradas al empezar tu turno. El bando sin jugadas legales pierde; 100 turnos sin capturas son tablas.
tactigon-piece-circle = círculo: 1 paso
tactigon-piece-triangle = triángulo: 3 pasos
tactigon-piece-square = cuadrado: 4 pasos
tactigon-piece-pentagon = pentágono: 5 pasos; si lo pierdes, pierdes
tactigon-how-to-play = Haz clic en una pieza y luego en una casilla iluminada: verde para mover, rojo para atacar. Clic en otro sitio, clic derecho o Esc para cancelar.
tactigon-seat-cian = Cian
tactigon-seat-red = Rojo
tactigon-option-jumping-squares = Cuadrados saltarines
tactigon-option-jumping-squares-help = Los cuadrados pueden pasar por encima de cualquier pieza salvo un cuadrado enemigo.
tactigon-option-gold-boost = Impulso dorado
tactigon-option-gold-boost-help = Una pieza que empieza su turno en una casilla dorada tiene un paso más.

## Reyes y peones

kings-name = Reyes y peones
kings-tagline = Una escaramuza al estilo del ajedrez en mapas de cualquier forma: protege a tus reyes.
kings-rules-moves = Cada bando tiene reyes y peones en un mapa de casillas cuadradas, con huecos y formas irregulares permitidos. Una jugada mueve una unidad un paso en cualquiera de las ocho direcciones, a una casilla que exista y no tenga una unidad propia; entrar en la casilla de un enemigo lo captura.
kings-rules-win = Pierde el bando que se queda sin reyes, y también el que no tiene jugadas legales. Cien turnos sin capturas son tablas.
kings-piece-king = rey: si los pierdes todos, pierdes
kings-piece-pawn = peón
kings-how-to-play = Haz clic en una unidad y luego en una casilla iluminada: verde para avanzar, rojo para capturar. Clic en otro sitio, clic derecho o Esc para cancelar.
kings-seat-1 = Jugador 1
kings-seat-2 = Jugador 2

## Tres en raya

tictactoe-name = Tres en raya
tictactoe-tagline = El clásico del General Game Playing; el jugador minimax nunca pierde.
tictactoe-rules-play = Dos jugadores marcan por turnos una casilla vacía de la cuadrícula de tres por tres; empieza x. Tres marcas en una fila, una columna o una diagonal ganan; una cuadrícula llena sin línea es empate.
tictactoe-rules-perfect = Si ambos bandos juegan perfecto, siempre es empate: el jugador minimax explora cada partida hasta el final y nunca pierde.
tictactoe-piece-x = x, empieza
tictactoe-piece-o = o
tictactoe-how-to-play = Haz clic en una casilla vacía para marcarla.
tictactoe-seat-x = x
tictactoe-seat-o = o

## Carrera de robots

robots-name = Carrera de robots
robots-tagline = Programa tu robot con cartas y hazlo correr sobre cintas, engranajes y fosos.
robots-rules-program = Cada ronda, cada robot recibe nueve cartas y su jugador elige cinco en secreto, en orden, para los registros uno a cinco: avanzar 1, 2 o 3, retroceder, girar a la izquierda o a la derecha, media vuelta. Después los programas se ejecutan registro a registro, primero la carta de mayor prioridad.
robots-rules-board = Un robot en movimiento empuja a los robots que encuentra, salvo que un muro los detenga. Tras cada registro se mueven las cintas exprés, luego todas las cintas; las curvas giran a los robots que llevan y los engranajes rotan. Un robot que cae en un foso o fuera del tablero se destruye y vuelve a su última bandera al final de la ronda.
robots-rules-win = Toca las banderas numeradas en orden; gana el primer robot que llega a la última. Al llegar al límite de rondas, los robots se clasifican por banderas tocadas y luego por distancia a su siguiente bandera.
robots-piece-robot = un robot, con su número
robots-piece-flag = una bandera, con su orden
robots-how-to-play = Haz clic en cartas de tu mano para llenar los registros 1 a 5 en orden; haz clic en un registro para recuperar su carta. El camino discontinuo muestra el programa en un tablero vacío. Ejecutar lo fija.
robots-seat-1 = Robot 1
robots-seat-2 = Robot 2
robots-seat-3 = Robot 3
robots-seat-4 = Robot 4
robots-option-robots = Robots
robots-option-robots-help = Cuántos robots corren (de 2 a 4, según las salidas del tablero); los puestos sobrantes no juegan.
robots-option-rounds = Límite de rondas
robots-option-rounds-help = Tras este número de rondas, los robots se clasifican por banderas tocadas y luego por distancia a su siguiente bandera.

## Juego general (General Game Playing)

gdl-name = Juego general
gdl-tagline = Cualquier juego escrito en GDL, jugado por jugadores de búsqueda y de Monte Carlo que no conocen ningún juego.
gdl-rules-description = El juego es una descripción en el Game Description Language (sintaxis KIF): sus roles, inicio, jugadas legales, estados siguientes, final y metas. Cada preajuste es un archivo .kif de assets/gdl/; los puestos son sus roles, y los puestos sobrantes no juegan.
gdl-rules-steps = Todos los roles juegan en cada paso. Se salta un rol con una sola jugada legal (un noop mientras otro juega); cuando varios roles eligen en el mismo paso, cada elección queda oculta hasta que elige el último rol. Gana la meta más alta; metas iguales son empate.
gdl-piece-cell = un valor de una casilla del tablero, en el color de su rol
gdl-how-to-play = Haz clic en una jugada del panel, o en la casilla del tablero que nombra una jugada.
gdl-seat-1 = Rol 1
gdl-seat-2 = Rol 2
gdl-seat-3 = Rol 3
gdl-seat-4 = Rol 4
gdl-seat-5 = Rol 5
gdl-seat-6 = Rol 6
gdl-seat-7 = Rol 7
gdl-seat-8 = Rol 8
gdl-option-step-limit = Límite de pasos
gdl-option-step-limit-help = Una partida que no ha terminado tras este número de pasos es empate («sin final en N pasos»): GDL exige que toda partida termine, y una descripción errónea seguiría jugando para siempre.
gdl-open-file = Abrir un archivo .kif…
gdl-file-filter = Descripción GDL

## Los jugadores del ordenador que ofrece un juego: un nombre para la preparación y los puestos junto
## al tablero, y una línea sobre cómo juega.

level-beginner = Principiante
level-beginner-help = Hace jugadas razonables pero a menudo se le escapa la mejor: para tus primeras partidas
level-easy = Fácil
level-easy-help = Ve lo que gana una jugada de inmediato, y falla de vez en cuando
level-normal = Normal
level-normal-help = Mira unas cuantas jugadas por delante; algún error ocasional
level-hard = Difícil
level-hard-help = Mira más lejos y no falla
level-expert = Experto
level-expert-help = El jugador del ordenador más fuerte que tiene la colección para este juego
ai-random = aleatorio
ai-random-help = una jugada legal al azar
ai-greedy = codicioso
ai-greedy-help = la mejor posición tras una jugada
ai-minimax = minimax
ai-minimax-help = búsqueda alfa-beta hasta el tiempo para pensar o la profundidad
ai-uct = uct
ai-uct-help = búsqueda en árbol de Monte Carlo (UCT) hasta el tiempo para pensar
ai-htn = htn
ai-htn-help = planifica con el dominio HTN del juego (assets/ai/)
ai-search = búsqueda
ai-search-help = búsqueda exacta donde cabe: puzles, alfa-beta para dos roles, max-n para más
ai-novice = novato
ai-novice-help = el mejor de 2 programas aleatorios
ai-easy = fácil
ai-easy-help = el mejor de 5 programas aleatorios
ai-normal = normal
ai-normal-help = el mejor de 100 programas aleatorios (la referencia de la hoja)
ai-hard = difícil
ai-hard-help = el mejor de todos los programas con las cartas repartidas
