"""checker: check_table_alphabeta
truth: buggy — in the VICE/TEMPEST fail-hard bookkeeping mirrored to MIN nodes, the flag of a MIN node is never changed from HASH_ALPHA, so a MIN node where no move got below beta (a fail-high: X's value is at least beta) is stored as an upper bound beta.
source: ported from teay-nguyen/TEMPEST_001 src/transposition.py (tt_probe with HASH_EXACT / HASH_ALPHA / HASH_BETA returning alpha/beta fail-hard) and the VICE-style negamax flag bookkeeping it is written for, translated to X-max/O-min
"""
import math

HASH_EXACT, HASH_ALPHA, HASH_BETA = 0, 1, 2
NO_HASH_ENTRY = None


def tt_probe(table, key, depth, alpha, beta):
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        if entry["flag"] == HASH_EXACT:
            return entry["score"]
        elif entry["flag"] == HASH_ALPHA and entry["score"] <= alpha:
            return alpha
        elif entry["flag"] == HASH_BETA and entry["score"] >= beta:
            return beta
    return NO_HASH_ENTRY


def tt_save(table, key, depth, score, flag):
    table[key] = {"depth": depth, "score": score, "flag": flag}


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit = tt_probe(table, key, depth, alpha, beta)
    if hit is not NO_HASH_ENTRY:
        return hit
    hash_flag = HASH_ALPHA
    if game.to_move(state) == "X":
        for move in game.actions(state):
            score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if score >= beta:
                tt_save(table, key, depth, beta, HASH_BETA)
                return beta
            if score > alpha:
                hash_flag = HASH_EXACT
                alpha = score
        tt_save(table, key, depth, alpha, hash_flag)
        return alpha
    for move in game.actions(state):
        score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if score <= alpha:
            tt_save(table, key, depth, alpha, hash_flag)
            return alpha
        if score < beta:
            beta = score
    tt_save(table, key, depth, beta, hash_flag)
    return beta
