## O editor de mapas: sua barra, as ferramentas, os problemas e o que suas ações dizem.

editor-title = Editor de mapas: { $game }
editor-back = Voltar
editor-back-hint = Para a preparação do jogo
editor-name = Nome
editor-undo = Desfazer
editor-undo-hint = Ctrl+Z
editor-redo = Refazer
editor-redo-hint = Ctrl+Y
editor-size = Tamanho
editor-resize = Redimensionar
editor-file = Arquivo: { $file }
editor-save = Salvar
editor-save-hint = Um mapa com problemas é salvo como rascunho
editor-save-as = Salvar como
editor-save-as-hint = nome-novo
editor-play = Jogar este mapa
editor-play-hint = Salvá-lo e começar um jogo nele
editor-set = Definir
editor-problems-title = Problemas
editor-no-problems = Nenhum: o mapa pode ser jogado.
editor-problem-at = em ({ $x },{ $y }): { $problem }
editor-mark-hint = Clique para marcar a casa
editor-help = Clique numa casa para usar nela a ferramenta escolhida; arraste para pintar. Um mapa com problemas é salvo como rascunho, mas não pode ser jogado.
editor-keys-help = Pelo teclado: Tab até o mapa, as setas movem o cursor, Enter usa a ferramenta escolhida.
editor-canvas = Mapa
editor-cursor-enter = Enter: { $tool }

## O que as ações do editor dizem.

editor-no-editor = { $game } não tem editor de mapas
editor-cannot-open = Não foi possível abrir o mapa: { $problem }
editor-nothing-to-undo = nada para desfazer
editor-nothing-to-redo = nada para refazer
editor-saved = Salvo: { $file }
editor-saved-draft = Salvo: { $file } (um rascunho: tem problemas)
editor-not-in-catalog = { $game } não está no catálogo
editor-unsaved-back = O mapa tem alterações não salvas: salve-as, ou clique em Voltar de novo para sair sem elas
editor-unsaved-close = O mapa tem alterações não salvas: salve-as, ou feche a janela de novo para sair sem elas
editor-not-a-preset = '{ $name }' não é o nome de um mapa pronto
editor-not-playable = o mapa ainda não pode ser jogado: { $problem }
editor-bad-file-name = '{ $name }' não é um nome de arquivo: use letras sem acento, dígitos, - e _
editor-shipped-name = '{ $name }' é o nome de um mapa que vem com o jogo: salve com outro nome
editor-cannot-write = não foi possível gravar { $file }: { $problem }
# $what é editor-width ou editor-height.
editor-out-of-range = { $what } deve ser de { $min } a { $max }, não { $value }
editor-width = a largura
editor-height = a altura
editor-off-map = ({ $x },{ $y }) está fora do mapa
# $tool é o nome de uma ferramenta como o programa o conhece (em inglês, como os mapas e testes a chamam).
editor-no-tool = não há ferramenta '{ $tool }'
editor-no-number = ({ $x },{ $y }) não tem número

## Os títulos da paleta.

editor-group-tiles = Casas
editor-group-pieces = Peças
editor-group-units = Unidades
editor-group-units-buildings = Unidades e construções
editor-group-treasury = Tesouro
editor-group-map = Mapa
editor-group-floor = Piso
editor-group-belts = Esteiras
editor-group-express-belts = Esteiras expressas
editor-group-walls = Paredes
editor-group-flags-starts = Bandeiras e largadas

## As ferramentas e suas dicas. A paleta mostra o nome de uma ferramenta com a primeira letra maiúscula.
## $side e $seat são nomes de lugares de rules.ftl; $piece é o nome de uma peça (position.ftl) ou, num
## mapa de Reis e peões, um tipo de unidade como o mapa o chama ($kind); $dir é N, E, S ou W.

# Uma peça de um lado, como "Círculo (Ciano)" ou "King (Jogador 1)".
editor-tool-piece = { $piece } ({ $side })
editor-tool-piece-help = Coloca aqui: { $piece } de { $side }
editor-tool-remove-piece = Remover
editor-tool-remove-piece-help = Retira a peça
editor-tool-remove-unit = Remover
editor-tool-remove-unit-help = Retira a unidade

provinces-tool-sea = Mar
provinces-tool-sea-help = Mar: nenhuma casa
provinces-tool-land = Terra
provinces-tool-land-help = Terra neutra (limpa o que estiver nela)
provinces-tool-red = Vermelho
provinces-tool-red-help = Terra do Vermelho
provinces-tool-blue = Azul
provinces-tool-blue-help = Terra do Azul
# $thing é um dos itens da loja (provinces-item-*).
provinces-tool-thing-help = Coloca aqui: { $thing }
provinces-tool-remove = Remover
provinces-tool-remove-help = Retira a unidade ou a construção
provinces-tool-treasury = Tesouro
provinces-tool-treasury-help = Escolha uma província para definir suas moedas
provinces-tool-hex = Hex
provinces-tool-hex-help = Hexágonos (deslocamento even-q)
provinces-tool-square8 = Quadrado8
provinces-tool-square8-help = Quadrados com oito vizinhos
provinces-tool-on-sea = ({ $x },{ $y }) é mar: pinte terra primeiro
provinces-tool-coins = Moedas da província de { $side } em ({ $x },{ $y })
provinces-tool-coins-range = um tesouro guarda de 0 a { $max } moedas, não { $value }
provinces-tool-no-province = ({ $x },{ $y }) não está em nenhuma província

tactigon-tool-tile = Casa
tactigon-tool-tile-help = Acrescenta uma casa em qualquer ponta da sua linha
tactigon-tool-gap = Buraco
tactigon-tool-gap-help = Retira uma casa de qualquer ponta da sua linha
tactigon-tool-gold = Ouro
tactigon-tool-gold-help = Torna uma casa dourada, ou comum de novo
# $line é uma linha do tabuleiro; ela vai da coluna $min à coluna $max.
tactigon-tool-add-at-ends = uma linha não pode ter interrupções: a linha { $line } vai de x={ $min } a x={ $max }, então acrescente ao lado das pontas
tactigon-tool-last-hex = a linha { $line } fica com pelo menos uma casa: diminua o tabuleiro em vez disso
tactigon-tool-take-at-ends = uma linha não pode ter interrupções: retire casas das pontas (x={ $min } ou x={ $max })
tactigon-tool-not-hex = ({ $x },{ $y }) não é uma casa do tabuleiro

kings-tool-tile = Casa
kings-tool-tile-help = Uma casa quadrada
kings-tool-gap = Buraco
kings-tool-gap-help = Sem casa (retira a unidade que estiver nela)
kings-tool-unit-help = { $kind } de { $seat }
kings-tool-king-help = { $kind } de { $seat }: perder todos é perder o jogo
kings-tool-on-gap = ({ $x },{ $y }) é um buraco: pinte uma casa primeiro

robots-tool-floor = Piso
robots-tool-floor-help = Piso comum
robots-tool-pit = Buraco
robots-tool-pit-help = Um robô que entra nele é destruído
robots-tool-gear-left = Engrenagem à esquerda
robots-tool-gear-left-help = Gira um quarto de volta para a esquerda o robô que está sobre ela
robots-tool-gear-right = Engrenagem à direita
robots-tool-gear-right-help = Gira um quarto de volta para a direita o robô que está sobre ela
# $express é yes ou no; $turn é L ou R para uma curva (vira à esquerda ou à direita), none nos outros casos.
robots-tool-belt = { $express ->
    [yes] Expressa
   *[no] Esteira
} { $dir }{ $turn ->
    [L] {" "}curva à esquerda
    [R] {" "}curva à direita
   *[none] {""}
}
robots-tool-belt-help = Move os robôs para o { $dir ->
    [N] norte
    [E] leste
    [S] sul
   *[W] oeste
}{ $turn ->
    [L] , virando à esquerda o robô que uma esteira traz até ela
    [R] , virando à direita o robô que uma esteira traz até ela
   *[none] {""}
}
robots-tool-wall = Parede { $dir }
robots-tool-wall-help = Ergue ou derruba a parede desse lado
robots-tool-flag = Bandeira
robots-tool-flag-help = Acrescenta a próxima bandeira, ou retira uma bandeira
robots-tool-start = Largada { $dir }
robots-tool-start-help = Uma largada virada para esse lado
robots-tool-remove-start = Remover largada
robots-tool-remove-start-help = Retira a largada
robots-tool-too-many-starts = um tabuleiro tem no máximo { $max } largadas: retire uma primeiro
robots-tool-too-many-flags = um tabuleiro tem no máximo { $max } bandeiras: retire uma primeiro
