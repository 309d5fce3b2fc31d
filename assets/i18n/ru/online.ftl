## Страница сетевой игры: сервер, его партии и сообщения соединения.

online-your-name = Ваше имя
online-server = Сервер
online-server-hint = хост:порт (без порта — { $port })
online-connect = Подключиться
online-host-here = Или создать здесь
online-port-hint = UDP-порт
online-start-server = Запустить сервер в приложении
online-server-running = Сервер работает
online-matches-title = Партии на сервере
online-refresh = Обновить
online-moves = { $count ->
    [one] { $count } ход
    [few] { $count } хода
    [many] { $count } ходов
   *[other] { $count } хода
}
online-join = Присоединиться
online-watch = Смотреть
online-rejoin = Вернуться
online-match-code = Код партии
online-how-to-host = Чтобы создать партию: выберите игру в разделе «{ menu-all-games }», поставьте места других игроков на «{ setup-remote }» (компьютерные игроки работают на сервере) и нажмите «{ menu-host-online }».
online-choose-game = Выбрать игру для партии

## Место в партии, в списке и в игре.

online-seat-open = свободное место
online-seat-connected = { $name } (в сети)
online-seat-away = { $name } (отсутствует, ждём ещё { $seconds } с)
online-seat-thinking = { $player } (думает…)

## Сообщения соединения и сервера.

online-connecting = Подключение к { $address }…
online-cannot-connect = Не удалось подключиться: { $problem }
online-cannot-serve = Не удалось запустить сервер: { $problem }
online-connected = Подключено к { $server } по адресу { $address }.
online-not-connected = Нет соединения: сначала подключитесь к серверу.
online-connection-lost = Соединение потеряно: { $problem }
online-rejoining = Соединение потеряно ({ $problem }); возвращаемся в партию { $code }…
online-refused = Отказано: { $problem }
online-server-refused = Сервер отказал: { $problem }
online-match-over = Партия окончена: { $result }
online-match-ended = Партия { $code } окончена: { $result }
online-cannot-show = Партию { $code } нельзя показать здесь: { $problem }
online-playing = Вы играете в партии { $code } на месте { $seat }.
online-watching = Вы смотрите партию { $code }.
online-not-your-seat = Это место в этой партии не ваше.
online-record-name = партия { $code }
