## Learn to play: the tutorials' steps (assets/tutorials/<game>.ron names these keys), and the
## words around them.

tutorial-learn = Learn to play
tutorial-learn-again = Learn to play again
tutorial-learn-hint = A short game that shows the moves step by step, against the computer
tutorial-offer-title = New here?
tutorial-offer = Every game has a short tutorial: a few moves, shown step by step, ending in your win. Pick one, or press Learn to play on a game's card any time.
tutorial-offer-later = Not now
tutorial-step = Tutorial: step { $step } of { $steps }
tutorial-finished = Tutorial done
tutorial-real-game = Play a real game
tutorial-real-game-hint = A new game against the computer at Normal
tutorial-replying = The computer answers…
# Who plays the computer's seat in a tutorial: the script.
tutorial-seat = Tutorial
tutorial-off-script = This game has left the tutorial; play on as you like.
tutorial-other-move = Not { $move } this time. { $step }
tutorial-your-turn = Wait: it is your move.
tutorial-wait-reply = Wait for the computer's answer.
tutorial-no-hint = In the tutorial the lit tiles show the move.

tutorial-tictactoe-centre = You are X, and you move first. Click the lit centre cell: the centre lies on four lines, more than any other cell.
tutorial-tictactoe-corner = O took an edge. Take the lit corner: now you have two marks on a diagonal, and O must block it.
tutorial-tictactoe-fork = O blocked. Mark the lit corner: it makes two lines at once (a column and the other diagonal), and O can block only one.
tutorial-tictactoe-win = Complete the line O left open: the lit cell gives you three in a row.
tutorial-tictactoe-done = Three in a row: you win! Making two threats at once is the way to beat a careful player.

tutorial-kings-move = Each turn you move one unit one step, in any of the eight directions. Move your right pawn up to the lit tile.
tutorial-kings-capture = The enemy pawn stands next to your king. Step onto it to capture it: click your left pawn, then the red tile.
tutorial-kings-win = Their king came next to your pawn. Capture the king: a player who loses every king loses the game.
tutorial-kings-done = You took the last king and won! Guard your own king with pawns, and capture what comes near it.

tutorial-tactigon-walk = You are red and move first. A piece walks as many steps as it has sides: your triangle walks up to three. Click it, then the lit tile.
tutorial-tactigon-capture = Their circle came close. Attack it with your circle: a circle captures anything it steps onto. Click your circle, then the red tile.
tutorial-tactigon-win = Their pentagon moved within reach. A triangle captures a pentagon: click your triangle, then the pentagon. Capturing the pentagon wins.
tutorial-tactigon-done = You captured the pentagon and won! Guard yours; holding both gold tiles wins too.

tutorial-provinces-move = You are red: your province has a peasant and 30 coins. Move the peasant onto the lit neutral tile to take it for your province.
tutorial-provinces-end = Each province acts once a turn. Press End turn.
tutorial-provinces-buy = Buy a peasant: click your province, then Peasant in the shop, then the lit tile. It costs 10 coins and takes the tile.
tutorial-provinces-end-again = Press End turn.
tutorial-provinces-merge = Move the new peasant onto the other one: two peasants merge into a spearman, who is stronger.
tutorial-provinces-capture = A unit takes an enemy tile whose defender is weaker. Move the spearman onto the blue peasant.
tutorial-provinces-win = Blue's last tile is cut off alone and is wiped out. Press End turn to win.
tutorial-provinces-done = Blue has no province left: you win! Keep an eye on income: every unit costs coins each round.

tutorial-robots-program = Program your robot (the one at the lit tile, facing up) to reach the flag: click Move 2, Move 2, Turn right, Move 1, then any card for the fifth register, and press Run. Cards run register by register, the higher priority first.
tutorial-robots-done = Your robot touched the last flag first: you win! On other floors, belts and pits move and destroy robots between registers.

tutorial-gdl-description = A GDL game is a text file that describes its rules: the setup page's list picks one from assets/gdl, and Open a .kif file… picks your own. This one is tic-tac-toe. Click the lit centre cell.
tutorial-gdl-moves = Moves are the description's own terms, like (mark 1 1); the panel lists every legal one. Click the lit corner or its move in the panel.
tutorial-gdl-legal = Only what the description says is legal can be played. Mark the lit corner to threaten two lines.
tutorial-gdl-goal = The description also says who wins: three in a row. Mark the lit cell.
tutorial-gdl-done = The description's goal gives you 100 and the other role 0: you win! Any description in assets/gdl plays the same way.
