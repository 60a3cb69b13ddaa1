"""check_evaluation — TRUTH: buggy: returns +1 / -1 as soon as a side has an open two (a threat), i.e. a threat scored as a certain win (not strictly inside (-1, 1))."""
CHECK, KW = "check_evaluation", {}
import math
def student(state):
    game = state.game
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if "O" not in stones and stones.count("X") == 2:
            return 1
        if "X" not in stones and stones.count("O") == 2:
            return -1
        if "O" not in stones:
            score += stones.count("X")
        if "X" not in stones:
            score -= stones.count("O")
    return score / 10
