"""checker: check_table_alphabeta
truth: buggy — X's-view alpha-beta with a table of tuples whose kind is a number (LOWER_BOUND = -1, UPPER_BOUND = 1); the store's conditional expression labels a value <= the original alpha LOWER_BOUND and one >= beta UPPER_BOUND, the reverse of what they are, while the probe reads the labels as named.
"""
import math

EXACT_VALUE, LOWER_BOUND, UPPER_BOUND = 0, -1, 1


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    key = game.key(state)
    hit = table.get(key)
    if hit is not None and hit[1] >= depth:
        value, _, kind = hit
        if kind == EXACT_VALUE:
            return value
        if kind == LOWER_BOUND:
            alpha = max(alpha, value)
        elif kind == UPPER_BOUND:
            beta = min(beta, value)
        if alpha >= beta:
            return value
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    alpha0, beta0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    kind = LOWER_BOUND if best <= alpha0 else UPPER_BOUND if best >= beta0 else EXACT_VALUE
    table[key] = (best, depth, kind)
    return best
