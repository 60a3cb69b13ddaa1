"""checker: check_table_alphabeta
truth: buggy — a negamax search with a dict table stores each node's value for the side to move, as the node returns it, but an exact hit is read as the first player's value and turned into the side to move's (negated where the second player moves): hits at the second player's nodes come back with the wrong sign.
source: written for the fix (x81b), another shape of wave 34's tt_03
"""
import math


def _search(game, state, depth, evaluate, alpha, beta, table):
    first = game.players[0]
    sign = 1 if game.to_move(state) == first else -1
    if game.is_terminal(state):
        return sign * game.utility(state, first)
    if depth == 0:
        return sign * evaluate(state)
    start_alpha = alpha
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        if entry["flag"] == "exact":
            return entry["value"] if game.to_move(state) == first else -entry["value"]
        if entry["flag"] == "lower":
            alpha = max(alpha, entry["value"])
        else:
            beta = min(beta, entry["value"])
        if alpha >= beta:
            return entry["value"]
    best = -math.inf
    for move in game.actions(state):
        best = max(best, -_search(game, game.result(state, move), depth - 1, evaluate, -beta, -alpha, table))
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    flag = "upper" if best <= start_alpha else "lower" if best >= beta else "exact"
    table[key] = {"value": best, "depth": depth, "flag": flag}
    return best


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    "X's value of `state`, `depth` plies deep, within (alpha, beta); `table` remembers."
    if game.to_move(state) == game.players[0]:
        return _search(game, state, depth, evaluate, alpha, beta, table)
    return -_search(game, state, depth, evaluate, -beta, -alpha, table)
