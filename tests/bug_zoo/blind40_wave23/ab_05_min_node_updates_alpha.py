"""checker: check_alphabeta
truth: buggy — in the minimising branch (copied from the maximising one) the bound updated is alpha = min(alpha, v) instead of beta = min(beta, v), so MIN nodes never tighten beta and instead loosen alpha for their later children.
source: ported from Hiborei/Shax_SIProj alpha_beta.py (minmax(node, depth, alpha, beta, maximizingPlayer)), depth replaced by the end of the game
"""


def minmax(game, node, alpha, beta, maximizingPlayer):
    # if we reach a leaf
    if game.is_terminal(node):
        return game.utility(node, game.players[0])

    if maximizingPlayer:
        maxEval = -10000
        for move in game.actions(node):
            child = game.result(node, move)
            eval = minmax(game, child, alpha, beta, False)
            maxEval = max(maxEval, eval)
            alpha = max(alpha, maxEval)
            if beta <= alpha:
                break
        return maxEval

    else:
        maxEval = 10000
        for move in game.actions(node):
            child = game.result(node, move)
            eval = minmax(game, child, alpha, beta, True)
            maxEval = min(maxEval, eval)
            alpha = min(alpha, maxEval)
            if beta <= alpha:
                break
        return maxEval


def my_alphabeta(game, state, alpha=float("-inf"), beta=float("inf")):
    return minmax(game, state, alpha, beta, game.to_move(state) == game.players[0])
