## Главное меню: карточки игр, подготовка и правила игры, настройки и сохранённые игры.

menu-title = Stratagem
menu-subtitle = Пошаговые стратегии с думающими компьютерными соперниками.
menu-continue = Продолжить последнюю игру
menu-continue-hint = Загрузить автосохранение и играть дальше
menu-online = Играть по сети
menu-online-hint = Создать партию на сервере, присоединиться к ней или смотреть
menu-all-games = Все игры
menu-play = Играть
menu-rules = Правила
menu-edit-map = Изменить карту
menu-edit-copy-hint = Изменить копию этой карты
menu-edit-yours-hint = Изменить эту вашу карту
menu-new-map = Новая карта
menu-new-map-hint = Создать карту в редакторе
menu-preview = Предпросмотр
menu-htn-broken = HTN-домен не загружен: { $problem }
menu-start = Начать
menu-host-online = Создать по сети
menu-how-to-play = Как играть
menu-saved-games = Сохранённые игры
menu-saved-continue = Продолжить
menu-saved-continue-hint = Загрузить игру и играть дальше
menu-saved-replay = Повтор
menu-saved-replay-hint = Смотреть с первого хода

## Настройки на главной странице.

settings-text-size = размер текста
settings-game-colours = цвета игры
settings-colour-blind = цвета для дальтоников
settings-colour-blind-hint = Синий, оранжевый, зелёный и киноварь различимы при всех распространённых видах дальтонизма
settings-volume = громкость
settings-mute = без звука (M)
settings-mute-hint = M выключает и включает звук во время игры
settings-language = Язык
settings-language-system = Как в системе ({ $language })

## Подготовка игры.

setup-preset = Готовая карта
setup-choose = (выбрать)
setup-preset-entry = { $name } ({ $id })
setup-preset-entry-yours = { $name } ({ $id }, ваша карта)
setup-preset-broken = Карта с ошибкой: { $problem }
setup-file = Или файл
setup-options = Параметры
setup-who-starts = Кто начинает
setup-by-rules = по правилам
setup-random = случайно
setup-plays = { $seat }: игрок
setup-seed = Зерно
setup-seed-hint = Число, из которого получается каждый случайный выбор в игре: одинаковые зерно и ходы дают одинаковую игру
setup-who-starts-hint = Какая сторона делает первый ход
setup-advanced = Дополнительно: игроки для инженеров
setup-advanced-hint = Компьютерные игроки, стоящие за уровнями, с их настройками поиска
setup-think-time-hint = Сколько компьютер думает над каждым ходом
setup-eval-hint = Как поиск оценивает позицию: настроенная оценка (сильнее) или оценка эталонной реализации
setup-no-file = Файл не выбран (на рабочем столе без диалога выбора файлов он не появляется): введите путь.
setup-type-path = или введите путь
setup-use = Применить
setup-playing-file = Играется { $file }
setup-human = человек
setup-human-hint = Вы, за этим компьютером
setup-remote = по сети
setup-remote-hint = Человек за другим компьютером: «Начать» создаёт игру на сервере, выбранном в «Играть по сети»
setup-ggp = GGP-игрок
setup-ggp-hint = Универсальный игрок где-то ещё, любая программа с протоколом GGP (stratagem ggp-player, игроки ggp-base): ей отправляется описание, она играет с 10 с на старт и 5 с на ход
setup-ggp-address = Адрес
setup-ggp-address-hint = Где слушает игрок: ХОСТ:ПОРТ, например 127.0.0.1:9147
setup-ggp-at = GGP-игрок на { $address }
setup-think-time = время на ход
unit-seconds = с
setup-max-depth = макс. глубина
setup-no-limit = 0: без ограничения
setup-eval-tuned = настроенная оценка
setup-eval-reference = эталонная оценка
setup-threads = потоки
setup-threads-hint = 0: все ядра, кроме одного
setup-quiescence = форсированный поиск
setup-quiescence-hint = досчитывать взятия за пределом глубины (игры со взятиями)

## Страница «История» и строка на карточке каждой игры: результаты игрока по играм и соперникам.

menu-history = История
menu-history-hint = Ваши игры, победы, поражения и ничьи по играм и соперникам
history-card = Сыграно: { $games } (побед: { $wins }, поражений: { $losses }, ничьих: { $draws })
history-intro = Игры, которые вы закончили здесь против компьютера или против человека по сети. Игры только между компьютерными игроками и игры нескольких человек за этим компьютером не считаются.
history-none = Пока не засчитано ни одной игры.
history-opponent = Соперник
history-games = Игры
history-wins = Победы
history-losses = Поражения
history-draws = Ничьи
history-all = Всего
history-remote = человек по сети
history-broken = Статистика не использована, счёт начат заново: { $problem }; файл сохранён как { $file }.
history-not-moved = Статистика не использована: { $problem }; файл не удалось отложить ({ $error }), поэтому игры не засчитываются, пока он там.
# Файл настроек не удалось использовать: $problem — что было не так (файл, затем ошибка), $file — куда
# перемещён файл, $error — почему его не удалось переместить.
settings-broken = Настройки не использованы, взяты значения по умолчанию: { $problem }; файл сохранён как { $file }.
settings-not-moved = Настройки не использованы, взяты значения по умолчанию: { $problem }; файл не удалось отложить ({ $error }), поэтому настройки не будут записаны поверх него.
# Значение файла настроек вне допустимого диапазона; $field — его имя в файле.
settings-out-of-range = { $field }: допустимо от { $min } до { $max }, а не { $value }
