## 菜单中显示的每个游戏：名称、卡片上的一行简介、规则页面、图中棋子的含义、选项、座位，
## 以及如何用鼠标进行游戏。

## 行省

provinces-name = 行省
provinces-tagline = 领土、金库与商店：壮大你的省份，饿垮对手的省份。
provinces-rules-land = 红方和蓝方拥有省份：由同色格子连成的一片，各有自己的金库。每回合，省份从格子和农场获得收入，并为单位和塔楼支付维持费；付不起的省份会破产并失去所有单位。
provinces-rules-shop = 省份可以购买单位（农民、长矛兵、男爵、骑士）、农场（须与己方其他农场相邻，每建一座都更贵）和塔楼，并可将单位移动至多两格。单位可以占领其上单位或建筑比它弱的格子；塔楼阻止较弱的单位进入其周围的格子。两个力量足够小的己方单位可以合并成一个更强的单位。
provinces-rules-win = 占领后若连通了你的两个省份，它们会合并，资金也合在一起；若切断了敌方省份，该省份会分裂，只有一格的碎块会丢失。占有 80% 的土地，或让对手一个省份都不剩，即可获胜。
provinces-piece-peasant = 农民，力量 1
provinces-piece-spearman = 长矛兵，2
provinces-piece-baron = 男爵，3
provinces-piece-knight = 骑士，4
provinces-piece-farm = 农场：增加收入
provinces-piece-tower = 塔楼和坚固塔楼 (T)：防御
provinces-how-to-play = 点击你的一个格子以选中其省份，再点击商店物品和一个亮起的格子来购买；或点击一个单位和一个亮起的格子来移动它（绿色：移动，蓝色：合并，红色：占领）。完成后点“结束回合”。右键或 Esc 取消。
provinces-seat-red = 红方
provinces-seat-blue = 蓝方
provinces-option-move-set = 走法规则
provinces-option-move-set-help = 逐省行动：每个省份每回合只做一件事，按行依次进行（命令行中为 antiyomacy）；自由回合：每个单位移动一次，各省份买下它们负担得起的一切（free-turn）。
# 走法规则的两个取值，即菜单中显示的名称。
provinces-option-move-set-antiyomacy = 逐省行动
provinces-option-move-set-free-turn = 自由回合
provinces-option-round-limit = 回合上限
provinces-option-round-limit-help = 达到此回合数后游戏结束，由参考评估判定胜负。

## Tactigon

tactigon-name = Tactigon
tactigon-tagline = 六边形棋盘上的小规模战斗：圆形、三角形、方形和一个五边形。
tactigon-rules-pieces = 青方和红方各有六个圆形、三个三角形、三个方形和一个五边形。每步移动一枚棋子，沿一条路径最多走与其边数相同的步数，只能经过空格；它可以停在空格上，也可以走到它能攻击的敌子上。
tactigon-rules-combat = 战斗：圆形可吃掉任何棋子；三角形可吃掉除圆形外的一切，遇圆形则同归于尽；方形可吃掉方形和五边形，遇三角形则同归于尽，不能攻击圆形；五边形只能吃掉五边形。获胜的进攻方占据该格。
tactigon-rules-win = 吃掉敌方五边形，或在你的回合开始时占有所有金色格子，即可获胜。无合法着法的一方判负；连续 100 步无吃子则为平局。
tactigon-piece-circle = 圆形：1 步
tactigon-piece-triangle = 三角形：3 步
tactigon-piece-square = 方形：4 步
tactigon-piece-pentagon = 五边形：5 步；失去它就输了
tactigon-how-to-play = 点击一枚棋子，再点击一个亮起的格子：绿色为移动，红色为攻击。点击别处、右键或 Esc 取消。
tactigon-seat-cian = 青方
tactigon-seat-red = 红方
tactigon-option-jumping-squares = 方形跳跃
tactigon-option-jumping-squares-help = 方形可以越过除敌方方形以外的任何棋子。
tactigon-option-gold-boost = 金格加成
tactigon-option-gold-boost-help = 在金色格子上开始回合的棋子多走一步。

## 国王与兵

kings-name = 国王与兵
kings-tagline = 在任意形状的地图上进行的类国际象棋战斗：保护好你的国王。
kings-rules-moves = 双方在由方格组成的地图上各有若干国王和兵，地图可以有空缺和不规则形状。每步将一个单位朝八个方向之一移动一格，目标格必须存在且没有己方单位；走到敌方单位上即吃掉它。
kings-rules-win = 失去全部国王的一方判负，无合法着法的一方也判负。连续一百步无吃子则为平局。
kings-piece-king = 国王：全部失去就输了
kings-piece-pawn = 兵
kings-how-to-play = 点击一个单位，再点击一个亮起的格子：绿色为移动，红色为吃子。点击别处、右键或 Esc 取消。
kings-seat-1 = 玩家 1
kings-seat-2 = 玩家 2

## 井字棋

tictactoe-name = 井字棋
tictactoe-tagline = 通用博弈的经典之作；minimax 玩家永远不会输。
tictactoe-rules-play = 两名玩家轮流在三乘三的棋盘上标记一个空格，x 先走。同一行、同一列或同一对角线上连成三个即获胜；棋盘填满仍无连线则为平局。
tictactoe-rules-perfect = 双方都走出最佳着法时，结果必然是平局：minimax 玩家会把每局棋搜索到底，永远不会输。
tictactoe-piece-x = x，先走
tictactoe-piece-o = o
tictactoe-how-to-play = 点击一个空格进行标记。
tictactoe-seat-x = x
tictactoe-seat-o = o

## 机器人竞速

robots-name = 机器人竞速
robots-tagline = 用卡牌为机器人编程，让它越过传送带、齿轮和坑洞赛跑。
robots-rules-program = 每轮每个机器人发到九张牌，其玩家秘密选出五张，按顺序放入寄存器一至五：前进 1、2 或 3、后退、左转或右转、掉头。然后程序逐个寄存器执行，优先级最高的牌先执行。
robots-rules-board = 移动的机器人会推动挡路的机器人，除非被墙挡住。每个寄存器执行后，先是快速传送带移动，然后所有传送带移动，弯道会转动其上的机器人，齿轮会旋转。掉进坑里或掉出棋盘的机器人会被摧毁，并在本轮结束时回到它最后到达的旗帜处。
robots-rules-win = 按顺序触碰编号的旗帜；最先到达最后一面旗帜的机器人获胜。达到轮数上限时，按触碰的旗帜数排名，其次按到下一面旗帜的距离排名。
robots-piece-robot = 机器人，标有编号
robots-piece-flag = 旗帜，标有顺序
robots-how-to-play = 点击手中的牌，按顺序填入寄存器 1 至 5；点击寄存器可取回其中的牌。虚线路径在空棋盘上预览程序。点“执行”锁定程序。
robots-seat-1 = 机器人 1
robots-seat-2 = 机器人 2
robots-seat-3 = 机器人 3
robots-seat-4 = 机器人 4
robots-option-robots = 机器人数
robots-option-robots-help = 参赛的机器人数量（2 至 4，取决于棋盘的起点数）；多出的座位不参加。
robots-option-rounds = 轮数上限
robots-option-rounds-help = 达到此轮数后，按触碰的旗帜数为机器人排名，其次按到下一面旗帜的距离排名。

## 通用博弈 (General Game Playing)

gdl-name = 通用博弈
gdl-tagline = 任何用 GDL 写成的游戏，由不了解任何游戏的搜索和蒙特卡洛玩家来下。
gdl-rules-description = 游戏是一份用游戏描述语言（Game Description Language，KIF 语法）写成的描述：角色、初始状态、合法着法、后继状态、终局和目标。每个预设都是 assets/gdl/ 中的一个 .kif 文件；座位就是其中的角色，多出的座位不参加。
gdl-rules-steps = 每一步所有角色都要行动。只有一个合法着法的角色（别人走时的 noop）会被跳过；若同一步有多个角色要选择，每个选择都会隐藏，直到最后一个角色选完。目标值最高者获胜；目标值相同则为平局。
gdl-piece-cell = 棋盘格中的一个值，以其角色的颜色显示
gdl-how-to-play = 点击面板中的一个着法，或点击某个着法所指的棋盘格。
gdl-seat-1 = 角色 1
gdl-seat-2 = 角色 2
gdl-seat-3 = 角色 3
gdl-seat-4 = 角色 4
gdl-seat-5 = 角色 5
gdl-seat-6 = 角色 6
gdl-seat-7 = 角色 7
gdl-seat-8 = 角色 8
gdl-option-step-limit = 步数上限
gdl-option-step-limit-help = 达到此步数仍未结束的游戏判为平局（“N 步内未结束”）：GDL 要求每个游戏都必须结束，否则有缺陷的描述会永远下下去。
gdl-open-file = 打开 .kif 文件…
gdl-file-filter = GDL 描述

## 游戏提供的电脑玩家：设置页面和棋盘旁座位上显示的名称，以及一行说明其下法。

level-beginner = 入门
level-beginner-help = 走出合理的着法，但常常错过最好的一步：适合你的头几局
level-easy = 简单
level-easy-help = 能看出一步棋立刻能得到什么，偶尔失误
level-normal = 普通
level-normal-help = 向前看几步；偶有失误
level-hard = 困难
level-hard-help = 看得更深，不会失误
level-expert = 专家
level-expert-help = 本套件为该游戏提供的最强电脑玩家
ai-random = 随机
ai-random-help = 随机走一步合法着法
ai-greedy = 贪心
ai-greedy-help = 只看一步，选最好的局面
ai-minimax = minimax
ai-minimax-help = Alpha-Beta 搜索，直到思考时间用完或达到深度
ai-uct = uct
ai-uct-help = 蒙特卡洛树搜索 (UCT)，直到思考时间用完
ai-htn = htn
ai-htn-help = 用游戏的 HTN 领域进行规划 (assets/ai/)
ai-search = 搜索
ai-search-help = 在适用时精确搜索：谜题、双角色用 Alpha-Beta、更多角色用 max-n
ai-novice = 新手
ai-novice-help = 从 2 个随机程序中选较好的
ai-easy = 简单
ai-easy-help = 从 5 个随机程序中选最好的
ai-normal = 普通
ai-normal-help = 从 100 个随机程序中选最好的（规则说明中的参考）
ai-hard = 困难
ai-hard-help = 从所发手牌能组成的全部程序中选最好的
