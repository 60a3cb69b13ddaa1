"""checker: quiescence
mistake: correct (harmless extra: searches its wins AND the blocks; the win is the max anyway)
"""

def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    forcing = game.completing_cells(state, me) + game.completing_cells(state, you)
    options = []
    if not forcing:
        options.append(evaluate(state))
        forcing = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [my_quiescence(game, game.result(state, m), evaluate) for m in forcing]
    return max(options) if me == "X" else min(options)
