## The review of a game: each side's standing over the game from the strongest computer player, and the biggest mistakes.

review-open = Review
review-open-help = The strongest computer player goes through the game: how each side stood after every move, and the biggest mistakes
review-saved-help = Replay this game with its review
review-title = Review
review-thinking = The strongest computer player is going through the game...
review-progress = { $done } of { $total } positions
review-failed = No review: { $why }
review-graph-help = Each side's standing after every move, from lost (bottom) to won (top); a red dot is a mistake. Click to see the position there.
review-mistakes = Biggest mistakes
review-no-mistakes = No big mistakes: well played.
review-mistake = Move { $number }: { $seat } played { $move }
review-choose = Choose a mistake to see its position and the better move.
review-played = Played: { $move }
review-better = Better: { $move } (lit on the board)
review-retry = Retry from here
review-retry-help = A new game from this position, with you in the seat that made the mistake and the same players in the others: try the better move
