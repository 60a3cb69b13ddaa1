"""checker: check_quiescence
truth: buggy — keeps a ply cap on the extension (depth >= max_depth returns the static evaluation) with max_depth=2, so forcing lines longer than two plies are cut and evaluated statically, even in the middle of a forced block or before a win in one.
source: ported from a python-chess quiescence found by code search (`def quiescence(board, alpha, beta, depth=0, max_depth=10)`: "Return static evaluation if max depth is reached"), in minimax form, max_depth lowered to 2 for speed
"""


def my_quiescence(game, state, evaluate, depth=0, max_depth=2):
    "X's value of `state`, past the depth limit: forcing moves only, the evaluation as stand-pat."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth >= max_depth:
        return evaluate(state)  # Return static evaluation if max depth is reached
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for m in moves:
        options.append(my_quiescence(game, game.result(state, m), evaluate, depth + 1, max_depth))
    return max(options) if me == "X" else min(options)
