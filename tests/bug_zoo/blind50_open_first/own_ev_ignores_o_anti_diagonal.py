"""checker: check_evaluation
truth: buggy — X's open lines counted on every line, O's on every line but the anti-diagonal (a list of O's lines
written out by hand that leaves (0,2), (1,1), (2,0) out).
source: written for the fix (m50a, issue 27)
"""


def my_evaluation(state):
    board = [[state.game.stone_at(state, (r, c)) for c in range(3)] for r in range(3)]
    rows = [[(r, c) for c in range(3)] for r in range(3)]
    cols = [[(r, c) for r in range(3)] for c in range(3)]
    diagonal = [[(i, i) for i in range(3)]]
    anti = [[(i, 2 - i) for i in range(3)]]
    x_lines = rows + cols + diagonal + anti
    o_lines = rows + cols + diagonal
    score = 0
    for line in x_lines:
        cells = [board[r][c] for r, c in line]
        if "O" not in cells:
            score += 10 ** cells.count("X") - 1
    for line in o_lines:
        cells = [board[r][c] for r, c in line]
        if "X" not in cells:
            score -= 10 ** cells.count("O") - 1
    return score / (score * score + 200) ** 0.5 * 0.9
