"""checker: check_evaluation
truth: buggy — my_evaluation(): the lines' cell numbers 0..8 index game.board_text(state), which keeps a "/" between rows, so the lines are read from the wrong characters (3 and 7 are "/") and the bottom-right cells are never read.
source: own, the same slip as w31_ev_04 with the lines as tuples and the stones counted in a string of the line
"""
from ttt_lab import TicTacToe

game = TicTacToe()

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def my_evaluation(state):
    text = game.board_text(state)
    score = 0
    for a, b, c in LINES:
        line = text[a] + text[b] + text[c]
        if "O" not in line:
            score += line.count("X")
        if "X" not in line:
            score -= line.count("O")
    return score / 10
