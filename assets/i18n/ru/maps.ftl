## Что говорят о карте, которую игры не могут использовать: ошибки карты в редакторе и карта,
## которая не загружается. $x и $y — столбец и ряд клетки; $token и $text — слова файла в том виде,
## как они записаны; $side и $seat — названия мест из rules.ftl.

# Файл данных, который не удалось использовать: его путь, затем что не так.
load-error = { $file }: { $problem }

map-too-large = карта больше чем { $max } на { $max }
map-row-uneven = в ряду { $row } клеток: { $tiles }, а в ряду 0: { $first }
map-tile-token = клетка ({ $x },{ $y }) '{ $token }': { $problem }
map-tile-problem = клетка ({ $x },{ $y }): { $problem }
map-placement-tile = после названия ожидается клетка вида (2,3)
map-tile-expected = ожидается клетка вида (2,3), а не '{ $text }'
map-not-number = '{ $text }' — не целое число

## Провинции

provinces-map-generate-or-rows = укажите либо generate, либо rows и money, но не то и другое сразу
provinces-map-generate-size = generate: size — 8 (маленькая) или 16 (большая), а не { $size }
# $what — provinces-map-money-at или название поля файла (round, conquests.red).
provinces-map-number = { $what }: допустимо от { $min } до { $max }, а не { $number }
provinces-map-money-at = деньги на ({ $x },{ $y })
provinces-map-no-province = { $side }: нет ни одной провинции
provinces-map-drawn = карта, построенная по зерну { $seed }: { $problem }
provinces-map-rows = число рядов карты должно быть от 1 до { $max }, а не { $rows }
provinces-map-row-tiles = число клеток в ряду { $row } должно быть от 1 до { $max }, а не { $tiles }
provinces-map-token-length = клетка записывается двумя символами, например r. или bk
provinces-map-token-sea = море записывается как ~~
provinces-map-token-owner = неизвестный владелец '{ $letter }' (используйте ~ . r b)
provinces-map-token-content = неизвестное содержимое '{ $letter }' (используйте . p s B k f t T)
provinces-map-token-neutral = на ничейной земле ничего не может стоять
provinces-map-money-off = деньги на ({ $x },{ $y }) за пределами карты
provinces-map-money-sea = деньги на ({ $x },{ $y }) лежат в море
provinces-map-money-neutral = деньги на ({ $x },{ $y }) лежат на ничейной земле, а не в провинции
provinces-map-money-twice = две записи money для провинции клетки ({ $x },{ $y })
provinces-map-money-missing = у провинции клетки ({ $x },{ $y }) нет записи money

## Тактигон. $piece — название фигуры (position.ftl).

tactigon-map-lines = число рядов поля должно быть от 1 до { $max }, а не { $lines }
# Ряд $line поля идёт от столбца $min до столбца $max; столбцы — от 0 до $limit - 1.
tactigon-map-line = ряд { $line } идёт от x={ $min } до x={ $max }: нужно 0 <= min_x <= max_x < { $limit }
tactigon-map-tiles = клеток на поле: { $tiles }; поддерживается не больше { $max }
tactigon-map-no-gold = нет ни одной золотой клетки
tactigon-map-gold-off = золотая клетка ({ $x },{ $y }) за пределами поля
tactigon-map-gold-twice = золотая клетка ({ $x },{ $y }) указана дважды
tactigon-map-piece = фигура "{ $token }" ({ $side }): { $problem }
tactigon-map-piece-type = неизвестный тип фигуры '{ $name }' (используйте C, T, S или P)
tactigon-map-piece-off = { $piece } ({ $side }) на ({ $x },{ $y }) за пределами поля
tactigon-map-two-pieces = две фигуры на клетке ({ $x },{ $y })
tactigon-map-no-pentagon = { $side }: нет пятиугольника
tactigon-map-pentagons = { $side }: пятиугольников { $count }, а допускается ровно один

## Короли и пешки. $kind — вид отряда так, как его называет карта (King, Pawn).

kings-map-size = на карте должно быть от 1 до { $max } рядов, в каждом не больше { $max } { $max ->
    [one] клетки
   *[other] клеток
}
kings-map-players = указано игроков: { $count }; в готовых картах их пока ровно двое
kings-map-unit = отряд "{ $token }" ({ $seat }): { $problem }
kings-map-unit-kind = '{ $kind }' — не вид отряда (только буквы, например King или Pawn)
kings-map-unit-off = { $kind } ({ $seat }) на ({ $x },{ $y }) не на карте
kings-map-two-units = два отряда на клетке ({ $x },{ $y })
kings-map-no-king = { $seat }: нет короля
kings-map-to-move = to_move — игрок { $player }; есть только игроки 1 и 2
kings-map-too-many-units = слишком много отрядов

## Гонка роботов. $what называет запись файла: robots-map-*-entry, робота или флаг.

robots-map-size = на поле должно быть от 1 до { $max } рядов, в каждом от 1 до { $max } { $max ->
    [one] клетки
   *[other] клеток
}
robots-map-entry = { $what }: { $problem }
robots-map-walls-entry = запись walls { $number } "{ $text }"
robots-map-robot = робот { $number } "{ $text }"
robots-map-at-entry = запись at { $number } "{ $text }"
robots-map-flag = флаг { $number }
robots-map-off-board = { $what } на ({ $x },{ $y }) не на поле
robots-map-name-edges = укажите стороны клетки, например (2,3) N E
robots-map-one-facing = укажите одно направление, например (0,5) N
robots-map-flags = флагов: { $count }; на поле их должно быть от 1 до { $max }
robots-map-flag-on-pit = { $what } на ({ $x },{ $y }) стоит на яме или на другом флаге
robots-map-robots = роботов: { $count }; на поле их должно быть от { $min } до { $max }
robots-map-robot-on-pit = { $what } начинает на яме или на другом роботе
robots-map-hands = рук (hands): { $hands }, а роботов: { $robots }
robots-map-at-count = роботов, расставленных через at: { $placed }, а на поле их { $robots }
# $touched — список чисел из файла в том виде, как он записан, например [1, 3].
robots-map-touched = в touched больше роботов или флагов, чем есть на поле ({ $touched })
robots-map-at-on-pit = { $what } стоит на яме или на другом роботе
robots-map-floor = '{ $token }' — не клетка (. пол, P яма, GL/GR шестерня, bN/eE конвейер, bNL/eSR поворот)
robots-map-direction = '{ $text }' — не направление (N, E, S или W)
robots-map-tile-first = сначала ожидается клетка вида (2,3)
robots-map-hand-size = рука { $hand }: карт { $cards }, а в руке должно быть { $size }
robots-map-hand-priority = рука { $hand }: нет карты с приоритетом { $priority } (10, 20, … 840)
robots-map-hand-twice = рука { $hand }: карта с приоритетом { $priority } сдана дважды
