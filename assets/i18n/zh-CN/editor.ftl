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
