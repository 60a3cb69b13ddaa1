"""checker: check_expectimax
truth: buggy — a flag meant to alternate is never flipped (maximizing stays True), and chance nodes are searched by the same loop over game.actions: every node, chance and MIN alike, takes the max.
source: written for g21b (issue 27): another shape of wave 21's depth parity (every node MAX)
"""


def my_expectimax(game, state, maximizing=True):
    """The expected value of `state` for MAX (game.players[0])."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    best = None
    for a in game.actions(state):
        v = my_expectimax(game, game.result(state, a), maximizing)
        if best is None or (maximizing and v > best):
            best = v
    return best
