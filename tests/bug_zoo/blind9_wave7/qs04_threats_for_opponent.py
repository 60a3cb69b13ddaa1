"""checker: check_quiescence
truth: buggy — in a quiet position it tries the moves that make a threat for the OPPONENT (completing_cells(child, you)), not for the side to move
source: class slip (you/me swapped in the threat test)
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
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), you)]
    options += [my_quiescence(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == "X" else min(options)
