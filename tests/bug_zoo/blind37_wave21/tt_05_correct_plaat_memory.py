"""checker: check_table_alphabeta
truth: correct — Plaat's AlphaBetaWithMemory (MAX and MIN nodes, X's values): each entry keeps a lower and an upper bound (and the depth they hold for); the lookup returns a bound that already cuts or narrows the window, the store sets the upper bound on a fail low, both on an exact value, the lower on a fail high; bounds from another depth are dropped.
source: Lory999555/AI_Project src/algorithm/AlphaBetaWithMemory.java (Plaat's pseudo-code in its comment: retrieve / `if n.lowerbound >= beta then return n.lowerbound` / `alpha := max(alpha, n.lowerbound)` / the three stores), with a depth check added to retrieve
"""
import math

INFINITY = math.inf


def alpha_beta_with_memory(game, n, alpha, beta, d, evaluate, table):
    key = game.key(n)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= d:  # retrieve(n) == OK
        if entry["lowerbound"] >= beta:
            return entry["lowerbound"]
        if entry["upperbound"] <= alpha:
            return entry["upperbound"]
        alpha = max(alpha, entry["lowerbound"])
        beta = min(beta, entry["upperbound"])
    if game.is_terminal(n):
        return game.utility(n, "X")
    if d == 0:
        g = evaluate(n)  # leaf node
    elif game.to_move(n) == "X":
        g = -INFINITY; a = alpha  # save original alpha value
        children = iter(game.actions(n))
        c = next(children, None)
        while g < beta and c is not None:
            g = max(g, alpha_beta_with_memory(game, game.result(n, c), a, beta, d - 1, evaluate, table))
            a = max(a, g)
            c = next(children, None)
    else:
        g = +INFINITY; b = beta  # save original beta value
        children = iter(game.actions(n))
        c = next(children, None)
        while g > alpha and c is not None:
            g = min(g, alpha_beta_with_memory(game, game.result(n, c), alpha, b, d - 1, evaluate, table))
            b = min(b, g)
            c = next(children, None)
    old = table.get(key)
    if old is None or old["depth"] != d:
        old = {"lowerbound": -INFINITY, "upperbound": INFINITY, "depth": d}
    if g <= alpha:  # Fail low result implies an upper bound
        old["upperbound"] = g
    if alpha < g < beta:  # Found an accurate minimax value
        old["lowerbound"] = g; old["upperbound"] = g
    if g >= beta:  # Fail high result implies a lower bound
        old["lowerbound"] = g
    if entry is None or entry["depth"] <= d:
        table[key] = old
    return g


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    return alpha_beta_with_memory(game, state, alpha, beta, depth, evaluate, table)
