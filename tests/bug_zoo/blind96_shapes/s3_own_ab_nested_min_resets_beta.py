"""checker: check_alphabeta
truth: buggy — the search is nested inside my_alphabeta; its MIN half starts `best = beta = math.inf`, resetting the beta the node was given, so MIN nodes never cut on a bound from above and the MAX nodes below them lose their beta: values right, too few leaves pruned.
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
        best = beta = math.inf
        for a in game.actions(s):
            best = min(best, ab(game.result(s, a), alpha, beta))
            if best <= alpha:
                break
            beta = min(beta, best)
        return best

    return ab(state, -math.inf, math.inf)
