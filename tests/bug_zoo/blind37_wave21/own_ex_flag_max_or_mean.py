"""checker: check_expectimax
truth: buggy — a maximizing flag flipped at every call decides the rule: the max where it is set, a plain average of the children where it is not; neither game.is_chance nor game.to_move is asked below the root.
source: written for g21b (issue 27): another shape of wave 21's alternating flag
"""


def my_expectimax(game, state, maximizing=None):
    """The expected value of `state` for MAX (game.players[0])."""
    if maximizing is None:
        maximizing = game.to_move(state) == game.players[0]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    values = [my_expectimax(game, game.result(state, a), not maximizing) for a in game.actions(state)]
    return max(values) if maximizing else sum(values) / len(values)
