## 游戏的地图读取器对无法使用的地图的说明：地图编辑器中的问题，以及无法载入的地图。$x 和 $y
## 为格子的列和行；$token 和 $text 为文件中的原文，按原样引用；$side 和 $seat 为 rules.ftl 中的座位名称。

# 无法使用的数据文件：先是其路径，然后是问题所在。
load-error = { $file }：{ $problem }

map-too-large = 地图大于 { $max } × { $max }
map-row-uneven = 第 { $row } 行有 { $tiles } 格，而第 0 行有 { $first } 格
map-tile-token = 格子 ({ $x },{ $y }) '{ $token }'：{ $problem }
map-tile-problem = 格子 ({ $x },{ $y })：{ $problem }
map-placement-tile = 名称后面应为一个格子，例如 (2,3)
map-tile-expected = 此处应为一个格子，例如 (2,3)，而不是 '{ $text }'
map-not-number = '{ $text }' 不是整数

## 行省

provinces-map-generate-or-rows = 请给出 generate，或者给出 rows 和 money，不能同时给出
provinces-map-generate-size = generate：size 为 8（小）或 16（大），而不是 { $size }
# $what 为 provinces-map-money-at，或文件中某个字段的名称（round、conquests.red）。
provinces-map-number = { $what }必须在 { $min } 到 { $max } 之间，而不是 { $number }
provinces-map-money-at = ({ $x },{ $y }) 处的资金
provinces-map-no-province = { $side }没有省份
provinces-map-drawn = 以种子 { $seed } 生成的地图：{ $problem }
provinces-map-rows = 地图需要 1 到 { $max } 行，而不是 { $rows } 行
provinces-map-row-tiles = 第 { $row } 行需要 1 到 { $max } 格，而不是 { $tiles } 格
provinces-map-token-length = 一个格子由两个字符组成，例如 r. 或 bk
provinces-map-token-sea = 海写作 ~~
provinces-map-token-owner = 未知的所有者 '{ $letter }'（请用 ~ . r b）
provinces-map-token-content = 未知的内容 '{ $letter }'（请用 . p s B k f t T）
provinces-map-token-neutral = 中立土地上不能有任何东西
provinces-map-money-off = ({ $x },{ $y }) 处的资金在地图之外
provinces-map-money-sea = ({ $x },{ $y }) 处的资金在海上
provinces-map-money-neutral = ({ $x },{ $y }) 处的资金在中立土地上，不在省份中
provinces-map-money-twice = ({ $x },{ $y }) 所在省份有两条 money 记录
provinces-map-money-missing = ({ $x },{ $y }) 所在省份没有 money 记录

## Tactigon。$piece 为棋子名称（position.ftl）。

tactigon-map-lines = 棋盘需要 1 到 { $max } 行，而不是 { $lines } 行
# 棋盘第 $line 行从第 $min 列延伸到第 $max 列；列号为 0 到 $limit - 1。
tactigon-map-line = 第 { $line } 行从 x={ $min } 到 x={ $max }：需要 0 <= min_x <= max_x < { $limit }
tactigon-map-tiles = 棋盘有 { $tiles } 格；最多支持 { $max } 格
tactigon-map-no-gold = 没有金格
tactigon-map-gold-off = 金格 ({ $x },{ $y }) 在棋盘之外
tactigon-map-gold-twice = 金格 ({ $x },{ $y }) 列出了两次
tactigon-map-piece = { $side }的棋子 "{ $token }"：{ $problem }
tactigon-map-piece-type = 未知的棋子类型 '{ $name }'（请用 C、T、S 或 P）
tactigon-map-piece-off = 位于 ({ $x },{ $y }) 的{ $side }{ $piece }在棋盘之外
tactigon-map-two-pieces = 格子 ({ $x },{ $y }) 上有两枚棋子
tactigon-map-no-pentagon = { $side }没有五边形
tactigon-map-pentagons = { $side }有 { $count } 个五边形；只允许恰好一个

## 国王与兵。$kind 为地图自己命名的单位种类（King、Pawn）。

kings-map-size = 地图需要 1 到 { $max } 行，每行最多 { $max } 格
kings-map-players = 列出了 { $count } 名玩家；目前预设地图只能恰好有两名
kings-map-unit = { $seat } 的单位 "{ $token }"：{ $problem }
kings-map-unit-kind = '{ $kind }' 不是单位种类（只能用字母，例如 King 或 Pawn）
kings-map-unit-off = 位于 ({ $x },{ $y }) 的 { $seat } 的{ $kind }不在地图上
kings-map-two-units = 格子 ({ $x },{ $y }) 上有两个单位
kings-map-no-king = { $seat } 没有国王
kings-map-to-move = to_move 为玩家 { $player }；只有玩家 1 和 2
kings-map-too-many-units = 单位太多

## 机器人竞速。$what 指文件中的一项：某个 robots-map-*-entry、一个机器人或一面旗帜。

robots-map-size = 棋盘需要 1 到 { $max } 行，每行 1 到 { $max } 格
robots-map-entry = { $what }：{ $problem }
robots-map-walls-entry = walls 第 { $number } 项 "{ $text }"
robots-map-robot = 机器人 { $number } "{ $text }"
robots-map-at-entry = at 第 { $number } 项 "{ $text }"
robots-map-flag = 旗帜 { $number }
robots-map-off-board = 位于 ({ $x },{ $y }) 的{ $what }不在棋盘上
robots-map-name-edges = 请指明边，例如 (2,3) N E
robots-map-one-facing = 请给出一个朝向，例如 (0,5) N
robots-map-flags = { $count } 面旗帜；棋盘应有 1 到 { $max } 面
robots-map-flag-on-pit = 位于 ({ $x },{ $y }) 的{ $what }在坑上或另一面旗帜上
robots-map-robots = { $count } 个机器人；棋盘应有 { $min } 到 { $max } 个
robots-map-robot-on-pit = { $what }的起始位置在坑上或另一个机器人上
robots-map-hands = { $robots } 个机器人却有 { $hands } 手牌
robots-map-at-count = 用 at 放置了 { $placed } 个机器人；棋盘上有 { $robots } 个
# $touched 为文件中按原样写出的数字列表，例如 [1, 3]。
robots-map-touched = touched 列出的机器人或旗帜多于棋盘上的数量（{ $touched }）
robots-map-at-on-pit = { $what }在坑上或另一个机器人上
robots-map-floor = '{ $token }' 不是格子（. 地面、P 坑、GL/GR 齿轮、bN/eE 传送带、bNL/eSR 弯道）
robots-map-direction = '{ $text }' 不是方向（N、E、S 或 W）
robots-map-tile-first = 应先给出一个格子，例如 (2,3)
robots-map-hand-size = 第 { $hand } 手牌有 { $cards } 张；一手牌应为 { $size } 张
robots-map-hand-priority = 第 { $hand } 手牌：没有优先级为 { $priority } 的牌（10、20、… 840）
robots-map-hand-twice = 第 { $hand } 手牌：优先级为 { $priority } 的牌发了两次

## RON 读取器对无法读取的数据文件（地图、教程、设置）的说明。$line 和 $column 指出问题所在的位置；
## $problem 为下面的某条 ron- 消息，较少见的问题则为读取器自己的英文原文。$mark 为括号或标点，按原样
## 显示；$field、$found 和 $char 为文件中的原文；$expected 列出文件在该处可以使用的名称，按文件中的写法列出。

ron-at = { $line }:{ $column }：{ $problem }
ron-end = 文件过早结束
ron-expected-mark = 此处应为 '{ $mark }'
ron-expected-boolean = 此处应为 true 或 false
ron-expected-integer = 此处应为整数
ron-expected-number = 此处应为数字
ron-expected-string = 此处应为双引号括起的文本
ron-string-unclosed = 双引号括起的文本没有结束
ron-expected-name = 此处应为名称
ron-unexpected-char = 意外的字符 '{ $char }'
ron-trailing = 文件的值结束后还有多余的文本
ron-number-range = 数字太大
ron-comment-unclosed = /* 注释 */ 没有结束
ron-nesting = 嵌套深度超过 { $max }
ron-missing-field = 缺少字段 '{ $field }'
ron-duplicate-field = 字段 '{ $field }' 出现了两次
ron-unknown-field = 未知字段 '{ $found }'；可用的字段为：{ $expected }
ron-unknown-name = 未知名称 '{ $found }'；应为以下之一：{ $expected }

## 游戏设置页面上随附地图和 GDL 描述的名称，按游戏和文件名区分（GDL 描述的英文名称就是其文件名）。
## 若地图的名称在其文件中被改过，则显示文件中的名称。

map-provinces-archipelago = 群岛
map-provinces-big-7 = 大地图，种子 7
map-provinces-duel-hex = 六边形对决
map-provinces-duel-square = 方格对决
map-provinces-large = 大岛
map-provinces-random-big = 随机大地图
map-provinces-random-small = 随机小地图
map-provinces-small-42-square = 方格小地图，种子 42
map-provinces-small-42 = 小地图，种子 42
map-tactigon-large = 大棋盘
map-tactigon-medium = 中棋盘
map-tactigon-small = 小棋盘
map-kings-crossroads = 十字路口
map-kings-default = 默认 5x5
map-kings-field-12 = 战场 12x12
map-kings-twin-kings = 双王
map-robots-conveyors = 传送带环路 10x10
map-robots-factory = 工厂 16x12
map-robots-maze = 墙壁迷宫 10x10
map-robots-open = 开阔地面 8x8
map-gdl-connect-four = 四子棋
map-gdl-hanoi = 汉诺塔
map-gdl-nim = 尼姆游戏
map-gdl-rock-paper-scissors = 石头剪刀布
map-gdl-tictactoe-3 = 三人井字棋
map-gdl-tictactoe = 井字棋
