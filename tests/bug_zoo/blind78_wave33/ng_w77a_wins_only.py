"""checker: check_negamax
truth: buggy — a helper says the game is over only where somebody has a line; a full board without one is searched on, has no moves, and is worth the loop's start, -inf, instead of 0 (the draw half of blind75's dl_02, in negamax).
source: own (w77a)
"""
import math


def won(game, state):
    return game.is_terminal(state) and game.utility(state, game.players[0]) != 0


def my_negamax(game, state):
    if won(game, state):
        return game.utility(state, game.to_move(state))
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -my_negamax(game, game.result(state, a)))
    return best
