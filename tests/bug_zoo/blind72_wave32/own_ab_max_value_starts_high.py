"""checker: check_alphabeta
truth: buggy — AIMA-style max_value/min_value pair where max_value starts `v = float("inf")` (the min_value line copied), so max(v, ...) never moves from it and every MAX node is worth +inf.
source: own, the same slip as w32_ab_02 in a two-function alpha-beta with float("inf")
"""


def max_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = float("inf")
    for a in game.actions(state):
        v = max(v, min_value(game, game.result(state, a), alpha, beta))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


def min_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = float("inf")
    for a in game.actions(state):
        v = min(v, max_value(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def my_alphabeta(game, state, alpha=float("-inf"), beta=float("inf")):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, alpha, beta)
    return min_value(game, state, alpha, beta)
