"""checker: check_table_alphabeta
truth: buggy — the table (Plaat's AlphaBetaWithMemory, as in the MTD(f) page) keeps only (lowerbound, upperbound) per position, with no depth, so bounds found by a shallower search are returned for a deeper one.
source: public alphabetawithmemory.py ($Id 2010-01-13 mark, "ref: www.cs.vu.nl/~aske/mtdf.html": TT[board.hash] = lowerbound, upperbound), ported to Python 3 and the game API (its undefined lower/upper defaulted to -inf/+inf)
"""
import math

inf = math.inf


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    return AlphaBetaWithMemory(game, state, alpha, beta, depth, evaluate, table)


def AlphaBetaWithMemory(game, state, alpha, beta, d, evaluate, TT):
    if game.is_terminal(state):
        return game.utility(state, "X")
    key = game.key(state)
    if key in TT:
        lowerbound, upperbound = TT[key]
        if lowerbound >= beta:
            return lowerbound
        if upperbound <= alpha:
            return upperbound
        alpha = max(alpha, lowerbound)
        beta = min(beta, upperbound)
    if d == 0:
        g = evaluate(state)
    elif game.to_move(state) == "X":
        g, a = -inf, alpha  # save original alpha value
        for mv in game.actions(state):
            if g >= beta:
                break
            g = max(g, AlphaBetaWithMemory(game, game.result(state, mv), a, beta, d - 1, evaluate, TT))
            a = max(a, g)
    else:
        g, b = +inf, beta  # save original beta value
        for mv in game.actions(state):
            if g <= alpha:
                break
            g = min(g, AlphaBetaWithMemory(game, game.result(state, mv), alpha, b, d - 1, evaluate, TT))
    # transition table storing of bounds
    lower, upper = -inf, inf
    # fail low implies an upper bound
    if g <= alpha:
        if key in TT:
            lower, upper = TT[key]
        TT[key] = lower, g
    # found an accurate minimax value - will not occur if called with zero window
    if g > alpha and g < beta:
        TT[key] = g, g
    # fail high result implies a lower bound
    if g > beta:
        if key in TT:
            lower, upper = TT[key]
        TT[key] = g, upper
    return g
