"""checker: check_evaluation
truth: buggy — an unfinished board where X has two in a line and the third cell empty is worth 1.0 (and -1.0 for O), the value of a real win, instead of something strictly inside (-1, 1); every other unfinished board is 0.
source: own shape of blind46's ev_05 (no side to move: whoever has an open two first, X's lines read before O's)
"""
from ttt_lab import TicTacToe

game = TicTacToe()
LINES = [[(r, c) for c in range(3)] for r in range(3)] + [[(r, c) for r in range(3)] for c in range(3)] + [
    [(i, i) for i in range(3)], [(i, 2 - i) for i in range(3)]]


def my_evaluation(state):
    if game.is_terminal(state):
        return game.utility(state, "X")
    for player, value in (("X", 1.0), ("O", -1.0)):
        for line in LINES:
            stones = [game.stone_at(state, cell) for cell in line]
            if stones.count(player) == 2 and stones.count(None) == 1:
                return value
    return 0.0
