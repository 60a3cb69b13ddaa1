"""checker: check_table_alphabeta
truth: buggy — entries are tuples (value, depth, kind) labelled right, but read at the wrong ends: a lower bound answers whenever it is > alpha (it must reach beta), an upper bound whenever it is <= beta (it must fall to alpha): a bound inside the window is returned as the value.
source: written for the fix (y86b), another shape of wave 33's tt_02 (tuples, one end compared strictly and the other with equality)
"""
import math

EXACT, LOWER, UPPER = 0, 1, 2


def my_alphabeta_with_table(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        value, stored_depth, flag = table[key]
        if stored_depth >= depth:
            if flag == EXACT:
                return value
            if flag == LOWER and value > alpha:
                return value
            if flag == UPPER and value <= beta:
                return value
    alpha0, beta0 = alpha, beta
    if game.to_move(state) == game.players[0]:
        value = -math.inf
        for move in game.actions(state):
            value = max(value, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha,
                                                       beta, table))
            alpha = max(alpha, value)
            if alpha >= beta:
                break
    else:
        value = math.inf
        for move in game.actions(state):
            value = min(value, my_alphabeta_with_table(game, game.result(state, move), depth - 1, evaluate, alpha,
                                                       beta, table))
            beta = min(beta, value)
            if alpha >= beta:
                break
    flag = UPPER if value <= alpha0 else LOWER if value >= beta0 else EXACT
    table[key] = (value, depth, flag)
    return value
