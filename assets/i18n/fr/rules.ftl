## Chaque jeu tel que le menu le montre : son nom, une ligne pour sa carte, la page des règles, ce que
## sont les pièces de ses images, ses options, ses places et comment y jouer à la souris.

## Provinces

provinces-name = Provinces
provinces-tagline = Territoire, trésors et boutique : faites grandir vos provinces, affamez celles du rival.
provinces-rules-land = Rouge et Bleu possèdent des provinces : des cases d'une même couleur reliées entre elles, chacune avec son propre trésor. À chaque tour, une province gagne grâce à ses cases et à ses fermes et paie l'entretien de ses unités et de ses tours ; une province qui ne peut pas payer fait faillite et perd ses unités.
provinces-rules-shop = Une province achète des unités (paysan, lancier, baron, chevalier), des fermes (à côté de ses autres fermes, chacune plus chère que la précédente) et des tours, et déplace ses unités de deux cases au plus. Une unité prend une case dont l'unité ou le bâtiment est plus faible qu'elle ; les tours interdisent aux unités plus faibles les cases qui les entourent. Deux unités alliées assez faibles fusionnent en une plus forte.
provinces-rules-win = Une prise qui relie deux de vos provinces les fusionne avec leur argent ; une prise qui coupe une province ennemie la divise, et les morceaux d'une seule case sont perdus. Tenez 80 % des terres ou ne laissez aucune province au rival pour gagner.
provinces-piece-peasant = paysan, force 1
provinces-piece-spearman = lancier, 2
provinces-piece-baron = baron, 3
provinces-piece-knight = chevalier, 4
provinces-piece-farm = ferme : plus de revenu
provinces-piece-tower = tour et tour forte (T) : défense
provinces-how-to-play = Cliquez sur une de vos cases pour choisir sa province, puis sur un article de la boutique et une case éclairée pour acheter ; ou sur une unité et une case éclairée pour la déplacer (vert : déplacer, bleu : fusionner, rouge : prendre). Puis « Fin du tour ». Clic droit ou Échap annule.
provinces-seat-red = Rouge
provinces-seat-blue = Bleu
provinces-option-move-set = Système de coups
provinces-option-move-set-help = Une province à la fois : chaque province fait une action par tour, ligne par ligne (antiyomacy en ligne de commande) ; Tour libre : chaque unité bouge une fois et les provinces achètent tout ce qu'elles peuvent payer (free-turn).
# Les deux valeurs du système de coups, telles que le menu les affiche.
provinces-option-move-set-antiyomacy = Une province à la fois
provinces-option-move-set-free-turn = Tour libre
provinces-option-round-limit = Limite de tours
provinces-option-round-limit-help = La partie s'arrête après ce nombre de tours ; l'évaluation de référence décide.

## Tactigon

tactigon-name = Tactigon
tactigon-tagline = Une escarmouche sur cases hexagonales entre cercles, triangles, carrés et un pentagone.
tactigon-rules-pieces = Deux camps, Cyan et Rouge, ont chacun six cercles, trois triangles, trois carrés et un pentagone. Un coup déplace une pièce le long d'un chemin d'au plus autant de pas qu'elle a de côtés, par des cases vides seulement ; elle peut s'arrêter sur une case vide ou avancer sur un ennemi qu'elle peut attaquer.
tactigon-rules-combat = Combat : un cercle prend tout ; un triangle prend tout sauf un cercle, avec lequel il s'échange (les deux sont perdus) ; un carré prend les carrés et le pentagone, s'échange avec un triangle et ne peut pas attaquer un cercle ; un pentagone ne prend qu'un pentagone. Un attaquant vainqueur occupe la case.
tactigon-rules-win = Vous gagnez quand le pentagone ennemi est pris, ou quand vous tenez toutes les cases d'or au début de votre tour. Un camp sans coup légal perd ; 100 tours sans prise font match nul.
tactigon-piece-circle = cercle : 1 pas
tactigon-piece-triangle = triangle : 3 pas
tactigon-piece-square = carré : 4 pas
tactigon-piece-pentagon = pentagone : 5 pas ; le perdre, c'est perdre
tactigon-how-to-play = Cliquez sur une pièce, puis sur une case éclairée : vert pour se déplacer, rouge pour attaquer. Cliquez ailleurs, clic droit ou Échap pour annuler.
tactigon-seat-cian = Cyan
tactigon-seat-red = Rouge
tactigon-option-jumping-squares = Carrés sauteurs
tactigon-option-jumping-squares-help = Les carrés peuvent passer par-dessus toute pièce, sauf un carré ennemi.
tactigon-option-gold-boost = Bonus d'or
tactigon-option-gold-boost-help = Une pièce qui commence son tour sur une case d'or gagne un pas de plus.

## Rois et pions

kings-name = Rois et pions
kings-tagline = Une escarmouche façon échecs sur des cartes de toute forme : protégez vos rois.
kings-rules-moves = Chaque camp a des rois et des pions sur une carte de cases carrées, trous et formes irrégulières permis. Un coup déplace une unité d'un pas dans l'une des huit directions, vers une case qui existe et ne porte aucune unité alliée ; avancer sur un ennemi le prend.
kings-rules-win = Un camp qui a perdu tous ses rois perd, de même qu'un camp sans coup légal. Cent tours sans prise font match nul.
kings-piece-king = roi : les perdre tous, c'est perdre
kings-piece-pawn = pion
kings-how-to-play = Cliquez sur une unité, puis sur une case éclairée : vert pour avancer, rouge pour prendre. Cliquez ailleurs, clic droit ou Échap pour annuler.
kings-seat-1 = Joueur 1
kings-seat-2 = Joueur 2

## Morpion

tictactoe-name = Morpion
tictactoe-tagline = Le classique du General Game Playing ; le joueur minimax ne perd jamais.
tictactoe-rules-play = Deux joueurs marquent à tour de rôle une case vide de la grille de trois sur trois, x en premier. Trois marques sur une ligne, une colonne ou une diagonale gagnent ; une grille pleine sans alignement fait match nul.
tictactoe-rules-perfect = Joué parfaitement des deux côtés, c'est toujours un match nul : le joueur minimax explore chaque partie jusqu'au bout et ne perd jamais.
tictactoe-piece-x = x, joue en premier
tictactoe-piece-o = o
tictactoe-how-to-play = Cliquez sur une case vide pour la marquer.
tictactoe-seat-x = x
tictactoe-seat-o = o

## Course de robots

robots-name = Course de robots
robots-tagline = Programmez votre robot avec des cartes et lancez-le sur tapis, engrenages et fosses.
robots-rules-program = À chaque manche, chaque robot reçoit neuf cartes et son joueur en choisit cinq en secret, dans l'ordre, pour les registres un à cinq : avancer de 1, 2 ou 3, reculer, tourner à gauche ou à droite, demi-tour. Puis les programmes s'exécutent registre par registre, la carte de plus haute priorité d'abord.
robots-rules-board = Un robot qui avance pousse les robots sur son chemin, sauf si un mur les arrête. Après chaque registre, les tapis express avancent, puis tous les tapis ; les virages tournent les robots qu'ils portent et les engrenages pivotent. Un robot qui tombe dans une fosse ou hors du plateau est détruit et revient à son dernier drapeau à la fin de la manche.
robots-rules-win = Touchez les drapeaux numérotés dans l'ordre ; le premier robot sur le dernier drapeau gagne. À la limite de manches, les robots sont classés par drapeaux touchés, puis par distance à leur prochain drapeau.
robots-piece-robot = un robot, avec son numéro
robots-piece-flag = un drapeau, avec son rang
robots-how-to-play = Cliquez sur des cartes de votre main pour remplir les registres 1 à 5 dans l'ordre ; cliquez sur un registre pour reprendre sa carte. Le tracé en pointillés montre le programme sur un plateau vide. « Lancer » le valide.
robots-seat-1 = Robot 1
robots-seat-2 = Robot 2
robots-seat-3 = Robot 3
robots-seat-4 = Robot 4
robots-option-robots = Robots
robots-option-robots-help = Nombre de robots en course (2 à 4, selon les départs du plateau) ; les places en trop ne jouent pas.
robots-option-rounds = Limite de manches
robots-option-rounds-help = Après ce nombre de manches, les robots sont classés par drapeaux touchés, puis par distance à leur prochain drapeau.

## Jeu général (General Game Playing)

gdl-name = Jeu général
gdl-tagline = Tout jeu écrit en GDL, joué par des joueurs de recherche et de Monte-Carlo qui ne connaissent aucun jeu.
gdl-rules-description = Le jeu est une description en Game Description Language (syntaxe KIF) : ses rôles, son départ, ses coups légaux, ses états suivants, sa fin et ses buts. Chaque préréglage est un fichier .kif de assets/gdl/ ; les places sont ses rôles, et les places au-delà ne jouent pas.
gdl-rules-steps = Chaque rôle joue à chaque étape. Un rôle qui n'a qu'un coup légal (un noop pendant qu'un autre joue) est sauté ; quand plusieurs rôles choisissent à la même étape, chaque choix reste caché jusqu'à ce que le dernier rôle ait choisi. Le but le plus élevé gagne ; des buts égaux font match nul.
gdl-piece-cell = une valeur d'une case du plateau, à la couleur de son rôle
gdl-how-to-play = Cliquez sur un coup dans le panneau, ou sur la case du plateau que désigne un coup.
gdl-seat-1 = Rôle 1
gdl-seat-2 = Rôle 2
gdl-seat-3 = Rôle 3
gdl-seat-4 = Rôle 4
gdl-seat-5 = Rôle 5
gdl-seat-6 = Rôle 6
gdl-seat-7 = Rôle 7
gdl-seat-8 = Rôle 8
gdl-option-step-limit = Limite d'étapes
gdl-option-step-limit-help = Une partie qui n'est pas finie après ce nombre d'étapes est nulle (« pas de fin en N étapes ») : GDL exige que toute partie se termine, et une description erronée continuerait sinon sans fin.
gdl-open-file = Ouvrir un fichier .kif…
gdl-file-filter = Description GDL

## Les joueurs ordinateur d'un jeu : un nom pour la page de préparation et les places à côté du
## plateau, et une ligne sur sa façon de jouer.

level-beginner = Débutant
level-beginner-help = Joue des coups plausibles mais rate souvent le meilleur : pour vos premières parties
level-easy = Facile
level-easy-help = Voit ce qu'un coup gagne dans l'immédiat, et se trompe de temps en temps
level-normal = Normal
level-normal-help = Voit quelques coups à l'avance ; une erreur de temps à autre
level-hard = Difficile
level-hard-help = Voit plus loin et ne se trompe pas
level-expert = Expert
level-expert-help = Le joueur ordinateur le plus fort que la suite propose pour ce jeu
ai-random = aléatoire
ai-random-help = un coup légal au hasard
ai-greedy = glouton
ai-greedy-help = la meilleure position un coup plus loin
ai-minimax = minimax
ai-minimax-help = recherche alpha-bêta jusqu'au temps de réflexion ou à la profondeur
ai-uct = uct
ai-uct-help = recherche arborescente Monte-Carlo (UCT) jusqu'au temps de réflexion
ai-htn = htn
ai-htn-help = planifie avec le domaine HTN du jeu (assets/ai/)
ai-search = recherche
ai-search-help = recherche exacte quand elle convient : casse-têtes, alpha-bêta à deux rôles, max-n au-delà
ai-novice = novice
ai-novice-help = le meilleur de 2 programmes aléatoires
ai-easy = facile
ai-easy-help = le meilleur de 5 programmes aléatoires
ai-normal = normal
ai-normal-help = le meilleur de 100 programmes aléatoires (la référence de la fiche)
ai-hard = difficile
ai-hard-help = le meilleur de tous les programmes des cartes reçues
