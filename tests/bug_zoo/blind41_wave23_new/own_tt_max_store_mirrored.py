"""checker: check_table_alphabeta
truth: buggy — stores each node's bound in an if/elif chain of its own per side; MIN's chain is right (value <= alpha0 an upper bound, value >= beta0 a lower one) and MAX's is written mirrored, so a MAX node that fails high is stored as an upper bound and one that fails low as a lower bound.
source: own (the i40d fix: another shape of w23_tt_03, the other side's store mirrored, if/elif chains with string labels)
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        d, kind, value = table[key]
        if d >= depth:
            if kind == "exact":
                return value
            if kind == "lower" and value >= beta:
                return value
            if kind == "upper" and value <= alpha:
                return value
    alpha0, beta0 = alpha, beta
    if game.to_move(state) == "X":
        best = -math.inf
        for move in game.actions(state):
            best = max(best, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        if best <= alpha0:
            kind = "lower"
        elif best >= beta0:
            kind = "upper"
        else:
            kind = "exact"
    else:
        best = math.inf
        for move in game.actions(state):
            best = min(best, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, best)
            if alpha >= beta:
                break
        if best <= alpha0:
            kind = "upper"
        elif best >= beta0:
            kind = "lower"
        else:
            kind = "exact"
    table[key] = (depth, kind, best)
    return best
