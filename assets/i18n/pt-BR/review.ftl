## A análise de um jogo: como cada lado esteve ao longo do jogo segundo o jogador do computador mais forte, e os maiores erros.

review-open = Análise
review-open-help = O jogador do computador mais forte repassa o jogo: como cada lado estava após cada jogada, e os maiores erros
review-saved-help = Ver o replay deste jogo com a análise
review-title = Análise
review-thinking = O jogador do computador mais forte está repassando o jogo...
review-progress = { $done } de { $total } posições
review-failed = Sem análise: { $why }
review-graph-help = Como cada lado está após cada jogada, da derrota (embaixo) à vitória (em cima); um ponto vermelho é um erro. Clique para ver a posição nesse ponto.
review-mistakes = Maiores erros
review-no-mistakes = Nenhum erro grave: bem jogado.
review-mistake = Jogada { $number }: { $seat } jogou { $move }
review-choose = Escolha um erro para ver a posição e a jogada melhor.
review-played = Jogada: { $move }
review-better = Melhor: { $move } (acesa no tabuleiro)
review-retry = Tentar de novo daqui
review-retry-help = Um novo jogo a partir desta posição, com você no lugar que cometeu o erro e os mesmos jogadores nos outros: tente a jogada melhor
