"""checker: check_evaluation
truth: buggy — the board is built with `' ' if stone is None else stone`, but a line is counted open only where its
cells are the side's stone or '.', which no cell of that board holds: only full lines count, 0 on every unfinished
board (x81a's own shape of wave 34's ev_02).
source: own
"""
from ttt_lab import TicTacToe

game = TicTacToe()
LINES = [[(r, c) for c in range(3)] for r in range(3)] + [[(r, c) for r in range(3)] for c in range(3)] + [
    [(i, i) for i in range(3)], [(i, 2 - i) for i in range(3)]]


def open_for(cells, side):
    return all(cell in (side, '.') for cell in cells)


def my_evaluation(state):
    grid = {}
    for r in range(3):
        for c in range(3):
            stone = game.stone_at(state, (r, c))
            grid[r, c] = ' ' if stone is None else stone
    score = 0
    for line in LINES:
        cells = [grid[cell] for cell in line]
        score += open_for(cells, 'X') - open_for(cells, 'O')
    return score / 8
