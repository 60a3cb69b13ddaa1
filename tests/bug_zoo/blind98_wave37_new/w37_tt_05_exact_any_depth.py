"""checker: check_table_alphabeta
truth: buggy — the draft test guards only the bounds: an exact entry answers whatever depth it was searched to ("an exact value is exact"), so a shallower search's exact value answers a deeper search.
source: own
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    e = table.get(key)
    if e:
        if e["type"] == "exact":
            return e["score"]
        if e["depth"] >= depth:
            if e["type"] == "lower" and e["score"] >= beta:
                return e["score"]
            if e["type"] == "upper" and e["score"] <= alpha:
                return e["score"]
    a0, b0 = alpha, beta
    if game.to_move(state) == "X":
        score = -math.inf
        for m in game.actions(state):
            score = max(score, my_alphabeta_with_table(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, score)
            if alpha >= beta:
                break
    else:
        score = math.inf
        for m in game.actions(state):
            score = min(score, my_alphabeta_with_table(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, score)
            if alpha >= beta:
                break
    t = "upper" if score <= a0 else ("lower" if score >= b0 else "exact")
    table[key] = {"type": t, "score": score, "depth": depth}
    return score
