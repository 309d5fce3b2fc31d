## 规则对一步棋的说明：游戏如何结束，以及某步棋为何不能走。$tile、$from 和 $to 是写作 (x,y) 的格子；
## $move 是以该游戏记法写出的着法；$side、$seat 和 $robot 是 rules.ftl 中的座位名称。

game-over = 游戏已结束：{ $reason }
not-a-legal-move = { $move } 不是合法着法

## 行省

provinces-end-land = { $side }占有 80% 的土地
provinces-end-no-province = { $side }已没有省份
provinces-end-rounds = 已达到回合上限 { $limit }；参考评估 { $value }（蓝方减红方）
provinces-illegal-no-unit = { $tile } 上没有{ $side }的单位
provinces-illegal-no-province = { $tile } 不在{ $side }的省份内
provinces-illegal-dear = 该省份买不起{ $item }
provinces-illegal-acted = 该省份本回合已行动过
provinces-illegal-moved = 该单位本回合已移动过
provinces-illegal-placement = { $move } 违反放置规则（距离 2、塔楼范围、力量、合并、农场须与农场相邻）

## Tactigon。$piece 和 $other 为棋子种类（tactigon-circle 等）；在 tactigon-illegal-not-yours 中 $other 为座位名称。

tactigon-end-pentagon = { $side }吃掉了敌方五边形
tactigon-end-gold = { $side }占有全部金色格子
tactigon-end-no-moves = { $side }获胜：对手没有合法着法
tactigon-end-no-captures = 连续 { $turns } 步无吃子
tactigon-illegal-no-piece = { $tile } 上没有棋子
tactigon-illegal-not-yours = 现在轮到{ $side }，不是{ $other }
tactigon-illegal-friendly = { $tile } 上是己方的{ $piece }
tactigon-illegal-cannot-attack = { $piece }不能攻击{ $other }
tactigon-illegal-reach = { $from } 上的{ $piece }无法经由空格在 { $steps ->
   *[other] { $steps } 步
}内到达 { $to }

## 国王与兵。$unit 为该单位在地图上的名称。

kings-end-kings = { $seat } 失去了全部国王
kings-end-no-captures = 连续 { $turns } 步无吃子
kings-end-no-move = { $seat } 没有合法着法
kings-illegal-no-unit = { $tile } 上没有单位
kings-illegal-not-yours = { $unit } 属于 { $seat }
kings-illegal-one-step = { $unit } 每次只能走一格
kings-illegal-friendly = { $tile } 上已有己方单位

## 井字棋。$mark 为 x 或 o。

tictactoe-end-line = { $mark } 连成了一线
tictactoe-end-full = 棋盘已满
tictactoe-illegal-no-cell = 没有这个格子
tictactoe-illegal-taken = 第 { $row } 行第 { $col } 列已有 { $mark }

## 机器人竞速

robots-end-flag = { $robot } 最先触碰了最后一面旗帜
robots-end-rounds = 已达到轮数上限（{ $limit }）：按触碰的旗帜数排名，其次按到下一面旗帜的距离排名

## 游戏描述。$goals 列出各角色的目标值（“x 100, o 0”）；$error 为引擎自己的说法。

gdl-end-failed = 规则出错：{ $error }
gdl-end-limit = { $steps } 步内未结束
gdl-end-goals = 目标值：{ $goals }
gdl-end-solved = 已求解（目标值：{ $goals }）
gdl-end-not-solved = 未求解（目标值：{ $goals }）
