"""checker: check_expectimax
truth: correct — recursive expectimax with a per-call memo (a fresh dict each call) keyed by game.key, returning (value, best move) at the root.
source: own
"""


def my_expectimax(game, state):
    """(expected value for MAX, one best move)."""
    memo = {}
    MAX = game.players[0]

    def value(s):
        k = game.key(s)
        if k not in memo:
            if game.is_terminal(s):
                memo[k] = game.utility(s, MAX)
            elif game.is_chance(s):
                memo[k] = sum(p * value(game.result(s, o)) for o, p in game.outcomes(s))
            else:
                pick = max if game.to_move(s) == MAX else min
                memo[k] = pick(value(game.result(s, a)) for a in game.actions(s))
        return memo[k]

    v = value(state)
    if game.is_terminal(state) or game.is_chance(state):
        return v, None
    pick = max if game.to_move(state) == MAX else min
    move = pick(game.actions(state), key=lambda a: value(game.result(state, a)))
    return v, move
