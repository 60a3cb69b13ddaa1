"""checker: check_minimax
truth: buggy — the root loop starts with best_score = 0 and best_move = None (`if score >= best_score`), so when every move of MAX scores below 0 (a lost position, or a tree whose values are all negative) no move is kept and the value reported is 0; the MIN root is mirrored with `<=`.
source: code-search hit "Frog/Toad" game (make_move with best_score = 0 / score_for_move / minimax(board, depth, maximizingPlayer); repository not named by the search), board moves ported to game API, depth 15 kept, the MIN-root branch mirrored by me
"""
from sys import maxsize


def minimax(game, board, depth, maximizingPlayer):
    if game.is_terminal(board):
        return game.utility(board, game.players[0])  # calculate real score
    if depth == 0:
        return 0
    if maximizingPlayer:
        bestValue = -maxsize
        for move in game.actions(board):
            board_after_move = game.result(board, move)
            val = minimax(game, board_after_move, depth - 1, False)
            bestValue = max(bestValue, val)
        return bestValue
    else:
        bestValue = maxsize
        for move in game.actions(board):
            board_after_move = game.result(board, move)
            val = minimax(game, board_after_move, depth - 1, True)
            bestValue = min(bestValue, val)
        return bestValue


def score_for_move(game, board, move):
    new_board = game.result(board, move)
    return minimax(game, new_board, 15, game.to_move(new_board) == game.players[0])


def my_minimax(game, board):
    if game.is_terminal(board):
        return game.utility(board, game.players[0]), None
    best_move = None
    best_score = 0
    for move in game.actions(board):
        score = score_for_move(game, board, move)
        if game.to_move(board) == game.players[0]:
            if score >= best_score:
                best_score = score
                best_move = move
        else:
            if score <= best_score:
                best_score = score
                best_move = move
    return best_score, best_move
