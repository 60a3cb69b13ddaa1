"""checker: check_expectimax
truth: buggy — value() decides the node type by depth parity (even depth = max, odd = expectation over the legal moves) instead of asking the game, so MIN nodes are averaged uniformly and the chance odds are never used.
source: ported from aayushdhiman/splendor-ai-4100 gameTree.py (value/max_value/min_value with depth % 2)
"""
import sys


def my_expectimax(game, state):
    value, move = max_value(game, state, 0)
    return value


def value(game, state, depth):
    # end case scenarios
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    # determine min turn or max turn
    if depth % 2 == 0:
        value, move = max_value(game, state, depth + 1)
    else:
        value, move = min_value(game, state, depth + 1)
    return value


def possible_actions(game, state):
    if game.is_chance(state):
        return [outcome for outcome, _ in game.outcomes(state)]
    return list(game.actions(state))


def max_value(game, state, depth):
    NEGINF = -sys.maxsize - 1
    cur = (NEGINF, '')
    for action in possible_actions(game, state):
        nex = (value(game, game.result(state, action), depth), action)
        cur = nex if cur[0] <= nex[0] else cur
    return cur


def min_value(game, state, depth):
    # expect value
    exp = 0
    actions = possible_actions(game, state)
    for action in actions:
        nex = (value(game, game.result(state, action), depth), action)
        exp += nex[0]
    exp /= len(actions)
    return (exp, '')
