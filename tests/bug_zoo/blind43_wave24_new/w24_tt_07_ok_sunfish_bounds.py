"""checker: check_table_alphabeta
truth: correct — sunfish-style entries keyed by (position, depth) holding a (lower, upper) pair that each search tightens; a bound that settles the window answers, otherwise it narrows the window (Plaat's rule), fail-soft.
source: ported from thomasahle/sunfish (tp_score: Entry(lower, upper) keyed by (pos, depth, root); `if entry.lower >= gamma: return entry.lower; if entry.upper < gamma: return entry.upper`), generalised from its null window to (alpha, beta)
"""
import math
from collections import namedtuple

Entry = namedtuple("Entry", "lower upper")


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = (game.key(state), depth)
    entry = table.get(key, Entry(-math.inf, math.inf))
    if entry.lower >= beta:
        return entry.lower
    if entry.upper <= alpha:
        return entry.upper
    if entry.lower == entry.upper:
        return entry.lower
    alpha, beta = max(alpha, entry.lower), min(beta, entry.upper)
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    a, b = alpha, beta
    for move in game.actions(state):
        score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, a, b, table)
        if maximizing:
            best = max(best, score)
            a = max(a, best)
        else:
            best = min(best, score)
            b = min(b, best)
        if a >= b:
            break
    if best >= beta:
        table[key] = Entry(best, entry.upper)
    elif best <= alpha:
        table[key] = Entry(entry.lower, best)
    else:
        table[key] = Entry(best, best)
    return best
