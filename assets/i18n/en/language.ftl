# This language's name in itself, for the language menu.
language-name = English
# The decimal separator of numbers such as 0.80.
number-decimal = .
