## El análisis de una partida: cómo estuvo cada bando a lo largo de la partida según el jugador del ordenador más fuerte, y los mayores errores.

review-open = Análisis
review-open-help = El jugador del ordenador más fuerte repasa la partida: cómo estaba cada bando tras cada jugada, y los mayores errores
review-saved-help = Ver la repetición de esta partida con su análisis
review-title = Análisis
review-thinking = El jugador del ordenador más fuerte está repasando la partida...
review-progress = { $done } de { $total } posiciones
review-failed = Sin análisis: { $why }
review-graph-help = Cómo está cada bando tras cada jugada, de la derrota (abajo) a la victoria (arriba); un punto rojo es un error. Haz clic para ver la posición en ese punto.
review-mistakes = Mayores errores
review-no-mistakes = Sin errores graves: bien jugado.
review-mistake = Jugada { $number }: { $seat } jugó { $move }
review-choose = Elige un error para ver su posición y la jugada mejor.
review-played = Jugada: { $move }
review-better = Mejor: { $move } (iluminada en el tablero)
review-retry = Reintentar desde aquí
review-retry-help = Una partida nueva desde esta posición, contigo en el puesto que cometió el error y los mismos jugadores en los demás: prueba la jugada mejor
