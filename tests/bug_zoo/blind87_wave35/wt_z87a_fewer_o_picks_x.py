"""checker: check_win_test
truth: buggy — the player "who just moved" is `"O" if o_count > x_count else "X"`: O never has more stones than X on a board a game reaches, so only X's lines are ever tested and O's wins are never found.
source: own shape (fixer z87a) of wave 35's wt_04: the count comparison written the other way round, the lines in a loop
"""


def my_winner(board):
    x_count = sum(cell == "X" for row in board for cell in row)
    o_count = sum(cell == "O" for row in board for cell in row)
    mover = "O" if o_count > x_count else "X"
    lines = [list(row) for row in board] + [list(col) for col in zip(*board)]
    lines.append([board[i][i] for i in range(3)])
    lines.append([board[i][2 - i] for i in range(3)])
    for line in lines:
        if line == [mover] * 3:
            return mover
    return None
