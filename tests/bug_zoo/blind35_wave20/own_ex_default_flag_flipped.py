"""checker: check_expectimax
truth: buggy — one function with a maximizing flag (from game.to_move at the root) that it flips on every call, a chance node's outcomes included, so after a roll the player before it is taken to move again.
source: written for g21b (issue 27): another shape of wave 20's flag flipped at chance nodes
"""


def my_expectimax(game, state, maximizing=None):
    """The expected value of `state` for MAX (game.players[0])."""
    if maximizing is None:
        maximizing = game.to_move(state) == game.players[0]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * my_expectimax(game, game.result(state, o), not maximizing) for o, p in game.outcomes(state))
    pick = max if maximizing else min
    return pick(my_expectimax(game, game.result(state, a), not maximizing) for a in game.actions(state))
