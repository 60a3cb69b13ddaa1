"""checker: win_test
mistake: misses both diagonals (checks rows and columns only)
"""

def my_winner(board):
    for r in range(3):
        if board[r][0] != "." and board[r][0] == board[r][1] == board[r][2]:
            return board[r][0]
    for c in range(3):
        if board[0][c] != "." and board[0][c] == board[1][c] == board[2][c]:
            return board[0][c]
    return None
