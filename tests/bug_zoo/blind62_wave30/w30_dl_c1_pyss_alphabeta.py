"""checker: check_depth_limited_minimax
truth: correct — depth-limited alpha-beta (full window at the entry, break on beta <= alpha), finished games scored by utility before the depth test: the same value as depth-limited minimax.
source: burneikis/Pyss minimax.py (minimax(board, depth, alpha, beta) with push/pop), the terminal case split off from depth == 0 and scored with game.utility
"""


def minimax(game, state, depth, alpha, beta, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    if game.to_move(state) == game.players[0]:
        maxEval = -9999
        for move in game.actions(state):
            eval = minimax(game, game.result(state, move), depth - 1, alpha, beta, evaluate)
            maxEval = max(maxEval, eval)
            alpha = max(alpha, eval)
            if beta <= alpha:
                break
        return maxEval
    else:
        minEval = 9999
        for move in game.actions(state):
            eval = minimax(game, game.result(state, move), depth - 1, alpha, beta, evaluate)
            minEval = min(minEval, eval)
            beta = min(beta, eval)
            if beta <= alpha:
                break
        return minEval


def my_depth_limited(game, state, depth, evaluate):
    return minimax(game, state, depth, -9999, 9999, evaluate)
