"""
checker: check_alphabeta
truth: buggy — returns (value, move) and keeps a later move on a tie (>=/<=), but a later child's value is only a bound after a cutoff, so the move can be one that does not keep the value; values right
source: Stack Overflow 48675970 "Alpha-beta pruning not producing good results" (ties at the root among children whose values are bounds) — ported with the tie-taking comparison.
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best_move = None
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for move in game.actions(state):
            child, _ = my_alphabeta(game, game.result(state, move), alpha, beta)
            if child >= v:
                v, best_move = child, move
            if v >= beta:
                return v, best_move
            alpha = max(alpha, v)
        return v, best_move
    v = math.inf
    for move in game.actions(state):
        child, _ = my_alphabeta(game, game.result(state, move), alpha, beta)
        if child <= v:
            v, best_move = child, move
        if v <= alpha:
            return v, best_move
        beta = min(beta, v)
    return v, best_move
