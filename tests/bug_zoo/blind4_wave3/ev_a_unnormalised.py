"""checker: evaluation
mistake: returns the raw AIMA score 3*X2+X1-(3*O2+O1) without scaling: out of (-1, 1)
"""

from ttt_lab import TicTacToe
game = TicTacToe()

def my_evaluation(state):
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if "O" not in stones:
            score += {1: 1, 2: 3}.get(stones.count("X"), 0)
        if "X" not in stones:
            score -= {1: 1, 2: 3}.get(stones.count("O"), 0)
    return score
