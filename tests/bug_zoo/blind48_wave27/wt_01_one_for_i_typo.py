"""checker: check_win_test
truth: buggy — in the left-column test the third cell is written board[1 + 6] (a "1" typed for "i"), i.e. cell 7 = (2, 1) instead of cell 6 = (2, 0), so a full left column is not seen and the bent line (0,0),(1,0),(2,1) counts as a win.
source: ported from mike123465/id-tech-fun minimax_algorithm.py (best_move(game_board, i, turn): elif game_board[i] == game_board[i + 3] and game_board[i] == game_board[1 + 6] and game_board[i] == turn), the typos in its other lines that index past the board left out
"""


def three(game_board, i, turn):
    if game_board[i] == game_board[i + 1] and game_board[i] == game_board[i + 2] and game_board[i] == turn:
        return turn
    elif game_board[i] == game_board[i + 4] and game_board[i] == game_board[i + 8] and game_board[i] == turn:
        return turn
    elif game_board[i] == game_board[i + 3] and game_board[i] == game_board[1 + 6] and game_board[i] == turn:
        return turn
    elif game_board[i + 1] == game_board[i + 4] and game_board[i + 1] == game_board[i + 7] and game_board[i + 1] == turn:
        return turn
    elif game_board[i + 2] == game_board[i + 4] and game_board[i + 2] == game_board[i + 6] and game_board[i + 2] == turn:
        return turn
    elif game_board[i + 2] == game_board[i + 5] and game_board[i + 2] == game_board[i + 8] and game_board[i + 2] == turn:
        return turn
    elif game_board[i + 3] == game_board[i + 4] and game_board[i + 3] == game_board[i + 5] and game_board[i + 3] == turn:
        return turn
    elif game_board[i + 6] == game_board[i + 7] and game_board[i + 6] == game_board[i + 8] and game_board[i + 6] == turn:
        return turn
    else:
        return False


def my_winner(board):
    game_board = [cell for row in board for cell in row]
    if three(game_board, 0, "X"):
        return "X"
    if three(game_board, 0, "O"):
        return "O"
    return None
