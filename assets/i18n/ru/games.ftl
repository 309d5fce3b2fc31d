## Собственные панели игровых экранов: лавка «Провинций», рука и повтор Robot Race и панель
## ходов описания игры. Причины, которые называют правила, итог партии, а также ходы, роли и
## факты описания остаются как есть.

## Провинции. $side — red или blue, сторона, которая ходит.

provinces-province = { $side ->
    [red] Красная провинция
   *[other] Синяя провинция
} ({ $x },{ $y })
provinces-coins = { $count ->
    [one] { $count } монета
    [few] { $count } монеты
    [many] { $count } монет
   *[other] { $count } монеты
}
provinces-tiles = { $count ->
    [one] { $count } клетка
    [few] { $count } клетки
    [many] { $count } клеток
   *[other] { $count } клетки
}
provinces-income = доход { $income }/раунд
provinces-income-hint = Половина от { $tiles } (клетки) { $farms } (фермы) { $units } (отряды) { $buildings } (постройки), с округлением от нуля
provinces-bankrupt = Банкротство в следующем раунде: её отряды погибнут
provinces-click-province = { $side ->
    [red] Ходят красные
   *[other] Ходят синие
}: щёлкните по одной из своих провинций
provinces-to-move = { $side ->
    [red] Ходят красные
   *[other] Ходят синие
}
provinces-end-turn = Конец хода

## Лавка «Провинций»: товары и почему товар нельзя купить.

provinces-item-nothing = ничего
provinces-item-peasant = крестьянин
provinces-item-spearman = копейщик
provinces-item-baron = барон
provinces-item-knight = рыцарь
provinces-item-farm = ферма
provinces-item-tower = башня
provinces-item-strong-tower = сильная башня
provinces-item-hint = Стоит { $price }, { $income } монет за раунд; затем щёлкните по подсвеченной клетке (клавиша { $key })
provinces-wait = Дождитесь своего хода
provinces-pick-first = Сначала выберите одну из своих провинций
provinces-too-dear = Стоит { $price }, у провинции { $money }
provinces-acted = Эта провинция уже действовала в этом ходу, или поставить некуда
provinces-nowhere = Поставить некуда

## Провинции: что сообщает щелчок или клавиша. $reason — слова правил.

provinces-cannot-place = Сюда нельзя поставить ({ $item }): { $reason }.
provinces-not-a-move = Так ходить нельзя: { $reason }.
provinces-legal = ход допустим
provinces-their-land = { $side ->
    [red] Это земля красных
   *[other] Это земля синих
}; выберите одну из своих клеток.
provinces-neutral = Ничейная земля: сначала выберите одну из своих клеток.
provinces-cannot-buy = Эта провинция сейчас не может купить: { $item }.
provinces-pick-province-first = Сначала выберите одну из своих провинций (Tab, затем Enter).

## Robot Race: роботы, экран передачи устройства и строка состояния.

robots-robot = Робот { $number }
robots-pass-to = Передайте игроку { $name }
robots-look-away = Остальные отворачиваются: следующая рука — секрет.
robots-show-cards = Я { $name }: показать мои карты
robots-game-over = Игра окончена: { $reason }
robots-viewing = Позиция после хода { $move }.
robots-waiting = Ожидание следующего игрока.
robots-programming = { $name } программирует…

## Robot Race: рука и регистры.

robots-program = { $name }: запрограммируйте регистры 1–{ $registers }
robots-program-help = (карта или её цифровая клавиша заполняет следующий регистр; регистр или Backspace возвращает карту)
robots-register = Регистр { $number }
robots-key = Клавиша { $number }
robots-clear = Очистить
robots-run = Пуск
robots-run-hint = Зафиксировать программу (Enter)
robots-card-move-1 = Вперёд 1
robots-card-move-2 = Вперёд 2
robots-card-move-3 = Вперёд 3
robots-card-back-up = Назад
robots-card-turn-left = Налево
robots-card-turn-right = Направо
robots-card-u-turn = Разворот

## Robot Race: повтор раунда. $to и $at — клетки, (x,y); $facing — N, E, S или W.

robots-round = Раунд { $round } · регистр { $register } из { $registers }
robots-priority-order = Карты по приоритету:
robots-playback = Повтор
robots-speed = × скорость
robots-pause = Пауза
robots-resume = Продолжить
robots-pause-hint = Приостановить повтор раунда; затем «Шаг» проигрывает один такт
robots-step = Шаг
robots-skip = Пропустить
robots-skip-hint = Показать конец раунда
robots-beat-card = { $robot } играет { $card } (регистр { $register })
robots-beat-moved = { $robot } едет на { $to }
robots-beat-pushed = { $robot } вытолкнут на { $to }
robots-beat-carried = { $robot } едет по конвейеру на { $to }
robots-beat-carried-express = { $robot } едет по экспресс-конвейеру на { $to }
robots-beat-turned = { $robot } поворачивается на { $facing ->
    [N] север
    [E] восток
    [S] юг
   *[W] запад
}
robots-beat-fell = { $robot } падает в яму
robots-beat-left = { $robot } покидает поле
robots-beat-flag = { $robot } касается флага { $flag }
robots-beat-respawned = { $robot } снова на { $at }, лицом на { $facing ->
    [N] север
    [E] восток
    [S] юг
   *[W] запад
}

## Панель ходов описания игры. $role — роль из описания, в его собственных словах.

gdl-choose = { $role }, выберите ход:
gdl-to-choose = { $role } выбирает
gdl-state = Состояние
gdl-no-move = Ни один из ваших ходов не называет эту клетку.
gdl-several-moves = Эту клетку называют несколько ходов: выберите один на панели.
