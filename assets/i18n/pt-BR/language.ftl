language-name = Português (Brasil)
number-decimal = ,
