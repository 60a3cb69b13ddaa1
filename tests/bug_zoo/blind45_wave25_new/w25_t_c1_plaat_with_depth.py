"""checker: check_table_alphabeta
truth: correct — Plaat's AlphaBetaWithMemory (lower and upper bound per position, window narrowed by them, fail-soft), with the depth recorded and an entry used only at the same depth
source: ported from Aske Plaat's MTD(f) page pseudo-code AlphaBetaWithMemory (www.cs.vu.nl/~aske/mtdf.html)
"""
import math

INF = math.inf


def my_alphabeta_with_table(game, n, d, evaluate, alpha, beta, TT):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(n):
        return game.utility(n, "X")
    if d == 0:
        return evaluate(n)
    h = game.key(n)
    entry = TT.get(h)
    if entry is not None and entry[0] == d:
        _, lowerbound, upperbound = entry
        if lowerbound >= beta:
            return lowerbound
        if upperbound <= alpha:
            return upperbound
        alpha = max(alpha, lowerbound)
        beta = min(beta, upperbound)
    if game.to_move(n) == "X":
        g, a = -INF, alpha
        for c in game.actions(n):
            g = max(g, my_alphabeta_with_table(game, game.result(n, c), d - 1, evaluate, a, beta, TT))
            a = max(a, g)
            if g >= beta:
                break
    else:
        g, b = INF, beta
        for c in game.actions(n):
            g = min(g, my_alphabeta_with_table(game, game.result(n, c), d - 1, evaluate, alpha, b, TT))
            b = min(b, g)
            if g <= alpha:
                break
    old = TT.get(h)
    lowerbound, upperbound = (old[1], old[2]) if old is not None and old[0] == d else (-INF, INF)
    if g <= alpha:
        upperbound = g
    elif g >= beta:
        lowerbound = g
    else:
        lowerbound = upperbound = g
    TT[h] = (d, lowerbound, upperbound)
    return g
