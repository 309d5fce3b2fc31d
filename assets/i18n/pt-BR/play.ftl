## A tela de jogo: o cursor do tabuleiro, de quem é a vez, as jogadas conforme acontecem, os painéis e as teclas.

play-cursor-tile = Casa { $x }, { $y }
play-online-match = Partida online { $code }
# O servidor enviou uma visão da partida que o jogo não conseguiu ler; $problem diz por quê.
play-online-view-error = partida { $code }: { $problem }
play-leave = Sair
play-new-game = Novo jogo
play-menu = Menu
play-keys-button = Teclas (F1)
play-wins = { $seat } venceu
play-draw = Empate
play-rematch = Revanche
play-rematch-hint = O mesmo jogo com os lados trocados
play-hide = Ocultar
play-game-over = Fim de jogo: { $reason }
play-to-move = Vez de { $seat }
play-last-move = Última jogada: { $seat }: { $move }
play-moves-played = Jogadas feitas: { $count }
play-plan = Plano de { $seat }:
gdl-plan-proven = { $move }: meta { $goal }, provada, após { $nodes } { $nodes ->
    [one] nó
   *[other] nós
}
gdl-plan-expected = { $move }: meta { $goal } esperada, após { $nodes } { $nodes ->
    [one] nó
   *[other] nós
}
play-htn-not-reloaded = Domínio HTN não recarregado: { $problem }
play-seat-to-move = da vez
play-thinking = pensando…
play-thinking-depth = pensando… profundidade { $depth }
play-search-figures = { $nodes } nós, { $speed } mil nós/s, avaliação { $score }
play-score-win = vitória em { $plies }
play-score-loss = derrota em { $plies }
play-line = linha: { $moves }
play-undo = Desfazer
play-redo = Refazer
play-save = Salvar
play-save-hint = Salvar o jogo na pasta de jogos salvos
play-fit = Ajustar tabuleiro
play-hint = Dica
play-hint-help = O jogador do computador mais forte sugere uma jogada (H); a lista de jogadas registra isso
play-hint-thinking = Procurando uma boa jogada...
play-hint-move = Dica: { $move }
play-hint-then = depois { $moves }
play-hint-none = Sem dica: { $why }
play-hint-not-now = A dica é só para a sua própria jogada no jogo em andamento
play-hint-time = s para pensar numa dica
play-hint-time-help = Quanto tempo o jogador do computador mais forte pensa antes de sugerir uma jogada
play-ai-pace = Ritmo da IA
play-resume = Continuar
play-pause = Pausar
play-step = Passo
play-seconds-between-moves = s entre jogadas
play-animation-speed = velocidade da animação
play-animation-hint = A rapidez com que as peças deslizam, somem e aparecem; 0 desliga o movimento
play-not-a-target = não é um destino
play-pick-cancelled = Seleção cancelada: { $why }.
play-not-yours = Essa peça é de { $owner }; escolha uma de { $seat }.
play-hover-move = Clique ou Enter: { $steps }
play-hover-not-a-move = Não é uma jogada: { $why }

## A lista de jogadas.

play-moves = Jogadas
play-log-first = Posição inicial
play-log-back = Uma jogada atrás
play-log-forward = Uma jogada à frente
play-log-live = Voltar ao jogo
play-log-stop = Parar
play-log-play = Reproduzir
play-log-play-hint = Reproduzir as jogadas na velocidade escolhida
play-seconds-per-move = s por jogada
play-viewing = Vendo após a jogada { $shown } de { $last }
play-log-start = 0. início
play-log-hinted = após uma dica

## A janela "Teclas e mouse": os nomes das teclas e o que cada uma faz.

play-keys-title = Teclas e mouse
play-close = Fechar
key-left-click = Clique esquerdo
key-right-click = Clique direito
key-arrows = Setas
key-enter-space = Enter ou Espaço
key-escape = Esc
key-wheel = Roda do mouse
key-drag = Arrastar com o botão direito ou do meio, Shift+setas
key-one-to-seven = 1 a 7
key-cards = 1 a 9, Backspace, Enter
key-help = F1 ou ?
play-keys-left-click = escolher uma peça e depois uma casa acesa como destino
play-keys-right-click = cancelar a seleção
play-keys-arrows = mover o cursor do tabuleiro (em tabuleiros hexagonais também o teclado numérico 7 8 9 1 2 3)
play-keys-enter = na casa do cursor: o que um clique esquerdo faz
play-keys-tab = a próxima / anterior peça que pode se mover, ou o próximo destino da peça escolhida
play-keys-f6 = as teclas vão para os painéis (Tab, Enter) e voltam
play-keys-escape = cancelar a seleção, fechar esta ajuda, ocultar o resultado
play-keys-undo = desfazer até sua última jogada / refazer
play-keys-wheel = aproximar em direção ao ponteiro
play-keys-drag = mover o tabuleiro
play-keys-fit = ajustar o tabuleiro à janela
play-keys-pause = pausar ou retomar os jogadores do computador
play-keys-step = em pausa: uma jogada do computador
play-keys-new-game = um novo jogo (a próxima semente)
play-keys-log = mostrar ou ocultar a lista de jogadas
play-keys-hint = pedir uma dica para a sua jogada
play-keys-sound = desligar ou ligar o som
play-keys-end-turn = encerrar o turno (Províncias)
play-keys-shop = escolher um item da loja (Províncias)
play-keys-cards = programar uma carta, tirar uma, executar (Corrida de robôs)
play-keys-help = mostrar ou ocultar esta ajuda

## O que a tela de jogo diz quando uma jogada ou um comando não pode ser feito. $why é o motivo dado pelas regras.

play-viewing-move = Vendo a jogada { $ply }: volte ao jogo para jogar.
play-wait-computer = Aguarde: é a vez do computador.
play-nothing-to-undo = Nada para desfazer: você ainda não fez nenhuma jogada.
play-nothing-to-redo = Nada para refazer.
play-position-unknown = Essa posição não é conhecida aqui: você entrou nesta partida depois.
play-illegal-move = Jogada inválida: { $why }.
play-not-your-turn = é a vez de { $seat }
# Um jogador do computador não conseguiu escolher (um erro próprio, uma falha, uma jogada inválida);
# $player é o seu tipo como o programa o chama (minimax, uct, htn…), $why são as suas próprias palavras.
ai-fallback = { $player }: { $why }; em vez disso, foi feita uma jogada válida aleatória
ggp-fallback = o jogador GGP em { $address } não deu uma jogada legal ({ $why }); foi jogada uma jogada legal ao acaso
play-ai-illegal = propôs uma jogada inválida ({ $why }); foi feita uma jogada válida aleatória
play-move-on-its-way = Aguarde: sua última jogada está a caminho.
play-not-connected = Sem conexão com o servidor da partida.
play-server-move-unshown = Não é possível mostrar a jogada do servidor: { $error }. Volte à partida.
play-saved-to = Salvo em { $path }
play-not-saved = Não salvo: { $error }
play-autosave-failed = Falha no salvamento automático: { $error }

## Um jogo salvo ou replay cujas jogadas as regras recusam. $number conta as jogadas a partir de 1;
## $move é a jogada como o registro a escreve; $why é o motivo dado pelas regras.

record-bad-move = jogada { $number } "{ $move }": { $why }
