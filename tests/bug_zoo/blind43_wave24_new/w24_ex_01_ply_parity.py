"""checker: check_expectimax
truth: buggy — decides the kind of node by the parity of its ply instead of asking the game: every node at an even ply is maximised (a MIN node or a chance node there too) and every node at an odd ply is averaged (a MIN or MAX node there uniformly, a chance node by its probabilities).
source: ported from aayushdhiman/splendor-ai-4100 gameTree.py (class expectimax: value() picks max_value on even depth, the averaging min_value on odd depth)
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    return value(game, state, 0)


def value(game, state, depth):
    # end case scenarios
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    # determine min turn or max turn
    if depth % 2 == 0:
        v, move = max_value(game, state, depth)
    else:
        v, move = min_value(game, state, depth)
    return v


def max_value(game, state, depth):
    cur = (float("-inf"), "")
    for action in game.actions(state):
        nex = (value(game, game.result(state, action), depth + 1), action)
        cur = nex if cur[0] <= nex[0] else cur
    return cur


def min_value(game, state, depth):
    # expect value
    exp = 0
    if game.is_chance(state):
        for action, p in game.outcomes(state):
            exp += p * value(game, game.result(state, action), depth + 1)
        return (exp, "")
    actions = list(game.actions(state))
    for action in actions:
        exp += value(game, game.result(state, action), depth + 1)
    exp /= len(actions)
    return (exp, "")
