"""checker: check_depth_limited_minimax
truth: buggy — the leaf test `depth == 0 | game.is_terminal(state)` is read by Python as `depth == (0 | game.is_terminal(state))`: a finished game stops the search only when one ply is left (elsewhere its moves are searched, none, and the running best stays infinite), and at depth 1 an unfinished position is evaluated instead of searched (z87b's own shape of wave 35's id_02 precedence slip).
"""
import math


def my_depth_limited(game, state, depth, evaluate):
    if depth == 0 | game.is_terminal(state):
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        return evaluate(state)
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for move in game.actions(state):
            best = max(best, my_depth_limited(game, game.result(state, move), depth - 1, evaluate))
        return best
    best = math.inf
    for move in game.actions(state):
        best = min(best, my_depth_limited(game, game.result(state, move), depth - 1, evaluate))
    return best
