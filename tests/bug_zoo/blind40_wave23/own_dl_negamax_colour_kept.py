"""checker: check_depth_limited_minimax
truth: buggy — a negamax with alpha-beta and a colour that is -1 wherever it is read (started at -1 and handed to every child unflipped), so its horizon returns -evaluate(state) whoever is to move: right where MIN is to move, the wrong sign where MAX is; finished games and the root's conversion are right (i40c's own shape of blind40's dl_05).
"""

import math


def negamax(game, state, depth, alpha, beta, colour):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    if depth == 0:
        return colour * evaluate_here(state)
    value = -math.inf
    for move in game.actions(state):
        value = max(value, -negamax(game, game.result(state, move), depth - 1, -beta, -alpha, colour))
        alpha = max(alpha, value)
        if alpha >= beta:
            break
    return value


evaluate_here = None


def my_depth_limited(game, state, depth, evaluate):
    global evaluate_here
    evaluate_here = evaluate
    value = negamax(game, state, depth, -math.inf, math.inf, -1)
    return value if game.to_move(state) == game.players[0] else -value
