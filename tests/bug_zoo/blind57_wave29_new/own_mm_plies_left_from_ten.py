"""checker: check_minimax
truth: buggy — a plies-left counter of its own, 10 at the root, is added to a win's utility and taken from a loss's (a draw stays 0), so no finished game is worth its utility.
"""


def value_of(game, state, plies_left):
    if game.is_terminal(state):
        u = game.utility(state, game.players[0])
        if u > 0:
            return u + plies_left
        if u < 0:
            return u - plies_left
        return 0
    values = [value_of(game, game.result(state, m), plies_left - 1) for m in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def my_minimax(game, state):
    if game.is_terminal(state):
        return value_of(game, state, 10), None
    moves = list(game.actions(state))
    scored = [(value_of(game, game.result(state, m), 9), m) for m in moves]
    pick = max if game.to_move(state) == game.players[0] else min
    return pick(scored, key=lambda pair: pair[0])
