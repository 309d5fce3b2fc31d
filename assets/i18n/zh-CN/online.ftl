## 联机页面：服务器、服务器上的对局以及连接的提示。

online-your-name = 你的名字
online-server = 服务器
online-server-hint = 主机:端口（省略时为端口 { $port }）
online-connect = 连接
online-host-here = 或在本机创建
online-port-hint = UDP 端口
online-start-server = 在本程序中启动服务器
online-server-running = 服务器运行中
online-matches-title = 服务器上的对局
online-refresh = 刷新
online-moves = { $count ->
   *[other] { $count } 步
}
online-join = 加入
online-watch = 观看
online-rejoin = 重新加入
online-match-code = 对局代码
online-how-to-host = 创建对局：在“{ menu-all-games }”中选择游戏，把其他玩家的座位设为“{ setup-remote }”（电脑玩家在服务器上运行），然后按“{ menu-host-online }”。
online-choose-game = 选择要创建的游戏

## 对局中的座位，显示在列表和游戏画面中。

online-seat-open = 空座位
online-seat-connected = { $name }（已连接）
online-seat-away = { $name }（离开，还等 { $seconds } 秒）
online-seat-thinking = { $player }（思考中…）

## 连接和服务器的提示。

online-connecting = 正在连接 { $address }…
online-cannot-connect = 无法连接：{ $problem }
online-cannot-serve = 无法启动服务器：{ $problem }
online-connected = 已连接到 { $server }（{ $address }）。
online-not-connected = 未连接：请先连接服务器。
online-connection-lost = 连接已断开：{ $problem }
online-rejoining = 连接已断开（{ $problem }）；正在重新加入对局 { $code }…
online-refused = 被拒绝：{ $problem }
online-server-refused = 服务器拒绝：{ $problem }
online-match-over = 对局结束：{ $result }
online-match-ended = 对局 { $code } 已结束：{ $result }
online-cannot-show = 对局 { $code } 无法在此显示：{ $problem }
online-playing = 正在座位 { $seat } 上进行对局 { $code }。
online-watching = 正在观看对局 { $code }。
online-not-your-seat = 在这局中这个座位不是你的。
online-record-name = 对局 { $code }

## 服务器的提示：为何拒绝请求，以及对局如何结束。$code 是对局代码；$seat 是座位名称（rules.ftl）
## 或编号；$what 是某个 online-field-* 名称。

online-result-wins = { $seat } 获胜：{ $reason }
online-forfeit = { $seat } 判负：离开超过 { $seconds } 秒
online-not-kept = 服务器暂时无法保存：请重试
online-match-moved = 这局对战现已转到服务中的另一台服务器：请重新连接以继续
online-hello-first = 请先发送 Hello 并附上你的协议版本
# $server 和 $client 是协议版本号。
online-other-version = 此服务器使用协议 { $server }，你的客户端使用协议 { $client }：请使用与服务器相同版本的 Stratagem
online-field-name = 名字
online-field-code = 对局代码
online-field-token = 令牌
online-field-too-long = { $what }超过 { $max } 个字符
online-field-control = { $what }含有控制字符
online-no-match = 此服务器上没有对局 { $code }
online-server-cannot-show = 对局 { $code } 无法在此服务器上显示
online-server-full = 此服务器已满：已有 { $count } 个对局在进行
online-new-with-moves = 新对局开始时不能带有任何步
online-seat-not-for-people = 座位 { $seat } 不是供真人使用的座位
online-match-over-refused = 对局已结束：{ $result }
online-no-such-seat = 对局中没有座位 { $seat }
online-seat-taken = 座位 { $seat } 已被占用
online-every-seat-taken = 所有座位都已被占用：请改为观看
online-token-no-seat = 该令牌不对应此对局的任何座位
online-seat-taken-back = 另一个连接收回了你的座位
online-rejoin-first = 请先用你的令牌重新加入，再走下一步
online-computer-plays-seat = 电脑正在代玩这个座位：重新加入即可收回
# 对局已走了 $revision 步；客户端的这一步是针对走了 $sent 步之后的局面。
online-move-too-late = 对局已到第 { $revision } 步，而不是第 { $sent } 步：你的这一步来得太晚了
online-move-too-long = 这一步太长
online-too-many-messages = 消息太多：请慢一点
online-no-hello-in-time = 未及时收到 Hello：连接已关闭
# 服务器无法读取的消息；$problem 是读取器自己的说明。
online-bad-message = { $problem }
