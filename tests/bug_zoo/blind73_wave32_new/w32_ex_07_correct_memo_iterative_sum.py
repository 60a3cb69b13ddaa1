"""checker: check_expectimax
truth: correct — memoised by game.key, explicit loops, MIN written as the negated max of negated values.
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
        for outcome, chance in game.outcomes(state):
            result += chance * my_expectimax(game, game.result(state, outcome), memo)
    else:
        sign = 1 if game.to_move(state) == game.players[0] else -1
        result = sign * max(sign * my_expectimax(game, game.result(state, m), memo) for m in game.actions(state))
    memo[key] = result
    return result
