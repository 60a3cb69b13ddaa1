"""checker: check_table_alphabeta
truth: correct — Plaat's AlphaBetaWithMemory (a lowerbound/upperbound pair per position), fail-soft, with the depth stored and an entry used only if it was searched at least as deep; a deeper search replaces the pair.
source: Plaat's MTD(f) AlphaBetaWithMemory as in "alphabetawithmemory.py" (code corpus, ref www.cs.vu.nl/~aske/mtdf.html), ported with the depth added
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    lowerbound, upperbound, stored_depth = table.get(key, (-math.inf, math.inf, -1))
    if stored_depth < depth:
        lowerbound, upperbound = -math.inf, math.inf  # too shallow: start afresh at this depth
    else:
        if lowerbound >= beta:
            return lowerbound
        if upperbound <= alpha:
            return upperbound
        alpha = max(alpha, lowerbound)
        beta = min(beta, upperbound)
    if game.to_move(state) == "X":
        g, a = -math.inf, alpha
        for move in game.actions(state):
            if g >= beta:
                break
            g = max(g, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, a, beta, table))
            a = max(a, g)
    else:
        g, b = math.inf, beta
        for move in game.actions(state):
            if g <= alpha:
                break
            g = min(g, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, b, table))
            b = min(b, g)
    if g <= alpha:
        upperbound = g
    elif g >= beta:
        lowerbound = g
    else:
        lowerbound = upperbound = g
    table[key] = (lowerbound, upperbound, depth)
    return g
