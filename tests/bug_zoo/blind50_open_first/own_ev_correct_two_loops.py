"""checker: check_evaluation
truth: correct — X's open lines and O's counted in two loops of their own over every line (rows, columns and both
diagonals written out), weighted 1 and 4; a shape near the one-sided slips that must pass.
source: written for the fix (m50a, issue 27)
"""


def my_evaluation(state):
    game = state.game
    lines = [[(r, c) for c in range(3)] for r in range(3)] + [[(r, c) for r in range(3)] for c in range(3)]
    lines += [[(i, i) for i in range(3)], [(i, 2 - i) for i in range(3)]]
    weights = {0: 0, 1: 1, 2: 4}
    mine = theirs = 0
    for line in lines:
        cells = [game.stone_at(state, cell) for cell in line]
        if "O" not in cells:
            mine += weights.get(cells.count("X"), 0)
    for line in lines:
        cells = [game.stone_at(state, cell) for cell in line]
        if "X" not in cells:
            theirs += weights.get(cells.count("O"), 0)
    return 0.9 * (mine - theirs) / 40
