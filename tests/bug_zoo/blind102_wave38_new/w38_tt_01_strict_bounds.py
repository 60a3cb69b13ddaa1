"""checker: check_table_alphabeta
truth: buggy — fail-hard alpha-beta (returns alpha on a fail low, beta on a fail high) that classifies the stored value with strict comparisons (value < alpha0 → upper, value > beta → lower, else exact), so the clamped alpha/beta it returns on a fail is stored as an exact value.
source: own, with the TTEntry/store/retrieve helpers of linusneumann/Hex transpositiontable.py
"""
from collections import namedtuple

TTEntry = namedtuple("TTEntry", ["value", "move", "depth", "flag"])


def store(table, key, value, move, depth, flag):
    table[key] = TTEntry(value, move, depth, flag)


def retrieve(table, key, depth, alpha, beta):
    entry = table.get(key)
    if entry is None:
        return None
    if entry.depth < depth:
        return None  # too shallow: ignore
    if entry.flag == "EXACT":
        return entry.value, entry.move
    elif entry.flag == "LOWERBOUND" and entry.value >= beta:
        return entry.value, entry.move
    elif entry.flag == "UPPERBOUND" and entry.value <= alpha:
        return entry.value, entry.move
    return None


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit = retrieve(table, key, depth, alpha, beta)
    if hit is not None:
        return hit[0]
    alpha0, beta0 = alpha, beta
    best_move = None
    if game.to_move(state) == "X":
        for move in game.actions(state):
            v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if v >= beta:
                alpha, best_move = beta, move
                break
            if v > alpha:
                alpha, best_move = v, move
        value = alpha
    else:
        for move in game.actions(state):
            v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if v <= alpha:
                beta, best_move = alpha, move
                break
            if v < beta:
                beta, best_move = v, move
        value = beta
    if value < alpha0:
        flag = "UPPERBOUND"
    elif value > beta0:
        flag = "LOWERBOUND"
    else:
        flag = "EXACT"
    store(table, key, value, best_move, depth, flag)
    return value
