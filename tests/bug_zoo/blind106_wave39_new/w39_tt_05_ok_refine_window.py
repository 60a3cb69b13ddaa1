"""checker: check_table_alphabeta
truth: correct — fail-soft; the probe narrows alpha/beta with a stored bound and returns when the window closes (ab_lookup style); entries are tuples (depth, value, flag).
source: ported from midhun-sadanand/cs474-final-project transpositiontable.py (ab_lookup / ab_store with EXACT / LOWERBOUND / UPPERBOUND)
"""
import math

EXACT = 0
LOWERBOUND = 1
UPPERBOUND = 2


def ab_lookup(table, state_key, depth, alpha, beta):
    if state_key in table:
        stored_depth, value, flag = table[state_key]
        if stored_depth >= depth:
            if flag == EXACT:
                return True, value, alpha, beta
            elif flag == LOWERBOUND:
                if value > alpha:
                    alpha = value
                if alpha >= beta:
                    return True, value, alpha, beta
            elif flag == UPPERBOUND:
                if value < beta:
                    beta = value
                if alpha >= beta:
                    return True, value, alpha, beta
    return False, None, alpha, beta


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    orig_alpha, orig_beta = alpha, beta
    found, value, alpha, beta = ab_lookup(table, key, depth, alpha, beta)
    if found:
        return value
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    if best <= orig_alpha:
        flag = UPPERBOUND
    elif best >= orig_beta:
        flag = LOWERBOUND
    else:
        flag = EXACT
    table[key] = (depth, best, flag)
    return best
