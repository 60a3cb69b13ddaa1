"""checker: check_alphabeta
truth: buggy — separate MAX and MIN functions walk the moves grouped by row (a dict from each move's row to its moves, then the moves of each row) and stop a node with `break` when v passes the bound; the break leaves the loop over the row's cells only, so the search goes on with the next row.
source: own (g21a), another shape of blind36 ab_05_row_break
"""
import math


def by_row(moves):
    rows = {}
    for move in moves:
        rows.setdefault(move[0], []).append(move)
    return rows


def max_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = -math.inf
    for row in by_row(game.actions(state)).values():
        for move in row:
            v = max(v, min_value(game, game.result(state, move), alpha, beta))
            if v >= beta:
                break
            alpha = max(alpha, v)
    return v


def min_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = math.inf
    for row in by_row(game.actions(state)).values():
        for move in row:
            v = min(v, max_value(game, game.result(state, move), alpha, beta))
            if v <= alpha:
                break
            beta = min(beta, v)
    return v


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, alpha, beta)
    return min_value(game, state, alpha, beta)
