"""checker: check_table_alphabeta
truth: buggy — the entry's kind is decided only against beta (value >= beta0: "lower", anything else "exact"), at MAX's nodes and MIN's alike, so a search that failed low (value <= alpha0, an upper bound) is stored as exact and answers a later search with a wider window.
source: written for l48b (wave 27's tt_04, the other kind): the read is right, the kind is wrong where it is stored
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit = table.get(key)
    if hit is not None and hit[1] >= depth:
        value, _, kind = hit
        if kind == "exact" or (kind == "lower" and value >= beta) or (kind == "upper" and value <= alpha):
            return value
    alpha0, beta0 = alpha, beta
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
    kind = "lower" if best >= beta0 else "exact"
    table[key] = (best, depth, kind)
    return best
