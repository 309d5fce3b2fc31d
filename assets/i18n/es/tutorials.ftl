## Aprender a jugar: los pasos de los tutoriales (assets/tutorials/<game>.ron nombra estas claves)
## y las palabras que los rodean.

tutorial-learn = Aprender a jugar
tutorial-learn-again = Repetir el tutorial
tutorial-learn-hint = Una partida corta contra el ordenador que enseña las jugadas paso a paso
tutorial-offer-title = ¿Primera vez aquí?
tutorial-offer = Cada juego tiene un tutorial corto: unas pocas jugadas, paso a paso, que terminan con tu victoria. Elige uno, o pulsa Aprender a jugar en la ficha de un juego cuando quieras.
tutorial-offer-later = Ahora no
tutorial-step = Tutorial: paso { $step } de { $steps }
tutorial-finished = Tutorial completado
tutorial-real-game = Jugar una partida de verdad
tutorial-real-game-hint = Una partida nueva contra el ordenador en nivel Normal
tutorial-replying = El ordenador responde…
tutorial-seat = Tutorial
tutorial-off-script = Esta partida se ha salido del tutorial; sigue jugando como quieras.
tutorial-other-move = Esta vez no es { $move }. { $step }
tutorial-your-turn = Espera: te toca a ti.
tutorial-wait-reply = Espera la respuesta del ordenador.
tutorial-no-hint = En el tutorial, las casillas iluminadas muestran la jugada.

tutorial-tictactoe-centre = Eres X y juegas primero. Haz clic en la casilla central iluminada: el centro está en cuatro líneas, más que ninguna otra casilla.
tutorial-tictactoe-corner = O ha tomado un borde. Toma la esquina iluminada: ahora tienes dos marcas en una diagonal, y O tiene que bloquearla.
tutorial-tictactoe-fork = O ha bloqueado. Marca la esquina iluminada: forma dos líneas a la vez (una columna y la otra diagonal), y O solo puede bloquear una.
tutorial-tictactoe-win = Completa la línea que O dejó abierta: la casilla iluminada te da tres en raya.
tutorial-tictactoe-done = ¡Tres en raya: ganas! Crear dos amenazas a la vez es la forma de vencer a un jugador cuidadoso.

tutorial-kings-move = En cada turno mueves una unidad un paso, en cualquiera de las ocho direcciones. Sube tu peón de la derecha a la casilla iluminada.
tutorial-kings-capture = El peón enemigo está junto a tu rey. Entra en su casilla para capturarlo: haz clic en tu peón de la izquierda y luego en la casilla roja.
tutorial-kings-win = El rey enemigo se ha puesto junto a tu peón. Captura al rey: quien pierde todos sus reyes pierde la partida.
tutorial-kings-done = ¡Has capturado el último rey y has ganado! Protege a tu rey con peones y captura lo que se le acerque.

tutorial-tactigon-walk = Eres Rojo y juegas primero. Una pieza avanza tantos pasos como lados tiene: tu triángulo avanza hasta tres. Haz clic en él y luego en la casilla iluminada.
tutorial-tactigon-capture = El círculo enemigo se ha acercado. Atácalo con tu círculo: un círculo captura cualquier pieza en la que entra. Haz clic en tu círculo y luego en la casilla roja.
tutorial-tactigon-win = El pentágono enemigo se ha puesto a tu alcance. Un triángulo captura un pentágono: haz clic en tu triángulo y luego en el pentágono. Capturar el pentágono da la victoria.
tutorial-tactigon-done = ¡Has capturado el pentágono y has ganado! Protege el tuyo; tener las dos casillas doradas también da la victoria.

tutorial-provinces-move = Eres Rojo: tu provincia tiene un campesino y 30 monedas. Mueve el campesino a la casilla neutral iluminada para tomarla para tu provincia.
tutorial-provinces-end = Cada provincia actúa una vez por turno. Pulsa Terminar turno.
tutorial-provinces-buy = Compra un campesino: haz clic en tu provincia, luego en campesino en la tienda y luego en la casilla iluminada. Cuesta 10 monedas y toma la casilla.
tutorial-provinces-end-again = Pulsa Terminar turno.
tutorial-provinces-merge = Mueve el campesino nuevo sobre el otro: dos campesinos se fusionan en un lancero, que es más fuerte.
tutorial-provinces-capture = Una unidad toma una casilla enemiga cuyo defensor sea más débil. Mueve el lancero sobre el campesino azul.
tutorial-provinces-win = La última casilla de Azul ha quedado aislada y desaparece. Pulsa Terminar turno para ganar.
tutorial-provinces-done = ¡Azul se ha quedado sin provincias: ganas! Vigila los ingresos: cada unidad cuesta monedas en cada ronda.

tutorial-robots-program = Programa tu robot (el de la casilla iluminada, mirando hacia arriba) para que llegue a la bandera: haz clic en Avanzar 2, Avanzar 2, Derecha, Avanzar 1, luego en cualquier carta para el quinto registro, y pulsa Ejecutar. Las cartas se ejecutan registro a registro, primero la de mayor prioridad.
tutorial-robots-done = Tu robot ha tocado primero la última bandera: ¡ganas! En otros tableros, entre registro y registro las cintas mueven a los robots y los fosos los destruyen.

tutorial-gdl-description = Un juego GDL es un archivo de texto que describe sus reglas: en la página de preparación, el preajuste elige una descripción de assets/gdl, o Abrir un archivo .kif… elige tu propio archivo .kif. Este es el tres en raya. Haz clic en la casilla central iluminada.
tutorial-gdl-moves = Las jugadas son los términos propios de la descripción, como (mark 1 1); el panel muestra todas las legales. Haz clic en la esquina iluminada o en su jugada del panel.
tutorial-gdl-legal = Solo se puede jugar lo que la descripción dice que es legal. Marca la esquina iluminada para amenazar dos líneas.
tutorial-gdl-goal = La descripción también dice quién gana: tres en raya. Marca la casilla iluminada.
tutorial-gdl-done = La meta de la descripción te da 100 y al otro rol 0: ¡ganas! Cualquier descripción de assets/gdl se juega igual.
