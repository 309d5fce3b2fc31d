## Cada jogo como o menu o mostra: seu nome, uma linha para o seu cartão, a página de regras, o que são
## as peças das suas imagens, suas opções, seus lugares e como jogá-lo com o mouse.

## Províncias

provinces-name = Províncias
provinces-tagline = Território, tesouros e uma loja: faça suas províncias crescerem e deixe as do rival à míngua.
provinces-rules-land = Vermelho e Azul possuem províncias: casas ligadas de uma só cor, cada uma com seu próprio tesouro. A cada rodada, uma província ganha com suas casas e fazendas e paga a manutenção de suas unidades e torres; uma província que não pode pagar vai à falência e perde suas unidades.
provinces-rules-shop = Uma província compra unidades (camponês, lanceiro, barão, cavaleiro), fazendas (ao lado de suas outras fazendas, cada uma mais cara) e torres, e move suas unidades até duas casas. Uma unidade toma uma casa cuja unidade ou construção seja mais fraca que ela; as torres impedem unidades mais fracas de entrar nas casas ao seu redor. Duas unidades próprias de força pequena o bastante se fundem em uma mais forte.
provinces-rules-win = Uma captura que une duas de suas províncias as funde junto com o dinheiro; uma que corta uma província inimiga a divide, e os pedaços de uma só casa são perdidos. Para vencer, tenha 80% das terras ou deixe o rival sem províncias.
provinces-piece-peasant = camponês, força 1
provinces-piece-spearman = lanceiro, 2
provinces-piece-baron = barão, 3
provinces-piece-knight = cavaleiro, 4
provinces-piece-farm = fazenda: mais renda
provinces-piece-tower = torre e torre forte (T): defesa
provinces-how-to-play = Clique em uma de suas casas para escolher a província, depois em um item da loja e em uma casa acesa para comprar; ou em uma unidade e em uma casa acesa para movê-la (verde: mover, azul: fundir, vermelho: capturar). Ao terminar, clique em Encerrar turno. Clique direito ou Esc cancela.
provinces-seat-red = Vermelho
provinces-seat-blue = Azul
provinces-option-move-set = Sistema de jogadas
provinces-option-move-set-help = Uma província por vez: cada província faz uma ação por turno, linha por linha (antiyomacy na linha de comando); Turno livre: cada unidade se move uma vez e as províncias compram tudo o que podem pagar (free-turn).
# Os dois valores do sistema de jogadas, como o menu os mostra.
provinces-option-move-set-antiyomacy = Uma província por vez
provinces-option-move-set-free-turn = Turno livre
provinces-option-round-limit = Limite de rodadas
provinces-option-round-limit-help = O jogo termina após este número de rodadas; a avaliação de referência decide.

## Tactigon

tactigon-name = Tactigon
tactigon-tagline = Uma escaramuça em casas hexagonais entre círculos, triângulos, quadrados e um pentágono.
tactigon-rules-pieces = Dois lados, Ciano e Vermelho, cada um com seis círculos, três triângulos, três quadrados e um pentágono. Uma jogada move uma peça por um caminho de no máximo tantos passos quantos lados ela tem, só por casas vazias; ela pode parar numa casa vazia ou entrar na casa de um inimigo que pode atacar.
tactigon-rules-combat = Combate: um círculo captura qualquer peça; um triângulo captura tudo menos um círculo, com o qual se troca (os dois são perdidos); um quadrado captura quadrados e o pentágono, troca-se com um triângulo e não pode atacar um círculo; um pentágono só captura um pentágono. O atacante vencedor ocupa a casa.
tactigon-rules-win = Você vence quando o pentágono inimigo é capturado, ou quando tem todas as casas douradas no início do seu turno. Um lado sem jogada válida perde; 100 turnos sem captura dão empate.
tactigon-piece-circle = círculo: 1 passo
tactigon-piece-triangle = triângulo: 3 passos
tactigon-piece-square = quadrado: 4 passos
tactigon-piece-pentagon = pentágono: 5 passos; perdê-lo é perder o jogo
tactigon-how-to-play = Clique em uma peça e depois em uma casa acesa: verde para mover, vermelho para atacar. Clique fora, clique direito ou Esc para cancelar.
tactigon-seat-cian = Ciano
tactigon-seat-red = Vermelho
tactigon-option-jumping-squares = Quadrados saltadores
tactigon-option-jumping-squares-help = Os quadrados podem passar por cima de qualquer peça, menos de um quadrado inimigo.
tactigon-option-gold-boost = Impulso dourado
tactigon-option-gold-boost-help = Uma peça que começa o turno numa casa dourada ganha um passo a mais.

## Reis e peões

kings-name = Reis e peões
kings-tagline = Uma escaramuça ao estilo do xadrez em mapas de qualquer formato: proteja seus reis.
kings-rules-moves = Cada lado tem reis e peões num mapa de casas quadradas, com buracos e formatos irregulares permitidos. Uma jogada move uma unidade um passo em qualquer das oito direções, para uma casa que exista e não tenha unidade aliada; entrar na casa de um inimigo o captura.
kings-rules-win = Perde o lado que ficar sem reis, e também o lado sem jogada válida. Cem turnos sem captura dão empate.
kings-piece-king = rei: perder todos é perder o jogo
kings-piece-pawn = peão
kings-how-to-play = Clique em uma unidade e depois em uma casa acesa: verde para andar, vermelho para capturar. Clique fora, clique direito ou Esc para cancelar.
kings-seat-1 = Jogador 1
kings-seat-2 = Jogador 2

## Jogo da velha

tictactoe-name = Jogo da velha
tictactoe-tagline = O clássico do General Game Playing; o jogador minimax nunca perde.
tictactoe-rules-play = Dois jogadores marcam alternadamente uma casa vazia da grade de três por três; x começa. Três marcas numa linha, coluna ou diagonal vencem; uma grade cheia sem linha dá empate.
tictactoe-rules-perfect = Jogado com perfeição pelos dois lados, sempre dá empate: o jogador minimax examina cada partida até o fim e nunca perde.
tictactoe-piece-x = x, joga primeiro
tictactoe-piece-o = o
tictactoe-how-to-play = Clique numa casa vazia para marcá-la.
tictactoe-seat-x = x
tictactoe-seat-o = o

## Corrida de robôs

robots-name = Corrida de robôs
robots-tagline = Programe seu robô com cartas e faça-o correr por esteiras, engrenagens e buracos.
robots-rules-program = A cada rodada, cada robô recebe nove cartas e seu jogador escolhe cinco em segredo, em ordem, para os registradores um a cinco: avançar 1, 2 ou 3, recuar, virar à esquerda ou à direita, meia-volta. Depois os programas rodam registrador por registrador, primeiro a carta de maior prioridade.
robots-rules-board = Um robô em movimento empurra os robôs no caminho, a menos que uma parede os detenha. Após cada registrador, as esteiras expressas andam, depois todas as esteiras; as curvas giram os robôs que levam e as engrenagens rodam. Um robô que cai num buraco ou fora do tabuleiro é destruído e volta na sua última bandeira no fim da rodada.
robots-rules-win = Toque as bandeiras numeradas em ordem; o primeiro robô na última bandeira vence. No limite de rodadas, os robôs são classificados pelas bandeiras tocadas e depois pela distância até a próxima bandeira.
robots-piece-robot = um robô, com seu número
robots-piece-flag = uma bandeira, com sua ordem
robots-how-to-play = Clique em cartas da sua mão para preencher os registradores 1 a 5 em ordem; clique num registrador para pegar a carta de volta. O caminho tracejado mostra o programa num tabuleiro vazio. Executar o confirma.
robots-seat-1 = Robô 1
robots-seat-2 = Robô 2
robots-seat-3 = Robô 3
robots-seat-4 = Robô 4
robots-option-robots = Robôs
robots-option-robots-help = Quantos robôs correm (de 2 a 4, conforme as largadas do tabuleiro); os lugares a mais ficam de fora.
robots-option-rounds = Limite de rodadas
robots-option-rounds-help = Após este número de rodadas, os robôs são classificados pelas bandeiras tocadas e depois pela distância até a próxima bandeira.

## Jogo geral (General Game Playing)

gdl-name = Jogo geral
gdl-tagline = Qualquer jogo escrito em GDL, jogado por jogadores de busca e de Monte Carlo que não conhecem jogo algum.
gdl-rules-description = O jogo é uma descrição na Game Description Language (sintaxe KIF): seus papéis, início, jogadas válidas, estados seguintes, fim e objetivos. Cada predefinição é um arquivo .kif de assets/gdl/; os lugares são seus papéis, e os lugares a mais ficam de fora.
gdl-rules-steps = Todos os papéis jogam a cada passo. Um papel com uma só jogada válida (um noop enquanto outro joga) é pulado; quando vários papéis escolhem no mesmo passo, cada escolha fica oculta até o último papel escolher. O maior objetivo vence; objetivos iguais dão empate.
gdl-piece-cell = um valor de uma casa do tabuleiro, na cor do seu papel
gdl-how-to-play = Clique numa jogada no painel, ou na casa do tabuleiro que uma jogada indica.
gdl-seat-1 = Papel 1
gdl-seat-2 = Papel 2
gdl-seat-3 = Papel 3
gdl-seat-4 = Papel 4
gdl-seat-5 = Papel 5
gdl-seat-6 = Papel 6
gdl-seat-7 = Papel 7
gdl-seat-8 = Papel 8
gdl-option-step-limit = Limite de passos
gdl-option-step-limit-help = Um jogo que não terminou após este número de passos dá empate ("sem fim em N passos"): a GDL exige que todo jogo termine, e uma descrição com defeito continuaria para sempre.
gdl-open-file = Abrir um arquivo .kif…
gdl-file-filter = Descrição GDL

## Os jogadores do computador que um jogo oferece: um nome para a página de preparação e os lugares
## ao lado do tabuleiro, e uma linha sobre como joga.

level-beginner = Iniciante
level-beginner-help = Faz jogadas plausíveis, mas muitas vezes deixa passar a melhor: para suas primeiras partidas
level-easy = Fácil
level-easy-help = Vê o que uma jogada ganha de imediato, e erra de vez em quando
level-normal = Normal
level-normal-help = Olha algumas jogadas à frente; um erro de vez em quando
level-hard = Difícil
level-hard-help = Olha mais longe e não erra
level-expert = Especialista
level-expert-help = O jogador do computador mais forte que a coleção tem para este jogo
ai-random = aleatório
ai-random-help = uma jogada válida ao acaso
ai-greedy = guloso
ai-greedy-help = a melhor posição após uma jogada
ai-minimax = minimax
ai-minimax-help = busca alfa-beta até o tempo para pensar ou a profundidade
ai-uct = uct
ai-uct-help = busca em árvore Monte Carlo (UCT) até o tempo para pensar
ai-htn = htn
ai-htn-help = planeja com o domínio HTN do jogo (assets/ai/)
ai-search = busca
ai-search-help = busca exata onde cabe: quebra-cabeças, alfa-beta para dois papéis, max-n para mais
ai-novice = novato
ai-novice-help = o melhor de 2 programas aleatórios
ai-easy = fácil
ai-easy-help = o melhor de 5 programas aleatórios
ai-normal = normal
ai-normal-help = o melhor de 100 programas aleatórios (a referência da ficha)
ai-hard = difícil
ai-hard-help = o melhor de todos os programas com as cartas recebidas
