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
