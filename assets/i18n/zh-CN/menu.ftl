## 主菜单：游戏卡片、游戏的设置与规则页面、设置和已保存的游戏。

menu-title = Stratagem
menu-subtitle = 回合制策略游戏，电脑对手会思考。
menu-continue = 继续上一局
menu-continue-hint = 载入自动存档并继续游戏
menu-online = 联机对战
menu-online-hint = 在服务器上创建、加入或观看对局
menu-all-games = 全部游戏
menu-play = 开始游戏
menu-rules = 规则
menu-edit-map = 编辑地图
menu-edit-copy-hint = 编辑这张地图的副本
menu-edit-yours-hint = 编辑你自己的这张地图
menu-new-map = 新建地图
menu-new-map-hint = 在编辑器中制作地图
menu-preview = 预览
menu-htn-broken = HTN 领域未载入：{ $problem }
menu-start = 开始
menu-host-online = 联机创建
menu-how-to-play = 玩法
menu-saved-games = 已保存的游戏
menu-saved-continue = 继续
menu-saved-continue-hint = 载入游戏并继续
menu-saved-replay = 回放
menu-saved-replay-hint = 从第一步开始观看

## 首页上的设置。

settings-text-size = 文字大小
settings-game-colours = 游戏配色
settings-colour-blind = 色盲友好配色
settings-colour-blind-hint = 蓝、橙、绿和朱红，各种常见色盲都能分辨
settings-volume = 音量
settings-mute = 静音 (M)
settings-mute-hint = 游戏中按 M 关闭或打开声音
settings-language = 语言
settings-language-system = 跟随系统（{ $language }）

## 游戏设置页面。

setup-preset = 预设地图
setup-choose = （选择）
setup-preset-entry = { $name }（{ $id }）
setup-preset-entry-yours = { $name }（{ $id }，你的地图）
setup-preset-broken = 预设有误：{ $problem }
setup-file = 或者一个文件
setup-options = 选项
setup-who-starts = 谁先走
setup-by-rules = 按规则
setup-random = 随机
setup-plays = { $seat } 由谁操控
setup-seed = 种子
setup-seed-hint = 游戏中每一次随机抽取都由这个数字决定：相同的种子和着法会得到相同的对局
setup-who-starts-hint = 哪一方先走第一步
setup-advanced = 高级：面向工程师的电脑玩家
setup-advanced-hint = 各难度背后的电脑玩家及其搜索设置
setup-think-time-hint = 电脑每步思考多长时间
setup-eval-hint = 搜索如何给局面打分：调优（更强）或参考实现的评估
setup-no-file = 未选择文件（没有文件对话框的桌面不会显示）：请输入路径。
setup-type-path = 或输入路径
setup-use = 使用
setup-playing-file = 正在使用 { $file }
setup-human = 玩家
setup-human-hint = 你，在这台电脑前
setup-remote = 远程
setup-remote-hint = 另一台电脑前的人：“开始”会在“联机对战”中选择的服务器上创建对局
setup-ggp = GGP 玩家
setup-ggp-hint = 别处的通用博弈程序，任何使用 GGP 协议的程序（stratagem ggp-player、ggp-base 的玩家）：它会收到规则描述，开局时限 10 秒，每步 5 秒
setup-ggp-address = 主机:端口
setup-ggp-address-hint = 玩家等待连接的位置：主机:端口，例如 127.0.0.1:9147
setup-ggp-at = 位于 { $address } 的 GGP 玩家
setup-think-time = 思考时间
unit-seconds = 秒
setup-max-depth = 最大深度
setup-no-limit = 0：不限
setup-eval-tuned = 调优评估
setup-eval-reference = 参考评估
setup-threads = 线程
setup-threads-hint = 0：除一个核心外全部使用
setup-quiescence = 静态搜索
setup-quiescence-hint = 在深度限制之外继续计算吃子（有吃子的游戏）

## 战绩页和每张游戏卡片上的一行：玩家按游戏和对手统计的结果。

menu-history = 战绩
menu-history-hint = 按游戏和对手统计的对局、胜、负、平
history-card = 已玩 { $games } 局：胜 { $wins }，负 { $losses }，平 { $draws }
history-intro = 你在这里与电脑或联机玩家下完的对局。电脑玩家之间的对局和多人在这台电脑上轮流下的对局不计入。
history-none = 还没有计入的对局。
history-opponent = 对手
history-games = 对局
history-wins = 胜
history-losses = 负
history-draws = 平
history-all = 合计
history-remote = 联机玩家
history-broken = 未使用统计数据，从零开始计数：{ $problem }；该文件已保留为 { $file }。
history-not-moved = 未使用统计数据：{ $problem }；无法将该文件移开（{ $error }），因此在它还在时不计入任何对局。
# 无法使用设置文件：$problem 为出错之处（先是文件，然后是问题），$file 为文件被移到的位置，$error 为
# 无法移动的原因。
settings-broken = 未使用设置，改用默认值：{ $problem }；该文件已保留为 { $file }。
settings-not-moved = 未使用设置，改用默认值：{ $problem }；无法将该文件移开（{ $error }），因此不会用设置覆盖它。
# 设置文件中超出范围的值；$field 为它在文件中的名称。
settings-out-of-range = { $field } 必须在 { $min } 到 { $max } 之间，而不是 { $value }
