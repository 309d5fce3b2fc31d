## Le lobby de la page en ligne (`stratagem lobby`) : l'identification, les parties classées, la
## partie d'un ami par code, vos parties et les meilleurs joueurs. $problem est le texte du lobby
## lui-même (en anglais).

lobby-title = Lobby
lobby-address = Lobby
lobby-address-hint = hôte:port d'un lobby Stratagem (port { $port } s'il est omis)
lobby-password = Mot de passe
lobby-log-in = S'identifier
lobby-sign-up = Créer un compte
lobby-guest = Jouer en invité
lobby-log-out = Se déconnecter
lobby-logged-in = Identifié en tant que { $name }.
lobby-logged-in-guest = Vous jouez en invité ({ $name }) : parties par code uniquement.
lobby-working = Interrogation du lobby…
lobby-refused = Le lobby répond : { $problem }
lobby-cannot-reach = Impossible de joindre le lobby : { $problem }
lobby-ranked = Partie classée
lobby-ranked-game = Jeu
lobby-queue = Trouver un adversaire
lobby-leave-queue = Arrêter de chercher
# $rating est le classement du joueur, $seconds depuis combien de temps il attend.
lobby-waiting = Recherche d'un adversaire autour de { $rating } ({ $seconds } s)…
lobby-matched = Adversaire trouvé : { $opponent } ({ $rating }), connexion à la partie…
lobby-your-rating = Votre classement en { $game } : { $rating } ± { $deviation } { $games ->
    [one] ({ $games } partie)
   *[other] ({ $games } parties)
}
# Après une partie classée : le classement avant et après, et la variation avec son signe.
lobby-rating-change = Dernière partie : de { $before } à { $after } ({ $change })
lobby-rating-moved = de { $before } à { $after } ({ $change })
lobby-unrated = Aucune partie classée en { $game } pour l'instant.
lobby-friend = Partie avec un ami
lobby-host = Héberger via le lobby
lobby-code-hint = le code que votre ami vous donne
lobby-join-code = Rejoindre
lobby-watch-code = Regarder
lobby-history = Vos parties
lobby-history-empty = Aucune partie pour l'instant.
lobby-result-win = victoire
lobby-result-loss = défaite
lobby-result-draw = nulle
lobby-result-forfeit = forfait
lobby-result-playing = en cours
lobby-versus = contre { $names }
lobby-replay = Revoir
lobby-leaderboard = Meilleurs joueurs
lobby-refresh = Actualiser
lobby-by-address = Ou se connecter à un serveur par son adresse
