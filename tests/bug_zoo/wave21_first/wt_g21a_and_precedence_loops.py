"""checker: check_win_test
truth: buggy — each line is tested as `a and b == c` in loops over rows and columns (Python reads it as `a and (b == c)`), so a line counts as won whenever its last two cells are equal, empty ones included ('.' is truthy), and the middle cell is returned.
source: own (g21a), another shape of blind34 wt_01_and_precedence
"""


def my_winner(board):
    for r in range(3):
        if board[r][0] and board[r][1] == board[r][2]:
            return board[r][1]
    for c in range(3):
        if board[0][c] and board[1][c] == board[2][c]:
            return board[1][c]
    if board[0][0] and board[1][1] == board[2][2]:
        return board[1][1]
    if board[0][2] and board[1][1] == board[2][0]:
        return board[1][1]
    return None
