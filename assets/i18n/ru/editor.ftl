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
