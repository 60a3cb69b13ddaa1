"""checker: check_table_alphabeta
truth: correct — min/max alpha-beta by side to move with a table of {"depth", "score", "flag", "bestmove"}; check_pos_in_table returns the entry when EXACT or when the stored bound closes the window; flags from alpha_original / beta_original.
source: ported from Pranavendrareddy/ChessEngine1 engine/transposition.py (check_pos_in_table, store) and engine/minimax.py (_minimax_pruning_tt)
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


def minimax_pruning_tt(game, state, depth, alpha, beta, turn, evaluate, table):
    if game.is_terminal(state):
        return game.utility(state, "X"), None
    if depth == 0:
        return evaluate(state), None

    alpha_original = alpha
    beta_original = beta
    key = game.key(state)
    tt_entry = check_pos_in_table(table, key, depth, alpha, beta)
    if tt_entry is not None:  # no entry
        if tt_entry != 0:  # entry useful
            return tt_entry["score"], tt_entry["bestmove"]

    best_move = None
    if turn:
        max_eval = -math.inf
        for move in game.actions(state):
            ev, _ = minimax_pruning_tt(game, game.result(state, move), depth - 1, alpha, beta, not turn, evaluate, table)
            if ev > max_eval:
                max_eval = ev
                best_move = move
            alpha = max(alpha, ev)
            if beta <= alpha:
                break
        cur_eval = max_eval
    else:
        min_eval = math.inf
        for move in game.actions(state):
            ev, _ = minimax_pruning_tt(game, game.result(state, move), depth - 1, alpha, beta, not turn, evaluate, table)
            if ev < min_eval:
                min_eval = ev
                best_move = move
            beta = min(beta, ev)
            if beta <= alpha:
                break
        cur_eval = min_eval

    flag = "EXACT"
    if cur_eval <= alpha_original:
        flag = "UPPER"
    elif cur_eval >= beta_original:
        flag = "LOWER"
    table[key] = {"depth": depth, "score": cur_eval, "flag": flag, "bestmove": best_move}
    return cur_eval, best_move


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    return minimax_pruning_tt(game, state, depth, alpha, beta, game.to_move(state) == "X", evaluate, table)[0]
