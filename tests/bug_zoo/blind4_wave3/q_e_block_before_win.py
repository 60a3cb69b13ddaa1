"""checker: quiescence
mistake: blocks the opponent's threat instead of taking its own win when both have one (checks opponent's threats first)
"""

def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, you) or game.completing_cells(state, me)[:1]
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [my_quiescence(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == "X" else min(options)
