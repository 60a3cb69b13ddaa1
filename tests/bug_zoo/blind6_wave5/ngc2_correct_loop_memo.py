"""Checker: check_negamax
Mistake: correct (explicit loop, memo dict on game.key passed down the recursion).
"""
CHECK = {"checker": "check_negamax", "kwargs": {}, "function": "my_negamax"}


def my_negamax(game, state, memo=None):
    memo = {} if memo is None else memo
    key = game.key(state)
    if key in memo:
        return memo[key]
    if game.is_terminal(state):
        result = game.utility(state, game.to_move(state))
    else:
        result = None
        for move in game.actions(state):
            score = -my_negamax(game, game.result(state, move), memo)
            if result is None or score > result:
                result = score
    memo[key] = result
    return result
