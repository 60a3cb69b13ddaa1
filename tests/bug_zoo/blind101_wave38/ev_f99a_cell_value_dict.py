"""checker: check_evaluation
truth: buggy — own shape (f99a): a dict of cell values (centre 0.2, corners 0.1, edges 0.05), X's added and O's subtracted; no line is read, so a blocked pair and an open pair on the same cells are worth the same.
"""
from ttt_lab import TicTacToe

game = TicTacToe()

CELL_VALUE = {(1, 1): 0.2}
CELL_VALUE.update({cell: 0.1 for cell in [(0, 0), (0, 2), (2, 0), (2, 2)]})
CELL_VALUE.update({cell: 0.05 for cell in [(0, 1), (1, 0), (1, 2), (2, 1)]})


def my_evaluation(state):
    mine = sum(v for cell, v in CELL_VALUE.items() if game.stone_at(state, cell) == "X")
    theirs = sum(v for cell, v in CELL_VALUE.items() if game.stone_at(state, cell) == "O")
    return (mine - theirs) / 2
