"""check_evaluation — TRUTH: buggy: scores everything from O's view (O's open lines minus X's), whoever is to move (sign flipped everywhere)."""
CHECK, KW = "check_evaluation", {}
import math
def student(state):
    game = state.game
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if "X" not in stones:
            score += {1: 1, 2: 3}.get(stones.count("O"), 0)
        if "O" not in stones:
            score -= {1: 1, 2: 3}.get(stones.count("X"), 0)
    return max(-0.9, min(0.9, score / 30))
