"""checker: check_table_alphabeta
truth: buggy — each entry holds a lower and an upper bound (Plaat's AlphaBetaWithMemory) but a single depth, overwritten by whichever bound was stored last, so a bound from a shallower search survives under a deeper search's depth and is reused as if it were that deep.
source: ported from github.com/Lory999555/AI_Project src/algorithm/AlphaBetaWithMemory.java (Plaat et al.'s AlphaBetaWithMemory pseudo-code: n.lowerbound / n.upperbound, alpha := max(alpha, n.lowerbound)), with a depth added by the student
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)  # leaf node
    n = table.get(game.key(state))
    if n is not None and n["depth"] >= depth:  # Transposition table lookup
        if n["lowerbound"] >= beta:
            return n["lowerbound"]
        if n["upperbound"] <= alpha:
            return n["upperbound"]
        alpha = max(alpha, n["lowerbound"])
        beta = min(beta, n["upperbound"])
    if n is None:
        n = {"lowerbound": -math.inf, "upperbound": math.inf, "depth": depth}
        table[game.key(state)] = n
    if game.to_move(state) == "X":
        g = -math.inf
        a = alpha  # save original alpha value
        for move in game.actions(state):
            if g >= beta:
                break
            g = max(g, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, a, beta, table))
            a = max(a, g)
    else:
        g = math.inf
        b = beta  # save original beta value
        for move in game.actions(state):
            if g <= alpha:
                break
            g = min(g, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, b, table))
            b = min(b, g)
    # Traditional transposition table storing of bounds
    # Fail low result implies an upper bound
    if g <= alpha:
        n["upperbound"] = g
    # Found an accurate minimax value - will not occur if called with zero window
    if alpha < g < beta:
        n["lowerbound"] = g
        n["upperbound"] = g
    # Fail high result implies a lower bound
    if g >= beta:
        n["lowerbound"] = g
    n["depth"] = depth
    return g
