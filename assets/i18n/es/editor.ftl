## El editor de mapas: su barra, las herramientas, los problemas y lo que dicen sus acciones.

editor-title = Editor de mapas: { $game }
editor-back = Volver
editor-back-hint = A la preparación del juego
editor-name = Nombre
editor-undo = Deshacer
editor-undo-hint = Ctrl+Z
editor-redo = Rehacer
editor-redo-hint = Ctrl+Y
editor-size = Tamaño
editor-resize = Cambiar tamaño
editor-file = Archivo: { $file }
editor-save = Guardar
editor-save-hint = Un mapa con problemas se guarda como borrador
editor-save-as = Guardar como
editor-save-as-hint = nombre-nuevo
editor-play = Jugar este mapa
editor-play-hint = Guardarlo y empezar una partida en él
editor-set = Fijar
editor-problems-title = Problemas
editor-no-problems = Ninguno: el mapa se puede jugar.
editor-problem-at = en ({ $x },{ $y }): { $problem }
editor-mark-hint = Haz clic para marcar la casilla
editor-help = Haz clic en una casilla para usar en ella la herramienta elegida; arrastra para pintar. Un mapa con problemas se guarda como borrador, pero no se puede jugar.
editor-keys-help = Con el teclado: Tab hasta el mapa, las flechas mueven el cursor, Intro usa la herramienta elegida.
editor-canvas = Mapa
editor-cursor-enter = Intro: { $tool }

## Lo que dicen las acciones del editor.

editor-no-editor = { $game } no tiene editor de mapas
editor-cannot-open = No se puede abrir el mapa: { $problem }
editor-nothing-to-undo = nada que deshacer
editor-nothing-to-redo = nada que rehacer
editor-saved = Guardado: { $file }
editor-saved-draft = Guardado: { $file } (un borrador: tiene problemas)
editor-not-in-catalog = { $game } no está en el catálogo
editor-unsaved-back = El mapa tiene cambios sin guardar: guárdalos, o pulsa Volver otra vez para salir sin ellos
editor-unsaved-close = El mapa tiene cambios sin guardar: guárdalos, o cierra la ventana otra vez para salir sin ellos
editor-not-a-preset = '{ $name }' no es el nombre de un preajuste
editor-not-playable = el mapa aún no se puede jugar: { $problem }
editor-bad-file-name = '{ $name }' no es un nombre de archivo: usa letras, dígitos, - y _
editor-shipped-name = '{ $name }' es el nombre de un mapa incluido: guarda con otro nombre
editor-cannot-write = no se puede escribir { $file }: { $problem }
# $what es editor-width o editor-height.
editor-out-of-range = { $what } debe estar entre { $min } y { $max }, no { $value }
editor-width = el ancho
editor-height = el alto
editor-off-map = ({ $x },{ $y }) está fuera del mapa
# $tool es el nombre de una herramienta tal como la conoce el programa (en inglés, como la nombran los mapas y las pruebas).
editor-no-tool = no hay ninguna herramienta '{ $tool }'
editor-no-number = ({ $x },{ $y }) no contiene ningún número

## Los títulos de la paleta.

editor-group-tiles = Casillas
editor-group-pieces = Piezas
editor-group-units = Unidades
editor-group-units-buildings = Unidades y edificios
editor-group-treasury = Tesoro
editor-group-map = Mapa
editor-group-floor = Suelo
editor-group-belts = Cintas
editor-group-express-belts = Cintas exprés
editor-group-walls = Muros
editor-group-flags-starts = Banderas y salidas

## Las herramientas y sus descripciones emergentes. La paleta muestra el nombre de una herramienta
## con la primera letra en mayúscula. $side y $seat son nombres de puestos de rules.ftl; $piece es el
## nombre de una pieza (position.ftl) o, en un mapa de Reyes y peones, un tipo de unidad tal como lo
## nombra el mapa ($kind); $dir es N, E, S o W.

# Una pieza de un bando, como «círculo (Cian)» o «King (Jugador 1)».
editor-tool-piece = { $piece } ({ $side })
editor-tool-piece-help = Un { $piece } de { $side }
editor-tool-remove-piece = Quitar
editor-tool-remove-piece-help = Quita la pieza
editor-tool-remove-unit = Quitar
editor-tool-remove-unit-help = Quita la unidad

provinces-tool-sea = Mar
provinces-tool-sea-help = Mar: sin casilla
provinces-tool-land = Tierra
provinces-tool-land-help = Tierra neutral (quita lo que haya en ella)
provinces-tool-red = Rojo
provinces-tool-red-help = Tierra de Rojo
provinces-tool-blue = Azul
provinces-tool-blue-help = Tierra de Azul
# $thing es uno de los artículos de la tienda (provinces-item-*).
provinces-tool-thing-help = Coloca aquí: { $thing }
provinces-tool-remove = Quitar
provinces-tool-remove-help = Quita la unidad o el edificio
provinces-tool-treasury = Tesoro
provinces-tool-treasury-help = Elige una provincia para fijar sus monedas
provinces-tool-hex = Hexágonos
provinces-tool-hex-help = Hexágonos (desplazamiento even-q)
provinces-tool-square8 = Cuadrado8
provinces-tool-square8-help = Cuadrados con ocho vecinos
provinces-tool-on-sea = ({ $x },{ $y }) es mar: pinta tierra primero
provinces-tool-coins = Monedas de la provincia de { $side } en ({ $x },{ $y })
provinces-tool-coins-range = un tesoro guarda de 0 a { $max } monedas, no { $value }
provinces-tool-no-province = ({ $x },{ $y }) no está en ninguna provincia

tactigon-tool-tile = Casilla
tactigon-tool-tile-help = Añade una casilla en cualquiera de los extremos de su línea
tactigon-tool-gap = Hueco
tactigon-tool-gap-help = Quita una casilla de cualquiera de los extremos de su línea
tactigon-tool-gold = Oro
tactigon-tool-gold-help = Vuelve dorada una casilla, o normal otra vez
# $line es una línea (fila) del tablero; va de la columna $min a la columna $max.
tactigon-tool-add-at-ends = una línea no puede tener huecos: la línea { $line } va de x={ $min } a x={ $max }, así que añade junto a sus extremos
tactigon-tool-last-hex = la línea { $line } conserva al menos una casilla: acorta el tablero en su lugar
tactigon-tool-take-at-ends = una línea no puede tener huecos: quita casillas de sus extremos (x={ $min } o x={ $max })
tactigon-tool-not-hex = ({ $x },{ $y }) no es una casilla del tablero

kings-tool-tile = Casilla
kings-tool-tile-help = Una casilla cuadrada
kings-tool-gap = Hueco
kings-tool-gap-help = Sin casilla (quita su unidad)
kings-tool-unit-help = { $kind } de { $seat }
kings-tool-king-help = { $kind } de { $seat }: si los pierdes todos, pierdes
kings-tool-on-gap = ({ $x },{ $y }) es un hueco: pinta primero una casilla

robots-tool-floor = Suelo
robots-tool-floor-help = Suelo simple
robots-tool-pit = Foso
robots-tool-pit-help = Un robot que entra en él se destruye
robots-tool-gear-left = Engranaje izquierdo
robots-tool-gear-left-help = Gira un cuarto de vuelta a la izquierda a un robot que esté encima
robots-tool-gear-right = Engranaje derecho
robots-tool-gear-right-help = Gira un cuarto de vuelta a la derecha a un robot que esté encima
# $express es yes o no; $turn es L o R para una curva (gira a la izquierda o a la derecha), none si no.
robots-tool-belt = { $express ->
    [yes] Exprés
   *[no] Cinta
} { $dir }{ $turn ->
    [L] {" "}curva I
    [R] {" "}curva D
   *[none] {""}
}
robots-tool-belt-help = Mueve los robots hacia el { $dir ->
    [N] norte
    [E] este
    [S] sur
   *[W] oeste
}{ $turn ->
    [L] {" "}y gira a la izquierda a un robot que lleva a esta casilla
    [R] {" "}y gira a la derecha a un robot que lleva a esta casilla
   *[none] {""}
}
robots-tool-wall = Muro { $dir }
robots-tool-wall-help = Pone o quita el muro de ese borde
robots-tool-flag = Bandera
robots-tool-flag-help = Añade la siguiente bandera, o quita una bandera
robots-tool-start = Salida { $dir }
robots-tool-start-help = Una salida orientada en esa dirección
robots-tool-remove-start = Quitar salida
robots-tool-remove-start-help = Quita la salida
robots-tool-too-many-starts = un tablero tiene como máximo { $max } salidas: quita una primero
robots-tool-too-many-flags = un tablero tiene como máximo { $max } banderas: quita una primero
