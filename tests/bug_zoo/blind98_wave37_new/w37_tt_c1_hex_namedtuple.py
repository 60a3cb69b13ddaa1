"""checker: check_table_alphabeta
truth: correct — a TranspositionTable class with a namedtuple entry, strict comparisons on retrieve (value > beta / < alpha, so fewer hits, still right), fail-soft max/min search.
source: linusneumann/Hex transpositiontable.py (TTEntry namedtuple, store/retrieve with EXACT/LOWERBOUND/UPPERBOUND), the search around it own
"""
import math
from collections import namedtuple

TTEntry = namedtuple("TTEntry", ["value", "move", "depth", "flag"])


def store(table, zobrist_hash, value, move, depth, flag):
    table[zobrist_hash] = TTEntry(value, move, depth, flag)


def retrieve(table, zobrist_hash, depth, alpha, beta):
    entry = table.get(zobrist_hash)
    if entry is None:
        return None
    if entry.depth < depth:
        return None  # zu flach -> ignorieren
    if entry.flag == "EXACT":
        return entry.value, entry.move
    elif entry.flag == "LOWERBOUND" and entry.value > beta:
        return entry.value, entry.move
    elif entry.flag == "UPPERBOUND" and entry.value < alpha:
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
    alpha_orig, beta_orig = alpha, beta
    maximizing = game.to_move(state) == "X"
    best_value, best_move = (-math.inf if maximizing else math.inf), None
    for move in game.actions(state):
        value = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if (maximizing and value > best_value) or (not maximizing and value < best_value):
            best_value, best_move = value, move
        if maximizing:
            alpha = max(alpha, best_value)
        else:
            beta = min(beta, best_value)
        if alpha >= beta:
            break
    if best_value <= alpha_orig:
        flag = "UPPERBOUND"
    elif best_value >= beta_orig:
        flag = "LOWERBOUND"
    else:
        flag = "EXACT"
    store(table, key, best_value, best_move, depth, flag)
    return best_value
