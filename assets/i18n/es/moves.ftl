## Lo que dicen las reglas de una jugada: cómo terminó la partida y por qué no se puede hacer una jugada. $tile,
## $from y $to son casillas escritas (x,y); $move es una jugada en la notación del juego; $side, $seat
## y $robot son nombres de puestos de rules.ftl.

game-over = la partida ha terminado: { $reason }
not-a-legal-move = { $move } no es una jugada legal

## Provincias

provinces-end-land = { $side } controla el 80 % del terreno
provinces-end-no-province = { $side } se ha quedado sin provincias
provinces-end-rounds = límite de rondas ({ $limit }) alcanzado; evaluación de referencia { $value } (azul menos rojo)
provinces-illegal-no-unit = { $tile } no tiene ninguna unidad de { $side }
provinces-illegal-no-province = { $tile } no está en ninguna provincia de { $side }
provinces-illegal-dear = la provincia no puede pagarlo: { $item }
provinces-illegal-acted = esa provincia ya ha actuado este turno
provinces-illegal-moved = esa unidad ya se ha movido este turno
provinces-illegal-placement = { $move } incumple las reglas de colocación (alcance 2, zonas de torres, fuerza, fusiones, granjas junto a granjas)

## Tactigon. $piece y $other son tipos de pieza (tactigon-circle, etc.); en tactigon-illegal-not-yours, $other es un nombre de puesto.

tactigon-end-pentagon = { $side } ha capturado el pentágono enemigo
tactigon-end-gold = { $side } tiene todas las casillas doradas
tactigon-end-no-moves = { $side } gana: el rival no tiene jugadas legales
tactigon-end-no-captures = { $turns } turnos sin capturas
tactigon-illegal-no-piece = no hay ninguna pieza en { $tile }
tactigon-illegal-not-yours = le toca a { $side }, no a { $other }
tactigon-illegal-friendly = { $tile } tiene una pieza propia ({ $piece })
tactigon-illegal-cannot-attack = un { $piece } no puede atacar a un { $other }
tactigon-illegal-reach = el { $piece } de { $from } no puede llegar a { $to } en { $steps ->
    [one] un paso
   *[other] { $steps } pasos
} por casillas vacías

## Reyes y peones. $unit es el nombre de la unidad en el mapa.

kings-end-kings = { $seat } ha perdido todos sus reyes
kings-end-no-captures = { $turns } turnos sin capturas
kings-end-no-move = { $seat } no tiene jugadas legales
kings-illegal-no-unit = no hay ninguna unidad en { $tile }
kings-illegal-not-yours = { $unit } es de { $seat }
kings-illegal-one-step = { $unit } solo avanza una casilla cada vez
kings-illegal-friendly = { $tile } tiene una unidad propia

## Tres en raya. $mark es x u o.

tictactoe-end-line = { $mark } ha hecho tres en raya
tictactoe-end-full = la cuadrícula está llena
tictactoe-illegal-no-cell = esa casilla no existe
tictactoe-illegal-taken = la fila { $row }, columna { $col } ya tiene { $mark }

## Carrera de robots

robots-end-flag = { $robot } ha tocado primero la última bandera
robots-end-rounds = se alcanzó el límite de rondas ({ $limit }): clasificación por banderas tocadas y luego por distancia a la siguiente bandera

## Una descripción de juego. $goals enumera la meta de cada rol («x 100, o 0»); $error son las
## palabras del propio motor.

gdl-end-failed = las reglas fallaron: { $error }
gdl-end-limit = sin final en { $steps } pasos
gdl-end-goals = metas: { $goals }
gdl-end-solved = resuelto (metas: { $goals })
gdl-end-not-solved = sin resolver (metas: { $goals })
