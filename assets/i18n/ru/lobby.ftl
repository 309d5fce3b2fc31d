## Лобби на странице сетевой игры (`stratagem lobby`): вход, рейтинговые партии, партия с другом по
## коду, ваши партии и таблица лидеров. $problem — слова самого лобби (на английском).

lobby-title = Лобби
lobby-address = Лобби
lobby-address-hint = хост:порт лобби Stratagem (без порта — { $port })
lobby-password = Пароль
lobby-log-in = Войти
lobby-sign-up = Зарегистрироваться
lobby-guest = Играть как гость
lobby-log-out = Выйти
lobby-logged-in = Вы вошли как { $name }.
lobby-logged-in-guest = Вы играете как гость ({ $name }): только партии по коду.
lobby-working = Запрос к лобби…
lobby-refused = Ответ лобби: { $problem }
lobby-cannot-reach = Не удалось связаться с лобби: { $problem }
lobby-ranked = Рейтинговая партия
lobby-ranked-game = Игра
lobby-queue = Найти соперника
lobby-leave-queue = Прекратить поиск
# $rating — рейтинг игрока, $seconds — сколько он уже ждёт.
lobby-waiting = Поиск соперника с рейтингом около { $rating } ({ $seconds } с)…
lobby-matched = Соперник найден: { $opponent } ({ $rating }), входим в партию…
lobby-your-rating = Ваш рейтинг в игре { $game }: { $rating } ± { $deviation } { $games ->
    [one] ({ $games } партия)
    [few] ({ $games } партии)
    [many] ({ $games } партий)
   *[other] ({ $games } партии)
}
# После рейтинговой партии: рейтинг до и после и изменение со знаком.
lobby-rating-change = Последняя партия: было { $before }, стало { $after } ({ $change })
lobby-rating-moved = было { $before }, стало { $after } ({ $change })
lobby-unrated = В игре { $game } пока нет рейтинговых партий.
lobby-friend = Партия с другом
lobby-host = Создать через лобби
lobby-code-hint = код, который дал вам друг
lobby-join-code = Присоединиться
lobby-watch-code = Смотреть
lobby-history = Ваши партии
lobby-history-empty = Партий пока нет.
lobby-result-win = победа
lobby-result-loss = поражение
lobby-result-draw = ничья
lobby-result-forfeit = неявка
lobby-result-playing = идёт
lobby-versus = против { $names }
lobby-replay = Повтор
lobby-leaderboard = Таблица лидеров
lobby-refresh = Обновить
lobby-by-address = Или подключиться к серверу по адресу
