language-name = Русский
number-decimal = ,
# Between the items of a list ("2 circles, 1 square").
list-separator = {", "}
