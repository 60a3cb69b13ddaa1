"""checker: check_alphabeta
truth: buggy — a search with a maximizing flag starts MAX's half with `best, alpha = -math.inf, -math.inf` and MIN's with `best, beta = math.inf, math.inf` (tuple assignments), throwing away the window each node was given: deep cutoffs are lost.
source: own shape (fixer a92a) of wave 36's ab_05: the reset as a tuple assignment in each half of a flag-based search
"""
import math


def search(game, s, alpha, beta, maximizing):
    if game.is_terminal(s):
        return game.utility(s, game.players[0])
    if maximizing:
        best, alpha = -math.inf, -math.inf
        for a in game.actions(s):
            best = max(best, search(game, game.result(s, a), alpha, beta, False))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    else:
        best, beta = math.inf, math.inf
        for a in game.actions(s):
            best = min(best, search(game, game.result(s, a), alpha, beta, True))
            beta = min(beta, best)
            if alpha >= beta:
                break
    return best


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return search(game, state, alpha, beta, game.to_move(state) == game.players[0])
