"""
checker: check_alphabeta
truth: buggy — the root searches every child with a fresh (-inf, +inf) window (separate root function), so nothing is pruned below the root's later children; values right, too many leaves
source: Stack Overflow "Strange behaviour in a function while implementing the alpha-beta pruning algorithm" (rootAlphaBeta calls alphaBeta(board, rules, -inf, inf, ...) for each move; Nemotron-CC copy).
"""
import math


def alpha_beta(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, alpha_beta(game, game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, alpha_beta(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    """Root: try every move, keep the best."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        current = alpha_beta(game, game.result(state, a), -math.inf, math.inf)
        best = max(best, current) if maximizing else min(best, current)
    return best
