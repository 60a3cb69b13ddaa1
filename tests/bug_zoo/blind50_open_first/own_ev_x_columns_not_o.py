"""checker: check_evaluation
truth: buggy — counts X's rows, columns and diagonals, but O's rows and diagonals only: O's column loop was never
written (the copy of X's loop for O stops after the rows).
source: written for the fix (m50a, issue 27)
"""


def _open(cells, me, you):
    return 0 if you in cells else cells.count(me)


def my_evaluation(state):
    game = state.game
    grid = [[game.stone_at(state, (r, c)) for c in range(3)] for r in range(3)]
    rows = grid
    cols = [[grid[r][c] for r in range(3)] for c in range(3)]
    diags = [[grid[i][i] for i in range(3)], [grid[i][2 - i] for i in range(3)]]
    x = sum(_open(line, "X", "O") ** 2 for line in rows + cols + diags)
    o = sum(_open(line, "O", "X") ** 2 for line in rows + diags)
    return 0.9 * (x - o) / (x + o + 4)
