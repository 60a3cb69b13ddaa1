"""check_evaluation — TRUTH: buggy: typo in O's test: O's lines counted when 'X' IS in the line (if 'X' in stones) instead of not in it."""
CHECK, KW = "check_evaluation", {}
import math
def student(state):
    game = state.game
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if "O" not in stones:
            score += {1: 1, 2: 3}.get(stones.count("X"), 0)
        if "X" in stones:
            score -= {1: 1, 2: 3}.get(stones.count("O"), 0)
    return max(-0.9, min(0.9, score / 30))
