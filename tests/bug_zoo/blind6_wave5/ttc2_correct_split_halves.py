"""Checker: check_table_alphabeta
Mistake: correct (MAX and MIN halves written out separately, fail-soft, key includes nothing but game.key, only-deeper-replaces policy).
"""
import math

CHECK = {"checker": "check_table_alphabeta", "kwargs": {}, "function": "my_alphabeta_with_table"}


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit = table.get(key)
    if hit and hit["depth"] >= depth:
        if hit["kind"] == "exact":
            return hit["value"]
        if hit["kind"] == "lower" and hit["value"] >= beta:
            return hit["value"]
        if hit["kind"] == "upper" and hit["value"] <= alpha:
            return hit["value"]
    a, b = alpha, beta
    if game.to_move(state) == "X":
        v = -math.inf
        for move in game.actions(state):
            v = max(v, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, a, b, table))
            if v >= b:
                break
            a = max(a, v)
    else:
        v = math.inf
        for move in game.actions(state):
            v = min(v, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, a, b, table))
            if v <= a:
                break
            b = min(b, v)
    kind = "upper" if v <= alpha else "lower" if v >= beta else "exact"
    if not hit or hit["depth"] <= depth:
        table[key] = {"value": v, "kind": kind, "depth": depth}
    return v
