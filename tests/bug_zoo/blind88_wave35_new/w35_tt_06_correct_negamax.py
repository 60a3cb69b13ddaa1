"""checker: check_table_alphabeta
truth: correct — negamax fail-soft with a table of side-to-move values (Wikipedia's negamax-with-TT, alphaOrig saved before the probe), converted to X's view at the top.
source: own (Wikipedia "Negamax with alpha beta pruning and transposition tables" pseudo-code)
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    color = 1 if game.to_move(state) == "X" else -1
    if color == 1:
        return negamax(game, state, depth, evaluate, alpha, beta, color, table)
    return -negamax(game, state, depth, evaluate, -beta, -alpha, color, table)


def negamax(game, node, depth, evaluate, alpha, beta, color, table):
    alpha_orig = alpha
    if game.is_terminal(node):
        return color * game.utility(node, "X")
    if depth == 0:
        return color * evaluate(node)
    key = (game.key(node), color)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        if entry["flag"] == "EXACT":
            return entry["value"]
        elif entry["flag"] == "LOWERBOUND":
            alpha = max(alpha, entry["value"])
        elif entry["flag"] == "UPPERBOUND":
            beta = min(beta, entry["value"])
        if alpha >= beta:
            return entry["value"]
    value = -math.inf
    for move in game.actions(node):
        child = game.result(node, move)
        if game.to_move(child) == game.to_move(node) and not game.is_terminal(child):
            score = negamax(game, child, depth - 1, evaluate, alpha, beta, color, table)
        else:
            score = -negamax(game, child, depth - 1, evaluate, -beta, -alpha, -color, table)
        value = max(value, score)
        alpha = max(alpha, value)
        if alpha >= beta:
            break
    if value <= alpha_orig:
        flag = "UPPERBOUND"
    elif value >= beta:
        flag = "LOWERBOUND"
    else:
        flag = "EXACT"
    table[key] = {"value": value, "flag": flag, "depth": depth}
    return value
