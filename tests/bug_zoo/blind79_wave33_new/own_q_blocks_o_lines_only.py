"""checker: check_quiescence
truth: buggy — a MAX/MIN quiescence that extends only the cells where O, the AI's opponent, could complete a line (game.completing_cells(state, "O") at every node): where X moves it blocks them but never takes its own win nor makes a threat; the stand-pat is always among the options.
source: written for the fix (w77b), another shape of wave 33's q_07 (minimax form, views right)
"""


def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    options = [evaluate(state)]
    for cell in game.completing_cells(state, "O"):  # the opponent's threats: block them
        options.append(my_quiescence(game, game.result(state, cell), evaluate))
    return max(options) if game.to_move(state) == "X" else min(options)
