language-name = 简体中文
number-decimal = .
# egui's fonts have no Chinese: a subset of Noto Sans CJK SC cut to the characters these
# catalogs use (tools/fonts/subset-cjk), loaded only while this language is chosen.
language-font = NotoSansSC-subset.otf
# Between the items of a list ("2 circles, 1 square").
list-separator = 、
