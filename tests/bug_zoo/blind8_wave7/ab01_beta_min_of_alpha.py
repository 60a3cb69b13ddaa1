"""
checker: check_alphabeta
truth: buggy — at MIN nodes the window update is `beta = min(alpha, min_evaluation)` (alpha typed for beta), so beta collapses to alpha and MIN nodes cut after their first child
source: MuhanadAtef/othello-game agent.py, alphaBetaPruning: `beta = min(alpha, min_evaluation)`.
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        max_evaluation = -10e15
        for a in game.actions(state):
            evaluation = my_alphabeta(game, game.result(state, a), alpha, beta)
            if max_evaluation < evaluation:
                max_evaluation = evaluation
            alpha = max(alpha, max_evaluation)
            if beta <= alpha:
                break
        return max_evaluation
    min_evaluation = 10e15
    for a in game.actions(state):
        evaluation = my_alphabeta(game, game.result(state, a), alpha, beta)
        if min_evaluation > evaluation:
            min_evaluation = evaluation
        beta = min(alpha, min_evaluation)
        if beta <= alpha:
            break
    return min_evaluation
