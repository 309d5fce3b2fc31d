## 学习玩法：各教程的步骤（assets/tutorials/<game>.ron 中写明这些键），以及它们周围的文字。

tutorial-learn = 新手教程
tutorial-learn-again = 再学一遍
tutorial-learn-hint = 与电脑下一局简短的对局，一步一步演示着法
tutorial-offer-title = 初来乍到？
tutorial-offer = 每个游戏都有一个简短的教程：几步棋，一步一步演示，最后由你获胜。选一个开始吧，也可以随时点击游戏卡片上的“新手教程”。
tutorial-offer-later = 以后再说
tutorial-step = 教程：第 { $step } 步，共 { $steps } 步
tutorial-finished = 教程完成
tutorial-real-game = 下一局正式对局
tutorial-real-game-hint = 与“普通”难度的电脑开始新的一局
tutorial-replying = 电脑正在应对…
tutorial-seat = 教程
tutorial-off-script = 这局棋已经离开了教程；请随意继续下吧。
tutorial-other-move = 这次不是 { $move }。{ $step }
tutorial-your-turn = 等一下：现在轮到你走。
tutorial-wait-reply = 请等待电脑应对。
tutorial-no-hint = 在教程中，亮起的格子会显示该走哪一步。

tutorial-tictactoe-centre = 你是 X，先走。点击亮起的中心格：中心位于四条线上，比其他任何格子都多。
tutorial-tictactoe-corner = O 占了一条边。占据亮起的角：现在你在一条对角线上有两个标记，O 必须堵住它。
tutorial-tictactoe-fork = O 堵住了。标记亮起的角：它同时形成两条线（一列和另一条对角线），而 O 只能堵住一条。
tutorial-tictactoe-win = 补全 O 留下的那条线：亮起的格子让你三子连线。
tutorial-tictactoe-done = 三子连线：你赢了！同时制造两个威胁，是战胜谨慎对手的方法。

tutorial-kings-move = 每回合你将一个单位朝八个方向之一移动一格。把你右边的兵向上移到亮起的格子。
tutorial-kings-capture = 敌方的兵就在你的国王旁边。走到它上面即可吃掉它：点击你左边的兵，再点击红色格子。
tutorial-kings-win = 敌方国王来到了你的兵旁边。吃掉国王：失去全部国王的一方输掉对局。
tutorial-kings-done = 你吃掉了最后一个国王，赢了！用兵护住自己的国王，吃掉靠近它的敌子。

tutorial-tactigon-walk = 你是红方，先走。棋子能走的步数等于它的边数：你的三角形最多走三步。点击它，再点击亮起的格子。
tutorial-tactigon-capture = 敌方的圆形靠近了。用你的圆形攻击它：圆形走到任何棋子上都能吃掉它。点击你的圆形，再点击红色格子。
tutorial-tactigon-win = 敌方的五边形进入了攻击范围。三角形可以吃掉五边形：点击你的三角形，再点击那个五边形。吃掉五边形即获胜。
tutorial-tactigon-done = 你吃掉了五边形，赢了！保护好你自己的五边形；占住两个金色格子也能获胜。

tutorial-provinces-move = 你是红方：你的省份有一个农民和 30 金币。把农民移到亮起的中立格子上，将它并入你的省份。
tutorial-provinces-end = 每个省份每回合行动一次。点击“结束回合”。
tutorial-provinces-buy = 购买一个农民：点击你的省份，再点击商店里的“农民”，然后点击亮起的格子。它花费 10 金币，并占领该格。
tutorial-provinces-end-again = 点击“结束回合”。
tutorial-provinces-merge = 把新农民移到另一个农民上：两个农民会合并成一个更强的长矛兵。
tutorial-provinces-capture = 单位可以占领防守者比它弱的敌方格子。把长矛兵移到蓝方的农民上。
tutorial-provinces-win = 蓝方的最后一格被孤立切断，将被消灭。点击“结束回合”即可获胜。
tutorial-provinces-done = 蓝方没有省份了：你赢了！注意收入：每个单位每回合都要花费金币。

tutorial-robots-program = 为你的机器人（在亮起的格子上、面朝上方的那个）编程，让它到达旗帜：依次点击“前进 2”、“前进 2”、“右转”、“前进 1”，再为第五个寄存器点任意一张牌，然后点击“执行”。牌按寄存器逐个执行，优先级高的先执行。
tutorial-robots-done = 你的机器人最先触碰了最后一面旗帜：你赢了！在其他棋盘上，传送带会在寄存器之间移动机器人，坑会摧毁机器人。

tutorial-gdl-description = GDL 游戏就是一个描述其规则的文本文件：在设置页面上，可以从 assets/gdl 中选一个预设，也可以用“打开 .kif 文件…”选择你自己的 .kif 文件。这一个是井字棋。点击亮起的中心格。
tutorial-gdl-moves = 着法就是描述自己的用语，例如 (mark 1 1)；面板列出所有合法着法。点击亮起的角，或面板中它对应的着法。
tutorial-gdl-legal = 只有描述认定为合法的着法才能走。标记亮起的角，同时威胁两条线。
tutorial-gdl-goal = 描述还规定了谁获胜：三子连线。标记亮起的格子。
tutorial-gdl-done = 描述中的目标给你 100，给另一个角色 0：你赢了！assets/gdl 中的任何描述都以同样的方式进行。
