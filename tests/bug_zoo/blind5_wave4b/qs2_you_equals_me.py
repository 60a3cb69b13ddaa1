"""checker: check_quiescence
mistake: copy-paste in the opponent: you = "X" if me == "X" else "O" (you == me), so the opponent's threats are never seen."""
def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "X" if me == "X" else "O"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [my_quiescence(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == "X" else min(options)
