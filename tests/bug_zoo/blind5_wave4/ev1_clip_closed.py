"""checker: check_evaluation
mistake: clips to the closed interval [-1, 1] (max(-1, min(1, ...))), so strong unfinished boards score exactly +-1 like a real win."""
from ttt_lab import TicTacToe
game = TicTacToe()
def my_evaluation(state):
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones:
            score += {1: 1, 2: 3}.get(stones.count("X"), 0)
        if "X" not in stones:
            score -= {1: 1, 2: 3}.get(stones.count("O"), 0)
    return max(-1, min(1, score / 8))
