## L'éditeur de cartes : sa barre, les outils, les problèmes et ce que disent ses actions.

editor-title = Éditeur de cartes : { $game }
editor-back = Retour
editor-back-hint = Vers la préparation du jeu
editor-name = Nom
editor-undo = Annuler
editor-undo-hint = Ctrl+Z
editor-redo = Rétablir
editor-redo-hint = Ctrl+Y
editor-size = Taille
editor-resize = Redimensionner
editor-file = Fichier : { $file }
editor-save = Enregistrer
editor-save-hint = Une carte avec des problèmes est enregistrée comme brouillon
editor-save-as = Enregistrer sous
editor-save-as-hint = nouveau-nom
editor-play = Jouer cette carte
editor-play-hint = L'enregistrer et y lancer une partie
editor-set = Définir
editor-problems-title = Problèmes
editor-no-problems = Aucun : la carte est jouable.
editor-problem-at = en ({ $x },{ $y }) : { $problem }
editor-mark-hint = Cliquer pour marquer la case
editor-help = Cliquez sur une case pour y appliquer l'outil choisi ; faites glisser pour peindre. Une carte avec des problèmes est enregistrée comme brouillon mais ne peut pas être jouée.

## Ce que disent les actions de l'éditeur.

editor-no-editor = { $game } n'a pas d'éditeur de cartes
editor-cannot-open = Impossible d'ouvrir la carte : { $problem }
editor-nothing-to-undo = rien à annuler
editor-nothing-to-redo = rien à rétablir
editor-saved = Enregistré : { $file }
editor-saved-draft = Enregistré : { $file } (un brouillon : elle a des problèmes)
editor-not-in-catalog = { $game } n'est pas dans le catalogue
editor-unsaved-back = La carte a des modifications non enregistrées : enregistrez-les, ou appuyez encore sur Retour pour partir sans elles
editor-unsaved-close = La carte a des modifications non enregistrées : enregistrez-les, ou fermez encore la fenêtre pour quitter sans elles
