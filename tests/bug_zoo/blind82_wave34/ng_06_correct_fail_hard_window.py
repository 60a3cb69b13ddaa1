"""checker: check_negamax
truth: correct — negamax with a fail-hard alpha-beta window inside (value clamped to [alpha, beta], called with the full window at the root, which returns the exact value).
source: ported from runningskull/stratego-ai lib/minimax.py negamax_ab (returning alpha), with the node.value bookkeeping removed
"""
INF = float("inf")


def negamax_ab(game, node, alpha, beta):
    if game.is_terminal(node):
        return game.utility(node, game.to_move(node))
    for a in game.actions(node):
        val = -negamax_ab(game, game.result(node, a), -beta, -alpha)
        if val >= beta:
            return beta
        if val > alpha:
            alpha = val
    return alpha


def my_negamax(game, state):
    return negamax_ab(game, state, -INF, INF)
