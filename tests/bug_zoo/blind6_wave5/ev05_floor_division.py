"""Checker: check_evaluation
Mistake: integer division when scaling: score // 30 (0 for every X-better board, -1 for every O-better one).
"""
from ttt_lab import TicTacToe

game = TicTacToe()
CHECK = {"checker": "check_evaluation", "kwargs": {}, "function": "my_evaluation"}


def my_evaluation(state):
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones:
            score += {1: 1, 2: 3}.get(stones.count("X"), 0)
        if "X" not in stones:
            score -= {1: 1, 2: 3}.get(stones.count("O"), 0)
    return max(-0.9, min(0.9, score // 30))
