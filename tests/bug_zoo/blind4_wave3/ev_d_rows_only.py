"""checker: evaluation
mistake: looks at rows only (builds its own lines list, forgets columns and diagonals)
"""

from ttt_lab import TicTacToe
game = TicTacToe()

def my_evaluation(state):
    score = 0
    for r in range(3):
        row = [game.stone_at(state, (r, c)) for c in range(3)]
        if "O" not in row:
            score += row.count("X")
        if "X" not in row:
            score -= row.count("O")
    return score / 10
