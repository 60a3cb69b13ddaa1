"""
checker: check_negamax
truth: correct — computes MAX's minimax value with a helper and converts it to the side to move's view
"""
def _minimax(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)
    vals = [_minimax(game, game.result(state, a)) for a in game.actions(state)]
    return max(vals) if game.to_move(state) == MAX else min(vals)


def my_negamax(game, state):
    v = _minimax(game, state)
    return v if game.to_move(state) == game.players[0] else -v
