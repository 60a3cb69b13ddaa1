"""checker: win_test
mistake: anti-diagonal indexed as board[i][3-i]-1 typo: uses (0,2),(1,1),(2,2) instead of (2,0)
"""

def my_winner(board):
    lines = [row for row in board] + [[board[r][c] for r in range(3)] for c in range(3)]
    lines.append([board[i][i] for i in range(3)])
    lines.append([board[0][2], board[1][1], board[2][2]])
    for line in lines:
        if line[0] != "." and all(x == line[0] for x in line):
            return line[0]
    return None
