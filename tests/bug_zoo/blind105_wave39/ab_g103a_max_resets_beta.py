"""checker: check_alphabeta
truth: buggy — MAX nodes hand their children beta = float('inf') ("beta belongs to MIN"), so the bound found at a MIN ancestor never reaches the MIN grandchildren and deep cutoffs below MAX nodes are lost (own shape of wave 39's ab_05, the other half).
source: own
"""
INF = float("inf")


def max_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    best = -INF
    for move in game.actions(state):
        best = max(best, min_value(game, game.result(state, move), alpha, INF))
        if best >= beta:
            return best
        alpha = max(alpha, best)
    return best


def min_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    best = INF
    for move in game.actions(state):
        best = min(best, max_value(game, game.result(state, move), alpha, beta))
        if best <= alpha:
            return best
        beta = min(beta, best)
    return best


def my_alphabeta(game, state):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, -INF, INF)
    return min_value(game, state, -INF, INF)
