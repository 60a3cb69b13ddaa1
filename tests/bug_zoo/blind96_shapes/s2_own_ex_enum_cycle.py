"""checker: check_expectimax
truth: buggy — each node's kind is an Enum member handed down the recursion (Node.MAX -> Node.CHANCE -> Node.MIN -> Node.CHANCE), never asked of the game below the root: where chance nodes and the players' turns do not alternate so, the wrong rule values the node.
"""
from enum import Enum, auto


class Node(Enum):
    MAX = auto()
    MIN = auto()
    CHANCE = auto()


def expect(game, state, kind, last):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if kind is Node.CHANCE:
        following = Node.MIN if last is Node.MAX else Node.MAX
        if game.is_chance(state):
            return sum(p * expect(game, game.result(state, o), following, Node.CHANCE)
                       for o, p in game.outcomes(state))
        acts = game.actions(state)
        return sum(expect(game, game.result(state, a), following, Node.CHANCE) for a in acts) / len(acts)
    children = [expect(game, game.result(state, a), Node.CHANCE, kind) for a in game.actions(state)]
    return max(children) if kind is Node.MAX else min(children)


def my_expectimax(game, state):
    start = Node.MAX if game.to_move(state) == game.players[0] else Node.MIN
    return expect(game, state, start, Node.CHANCE)
