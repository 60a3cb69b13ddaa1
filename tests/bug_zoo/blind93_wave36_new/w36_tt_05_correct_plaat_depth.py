"""checker: check_table_alphabeta
truth: correct — Plaat's AlphaBetaWithMemory (fail-soft, entries hold a lower and an upper bound) with the search depth stored in each entry and bounds used only from searches at least as deep.
source: port of 'alphabetawithmemory.py' (after Aske Plaat's MTD(f) page www.cs.vu.nl/~aske/mtdf.html) found by code search, with the depth added to each entry
"""
import math

inf = math.inf


def AlphaBetaWithMemory(game, state, alpha, beta, d, evaluate, TT):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if d == 0:
        return evaluate(state)
    h = game.key(state)
    entry = TT.get(h)
    if entry is not None and entry[0] >= d:
        _, lowerbound, upperbound = entry
        if lowerbound >= beta:
            return lowerbound
        if upperbound <= alpha:
            return upperbound
        alpha = max(alpha, lowerbound)
        beta = min(beta, upperbound)
    if game.to_move(state) == "X":
        g, a = -inf, alpha
        for m in game.actions(state):
            if g >= beta:
                break
            g = max(g, AlphaBetaWithMemory(game, game.result(state, m), a, beta, d - 1, evaluate, TT))
            a = max(a, g)
    else:
        g, b = inf, beta
        for m in game.actions(state):
            if g <= alpha:
                break
            g = min(g, AlphaBetaWithMemory(game, game.result(state, m), alpha, b, d - 1, evaluate, TT))
            b = min(b, g)
    if entry is not None and entry[0] == d:
        lowerbound, upperbound = entry[1], entry[2]
    else:
        lowerbound, upperbound = -inf, inf
    if g <= alpha:
        TT[h] = (d, lowerbound, g)
    elif g >= beta:
        TT[h] = (d, g, upperbound)
    else:
        TT[h] = (d, g, g)
    return g


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    return AlphaBetaWithMemory(game, state, alpha, beta, depth, evaluate, table)
