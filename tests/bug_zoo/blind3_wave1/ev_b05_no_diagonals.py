"""check_evaluation — TRUTH: buggy: builds its own lines and forgets the two diagonals (rows and columns only)."""
CHECK, KW = "check_evaluation", {}
def student(state):
    game = state.game
    lines = [[(r, c) for c in range(3)] for r in range(3)] + [[(r, c) for r in range(3)] for c in range(3)]
    score = 0
    for line in lines:
        stones = [game.stone_at(state, c) for c in line]
        if "O" not in stones:
            score += {1: 1, 2: 3}.get(stones.count("X"), 0)
        if "X" not in stones:
            score -= {1: 1, 2: 3}.get(stones.count("O"), 0)
    return max(-0.9, min(0.9, score / 24))
