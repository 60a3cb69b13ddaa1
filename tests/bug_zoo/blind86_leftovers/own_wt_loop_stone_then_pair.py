"""checker: check_win_test
truth: buggy — rows and columns are tested in loops as `b[i][0] != "." and b[i][1] == b[i][2]` (and the columns likewise): the first cell must hold a stone and the other two be equal to each other, never to the first, so X O O is X's row and X . . too.
source: written for the fix (y86b), the partial line test of wave 33's wt_w77a students, read with a loop's variable
"""


def my_winner(board):
    for i in range(3):
        if board[i][0] != "." and board[i][1] == board[i][2]:
            return board[i][0]
        if board[0][i] != "." and board[1][i] == board[2][i]:
            return board[0][i]
    if board[1][1] != "." and board[0][0] == board[1][1] == board[2][2]:
        return board[1][1]
    if board[1][1] != "." and board[0][2] == board[1][1] == board[2][0]:
        return board[1][1]
    return None
