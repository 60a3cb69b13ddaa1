"""Checker: check_quiescence
Mistake: correct (helper for the forcing moves; all own winning cells tried, not just the first; running best instead of a list).
"""
CHECK = {"checker": "check_quiescence", "kwargs": {}, "function": "my_quiescence"}


def other(side):
    return "O" if side == "X" else "X"


def threat_makers(game, state, side):
    return [m for m in game.actions(state) if game.completing_cells(game.result(state, m), side)]


def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    better = (lambda a, b: a > b) if me == "X" else (lambda a, b: a < b)
    wins = game.completing_cells(state, me)
    blocks = game.completing_cells(state, other(me))
    best = None
    if wins:
        moves = wins
    elif blocks:
        moves = blocks
    else:
        best = evaluate(state)  # stand pat
        moves = threat_makers(game, state, me)
    for m in moves:
        v = my_quiescence(game, game.result(state, m), evaluate)
        if best is None or better(v, best):
            best = v
    return best
