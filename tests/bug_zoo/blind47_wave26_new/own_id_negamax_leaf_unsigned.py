"""checker: check_iterative_deepening
truth: buggy — a negamax (values for the side to move) returning evaluate(state), X's view, at the depth limit for whoever moves: never negated where O moves.
source: own (k46b: a negamax of plain values, the root's loop written out, the root value turned to X's)
"""
import math


def negamax(game, state, depth, evaluate):
    sign = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return sign * game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    return max(-negamax(game, game.result(state, m), depth - 1, evaluate) for m in game.actions(state))


def my_iterative_deepening(game, state, evaluate, max_depth):
    sign = 1 if game.to_move(state) == game.players[0] else -1
    found = []
    for depth in range(1, max_depth + 1):
        best, best_move = -math.inf, None
        for move in game.actions(state):
            value = -negamax(game, game.result(state, move), depth - 1, evaluate)
            if value > best:
                best, best_move = value, move
        found.append((sign * best, best_move))
    return found
