"""checker: check_evaluation
truth: buggy — in eval_line's first-cell case `score == -1` is a comparison, not an assignment, so an O in the first cell of a line is ignored (O's lines starting with O count less than X's): the evaluation is not colour-symmetric.
source: Jonathana1106/IA TC2-Busquedas/min_max.py evaluate()/eval_line(r1, c1, r2, c2, r3, c3) (NTU tic-tac-toe AI eval_line), ported to MNK states
"""
from ttt_lab import TicTacToe

game = TicTacToe()
PC = 'X'
HUMAN = 'O'


def eval_line(board, r1, c1, r2, c2, r3, c3):
    score = 0

    # First cell case
    if PC == board[r1][c1]:
        score = +1
    elif HUMAN == board[r1][c1]:
        score == -1  # noqa: B015

    # Second cell case
    if PC == board[r2][c2]:
        if score == 1:
            score = +10     # X X ?; it has chances to win
        elif score == -1:
            return 0        # X O ?; it has no chances to win
        else:
            score = +1      # ? X ?; cell 1 is empty
    elif HUMAN == board[r2][c2]:
        if score == -1:
            score = -10     # O O ?; it has chances to win
        elif score == 1:
            return 0        # X O ?; draw
        else:
            score = -1      # ? O ?; cell 1 is empty

    # Third cell case
    if PC == board[r3][c3]:
        if score > 0:
            score *= 10     # X X X (+100) or ? X X (+10)
        elif score < 0:
            return 0        # X X O or O ? X; draw
        else:
            score = +1      # ? ? X
    elif HUMAN == board[r3][c3]:
        if score < 0:
            score *= 10     # O O O (-100) or ? O O (-10)
        elif score > 1:
            return 0        # O X X; draw
        else:
            score = -1      # ? ? O
    return score


def evaluate(board):
    score = 0
    score = score + eval_line(board, 0, 0, 0, 1, 0, 2)  # row 0
    score = score + eval_line(board, 1, 0, 1, 1, 1, 2)  # row 1
    score = score + eval_line(board, 2, 0, 2, 1, 2, 2)  # row 2
    score = score + eval_line(board, 0, 0, 1, 0, 2, 0)  # col 0
    score = score + eval_line(board, 0, 1, 1, 1, 2, 1)  # col 1
    score = score + eval_line(board, 0, 2, 1, 2, 2, 2)  # col 2
    score = score + eval_line(board, 0, 0, 1, 1, 2, 2)  # diag
    score = score + eval_line(board, 0, 2, 1, 1, 2, 0)  # inv diag
    return score


def my_evaluation(state):
    """An estimate of `state`'s value for X, strictly between -1 and 1."""
    board = [[game.stone_at(state, (r, c)) for c in range(3)] for r in range(3)]
    return max(-0.99, min(0.99, evaluate(board) / 100))
