## O lobby da página online (`stratagem lobby`): login, partidas ranqueadas, a partida de um amigo
## por código, suas partidas e o ranking. $problem são as palavras do próprio lobby (em inglês).

lobby-title = Lobby
lobby-address = Lobby
lobby-address-hint = host:porta de um lobby do Stratagem (porta { $port } se omitida)
lobby-password = Senha
lobby-log-in = Fazer login
lobby-sign-up = Criar conta
lobby-guest = Jogar como convidado
lobby-log-out = Sair
lobby-logged-in = Logado como { $name }.
lobby-logged-in-guest = Jogando como convidado ({ $name }): só partidas por código.
lobby-working = Consultando o lobby…
lobby-refused = O lobby diz: { $problem }
lobby-cannot-reach = Não foi possível contatar o lobby: { $problem }
lobby-ranked = Partida ranqueada
lobby-ranked-game = Jogo
lobby-queue = Procurar adversário
lobby-leave-queue = Parar de procurar
# $rating é o rating do jogador; $seconds, há quanto tempo ele está esperando.
lobby-waiting = Procurando um adversário perto de { $rating } ({ $seconds } s)…
lobby-matched = Adversário encontrado: { $opponent } ({ $rating }), entrando na partida…
lobby-your-rating = Seu rating em { $game }: { $rating } ± { $deviation } { $games ->
    [one] ({ $games } partida)
   *[other] ({ $games } partidas)
}
# Depois de uma partida ranqueada: o rating antes e depois, e a variação com o sinal.
lobby-rating-change = Última partida: de { $before } para { $after } ({ $change })
lobby-rating-moved = de { $before } para { $after } ({ $change })
lobby-unrated = Nenhuma partida ranqueada em { $game } ainda.
lobby-friend = Partida com um amigo
lobby-host = Hospedar pelo lobby
lobby-code-hint = o código que seu amigo te passar
lobby-join-code = Entrar
lobby-watch-code = Assistir
lobby-history = Suas partidas
lobby-history-empty = Nenhuma partida ainda.
lobby-result-win = vitória
lobby-result-loss = derrota
lobby-result-draw = empate
lobby-result-forfeit = abandono
lobby-result-playing = em andamento
lobby-versus = contra { $names }
lobby-replay = Replay
lobby-leaderboard = Ranking
lobby-refresh = Atualizar
lobby-by-address = Ou conectar a um servidor pelo endereço
