## Aprender a jogar: os passos dos tutoriais (assets/tutorials/<game>.ron nomeia estas chaves) e
## as palavras em volta deles.

tutorial-learn = Aprender a jogar
tutorial-learn-again = Refazer o tutorial
tutorial-learn-hint = Uma partida curta contra o computador que mostra as jogadas passo a passo
tutorial-offer-title = Primeira vez aqui?
tutorial-offer = Todo jogo tem um tutorial curto: algumas jogadas, mostradas passo a passo, terminando com a sua vitória. Escolha um, ou clique em Aprender a jogar no cartão de um jogo quando quiser.
tutorial-offer-later = Agora não
tutorial-step = Tutorial: passo { $step } de { $steps }
tutorial-finished = Tutorial concluído
tutorial-real-game = Jogar uma partida de verdade
tutorial-real-game-hint = Um novo jogo contra o computador no nível Normal
tutorial-replying = O computador responde…
tutorial-seat = Tutorial
tutorial-off-script = Esta partida saiu do tutorial; continue jogando como quiser.
tutorial-other-move = Desta vez não é { $move }. { $step }
tutorial-your-turn = Espere: é a sua vez.
tutorial-wait-reply = Espere a resposta do computador.
tutorial-no-hint = No tutorial, as casas acesas mostram a jogada.

tutorial-tictactoe-centre = Você é X e joga primeiro. Clique na casa central acesa: o centro está em quatro linhas, mais do que qualquer outra casa.
tutorial-tictactoe-corner = O pegou uma borda. Pegue o canto aceso: agora você tem duas marcas numa diagonal, e O precisa bloqueá-la.
tutorial-tictactoe-fork = O bloqueou. Marque o canto aceso: ele forma duas linhas ao mesmo tempo (uma coluna e a outra diagonal), e O só consegue bloquear uma.
tutorial-tictactoe-win = Complete a linha que O deixou aberta: a casa acesa dá a você três em linha.
tutorial-tictactoe-done = Três em linha: você venceu! Criar duas ameaças de uma vez é o jeito de vencer um jogador cuidadoso.

tutorial-kings-move = A cada turno você move uma unidade um passo, em qualquer das oito direções. Mova seu peão da direita para cima, até a casa acesa.
tutorial-kings-capture = O peão inimigo está ao lado do seu rei. Entre na casa dele para capturá-lo: clique no seu peão da esquerda e depois na casa vermelha.
tutorial-kings-win = O rei inimigo chegou ao lado do seu peão. Capture o rei: quem perde todos os reis perde o jogo.
tutorial-kings-done = Você capturou o último rei e venceu! Proteja o seu rei com peões e capture o que chegar perto dele.

tutorial-tactigon-walk = Você é o Vermelho e joga primeiro. Uma peça anda tantos passos quantos lados tem: seu triângulo anda até três. Clique nele e depois na casa acesa.
tutorial-tactigon-capture = O círculo inimigo chegou perto. Ataque-o com o seu círculo: um círculo captura qualquer peça em cuja casa entra. Clique no seu círculo e depois na casa vermelha.
tutorial-tactigon-win = O pentágono inimigo ficou ao seu alcance. Um triângulo captura um pentágono: clique no seu triângulo e depois no pentágono. Capturar o pentágono dá a vitória.
tutorial-tactigon-done = Você capturou o pentágono e venceu! Proteja o seu; ter as duas casas douradas também dá a vitória.

tutorial-provinces-move = Você é o Vermelho: sua província tem um camponês e 30 moedas. Mova o camponês para a casa neutra acesa para tomá-la para a sua província.
tutorial-provinces-end = Cada província age uma vez por turno. Clique em Encerrar turno.
tutorial-provinces-buy = Compre um camponês: clique na sua província, depois em camponês na loja e depois na casa acesa. Ele custa 10 moedas e toma a casa.
tutorial-provinces-end-again = Clique em Encerrar turno.
tutorial-provinces-merge = Mova o camponês novo para cima do outro: dois camponeses se fundem num lanceiro, que é mais forte.
tutorial-provinces-capture = Uma unidade toma uma casa inimiga cujo defensor seja mais fraco. Mova o lanceiro para cima do camponês azul.
tutorial-provinces-win = A última casa do Azul ficou isolada e é eliminada. Clique em Encerrar turno para vencer.
tutorial-provinces-done = O Azul ficou sem províncias: você venceu! Fique de olho na renda: cada unidade custa moedas a cada rodada.

tutorial-robots-program = Programe seu robô (o da casa acesa, virado para cima) para chegar à bandeira: clique em Avançar 2, Avançar 2, Direita, Avançar 1, depois em qualquer carta para o quinto registrador, e clique em Executar. As cartas rodam registrador por registrador, primeiro a de maior prioridade.
tutorial-robots-done = Seu robô tocou primeiro a última bandeira: você venceu! Em outros tabuleiros, entre um registrador e outro, as esteiras movem os robôs e os buracos os destroem.

tutorial-gdl-description = Um jogo GDL é um arquivo de texto que descreve suas regras: na página de preparação, a predefinição escolhe uma descrição de assets/gdl, ou Abrir um arquivo .kif… escolhe o seu próprio arquivo .kif. Este é o jogo da velha. Clique na casa central acesa.
tutorial-gdl-moves = As jogadas são os próprios termos da descrição, como (mark 1 1); o painel lista todas as válidas. Clique no canto aceso ou na jogada dele no painel.
tutorial-gdl-legal = Só se pode jogar o que a descrição diz que é válido. Marque o canto aceso para ameaçar duas linhas.
tutorial-gdl-goal = A descrição também diz quem vence: três em linha. Marque a casa acesa.
tutorial-gdl-done = O objetivo da descrição dá 100 a você e 0 ao outro papel: você venceu! Qualquer descrição de assets/gdl funciona do mesmo jeito.
