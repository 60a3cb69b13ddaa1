"""checker: check_minimax
truth: buggy — the root loop keeps a move when `val >= alpha`, but the fail-hard helpers return alpha itself for a move that is only known to be <= alpha, so a later, worse move that ties the bound replaces the best move (value right, move wrong); MIN at the root mirrored with `val <= beta`.
source: rohan-hitchcock/comp30024-artificial-intelligence partB/pretty_fly_for_an_AI/minimax.py (minimax, minimax_max, minimax_min), depth/ev replaced by terminal utility; the MIN-root branch mirrored by me
"""


def my_minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    alpha = -float("inf")
    beta = float("inf")
    best_move = None
    if game.to_move(state) == MAX:
        for mv in game.actions(state):
            val = minimax_min(game, game.result(state, mv), alpha, beta)
            if val >= alpha:
                best_move = mv
                alpha = val
        return alpha, best_move
    for mv in game.actions(state):
        val = minimax_max(game, game.result(state, mv), alpha, beta)
        if val <= beta:
            best_move = mv
            beta = val
    return beta, best_move


def minimax_max(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    for mv in game.actions(state):
        alpha = max(alpha, minimax_min(game, game.result(state, mv), alpha, beta))
        if beta <= alpha:
            return beta
    return alpha


def minimax_min(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    for mv in game.actions(state):
        beta = min(beta, minimax_max(game, game.result(state, mv), alpha, beta))
        if beta <= alpha:
            return alpha
    return beta
