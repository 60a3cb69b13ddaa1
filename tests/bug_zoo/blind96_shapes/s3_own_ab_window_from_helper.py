"""checker: check_alphabeta
truth: buggy — each node starts by asking a helper for a fresh window, `alpha, beta = full_window()`, writing over the alpha and beta it was given: children never get the node's bounds, so values stay right but too few leaves are pruned.
"""
INF = 10 ** 9


def full_window():
    return -INF, INF


def search(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    alpha, beta = full_window()
    maximizing = game.to_move(state) == game.players[0]
    value = -INF if maximizing else INF
    for a in game.actions(state):
        child = search(game, game.result(state, a), alpha, beta)
        if maximizing:
            value = max(value, child)
            alpha = max(alpha, value)
        else:
            value = min(value, child)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return value


def my_alphabeta(game, state):
    return search(game, state, -INF, INF)
