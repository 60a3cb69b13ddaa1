"""checker: check_alphabeta
truth: correct — the loop is written "test, then search": the cut-off test and the alpha/beta update come at the top of each turn, before the next child is searched, which prunes exactly the children AIMA's order prunes (only the test after the last child is skipped, where nothing is left to prune).
source: own (loop written "check, then search")
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for move in game.actions(state):
            if v >= beta:
                return v
            alpha = max(alpha, v)
            v = max(v, my_alphabeta(game, game.result(state, move), alpha, beta))
        return v
    v = math.inf
    for move in game.actions(state):
        if v <= alpha:
            return v
        beta = min(beta, v)
        v = min(v, my_alphabeta(game, game.result(state, move), alpha, beta))
    return v
