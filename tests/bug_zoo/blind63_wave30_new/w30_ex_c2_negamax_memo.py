"""checker: check_expectimax
truth: correct — negamax-style expectimax with a memo dict keyed by game.key; chance nodes keep the view of the player who moved into them (no sign flip across a chance ply).
source: own
"""


def my_expectimax(game, state, memo=None):
    """The expected value of `state` for MAX (game.players[0])."""
    if memo is None:
        memo = {}
    first = game.players[0]

    def side_value(s, sign):  # value for the side `sign` (+1: first player)
        k = (game.key(s), sign)
        if k in memo:
            return memo[k]
        if game.is_terminal(s):
            v = sign * game.utility(s, first)
        elif game.is_chance(s):
            v = 0.0
            for a, p in game.outcomes(s):
                child = game.result(s, a)
                v += p * child_value(child, sign)
        else:
            v = max(child_value(game.result(s, a), sign) for a in game.actions(s))
        memo[k] = v
        return v

    def child_value(child, sign):  # child's value for `sign`, whoever moves there
        if game.is_terminal(child) or game.is_chance(child):
            return side_value(child, sign)
        child_sign = 1 if game.to_move(child) == first else -1
        return sign * child_sign * side_value(child, child_sign)

    if game.is_terminal(state) or game.is_chance(state):
        return side_value(state, 1)
    sign = 1 if game.to_move(state) == first else -1
    return sign * side_value(state, sign)
