"""checker: check_quiescence
truth: buggy — a helper counts the forcing plies up from 0 (`plies + 1`) and evaluates once `plies > 2`, so forcing lines longer than three plies are cut and evaluated statically.
source: own (the i42b fix: another shape of w24_q_05, the counter in a helper, a strict test)
"""


def my_quiescence(game, state, evaluate):
    "X's value of `state`, past the depth limit: forcing moves only, the evaluation as stand-pat."
    return _forcing(game, state, evaluate, 0)


def _forcing(game, state, evaluate, plies):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if plies > 2:
        return evaluate(state)
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    wins = game.completing_cells(state, me)
    if wins:
        return _forcing(game, game.result(state, wins[0]), evaluate, plies + 1)
    blocks = game.completing_cells(state, you)
    if blocks:
        values = [_forcing(game, game.result(state, m), evaluate, plies + 1) for m in blocks]
        return max(values) if me == "X" else min(values)
    values = [evaluate(state)]
    values += [_forcing(game, game.result(state, m), evaluate, plies + 1) for m in game.actions(state)
               if game.completing_cells(game.result(state, m), me)]
    return max(values) if me == "X" else min(values)
