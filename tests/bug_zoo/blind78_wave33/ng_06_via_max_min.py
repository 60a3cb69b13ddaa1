"""checker: check_negamax
truth: correct — computes the value for MAX with two mirrored helpers and converts it to the side to move's view at the end (a legitimate route to the same number).
source: own
"""


def _value_for_max(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    values = [_value_for_max(game, game.result(state, m)) for m in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def my_negamax(game, state):
    """The minimax value of `state` for the side to move in it."""
    v = _value_for_max(game, state)
    return v if game.to_move(state) == game.players[0] else -v
