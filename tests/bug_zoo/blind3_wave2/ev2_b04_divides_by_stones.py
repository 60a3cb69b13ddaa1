"""check_evaluation — TRUTH: buggy: normalises by the number of stones on the board (score / state.stones): ZeroDivisionError on the empty board."""
CHECK, KW = "check_evaluation", {}
import math
def student(state):
    game = state.game
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if "O" not in stones:
            score += stones.count("X")
        if "X" not in stones:
            score -= stones.count("O")
    return max(-0.9, min(0.9, score / (8 * state.stones)))
