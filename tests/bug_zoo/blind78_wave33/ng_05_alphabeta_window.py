"""checker: check_negamax
truth: correct — negamax with alpha-beta (window negated and swapped for the child, cutoff at alpha >= beta), called with the full window, so the root value is exact.
source: ported from a public negamax + alpha-beta + TT tic-tac-toe/gomoku module (code corpus excerpt, repository not named: "thuật toán Negamax + Alpha-Beta + TT", negamax(board, depth, alpha, beta, player, evaluate_fn)), without the depth limit
"""
from math import inf


def negamax(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    best = -inf
    for move in game.actions(state):
        val = -negamax(game, game.result(state, move), -beta, -alpha)
        if val > best:
            best = val
        if best > alpha:
            alpha = best
        if alpha >= beta:
            break
    return best


def my_negamax(game, state):
    """The minimax value of `state` for the side to move in it."""
    return negamax(game, state, -inf, inf)
