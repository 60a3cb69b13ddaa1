"""checker: evaluation
mistake: correct (squashes with tanh, weights 10**count)
"""

from ttt_lab import TicTacToe
game = TicTacToe()

import math
def my_evaluation(state):
    total = 0.0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        x, o = stones.count("X"), stones.count("O")
        if o == 0 and x:
            total += 10 ** (x - 1)
        elif x == 0 and o:
            total -= 10 ** (o - 1)
    return 0.99 * math.tanh(total / 20)
