"""checker: check_quiescence
truth: buggy — a fail-soft negamax quiescence (best kept apart from alpha) whose recursive call has no minus and whose stand-pat is MAX's evaluation at every node, taken before the forcing moves are looked at (wins and blocks too): every node maximises MAX's value.
source: written for the fix (w77b), another shape of wave 33's q_01
"""
import math


def my_quiescence(game, state, evaluate):
    first, second = game.players

    def qs(s, alpha, beta):
        if game.is_terminal(s):
            return game.utility(s, first)
        best = evaluate(s)
        if best >= beta:
            return best
        alpha = max(alpha, best)
        me = game.to_move(s)
        foe = second if me == first else first
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, foe)
        if not moves:
            moves = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        for m in moves:
            v = qs(game.result(s, m), -beta, -alpha)
            if v > best:
                best = v
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return best

    return qs(state, -math.inf, math.inf)
