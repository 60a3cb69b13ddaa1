"""checker: check_alphabeta
truth: correct — fail-hard alpha-beta: each node raises alpha (MAX) or lowers beta (MIN) with the child's value, cuts when beta <= alpha and returns the bound itself (alpha or beta), which is exact at the root searched with (-inf, +inf).
source: public code index id 7912003403 (alpha_beta(board, depth, alpha, beta, isMaximizing) with make_move/undo_move stubs and evaluate() returning None for unfinished boards), ported to the Game API: make_move/undo_move became game.result, evaluate(board) is game.utility for MAX at finished positions and None elsewhere
"""
import math


def evaluate(game, board):
    if game.is_terminal(board):
        return game.utility(board, game.players[0])
    return None


def alpha_beta(game, board, depth, alpha, beta, isMaximizing):
    # Terminal state
    score = evaluate(game, board)
    if score is not None:
        return score

    if isMaximizing:
        # Maximizing player's turn
        for move in game.actions(board):
            score = alpha_beta(game, game.result(board, move), depth + 1, alpha, beta, False)
            alpha = max(alpha, score)
            if beta <= alpha:
                break
        return alpha
    else:
        # Minimizing player's turn
        for move in game.actions(board):
            score = alpha_beta(game, game.result(board, move), depth + 1, alpha, beta, True)
            beta = min(beta, score)
            if beta <= alpha:
                break
        return beta


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return alpha_beta(game, state, 0, alpha, beta, game.to_move(state) == game.players[0])
