"""check_evaluation — TRUTH: correct (open twos 0.1, open ones 0.02 each side, clipped at ±0.95; finished boards give ±0.95/0 too, which is allowed)."""
CHECK, KW = "check_evaluation", {}
import math
def student(state):
    game = state.game
    s = 0.0
    for line in game.lines:
        st = [game.stone_at(state, c) for c in line]
        x, o = st.count("X"), st.count("O")
        if o == 0 and x:
            s += 0.1 if x >= 2 else 0.02
        if x == 0 and o:
            s -= 0.1 if o >= 2 else 0.02
    return max(-0.95, min(0.95, s))
