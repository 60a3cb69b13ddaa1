"""checker: check_evaluation
truth: buggy — counts only X's open lines and never subtracts O's (sees one side only).
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    open_for_x = 0
    for line in game.lines:
        if all(game.stone_at(state, c) != "O" for c in line):
            open_for_x += 1
    return open_for_x / 9
