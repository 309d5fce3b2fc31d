## Редактор карт: его панель, инструменты, ошибки карты и сообщения о действиях.

editor-title = Редактор карт: { $game }
editor-back = Назад
editor-back-hint = К подготовке игры
editor-name = Название
editor-undo = Отменить
editor-undo-hint = Ctrl+Z
editor-redo = Повторить
editor-redo-hint = Ctrl+Y
editor-size = Размер
editor-resize = Изменить размер
editor-file = Файл: { $file }
editor-save = Сохранить
editor-save-hint = Карта с ошибками сохраняется как черновик
editor-save-as = Сохранить как
editor-save-as-hint = novaya-karta
editor-play = Играть на этой карте
editor-play-hint = Сохранить её и начать на ней игру
editor-set = Задать
editor-problems-title = Ошибки
editor-no-problems = Нет: на карте можно играть.
editor-problem-at = на ({ $x },{ $y }): { $problem }
editor-mark-hint = Щёлкните, чтобы отметить клетку
editor-help = Щёлкните по клетке, чтобы применить к ней выбранный инструмент; протяните, чтобы рисовать. Карта с ошибками сохраняется как черновик, но играть на ней нельзя.
editor-keys-help = С клавиатуры: Tab до карты, стрелки двигают курсор, Enter применяет выбранный инструмент.
editor-canvas = Карта
editor-cursor-enter = Enter: { $tool }

## Сообщения о действиях редактора.

editor-no-editor = У игры { $game } нет редактора карт
editor-cannot-open = Не удалось открыть карту: { $problem }
editor-nothing-to-undo = нечего отменять
editor-nothing-to-redo = нечего повторять
editor-saved = Сохранено: { $file }
editor-saved-draft = Сохранено: { $file } (черновик: на карте есть ошибки)
editor-not-in-catalog = Игры { $game } нет в каталоге
editor-unsaved-back = На карте есть несохранённые изменения: сохраните их или нажмите «Назад» ещё раз, чтобы уйти без них
editor-unsaved-close = На карте есть несохранённые изменения: сохраните их или закройте окно ещё раз, чтобы выйти без них
editor-not-a-preset = '{ $name }' — не название готовой карты
editor-not-playable = на карте пока нельзя играть: { $problem }
editor-bad-file-name = '{ $name }' не годится как имя файла: используйте латинские буквы, цифры, - и _
editor-shipped-name = '{ $name }' — название карты, входящей в игру: сохраните под другим
editor-cannot-write = не удалось записать { $file }: { $problem }
# $what — editor-width или editor-height.
editor-out-of-range = { $what } должна быть от { $min } до { $max }, а не { $value }
editor-width = ширина
editor-height = высота
editor-off-map = ({ $x },{ $y }) за пределами карты
# $tool — название инструмента так, как его знает программа (по-английски, как в картах и тестах).
editor-no-tool = нет инструмента '{ $tool }'
editor-no-number = на ({ $x },{ $y }) нет числа

## Заголовки палитры.

editor-group-tiles = Клетки
editor-group-pieces = Фигуры
editor-group-units = Отряды
editor-group-units-buildings = Отряды и постройки
editor-group-treasury = Казна
editor-group-map = Карта
editor-group-floor = Пол
editor-group-belts = Конвейеры
editor-group-express-belts = Экспресс-конвейеры
editor-group-walls = Стены
editor-group-flags-starts = Флаги и старты

## Инструменты и их подсказки. Палитра показывает название инструмента с заглавной буквы.
## $side и $seat — названия мест из rules.ftl; $piece — название фигуры (position.ftl) или, на карте
## «Королей и пешек», вид отряда так, как его называет карта ($kind); $dir — N, E, S или W.

# Фигура одной стороны, например «Круг (Голубые)» или «King (Игрок 1)».
editor-tool-piece = { $piece } ({ $side })
editor-tool-piece-help = Ставит: { $piece } ({ $side })
editor-tool-remove-piece = Убрать
editor-tool-remove-piece-help = Убирает фигуру
editor-tool-remove-unit = Убрать
editor-tool-remove-unit-help = Убирает отряд

provinces-tool-sea = Море
provinces-tool-sea-help = Море: клетки нет
provinces-tool-land = Земля
provinces-tool-land-help = Ничейная земля (убирает всё, что на ней стоит)
provinces-tool-red = Красная
provinces-tool-red-help = Земля красных
provinces-tool-blue = Синяя
provinces-tool-blue-help = Земля синих
# $thing — один из товаров лавки (provinces-item-*).
provinces-tool-thing-help = Поставить сюда: { $thing }
provinces-tool-remove = Убрать
provinces-tool-remove-help = Убирает отряд или постройку
provinces-tool-treasury = Казна
provinces-tool-treasury-help = Выберите провинцию, чтобы задать монеты в её казне
provinces-tool-hex = Гексы
provinces-tool-hex-help = Шестиугольники (смещение even-q)
provinces-tool-square8 = Квадраты-8
provinces-tool-square8-help = Квадраты с восемью соседями
provinces-tool-on-sea = ({ $x },{ $y }) — море: сначала нарисуйте землю
provinces-tool-coins = Монеты провинции ({ $side }) на ({ $x },{ $y })
provinces-tool-coins-range = в казне может быть от 0 до { $max } { $max ->
    [one] монеты
   *[other] монет
}, а не { $value }
provinces-tool-no-province = ({ $x },{ $y }) не входит ни в одну провинцию

tactigon-tool-tile = Клетка
tactigon-tool-tile-help = Добавляет клетку на любом конце её ряда
tactigon-tool-gap = Дыра
tactigon-tool-gap-help = Убирает клетку с любого конца её ряда
tactigon-tool-gold = Золото
tactigon-tool-gold-help = Делает клетку золотой или снова обычной
# $line — ряд поля; он идёт от столбца $min до столбца $max.
tactigon-tool-add-at-ends = ряд не прерывается: ряд { $line } идёт от x={ $min } до x={ $max }, так что добавляйте клетки рядом с его концами
tactigon-tool-last-hex = в ряду { $line } должна остаться хотя бы одна клетка: лучше уменьшите поле
tactigon-tool-take-at-ends = ряд не прерывается: убирайте клетки с его концов (x={ $min } или x={ $max })
tactigon-tool-not-hex = ({ $x },{ $y }) — не клетка поля

kings-tool-tile = Клетка
kings-tool-tile-help = Квадратная клетка
kings-tool-gap = Дыра
kings-tool-gap-help = Нет клетки (убирает стоящий на ней отряд)
kings-tool-unit-help = { $kind } ({ $seat })
kings-tool-king-help = { $kind } ({ $seat }): потеряете всех — проиграете
kings-tool-on-gap = ({ $x },{ $y }) — дыра: сначала нарисуйте клетку

robots-tool-floor = Пол
robots-tool-floor-help = Обычный пол
robots-tool-pit = Яма
robots-tool-pit-help = Робот, попавший в неё, уничтожается
robots-tool-gear-left = Шестерня налево
robots-tool-gear-left-help = Поворачивает стоящего на ней робота на четверть оборота налево
robots-tool-gear-right = Шестерня направо
robots-tool-gear-right-help = Поворачивает стоящего на ней робота на четверть оборота направо
# $express — yes или no; $turn — L или R для поворота конвейера (налево или направо), иначе none.
robots-tool-belt = { $express ->
    [yes] Экспресс
   *[no] Конвейер
} { $dir }{ $turn ->
    [L] {" "}(поворот налево)
    [R] {" "}(поворот направо)
   *[none] {""}
}
robots-tool-belt-help = Везёт роботов на { $dir ->
    [N] север
    [E] восток
    [S] юг
   *[W] запад
}{ $turn ->
    [L] , поворачивая налево робота, которого привозит на него конвейер
    [R] , поворачивая направо робота, которого привозит на него конвейер
   *[none] {""}
}
robots-tool-wall = Стена { $dir }
robots-tool-wall-help = Ставит или убирает стену на этой стороне клетки
robots-tool-flag = Флаг
robots-tool-flag-help = Добавляет следующий флаг или убирает флаг
robots-tool-start = Старт { $dir }
robots-tool-start-help = Старт, обращённый в эту сторону
robots-tool-remove-start = Убрать старт
robots-tool-remove-start-help = Убирает старт
robots-tool-too-many-starts = на поле может быть не больше { $max } { $max ->
    [one] старта
   *[other] стартов
}: сначала уберите один
robots-tool-too-many-flags = на поле может быть не больше { $max } { $max ->
    [one] флага
   *[other] флагов
}: сначала уберите один
