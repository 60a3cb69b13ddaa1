"""checker: check_evaluation
truth: buggy — the table of lines, written as (row, column) pairs, lists the top row twice and lacks the middle row
((1, 0), (1, 1), (1, 2)), so that row is never counted for either side (x81a's own shape of wave 34's ev_05).
source: own
"""

LINES = (
    ((0, 0), (0, 1), (0, 2)),
    ((0, 0), (0, 1), (0, 2)),
    ((2, 0), (2, 1), (2, 2)),
    ((0, 0), (1, 0), (2, 0)),
    ((0, 1), (1, 1), (2, 1)),
    ((0, 2), (1, 2), (2, 2)),
    ((0, 0), (1, 1), (2, 2)),
    ((0, 2), (1, 1), (2, 0)),
)


def my_evaluation(state):
    from ttt_lab import TicTacToe
    game = TicTacToe()
    score = 0
    for line in LINES:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones and "X" in stones:
            score += 1
        if "X" not in stones and "O" in stones:
            score -= 1
    return score / 8
