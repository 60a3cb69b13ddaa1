"""checker: check_quiescence
truth: buggy — a MAX/MIN quiescence that extends only the cells where X, the AI, could complete a line (game.completing_cells(state, "X") at every node): X's own wins, and where O moves the blocks of them; O's threats are never blocked by X and O never takes its own win. The stand-pat is always among the options.
source: written for the fix (w77b), the converse of wave 33's q_07 (own wins only)
"""


def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    options = [evaluate(state)]
    for cell in game.completing_cells(state, "X"):  # the AI's lines: win, or block them
        options.append(my_quiescence(game, game.result(state, cell), evaluate))
    return max(options) if game.to_move(state) == "X" else min(options)
