"""checker: check_quiescence
truth: buggy — a MAX/MIN quiescence (max where X moves, min where O moves, X's evaluation) that negates each child's value, negamax's habit.
source: written for the fix (w77b), another shape of wave 33's q_01 (the views mixed the other way: a minus in a MAX/MIN search)
"""


def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [-my_quiescence(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == "X" else min(options)
