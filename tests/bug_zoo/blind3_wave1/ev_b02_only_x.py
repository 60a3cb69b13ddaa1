"""check_evaluation — TRUTH: buggy: counts only X's open lines, ignores O's (ignores the opponent)."""
CHECK, KW = "check_evaluation", {}
def student(state):
    game = state.game
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if "O" not in stones:
            score += {1: 1, 2: 3}.get(stones.count("X"), 0)
    return max(-0.9, min(0.9, score / 30))
