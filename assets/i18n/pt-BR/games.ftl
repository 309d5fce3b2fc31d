## Os painéis próprios das telas de jogo: a loja de Províncias, a mão e o replay de Robot Race
## e o painel de lances de uma descrição de jogo. Os motivos das regras, o resultado de uma
## partida e os lances, papéis e fatos de uma descrição ficam como estão.

## Províncias. $side é red ou blue, o lado da vez.

provinces-province = { $side ->
    [red] Província vermelha
   *[other] Província azul
} em ({ $x },{ $y })
provinces-coins = { $count ->
    [one] { $count } moeda
   *[other] { $count } moedas
}
provinces-tiles = { $count ->
    [one] { $count } casa
   *[other] { $count } casas
}
provinces-income = renda { $income }/rodada
provinces-income-hint = Metade de { $tiles } (casas) { $farms } (fazendas) { $units } (unidades) { $buildings } (construções), arredondada para longe de zero
provinces-bankrupt = Falida na próxima rodada: suas unidades serão perdidas
provinces-click-province = { $side ->
    [red] Vez do Vermelho
   *[other] Vez do Azul
}: clique em uma de suas províncias
provinces-to-move = { $side ->
    [red] Vez do Vermelho
   *[other] Vez do Azul
}
provinces-end-turn = Encerrar turno

## A loja de Províncias: os itens, e por que um deles não pode ser comprado.

provinces-item-nothing = nada
provinces-item-peasant = camponês
provinces-item-spearman = lanceiro
provinces-item-baron = barão
provinces-item-knight = cavaleiro
provinces-item-farm = fazenda
provinces-item-tower = torre
provinces-item-strong-tower = torre forte
provinces-item-hint = Custa { $price }, { $income } moedas por rodada; depois clique em uma casa destacada (tecla { $key })
provinces-wait = Espere a sua vez
provinces-pick-first = Escolha primeiro uma de suas províncias
provinces-too-dear = Custa { $price }, a província tem { $money }
provinces-acted = Esta província já agiu neste turno, ou não há onde colocá-lo
provinces-nowhere = Não há onde colocá-lo

## Províncias: o que um clique ou uma tecla diz. $reason são as palavras das regras.

provinces-cannot-place = Não é possível colocar aí ({ $item }): { $reason }.
provinces-not-a-move = Lance inválido: { $reason }.
provinces-legal = é permitido
provinces-their-land = { $side ->
    [red] Essa terra é do Vermelho
   *[other] Essa terra é do Azul
}; escolha uma de suas próprias casas.
provinces-neutral = Terra neutra: escolha primeiro uma de suas próprias casas.
provinces-cannot-buy = Esta província não pode comprar isso agora ({ $item }).
provinces-pick-province-first = Escolha primeiro uma de suas províncias (Tab e depois Enter).

## Robot Race: os robôs, a tela de passar o aparelho e a linha de estado.

robots-robot = Robô { $number }
robots-pass-to = Passe para { $name }
robots-look-away = Os outros desviam o olhar: a próxima mão é secreta.
robots-show-cards = Sou { $name }: mostrar minhas cartas
robots-game-over = Fim de jogo: { $reason }
robots-viewing = Vendo a partida após o lance { $move }.
robots-waiting = Aguardando o próximo jogador.
robots-programming = { $name } está programando…

## Robot Race: a mão e os registradores.

robots-program = { $name }: programe os registradores 1 a { $registers }
robots-program-help = (uma carta, ou sua tecla numérica, preenche o próximo registrador; um registrador ou Backspace devolve uma)
robots-register = Registrador { $number }
robots-key = Tecla { $number }
robots-clear = Limpar
robots-run = Executar
robots-run-hint = Confirmar o programa (Enter)
robots-card-move-1 = Avançar 1
robots-card-move-2 = Avançar 2
robots-card-move-3 = Avançar 3
robots-card-back-up = Recuar
robots-card-turn-left = Esquerda
robots-card-turn-right = Direita
robots-card-u-turn = Meia-volta

## Robot Race: uma rodada em replay. $to e $at são casas, (x,y); $facing é N, E, S ou W.

robots-round = Rodada { $round } · registrador { $register } de { $registers }
robots-priority-order = Cartas por ordem de prioridade:
robots-playback = Replay
robots-speed = × velocidade
robots-pause = Pausar
robots-resume = Continuar
robots-pause-hint = Pausar o replay da rodada; Passo então toca uma etapa
robots-step = Passo
robots-skip = Pular
robots-skip-hint = Mostrar o fim da rodada
robots-beat-card = { $robot } joga { $card } (registrador { $register })
robots-beat-moved = { $robot } vai para { $to }
robots-beat-pushed = { $robot } é empurrado para { $to }
robots-beat-carried = { $robot } é levado para { $to } por uma esteira
robots-beat-carried-express = { $robot } é levado para { $to } por uma esteira expressa
robots-beat-turned = { $robot } vira para o { $facing ->
    [N] norte
    [E] leste
    [S] sul
   *[W] oeste
}
robots-beat-fell = { $robot } cai num buraco
robots-beat-left = { $robot } sai do tabuleiro
robots-beat-flag = { $robot } toca a bandeira { $flag }
robots-beat-respawned = { $robot } volta em { $at }, virado para o { $facing ->
    [N] norte
    [E] leste
    [S] sul
   *[W] oeste
}

## O painel de lances de uma descrição de jogo. $role é um papel da descrição, nas suas próprias palavras.

gdl-choose = { $role }, escolha um lance:
gdl-to-choose = { $role } escolhe
gdl-state = Estado
gdl-no-move = Nenhum dos seus lances indica essa casa.
gdl-several-moves = Vários lances indicam essa casa: escolha um no painel.
