language-name = Français
number-decimal = ,
