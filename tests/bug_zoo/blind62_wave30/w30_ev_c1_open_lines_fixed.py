"""checker: check_evaluation
truth: correct — open lines for X minus open lines for O (a line is open for a side if the other side has no stone on it), divided by 9 so it stays inside (-1, 1).
source: own (the textbook e(p) of the ishagt lab, with the opponent test written correctly)
"""
from ttt_lab.games.mnk import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    x_open = o_open = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones:
            x_open += 1
        if "X" not in stones:
            o_open += 1
    return (x_open - o_open) / 9
