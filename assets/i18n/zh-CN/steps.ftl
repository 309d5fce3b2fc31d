## 一步棋逐步造成的结果，用于着法记录和棋盘的鼠标悬停提示。$piece、$item 和 $what 由下文或游戏命名
## （国王与兵地图上单位的名称、游戏描述中的标记）；$at、$from 和 $to 是写作 (x,y) 的格子；$seat 是
## 座位名称；$facing 为 N、E、S 或 W；$card 是按规则写法写出的程序牌。

step-moved = { $piece } 从 { $from } 移动到 { $to }
step-captured = { $piece } 在 { $at } 被吃掉
step-placed = { $piece } 放在 { $at }
step-bought = 在 { $at } 购买{ $item }，花费 { $cost }
step-merged = 在 { $at } 合并：{ $what }
step-pushed = { $piece } 从 { $from } 被推到 { $to }
step-destroyed = { $piece } 在 { $at } 被摧毁（{ $why }）
step-card = { $piece } 打出 { $card }（寄存器 { $register }）
step-carried = { $piece } 被{ $by }从 { $from } 送到 { $to }
step-turned = { $piece } 在 { $at } 转向，面朝 { $facing }
step-flag = { $piece } 在 { $at } 触碰旗帜 { $flag }
step-respawned = { $piece } 在 { $at } 重生，面朝 { $facing }
step-turn-ended = 轮到 { $seat }

## 行省。$side 是一方的名称；$thing、$there、$unit 和 $into 是商店的商品（provinces-item-*）。

provinces-owned-thing = { $side }{ $thing }
provinces-neutral-thing = 中立{ $thing }
provinces-tile-of = { $side }的格子
provinces-merged-units = { $there }和{ $unit }合成{ $into }
provinces-merged-provinces = { $side }的省份
provinces-why-invaded = 被占领
provinces-why-cut-off = 被切断
provinces-why-bankrupt = 破产

## Tactigon。$piece 为棋子种类（tactigon-circle 等）。

tactigon-piece-of = { $side }{ $piece }

## 机器人竞速

robots-by-belt = 传送带
robots-by-express-belt = 快速传送带
robots-fell-into-a-pit = 掉进坑里
robots-left-the-board = 掉出棋盘

## 游戏描述

gdl-the-mark = 标记
gdl-emptied = 已清空
