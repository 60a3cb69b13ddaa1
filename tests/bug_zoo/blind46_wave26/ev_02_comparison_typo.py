"""checker: check_evaluation
truth: buggy — in eval_line's first-cell case the O branch is written `score == -1` (a comparison, not an assignment), so an O in a line's first cell is never counted and lines starting with O are scored as if that cell were empty (O's lines are undervalued, X and O are not treated alike).
source: ported from Jonathana1106/IA TC2-Busquedas/min_max.py (evaluate() / eval_line(r1, c1, r2, c2, r3, c3), PC = X, HUMAN = O), scaled by 1/1000
"""
from ttt_lab import TicTacToe

game = TicTacToe()
PC = 'X'
HUMAN = 'O'
board = {}


def evaluate():
    score = 0
    score = score + eval_line(0, 0, 0, 1, 0, 2)  # row 0
    score = score + eval_line(1, 0, 1, 1, 1, 2)  # row 1
    score = score + eval_line(2, 0, 2, 1, 2, 2)  # row 2
    score = score + eval_line(0, 0, 1, 0, 2, 0)  # col 0
    score = score + eval_line(0, 1, 1, 1, 2, 1)  # col 1
    score = score + eval_line(0, 2, 1, 2, 2, 2)  # col 2
    score = score + eval_line(0, 0, 1, 1, 2, 2)  # diag
    score = score + eval_line(0, 2, 1, 1, 2, 0)  # inv diag
    return score


def eval_line(r1, c1, r2, c2, r3, c3):
    score = 0
    # First cell
    if PC == board[r1, c1]:
        score = +1
    elif HUMAN == board[r1, c1]:
        score == -1  # noqa: B015
    # Second cell
    if PC == board[r2, c2]:
        if score == 1:
            score = +10     # X X ?
        elif score == -1:
            return 0        # O X ?
        else:
            score = +1      # ? X ?
    elif HUMAN == board[r2, c2]:
        if score == -1:
            score = -10     # O O ?
        elif score == 1:
            return 0        # X O ?
        else:
            score = -1      # ? O ?
    # Third cell
    if PC == board[r3, c3]:
        if score > 0:
            score *= 10     # X X X or ? X X
        elif score < 0:
            return 0        # O ? X
        else:
            score = +1      # ? ? X
    elif HUMAN == board[r3, c3]:
        if score < 0:
            score *= 10     # O O O or ? O O
        elif score > 0:
            return 0        # X ? O
        else:
            score = -1      # ? ? O
    return score


def my_evaluation(state):
    board.clear()
    for r in range(3):
        for c in range(3):
            board[r, c] = game.stone_at(state, (r, c))
    return evaluate() / 1000
