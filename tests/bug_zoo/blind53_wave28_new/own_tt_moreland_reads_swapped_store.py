"""checker: check_table_alphabeta
truth: buggy — Moreland-style probe (`if kind == LOWER_KIND and value >= beta: return value`, read right) with the kinds, numbers 0/1/2, swapped where stored: a value <= the original alpha is labelled LOWER_KIND and a value >= the original beta UPPER_KIND.
"""
import math

EXACT_KIND, LOWER_KIND, UPPER_KIND = 0, 1, 2


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    key = game.key(state)
    if key in table:
        value, stored_depth, kind = table[key]
        if stored_depth >= depth:
            if kind == EXACT_KIND:
                return value
            if kind == LOWER_KIND and value >= beta:
                return value
            if kind == UPPER_KIND and value <= alpha:
                return value
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    alpha0, beta0 = alpha, beta
    if game.to_move(state) == "X":
        best = -math.inf
        for move in game.actions(state):
            best = max(best, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    else:
        best = math.inf
        for move in game.actions(state):
            best = min(best, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, best)
            if alpha >= beta:
                break
    if best <= alpha0:
        kind = LOWER_KIND
    elif best >= beta0:
        kind = UPPER_KIND
    else:
        kind = EXACT_KIND
    table[key] = (best, depth, kind)
    return best
