"""checker: check_table_alphabeta
truth: buggy — the entry's "draft" is the ply from the root (0 at the top call) and an entry answers when entry.ply >= ply, so entries searched less deep answer deeper searches (the remaining depth is never stored).
source: chess.stackexchange.com/questions/42612 (search(depth, ply, alpha, beta): `if (entry != null && entry.ply() >= ply)`), ported from Java
"""
import math

EXACT, LOWER_BOUND, UPPER_BOUND = "EXACT", "LOWER_BOUND", "UPPER_BOUND"


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table, ply=0):
    alpha_original, beta_original = alpha, beta
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["ply"] >= ply:
        if entry["flag"] == EXACT:
            return entry["score"]
        elif entry["flag"] == LOWER_BOUND:
            alpha = max(alpha, entry["score"])
        elif entry["flag"] == UPPER_BOUND:
            beta = min(beta, entry["score"])
        if alpha >= beta:
            return entry["score"]
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    maximizing = game.to_move(state) == "X"
    evaluation = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table, ply + 1)
        if maximizing:
            evaluation = max(evaluation, score)
            alpha = max(alpha, evaluation)
        else:
            evaluation = min(evaluation, score)
            beta = min(beta, evaluation)
        if alpha >= beta:
            break
    if evaluation <= alpha_original:
        flag = UPPER_BOUND
    elif evaluation >= beta_original:
        flag = LOWER_BOUND
    else:
        flag = EXACT
    table[key] = {"score": evaluation, "flag": flag, "ply": ply}
    return evaluation
