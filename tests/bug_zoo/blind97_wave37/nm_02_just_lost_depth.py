"""checker: check_negamax
truth: buggy — at a finished game it assumes the side to move has just lost whenever there is a winner and returns -(9 - deep) (a depth-weighted score), instead of game.utility for the side to move: wrong scale, and wrong sign where the winner is the side to move.
source: ported from pommeJedusor/minimax-demo index.js (negamax(oxo, deep): `if (oxo.isWinning()) return new Result(-(9-deep), null)`)
"""
import math


class Result:
    def __init__(self, score, move):
        self.score = score
        self.move = move


def negamax(game, state, deep=1):
    # if current player just lost
    if game.is_terminal(state) and game.winner(state) is not None:
        return Result(-(9 - deep), None)
    # draw
    if game.is_terminal(state):
        return Result(0, None)

    best_move = -1
    best_score = -math.inf
    for move in game.actions(state):
        result = negamax(game, game.result(state, move), deep + 1)
        result.score = -result.score
        if result.score > best_score:
            best_score = result.score
            best_move = move
    return Result(best_score, best_move)


def my_negamax(game, state):
    return negamax(game, state).score
