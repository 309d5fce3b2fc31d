## Les panneaux propres aux écrans de jeu : la boutique de Provinces, la main et la relecture de
## Robot Race, et le panneau des coups d'une description de jeu. Les raisons données par les
## règles, le résultat d'une partie et les coups, rôles et faits d'une description restent tels quels.

## Provinces. $side vaut red ou blue, le camp qui joue.

provinces-province = { $side ->
    [red] Province rouge
   *[other] Province bleue
} en ({ $x },{ $y })
provinces-coins = { $count ->
    [one] { $count } pièce
   *[other] { $count } pièces
}
provinces-tiles = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}
provinces-income = revenu { $income }/tour
provinces-income-hint = Moitié de { $tiles } (cases) { $farms } (fermes) { $units } (unités) { $buildings } (bâtiments), arrondie en s'éloignant de zéro
provinces-bankrupt = En faillite au prochain tour : ses unités seront perdues
provinces-click-province = { $side ->
    [red] Au tour de Rouge
   *[other] Au tour de Bleu
} : cliquez sur l'une de vos provinces
provinces-to-move = { $side ->
    [red] Au tour de Rouge
   *[other] Au tour de Bleu
}
provinces-end-turn = Fin du tour

## La boutique de Provinces : les articles, et pourquoi l'un d'eux ne peut pas être acheté.

provinces-item-nothing = rien
provinces-item-peasant = paysan
provinces-item-spearman = lancier
provinces-item-baron = baron
provinces-item-knight = chevalier
provinces-item-farm = ferme
provinces-item-tower = tour
provinces-item-strong-tower = tour forte
provinces-item-hint = Coûte { $price }, { $income } pièces par tour ; puis cliquez sur une case éclairée (touche { $key })
provinces-wait = Attendez votre tour
provinces-pick-first = Choisissez d'abord l'une de vos provinces
provinces-too-dear = Coûte { $price }, la province a { $money }
provinces-acted = Cette province a déjà agi ce tour-ci, ou il n'y a nulle part où le placer
provinces-nowhere = Il n'y a nulle part où le placer

## Provinces : ce que dit un clic ou une touche. $reason reprend les mots des règles.

provinces-cannot-place = Impossible de placer ici ({ $item }) : { $reason }.
provinces-not-a-move = Coup impossible : { $reason }.
provinces-legal = il est légal
provinces-their-land = { $side ->
    [red] Cette terre appartient à Rouge
   *[other] Cette terre appartient à Bleu
} ; choisissez l'une de vos propres cases.
provinces-neutral = Terre neutre : choisissez d'abord l'une de vos propres cases.
provinces-cannot-buy = Cette province ne peut pas acheter de { $item } maintenant.
provinces-pick-province-first = Choisissez d'abord l'une de vos provinces (Tab, puis Entrée).

## Robot Race : les robots, l'écran de passage et la ligne d'état.

robots-robot = Robot { $number }
robots-pass-to = Passez à { $name }
robots-look-away = Les autres détournent le regard : la prochaine main est secrète.
robots-show-cards = Je suis { $name } : montrer mes cartes
robots-game-over = Partie terminée : { $reason }
robots-viewing = Vue de la partie après le coup { $move }.
robots-waiting = En attente du joueur suivant.
robots-programming = { $name } programme…

## Robot Race : la main et les registres.

robots-program = { $name } : programmez les registres 1 à { $registers }
robots-program-help = (une carte, ou sa touche numérique, remplit le registre suivant ; un registre ou Retour arrière en retire une)
robots-register = Registre { $number }
robots-key = Touche { $number }
robots-clear = Effacer
robots-run = Lancer
robots-run-hint = Valider le programme (Entrée)
robots-card-move-1 = Avancer 1
robots-card-move-2 = Avancer 2
robots-card-move-3 = Avancer 3
robots-card-back-up = Reculer
robots-card-turn-left = À gauche
robots-card-turn-right = À droite
robots-card-u-turn = Demi-tour

## Robot Race : une manche rejouée. $to et $at sont des cases, (x,y) ; $facing vaut N, E, S ou W.

robots-round = Manche { $round } · registre { $register } sur { $registers }
robots-priority-order = Cartes par ordre de priorité :
robots-playback = Relecture
robots-speed = × vitesse
robots-pause = Pause
robots-resume = Reprendre
robots-pause-hint = Mettre en pause la relecture de la manche ; Pas à pas joue alors une étape
robots-step = Pas à pas
robots-skip = Passer
robots-skip-hint = Montrer la fin de la manche
robots-beat-card = { $robot } joue { $card } (registre { $register })
robots-beat-moved = { $robot } se déplace en { $to }
robots-beat-pushed = { $robot } est poussé en { $to }
robots-beat-carried = { $robot } est transporté en { $to } par un tapis roulant
robots-beat-carried-express = { $robot } est transporté en { $to } par un tapis express
robots-beat-turned = { $robot } se tourne vers { $facing ->
    [N] le nord
    [E] l'est
    [S] le sud
   *[W] l'ouest
}
robots-beat-fell = { $robot } tombe dans une fosse
robots-beat-left = { $robot } sort du plateau
robots-beat-flag = { $robot } touche le drapeau { $flag }
robots-beat-respawned = { $robot } revient en { $at }, tourné vers { $facing ->
    [N] le nord
    [E] l'est
    [S] le sud
   *[W] l'ouest
}

## Le panneau des coups d'une description de jeu. $role est un rôle de la description, dans ses propres mots.

gdl-choose = { $role }, choisissez un coup :
gdl-to-choose = { $role } choisit
gdl-state = État
gdl-no-move = Aucun de vos coups ne désigne cette case.
gdl-several-moves = Plusieurs coups désignent cette case : choisissez-en un dans le panneau.
