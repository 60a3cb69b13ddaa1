"""checker: check_table_alphabeta
truth: buggy — a deeper entry only narrows the window (alpha for MAX, beta for MIN) and the moves are searched again; a repeated search of the same depth never benefits.
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    maximising = game.to_move(state) == "X"
    entry = table.get(key)
    if entry is not None and entry[1] > depth:
        if maximising:
            alpha = max(alpha, entry[0])
        else:
            beta = min(beta, entry[0])
    best = -math.inf if maximising else math.inf
    for move in game.actions(state):
        score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximising:
            best = max(best, score)
            alpha = max(alpha, best)
        else:
            best = min(best, score)
            beta = min(beta, best)
        if alpha >= beta:
            break
    table[key] = (best, depth)
    return best
