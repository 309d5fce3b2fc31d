## L'analyse d'une partie : la situation de chaque camp au fil de la partie selon le joueur ordinateur le plus fort, et les plus grosses erreurs.

review-open = Analyse
review-open-help = Le joueur ordinateur le plus fort passe la partie en revue : la situation de chaque camp après chaque coup, et les plus grosses erreurs
review-saved-help = Revoir cette partie avec son analyse
review-title = Analyse
review-thinking = Le joueur ordinateur le plus fort passe la partie en revue...
review-progress = { $done } positions sur { $total }
review-failed = Pas d'analyse : { $why }
review-graph-help = La situation de chaque camp après chaque coup, de perdu (en bas) à gagné (en haut) ; un point rouge est une erreur. Cliquez pour voir la position à cet endroit.
review-mistakes = Plus grosses erreurs
review-no-mistakes = Pas de grosse erreur : bien joué.
review-mistake = Coup { $number } : { $seat } a joué { $move }
review-choose = Choisissez une erreur pour voir sa position et le meilleur coup.
review-played = Joué : { $move }
review-better = Meilleur : { $move } (éclairé sur le plateau)
review-retry = Réessayer d'ici
review-retry-help = Une nouvelle partie à partir de cette position, vous à la place qui a fait l'erreur et les mêmes joueurs aux autres : essayez le meilleur coup
