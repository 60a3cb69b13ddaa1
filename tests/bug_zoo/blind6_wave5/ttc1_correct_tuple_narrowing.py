"""Checker: check_table_alphabeta
Mistake: correct (tuple entries (draft, flag, value); bounds narrow the window, the result is classified against the original window).
"""
import math

CHECK = {"checker": "check_table_alphabeta", "kwargs": {}, "function": "my_alphabeta_with_table"}

EXACT, LOWER, UPPER = 0, 1, 2


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    original_alpha, original_beta = alpha, beta
    if key in table:
        draft, flag, stored = table[key]
        if draft >= depth:
            if flag == EXACT:
                return stored
            if flag == LOWER:
                alpha = max(alpha, stored)
            else:
                beta = min(beta, stored)
            if alpha >= beta:
                return stored
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        value = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    if best <= original_alpha:
        flag = UPPER
    elif best >= original_beta:
        flag = LOWER
    else:
        flag = EXACT
    table[key] = (depth, flag, best)
    return best
