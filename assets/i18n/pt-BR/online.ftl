## A página online: o servidor, suas partidas e o que a conexão diz.

online-your-name = Seu nome
online-server = Servidor
online-server-hint = host:porta (porta { $port } se omitida)
online-connect = Conectar
online-host-here = Ou hospedar aqui
online-port-hint = Porta UDP
online-start-server = Iniciar um servidor neste app
online-server-running = Servidor rodando
online-matches-title = Partidas no servidor
online-refresh = Atualizar
online-moves = { $count ->
    [one] { $count } lance
   *[other] { $count } lances
}
online-join = Entrar
online-watch = Assistir
online-rejoin = Voltar
online-match-code = Código da partida
online-how-to-host = Para hospedar uma partida: escolha um jogo em "{ menu-all-games }", coloque os lugares dos outros jogadores como "{ setup-remote }" (os jogadores de computador rodam no servidor) e clique em "{ menu-host-online }".
online-choose-game = Escolher um jogo para hospedar

## Um lugar de uma partida, na lista e no jogo.

online-seat-open = lugar livre
online-seat-connected = { $name } (conectado)
online-seat-away = { $name } (ausente, aguardando { $seconds } s)
online-seat-thinking = { $player } (pensando…)

## O que a conexão e o servidor dizem.

online-connecting = Conectando a { $address }…
online-cannot-connect = Não foi possível conectar: { $problem }
online-cannot-serve = Não foi possível iniciar um servidor: { $problem }
online-connected = Conectado a { $server } em { $address }.
online-not-connected = Sem conexão: conecte-se a um servidor primeiro.
online-connection-lost = Conexão perdida: { $problem }
online-rejoining = Conexão perdida ({ $problem }); voltando à partida { $code }…
online-refused = Recusado: { $problem }
online-server-refused = O servidor recusou: { $problem }
online-match-over = Partida encerrada: { $result }
online-match-ended = A partida { $code } terminou: { $result }
online-cannot-show = A partida { $code } não pode ser mostrada aqui: { $problem }
online-playing = Jogando a partida { $code } no lugar { $seat }.
online-watching = Assistindo à partida { $code }.
online-not-your-seat = Esse lugar não é seu nesta partida.
online-record-name = partida { $code }

## O que o servidor diz: por que recusou um pedido e como uma partida terminou. $code é o código de
## uma partida; $seat, o nome de um lugar (rules.ftl) ou seu número; $what, um dos nomes
## online-field-*.

online-result-wins = { $seat } vence: { $reason }
online-forfeit = { $seat } perde por abandono: ausente por mais de { $seconds } s
online-not-kept = o servidor não conseguiu salvar isso agora: tente de novo
online-match-moved = esta partida agora é servida por outro servidor do serviço: reconecte para continuar
online-hello-first = envie primeiro Hello com a versão do seu protocolo
# $server e $client são números de versão do protocolo.
online-other-version = este servidor fala o protocolo { $server } e o seu cliente, o { $client }: use a mesma versão do Stratagem que o servidor
online-field-name = o nome
online-field-code = o código da partida
online-field-token = o token
online-field-too-long = { $what } tem mais de { $max } caracteres
online-field-control = { $what } contém caracteres de controle
online-no-match = não há partida { $code } neste servidor
online-server-cannot-show = a partida { $code } não pode ser mostrada neste servidor
online-server-full = este servidor está cheio: { $count } partidas em andamento
online-new-with-moves = uma partida nova começa sem lances
online-seat-not-for-people = o lugar { $seat } não é um lugar para uma pessoa
online-match-over-refused = a partida terminou: { $result }
online-no-such-seat = a partida não tem lugar { $seat }
online-seat-taken = o lugar { $seat } está ocupado
online-every-seat-taken = todos os lugares estão ocupados: assista em vez disso
online-token-no-seat = esse token não corresponde a nenhum lugar desta partida
online-seat-taken-back = seu lugar foi retomado a partir de outra conexão
online-rejoin-first = volte à partida com seu token antes de jogar
online-computer-plays-seat = um computador joga neste lugar: volte à partida para retomá-lo
# A partida tem $revision lances; o lance do cliente era para depois de $sent lances.
online-move-too-late = a partida está no lance { $revision }, não no { $sent }: seu lance chegou tarde demais
online-move-too-long = o lance é longo demais
online-too-many-messages = mensagens demais: vá mais devagar
online-no-hello-in-time = nenhum Hello a tempo: conexão fechada
# Uma mensagem que o servidor não conseguiu ler; $problem são as palavras do próprio leitor.
online-bad-message = { $problem }
