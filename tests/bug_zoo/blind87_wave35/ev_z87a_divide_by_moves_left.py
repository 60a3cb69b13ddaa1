"""checker: check_evaluation
truth: buggy — the open-line balance is averaged over the moves left, `len(game.actions(state))`, which is 0 on a full board: ZeroDivisionError there.
source: own shape (fixer z87a) of wave 35's ev_04: the count of moves left, not of empty cells, as the divisor
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    score = 0.0
    for line in game.lines:
        stones = {game.stone_at(state, cell) for cell in line} - {None}
        if stones == {"X"}:
            score += 1
        elif stones == {"O"}:
            score -= 1
    return score / 8 / len(game.actions(state))
