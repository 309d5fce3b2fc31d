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
