"""checker: check_depth_limited_minimax
truth: buggy — value(): a finished game returns its utility only where `score != 0`, so a draw (utility 0) falls through as if unfinished: evaluated at the depth limit, and above it searched with no moves, worth -inf (MAX) or +inf (MIN).
source: own, the same slip as w31_dl_02 written inline, the utility read straight from the game
"""
import math


def value(game, state, depth, evaluate):
    if game.is_terminal(state):
        score = game.utility(state, game.players[0])
        if score != 0:
            return score
    if depth == 0:
        return evaluate(state)
    children = [value(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(children, default=-math.inf)
    return min(children, default=math.inf)


def my_depth_limited(game, state, depth, evaluate):
    return value(game, state, depth, evaluate)
