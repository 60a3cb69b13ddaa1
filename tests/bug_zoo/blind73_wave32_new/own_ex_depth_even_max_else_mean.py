"""checker: check_expectimax
truth: buggy — one recursion with a depth: the max of the children at even depths, their plain average at odd ones, never asking the game whose turn it is, so MIN's moves are averaged, a chance node at an even depth maximised, and the chance odds never used.
source: own (another shape of wave 32's ex_02: one function, the depth counted from the root)
"""


def my_expectimax(game, state):
    return node_value(game, state, 0)


def node_value(game, state, depth):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        children = [game.result(state, outcome) for outcome, _ in game.outcomes(state)]
    else:
        children = [game.result(state, move) for move in game.actions(state)]
    values = [node_value(game, child, depth + 1) for child in children]
    if depth % 2 == 0:
        return max(values)
    return sum(values) / len(values)
