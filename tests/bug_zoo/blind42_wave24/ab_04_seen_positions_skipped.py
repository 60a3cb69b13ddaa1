"""checker: check_alphabeta
truth: buggy — it keeps a "seen" dictionary over the whole search and skips ("continue") every child position it has met before, as a graph search would, instead of searching or looking up its value; a transposition reached by a second move order is simply left out of the max/min (a node whose children were all seen returns -sys.maxsize / +sys.maxsize).
source: ported from a public game-search module (code search: alphabeta_search(state, turn=-1, d=7) with max_value(state, alpha, beta, depth, cnt): "for child in state.generate_children(turn): if child in seen: continue ... seen[child] = alpha; if v >= beta:"), without its depth cut-off and node counter
"""
import math
import sys


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    seen = {}

    def max_value(state, alpha, beta):
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        v = -sys.maxsize
        for move in game.actions(state):
            child = game.result(state, move)
            if game.key(child) in seen:
                continue
            temp_v = min_value(child, alpha, beta)
            v = max(v, temp_v)
            seen[game.key(child)] = alpha
            if v >= beta:
                # Min is going to completely ignore this route
                return v
            alpha = max(alpha, v)
        return v

    def min_value(state, alpha, beta):
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        v = sys.maxsize
        for move in game.actions(state):
            child = game.result(state, move)
            if game.key(child) in seen:
                continue
            temp_v = max_value(child, alpha, beta)
            v = min(v, temp_v)
            seen[game.key(child)] = beta
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    if game.to_move(state) == game.players[0]:
        return max_value(state, alpha, beta)
    return min_value(state, alpha, beta)
