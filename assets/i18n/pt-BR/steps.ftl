## O que uma jogada fez, passo a passo, para o texto de passar o mouse da lista de jogadas e do
## tabuleiro. $piece, $item e $what são nomeados abaixo ou pelo jogo (o nome de uma unidade num mapa de
## Reis e peões, uma marca de uma descrição de jogo); $at, $from e $to são casas escritas (x,y); $seat
## é um nome de lugar; $facing é N, E, S ou W; $card é uma carta de programa como as regras a escrevem.

step-moved = { $piece } vai de { $from } para { $to }
step-captured = captura de { $piece } em { $at }
step-placed = { $piece } entra em { $at }
step-bought = compra de { $item } por { $cost } em { $at }
step-merged = fusão em { $at } ({ $what })
step-pushed = { $piece } é empurrado de { $from } para { $to }
step-destroyed = destruição de { $piece } em { $at } ({ $why })
step-card = { $piece } joga { $card } (registrador { $register })
step-carried = { $piece } é levado de { $from } para { $to } por { $by }
step-turned = { $piece } vira para { $facing } em { $at }
step-flag = { $piece } toca a bandeira { $flag } em { $at }
step-respawned = { $piece } volta em { $at }, virado para { $facing }
step-turn-ended = vez de { $seat }

## Províncias. $side é o nome de um lado; $thing, $there, $unit e $into são itens da loja
## (provinces-item-*).

provinces-owned-thing = { $thing } ({ $side })
provinces-neutral-thing = { $thing } (sem dono)
provinces-tile-of = casa ({ $side })
provinces-merged-units = { $there } e { $unit } formam { $into }
provinces-merged-provinces = províncias de { $side }
provinces-why-invaded = invasão
provinces-why-cut-off = isolamento
provinces-why-bankrupt = falência

## Tactigon. $piece é um tipo de peça (tactigon-circle etc.).

tactigon-piece-of = { $piece } ({ $side })

## Corrida de robôs

robots-by-belt = uma esteira
robots-by-express-belt = uma esteira expressa
robots-fell-into-a-pit = queda num buraco
robots-left-the-board = saída do tabuleiro

## Uma descrição de jogo

gdl-the-mark = marca
gdl-emptied = casa esvaziada
