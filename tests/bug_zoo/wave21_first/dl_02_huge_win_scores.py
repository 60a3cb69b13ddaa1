"""checker: check_depth_limited_minimax
truth: buggy — a finished game is scored like Connect-4's "winning_move": 100000000000000 when MAX has won and -10000000000000 when MIN has (asymmetric huge numbers) and 0 for a draw, instead of its utility (+1 / -1, or a tree leaf's value).
source: github KeithGalli/Connect4-Python connect4_with_ai.py (minimax(board, depth, alpha, beta, maximizingPlayer); public code index id 139287928), ported to the Game API: drop_piece/b_copy became game.result, winning_move(AI_PIECE)/winning_move(PLAYER_PIECE) became the sign of game.utility for MAX, score_position(board, AI_PIECE) became evaluate(state); the alpha-beta cut is kept
"""
import math
import random


def minimax(game, board, depth, alpha, beta, maximizingPlayer, evaluate):
    valid_locations = game.actions(board)
    is_terminal = game.is_terminal(board)
    if depth == 0 or is_terminal:
        if is_terminal:
            if game.utility(board, game.players[0]) > 0:
                return (None, 100000000000000)
            elif game.utility(board, game.players[0]) < 0:
                return (None, -10000000000000)
            else:  # Game is over, no more valid moves
                return (None, 0)
        else:  # Depth is zero
            return (None, evaluate(board))
    if maximizingPlayer:
        value = -math.inf
        column = random.choice(valid_locations)
        for col in valid_locations:
            b_copy = game.result(board, col)
            new_score = minimax(game, b_copy, depth-1, alpha, beta, False, evaluate)[1]
            if new_score > value:
                value = new_score
                column = col
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return column, value

    else:  # Minimizing player
        value = math.inf
        column = random.choice(valid_locations)
        for col in valid_locations:
            b_copy = game.result(board, col)
            new_score = minimax(game, b_copy, depth-1, alpha, beta, True, evaluate)[1]
            if new_score < value:
                value = new_score
                column = col
            beta = min(beta, value)
            if alpha >= beta:
                break
        return column, value


def my_depth_limited(game, state, depth, evaluate):
    maximizing = game.to_move(state) == game.players[0]
    return minimax(game, state, depth, -math.inf, math.inf, maximizing, evaluate)[1]
