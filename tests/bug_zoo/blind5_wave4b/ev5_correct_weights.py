"""checker: check_evaluation
mistake: correct (different weights 1/4/16 for open lines, tanh squashing, comprehension style)."""
import math
from ttt_lab import TicTacToe
game = TicTacToe()
W = {0: 0, 1: 1, 2: 4, 3: 16}
def my_evaluation(state):
    lines = [[game.stone_at(state, c) for c in line] for line in game.lines]
    x = sum(W[l.count("X")] for l in lines if "O" not in l)
    o = sum(W[l.count("O")] for l in lines if "X" not in l)
    return 0.99 * math.tanh((x - o) / 10)
