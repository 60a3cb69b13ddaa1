"""checker: check_table_alphabeta
truth: buggy — stores a fail-low result (value <= alphaOrig) as a LOWERBOUND and a beta cutoff as an UPPERBOUND, the reverse of what they are, while the lookup reads the flags the standard way.
source: port of the "fix" proposed in the r/chessprogramming thread "Transposition table implementation on Wikipedia is correct?" (u/ffreshblood_34: "if alpha is not reached then it is LowerBound and Beta cutt-off is UpperBound") applied to the Wikipedia negamax-with-TT pseudo-code quoted there
"""
import math

EXACT, LOWERBOUND, UPPERBOUND = 0, 1, 2


def negamax(game, node, depth, a, b, color, evaluate, tt):
    alphaOrig = a
    ttEntry = tt.get(game.key(node))
    if ttEntry is not None and ttEntry["depth"] >= depth:
        if ttEntry["flag"] == EXACT:
            return ttEntry["value"]
        elif ttEntry["flag"] == LOWERBOUND:
            a = max(a, ttEntry["value"])
        elif ttEntry["flag"] == UPPERBOUND:
            b = min(b, ttEntry["value"])
        if a >= b:
            return ttEntry["value"]
    if game.is_terminal(node):
        return color * game.utility(node, "X")
    if depth == 0:
        return color * evaluate(node)
    value = -math.inf
    for move in game.actions(node):
        value = max(value, -negamax(game, game.result(node, move), depth - 1, -b, -a, -color, evaluate, tt))
        a = max(a, value)
        if a >= b:
            break
    # alpha not reached: lower bound; beta cut-off: upper bound
    if value <= alphaOrig:
        flag = LOWERBOUND
    elif value >= b:
        flag = UPPERBOUND
    else:
        flag = EXACT
    tt[game.key(node)] = {"value": value, "flag": flag, "depth": depth}
    return value


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state) or game.to_move(state) == "X":
        return negamax(game, state, depth, alpha, beta, 1, evaluate, table)
    return -negamax(game, state, depth, -beta, -alpha, -1, evaluate, table)
