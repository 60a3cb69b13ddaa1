"""checker: check_quiescence
truth: buggy — caps the forcing line at 2 plies (extra parameter qdepth=2), then evaluates: long forcing sequences are cut off like at a horizon
source: real — a python-chess bot's quiescence_search(board, alpha, beta, depth, weights): `stand_pat = evaluate_endgame(board, weights); if depth == 0: return stand_pat` (and a Python bot's `if depth >= max_depth: return bot.evaluate_position(board)`), here with a small cap
"""


def my_quiescence(game, state, evaluate, qdepth=2):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if qdepth == 0:
        return evaluate(state)
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [my_quiescence(game, game.result(state, m), evaluate, qdepth - 1) for m in moves]
    return max(options) if me == "X" else min(options)
