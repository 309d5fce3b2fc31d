## O que os leitores de mapas dos jogos dizem de um mapa que não podem usar: os problemas do editor
## de mapas, e um mapa que não carrega. $x e $y são a coluna e a linha de uma casa; $token e $text são
## palavras do arquivo, citadas como escritas; $side e $seat são nomes de lugares de rules.ftl.

# Um arquivo de dados que não pôde ser usado: seu caminho, e depois o que está errado.
load-error = { $file }: { $problem }

map-too-large = o mapa é maior que { $max } por { $max }
map-row-uneven = a linha { $row } tem { $tiles } casas, mas a linha 0 tem { $first }
map-tile-token = casa ({ $x },{ $y }) '{ $token }': { $problem }
map-tile-problem = casa ({ $x },{ $y }): { $problem }
map-placement-tile = esperava-se uma casa como (2,3) depois do nome
map-tile-expected = esperava-se uma casa como (2,3), não '{ $text }'
map-not-number = '{ $text }' não é um número inteiro

## Províncias

provinces-map-generate-or-rows = informe generate ou então rows e money, não os dois
provinces-map-generate-size = generate: size é 8 (pequeno) ou 16 (grande), não { $size }
# $what é provinces-map-money-at, ou o nome de um campo do arquivo (round, conquests.red).
provinces-map-number = { $what } deve ser de { $min } a { $max }, não { $number }
provinces-map-money-at = o dinheiro em ({ $x },{ $y })
provinces-map-no-province = { $side } não tem nenhuma província
provinces-map-drawn = o mapa sorteado para a semente { $seed }: { $problem }
provinces-map-rows = o mapa precisa de 1 a { $max } linhas, não { $rows }
provinces-map-row-tiles = a linha { $row } precisa de 1 a { $max } casas, não { $tiles }
provinces-map-token-length = uma casa tem dois caracteres, como r. ou bk
provinces-map-token-sea = o mar é escrito ~~
provinces-map-token-owner = dono desconhecido '{ $letter }' (use ~ . r b)
provinces-map-token-content = conteúdo desconhecido '{ $letter }' (use . p s B k f t T)
provinces-map-token-neutral = terra neutra não contém nada
provinces-map-money-off = o dinheiro em ({ $x },{ $y }) está fora do mapa
provinces-map-money-sea = o dinheiro em ({ $x },{ $y }) está no mar
provinces-map-money-neutral = o dinheiro em ({ $x },{ $y }) está em terra neutra, não numa província
provinces-map-money-twice = duas entradas de money para a província de ({ $x },{ $y })
provinces-map-money-missing = a província de ({ $x },{ $y }) não tem entrada de money

## Tactigon. $piece é o nome de uma peça (position.ftl).

tactigon-map-lines = o tabuleiro precisa de 1 a { $max } linhas, não { $lines }
# A linha $line do tabuleiro vai da coluna $min à coluna $max; as colunas vão de 0 a $limit - 1.
tactigon-map-line = a linha { $line } vai de x={ $min } a x={ $max }: é preciso 0 <= min_x <= max_x < { $limit }
tactigon-map-tiles = o tabuleiro tem { $tiles } casas; no máximo { $max } são suportadas
tactigon-map-no-gold = não há casas douradas
tactigon-map-gold-off = a casa dourada ({ $x },{ $y }) está fora do tabuleiro
tactigon-map-gold-twice = a casa dourada ({ $x },{ $y }) aparece duas vezes
tactigon-map-piece = peça "{ $token }" de { $side }: { $problem }
tactigon-map-piece-type = tipo de peça desconhecido '{ $name }' (use C, T, S ou P)
tactigon-map-piece-off = { $piece } de { $side } em ({ $x },{ $y }) está fora do tabuleiro
tactigon-map-two-pieces = duas peças na casa ({ $x },{ $y })
tactigon-map-no-pentagon = { $side } não tem pentágono
tactigon-map-pentagons = { $side } tem { $count } pentágonos; é permitido exatamente um

## Reis e peões. $kind é um tipo de unidade como o mapa o chama (King, Pawn).

kings-map-size = o mapa precisa de 1 a { $max } linhas de no máximo { $max } casas
kings-map-players = { $count } jogadores listados; por enquanto os mapas prontos têm exatamente dois
kings-map-unit = unidade "{ $token }" de { $seat }: { $problem }
kings-map-unit-kind = '{ $kind }' não é um tipo de unidade (só letras, como King ou Pawn)
kings-map-unit-off = { $kind } de { $seat } em ({ $x },{ $y }) não está no mapa
kings-map-two-units = duas unidades na casa ({ $x },{ $y })
kings-map-no-king = { $seat } não tem rei
kings-map-to-move = to_move é o jogador { $player }; os jogadores são 1 e 2
kings-map-too-many-units = unidades demais

## Corrida de robôs. $what nomeia uma entrada do arquivo: uma robots-map-*-entry, um robô ou uma bandeira.

robots-map-size = o tabuleiro precisa de 1 a { $max } linhas de 1 a { $max } casas
robots-map-entry = { $what }: { $problem }
robots-map-walls-entry = entrada de walls { $number } "{ $text }"
robots-map-robot = robô { $number } "{ $text }"
robots-map-at-entry = entrada de at { $number } "{ $text }"
robots-map-flag = bandeira { $number }
robots-map-off-board = { $what } em ({ $x },{ $y }) não está no tabuleiro
robots-map-name-edges = diga os lados, como (2,3) N E
robots-map-one-facing = dê uma só direção, como (0,5) N
robots-map-flags = { $count } bandeiras; um tabuleiro tem de 1 a { $max }
robots-map-flag-on-pit = { $what } em ({ $x },{ $y }) está num buraco ou em outra bandeira
robots-map-robots = { $count } robôs; um tabuleiro tem de { $min } a { $max }
robots-map-robot-on-pit = { $what } começa num buraco ou em outro robô
robots-map-hands = { $hands } mãos para { $robots } robôs
robots-map-at-count = { $placed } robôs posicionados com at; o tabuleiro tem { $robots }
# $touched é a lista de números do arquivo como escrita, por exemplo [1, 3].
robots-map-touched = touched lista mais robôs ou bandeiras do que o tabuleiro tem ({ $touched })
robots-map-at-on-pit = { $what } está num buraco ou em outro robô
robots-map-floor = '{ $token }' não é uma casa (. piso, P buraco, GL/GR engrenagem, bN/eE esteira, bNL/eSR curva)
robots-map-direction = '{ $text }' não é uma direção (N, E, S ou W)
robots-map-tile-first = esperava-se primeiro uma casa como (2,3)
robots-map-hand-size = a mão { $hand } tem { $cards } cartas; uma mão tem { $size }
robots-map-hand-priority = mão { $hand }: nenhuma carta tem prioridade { $priority } (10, 20, … 840)
robots-map-hand-twice = mão { $hand }: a carta de prioridade { $priority } foi dada duas vezes

## O que o leitor de RON diz de um arquivo de dados que não consegue ler (um mapa, um tutorial, as
## configurações). $line e $column situam o problema; $problem é uma das mensagens ron- abaixo, ou as
## próprias palavras em inglês do leitor para problemas mais raros. $mark é um parêntese, colchete ou sinal
## de pontuação, mostrado como escrito; $field, $found e $char são palavras do arquivo; $expected lista os
## nomes que o arquivo pode usar ali, como são escritos no arquivo.

ron-at = { $line }:{ $column }: { $problem }
ron-end = o arquivo termina cedo demais
ron-expected-mark = esperava-se '{ $mark }'
ron-expected-boolean = esperava-se true ou false
ron-expected-integer = esperava-se um número inteiro
ron-expected-number = esperava-se um número
ron-expected-string = esperava-se texto entre aspas duplas
ron-string-unclosed = um texto entre aspas duplas não foi fechado
ron-expected-name = esperava-se um nome
ron-unexpected-char = caractere inesperado '{ $char }'
ron-trailing = há mais texto depois do fim do valor do arquivo
ron-number-range = o número é grande demais
ron-comment-unclosed = um /* comentário */ não foi fechado
ron-nesting = aninhamento com mais de { $max } níveis
ron-missing-field = falta o campo '{ $field }'
ron-duplicate-field = o campo '{ $field }' aparece duas vezes
ron-unknown-field = campo desconhecido '{ $found }'; os campos são: { $expected }
ron-unknown-name = nome desconhecido '{ $found }'; esperava-se um de: { $expected }

## Os nomes dos mapas e das descrições GDL incluídos, na página de preparação, por jogo e nome de arquivo
## (o nome em inglês de uma descrição GDL é seu nome de arquivo por extenso). Um mapa cujo nome foi mudado
## no seu arquivo mostra em vez disso o nome do arquivo.

map-provinces-archipelago = Arquipélago
map-provinces-big-7 = Grande, semente 7
map-provinces-duel-hex = Duelo hexagonal
map-provinces-duel-square = Duelo quadrado
map-provinces-large = Ilha grande
map-provinces-random-big = Mapa grande aleatório
map-provinces-random-small = Mapa pequeno aleatório
map-provinces-small-42-square = Pequeno quadrado, semente 42
map-provinces-small-42 = Pequeno, semente 42
map-tactigon-large = Grande
map-tactigon-medium = Médio
map-tactigon-small = Pequeno
map-kings-crossroads = Encruzilhada
map-kings-default = Padrão 5x5
map-kings-field-12 = Campo 12x12
map-kings-twin-kings = Reis gêmeos
map-robots-conveyors = Circuitos de esteiras 10x10
map-robots-factory = Fábrica 16x12
map-robots-maze = Labirinto de paredes 10x10
map-robots-open = Piso livre 8x8
map-gdl-connect-four = Lig 4
map-gdl-hanoi = Torre de Hanói
map-gdl-nim = Nim
map-gdl-rock-paper-scissors = Pedra, papel e tesoura
map-gdl-tictactoe-3 = Jogo da velha para três
map-gdl-tictactoe = Jogo da velha
