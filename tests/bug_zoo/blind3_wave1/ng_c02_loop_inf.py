"""check_negamax — TRUTH: correct (loop with best = -inf, memo per call)."""
CHECK, KW = "check_negamax", {}
import math
def student(game, state, memo=None):
    memo = {} if memo is None else memo
    k = game.key(state)
    if k in memo:
        return memo[k]
    if game.is_terminal(state):
        v = game.utility(state, game.to_move(state))
    else:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, -student(game, game.result(state, a), memo))
    memo[k] = v
    return v
