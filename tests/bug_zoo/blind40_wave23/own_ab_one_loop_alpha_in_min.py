"""checker: check_alphabeta
truth: buggy — one loop for both sides; where MIN moves the bound updated is alpha (`alpha = min(alpha, best)`), never beta, so beta stays +inf and the cutoff test `alpha >= beta` never holds: no node is ever pruned, while the values are right (i40c's own shape of blind40's ab_05).
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        v = my_alphabeta(game, game.result(state, a), alpha, beta)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            alpha = min(alpha, best)
        if alpha >= beta:
            break
    return best
