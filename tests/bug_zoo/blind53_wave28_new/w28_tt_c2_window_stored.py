"""checker: check_table_alphabeta
truth: correct — stores each result with the window it was searched in (stored_alpha, stored_beta) and reuses it only when deep enough and either exact or outside the current window on the side its own window proves.
source: port of midhun-sadanand/cs474-final-project transpositiontable.py (entries `(depth, value, best_move, flag, stored_alpha, stored_beta)`, ab_lookup narrowing alpha/beta by the flag)
"""
import math

EXACT = 0
LOWERBOUND = 1
UPPERBOUND = 2


class TranspositionTable:
    def __init__(self, ab_table):
        self.ab_table = ab_table

    def ab_lookup(self, state_key, depth, alpha, beta):
        if state_key in self.ab_table:
            stored_depth, value, best_move, flag, stored_alpha, stored_beta = self.ab_table[state_key]
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

    def ab_store(self, state_key, depth, value, best_move, flag, alpha, beta):
        self.ab_table[state_key] = (depth, value, best_move, flag, alpha, beta)


def alphabeta(game, state, depth, evaluate, alpha, beta, tt):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    found, _, value = tt.ab_lookup(key, depth, alpha, beta)
    if found:
        return value
    orig_alpha, orig_beta = alpha, beta
    maximizing = game.to_move(state) == "X"
    best_value, best_move = (-math.inf if maximizing else math.inf), None
    for move in game.actions(state):
        v = alphabeta(game, game.result(state, move), depth - 1, evaluate, alpha, beta, tt)
        if maximizing and v > best_value:
            best_value, best_move = v, move
            alpha = max(alpha, v)
        elif not maximizing and v < best_value:
            best_value, best_move = v, move
            beta = min(beta, v)
        if alpha >= beta:
            break
    if best_value <= orig_alpha:
        flag = UPPERBOUND
    elif best_value >= orig_beta:
        flag = LOWERBOUND
    else:
        flag = EXACT
    tt.ab_store(key, depth, best_value, best_move, flag, orig_alpha, orig_beta)
    return best_value


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    return alphabeta(game, state, depth, evaluate, alpha, beta, TranspositionTable(table))
