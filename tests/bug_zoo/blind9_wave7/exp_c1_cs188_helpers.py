"""checker: check_expectimax
truth: correct — CS188 shape: (value, move) with max_value / min_value / exp_value helpers
source: written in the shape of CS188 ExpectimaxAgent answers
"""


def my_expectimax(game, state):
    return value(game, state)


def value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.is_chance(state):
        return exp_value(game, state), None
    if game.to_move(state) == game.players[0]:
        return max_value(game, state)
    return min_value(game, state)


def max_value(game, state):
    v, best = float("-inf"), None
    for a in game.actions(state):
        w, _ = value(game, game.result(state, a))
        if w > v:
            v, best = w, a
    return v, best


def min_value(game, state):
    v, best = float("inf"), None
    for a in game.actions(state):
        w, _ = value(game, game.result(state, a))
        if w < v:
            v, best = w, a
    return v, best


def exp_value(game, state):
    return sum(p * value(game, game.result(state, a))[0] for a, p in game.outcomes(state))
