"""checker: check_alphabeta
truth: buggy — a depth parameter with a default of 4 (a lecture's example) that the graded call never passes: at depth 0 the search returns 0, so every position still going four plies down is scored as a draw.
source: own (the same mistake as ab_03 in another shape: a default argument, the depth tested after the end of the game)
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf, depth=4):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return 0
    maximizing = game.to_move(state) == game.players[0]
    value = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        child = my_alphabeta(game, game.result(state, move), alpha, beta, depth - 1)
        if maximizing:
            value = max(value, child)
            if value >= beta:
                return value
            alpha = max(alpha, value)
        else:
            value = min(value, child)
            if value <= alpha:
                return value
            beta = min(beta, value)
    return value
