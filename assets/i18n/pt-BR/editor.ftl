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
