"""checker: check_alphabeta
truth: buggy — the moves are walked in two nested loops (rows, then the cells of a row) and the cut-off `break` sits in the inner loop, so a cutoff only skips the rest of the current row and the search goes on with the next rows (in trees, whose moves form one "row", it prunes correctly).
source: public code index id 35502395394 (a Tkinter "Tic Tac Toe Variants" app, minimax_alpha_beta(board, depth, alpha, beta, is_maximizing) with `for i in range(3): for j in range(3):`), ported to the Game API: the rows are the moves grouped by their first coordinate (move[0]), the in-place board[i][j] writes became game.result, and the leaf scores ±(10 − depth) / 0 became game.utility
"""
import math


def minimax_alpha_beta(game, board, depth, alpha, beta, is_maximizing):
    """Minimax algorithm with alpha-beta pruning"""
    if game.is_terminal(board):
        return game.utility(board, game.players[0])

    moves = game.actions(board)
    rows = []
    for move in moves:
        if move[0] not in rows:
            rows.append(move[0])

    if is_maximizing:
        best = -math.inf
        for i in rows:
            for j in [move for move in moves if move[0] == i]:
                val = minimax_alpha_beta(game, game.result(board, j), depth + 1, alpha, beta, False)
                best = max(best, val)
                alpha = max(alpha, best)
                if beta <= alpha:
                    break
        return best
    else:
        best = math.inf
        for i in rows:
            for j in [move for move in moves if move[0] == i]:
                val = minimax_alpha_beta(game, game.result(board, j), depth + 1, alpha, beta, True)
                best = min(best, val)
                beta = min(beta, best)
                if beta <= alpha:
                    break
        return best


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return minimax_alpha_beta(game, state, 0, alpha, beta, game.to_move(state) == game.players[0])
