"""checker: check_iterative_deepening
truth: correct — its own depth-limited alpha-beta (max_value/min_value, AIMA style) called once per depth, 1 to max_depth.
source: own (AIMA Figure 5.7 structure)
"""
import math


def my_iterative_deepening(game, state, evaluate, max_depth):
    def max_value(s, alpha, beta, depth):
        if game.is_terminal(s):
            return game.utility(s, game.players[0])
        if depth == 0:
            return evaluate(s)
        v = -math.inf
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a), alpha, beta, depth - 1))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(s, alpha, beta, depth):
        if game.is_terminal(s):
            return game.utility(s, game.players[0])
        if depth == 0:
            return evaluate(s)
        v = math.inf
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a), alpha, beta, depth - 1))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    def search(depth):
        maxing = game.to_move(state) == game.players[0]
        best, best_move = (-math.inf if maxing else math.inf), None
        alpha, beta = -math.inf, math.inf
        for a in game.actions(state):
            child = game.result(state, a)
            if maxing:
                v = min_value(child, alpha, beta, depth - 1)
                if v > best:
                    best, best_move = v, a
                alpha = max(alpha, best)
            else:
                v = max_value(child, alpha, beta, depth - 1)
                if v < best:
                    best, best_move = v, a
                beta = min(beta, best)
        return best, best_move

    return [search(depth) for depth in range(1, max_depth + 1)]
