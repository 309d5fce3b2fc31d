## Экран игры: курсор на доске, чей ход, ходы по мере игры, панели и клавиши.

play-cursor-tile = Клетка { $x }, { $y }
play-online-match = Онлайн-партия { $code }
# Сервер прислал вид партии, который игра не смогла прочитать; $problem говорит почему.
play-online-view-error = партия { $code }: { $problem }
play-leave = Выйти
play-new-game = Новая игра
play-menu = Меню
play-keys-button = Клавиши (F1)
play-wins = Победа: { $seat }
play-draw = Ничья
play-rematch = Реванш
play-rematch-hint = Та же игра, стороны меняются местами
play-hide = Скрыть
play-game-over = Игра окончена: { $reason }
play-to-move = Ход: { $seat }
play-last-move = Последний ход: { $seat }: { $move }
play-moves-played = Сделано ходов: { $count }
play-plan = План ({ $seat }):
gdl-plan-proven = { $move }: цель { $goal }, доказано, после { $nodes } { $nodes ->
    [one] узла
   *[other] узлов
}
gdl-plan-expected = { $move }: ожидаемая цель { $goal }, после { $nodes } { $nodes ->
    [one] узла
   *[other] узлов
}
play-htn-not-reloaded = HTN-домен не перезагружен: { $problem }
play-seat-to-move = ходит
play-thinking = думает…
play-thinking-depth = думает… глубина { $depth }
play-search-figures = Узлов: { $nodes }, { $speed } тыс. узлов/с, оценка { $score }
play-score-win = победа через { $plies }
play-score-loss = поражение через { $plies }
play-line = вариант: { $moves }
play-undo = Отменить
play-redo = Вернуть
play-save = Сохранить
play-save-hint = Сохранить игру в папку сохранённых игр
play-fit = Вписать доску
play-hint = Подсказка
play-hint-help = Самый сильный компьютерный игрок предлагает ход (H); это отмечается в списке ходов
play-hint-thinking = Поиск хорошего хода...
play-hint-move = Подсказка: { $move }
play-hint-then = затем { $moves }
play-hint-none = Нет подсказки: { $why }
play-hint-not-now = Подсказка даётся только для вашего собственного хода в текущей игре
play-hint-time = с на обдумывание подсказки
play-hint-time-help = Сколько самый сильный компьютерный игрок думает, прежде чем предложить ход
play-ai-pace = Темп ИИ
play-resume = Продолжить
play-pause = Пауза
play-step = Шаг
play-seconds-between-moves = с между ходами
play-animation-speed = скорость анимации
play-animation-hint = Как быстро фигуры скользят, тают и появляются; 0 выключает движение
play-not-a-target = не цель
play-pick-cancelled = Выбор отменён: { $why }.
play-not-yours = Эта фигура принадлежит: { $owner }; выберите фигуру игрока { $seat }.
play-hover-move = Щелчок или Enter: { $steps }
play-hover-not-a-move = Не ход: { $why }

## Список ходов.

play-moves = Ходы
play-log-first = Начальная позиция
play-log-back = На ход назад
play-log-forward = На ход вперёд
play-log-live = Вернуться к игре
play-log-stop = Стоп
play-log-play = Воспроизвести
play-log-play-hint = Проиграть ходы с выбранной скоростью
play-seconds-per-move = с на ход
play-viewing = Позиция после хода { $shown } из { $last }
play-log-start = 0. начало
play-log-hinted = после подсказки

## Окно «Клавиши и мышь»: названия клавиш, затем что они делают.

play-keys-title = Клавиши и мышь
play-close = Закрыть
key-left-click = Левый щелчок
key-right-click = Правый щелчок
key-arrows = Стрелки
key-enter-space = Enter или пробел
key-escape = Esc
key-wheel = Колесо мыши
key-drag = Перетаскивание правой или средней кнопкой, Shift+стрелки
key-one-to-seven = 1–7
key-cards = 1–9, Backspace, Enter
key-help = F1 или ?
play-keys-left-click = выбрать фигуру, затем подсвеченную клетку, куда идти
play-keys-right-click = отменить выбор
play-keys-arrows = двигать курсор по доске (на шестиугольных досках также цифровой блок 7 8 9 1 2 3)
play-keys-enter = на клетке курсора: то же, что левый щелчок
play-keys-tab = следующая / предыдущая фигура, которая может ходить, или следующая цель выбранной фигуры
play-keys-f6 = клавиши переходят к панелям (Tab, Enter) и обратно
play-keys-escape = отменить выбор, закрыть эту справку, скрыть результат
play-keys-undo = отменить до вашего последнего хода / вернуть
play-keys-wheel = приблизить к указателю
play-keys-drag = двигать доску
play-keys-fit = вписать доску в окно
play-keys-pause = приостановить или продолжить игру компьютера
play-keys-step = на паузе: один ход компьютера
play-keys-new-game = новая игра (следующее зерно)
play-keys-log = показать или скрыть список ходов
play-keys-hint = попросить подсказку для вашего хода
play-keys-sound = выключить или включить звук
play-keys-end-turn = закончить ход (Провинции)
play-keys-shop = выбрать товар в лавке (Провинции)
play-keys-cards = запрограммировать карту, убрать одну, запустить (Гонка роботов)
play-keys-help = показать или скрыть эту справку

## Что говорит экран игры, когда ход или команду выполнить нельзя. $why — причина, названная правилами.

play-viewing-move = Просмотр хода { $ply }: вернитесь к игре, чтобы ходить.
play-wait-computer = Подождите: ходит компьютер.
play-nothing-to-undo = Нечего отменять: вы ещё не сделали ни одного хода.
play-nothing-to-redo = Нечего возвращать.
play-position-unknown = Эта позиция здесь неизвестна: к партии присоединились позже.
play-illegal-move = Недопустимый ход: { $why }.
play-not-your-turn = сейчас ход: { $seat }
# Компьютерный игрок не смог выбрать ход (собственная ошибка, сбой, недопустимый ход); $player —
# его вид так, как его называет программа (minimax, uct, htn…), $why — его собственные слова.
ai-fallback = { $player }: { $why }; вместо этого сыгран случайный допустимый ход
ggp-fallback = GGP-игрок на { $address } не дал допустимого хода ({ $why }); вместо него сыгран случайный допустимый ход
play-ai-illegal = предложен недопустимый ход ({ $why }); сыгран случайный допустимый ход
play-move-on-its-way = Подождите: ваш последний ход ещё в пути.
play-not-connected = Нет связи с сервером партии.
play-server-move-unshown = Не удаётся показать ход сервера: { $error }. Вернитесь в партию.
play-saved-to = Сохранено: { $path }
play-not-saved = Не сохранено: { $error }
play-autosave-failed = Автосохранение не удалось: { $error }

## Сохранённая партия или повтор, ходы которых правила отвергают. $number считает ходы с 1;
## $move — ход так, как он записан; $why — причина, названная правилами.

record-bad-move = ход { $number } "{ $move }": { $why }
