## L'écran de jeu : le curseur du plateau, qui doit jouer, les coups au fil de la partie, les panneaux et les touches.

play-cursor-tile = Case { $x }, { $y }
play-online-match = Partie en ligne { $code }
# Le serveur a envoyé une vue de la partie que le jeu n'a pas pu lire ; $problem dit pourquoi.
play-online-view-error = partie { $code } : { $problem }
play-leave = Quitter
play-new-game = Nouvelle partie
play-menu = Menu
play-keys-button = Touches (F1)
play-wins = { $seat } gagne
play-draw = Match nul
play-rematch = Revanche
play-rematch-hint = La même partie, camps inversés
play-hide = Masquer
play-game-over = Partie terminée : { $reason }
play-to-move = Au tour de { $seat }
play-last-move = Dernier coup : { $seat } : { $move }
play-moves-played = Coups joués : { $count }
play-plan = Plan de { $seat } :
gdl-plan-proven = { $move } : but { $goal }, prouvé, après { $nodes } { $nodes ->
    [one] nœud
   *[other] nœuds
}
gdl-plan-expected = { $move } : but { $goal } attendu, après { $nodes } { $nodes ->
    [one] nœud
   *[other] nœuds
}
play-htn-not-reloaded = Domaine HTN non rechargé : { $problem }
play-seat-to-move = à jouer
play-thinking = réfléchit…
play-thinking-depth = réfléchit… profondeur { $depth }
play-search-figures = { $nodes } nœuds, { $speed } k nœuds/s, score { $score }
play-score-win = gain en { $plies }
play-score-loss = perte en { $plies }
play-line = variante : { $moves }
play-undo = Annuler
play-redo = Rétablir
play-save = Enregistrer
play-save-hint = Enregistrer la partie dans le dossier des parties sauvegardées
play-fit = Ajuster le plateau
play-hint = Indice
play-hint-help = Le joueur ordinateur le plus fort propose un coup (H) ; la liste des coups le note
play-hint-thinking = Recherche d'un bon coup...
play-hint-move = Indice : { $move }
play-hint-then = puis { $moves }
play-hint-none = Pas d'indice : { $why }
play-hint-not-now = Un indice ne vaut que pour votre propre coup dans la partie en cours
play-hint-time = s de réflexion pour un indice
play-hint-time-help = Combien de temps le joueur ordinateur le plus fort réfléchit avant de proposer un coup
play-ai-pace = Rythme de l'IA
play-resume = Reprendre
play-pause = Pause
play-step = Un coup
play-seconds-between-moves = s entre les coups
play-animation-speed = vitesse d'animation
play-animation-hint = Vitesse à laquelle les pièces glissent, s'estompent et apparaissent ; 0 coupe le mouvement
play-not-a-target = pas une cible
play-pick-cancelled = Sélection annulée : { $why }.
play-not-yours = Cette pièce est à { $owner } ; choisissez-en une de { $seat }.
play-hover-move = Clic ou Entrée : { $steps }
play-hover-not-a-move = Coup impossible : { $why }

## La liste des coups.

play-moves = Coups
play-log-first = Position de départ
play-log-back = Un coup en arrière
play-log-forward = Un coup en avant
play-log-live = Retour à la partie
play-log-stop = Arrêter
play-log-play = Lire
play-log-play-hint = Rejouer les coups à la vitesse choisie
play-seconds-per-move = s par coup
play-viewing = Position après le coup { $shown } sur { $last }
play-log-start = 0. début
play-log-hinted = après un indice

## La fenêtre « Touches et souris » : les noms des touches, puis leur effet.

play-keys-title = Touches et souris
play-close = Fermer
key-left-click = Clic gauche
key-right-click = Clic droit
key-arrows = Flèches
key-enter-space = Entrée ou Espace
key-escape = Échap
key-wheel = Molette
key-drag = Glisser avec le bouton droit ou central, Maj+flèches
key-one-to-seven = 1 à 7
key-cards = 1 à 9, Retour arrière, Entrée
key-help = F1 ou ?
play-keys-left-click = choisir une pièce, puis une case éclairée où aller
play-keys-right-click = annuler la sélection
play-keys-arrows = déplacer le curseur du plateau (sur les plateaux hexagonaux aussi pavé numérique 7 8 9 1 2 3)
play-keys-enter = sur la case du curseur : ce que fait un clic gauche
play-keys-tab = la pièce suivante / précédente qui peut bouger, ou la cible suivante de la pièce choisie
play-keys-f6 = les touches passent aux panneaux (Tab, Entrée) et reviennent
play-keys-escape = annuler la sélection, fermer cette aide, masquer le résultat
play-keys-undo = revenir à votre dernier coup / rétablir
play-keys-wheel = zoomer vers le pointeur
play-keys-drag = déplacer le plateau
play-keys-fit = ajuster le plateau à la fenêtre
play-keys-pause = mettre en pause ou relancer l'ordinateur
play-keys-step = en pause : un coup de l'ordinateur
play-keys-new-game = une nouvelle partie (la graine suivante)
play-keys-log = afficher ou masquer la liste des coups
play-keys-hint = demander un indice pour votre coup
play-keys-sound = couper ou rétablir le son
play-keys-end-turn = finir le tour (Provinces)
play-keys-shop = choisir un article de la boutique (Provinces)
play-keys-cards = programmer une carte, en reprendre une, lancer (Course de robots)
play-keys-help = afficher ou masquer cette aide

## Ce que dit l'écran de jeu quand un coup ou une commande est impossible. $why est la raison donnée par les règles.

play-viewing-move = Vous regardez le coup { $ply } : revenez à la partie pour jouer.
play-wait-computer = Patientez : c'est à l'ordinateur de jouer.
play-nothing-to-undo = Rien à annuler : vous n'avez encore joué aucun coup.
play-nothing-to-redo = Rien à rétablir.
play-position-unknown = Cette position est inconnue ici : la partie a été rejointe en cours de route.
play-illegal-move = Coup illégal : { $why }.
play-not-your-turn = c'est au tour de { $seat }
# Un joueur ordinateur n'a pas pu choisir (une erreur à lui, un plantage, un coup illégal) ; $player
# est son type tel que le programme le nomme (minimax, uct, htn…), $why ses propres mots.
ai-fallback = { $player } : { $why } ; un coup légal au hasard a été joué à la place
ggp-fallback = le joueur GGP à { $address } n'a donné aucun coup légal ({ $why }) ; un coup légal au hasard a été joué à la place
play-ai-illegal = a proposé un coup illégal ({ $why }) ; un coup légal au hasard a été joué à la place
play-move-on-its-way = Patientez : votre dernier coup est en route.
play-not-connected = Non connecté au serveur de la partie.
play-server-move-unshown = Impossible d'afficher le coup du serveur : { $error }. Revenez dans la partie.
play-saved-to = Enregistré dans { $path }
play-not-saved = Non enregistré : { $error }
play-autosave-failed = Échec de l'enregistrement automatique : { $error }

## Une partie sauvegardée ou une relecture dont les règles refusent les coups. $number compte les coups à partir de 1 ;
## $move est le coup tel que l'enregistrement l'écrit ; $why est la raison donnée par les règles.

record-bad-move = coup { $number } "{ $move }" : { $why }
