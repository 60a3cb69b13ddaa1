"""checker: check_iterative_deepening
truth: buggy — a right negamax (values for the side to move), whose root value is recorded as it comes: where O is to move at the root, O's value, not X's.
source: own (k46b: the root value of a negamax never turned back to X's)
"""
import math


def negamax(game, state, depth, evaluate):
    sign = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return sign * game.utility(state, game.players[0]), None
    if depth == 0:
        return sign * evaluate(state), None
    best, best_move = -math.inf, None
    for move in game.actions(state):
        value = -negamax(game, game.result(state, move), depth - 1, evaluate)[0]
        if value > best:
            best, best_move = value, move
    return best, best_move


def my_iterative_deepening(game, state, evaluate, max_depth):
    return [negamax(game, state, depth, evaluate) for depth in range(1, max_depth + 1)]
