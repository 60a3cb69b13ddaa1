"""checker: check_table_alphabeta
truth: buggy — the entry saves `level`, the distance from the root (handed 0 by the top call, level + 1 below), as its depth, and answers where the saved level is at least the current one, so an entry saved deep in the tree, or by a shallower search, answers a search that needs more depth.
source: own (f99b: another shape of wave 38's tt_09, a minimax with a save helper, the level handed by keyword)
"""
import math


def save(table, key, value, kind, level):
    table[key] = (value, kind, level)


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    return value_of(game, state, depth, evaluate, alpha, beta, table, level=0)


def value_of(game, state, depth, evaluate, alpha, beta, table, level):
    key = game.key(state)
    if key in table:
        value, kind, saved = table[key]
        if saved >= level:
            if kind == "exact" or (kind == "lower" and value >= beta) or (kind == "upper" and value <= alpha):
                return value
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    alpha0, beta0 = alpha, beta
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = value_of(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table, level + 1)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    kind = "upper" if best <= alpha0 else "lower" if best >= beta0 else "exact"
    save(table, key, best, kind, level)
    return best
