"""checker: check_quiescence
truth: correct — negamax fail-soft quiescence with an alpha-beta window: win at once, else block every threat, else stand pat and try the threat-making moves.
source: own (CPW Quiesce structure, extended with the forced block)
"""
import math


def my_quiescence(game, state, evaluate):
    sign = 1 if game.to_move(state) == "X" else -1
    return sign * _q(game, state, evaluate, -math.inf, math.inf)


def _q(game, s, evaluate, alpha, beta):
    me = game.to_move(s)
    you = "O" if me == "X" else "X"
    sign = 1 if me == "X" else -1
    if game.is_terminal(s):
        return sign * game.utility(s, "X")
    wins = game.completing_cells(s, me)
    if wins:
        return -_q(game, game.result(s, wins[0]), evaluate, -beta, -alpha)
    blocks = game.completing_cells(s, you)
    if blocks:
        best = -math.inf
        moves = blocks
    else:
        best = sign * evaluate(s)
        if best >= beta:
            return best
        alpha = max(alpha, best)
        moves = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
    for m in moves:
        score = -_q(game, game.result(s, m), evaluate, -beta, -alpha)
        if score > best:
            best = score
        if best > alpha:
            alpha = best
        if alpha >= beta:
            break
    return best
