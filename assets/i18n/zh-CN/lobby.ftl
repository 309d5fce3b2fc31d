## 联机页面的对战平台（`stratagem lobby`）：进入平台、排位赛、用代码加入的好友对局、你的对局和排名。
## $problem 是对战平台自己的说明（英文）。

lobby-title = 对战平台
lobby-address = 对战平台
lobby-address-hint = Stratagem 对战平台的主机:端口（省略时为端口 { $port }）
lobby-password = 密码
lobby-log-in = 进入
lobby-sign-up = 创建用户
lobby-guest = 以游客身份游戏
lobby-log-out = 退出
lobby-logged-in = 当前用户：{ $name }。
lobby-logged-in-guest = 以游客 { $name } 的身份游戏：只能进行用代码加入的对局。
lobby-working = 正在联系对战平台…
lobby-refused = 对战平台回复：{ $problem }
lobby-cannot-reach = 无法连接对战平台：{ $problem }
lobby-ranked = 排位赛
lobby-ranked-game = 游戏
lobby-queue = 寻找对手
lobby-leave-queue = 停止寻找
# $rating 是玩家的等级分，$seconds 是已等待的时间。
lobby-waiting = 正在寻找等级分接近 { $rating } 的对手（{ $seconds } 秒）…
lobby-matched = 已找到对手 { $opponent }（{ $rating }）：正在加入对局…
lobby-your-rating = 你在 { $game } 中的等级分：{ $rating } ± { $deviation }（{ $games } 局）
# 排位对局之后：之前和之后的等级分，以及带正负号的变化。
lobby-rating-change = 上一局：从 { $before } 变为 { $after }（{ $change }）
lobby-rating-moved = 从 { $before } 变为 { $after } ({ $change })
lobby-unrated = 在 { $game } 中还没有排位对局。
lobby-friend = 好友对局
lobby-host = 通过对战平台创建
lobby-code-hint = 好友给你的代码
lobby-join-code = 加入
lobby-watch-code = 观看
lobby-history = 你的对局
lobby-history-empty = 还没有对局。
lobby-result-win = 胜
lobby-result-loss = 负
lobby-result-draw = 平
lobby-result-forfeit = 弃局
lobby-result-playing = 进行中
lobby-versus = 对手：{ $names }
lobby-replay = 回放
lobby-leaderboard = 排名
lobby-refresh = 刷新
lobby-by-address = 或直接连接服务器
