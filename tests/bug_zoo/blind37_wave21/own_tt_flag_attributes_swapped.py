"""checker: check_table_alphabeta
truth: buggy — the entry's kind is kept in attributes set after the loop (entry.lower / entry.upper), read rightly (lower raises alpha, upper lowers beta) but set the wrong way round: a value <= the original alpha (an upper bound) gets entry.lower, a value >= beta (a lower bound) entry.upper. The depth is kept and checked.
source: written for g21b (issue 27): another shape of wave 21's swapped CacheEntry flags
"""
import math


class Entry:
    def __init__(self, value, depth):
        self.value = value
        self.depth = depth
        self.lower = False
        self.upper = False


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    original_alpha, original_beta = alpha, beta
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry.depth >= depth:
        if entry.lower:
            alpha = max(alpha, entry.value)
        elif entry.upper:
            beta = min(beta, entry.value)
        else:
            return entry.value
        if alpha >= beta:
            return entry.value
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        value = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    entry = Entry(best, depth)
    if best <= original_alpha:
        entry.lower = True
    elif best >= original_beta:
        entry.upper = True
    table[key] = entry
    return best
