## O que as regras dizem de uma jogada: como o jogo terminou e por que uma jogada não pode ser feita. $tile,
## $from e $to são casas escritas (x,y); $move é uma jogada na notação do jogo; $side, $seat
## e $robot são nomes de lugares de rules.ftl.

game-over = o jogo terminou: { $reason }
not-a-legal-move = { $move } não é uma jogada válida

## Províncias

provinces-end-land = { $side } tem 80% das terras
provinces-end-no-province = { $side } ficou sem províncias
provinces-end-rounds = limite de rodadas ({ $limit }) atingido; avaliação de referência { $value } (azul menos vermelho)
provinces-illegal-no-unit = { $tile } não tem unidade de { $side }
provinces-illegal-no-province = { $tile } não está em nenhuma província de { $side }
provinces-illegal-dear = a província não pode pagar por isso ({ $item })
provinces-illegal-acted = essa província já agiu neste turno
provinces-illegal-moved = essa unidade já se moveu neste turno
provinces-illegal-placement = { $move } viola as regras de colocação (alcance 2, zonas de torre, força, fusões, fazendas ao lado de fazendas)

## Tactigon. $piece e $other são tipos de peça (tactigon-circle etc.); em tactigon-illegal-not-yours, $other é um nome de lugar.

tactigon-end-pentagon = { $side } capturou o pentágono inimigo
tactigon-end-gold = { $side } tem todas as casas douradas
tactigon-end-no-moves = { $side } vence: o adversário não tem jogada válida
tactigon-end-no-captures = { $turns } turnos sem captura
tactigon-illegal-no-piece = não há peça em { $tile }
tactigon-illegal-not-yours = é a vez de { $side }, não de { $other }
tactigon-illegal-friendly = { $tile } tem uma peça aliada ({ $piece })
tactigon-illegal-cannot-attack = um { $piece } não pode atacar um { $other }
tactigon-illegal-reach = o { $piece } em { $from } não alcança { $to } em { $steps ->
    [one] { $steps } passo
   *[other] { $steps } passos
} por casas vazias

## Reis e peões. $unit é o nome da unidade no mapa.

kings-end-kings = { $seat } perdeu todos os reis
kings-end-no-captures = { $turns } turnos sem captura
kings-end-no-move = { $seat } não tem jogada válida
kings-illegal-no-unit = não há unidade em { $tile }
kings-illegal-not-yours = { $unit } é de { $seat }
kings-illegal-one-step = { $unit } anda uma casa por vez
kings-illegal-friendly = { $tile } tem uma unidade aliada

## Jogo da velha. $mark é x ou o.

tictactoe-end-line = { $mark } fez uma linha
tictactoe-end-full = a grade está cheia
tictactoe-illegal-no-cell = essa casa não existe
tictactoe-illegal-taken = a linha { $row }, coluna { $col } já tem { $mark }

## Corrida de robôs

robots-end-flag = { $robot } tocou a última bandeira primeiro
robots-end-rounds = limite de rodadas ({ $limit }) atingido: classificação pelas bandeiras tocadas e depois pela distância até a próxima bandeira

## Uma descrição de jogo. $goals lista o objetivo de cada papel ("x 100, o 0"); $error são as
## palavras do próprio motor.

gdl-end-failed = as regras falharam: { $error }
gdl-end-limit = sem fim em { $steps } passos
gdl-end-goals = objetivos: { $goals }
gdl-end-solved = resolvido (objetivos: { $goals })
gdl-end-not-solved = não resolvido (objetivos: { $goals })
