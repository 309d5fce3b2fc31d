## 规则对一个局面的描述：游戏画面的状态行和格子的内容（鼠标悬停提示和键盘光标的标签）。
## $side、$seat 和 $robot 是 rules.ftl 中的座位名称；$x、$y、$row 和 $col 是格子的列和行。

## 行省。$thing 是商店的一件商品（provinces-item-*）；$income 带正负号（+3、-2）。

provinces-status-round = 第 { $round } 回合，共 { $limit } 回合
provinces-status-side = { $side }：{ $tiles } 格，{ $provinces ->
   *[other] { $provinces } 个省份
}，{ $coins } 金币，收入 { $income }，占领 { $conquests }
provinces-status-evaluation = 参考评估（蓝方减红方）：{ $value }
provinces-tile-neutral = ({ $x },{ $y })：中立土地
provinces-tile-owned = ({ $x },{ $y })：{ $side }
provinces-tile-holding = ({ $x },{ $y })：{ $side }，{ $thing }
provinces-tile-province = { $tiles } 格的省份：{ $coins } 金币，收入 { $income }

## Tactigon。$piece 为 tactigon-circle、-triangle、-square 或 -pentagon 之一。

tactigon-circle = 圆形
tactigon-triangle = 三角形
tactigon-square = 方形
tactigon-pentagon = 五边形
tactigon-circles = { $count ->
   *[other] { $count } 个圆形
}
tactigon-triangles = { $count ->
   *[other] { $count } 个三角形
}
tactigon-squares = { $count ->
   *[other] { $count } 个方形
}
tactigon-pentagons = { $count ->
   *[other] { $count } 个五边形
}
tactigon-status-lost = { $side }损失：{ $pieces }
tactigon-status-lost-nothing = { $side }损失：无
tactigon-tile-piece = { $side }{ $piece }：最多走 { $steps ->
   *[other] { $steps } 格
}
tactigon-tile-piece-gold = 金格上的{ $side }{ $piece }：最多走 { $steps ->
   *[other] { $steps } 格
}
tactigon-tile-empty = 空格 ({ $x },{ $y })
tactigon-tile-empty-gold = 空金格 ({ $x },{ $y })

## 国王与兵。单位的 $name 和 $kind 为地图自己的用词。

kings-status = { $seat }：{ $units ->
   *[other] { $units } 个单位
}，{ $kings ->
   *[other] { $kings } 个国王
}
kings-tile-unit = { $name }：{ $seat } 的{ $kind }
kings-tile-empty = 空格 ({ $x },{ $y })

## 井字棋。$mark 为 x 或 o。

tictactoe-tile = 第 { $row } 行，第 { $col } 列：{ $mark }
tictactoe-tile-empty = 第 { $row } 行，第 { $col } 列：空

## 机器人竞速。$dir 和 $facing 为 N、E、S 或 W；$sides 列出其中几个。

robots-status-round = 第 { $round } 轮，共 { $limit } 轮
robots-status-robot = { $robot }：旗帜 { $flags }/{ $total }，{ $next }，重生点 ({ $x },{ $y })
robots-status-robot-programmed = { $robot }：旗帜 { $flags }/{ $total }，{ $next }，重生点 ({ $x },{ $y })，已编程
robots-status-next-flag = 下一面旗帜 { $flag } 位于 ({ $x },{ $y })
robots-status-every-flag = 已触碰全部旗帜
robots-tile-floor = ({ $x },{ $y }) { $floor }
robots-floor-plain = 地面
robots-floor-pit = 坑
robots-floor-gear-right = 右转齿轮
robots-floor-gear-left = 左转齿轮
robots-floor-belt = { $express ->
    [yes] 快速传送带
   *[no] 普通传送带
}，朝 { $dir }{ $curve ->
    [right] ，向右弯
    [left] ，向左弯
   *[none] {""}
}
robots-tile-walls = { $sides } 侧有墙
robots-tile-flag = 旗帜 { $flag }
robots-tile-robot = { $robot } 面朝 { $facing }，{ $flags ->
   *[other] 已触碰 { $flags } 面旗帜
}
robots-tile-respawn = { $robot } 的重生点

## 游戏描述。$x、$y 和 $value 为描述自己的符号；$error 为引擎自己的说法。

gdl-status-failed = 规则出错：{ $error }
gdl-status-simultaneous = 本步各角色同时行动：在所有角色选完之前，各自的选择保持隐藏。
gdl-tile = { $x } { $y }：{ $value }
gdl-tile-empty = { $x } { $y }：空
