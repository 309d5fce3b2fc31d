## 游戏画面自己的面板：《行省》的商店栏、Robot Race 的手牌与回放，以及游戏描述的走法面板。
## 规则给出的理由、对局结果，以及描述中的走法、角色和事实保持原样。

## 行省。$side 为 red 或 blue，即当前行动的一方。

provinces-province = { $side ->
    [red] 红方省份
   *[other] 蓝方省份
} ({ $x },{ $y })
provinces-coins = { $count ->
   *[other] { $count } 金币
}
provinces-tiles = { $count ->
   *[other] { $count } 格
}
provinces-income = 收入 { $income }/回合
provinces-income-hint = { $tiles }（格子）{ $farms }（农场）{ $units }（单位）{ $buildings }（建筑）之和的一半，远离零取整
provinces-bankrupt = 下回合将破产：其单位将全部损失
provinces-click-province = { $side ->
    [red] 轮到红方
   *[other] 轮到蓝方
}：点击你的一个省份
provinces-to-move = { $side ->
    [red] 轮到红方
   *[other] 轮到蓝方
}
provinces-end-turn = 结束回合

## 行省的商店：商品，以及某件商品无法购买的原因。

provinces-item-nothing = 无
provinces-item-peasant = 农民
provinces-item-spearman = 长矛兵
provinces-item-baron = 男爵
provinces-item-knight = 骑士
provinces-item-farm = 农场
provinces-item-tower = 塔楼
provinces-item-strong-tower = 坚固塔楼
provinces-item-hint = 花费 { $price }，每回合 { $income } 金币；然后点击一个亮起的格子（按键 { $key }）
provinces-wait = 请等待你的回合
provinces-pick-first = 请先选择你的一个省份
provinces-too-dear = 花费 { $price }，该省份只有 { $money }
provinces-acted = 该省份本回合已行动过，或没有可放置的位置
provinces-nowhere = 没有可放置的位置

## 行省：点击或按键后的提示。$reason 为规则自己的说法。

provinces-cannot-place = 无法在那里放置{ $item }：{ $reason }。
provinces-not-a-move = 不是合法的一步：{ $reason }。
provinces-legal = 这是合法的
provinces-their-land = { $side ->
    [red] 那是红方的土地
   *[other] 那是蓝方的土地
}；请选择你自己的格子。
provinces-neutral = 中立土地：请先选择你自己的格子。
provinces-cannot-buy = 该省份现在无法购买{ $item }。
provinces-pick-province-first = 请先选择你的一个省份（Tab，然后 Enter）。

## Robot Race：机器人、传递设备画面和状态栏。

robots-robot = 机器人 { $number }
robots-pass-to = 请交给{ $name }
robots-look-away = 其他人请回避：下一手牌是保密的。
robots-show-cards = 我是{ $name }：显示我的牌
robots-game-over = 游戏结束：{ $reason }
robots-viewing = 正在查看第 { $move } 步之后的局面。
robots-waiting = 正在等待下一位玩家。
robots-programming = { $name } 正在编程…

## Robot Race：手牌和寄存器。

robots-program = { $name }：为寄存器 1 至 { $registers } 编程
robots-program-help = （点击一张牌或按其数字键，填入下一个寄存器；点击寄存器或按退格键取回一张）
robots-register = 寄存器 { $number }
robots-key = 按键 { $number }
robots-clear = 清空
robots-run = 执行
robots-run-hint = 锁定程序（Enter）
robots-card-move-1 = 前进 1
robots-card-move-2 = 前进 2
robots-card-move-3 = 前进 3
robots-card-back-up = 后退
robots-card-turn-left = 左转
robots-card-turn-right = 右转
robots-card-u-turn = 掉头

## Robot Race：一轮的回放。$to 和 $at 为格子 (x,y)；$facing 为 N、E、S 或 W。

robots-round = 第 { $round } 轮 · 寄存器 { $register }/{ $registers }
robots-priority-order = 按优先级排列的牌：
robots-playback = 回放
robots-speed = × 速度
robots-pause = 暂停
robots-resume = 继续
robots-pause-hint = 暂停本轮回放；之后“单步”每次播放一拍
robots-step = 单步
robots-skip = 跳过
robots-skip-hint = 显示本轮结束时的局面
robots-beat-card = { $robot } 打出 { $card }（寄存器 { $register }）
robots-beat-moved = { $robot } 移动到 { $to }
robots-beat-pushed = { $robot } 被推到 { $to }
robots-beat-carried = { $robot } 被传送带送到 { $to }
robots-beat-carried-express = { $robot } 被快速传送带送到 { $to }
robots-beat-turned = { $robot } 转向{ $facing ->
    [N] 北
    [E] 东
    [S] 南
   *[W] 西
}
robots-beat-fell = { $robot } 掉进了坑里
robots-beat-left = { $robot } 离开了棋盘
robots-beat-flag = { $robot } 触碰了旗帜 { $flag }
robots-beat-respawned = { $robot } 回到 { $at }，面朝{ $facing ->
    [N] 北
    [E] 东
    [S] 南
   *[W] 西
}

## 游戏描述的走法面板。$role 是描述中的一个角色，保持其原文。

gdl-choose = { $role }，请选择一步：
gdl-to-choose = 等待 { $role } 选择
gdl-state = 状态
gdl-no-move = 你的走法中没有一步指向该格子。
gdl-several-moves = 有多步指向该格子：请在面板中选择一步。
