"""checker: check_table_alphabeta
truth: buggy — the flag is decided by "was there a cutoff?": any cutoff is stored as a LOWER bound, also at MIN nodes where a cutoff (value <= alpha) gives an UPPER bound, so MIN nodes' upper bounds are stored as lower bounds.
source: ported from Pranavendrareddy/ChessEngine1 engine/minimax.py (_minimax_pruning_tt: min/max by `turn`, TT entries {"depth", "score", "flag"} checked by check_pos_in_table); deciding the flag from the cutoff instead of alpha_original / beta_original is the slip
"""
import math


def check_pos_in_table(table, key, depth, alpha, beta):
    entry = table.get(key)
    if entry is None:
        return None
    if entry["depth"] >= depth:
        score, flag = entry["score"], entry["flag"]
        loc_alpha, loc_beta = alpha, beta
        if flag == "EXACT":
            return entry
        elif flag == "LOWER" and score > alpha:
            loc_alpha = score
        elif flag == "UPPER" and score < beta:
            loc_beta = score
        if loc_alpha >= loc_beta:
            return entry
    return 0


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    alpha_original = alpha
    tt_entry = check_pos_in_table(table, key, depth, alpha, beta)
    if tt_entry is not None and tt_entry != 0:
        return tt_entry["score"]

    cutoff = False
    if game.to_move(state) == "X":
        max_eval = -math.inf
        for move in game.actions(state):
            ev = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            max_eval = max(max_eval, ev)
            alpha = max(alpha, ev)
            if beta <= alpha:
                cutoff = True
                break
        cur_eval = max_eval
    else:
        min_eval = math.inf
        for move in game.actions(state):
            ev = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            min_eval = min(min_eval, ev)
            beta = min(beta, ev)
            if beta <= alpha:
                cutoff = True
                break
        cur_eval = min_eval

    if cutoff:
        flag = "LOWER"
    elif cur_eval <= alpha_original:
        flag = "UPPER"
    else:
        flag = "EXACT"
    table[key] = {"depth": depth, "score": cur_eval, "flag": flag}
    return cur_eval
