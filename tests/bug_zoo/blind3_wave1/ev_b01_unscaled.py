"""check_evaluation — TRUTH: buggy: AIMA's 3*X2 + X1 - (3*O2 + O1) returned raw, not scaled into (-1, 1), so estimates outrank a real win."""
CHECK, KW = "check_evaluation", {}
def student(state):
    game = state.game
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if "O" not in stones:
            score += {1: 1, 2: 3}.get(stones.count("X"), 0)
        if "X" not in stones:
            score -= {1: 1, 2: 3}.get(stones.count("O"), 0)
    return score
