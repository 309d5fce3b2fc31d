## Что сделал ход, шаг за шагом: всплывающий текст списка ходов и доски. $piece, $item и $what
## названы ниже или игрой (имя отряда на карте «Королей и пешек», знак описания игры); $at, $from и
## $to — клетки в записи (x,y); $seat — название места; $facing — N, E, S или W; $card — программная
## карта в записи правил.

step-moved = { $piece } перемещается с { $from } на { $to }
step-captured = взятие: { $piece } на { $at }
step-placed = { $piece } ставится на { $at }
step-bought = покупка: { $item } за { $cost } на { $at }
step-merged = слияние на { $at }: { $what }
step-pushed = { $piece } выталкивается с { $from } на { $to }
step-destroyed = { $piece } уничтожается на { $at } ({ $why })
step-card = { $piece } играет { $card } (регистр { $register })
step-carried = { $piece } едет { $by } с { $from } на { $to }
step-turned = { $piece } поворачивается на { $at }: лицом на { $facing }
step-flag = { $piece } касается флага { $flag } на { $at }
step-respawned = { $piece } возвращается на { $at }, лицом на { $facing }
step-turn-ended = ход: { $seat }

## Провинции. $side — название стороны; $thing, $there, $unit и $into — товары лавки
## (provinces-item-*).

provinces-owned-thing = { $thing } ({ $side })
provinces-neutral-thing = { $thing } (без владельца)
provinces-tile-of = клетка ({ $side })
provinces-merged-units = { $there } и { $unit } объединены: { $into }
provinces-merged-provinces = провинции ({ $side })
provinces-why-invaded = захват
provinces-why-cut-off = изоляция
provinces-why-bankrupt = разорение

## Тактигон. $piece — вид фигуры (tactigon-circle и т. д.).

tactigon-piece-of = { $piece } ({ $side })

## Гонка роботов

robots-by-belt = по конвейеру
robots-by-express-belt = по экспресс-конвейеру
robots-fell-into-a-pit = падение в яму
robots-left-the-board = падение за край поля

## Описание игры

gdl-the-mark = знак
gdl-emptied = клетка опустела
