"""checker: check_table_alphabeta
truth: buggy — at MIN nodes it "mirrors" the bound rule (value <= alpha stored as a LOWER bound, value >= beta as an UPPER bound), although both are X's values and the MAX-node rule is the right one for MIN nodes too.
source: own
"""
import math

EXACT, LOWER, UPPER = "exact", "lower", "upper"


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit = table.get(key)
    if hit and hit[0] >= depth:
        _, flag, v = hit
        if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
            return v
    a0, b0 = alpha, beta
    if game.to_move(state) == "X":
        v = -math.inf
        for m in game.actions(state):
            v = max(v, my_alphabeta_with_table(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, v)
            if alpha >= beta:
                break
        flag = UPPER if v <= a0 else LOWER if v >= b0 else EXACT
    else:
        v = math.inf
        for m in game.actions(state):
            v = min(v, my_alphabeta_with_table(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, v)
            if alpha >= beta:
                break
        # the minimizer's view is the mirror image
        flag = LOWER if v <= a0 else UPPER if v >= b0 else EXACT
    table[key] = (depth, flag, v)
    return v
