## The game screens' own panels: Provinces' shop bar, Robot Race's hand and playback, and a
## game description's moves panel. The reasons the rules give, a game's result and the
## moves, roles and facts of a description are their own words.

## Provinces. $side is red or blue, the side to move.

provinces-province = { $side ->
    [red] Red province
   *[other] Blue province
} at ({ $x },{ $y })
provinces-coins = { $count ->
    [one] { $count } coin
   *[other] { $count } coins
}
provinces-tiles = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
# $income is signed: +3, -2.
provinces-income = income { $income }/round
# How the income is summed; the signed amounts come from farms, units and buildings.
provinces-income-hint = Half of { $tiles } (tiles) { $farms } (farms) { $units } (units) { $buildings } (buildings), rounded away from zero
provinces-bankrupt = Bankrupt next round: its units will be lost
provinces-click-province = { $side ->
    [red] Red
   *[other] Blue
} to move: click one of your provinces
provinces-to-move = { $side ->
    [red] Red
   *[other] Blue
} to move
provinces-end-turn = End turn

## Provinces' shop: the items, and why one cannot be bought.

provinces-item-nothing = nothing
provinces-item-peasant = peasant
provinces-item-spearman = spearman
provinces-item-baron = baron
provinces-item-knight = knight
provinces-item-farm = farm
provinces-item-tower = tower
provinces-item-strong-tower = strong tower
provinces-item-hint = Costs { $price }, { $income } coins per round; then click a lit tile (key { $key })
provinces-wait = Wait for your turn
provinces-pick-first = Pick one of your provinces first
provinces-too-dear = Costs { $price }, the province has { $money }
provinces-acted = This province has acted this turn, or there is nowhere to put it
provinces-nowhere = There is nowhere to put it

## Provinces: what a click or a key says. $reason is the rules' own words.

provinces-cannot-place = Cannot place a { $item } there: { $reason }.
provinces-not-a-move = Not a move: { $reason }.
provinces-legal = it is legal
provinces-their-land = { $side ->
    [red] That is red's land
   *[other] That is blue's land
}; pick one of your own tiles.
provinces-neutral = Neutral land: pick one of your own tiles first.
provinces-cannot-buy = This province cannot buy a { $item } now.
provinces-pick-province-first = Pick one of your provinces first (Tab, then Enter).

## Robot Race: the robots, the pass screen and the status line.

robots-robot = Robot { $number }
robots-pass-to = Pass to { $name }
robots-look-away = Everyone else looks away: the next hand is secret.
robots-show-cards = I am { $name }: show my cards
robots-game-over = Game over: { $reason }
robots-viewing = Viewing the game after move { $move }.
robots-waiting = Waiting for the next player.
robots-programming = { $name } is programming…

## Robot Race: the hand and the registers.

robots-program = { $name }: program registers 1 to { $registers }
robots-program-help = (a card, or its number key, fills the next register; a register or Backspace takes one back)
robots-register = Register { $number }
robots-key = Key { $number }
robots-clear = Clear
robots-run = Run
robots-run-hint = Lock the program in (Enter)
robots-card-move-1 = Move 1
robots-card-move-2 = Move 2
robots-card-move-3 = Move 3
robots-card-back-up = Back up
robots-card-turn-left = Turn left
robots-card-turn-right = Turn right
robots-card-u-turn = U-turn

## Robot Race: a round played back. $to and $at are tiles, (x,y); $facing is N, E, S or W.

robots-round = Round { $round } · register { $register } of { $registers }
robots-priority-order = Cards in priority order:
robots-playback = Playback
# After the speed slider's number: 2 × speed.
robots-speed = × speed
robots-pause = Pause
robots-resume = Resume
robots-pause-hint = Pause the round's playback; Step then plays one beat
robots-step = Step
robots-skip = Skip
robots-skip-hint = Show the round's end
robots-beat-card = { $robot } plays { $card } (register { $register })
robots-beat-moved = { $robot } moves to { $to }
robots-beat-pushed = { $robot } is pushed to { $to }
robots-beat-carried = { $robot } is carried to { $to } by a belt
robots-beat-carried-express = { $robot } is carried to { $to } by an express belt
robots-beat-turned = { $robot } turns to face { $facing ->
    [N] north
    [E] east
    [S] south
   *[W] west
}
robots-beat-fell = { $robot } falls into a pit
robots-beat-left = { $robot } leaves the board
robots-beat-flag = { $robot } touches flag { $flag }
robots-beat-respawned = { $robot } is back on { $at }, facing { $facing ->
    [N] north
    [E] east
    [S] south
   *[W] west
}

## A game description's moves panel. $role is a role of the description, in its own words.

gdl-choose = { $role }, choose a move:
gdl-to-choose = { $role } to choose
gdl-state = State
gdl-no-move = No move of yours names that cell.
gdl-several-moves = Several moves name that cell: choose one in the panel.
