## Что правила говорят о позиции: строки состояния игрового экрана и содержимое клетки (подсказка
## при наведении и подпись курсора клавиатуры). $side, $seat и $robot — названия мест из rules.ftl;
## $x, $y, $row и $col — столбец и строка клетки.

## Провинции. $thing — один из товаров лавки (provinces-item-*); $income со знаком (+3, -2).

provinces-status-round = Раунд { $round } из { $limit }
provinces-status-side = { $side }: клеток { $tiles }, { $provinces ->
    [one] { $provinces } провинция
    [few] { $provinces } провинции
    [many] { $provinces } провинций
   *[other] { $provinces } провинции
}, монет { $coins }, доход { $income }, захватов { $conquests }
provinces-status-evaluation = Эталонная оценка (синие минус красные): { $value }
provinces-tile-neutral = ({ $x },{ $y }): ничейная земля
provinces-tile-owned = ({ $x },{ $y }): { $side }
provinces-tile-holding = ({ $x },{ $y }): { $side }, { $thing }
provinces-tile-province = провинция: клеток { $tiles }, монет { $coins }, доход { $income }

## Тактигон. $piece — tactigon-circle, -triangle, -square или -pentagon.

tactigon-circle = круг
tactigon-triangle = треугольник
tactigon-square = квадрат
tactigon-pentagon = пятиугольник
tactigon-circles = { $count ->
    [one] { $count } круг
    [few] { $count } круга
    [many] { $count } кругов
   *[other] { $count } круга
}
tactigon-triangles = { $count ->
    [one] { $count } треугольник
    [few] { $count } треугольника
    [many] { $count } треугольников
   *[other] { $count } треугольника
}
tactigon-squares = { $count ->
    [one] { $count } квадрат
    [few] { $count } квадрата
    [many] { $count } квадратов
   *[other] { $count } квадрата
}
tactigon-pentagons = { $count ->
    [one] { $count } пятиугольник
    [few] { $count } пятиугольника
    [many] { $count } пятиугольников
   *[other] { $count } пятиугольника
}
tactigon-status-lost = { $side }: потеряно — { $pieces }
tactigon-status-lost-nothing = { $side }: потерь нет
tactigon-tile-piece = { $piece } ({ $side }): ход до { $steps ->
    [one] { $steps } клетки
    [few] { $steps } клеток
    [many] { $steps } клеток
   *[other] { $steps } клетки
}
tactigon-tile-piece-gold = { $piece } ({ $side }) на золотой клетке: ход до { $steps ->
    [one] { $steps } клетки
    [few] { $steps } клеток
    [many] { $steps } клеток
   *[other] { $steps } клетки
}
tactigon-tile-empty = пустая клетка ({ $x },{ $y })
tactigon-tile-empty-gold = пустая золотая клетка ({ $x },{ $y })

## Короли и пешки. $name и $kind отряда — собственные слова карты.

kings-status = { $seat }: { $units ->
    [one] { $units } отряд
    [few] { $units } отряда
    [many] { $units } отрядов
   *[other] { $units } отряда
}, { $kings ->
    [one] { $kings } король
    [few] { $kings } короля
    [many] { $kings } королей
   *[other] { $kings } короля
}
kings-tile-unit = { $name }: { $kind } ({ $seat })
kings-tile-empty = пустая клетка ({ $x },{ $y })

## Крестики-нолики. $mark — x или o.

tictactoe-tile = ряд { $row }, столбец { $col }: { $mark }
tictactoe-tile-empty = ряд { $row }, столбец { $col }: пусто

## Гонка роботов. $dir и $facing — N, E, S или W; $sides перечисляет их.

robots-status-round = Раунд { $round } из { $limit }
robots-status-robot = { $robot }: флаги { $flags }/{ $total }, { $next }, возврат ({ $x },{ $y })
robots-status-robot-programmed = { $robot }: флаги { $flags }/{ $total }, { $next }, возврат ({ $x },{ $y }), программа готова
robots-status-next-flag = следующий флаг { $flag } на ({ $x },{ $y })
robots-status-every-flag = все флаги пройдены
robots-tile-floor = ({ $x },{ $y }) { $floor }
robots-floor-plain = пол
robots-floor-pit = яма
robots-floor-gear-right = шестерня, поворот направо
robots-floor-gear-left = шестерня, поворот налево
robots-floor-belt = { $express ->
    [yes] экспресс-конвейер
   *[no] обычный конвейер
} на { $dir }{ $curve ->
    [right] , поворот направо
    [left] , поворот налево
   *[none] {""}
}
robots-tile-walls = стены: { $sides }
robots-tile-flag = флаг { $flag }
robots-tile-robot = { $robot }, лицом на { $facing }, { $flags ->
    [one] { $flags } флаг пройден
    [few] { $flags } флага пройдено
    [many] { $flags } флагов пройдено
   *[other] { $flags } флага пройдено
}
robots-tile-respawn = точка возврата: { $robot }

## Описание игры. $x, $y и $value — собственные символы описания; $error — собственные слова
## движка.

gdl-status-failed = Ошибка в правилах: { $error }
gdl-status-simultaneous = На этом шаге роли ходят одновременно: выбор скрыт, пока не выберут все.
gdl-tile = { $x } { $y }: { $value }
gdl-tile-empty = { $x } { $y }: пусто
