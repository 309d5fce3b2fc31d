## Each game as the menu shows it: its name, one line for its card, the rules page, what its
## pictures' pieces are, its options, its seats and how to play it with the mouse.

## Provinces

provinces-name = Provinces
provinces-tagline = Territory, treasuries and a shop: grow your provinces, starve your rival's.
provinces-rules-land = Red and blue own provinces: connected tiles of one colour, each with its own treasury. Each round a province earns from its tiles and farms and pays upkeep for its units and towers; a province that cannot pay goes bankrupt and loses its units.
provinces-rules-shop = A province buys units (peasant, spearman, baron, knight), farms (next to its other farms, dearer with each one) and towers, and moves its units up to two tiles. A unit takes a tile whose unit or building is weaker than it; towers keep weaker units out of the tiles around them. Two own units of small enough strength merge into a stronger one.
provinces-rules-win = A capture that joins two of your provinces merges them and their money; one that cuts an enemy province splits it, and one-tile pieces are lost. Hold 80% of the land or leave the rival no province to win.
provinces-piece-peasant = peasant, strength 1
provinces-piece-spearman = spearman, 2
provinces-piece-baron = baron, 3
provinces-piece-knight = knight, 4
provinces-piece-farm = farm: more income
provinces-piece-tower = tower and strong tower (T): defence
provinces-how-to-play = Click one of your tiles to pick its province, then a shop item and a lit tile to buy; or click a unit and a lit tile to move it (green: move, blue: merge, red: capture). End turn when done. Right-click or Escape cancels.
provinces-seat-red = Red
provinces-seat-blue = Blue
provinces-option-move-set = Move set
provinces-option-move-set-help = One province at a time: each province does one thing per turn, in row-major order (antiyomacy on the command line); Free turn: every unit moves once and provinces buy as much as they can afford (free-turn).
# The move set's two values, as the menu shows them.
provinces-option-move-set-antiyomacy = One province at a time
provinces-option-move-set-free-turn = Free turn
provinces-option-round-limit = Round limit
provinces-option-round-limit-help = The game ends after this many rounds; the reference evaluation decides.

## Tactigon

tactigon-name = Tactigon
tactigon-tagline = A hex-board skirmish of circles, triangles, squares and a pentagon.
tactigon-rules-pieces = Two sides, cian and red, each with six circles, three triangles, three squares and one pentagon. A turn moves one piece along a path of up to as many steps as it has sides, through empty tiles only; it may end on an empty tile or step onto an enemy it may attack.
tactigon-rules-combat = Combat: a circle captures anything; a triangle captures all but a circle, with which it trades (both are lost); a square captures squares and the pentagon, trades with a triangle and cannot attack a circle; a pentagon only captures a pentagon. A winning attacker takes the tile.
tactigon-rules-win = You win when the enemy pentagon is captured, or when you hold every gold tile at the start of your turn. A side with no legal move loses; 100 turns without a capture is a draw.
tactigon-piece-circle = circle: 1 step
tactigon-piece-triangle = triangle: 3 steps
tactigon-piece-square = square: 4 steps
tactigon-piece-pentagon = pentagon: 5 steps; lose it and you lose
tactigon-how-to-play = Click a piece, then a lit tile: green to move, red to attack. Click elsewhere, right-click or Escape to cancel.
tactigon-seat-cian = Cian
tactigon-seat-red = Red
tactigon-option-jumping-squares = Jumping squares
tactigon-option-jumping-squares-help = Squares may pass over any piece except an enemy square.
tactigon-option-gold-boost = Gold boost
tactigon-option-gold-boost-help = A piece that starts its turn on a gold tile gets one more step.

## Kings & Pawns

kings-name = Kings & Pawns
kings-tagline = A chess-like skirmish on maps of any shape: guard your kings.
kings-rules-moves = Each side has kings and pawns on a map of square tiles, gaps and odd shapes allowed. A turn moves one unit one step in any of the eight directions, onto a tile that exists and holds no friendly unit; stepping onto an enemy captures it.
kings-rules-win = A side that has lost every king loses, and so does a side with no legal move. A hundred turns without a capture is a draw.
kings-piece-king = king: lose them all and you lose
kings-piece-pawn = pawn
kings-how-to-play = Click a unit, then a lit tile: green to step, red to capture. Click elsewhere, right-click or Escape to cancel.
kings-seat-1 = Player 1
kings-seat-2 = Player 2

## Tic-tac-toe

tictactoe-name = Tic-tac-toe
tictactoe-tagline = The General Game Playing classic; the minimax player never loses.
tictactoe-rules-play = Two players take turns marking an empty cell of the three-by-three grid, x first. Three marks in a row, a column or a diagonal win; a full grid without a line is a draw.
tictactoe-rules-perfect = Played perfectly by both sides it is always a draw: the minimax player searches every game to its end and never loses.
tictactoe-piece-x = x, moves first
tictactoe-piece-o = o
tictactoe-how-to-play = Click an empty cell to mark it.
tictactoe-seat-x = x
tictactoe-seat-o = o

## Robot Race

robots-name = Robot Race
robots-tagline = Program your robot with cards and race it over belts, gears and pits.
robots-rules-program = Every round each robot is dealt nine cards and its player secretly chooses five, in order, for registers one to five: move 1, 2 or 3, back up, turn left or right, U-turn. Then the programs run register by register, the highest priority card first.
robots-rules-board = A moving robot pushes the robots in its way unless a wall stops them. After each register express belts move, then every belt, curves turn the robots they carry, and gears rotate. A robot that falls into a pit or off the board is destroyed and comes back at its last flag at the end of the round.
robots-rules-win = Touch the numbered flags in order; the first robot on the last flag wins. At the round limit robots are ranked by flags touched, then by distance to their next flag.
robots-piece-robot = a robot, by its number
robots-piece-flag = a flag, by its order
robots-how-to-play = Click cards of your hand to fill registers 1 to 5 in order, click a register to take its card back; the dashed path previews the program on an empty board. Run locks it in.
robots-seat-1 = Robot 1
robots-seat-2 = Robot 2
robots-seat-3 = Robot 3
robots-seat-4 = Robot 4
robots-option-robots = Robots
robots-option-robots-help = How many robots race (2 to 4, as the board has starts); seats past this sit out.
robots-option-rounds = Round limit
robots-option-rounds-help = After this many rounds the robots are ranked by flags touched, then distance to their next flag.

## General game playing

gdl-name = General game playing
gdl-tagline = Any game written in GDL, played by search and Monte-Carlo players that know no game.
gdl-rules-description = The game is a description in the Game Description Language (KIF syntax): its roles, start, legal moves, successor states, end and goals. Each preset is a .kif file of assets/gdl/; the seats are its roles, and seats past its roles sit out.
gdl-rules-steps = Every role moves at every step. A role with only one legal move (a noop while another plays) is skipped; when several roles choose in one step, each choice stays hidden until the last role has chosen. The highest goal wins; equal goals draw.
gdl-piece-cell = a value of a board cell, in its role's colour
gdl-how-to-play = Click a move in the panel, or the board cell a move names.
gdl-seat-1 = Role 1
gdl-seat-2 = Role 2
gdl-seat-3 = Role 3
gdl-seat-4 = Role 4
gdl-seat-5 = Role 5
gdl-seat-6 = Role 6
gdl-seat-7 = Role 7
gdl-seat-8 = Role 8
gdl-option-step-limit = Step limit
gdl-option-step-limit-help = A game that has not ended after this many steps is a draw ("no end within N steps"): GDL requires every game to end, and a broken description would otherwise play on for ever.
gdl-open-file = Open a .kif file…
gdl-file-filter = GDL description

## The computer players a game offers: a name for the setup page and the seats beside the
## board, and one line on how it plays.

level-beginner = Beginner
level-beginner-help = Plays plausible moves but often misses the best one: for your first games
level-easy = Easy
level-easy-help = Sees what a move wins at once, and slips now and then
level-normal = Normal
level-normal-help = Looks a few moves ahead; the occasional mistake
level-hard = Hard
level-hard-help = Looks deeper and does not slip
level-expert = Expert
level-expert-help = The strongest computer player the suite has for this game
ai-random = random
ai-random-help = a random legal move
ai-greedy = greedy
ai-greedy-help = the best position one move ahead
ai-minimax = minimax
ai-minimax-help = alpha-beta search to the think time or depth
ai-uct = uct
ai-uct-help = Monte-Carlo tree search (UCT) to the think time
ai-htn = htn
ai-htn-help = plans with the game's HTN domain (assets/ai/)
ai-search = search
ai-search-help = exact search where it fits: puzzles, alpha-beta for two roles, max-n for more
ai-novice = novice
ai-novice-help = the better of 2 random programs
ai-easy = easy
ai-easy-help = the best of 5 random programs
ai-normal = normal
ai-normal-help = the best of 100 random programs (the sheet's reference)
ai-hard = hard
ai-hard-help = the best of every program of the dealt cards
