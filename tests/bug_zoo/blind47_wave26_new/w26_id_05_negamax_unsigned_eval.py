"""checker: check_iterative_deepening
truth: buggy — own negamax alpha-beta: the depth-limit evaluation (X's view) is returned as the side to move's score without negating it when O is to move.
source: chessprogramming.org Negamax/Alpha-Beta pseudo-code (score = -alphaBeta(-beta, -alpha, depth - 1)), ported
"""
import math


def negamax(game, state, depth, evaluate, alpha, beta):
    color = 1 if game.to_move(state) == "X" else -1
    if game.is_terminal(state):
        return color * game.utility(state, "X"), None
    if depth == 0:
        return evaluate(state), None
    best, best_move = -math.inf, None
    for move in game.actions(state):
        score = -negamax(game, game.result(state, move), depth - 1, evaluate, -beta, -alpha)[0]
        if score > best:
            best, best_move = score, move
        alpha = max(alpha, score)
        if alpha >= beta:
            break
    return best, best_move


def my_iterative_deepening(game, state, evaluate, max_depth):
    color = 1 if game.to_move(state) == "X" else -1
    found = []
    for depth in range(1, max_depth + 1):
        value, move = negamax(game, state, depth, evaluate, -math.inf, math.inf)
        found.append((color * value, move))
    return found
