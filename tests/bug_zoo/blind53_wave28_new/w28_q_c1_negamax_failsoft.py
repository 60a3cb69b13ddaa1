"""checker: check_quiescence
truth: correct — negamax quiescence with an alpha-beta window (fail-soft): stand-pat only when nothing is forced, a win in one first, else every forced block, else stand-pat plus the threat-making moves.
source: own (chessprogramming.org Quiescence Search structure, adapted to threats)
"""
import math


def my_quiescence(game, state, evaluate):
    "X's value of `state`, past the depth limit: forcing moves only, the evaluation as stand-pat."

    def qs(s, alpha, beta):
        if game.is_terminal(s):
            return game.utility(s, "X") * (1 if game.to_move(s) == "X" else -1)
        me = game.to_move(s)
        you = "O" if me == "X" else "X"
        sign = 1 if me == "X" else -1
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, you)
        best = -math.inf
        if not moves:
            best = sign * evaluate(s)
            if best >= beta:
                return best
            alpha = max(alpha, best)
            moves = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        for m in moves:
            score = -qs(game.result(s, m), -beta, -alpha)
            if score > best:
                best = score
            if best >= beta:
                break
            alpha = max(alpha, best)
        return best

    if game.is_terminal(state):
        return game.utility(state, "X")
    return qs(state, -math.inf, math.inf) * (1 if game.to_move(state) == "X" else -1)
