"""checker: check_quiescence
truth: buggy — a negamax quiescence that takes `player` (the side to move at the root) as a parameter and passes it down unchanged: its stand-pat is that player's evaluation at every node, and it follows only the cells where that player's opponent completes a line (never a win of its own, never a threat), the stand-pat kept beside them.
source: written for the fix (m50b), another shape of w25_q_06: a sign from a fixed player, a fail-soft loop.
"""


def _q(game, state, alpha, beta, player, evaluate):
    if game.is_terminal(state):
        return game.utility(state, player)
    sign = 1 if player == game.players[0] else -1
    best = sign * evaluate(state)
    if best >= beta:
        return best
    alpha = max(alpha, best)
    other = game.players[1] if player == game.players[0] else game.players[0]
    for cell in game.completing_cells(state, other):
        value = -_q(game, game.result(state, cell), -beta, -alpha, player, evaluate)
        best = max(best, value)
        alpha = max(alpha, value)
        if alpha >= beta:
            break
    return best


def my_quiescence(game, state, evaluate):
    "X's value of `state`, past the depth limit: forcing moves only, the evaluation as stand-pat."
    player = game.to_move(state)
    value = _q(game, state, float("-inf"), float("inf"), player, evaluate)
    return value if player == game.players[0] else -value
