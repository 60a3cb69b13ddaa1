"""checker: check_alphabeta
truth: buggy — value(state, bound) gets only its parent's best value so far as its bound (None for none yet),
not the window of the whole path; it stops on ties too (>= / <=), so it makes every shallow cutoff but no deep one.
source: written for blind42's ab_02 (i42a), another shape of a one-bound window.
"""
import math


def value(game, state, bound):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    best = None
    for move in game.actions(state):
        v = value(game, game.result(state, move), best)
        if best is None or (v > best if maximizing else v < best):
            best = v
        if bound is not None and (best >= bound if maximizing else best <= bound):
            return best
    return best


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return value(game, state, None)
