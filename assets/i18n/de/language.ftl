language-name = Deutsch
number-decimal = ,
