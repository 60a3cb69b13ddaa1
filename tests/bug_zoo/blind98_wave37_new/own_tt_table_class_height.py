"""checker: check_table_alphabeta
truth: buggy — a table class whose lookup(key, depth, alpha, beta) refuses an entry searched less deep than its depth argument, and whose entries (score, depth, flag) record the depth right; but the search hands lookup its height (plies from the root, 0 at the root) instead of the depth left, so a shallower entry answers a deeper search.
source: own (fixer e97b), another shape of wave 37's tt_06
"""
import math

EXACT, LOWER, UPPER = 0, 1, 2


class Table:
    def __init__(self, store):
        self.store = store

    def lookup(self, key, depth, alpha, beta):
        entry = self.store.get(key)
        if entry is None:
            return None
        score, searched, flag = entry
        if searched < depth:
            return None
        if flag == EXACT or (flag == LOWER and score >= beta) or (flag == UPPER and score <= alpha):
            return score
        return None

    def save(self, key, score, depth, flag):
        self.store[key] = (score, depth, flag)


def search(game, state, depth, height, evaluate, alpha, beta, tt):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    known = tt.lookup(key, height, alpha, beta)
    if known is not None:
        return known
    start_alpha, start_beta = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        value = search(game, game.result(state, move), depth - 1, height + 1, evaluate, alpha, beta, tt)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    flag = UPPER if best <= start_alpha else LOWER if best >= start_beta else EXACT
    tt.save(key, best, depth, flag)
    return best


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    return search(game, state, depth, 0, evaluate, alpha, beta, Table(table))
