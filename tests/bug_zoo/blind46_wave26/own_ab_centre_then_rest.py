"""checker: check_alphabeta
truth: buggy — each node tries the centre (1, 1) first where it is free, then the other moves in game.actions order (a "good move first" tweak written into the loop): every cutoff is taken at once and the value is right, but on boards the leaves differ from alpha-beta's in the game's order.
source: own shape of blind46's ab_05 (move ordering by one favoured move, moved to the front of the list); one loop per kind of node with a break under the cutoff test
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    moves = list(game.actions(state))
    if (1, 1) in moves:
        moves.remove((1, 1))
        moves.insert(0, (1, 1))
    maximizing = game.to_move(state) == game.players[0]
    value = -math.inf if maximizing else math.inf
    for move in moves:
        child = my_alphabeta(game, game.result(state, move), alpha, beta)
        if maximizing:
            value = max(value, child)
            if value >= beta:
                break
            alpha = max(alpha, value)
        else:
            value = min(value, child)
            if value <= alpha:
                break
            beta = min(beta, value)
    return value
