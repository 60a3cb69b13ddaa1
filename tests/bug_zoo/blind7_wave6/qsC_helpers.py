"""checker: check_quiescence
truth: correct — helper functions, immediate win returned early, stand-pat as the starting best value.
"""
def _opponent(side):
    return "O" if side == "X" else "X"


def _threat_moves(game, state, side):
    return [m for m in game.actions(state) if game.completing_cells(game.result(state, m), side)]


def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    better = max if me == "X" else min
    wins = game.completing_cells(state, me)
    if wins:
        return my_quiescence(game, game.result(state, wins[0]), evaluate)
    blocks = game.completing_cells(state, _opponent(me))
    if blocks:
        return better(my_quiescence(game, game.result(state, m), evaluate) for m in blocks)
    best = evaluate(state)
    for m in _threat_moves(game, state, me):
        best = better(best, my_quiescence(game, game.result(state, m), evaluate))
    return best
