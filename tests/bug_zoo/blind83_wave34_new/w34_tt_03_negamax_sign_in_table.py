"""checker: check_table_alphabeta
truth: buggy — a negamax search stores the value for the side to move in the table, but a hit returns it as if it were X's value (the colour is not applied on the way out of the table), so hits at O-to-move nodes have the wrong sign.
source: own (negamax-with-TT in the style of the Wikipedia pseudo-code, wrapped to return X's value)
"""
import math


def negamax(game, state, depth, evaluate, alpha, beta, color, table):
    if game.is_terminal(state):
        return color * game.utility(state, "X")
    if depth == 0:
        return color * evaluate(state)
    alpha_orig = alpha
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry[0] >= depth:
        d, v, flag = entry
        if flag == "EXACT":
            return color * v  # table values are kept for X
        elif flag == "LOWERBOUND":
            alpha = max(alpha, v)
        elif flag == "UPPERBOUND":
            beta = min(beta, v)
        if alpha >= beta:
            return v
    value = -math.inf
    for move in game.actions(state):
        value = max(value, -negamax(game, game.result(state, move), depth - 1, evaluate, -beta, -alpha, -color, table))
        alpha = max(alpha, value)
        if alpha >= beta:
            break
    if value <= alpha_orig:
        flag = "UPPERBOUND"
    elif value >= beta:
        flag = "LOWERBOUND"
    else:
        flag = "EXACT"
    table[key] = (depth, value, flag)
    return value


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    color = 1 if game.to_move(state) == "X" else -1
    if color == 1:
        return negamax(game, state, depth, evaluate, alpha, beta, 1, table)
    return -negamax(game, state, depth, evaluate, -beta, -alpha, -1, table)
