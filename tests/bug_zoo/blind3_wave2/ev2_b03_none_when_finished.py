"""check_evaluation — TRUTH: buggy: returns None (bare return) on finished positions: 'the search never evaluates those'."""
CHECK, KW = "check_evaluation", {}
import math
def student(state):
    game = state.game
    if game.is_terminal(state):
        return
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if "O" not in stones:
            score += {1: 1, 2: 3}.get(stones.count("X"), 0)
        if "X" not in stones:
            score -= {1: 1, 2: 3}.get(stones.count("O"), 0)
    return max(-0.9, min(0.9, score / 30))
