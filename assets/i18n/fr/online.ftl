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

## Ce que dit le serveur : pourquoi il refuse une demande et comment une partie s'est terminée. $code
## est le code d'une partie ; $seat le nom d'une place (rules.ftl) ou son numéro ; $what l'un des
## noms online-field-*.

online-result-wins = { $seat } gagne : { $reason }
online-forfeit = { $seat } perd par forfait : absent depuis plus de { $seconds } s
online-not-kept = le serveur n'a pas pu enregistrer ceci pour l'instant : réessayez
online-match-moved = cette partie est désormais servie par un autre serveur du service : reconnectez-vous pour continuer
online-hello-first = envoyez d'abord Hello avec votre version du protocole
# $server et $client sont des numéros de version du protocole.
online-other-version = ce serveur parle le protocole { $server } et votre client le protocole { $client } : utilisez la même version de Stratagem que le serveur
online-field-name = le nom
online-field-code = le code de partie
online-field-token = le jeton
online-field-too-long = { $what } dépasse { $max } caractères
online-field-control = { $what } contient des caractères de contrôle
online-no-match = aucune partie { $code } sur ce serveur
online-server-cannot-show = la partie { $code } ne peut pas être affichée sur ce serveur
online-server-full = ce serveur est plein : { $count } parties sont en cours
online-new-with-moves = une nouvelle partie commence sans aucun coup
online-seat-not-for-people = la place { $seat } n'est pas une place pour une personne
online-match-over-refused = la partie est terminée : { $result }
online-no-such-seat = la partie n'a pas de place { $seat }
online-seat-taken = la place { $seat } est prise
online-every-seat-taken = toutes les places sont prises : regardez la partie à la place
online-token-no-seat = ce jeton ne correspond à aucune place de cette partie
online-seat-taken-back = votre place a été reprise depuis une autre connexion
online-rejoin-first = revenez dans la partie avec votre jeton avant de jouer
online-computer-plays-seat = un ordinateur joue cette place : revenez dans la partie pour la reprendre
# La partie compte $revision coups ; le coup du client était prévu pour après $sent coups.
online-move-too-late = la partie en est au coup { $revision }, pas { $sent } : votre coup est arrivé trop tard
online-move-too-long = le coup est trop long
online-too-many-messages = trop de messages : ralentissez
online-no-hello-in-time = pas de Hello à temps : connexion fermée
# Un message que le serveur n'a pas pu lire ; $problem est le texte du lecteur lui-même.
online-bad-message = { $problem }
