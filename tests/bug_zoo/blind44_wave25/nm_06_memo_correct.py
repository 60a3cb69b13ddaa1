"""checker: check_negamax
truth: correct — negamax memoised in a dict keyed by game.key(state), created afresh for every top-level call (so nothing leaks between games).
source: own (the transposition idea of notebook 05 applied to negamax)
"""


def my_negamax(game, state, memo=None):
    if memo is None:
        memo = {}
    key = game.key(state)
    if key in memo:
        return memo[key]
    if game.is_terminal(state):
        value = game.utility(state, game.to_move(state))
    else:
        value = max(-my_negamax(game, game.result(state, m), memo) for m in game.actions(state))
    memo[key] = value
    return value
