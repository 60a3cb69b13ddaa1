"""checker: check_win_test
truth: buggy — the line test only answers "is there a line" (isVictory true/false) and the winner is then taken to be the player who moved last (X if X has more stones), not the owner of the line.
source: ported from the isVictory bug of freeboardgames/FreeBoardGames.org issue #424 (Tic-tac-toe Plus: "it was returning true/false back ... the opponent was declared the winner")
"""


def is_victory(board):
    lines = [list(row) for row in board]
    lines += [[board[r][c] for r in range(3)] for c in range(3)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    return any(line[0] != "." and line.count(line[0]) == 3 for line in lines)


def my_winner(board):
    if not is_victory(board):
        return None
    x_count = sum(row.count("X") for row in board)
    o_count = sum(row.count("O") for row in board)
    return "X" if x_count > o_count else "O"
