"""checker: check_expectimax
truth: buggy — the is_max flag is toggled on every ply, chance plies included, so below a chance node the player after it is treated as the wrong side (MAX/CHANCE/MIN trees maximise at MIN).
source: own (is_max-flag style of aima-python minimax ported to chance nodes)
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    return _expecti(game, state, game.to_move(state) == game.players[0])


def _expecti(game, state, is_max):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        total = 0.0
        for move, prob in game.outcomes(state):
            total += prob * _expecti(game, game.result(state, move), not is_max)
        return total
    children = [_expecti(game, game.result(state, m), not is_max) for m in game.actions(state)]
    return max(children) if is_max else min(children)
