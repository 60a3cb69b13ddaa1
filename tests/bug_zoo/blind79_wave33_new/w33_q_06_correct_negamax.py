"""checker: check_quiescence
truth: correct — fail-soft negamax with a window: terminal utility, a win if there is one, else the forced blocks (only the first if there are several: every block loses then), else stand pat and the threat-making moves.
source: own, in the shape of the CPW Quiesce pseudo-code
"""
import math


def my_quiescence(game, state, evaluate):
    sign = 1 if game.to_move(state) == "X" else -1
    return sign * _q(game, state, evaluate, -math.inf, math.inf)


def _q(game, state, evaluate, alpha, beta):
    me = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, me)
    you = "O" if me == "X" else "X"
    wins = game.completing_cells(state, me)
    if wins:
        return -_q(game, game.result(state, wins[0]), evaluate, -beta, -alpha)
    blocks = game.completing_cells(state, you)
    if blocks:
        return -_q(game, game.result(state, blocks[0]), evaluate, -beta, -alpha)
    best = evaluate(state) if me == "X" else -evaluate(state)
    if best >= beta:
        return best
    alpha = max(alpha, best)
    for move in game.actions(state):
        child = game.result(state, move)
        if not game.completing_cells(child, me):
            continue
        score = -_q(game, child, evaluate, -beta, -alpha)
        if score > best:
            best = score
        if best >= beta:
            break
        alpha = max(alpha, best)
    return best
