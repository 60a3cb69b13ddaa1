"""checker: check_table_alphabeta
truth: buggy — looks the position up with table.get, but an entry answers nothing: one searched strictly deeper only raises the mover's starting best (its alpha / beta), and the moves are searched again; an entry of the same depth is ignored, so a repeated search is as slow as the first.
"""
import math


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    entry = table.get(game.key(state))
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    maximising = game.to_move(state) == "X"
    best = -math.inf if maximising else math.inf
    if entry is not None and entry["depth"] > depth:
        best = entry["value"]
    for move in game.actions(state):
        score = my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximising:
            best = max(best, score)
            alpha = max(alpha, best)
        else:
            best = min(best, score)
            beta = min(beta, best)
        if alpha >= beta:
            break
    table[game.key(state)] = {"value": best, "depth": depth}
    return best
