## Что правила говорят о ходе: чем закончилась игра и почему ход сделать нельзя. $tile, $from и $to —
## клетки в записи (x,y); $move — ход в нотации игры; $side, $seat и $robot — названия мест из
## rules.ftl.

game-over = игра окончена: { $reason }
not-a-legal-move = { $move } — недопустимый ход

## Провинции

provinces-end-land = { $side }: занято 80% земли
provinces-end-no-province = { $side }: не осталось ни одной провинции
provinces-end-rounds = достигнут лимит раундов ({ $limit }); эталонная оценка { $value } (синие минус красные)
provinces-illegal-no-unit = на клетке { $tile } нет отряда стороны «{ $side }»
provinces-illegal-no-province = клетка { $tile } не входит в провинцию стороны «{ $side }»
provinces-illegal-dear = провинции не хватает денег: { $item }
provinces-illegal-acted = эта провинция уже действовала в этом ходу
provinces-illegal-moved = этот отряд уже ходил в этом ходу
provinces-illegal-placement = { $move } нарушает правила размещения (дальность 2, зоны башен, сила, слияния, фермы рядом с фермами)

## Тактигон. $piece и $other — виды фигур (tactigon-circle и т. д.); в tactigon-illegal-not-yours $other — название места.

tactigon-end-pentagon = { $side }: вражеский пятиугольник взят
tactigon-end-gold = { $side }: заняты все золотые клетки
tactigon-end-no-moves = { $side }: победа, у соперника нет допустимого хода
tactigon-end-no-captures = ходов без взятия: { $turns }
tactigon-illegal-no-piece = на клетке { $tile } нет фигуры
tactigon-illegal-not-yours = сейчас ход стороны «{ $side }», а не «{ $other }»
tactigon-illegal-friendly = на клетке { $tile } своя фигура ({ $piece })
tactigon-illegal-cannot-attack = { $piece } не может атаковать { $other }
tactigon-illegal-reach = { $piece } с клетки { $from } не дойдёт до { $to } за { $steps ->
    [one] { $steps } шаг
    [few] { $steps } шага
    [many] { $steps } шагов
   *[other] { $steps } шага
} по пустым клеткам

## Короли и пешки. $unit — название отряда на карте.

kings-end-kings = { $seat }: потеряны все короли
kings-end-no-captures = ходов без взятия: { $turns }
kings-end-no-move = { $seat }: нет допустимого хода
kings-illegal-no-unit = на клетке { $tile } нет отряда
kings-illegal-not-yours = { $unit } принадлежит: { $seat }
kings-illegal-one-step = { $unit } ходит только на одну клетку за раз
kings-illegal-friendly = на клетке { $tile } свой отряд

## Крестики-нолики. $mark — x или o.

tictactoe-end-line = { $mark }: три в ряд
tictactoe-end-full = поле заполнено
tictactoe-illegal-no-cell = такой клетки нет
tictactoe-illegal-taken = ряд { $row }, столбец { $col }: там уже { $mark }

## Гонка роботов

robots-end-flag = { $robot } первым коснулся последнего флага
robots-end-rounds = достигнут лимит раундов ({ $limit }): места по числу флагов, затем по расстоянию до следующего флага

## Описание игры. $goals перечисляет цели ролей («x 100, o 0»); $error — собственные слова
## движка.

gdl-end-failed = ошибка в правилах: { $error }
gdl-end-limit = нет конца за { $steps ->
    [one] { $steps } шаг
    [few] { $steps } шага
    [many] { $steps } шагов
   *[other] { $steps } шага
}
gdl-end-goals = цели: { $goals }
gdl-end-solved = решено (цели: { $goals })
gdl-end-not-solved = не решено (цели: { $goals })
