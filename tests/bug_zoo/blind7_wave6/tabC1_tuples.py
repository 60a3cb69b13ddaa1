"""checker: check_table_alphabeta
truth: correct — tuple entries (depth, flag, value), separate MAX/MIN loops, fail-soft, window kept in a0/b0.
"""
import math

EXACT, LOWER, UPPER = 0, 1, 2


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        d, flag, v = table[key]
        if d >= depth:
            if flag == EXACT:
                return v
            if flag == LOWER and v >= beta:
                return v
            if flag == UPPER and v <= alpha:
                return v
    a0, b0 = alpha, beta
    if game.to_move(state) == "X":
        best = -math.inf
        for move in game.actions(state):
            best = max(best, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            if best >= beta:
                break
            alpha = max(alpha, best)
    else:
        best = math.inf
        for move in game.actions(state):
            best = min(best, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            if best <= alpha:
                break
            beta = min(beta, best)
    if best <= a0:
        table[key] = (depth, UPPER, best)
    elif best >= b0:
        table[key] = (depth, LOWER, best)
    else:
        table[key] = (depth, EXACT, best)
    return best
