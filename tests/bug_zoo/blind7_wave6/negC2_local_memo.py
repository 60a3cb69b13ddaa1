"""checker: check_negamax
truth: correct — memo dict created per top-level call (default None), explicit loop.
"""
def my_negamax(game, state, memo=None):
    if memo is None:
        memo = {}
    k = game.key(state)
    if k in memo:
        return memo[k]
    if game.is_terminal(state):
        value = game.utility(state, game.to_move(state))
    else:
        value = float("-inf")
        for m in game.actions(state):
            value = max(value, -my_negamax(game, game.result(state, m), memo))
    memo[k] = value
    return value
