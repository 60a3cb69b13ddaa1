"""checker: check_expectimax
truth: buggy — decides between the max and the min step by the parity of the depth (even depth = MAX) instead of game.to_move, which is wrong as soon as a chance ply sits between MAX and MIN.
source: ported from the CS188 multiagent agentIndex/depth recursion (alesapin/Pacman agents/expectimaxagent.h expectimax(state, dpth, agentIndex)), turn taken from the depth counter
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0])."""
    return expectimax(game, state, 0)


def expectimax(game, state, depth):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return exp_value(game, state, depth)
    if depth % 2 == 0:
        return max_value(game, state, depth)
    return min_value(game, state, depth)


def max_value(game, state, depth):
    return max(expectimax(game, game.result(state, a), depth + 1) for a in game.actions(state))


def min_value(game, state, depth):
    return min(expectimax(game, game.result(state, a), depth + 1) for a in game.actions(state))


def exp_value(game, state, depth):
    # the chance ply is not a player's turn, so it does not advance the depth
    return sum(p * expectimax(game, game.result(state, a), depth) for a, p in game.outcomes(state))
