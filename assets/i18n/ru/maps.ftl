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

## Что говорит парсер RON о файле данных, который не может прочитать (карта, обучение, настройки).
## $line и $column указывают место ошибки; $problem — одно из сообщений ron- ниже или, для более редких
## ошибок, собственные английские слова парсера. $mark — скобка или знак препинания, показываемые так,
## как они записаны; $field, $found и $char — слова файла; $expected перечисляет имена, которые файл может
## использовать в этом месте, в том виде, как они записаны в файле.

ron-at = { $line }:{ $column }: { $problem }
ron-end = файл заканчивается слишком рано
ron-expected-mark = ожидается '{ $mark }'
ron-expected-boolean = ожидается true или false
ron-expected-integer = ожидается целое число
ron-expected-number = ожидается число
ron-expected-string = ожидается текст в двойных кавычках
ron-string-unclosed = текст в двойных кавычках не закрыт
ron-expected-name = ожидается имя
ron-unexpected-char = неожиданный символ '{ $char }'
ron-trailing = лишний текст после конца значения файла
ron-number-range = число слишком велико
ron-comment-unclosed = /* комментарий */ не закрыт
ron-nesting = вложенность глубже { $max }
ron-missing-field = нет поля '{ $field }'
ron-duplicate-field = поле '{ $field }' указано дважды
ron-unknown-field = неизвестное поле '{ $found }'; допустимые поля: { $expected }
ron-unknown-name = неизвестное имя '{ $found }'; ожидается одно из: { $expected }

## Названия поставляемых карт и GDL-описаний на странице подготовки, по игре и имени файла (английское
## название GDL-описания — имя его файла словами). Карта, название которой изменено в её файле, показывает
## вместо этого название из файла.

map-provinces-archipelago = Архипелаг
map-provinces-big-7 = Большая, зерно 7
map-provinces-duel-hex = Дуэль на шестиугольниках
map-provinces-duel-square = Дуэль на квадратах
map-provinces-large = Большой остров
map-provinces-random-big = Случайная большая карта
map-provinces-random-small = Случайная маленькая карта
map-provinces-small-42-square = Маленькая квадратная, зерно 42
map-provinces-small-42 = Маленькая, зерно 42
map-tactigon-large = Большая
map-tactigon-medium = Средняя
map-tactigon-small = Маленькая
map-kings-crossroads = Перекрёсток
map-kings-default = Стандартная 5x5
map-kings-field-12 = Поле 12x12
map-kings-twin-kings = Короли-близнецы
map-robots-conveyors = Кольца конвейеров 10x10
map-robots-factory = Фабрика 16x12
map-robots-maze = Лабиринт из стен 10x10
map-robots-open = Открытое поле 8x8
map-gdl-connect-four = Четыре в ряд
map-gdl-hanoi = Ханойская башня
map-gdl-nim = Ним
map-gdl-rock-paper-scissors = Камень, ножницы, бумага
map-gdl-tictactoe-3 = Крестики-нолики на троих
map-gdl-tictactoe = Крестики-нолики
