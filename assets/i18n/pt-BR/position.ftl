## O que as regras dizem de uma posição: as linhas de estado da tela de jogo e o conteúdo de uma
## casa (o texto ao passar o mouse e o rótulo do cursor do teclado). $side, $seat e $robot são nomes
## de lugares de rules.ftl; $x, $y, $row e $col são a coluna e a linha de uma casa.

## Províncias. $thing é um dos itens da loja (provinces-item-*); $income tem sinal (+3, -2).

provinces-status-round = Rodada { $round } de { $limit }
provinces-status-side = { $side }: { $tiles } casas, { $provinces ->
    [one] { $provinces } província
   *[other] { $provinces } províncias
}, { $coins } moedas, renda { $income }, conquistas { $conquests }
provinces-status-evaluation = Avaliação de referência (azul menos vermelho): { $value }
provinces-tile-neutral = ({ $x },{ $y }): terra neutra
provinces-tile-owned = ({ $x },{ $y }): { $side }
provinces-tile-holding = ({ $x },{ $y }): { $side }, { $thing }
provinces-tile-province = província de { $tiles } casas: { $coins } moedas, renda { $income }

## Tactigon. $piece é tactigon-circle, -triangle, -square ou -pentagon.

tactigon-circle = círculo
tactigon-triangle = triângulo
tactigon-square = quadrado
tactigon-pentagon = pentágono
tactigon-circles = { $count ->
    [one] { $count } círculo
   *[other] { $count } círculos
}
tactigon-triangles = { $count ->
    [one] { $count } triângulo
   *[other] { $count } triângulos
}
tactigon-squares = { $count ->
    [one] { $count } quadrado
   *[other] { $count } quadrados
}
tactigon-pentagons = { $count ->
    [one] { $count } pentágono
   *[other] { $count } pentágonos
}
tactigon-status-lost = Perdas de { $side }: { $pieces }
tactigon-status-lost-nothing = Perdas de { $side }: nenhuma
tactigon-tile-piece = { $piece } ({ $side }): até { $steps ->
    [one] { $steps } casa
   *[other] { $steps } casas
}
tactigon-tile-piece-gold = { $piece } ({ $side }) em casa dourada: até { $steps ->
    [one] { $steps } casa
   *[other] { $steps } casas
}
tactigon-tile-empty = casa vazia ({ $x },{ $y })
tactigon-tile-empty-gold = casa dourada vazia ({ $x },{ $y })

## Reis e peões. O $name e o $kind de uma unidade são as palavras do próprio mapa.

kings-status = { $seat }: { $units ->
    [one] { $units } unidade
   *[other] { $units } unidades
}, { $kings ->
    [one] { $kings } rei
   *[other] { $kings } reis
}
kings-tile-unit = { $name }: { $kind } de { $seat }
kings-tile-empty = casa vazia ({ $x },{ $y })

## Jogo da velha. $mark é x ou o.

tictactoe-tile = linha { $row }, coluna { $col }: { $mark }
tictactoe-tile-empty = linha { $row }, coluna { $col }: vazia

## Corrida de robôs. $dir e $facing são N, E, S ou W; $sides os lista.

robots-status-round = Rodada { $round } de { $limit }
robots-status-robot = { $robot }: { $flags }/{ $total } bandeiras, { $next }, retorno em ({ $x },{ $y })
robots-status-robot-programmed = { $robot }: { $flags }/{ $total } bandeiras, { $next }, retorno em ({ $x },{ $y }), programado
robots-status-next-flag = próxima bandeira { $flag } em ({ $x },{ $y })
robots-status-every-flag = todas as bandeiras tocadas
robots-tile-floor = ({ $x },{ $y }) { $floor }
robots-floor-plain = piso
robots-floor-pit = buraco
robots-floor-gear-right = engrenagem girando para a direita
robots-floor-gear-left = engrenagem girando para a esquerda
robots-floor-belt = { $express ->
    [yes] esteira expressa
   *[no] esteira normal
} para { $dir }{ $curve ->
    [right] , com curva à direita
    [left] , com curva à esquerda
   *[none] {""}
}
robots-tile-walls = paredes em { $sides }
robots-tile-flag = bandeira { $flag }
robots-tile-robot = { $robot } virado para { $facing }, { $flags ->
    [one] { $flags } bandeira tocada
   *[other] { $flags } bandeiras tocadas
}
robots-tile-respawn = ponto de retorno de { $robot }

## Uma descrição de jogo. $x, $y e $value são os símbolos da própria descrição; $error são as
## palavras do próprio motor.

gdl-status-failed = As regras falharam: { $error }
gdl-status-simultaneous = Neste passo os papéis jogam ao mesmo tempo: as escolhas ficam ocultas até todos escolherem.
gdl-tile = { $x } { $y }: { $value }
gdl-tile-empty = { $x } { $y }: vazia
