"""checker: check_quiescence
truth: correct — tries blocking only the first of several opposing threats ([:1] copied onto the opponent's cells too); written as a bug, but equivalent: against two threats every block loses at once, so the value is the same
source: class slip (copy-paste of the [:1])
"""


def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)[:1]
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [my_quiescence(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == "X" else min(options)
