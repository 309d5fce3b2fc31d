## 地图编辑器：工具栏、工具、地图问题以及操作的提示。

editor-title = { $game } 地图编辑器
editor-back = 返回
editor-back-hint = 回到游戏设置
editor-name = 名称
editor-undo = 撤销
editor-undo-hint = Ctrl+Z
editor-redo = 重做
editor-redo-hint = Ctrl+Y
editor-size = 大小
editor-resize = 调整大小
editor-file = 文件：{ $file }
editor-save = 保存
editor-save-hint = 有问题的地图会保存为草稿
editor-save-as = 另存为
editor-save-as-hint = xin-ditu
editor-play = 玩这张地图
editor-play-hint = 保存并在这张地图上开始游戏
editor-set = 设定
editor-problems-title = 问题
editor-no-problems = 没有：这张地图可以玩。
editor-problem-at = 位于 ({ $x },{ $y })：{ $problem }
editor-mark-hint = 点击以标记该格
editor-help = 点击一个格子，对它使用所选工具；拖动可以连续绘制。有问题的地图会保存为草稿，但不能用来玩。
editor-keys-help = 用键盘：按 Tab 移到地图上，方向键移动光标，Enter 使用所选工具。
editor-canvas = 地图
editor-cursor-enter = Enter：{ $tool }

## 编辑器操作的提示。

editor-no-editor = { $game } 没有地图编辑器
editor-cannot-open = 无法打开地图：{ $problem }
editor-nothing-to-undo = 没有可撤销的操作
editor-nothing-to-redo = 没有可重做的操作
editor-saved = 已保存 { $file }
editor-saved-draft = 已保存 { $file }（草稿：地图有问题）
editor-not-in-catalog = { $game } 不在游戏目录中
editor-unsaved-back = 地图有未保存的更改：请保存，或再按一次“返回”放弃更改并离开
editor-unsaved-close = 地图有未保存的更改：请保存，或再关闭一次窗口放弃更改并退出
editor-not-a-preset = '{ $name }' 不是预设地图的名称
editor-not-playable = 这张地图还不能玩：{ $problem }
editor-bad-file-name = '{ $name }' 不是有效的文件名：请只用拉丁字母、数字、- 和 _
editor-shipped-name = '{ $name }' 是游戏自带地图的名称：请换一个名称保存
editor-cannot-write = 无法写入 { $file }：{ $problem }
# $what 为 editor-width 或 editor-height。
editor-out-of-range = { $what }必须在 { $min } 到 { $max } 之间，而不是 { $value }
editor-width = 宽度
editor-height = 高度
editor-off-map = ({ $x },{ $y }) 在地图之外
# $tool 为程序所知的工具名称（英文，与地图和测试中的工具名一致）。
editor-no-tool = 没有名为 '{ $tool }' 的工具
editor-no-number = ({ $x },{ $y }) 上没有数字

## 工具面板的分组标题。

editor-group-tiles = 格子
editor-group-pieces = 棋子
editor-group-units = 单位
editor-group-units-buildings = 单位和建筑
editor-group-treasury = 金库
editor-group-map = 地图
editor-group-floor = 地面
editor-group-belts = 传送带
editor-group-express-belts = 快速传送带
editor-group-walls = 墙
editor-group-flags-starts = 旗帜和起点

## 工具及其提示。工具面板显示工具名称时首字母大写。
## $side 和 $seat 为 rules.ftl 中的座位名称；$piece 为棋子名称（position.ftl），在国王与兵的地图上
## 则是地图自己命名的单位种类（$kind）；$dir 为 N、E、S 或 W。

# 某一方的一枚棋子，例如“青方 圆形”或“玩家 1 King”。
editor-tool-piece = { $side } { $piece }
editor-tool-piece-help = 放置{ $side }的{ $piece }
editor-tool-remove-piece = 移除
editor-tool-remove-piece-help = 移走棋子
editor-tool-remove-unit = 移除
editor-tool-remove-unit-help = 移走单位

provinces-tool-sea = 海
provinces-tool-sea-help = 海：没有格子
provinces-tool-land = 陆地
provinces-tool-land-help = 中立土地（清除上面的一切）
provinces-tool-red = 红方
provinces-tool-red-help = 红方的土地
provinces-tool-blue = 蓝方
provinces-tool-blue-help = 蓝方的土地
# $thing 为商店的一件商品（provinces-item-*）。
provinces-tool-thing-help = 在此放置{ $thing }
provinces-tool-remove = 移除
provinces-tool-remove-help = 移走单位或建筑
provinces-tool-treasury = 金库
provinces-tool-treasury-help = 选择一个省份，设定它的金币
provinces-tool-hex = 六边形
provinces-tool-hex-help = 六边形格（even-q 偏移）
provinces-tool-square8 = 八邻方格
provinces-tool-square8-help = 有八个相邻格的方格
provinces-tool-on-sea = ({ $x },{ $y }) 是海：请先画上陆地
provinces-tool-coins = 位于 ({ $x },{ $y }) 的{ $side }省份的金币
provinces-tool-coins-range = 金库可存 0 到 { $max } 金币，而不是 { $value }
provinces-tool-no-province = ({ $x },{ $y }) 不在任何省份中

tactigon-tool-tile = 格子
tactigon-tool-tile-help = 在所在行的任一端添加一个六边形格
tactigon-tool-gap = 空缺
tactigon-tool-gap-help = 从所在行的任一端移除一个六边形格
tactigon-tool-gold = 金格
tactigon-tool-gold-help = 把格子变成金格，或变回普通格子
# $line 为棋盘的一行；它从第 $min 列延伸到第 $max 列。
tactigon-tool-add-at-ends = 每一行必须连续：第 { $line } 行从 x={ $min } 到 x={ $max }，请在它的两端旁添加
tactigon-tool-last-hex = 第 { $line } 行至少要保留一个格子：请改为缩短棋盘
tactigon-tool-take-at-ends = 每一行必须连续：请从它的两端移除格子（x={ $min } 或 x={ $max }）
tactigon-tool-not-hex = ({ $x },{ $y }) 不是棋盘上的格子

kings-tool-tile = 格子
kings-tool-tile-help = 一个方格
kings-tool-gap = 空缺
kings-tool-gap-help = 没有格子（移走其上的单位）
kings-tool-unit-help = { $seat } 的{ $kind }
kings-tool-king-help = { $seat } 的{ $kind }：全部失去就输了
kings-tool-on-gap = ({ $x },{ $y }) 是空缺：请先画上格子

robots-tool-floor = 地面
robots-tool-floor-help = 普通地面
robots-tool-pit = 坑
robots-tool-pit-help = 进入其中的机器人会被摧毁
robots-tool-gear-left = 左转齿轮
robots-tool-gear-left-help = 把其上的机器人向左转四分之一圈
robots-tool-gear-right = 右转齿轮
robots-tool-gear-right-help = 把其上的机器人向右转四分之一圈
# $express 为 yes 或 no；$turn 在弯道时为 L 或 R（向左或向右弯），否则为 none。
robots-tool-belt = { $express ->
    [yes] 快速传送带
   *[no] 传送带
} { $dir }{ $turn ->
    [L] {" "}左弯
    [R] {" "}右弯
   *[none] {""}
}
robots-tool-belt-help = 把机器人向{ $dir ->
    [N] 北
    [E] 东
    [S] 南
   *[W] 西
}运送{ $turn ->
    [L] ，并让被送上来的机器人向左转
    [R] ，并让被送上来的机器人向右转
   *[none] {""}
}
robots-tool-wall = 墙 { $dir }
robots-tool-wall-help = 在这条边上建起或拆除墙
robots-tool-flag = 旗帜
robots-tool-flag-help = 添加下一面旗帜，或移走一面旗帜
robots-tool-start = 起点 { $dir }
robots-tool-start-help = 朝向该方向的起点
robots-tool-remove-start = 移除起点
robots-tool-remove-start-help = 移走起点
robots-tool-too-many-starts = 棋盘上最多只能有 { $max } 个起点：请先移走一个
robots-tool-too-many-flags = 棋盘上最多只能有 { $max } 面旗帜：请先移走一面
