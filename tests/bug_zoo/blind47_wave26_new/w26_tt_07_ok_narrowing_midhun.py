"""checker: check_table_alphabeta
truth: correct — a TranspositionTable class whose lookup narrows a local copy of the window with lower/upper bounds and answers only when it closes; flags from the window saved on entry.
source: github midhun-sadanand/cs474-final-project transpositiontable.py (ab_lookup/ab_store), ported
"""
import math

EXACT = 0
LOWERBOUND = 1
UPPERBOUND = 2


def ab_lookup(tt, state_key, depth, alpha, beta):
    if state_key in tt:
        stored_depth, value, best_move, flag, stored_alpha, stored_beta = tt[state_key]
        if stored_depth >= depth:
            if flag == EXACT:
                return True, best_move, value
            elif flag == LOWERBOUND:
                if value > alpha:
                    alpha = value
                if alpha >= beta:
                    return True, best_move, value
            elif flag == UPPERBOUND:
                if value < beta:
                    beta = value
                if alpha >= beta:
                    return True, best_move, value
    return False, None, None


def ab_store(tt, state_key, depth, value, best_move, flag, alpha, beta):
    tt[state_key] = (depth, value, best_move, flag, alpha, beta)


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit, _, value = ab_lookup(table, key, depth, alpha, beta)
    if hit:
        return value
    a, b = alpha, beta
    maximizing = game.to_move(state) == "X"
    best_value, best_move = (-math.inf if maximizing else math.inf), None
    for move in game.actions(state):
        v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, a, b, table)
        if maximizing and v > best_value:
            best_value, best_move = v, move
            a = max(a, v)
        elif not maximizing and v < best_value:
            best_value, best_move = v, move
            b = min(b, v)
        if a >= b:
            break
    if best_value <= alpha:
        flag = UPPERBOUND
    elif best_value >= beta:
        flag = LOWERBOUND
    else:
        flag = EXACT
    ab_store(table, key, depth, best_value, best_move, flag, alpha, beta)
    return best_value
