"""checker: check_expectimax
truth: correct — max/min/chance with a memo dict keyed by game.key (transpositions computed once)
source: own
"""


def my_expectimax(game, state, memo=None):
    """The expected value of `state` for MAX (game.players[0])."""
    if memo is None:
        memo = {}
    key = game.key(state)
    if key in memo:
        return memo[key]
    if game.is_terminal(state):
        v = game.utility(state, game.players[0])
    elif game.is_chance(state):
        v = 0.0
        for outcome, p in game.outcomes(state):
            v += p * my_expectimax(game, game.result(state, outcome), memo)
    else:
        children = (my_expectimax(game, game.result(state, a), memo) for a in game.actions(state))
        v = max(children) if game.to_move(state) == game.players[0] else min(children)
    memo[key] = v
    return v
