## O menu principal: os cartões dos jogos, a preparação e as regras de um jogo, as configurações e os jogos salvos.

menu-title = Stratagem
menu-subtitle = Jogos de estratégia por turnos com adversários de computador que pensam.
menu-continue = Continuar o último jogo
menu-continue-hint = Carregar o salvamento automático e continuar jogando
menu-online = Jogar online
menu-online-hint = Criar, entrar ou assistir partidas em um servidor
menu-all-games = Todos os jogos
menu-play = Jogar
menu-rules = Regras
menu-edit-map = Editar mapa
menu-edit-copy-hint = Editar uma cópia deste mapa
menu-edit-yours-hint = Editar este mapa seu
menu-new-map = Novo mapa
menu-new-map-hint = Criar um mapa no editor
menu-preview = Prévia
menu-htn-broken = Domínio HTN não carregado: { $problem }
menu-start = Começar
menu-host-online = Hospedar online
menu-how-to-play = Como jogar
menu-saved-games = Jogos salvos
menu-saved-continue = Continuar
menu-saved-continue-hint = Carregar o jogo e continuar jogando
menu-saved-replay = Replay
menu-saved-replay-hint = Assistir desde o primeiro lance

## Configurações da página inicial.

settings-text-size = tamanho do texto
settings-game-colours = cores do jogo
settings-colour-blind = cores para daltônicos
settings-colour-blind-hint = Azul, laranja, verde e vermelhão, distinguíveis em todos os tipos comuns de daltonismo
settings-volume = volume
settings-mute = mudo (M)
settings-mute-hint = M desliga e liga o som durante um jogo
settings-language = Idioma
settings-language-system = Como o sistema ({ $language })

## A preparação de um jogo.

setup-preset = Mapa pronto
setup-choose = (escolher)
setup-preset-entry = { $name } ({ $id })
setup-preset-entry-yours = { $name } ({ $id }, seu mapa)
setup-preset-broken = Mapa com defeito: { $problem }
setup-file = Ou um arquivo
setup-options = Opções
setup-who-starts = Quem começa
setup-by-rules = pelas regras
setup-random = aleatório
setup-plays = { $seat } joga
setup-seed = Semente
setup-seed-hint = O número de onde sai cada sorteio do jogo: a mesma semente e as mesmas jogadas dão o mesmo jogo
setup-who-starts-hint = Qual lado faz a primeira jogada
setup-advanced = Avançado: os jogadores para engenheiros
setup-advanced-hint = Os jogadores do computador por trás dos níveis, com suas configurações de busca
setup-think-time-hint = Quanto tempo o computador pensa em cada jogada
setup-eval-hint = Como a busca pontua uma posição: ajustada (mais forte) ou a da implementação de referência
setup-no-file = Nenhum arquivo escolhido (um desktop sem seletor de arquivos não mostra nenhum): digite o caminho.
setup-type-path = ou digite o caminho
setup-use = Usar
setup-playing-file = Jogando { $file }
setup-human = humano
setup-human-hint = Você, neste computador
setup-remote = remoto
setup-remote-hint = Uma pessoa em outro computador: Começar hospeda o jogo no servidor escolhido em Jogar online
setup-ggp = Jogador GGP
setup-ggp-hint = Um jogador geral em outro lugar, qualquer programa que fale o protocolo GGP (stratagem ggp-player, os jogadores do ggp-base): recebe a descrição e joga com 10 s de relógio inicial e 5 s por jogada
setup-ggp-address = Endereço
setup-ggp-address-hint = Onde o jogador escuta: HOST:PORTA, como 127.0.0.1:9147
setup-ggp-at = Jogador GGP em { $address }
setup-think-time = tempo para pensar
unit-seconds = s
setup-max-depth = profundidade máx.
setup-no-limit = 0: sem limite
setup-eval-tuned = avaliação ajustada
setup-eval-reference = avaliação de referência
setup-threads = threads
setup-threads-hint = 0: todos os núcleos menos um
setup-quiescence = quiescência
setup-quiescence-hint = resolver capturas além do limite de profundidade (jogos com capturas)

## A página de histórico e a linha de cada cartão de jogo: os resultados do jogador por jogo e adversário.

menu-history = Histórico
menu-history-hint = Seus jogos, vitórias, derrotas e empates por jogo e adversário
history-card = { $games } jogados: { $wins } vencidos, { $losses } perdidos, { $draws } empatados
history-intro = Jogos que você terminou aqui contra o computador ou contra uma pessoa online. Jogos entre jogadores do computador e jogos de várias pessoas neste computador não são contados.
history-none = Nenhum jogo contado ainda.
history-opponent = Adversário
history-games = Jogos
history-wins = Vitórias
history-losses = Derrotas
history-draws = Empates
history-all = Todos
history-remote = uma pessoa online
history-broken = Estatísticas não usadas, a contagem recomeça do zero: { $problem }; o arquivo foi guardado como { $file }.
history-not-moved = Estatísticas não usadas: { $problem }; o arquivo não pôde ser posto de lado ({ $error }), então nenhum jogo é contado enquanto ele estiver lá.
# O arquivo de configurações não pôde ser usado: $problem é o que estava errado (o arquivo, e depois o
# problema), $file para onde o arquivo foi movido, $error por que ele não pôde ser movido.
settings-broken = Configurações não usadas, valores padrão no lugar: { $problem }; o arquivo foi guardado como { $file }.
settings-not-moved = Configurações não usadas, valores padrão no lugar: { $problem }; o arquivo não pôde ser posto de lado ({ $error }), então as configurações não serão salvas por cima dele.
# Um valor do arquivo de configurações fora do seu intervalo; $field é o nome dele no arquivo.
settings-out-of-range = { $field } deve ser de { $min } a { $max }, não { $value }
