"""checker: check_table_alphabeta
truth: buggy — the negamax core and its table are right, but the X-view wrapper calls it for O with the window unchanged (`color * negamax(..., alpha, beta, color)`) instead of (-beta, -alpha), so whenever O is to move and the window is finite the search runs with the wrong window and its answer breaks alpha-beta's promise.
source: own
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    color = 1 if game.to_move(state) == "X" else -1
    return color * negamax(game, state, depth, evaluate, alpha, beta, color, table)


def negamax(game, state, depth, evaluate, alpha, beta, color, table):
    if game.is_terminal(state):
        return color * game.utility(state, "X")
    if depth == 0:
        return color * evaluate(state)
    alpha_orig = alpha
    key = game.key(state)
    entry = table.get(key)
    if entry and entry[0] >= depth:
        _, flag, score = entry
        if flag == "EXACT":
            return score
        if flag == "LOWER":
            alpha = max(alpha, score)
        elif flag == "UPPER":
            beta = min(beta, score)
        if alpha >= beta:
            return score
    best = -math.inf
    for move in game.actions(state):
        score = -negamax(game, game.result(state, move), depth - 1, evaluate, -beta, -alpha, -color, table)
        best = max(best, score)
        alpha = max(alpha, score)
        if alpha >= beta:
            break
    flag = "UPPER" if best <= alpha_orig else "LOWER" if best >= beta else "EXACT"
    table[key] = (depth, flag, best)
    return best
