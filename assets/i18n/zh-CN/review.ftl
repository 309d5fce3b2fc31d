## 对局复盘：由最强电脑玩家评估的各方在整局中的形势，以及最大的失误。

review-open = 复盘
review-open-help = 由最强电脑玩家为本局复盘：每一步后各方的形势，以及最大的失误
review-saved-help = 回放本局并查看复盘
review-title = 复盘
review-thinking = 最强电脑玩家正在复盘本局...
review-progress = 已分析 { $done } 个局面（共 { $total } 个）
review-failed = 无法复盘：{ $why }
review-graph-help = 每一步后各方的形势，从落败（底部）到获胜（顶部）；红点表示失误。点击可查看该处的局面。
review-mistakes = 最大的失误
review-no-mistakes = 没有大的失误：下得好。
review-mistake = 第 { $number } 步：{ $seat } 走了 { $move }
review-choose = 选择一个失误，查看当时的局面和更好的着法。
review-played = 实际着法：{ $move }
review-better = 更好的着法：{ $move }（已在棋盘上亮起）
review-retry = 从这里重下
review-retry-help = 从这个局面开始新的一局，由你接替出现失误的一方，其他玩家不变：试试更好的着法
