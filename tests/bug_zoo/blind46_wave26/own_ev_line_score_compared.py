"""checker: check_evaluation
truth: buggy — each line open to one side only adds (X) or takes off (O) its stones, but the columns' O case is written `score == score - stones` (a comparison standing alone), so O's columns count for nothing and mirror images get different values.
source: own shape of blind46's ev_02 (rows and diagonals in one loop, the columns in a second loop copied from it with the O update typed with ==)
"""
from ttt_lab import TicTacToe

game = TicTacToe()
ROWS_AND_DIAGONALS = [[(r, c) for c in range(3)] for r in range(3)] + [[(i, i) for i in range(3)],
                                                                       [(i, 2 - i) for i in range(3)]]
COLUMNS = [[(r, c) for r in range(3)] for c in range(3)]


def my_evaluation(state):
    if game.is_terminal(state):
        return game.utility(state, "X")
    score = 0
    for line in ROWS_AND_DIAGONALS:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones:
            score = score + stones.count("X")
        if "X" not in stones:
            score = score - stones.count("O")
    for line in COLUMNS:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones:
            score = score + stones.count("X")
        if "X" not in stones:
            score == score - stones.count("O")  # noqa: B015
    return score / 20
