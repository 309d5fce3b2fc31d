## Le menu principal : les cartes des jeux, la préparation et les règles d'un jeu, les réglages et les parties enregistrées.

menu-title = Stratagem
menu-subtitle = Des jeux de stratégie au tour par tour, avec des adversaires qui réfléchissent.
menu-continue = Reprendre la dernière partie
menu-continue-hint = Charger la sauvegarde automatique et continuer
menu-online = Jouer en ligne
menu-online-hint = Créer, rejoindre ou regarder des parties sur un serveur
menu-all-games = Tous les jeux
menu-play = Jouer
menu-rules = Règles
menu-edit-map = Modifier la carte
menu-edit-copy-hint = Modifier une copie de cette carte
menu-edit-yours-hint = Modifier cette carte, qui est la vôtre
menu-new-map = Nouvelle carte
menu-new-map-hint = Créer une carte dans l'éditeur
menu-preview = Aperçu
menu-htn-broken = Domaine HTN non chargé : { $problem }
menu-start = Commencer
menu-host-online = Héberger en ligne
menu-how-to-play = Comment jouer
menu-saved-games = Parties enregistrées
menu-saved-continue = Reprendre
menu-saved-continue-hint = Charger la partie et continuer
menu-saved-replay = Revoir
menu-saved-replay-hint = La revoir depuis le premier coup

## Réglages de la page d'accueil.

settings-text-size = taille du texte
settings-game-colours = couleurs du jeu
settings-colour-blind = couleurs adaptées aux daltoniens
settings-colour-blind-hint = Bleu, orange, vert et vermillon, distincts pour toutes les formes courantes de daltonisme
settings-volume = volume
settings-mute = muet (M)
settings-mute-hint = M coupe et rétablit le son pendant une partie
settings-language = Langue
settings-language-system = Comme le système ({ $language })

## La préparation d'une partie.

setup-preset = Carte prédéfinie
setup-choose = (choisir)
setup-preset-entry = { $name } ({ $id })
setup-preset-entry-yours = { $name } ({ $id }, votre carte)
setup-preset-broken = Carte défectueuse : { $problem }
setup-file = Ou un fichier
setup-options = Options
setup-who-starts = Qui commence
setup-by-rules = selon les règles
setup-random = au hasard
setup-plays = { $seat } joue
setup-seed = Graine
setup-seed-hint = Le nombre dont découle chaque tirage au hasard de la partie : la même graine et les mêmes coups donnent la même partie
setup-who-starts-hint = Quel camp joue le premier coup
setup-advanced = Avancé : les joueurs pour ingénieurs
setup-advanced-hint = Les joueurs ordinateur derrière les niveaux, avec leurs réglages de recherche
setup-think-time-hint = Combien de temps l'ordinateur réfléchit à chaque coup
setup-eval-hint = Comment la recherche note une position : ajustée (plus forte) ou celle de l'implémentation de référence
setup-no-file = Aucun fichier choisi (un bureau sans sélecteur de fichiers n'en montre pas) : tapez son chemin.
setup-type-path = ou tapez son chemin
setup-use = Utiliser
setup-playing-file = Partie sur { $file }
setup-human = humain
setup-human-hint = Vous, devant cet ordinateur
setup-remote = à distance
setup-remote-hint = Une personne sur un autre ordinateur : Commencer héberge la partie sur le serveur choisi sous Jouer en ligne
setup-ggp = Joueur GGP
setup-ggp-hint = Un joueur général ailleurs, tout programme qui parle le protocole GGP (stratagem ggp-player, les joueurs de ggp-base) : il reçoit la description et joue avec 10 s d'horloge de départ et 5 s par coup
setup-ggp-address = Adresse
setup-ggp-address-hint = Où le joueur écoute : HÔTE:PORT, comme 127.0.0.1:9147
setup-ggp-at = Joueur GGP à { $address }
setup-think-time = temps de réflexion
unit-seconds = s
setup-max-depth = profondeur max.
setup-no-limit = 0 : sans limite
setup-eval-tuned = évaluation ajustée
setup-eval-reference = évaluation de référence
setup-threads = fils
setup-threads-hint = 0 : tous les cœurs sauf un
setup-quiescence = quiescence
setup-quiescence-hint = résoudre les prises au-delà de la profondeur limite (jeux avec prises)

## La page Historique et la ligne de chaque carte de jeu : les résultats du joueur par jeu et par adversaire.

menu-history = Historique
menu-history-hint = Vos parties, victoires, défaites et nulles par jeu et par adversaire
history-card = { $games } jouées : { $wins } gagnées, { $losses } perdues, { $draws } nulles
history-intro = Les parties que vous avez terminées ici contre l'ordinateur ou contre une personne en ligne. Les parties entre joueurs de l'ordinateur et celles de plusieurs personnes devant cet ordinateur ne sont pas comptées.
history-none = Aucune partie comptée pour l'instant.
history-opponent = Adversaire
history-games = Parties
history-wins = Victoires
history-losses = Défaites
history-draws = Nulles
history-all = Total
history-remote = une personne en ligne
history-broken = Statistiques non utilisées, le compte repart de zéro : { $problem } ; le fichier a été gardé sous { $file }.
history-not-moved = Statistiques non utilisées : { $problem } ; le fichier n'a pas pu être mis de côté ({ $error }), donc aucune partie n'est comptée tant qu'il est là.
# Le fichier de réglages n'a pas pu être utilisé : $problem est ce qui n'allait pas (le fichier, puis le
# problème), $file l'endroit où le fichier a été déplacé, $error pourquoi il n'a pas pu être déplacé.
settings-broken = Réglages non utilisés, valeurs par défaut à la place : { $problem } ; le fichier a été gardé sous { $file }.
settings-not-moved = Réglages non utilisés, valeurs par défaut à la place : { $problem } ; le fichier n'a pas pu être mis de côté ({ $error }), donc les réglages ne seront pas enregistrés par-dessus.
# Une valeur du fichier de réglages hors de sa plage ; $field est son nom dans le fichier.
settings-out-of-range = { $field } doit aller de { $min } à { $max }, pas { $value }
