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

## Что говорит сервер: почему он отклонил запрос и чем закончилась партия. $code — код партии;
## $seat — название места (rules.ftl) или его номер; $what — одно из названий online-field-*.

online-result-wins = { $seat }: победа — { $reason }
online-forfeit = { $seat }: техническое поражение — нет на месте дольше { $seconds } с
online-not-kept = сервер сейчас не смог это сохранить: попробуйте ещё раз
online-match-moved = эту партию теперь ведёт другой сервер службы: переподключитесь, чтобы продолжить
online-hello-first = сначала отправьте Hello с версией вашего протокола
# $server и $client — номера версий протокола.
online-other-version = этот сервер использует протокол { $server }, а ваш клиент — { $client }: используйте ту же версию Stratagem, что и сервер
online-field-name = имя
online-field-code = код партии
online-field-token = токен
online-field-too-long = { $what } длиннее { $max } { $max ->
    [one] символа
   *[other] символов
}
online-field-control = { $what } содержит управляющие символы
online-no-match = на этом сервере нет партии { $code }
online-server-cannot-show = партию { $code } нельзя показать на этом сервере
online-server-full = сервер заполнен: на нём { $count ->
    [one] идёт { $count } партия
    [few] идут { $count } партии
    [many] идут { $count } партий
   *[other] идут { $count } партии
}
online-new-with-moves = новая партия начинается без ходов
online-seat-not-for-people = место { $seat } не предназначено для человека
online-match-over-refused = партия окончена: { $result }
online-no-such-seat = в партии нет места { $seat }
online-seat-taken = место { $seat } занято
online-every-seat-taken = все места заняты: можно только смотреть
online-token-no-seat = этот токен не даёт места в этой партии
online-seat-taken-back = ваше место снова заняли с другого соединения
online-rejoin-first = прежде чем ходить, вернитесь в партию со своим токеном
online-computer-plays-seat = за это место играет компьютер: вернитесь в партию, чтобы забрать его
# В партии сделано $revision ходов; ход клиента был рассчитан на позицию после $sent ходов.
online-move-too-late = в партии уже ход { $revision }, а не { $sent }: ваш ход пришёл слишком поздно
online-move-too-long = ход слишком длинный
online-too-many-messages = слишком много сообщений: помедленнее
online-no-hello-in-time = Hello не пришёл вовремя: соединение закрыто
# Сообщение, которое сервер не смог прочитать; $problem — слова самого читателя.
online-bad-message = { $problem }
