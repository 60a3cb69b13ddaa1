"""checker: check_quiescence
truth: buggy — two slips: fail-soft negamax quiescence whose recursive call lacks its minus (`best = max(best, qs(game, child, evaluate, -beta, -alpha))`), and a wrapper that returns the search's value as it comes for a finished position (the side to move's there, not X's).
"""
import math


def qs(game, state, evaluate, alpha, beta):
    me = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, me)
    opponent = game.players[1] if me == game.players[0] else game.players[0]
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, opponent)
    best = -math.inf
    if not moves:
        best = evaluate(state) if me == game.players[0] else -evaluate(state)
        if best >= beta:
            return best
        alpha = max(alpha, best)
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for move in moves:
        best = max(best, qs(game, game.result(state, move), evaluate, -beta, -alpha))
        if best >= beta:
            break
        alpha = max(alpha, best)
    return best


def my_quiescence(game, state, evaluate):
    "X's value of `state`, past the depth limit: forcing moves only, the evaluation as stand-pat."
    if game.is_terminal(state):
        return qs(game, state, evaluate, -math.inf, math.inf)
    value = qs(game, state, evaluate, -math.inf, math.inf)
    return value if game.to_move(state) == game.players[0] else -value
