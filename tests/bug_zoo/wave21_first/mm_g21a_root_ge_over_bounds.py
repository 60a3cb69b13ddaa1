"""checker: check_minimax
truth: buggy — the root values its children with an alpha-beta helper given the root's narrowed window and keeps a child's move on a tie (`>=` for MAX, `<=` for MIN); a child that stopped at a cutoff returns only a bound, which can tie the best value though the move is worse, so the value is right and the move may lose it.
source: own (g21a), another shape of blind36 mm_09_ab_bound_ties
"""
import math


def value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, value(game, game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, value(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    top = game.to_move(state) == game.players[0]
    alpha, beta = -math.inf, math.inf
    best, best_move = (-math.inf if top else math.inf), None
    for a in game.actions(state):
        v = value(game, game.result(state, a), alpha, beta)
        if (v >= best) if top else (v <= best):
            best, best_move = v, a
        if top:
            alpha = max(alpha, best)
        else:
            beta = min(beta, best)
    return best, best_move
