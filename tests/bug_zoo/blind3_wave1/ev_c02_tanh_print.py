"""check_evaluation — TRUTH: correct (open lines weighted 1/4/9 by stones, squashed with tanh*0.99; prints nothing harmful, caches by key)."""
CHECK, KW = "check_evaluation", {}
import math
_cache = {}
def student(state):
    game = state.game
    k = (id(game), game.key(state))
    if k in _cache:
        return _cache[k]
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        x, o = stones.count("X"), stones.count("O")
        if o == 0:
            score += x * x
        if x == 0:
            score -= o * o
    v = 0.99 * math.tanh(score / 10)
    _cache[k] = v
    return v
