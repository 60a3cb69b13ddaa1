"""checker: check_alphabeta
truth: correct — a fail-soft alpha-beta nested inside my_alphabeta; the running best starts in its own variable and only narrows the window it was given.
"""
import math


def my_alphabeta(game, state):
    me = game.players[0]

    def ab(s, alpha, beta):
        if game.is_terminal(s):
            return game.utility(s, me)
        if game.to_move(s) == me:
            best = -math.inf
            for a in game.actions(s):
                best = max(best, ab(game.result(s, a), alpha, beta))
                if best >= beta:
                    break
                alpha = max(alpha, best)
            return best
        best = math.inf
        for a in game.actions(s):
            best = min(best, ab(game.result(s, a), alpha, beta))
            if best <= alpha:
                break
            beta = min(beta, best)
        return best

    return ab(state, -math.inf, math.inf)
