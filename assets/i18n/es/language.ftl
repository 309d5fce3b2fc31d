language-name = Español
number-decimal = ,
