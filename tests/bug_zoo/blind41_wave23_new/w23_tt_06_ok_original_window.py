"""checker: check_table_alphabeta
truth: correct — fail-soft minimax alpha-beta with a depth-tagged table; the flag is computed against alpha_original/beta_original and bounds are used only to close the window.
source: ported from Pranavendrareddy/ChessEngine1 engine/minimax.py _minimax_pruning_tt and engine/transposition.py check_pos_in_table/store
"""
import math


class TranspositionTable:
    def __init__(self, table):
        self.table = table

    def check_pos_in_table(self, key, depth, alpha, beta):
        entry = self.table.get(key)
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

    def store(self, key, depth, score, flag):
        self.table[key] = {"depth": depth, "score": score, "flag": flag}


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    alpha_original = alpha
    beta_original = beta
    ttable = TranspositionTable(table)
    key = game.key(state)
    tt_entry = ttable.check_pos_in_table(key, depth, alpha, beta)
    if tt_entry is not None and tt_entry != 0:
        return tt_entry["score"]
    if game.to_move(state) == "X":
        max_eval = -math.inf
        for move in game.actions(state):
            eval = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if eval > max_eval:
                max_eval = eval
            alpha = max(alpha, eval)
            if beta <= alpha:
                break
        cur_eval = max_eval
    else:
        min_eval = math.inf
        for move in game.actions(state):
            eval = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if eval < min_eval:
                min_eval = eval
            beta = min(beta, eval)
            if beta <= alpha:
                break
        cur_eval = min_eval
    flag = "EXACT"
    if cur_eval <= alpha_original:
        flag = "UPPER"
    elif cur_eval >= beta_original:
        flag = "LOWER"
    ttable.store(key, depth, cur_eval, flag)
    return cur_eval
