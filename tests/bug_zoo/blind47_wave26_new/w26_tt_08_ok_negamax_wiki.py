"""checker: check_table_alphabeta
truth: correct — Wikipedia's negamax with alpha-beta and a transposition table, wrapped in X's view with the window flipped to (-beta, -alpha) when O is to move.
source: Wikipedia "Negamax" (variant with transposition tables) pseudo-code, ported
"""
import math


def negamax(game, state, depth, evaluate, alpha, beta, color, table):
    alpha_orig = alpha
    key = game.key(state)
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
    if game.is_terminal(state):
        return color * game.utility(state, "X")
    if depth == 0:
        return color * evaluate(state)
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
    table[key] = {"value": value, "flag": flag, "depth": depth}
    return value


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state) or game.to_move(state) == "X":
        return negamax(game, state, depth, evaluate, alpha, beta, 1, table)
    return -negamax(game, state, depth, evaluate, -beta, -alpha, -1, table)
