"""checker: check_iterative_deepening
truth: buggy — the depth-limited search under the iterations tests the depth inside its loop over the moves and returns its running best's start (-inf / +inf) there, never calling evaluate.
source: own (w77a), blind75's dl_03 slip inside an iterative deepening
"""
import math


def search(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        if depth == 0:
            return best
        v = search(game, game.result(state, move), depth - 1, evaluate)
        best = max(best, v) if maximizing else min(best, v)
    return best


def my_iterative_deepening(game, state, evaluate, max_depth):
    out = []
    maximizing = game.to_move(state) == game.players[0]
    for depth in range(1, max_depth + 1):
        scored = [(search(game, game.result(state, m), depth - 1, evaluate), m) for m in game.actions(state)]
        out.append(max(scored, key=lambda p: p[0]) if maximizing else min(scored, key=lambda p: p[0]))
    return out
