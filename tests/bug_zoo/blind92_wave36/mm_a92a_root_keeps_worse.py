"""checker: check_minimax
truth: buggy — the value is right (a search of its own), but the root loop keeps a child only when it is worse than the best so far (`if score < best` from -inf where MAX is to move, `if score > best` from +inf where MIN is): the test never holds, no move is recorded and the move returned is None.
source: own shape (fixer a92a) of wave 36's mm_09: the comparison mirrored, the running best a plain number
"""
import math


def value(game, s):
    if game.is_terminal(s):
        return game.utility(s, game.players[0])
    scores = [value(game, game.result(s, a)) for a in game.actions(s)]
    return max(scores) if game.to_move(s) == game.players[0] else min(scores)


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best_move = None
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for a in game.actions(state):
            score = value(game, game.result(state, a))
            if score < best:
                best, best_move = score, a
    else:
        best = math.inf
        for a in game.actions(state):
            score = value(game, game.result(state, a))
            if score > best:
                best, best_move = score, a
    return value(game, state), best_move
