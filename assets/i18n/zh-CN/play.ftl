## 游戏画面：棋盘上的光标、轮到谁走、每一步棋、面板和按键。

play-cursor-tile = 格子 { $x }, { $y }
play-online-match = 在线对局 { $code }
# 服务器发来的对局视图游戏无法读取；$problem 说明原因。
play-online-view-error = 对局 { $code }：{ $problem }
play-leave = 离开
play-new-game = 新游戏
play-menu = 菜单
play-keys-button = 按键 (F1)
play-wins = { $seat } 获胜
play-draw = 平局
play-rematch = 再来一局
play-rematch-hint = 同一游戏，双方交换
play-hide = 隐藏
play-game-over = 游戏结束：{ $reason }
play-to-move = 轮到 { $seat }
play-last-move = 上一步：{ $seat }：{ $move }
play-moves-played = 已走步数：{ $count }
play-plan = { $seat } 的计划：
gdl-plan-proven = { $move }：目标 { $goal }，已证明，搜索了 { $nodes } 个节点
gdl-plan-expected = { $move }：预期目标 { $goal }，搜索了 { $nodes } 个节点
play-htn-not-reloaded = HTN 领域未重新加载：{ $problem }
play-seat-to-move = 轮到
play-thinking = 思考中…
play-thinking-depth = 思考中… 深度 { $depth }
play-search-figures = { $nodes } 个节点，每秒 { $speed } 千个，评分 { $score }
play-score-win = { $plies } 步内获胜
play-score-loss = { $plies } 步内落败
play-line = 变化：{ $moves }
play-undo = 悔棋
play-redo = 重做
play-save = 保存
play-save-hint = 把游戏保存到存档文件夹
play-fit = 适应棋盘
play-hint = 提示
play-hint-help = 由最强电脑玩家建议一步着法（H）；着法记录中会注明
play-hint-thinking = 正在寻找好的着法...
play-hint-move = 提示：{ $move }
play-hint-then = 然后 { $moves }
play-hint-none = 没有提示：{ $why }
play-hint-not-now = 提示只针对当前对局中轮到你走的着法
play-hint-time = 秒的提示思考时间
play-hint-time-help = 最强电脑玩家在给出建议前思考多长时间
play-ai-pace = 电脑节奏
play-resume = 继续
play-pause = 暂停
play-step = 单步
play-seconds-between-moves = 秒／步间隔
play-animation-speed = 动画速度
play-animation-hint = 棋子滑动、淡出和出现的快慢；0 关闭动画
play-not-a-target = 不是目标
play-pick-cancelled = 已取消选择：{ $why }。
play-not-yours = 这枚棋子属于 { $owner }；请选择 { $seat } 的棋子。
play-hover-move = 点击或回车：{ $steps }
play-hover-not-a-move = 不能这样走：{ $why }

## 着法记录。

play-moves = 着法
play-log-first = 初始局面
play-log-back = 后退一步
play-log-forward = 前进一步
play-log-live = 回到对局
play-log-stop = 停止
play-log-play = 播放
play-log-play-hint = 按所选速度播放着法
play-seconds-per-move = 秒／步
play-viewing = 正在查看第 { $shown } 步（共 { $last } 步）
play-log-start = 0. 开局
play-log-hinted = 看过提示后

## “按键和鼠标”窗口：按键名称，以及各自的作用。

play-keys-title = 按键和鼠标
play-close = 关闭
key-left-click = 左键单击
key-right-click = 右键单击
key-arrows = 方向键
key-enter-space = 回车或空格
key-escape = Esc
key-wheel = 鼠标滚轮
key-drag = 右键或中键拖动，Shift+方向键
key-one-to-seven = 1 至 7
key-cards = 1 至 9，退格，回车
key-help = F1 或 ?
play-keys-left-click = 先选棋子，再选一个亮起的格子作为目标
play-keys-right-click = 取消选择
play-keys-arrows = 移动棋盘光标（六边形棋盘也可用小键盘 7 8 9 1 2 3）
play-keys-enter = 在光标所在格子上：相当于左键单击
play-keys-tab = 下一个／上一个能走的棋子，或所选棋子的下一个目标
play-keys-f6 = 按键切换到面板（Tab、回车）再切回来
play-keys-escape = 取消选择、关闭帮助、隐藏结果
play-keys-undo = 悔棋到你的上一步／重做
play-keys-wheel = 向指针处缩放
play-keys-drag = 移动棋盘
play-keys-fit = 让棋盘适应窗口
play-keys-pause = 暂停或继续电脑玩家
play-keys-step = 暂停时：电脑走一步
play-keys-new-game = 新游戏（下一个种子）
play-keys-log = 显示或隐藏着法记录
play-keys-hint = 为你的这一步请求提示
play-keys-sound = 关闭或打开声音
play-keys-end-turn = 结束回合 (行省)
play-keys-shop = 选择商店物品 (行省)
play-keys-cards = 编入一张卡、取回一张、运行 (机器人竞速)
play-keys-help = 显示或隐藏此帮助

## 着法或命令无法执行时游戏画面的提示。$why 为规则给出的理由。

play-viewing-move = 正在查看第 { $ply } 步：请回到对局再走棋。
play-wait-computer = 请稍候：现在轮到电脑走棋。
play-nothing-to-undo = 无可悔棋：你还没有走过棋。
play-nothing-to-redo = 没有可重做的着法。
play-position-unknown = 此处不知道该局面：这局对局是中途加入的。
play-illegal-move = 非法着法：{ $why }。
play-not-your-turn = 现在轮到 { $seat }
# 电脑玩家未能选出着法（自身出错、崩溃或给出非法着法）；$player 为程序对其种类的称呼
# （minimax、uct、htn…），$why 为它自己的说法。
ai-fallback = { $player }：{ $why }；已改走一步随机的合法着法
ggp-fallback = 位于 { $address } 的 GGP 玩家没有给出合法着法（{ $why }）；已改为随机走一步合法着法
play-ai-illegal = 给出了非法着法（{ $why }）；已改走一步随机的合法着法
play-move-on-its-way = 请稍候：你的上一步正在发送中。
play-not-connected = 未连接到对局的服务器。
play-server-move-unshown = 无法显示服务器发来的着法：{ $error }。请重新加入对局。
play-saved-to = 已保存到 { $path }
play-not-saved = 未保存：{ $error }
play-autosave-failed = 自动保存失败：{ $error }

## 规则拒绝其着法的存档或回放。$number 从 1 开始计数着法；$move 为记录中写下的着法；
## $why 为规则给出的原因。

record-bad-move = 第 { $number } 步 "{ $move }"：{ $why }
