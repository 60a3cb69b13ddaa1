"""check_evaluation — TRUTH: buggy: counts every line's stones for each side even when the line is blocked by the opponent (no 'O not in line' test)."""
CHECK, KW = "check_evaluation", {}
def student(state):
    game = state.game
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        score += {1: 1, 2: 3}.get(stones.count("X"), 0)
        score -= {1: 1, 2: 3}.get(stones.count("O"), 0)
    return max(-0.9, min(0.9, score / 30))
