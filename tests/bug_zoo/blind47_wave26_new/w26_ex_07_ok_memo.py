"""checker: check_expectimax
truth: correct — memoised by game.key in a dict that lives for one top-level call.
source: own
"""


def my_expectimax(game, state, memo=None):
    if memo is None:
        memo = {}
    key = game.key(state)
    if key in memo:
        return memo[key]
    if game.is_terminal(state):
        result = game.utility(state, game.players[0])
    elif game.is_chance(state):
        result = 0.0
        for outcome, prob in game.outcomes(state):
            result += prob * my_expectimax(game, game.result(state, outcome), memo)
    else:
        children = [my_expectimax(game, game.result(state, m), memo) for m in game.actions(state)]
        result = max(children) if game.to_move(state) == game.players[0] else min(children)
    memo[key] = result
    return result
