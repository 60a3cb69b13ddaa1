"""checker: check_alphabeta
truth: buggy — adds a memo dict (per top-level call, keyed by game.key(state)) that stores whatever the node returned, also after a cutoff: a bound is reused as an exact value at a transposition (bites only on boards with transpositions).
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf, memo=None):
    if memo is None:
        memo = {}
    key = game.key(state)
    if key in memo:
        return memo[key]
    if game.is_terminal(state):
        v = game.utility(state, game.players[0])
    elif game.to_move(state) == game.players[0]:
        v = -math.inf
        for move in game.actions(state):
            v = max(v, my_alphabeta(game, game.result(state, move), alpha, beta, memo))
            if v >= beta:
                break
            alpha = max(alpha, v)
    else:
        v = math.inf
        for move in game.actions(state):
            v = min(v, my_alphabeta(game, game.result(state, move), alpha, beta, memo))
            if v <= alpha:
                break
            beta = min(beta, v)
    memo[key] = v
    return v
