"""checker: check_table_alphabeta
truth: buggy — X's-view fail-hard alpha-beta whose probe's last branch `elif hit["value"] >= beta: return beta` asks no kind: an upper bound (stored when the search failed low) at least beta also answers "at least beta", though the position may be worth less.
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.is_terminal(state):
        return max(alpha, min(beta, game.utility(state, "X")))
    if depth == 0:
        return max(alpha, min(beta, evaluate(state)))
    key = game.key(state)
    hit = table.get(key)
    if hit is not None and hit["depth"] >= depth:
        if hit["flag"] == "exact" and alpha < hit["value"] < beta:
            return hit["value"]
        elif hit["flag"] == "upper" and hit["value"] <= alpha:
            return alpha
        elif hit["value"] >= beta:
            return beta
    a0, b0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    for move in game.actions(state):
        v = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            alpha = max(alpha, v)
        else:
            beta = min(beta, v)
        if alpha >= beta:
            break
    value = alpha if maximizing else beta
    flag = "upper" if value <= a0 else "lower" if value >= b0 else "exact"
    table[key] = {"value": value, "flag": flag, "depth": depth}
    return value
