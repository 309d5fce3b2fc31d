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
