# This language's name in itself, for the language menu.
language-name = English
# The decimal separator of numbers such as 0.80.
number-decimal = .
# Between the items of a list ("2 circles, 1 square").
list-separator = {", "}
