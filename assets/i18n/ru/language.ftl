language-name = Русский
number-decimal = ,
