"""checker: check_quiescence
truth: buggy — a negamax quiescence (values for the side to move) whose wrapper returns a finished position's value unturned (the side to move's there, not MAX's), and whose stand-pat is evaluate(state) from the wrong side at every node (-sign * evaluate).
source: own (k46b: a wrapper's slip at a finished root beside a slip of the search below it)
"""
import math


def q(game, state, evaluate, alpha, beta):
    me = game.to_move(state)
    you = game.players[1] if me == game.players[0] else game.players[0]
    if game.is_terminal(state):
        return game.utility(state, me)
    sign = 1 if me == game.players[0] else -1
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    best = -math.inf
    if not moves:
        best = -sign * evaluate(state)
        if best >= beta:
            return best
        alpha = max(alpha, best)
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for move in moves:
        value = -q(game, game.result(state, move), evaluate, -beta, -alpha)
        best = max(best, value)
        alpha = max(alpha, value)
        if alpha >= beta:
            break
    return best


def my_quiescence(game, state, evaluate):
    value = q(game, state, evaluate, -math.inf, math.inf)
    if game.is_terminal(state):
        return value
    return value if game.to_move(state) == game.players[0] else -value
