"""Checker: check_minimax(with_move=False)
Mistake: correct (value only, with a memo dict on game.key).
"""
CHECK = {"checker": "check_minimax", "kwargs": {}, "function": "my_minimax"}


def my_minimax(game, state, memo=None):
    if memo is None:
        memo = {}
    key = game.key(state)
    if key in memo:
        return memo[key]
    if game.is_terminal(state):
        value = game.utility(state, game.players[0])
    else:
        children = [my_minimax(game, game.result(state, a), memo) for a in game.actions(state)]
        value = max(children) if game.to_move(state) == game.players[0] else min(children)
    memo[key] = value
    return value
