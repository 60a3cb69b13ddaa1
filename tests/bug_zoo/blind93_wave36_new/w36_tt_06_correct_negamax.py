"""checker: check_table_alphabeta
truth: correct — Wikipedia's negamax with alpha-beta and a transposition table (alphaOrig kept before the lookup, flags from the original window), wrapped for X's point of view with the window negated and swapped for O.
source: port of Wikipedia 'Negamax' (Negamax with alpha beta pruning and transposition tables) pseudo-code
"""
import math

EXACT, LOWERBOUND, UPPERBOUND = 0, 1, 2


def negamax(game, node, depth, alpha, beta, color, evaluate, table):
    alpha_orig = alpha
    tt_entry = table.get(game.key(node))
    if tt_entry is not None and tt_entry["depth"] >= depth:
        if tt_entry["flag"] == EXACT:
            return tt_entry["value"]
        elif tt_entry["flag"] == LOWERBOUND:
            alpha = max(alpha, tt_entry["value"])
        elif tt_entry["flag"] == UPPERBOUND:
            beta = min(beta, tt_entry["value"])
        if alpha >= beta:
            return tt_entry["value"]
    if game.is_terminal(node):
        return color * game.utility(node, "X")
    if depth == 0:
        return color * evaluate(node)
    value = -math.inf
    for move in game.actions(node):
        value = max(value, -negamax(game, game.result(node, move), depth - 1, -beta, -alpha, -color, evaluate, table))
        alpha = max(alpha, value)
        if alpha >= beta:
            break
    if value <= alpha_orig:
        flag = UPPERBOUND
    elif value >= beta:
        flag = LOWERBOUND
    else:
        flag = EXACT
    table[game.key(node)] = {"value": value, "depth": depth, "flag": flag}
    return value


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.to_move(state) == "X":
        return negamax(game, state, depth, alpha, beta, 1, evaluate, table)
    return -negamax(game, state, depth, -beta, -alpha, -1, evaluate, table)
