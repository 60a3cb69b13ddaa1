"""check_evaluation — TRUTH: buggy: cell-weight table (centre 4, corners 3, edges 2) with a typo: corner (2,0) weighted 2, so mirror-image boards differ."""
CHECK, KW = "check_evaluation", {}
W = [[3, 2, 3], [2, 4, 2], [2, 2, 3]]
def student(state):
    game = state.game
    score = 0
    for r in range(3):
        for c in range(3):
            s = game.stone_at(state, (r, c))
            if s == "X":
                score += W[r][c]
            elif s == "O":
                score -= W[r][c]
    return score / 30
