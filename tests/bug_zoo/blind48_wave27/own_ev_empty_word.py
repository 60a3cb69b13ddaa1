"""checker: check_evaluation
truth: buggy — reads the cells with game.stone_at, but counts the empty ones as the word "empty" (a port's own marker), which no cell holds (an empty cell is None): no line with room left is ever counted, and every unfinished position scores 0.
source: own (the same mistake as ev_04 in another shape: stone_at's cells, a comparison instead of count)
"""
from ttt_lab import TicTacToe

game = TicTacToe()


def my_evaluation(state):
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        gaps = sum(1 for stone in stones if stone == "empty")
        if stones.count("X") == 2 and gaps == 1:
            score += 1
        if stones.count("O") == 2 and gaps == 1:
            score -= 1
    return score / 10
