## Apprendre à jouer : les étapes des tutoriels (assets/tutorials/<game>.ron nomme ces clés) et
## les mots autour.

tutorial-learn = Apprendre à jouer
tutorial-learn-again = Refaire le tutoriel
tutorial-learn-hint = Une courte partie contre l'ordinateur qui montre les coups étape par étape
tutorial-offer-title = Nouveau venu ?
tutorial-offer = Chaque jeu a un court tutoriel : quelques coups, montrés étape par étape, jusqu'à votre victoire. Choisissez-en un, ou cliquez à tout moment sur « Apprendre à jouer » sur la carte d'un jeu.
tutorial-offer-later = Pas maintenant
tutorial-step = Tutoriel : étape { $step } sur { $steps }
tutorial-finished = Tutoriel terminé
tutorial-real-game = Jouer une vraie partie
tutorial-real-game-hint = Une nouvelle partie contre l'ordinateur au niveau Normal
tutorial-replying = L'ordinateur répond…
tutorial-seat = Tutoriel
tutorial-off-script = Cette partie a quitté le tutoriel ; continuez à jouer comme vous voulez.
tutorial-other-move = Pas { $move } cette fois. { $step }
tutorial-your-turn = Attendez : c'est à vous de jouer.
tutorial-wait-reply = Attendez la réponse de l'ordinateur.
tutorial-no-hint = Dans le tutoriel, les cases éclairées montrent le coup.

tutorial-tictactoe-centre = Vous êtes X et vous jouez en premier. Cliquez sur la case centrale éclairée : le centre est sur quatre lignes, plus que toute autre case.
tutorial-tictactoe-corner = O a pris un bord. Prenez le coin éclairé : vous avez maintenant deux marques sur une diagonale, et O doit la bloquer.
tutorial-tictactoe-fork = O a bloqué. Marquez le coin éclairé : il forme deux lignes à la fois (une colonne et l'autre diagonale), et O ne peut en bloquer qu'une.
tutorial-tictactoe-win = Complétez la ligne que O a laissée ouverte : la case éclairée vous donne trois alignés.
tutorial-tictactoe-done = Trois alignés : vous gagnez ! Créer deux menaces à la fois, c'est ainsi qu'on bat un joueur prudent.

tutorial-kings-move = À chaque tour, vous déplacez une unité d'un pas, dans l'une des huit directions. Avancez votre pion de droite vers le haut, sur la case éclairée.
tutorial-kings-capture = Le pion ennemi est à côté de votre roi. Avancez sur lui pour le prendre : cliquez sur votre pion de gauche, puis sur la case rouge.
tutorial-kings-win = Le roi ennemi est venu à côté de votre pion. Prenez le roi : un joueur qui perd tous ses rois perd la partie.
tutorial-kings-done = Vous avez pris le dernier roi et gagné ! Protégez votre roi avec des pions, et prenez ce qui s'en approche.

tutorial-tactigon-walk = Vous êtes Rouge et jouez en premier. Une pièce avance d'autant de pas qu'elle a de côtés : votre triangle avance jusqu'à trois. Cliquez dessus, puis sur la case éclairée.
tutorial-tactigon-capture = Le cercle ennemi s'est approché. Attaquez-le avec votre cercle : un cercle prend tout ce sur quoi il avance. Cliquez sur votre cercle, puis sur la case rouge.
tutorial-tactigon-win = Le pentagone ennemi est à votre portée. Un triangle prend un pentagone : cliquez sur votre triangle, puis sur le pentagone. Prendre le pentagone, c'est gagner.
tutorial-tactigon-done = Vous avez pris le pentagone et gagné ! Protégez le vôtre ; tenir les deux cases d'or fait aussi gagner.

tutorial-provinces-move = Vous êtes Rouge : votre province a un paysan et 30 pièces. Déplacez le paysan sur la case neutre éclairée pour la prendre pour votre province.
tutorial-provinces-end = Chaque province agit une fois par tour. Cliquez sur « Fin du tour ».
tutorial-provinces-buy = Achetez un paysan : cliquez sur votre province, puis sur « paysan » dans la boutique, puis sur la case éclairée. Il coûte 10 pièces et prend la case.
tutorial-provinces-end-again = Cliquez sur « Fin du tour ».
tutorial-provinces-merge = Déplacez le nouveau paysan sur l'autre : deux paysans fusionnent en un lancier, plus fort.
tutorial-provinces-capture = Une unité prend une case ennemie dont le défenseur est plus faible. Déplacez le lancier sur le paysan bleu.
tutorial-provinces-win = La dernière case de Bleu est coupée et isolée, elle est perdue. Cliquez sur « Fin du tour » pour gagner.
tutorial-provinces-done = Bleu n'a plus de province : vous gagnez ! Surveillez le revenu : chaque unité coûte des pièces à chaque tour.

tutorial-robots-program = Programmez votre robot (celui sur la case éclairée, tourné vers le haut) pour atteindre le drapeau : cliquez sur « Avancer 2 », « Avancer 2 », « À droite », « Avancer 1 », puis sur n'importe quelle carte pour le cinquième registre, et cliquez sur « Lancer ». Les cartes s'exécutent registre par registre, la plus haute priorité d'abord.
tutorial-robots-done = Votre robot a touché le dernier drapeau en premier : vous gagnez ! Sur d'autres plateaux, entre les registres, les tapis déplacent les robots et les fosses les détruisent.

tutorial-gdl-description = Un jeu GDL est un fichier texte qui décrit ses règles : sur la page de préparation, le préréglage en choisit un dans assets/gdl, ou « Ouvrir un fichier .kif… » choisit votre propre fichier .kif. Celui-ci est le morpion. Cliquez sur la case centrale éclairée.
tutorial-gdl-moves = Les coups sont les termes propres à la description, comme (mark 1 1) ; le panneau liste tous les coups légaux. Cliquez sur le coin éclairé ou sur son coup dans le panneau.
tutorial-gdl-legal = Seul ce que la description déclare légal peut être joué. Marquez le coin éclairé pour menacer deux lignes.
tutorial-gdl-goal = La description dit aussi qui gagne : trois alignés. Marquez la case éclairée.
tutorial-gdl-done = Le but de la description vous donne 100 et 0 à l'autre rôle : vous gagnez ! Toute description de assets/gdl se joue de la même façon.
