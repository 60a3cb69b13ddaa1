"""checker: evaluation
mistake: counts only X's open lines, ignores O's
"""

from ttt_lab import TicTacToe
game = TicTacToe()

def my_evaluation(state):
    open_lines = sum(1 for line in game.lines
                     if "O" not in [game.stone_at(state, c) for c in line]
                     and "X" in [game.stone_at(state, c) for c in line])
    return open_lines / 10
