"""checker: check_evaluation
truth: buggy — open lines for X minus open lines for O, plus a corner bonus whose top-right case is written `bonus == bonus + 1` (a comparison standing alone, which changes nothing): that corner earns no bonus, so mirror images get different values.
source: own (g21a), another shape of blind34 ev_02_eval_line_typo
"""
from ttt_lab import TicTacToe

game = TicTacToe()
LINES = [[(r, 0), (r, 1), (r, 2)] for r in range(3)] + [[(0, c), (1, c), (2, c)] for c in range(3)] + [
    [(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]


def my_evaluation(state):
    cells = {(r, c): game.stone_at(state, (r, c)) for r in range(3) for c in range(3)}
    open_x = sum(1 for line in LINES if all(cells[p] != "O" for p in line))
    open_o = sum(1 for line in LINES if all(cells[p] != "X" for p in line))
    bonus = 0
    for corner in [(0, 0), (0, 2), (2, 0), (2, 2)]:
        if cells[corner] == "X":
            if corner == (0, 2):
                bonus == bonus + 1
            else:
                bonus = bonus + 1
        elif cells[corner] == "O":
            bonus = bonus - 1
    return (open_x - open_o + bonus) / 20
