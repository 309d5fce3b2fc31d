## La page en ligne : le serveur, ses parties et ce que dit la connexion.

online-your-name = Votre nom
online-server = Serveur
online-server-hint = hôte:port (port { $port } s'il est omis)
online-connect = Se connecter
online-host-here = Ou héberger ici
online-port-hint = Port UDP
online-start-server = Lancer un serveur dans l'application
online-server-running = Serveur en marche
online-matches-title = Parties sur le serveur
online-refresh = Actualiser
online-moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
online-join = Rejoindre
online-watch = Regarder
online-rejoin = Revenir
online-match-code = Code de partie
online-how-to-host = Pour héberger une partie : choisissez un jeu sous « { menu-all-games } », mettez les places des autres joueurs sur « { setup-remote } » (les joueurs ordinateur tournent sur le serveur) et appuyez sur « { menu-host-online } ».
online-choose-game = Choisir un jeu à héberger

## Une place d'une partie, dans la liste et dans le jeu.

online-seat-open = place libre
online-seat-connected = { $name } (connecté)
online-seat-away = { $name } (absent, attente { $seconds } s)
online-seat-thinking = { $player } (réfléchit…)

## Ce que disent la connexion et le serveur.

online-connecting = Connexion à { $address }…
online-cannot-connect = Connexion impossible : { $problem }
online-cannot-serve = Impossible de lancer un serveur : { $problem }
online-connected = Connecté à { $server } sur { $address }.
online-not-connected = Non connecté : connectez-vous d'abord à un serveur.
online-connection-lost = Connexion perdue : { $problem }
online-rejoining = Connexion perdue ({ $problem }) ; retour dans la partie { $code }…
online-refused = Refusé : { $problem }
online-server-refused = Le serveur refuse : { $problem }
online-match-over = Partie terminée : { $result }
online-match-ended = La partie { $code } est terminée : { $result }
online-cannot-show = La partie { $code } ne peut pas être affichée ici : { $problem }
online-playing = Vous jouez la partie { $code } à la place { $seat }.
online-watching = Vous regardez la partie { $code }.
online-not-your-seat = Cette place n'est pas la vôtre dans cette partie.
online-record-name = partie { $code }
